import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SubscriptionStatus } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database, PeriodInvoicesTable, SubscriptionsTable } from '../db/schema';
import type { PaymentProvider } from '../adapters/payments';
import { readFigures } from '../payments/payment-figures';
import type { PaymentRow } from '../payments/payment-store';
import type { Clock } from './clock';
import type { IssuedInvoice } from './invoices';

/** The ledger's rows and the queries every billing step shares: locks, the open invoice, voiding. */
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PeriodInvoiceRow = Selectable<PeriodInvoicesTable>;

/** What the billing functions are given, besides the database or the transaction they work in. */
export interface BillingDeps {
  provider: PaymentProvider;
  issueInvoice: (trx: Transaction<Database>, payment: PaymentRow) => Promise<IssuedInvoice>;
  /** After a commit that queued email: tells the outbox worker (a no-op outside the server: its worker polls). */
  wake: () => void;
  siteOrigin: string;
  /** The billing day and the moment (wiring.ts): no billing step reads the real time itself. */
  clock: Clock;
  log?: (msg: string) => void;
  /** Tells the operator about money that needs a look: error level. */
  alert?: (msg: string) => void;
  /** A charge in flight younger than this may still be on its way to the provider: not verified yet. */
  inFlightGraceMs?: number;
  /** How many invoices one bill-due run charges at once (BILL_DUE_CONCURRENCY). */
  chargeConcurrency?: number;
}

export const logOf = (deps: BillingDeps) => deps.log ?? (() => undefined);
export const alertOf = (deps: BillingDeps) => deps.alert ?? logOf(deps);

export const ENDED: SubscriptionStatus = 'cancelled';

export const findSubscription = (db: Kysely<Database>, id: number) =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

/** The invoice a plan's end opens for the ad budget of its last period (security round 4, finding 1): owed after the end. */
export const isSettlement = (inv: Pick<PeriodInvoiceRow, 'figures'>) => readFigures(inv.figures).flow_name === 'final-settlement';

/** A cancel takes effect from `cancel_at`: no period starting then or later is owed (the end's settlement is). */
export const cancelCovers = (sub: SubscriptionRow, inv: Pick<PeriodInvoiceRow, 'period_start' | 'figures'>) =>
  !isSettlement(inv) && (sub.status === ENDED || (sub.cancel_at !== null && inv.period_start >= sub.cancel_at));

// A no-op update takes the row's write lock (PostgreSQL) or the database's (SQLite) before anything is read.
export const lockSubscription = (trx: Transaction<Database>, id: number) =>
  trx
    .updateTable('subscriptions')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
export const lockInvoice = (trx: Transaction<Database>, id: number) =>
  trx
    .updateTable('period_invoices')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export async function ownerEmail(trx: Kysely<Database>, sub: SubscriptionRow): Promise<string> {
  const user = await trx.selectFrom('users').select('email').where('id', '=', sub.user_id).executeTakeFirst();
  return user?.email ?? sub.card_email;
}

export async function openInvoiceOf(trx: Kysely<Database>, subId: number) {
  return trx
    .selectFrom('period_invoices')
    .selectAll()
    .where('subscription_id', '=', subId)
    .where('status', '=', 'open')
    .orderBy('period_start', 'desc')
    .executeTakeFirst();
}

export async function voidOpenInvoices(trx: Transaction<Database>, sub: SubscriptionRow, from: string) {
  await trx
    .updateTable('period_invoices')
    .set({ status: 'void', next_attempt_on: null, closed_at: now(), updated_at: now() })
    .where('subscription_id', '=', sub.id)
    .where('status', '=', 'open')
    .where('period_start', '>=', from)
    .execute();
}

/** Moves the campaign with the subscription: paused when billing pauses it, running again when paid, ended when cancelled. */
export async function setCampaign(trx: Transaction<Database>, sub: SubscriptionRow, to: 'paused' | 'resumed' | 'ended') {
  const stamp = now();
  if (sub.product === 'search_ads' && sub.ad_id) {
    if (to === 'paused')
      await trx
        .updateTable('search_ads')
        .set({ status: 'paused', paused_at: stamp, updated_at: stamp })
        .where('id', '=', sub.ad_id)
        .where('status', '=', 'active')
        .execute();
    else if (to === 'resumed' && sub.paused_at)
      // Only a pause billing made is undone: one the owner chose stays.
      await trx
        .updateTable('search_ads')
        .set({ status: 'active', paused_at: null, updated_at: stamp })
        .where('id', '=', sub.ad_id)
        .where('status', '=', 'paused')
        .where('paused_at', '>=', sub.paused_at)
        .execute();
    else if (to === 'ended')
      await trx
        .updateTable('search_ads')
        .set({ status: 'cancelled', updated_at: stamp })
        .where('id', '=', sub.ad_id)
        .where('status', '!=', 'setup')
        .execute();
  } else if (sub.product === 'gbp' && sub.profile_id && to === 'ended') {
    await trx.updateTable('profiles').set({ status: 'cancelled', updated_at: stamp }).where('id', '=', sub.profile_id).execute();
  }
}
