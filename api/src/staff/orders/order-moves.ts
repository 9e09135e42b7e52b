import type { Kysely, Transaction } from 'kysely';
import {
  allowedMoves,
  BILLING_MESSAGES,
  ROUTES,
  WORK_STATUS_LABELS,
  type OrderProduct,
  type StaffAction,
  type StaffOrderRow,
  type WorkStatus,
} from '@adlaunch/shared';
import { adToggled } from '../../billing/billing';
import type { Clock } from '../../billing/clock';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { writeTransaction } from '../../lib/transaction';
import { renderEmail } from '../../mail/layout';
import { enqueueEmail } from '../../mail/outbox';
import { recordAction, type Actor } from '../staff-actions';
import { ORDER_NOT_FOUND } from './order-page';
import { orderRow } from './order-queue';
import { AWAITING_OWNER, workStatusOf } from './order-state';

export interface MoveRequest {
  product: OrderProduct;
  id: number;
  to: WorkStatus;
  noteForOwner?: string;
  internalNote?: string;
  /**
   * An operator's override (`ops status --force`): any status, an unpaid order's too. Never from the back
   * office's routes; recorded as forced.
   */
  force?: boolean;
}

const MOVE_MESSAGES = {
  same: (status: WorkStatus) => `The order is already "${WORK_STATUS_LABELS[status]}".`,
  none: (from: WorkStatus) => `An order that is "${WORK_STATUS_LABELS[from]}" cannot be moved by staff.`,
  notAllowed: (from: WorkStatus, to: WorkStatus, allowed: readonly WorkStatus[]) =>
    `An order that is "${WORK_STATUS_LABELS[from]}" cannot move to "${WORK_STATUS_LABELS[to]}"; it can move to: ${allowed
      .map((s) => `"${WORK_STATUS_LABELS[s]}"`)
      .join(', ')}.`,
  planRenews: 'This order has a plan that still renews: cancel the plan first (the owner can, from the dashboard); the order ends with it.',
  changed: 'The order changed meanwhile. Open it again and retry.',
} as const;

const PRODUCT_NAMES: Record<OrderProduct, string> = { search_ads: 'search ads campaign', gbp: 'Google Business Profile' };
/** What the owner reads a status as (the hold on the owner says that something is needed from them). */
const OWNER_STATUS_WORDS: Record<WorkStatus, string> = { ...WORK_STATUS_LABELS, awaiting_owner: 'Waiting for something from you' };

async function statusEmail(
  to: string,
  product: OrderProduct,
  businessName: string | null,
  status: WorkStatus,
  note: string | null,
  siteOrigin: string,
) {
  const what = `Your ${PRODUCT_NAMES[product]}${businessName ? ` for ${businessName}` : ''}`;
  return renderEmail({
    subject: `AdLaunch: ${what.charAt(0).toLowerCase()}${what.slice(1)} is now "${OWNER_STATUS_WORDS[status]}"`,
    preview: `${what} is now: ${OWNER_STATUS_WORDS[status]}.`,
    heading: OWNER_STATUS_WORDS[status],
    blocks: [`${what} is now: ${OWNER_STATUS_WORDS[status]}.`, ...(note ? [{ type: 'paragraph' as const, text: note }] : [])],
    action: { label: 'Open your dashboard', url: `${siteOrigin.replace(/\/+$/, '')}${ROUTES.dashboard}` },
  });
}

async function upsertWork(
  trx: Transaction<Database>,
  product: OrderProduct,
  id: number,
  set: { hold?: string | null; state_since?: string; assignee_id?: number | null; verification_step?: string; verification_at?: string },
) {
  const updated = await trx.updateTable('order_work').set(set).where('product', '=', product).where('order_id', '=', id).executeTakeFirst();
  if (updated.numUpdatedRows === 0n)
    await trx
      .insertInto('order_work')
      .values({ product, order_id: id, ...set })
      .execute();
}
export { upsertWork };

/**
 * Moves an order on (staff in the back office, or `ops status`): only the moves of the product's
 * table; the owner gets one email per move, with the note written for them, and the note is what
 * their status answer shows next. Recorded in staff_actions with the status before and after.
 */
export async function moveOrder(
  db: Kysely<Database>,
  actor: Actor,
  move: MoveRequest,
  { siteOrigin, clock }: { siteOrigin: string; clock: Clock },
): Promise<{ order: StaffOrderRow; action: StaffAction }> {
  const table = move.product === 'search_ads' ? 'search_ads' : 'profiles';
  const action = await writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom(table).select(['status', 'user_id', 'business_name']).where('id', '=', move.id).executeTakeFirst();
    if (!row || (row.status === 'setup' && !move.force)) throw new HttpError(404, ORDER_NOT_FOUND);
    const work = await trx
      .selectFrom('order_work')
      .select('hold')
      .where('product', '=', move.product)
      .where('order_id', '=', move.id)
      .executeTakeFirst();
    const from = workStatusOf(row.status, work?.hold ?? null);
    const allowed = allowedMoves(move.product, from);
    if (from === move.to) throw new HttpError(409, MOVE_MESSAGES.same(from));
    if (!move.force && allowed.length === 0) throw new HttpError(409, MOVE_MESSAGES.none(from));
    if (!move.force && !allowed.includes(move.to)) throw new HttpError(409, MOVE_MESSAGES.notAllowed(from, move.to, allowed));
    const subscription = await trx
      .selectFrom('subscriptions')
      .select(['status', 'cancel_at'])
      .where(move.product === 'search_ads' ? 'ad_id' : 'profile_id', '=', move.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (move.to === 'cancelled' && subscription && subscription.status !== 'cancelled' && !subscription.cancel_at)
      throw new HttpError(409, MOVE_MESSAGES.planRenews);
    if (move.to === 'active' && from === 'paused' && subscription?.status === 'paused')
      throw new HttpError(409, BILLING_MESSAGES.pausedReason);

    const stamp = now();
    if (move.to === AWAITING_OWNER) {
      await upsertWork(trx, move.product, move.id, { hold: AWAITING_OWNER, state_since: stamp });
    } else {
      const pausing =
        move.product === 'search_ads' && (move.to === 'paused' || move.to === 'active')
          ? { paused_at: move.to === 'paused' ? stamp : null }
          : {};
      const changed = await trx
        .updateTable(table)
        .set({ status: move.to, updated_at: stamp, ...pausing })
        .where('id', '=', move.id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) throw new HttpError(409, MOVE_MESSAGES.changed);
      await upsertWork(trx, move.product, move.id, { hold: null, state_since: stamp });
      // A pause or resume by staff counts for the next renewal's price as the owner's own would (decision 029).
      if (move.product === 'search_ads' && (from === 'active' || from === 'paused') && (move.to === 'active' || move.to === 'paused'))
        await adToggled(trx, move.id, move.to, siteOrigin, clock.today());
    }
    const recorded = await recordAction(trx, actor, {
      action: move.force ? 'status (forced)' : 'status',
      subject: { type: move.product, id: move.id },
      before: { status: from },
      after: { status: move.to, ...(move.noteForOwner ? { noteForOwner: move.noteForOwner } : {}) },
      note: move.internalNote || null,
    });
    if (move.noteForOwner)
      await trx
        .insertInto('order_notes')
        .values({ product: move.product, order_id: move.id, text: move.noteForOwner, at: stamp, staff_action_id: recorded.id })
        .execute();
    const owner = await trx.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
    const email = await statusEmail(owner.email, move.product, row.business_name, move.to, move.noteForOwner || null, siteOrigin);
    await enqueueEmail(trx, { kind: 'order-status', to: owner.email, ...email });
    return recorded;
  });
  const order = await orderRow(db, move.product, move.id);
  return { order: order!, action };
}
