import { sql, type Kysely } from 'kysely';
import {
  ORDER_STATES,
  SETUP_TARGET_WORKING_DAYS,
  type OrderProduct,
  type OrderState,
  type StaffOrderRow,
  type StaffOrdersAnswer,
  type VerificationStep,
} from '@adlaunch/shared';
import type { Database } from '../../db/schema';
import { isSetupState, orderStateOf, workStatusOf } from './order-state';
import { workingDaysSince } from './working-days';

export interface QueueFilter {
  state?: OrderState;
  product?: OrderProduct;
  q?: string;
  assigned?: 'me' | 'nobody';
  page: number;
  perPage: number;
}

interface RawOrder {
  id: number;
  business_name: string | null;
  status: string;
  plan: string | null;
  updated_at: string;
  email: string;
  first_name: string;
  last_name: string;
  sub_id: number | null;
  sub_status: string | null;
  sub_plan: string | null;
  sub_created_at: string | null;
  assignee_id: number | null;
  hold: string | null;
  state_since: string | null;
  verification_step: string | null;
}

/**
 * Every order of one product (paid at least once: the owner's unpaid wizard, `setup`, is not an order)
 * with its owner, newest subscription and staff side. One query per product; the states are derived here.
 */
function rawOrders(db: Kysely<Database>, product: OrderProduct, id?: number): Promise<RawOrder[]> {
  const table = product === 'search_ads' ? 'search_ads' : 'profiles';
  const subKey = product === 'search_ads' ? 'subscriptions.ad_id' : 'subscriptions.profile_id';
  let query = db
    // Typed as search ads: both tables have the columns read here (the plan is read by name).
    .selectFrom(`${table} as o` as 'search_ads as o')
    .innerJoin('users', 'users.id', 'o.user_id')
    .leftJoin('subscriptions', (join) => join.onRef(subKey, '=', 'o.id'))
    .leftJoin('order_work', (join) => join.onRef('order_work.order_id', '=', 'o.id').on('order_work.product', '=', product))
    .select([
      'o.id',
      'o.business_name',
      'o.status',
      'o.updated_at',
      'users.email',
      'users.first_name',
      'users.last_name',
      'subscriptions.id as sub_id',
      'subscriptions.status as sub_status',
      'subscriptions.plan as sub_plan',
      'subscriptions.created_at as sub_created_at',
      'order_work.assignee_id',
      'order_work.hold',
      'order_work.state_since',
      'order_work.verification_step',
    ])
    .select(product === 'search_ads' ? sql<string | null>`o.plan`.as('plan') : sql<string | null>`null`.as('plan'))
    .where('o.status', '!=', 'setup');
  if (id !== undefined) query = query.where('o.id', '=', id);
  return query.execute() as Promise<RawOrder[]>;
}

function toRow(product: OrderProduct, raw: RawOrder, staffEmails: Map<number, string>, at: Date): StaffOrderRow {
  const state = orderStateOf(raw.status, raw.hold, raw.sub_status);
  const waitingSince = raw.state_since ?? (raw.status === 'paid' && raw.sub_created_at ? raw.sub_created_at : raw.updated_at);
  const assigneeEmail = raw.assignee_id === null ? undefined : staffEmails.get(raw.assignee_id);
  return {
    product,
    id: raw.id,
    state,
    workStatus: workStatusOf(raw.status, raw.hold),
    businessName: raw.business_name,
    ownerName: `${raw.first_name} ${raw.last_name}`.trim(),
    ownerEmail: raw.email,
    plan: raw.sub_plan ?? raw.plan,
    waitingSince,
    overdue: isSetupState(state) && workingDaysSince(waitingSince, at) > SETUP_TARGET_WORKING_DAYS,
    assignee: raw.assignee_id !== null && assigneeEmail ? { id: raw.assignee_id, email: assigneeEmail } : null,
    verification: (raw.verification_step as VerificationStep | null) ?? null,
  };
}

/** An order's newest subscription only (an order renewed after an ended plan has two). */
function newestPerOrder(rows: RawOrder[]): RawOrder[] {
  const byId = new Map<number, RawOrder>();
  for (const row of rows) {
    const held = byId.get(row.id);
    if (!held || (row.sub_id ?? 0) > (held.sub_id ?? 0)) byId.set(row.id, row);
  }
  return [...byId.values()];
}

async function staffEmails(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('staff').select(['id', 'email']).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

export async function orderRow(db: Kysely<Database>, product: OrderProduct, id: number): Promise<StaffOrderRow | null> {
  const [raw] = newestPerOrder(await rawOrders(db, product, id));
  return raw ? toRow(product, raw, await staffEmails(db), new Date()) : null;
}

const matches = (row: StaffOrderRow, q: string) =>
  String(row.id) === q ||
  [row.businessName ?? '', row.ownerEmail, row.ownerName].some((text) => text.toLowerCase().includes(q.toLowerCase()));

/** The queue: filtered, counted per state, oldest wait first, one page. */
export async function orderQueue(db: Kysely<Database>, filter: QueueFilter, callerId: number): Promise<StaffOrdersAnswer> {
  const at = new Date();
  const products: OrderProduct[] = filter.product ? [filter.product] : ['search_ads', 'gbp'];
  const [emails, ...perProduct] = await Promise.all([staffEmails(db), ...products.map((p) => rawOrders(db, p))]);
  let rows = perProduct.flatMap((raws, i) => newestPerOrder(raws).map((raw) => toRow(products[i], raw, emails, at)));
  if (filter.q) rows = rows.filter((row) => matches(row, filter.q!));
  if (filter.assigned === 'me') rows = rows.filter((row) => row.assignee?.id === callerId);
  if (filter.assigned === 'nobody') rows = rows.filter((row) => row.assignee === null);
  const counts = Object.fromEntries(ORDER_STATES.map((s) => [s, 0])) as Record<OrderState, number>;
  for (const row of rows) counts[row.state]++;
  if (filter.state) rows = rows.filter((row) => row.state === filter.state);
  rows.sort((a, b) => (a.waitingSince < b.waitingSince ? -1 : a.waitingSince > b.waitingSince ? 1 : a.id - b.id));
  const start = (filter.page - 1) * filter.perPage;
  return { orders: rows.slice(start, start + filter.perPage), page: filter.page, perPage: filter.perPage, total: rows.length, counts };
}
