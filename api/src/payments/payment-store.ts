import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { now } from '../db/database';
import type { Database, PaymentsTable } from '../db/schema';
import type { PaymentProvider } from '../adapters/payments';

/**
 * The one module that writes the `payments` table: a payment is created, marked paid, failed or
 * refunding, and refunded here only. Checkout (payments.ts), the ledger's renewals and card updates
 * (billing/) and the operator's refunds command all go through these functions.
 */
export type PaymentRow = Selectable<PaymentsTable>;

/** What became of a payment the provider answered about; the browser's answer and the operator's report follow it. */
export type PaymentOutcome = 'paid' | 'declined' | 'not_processed' | 'refunded' | 'unknown' | 'skipped';

/** An order's checkout; a renewal bill-due charged; the owner's card update paying what is owed; a refunded card check. */
export type PaymentKind = 'order' | 'renewal' | 'card_update' | 'card_check';

export const REFUND_STATUSES = ['refunding', 'refunded'];
const SETTLED_STATUSES = ['success', ...REFUND_STATUSES];

export const newOrderReference = () => `AL-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

export type NewPayment = Omit<Insertable<PaymentsTable>, 'id' | 'currency' | 'status' | 'created_at' | 'paid_at' | 'kind'> & {
  kind: PaymentKind;
};

/** A payment waiting for the provider's word (status pending, in rands). */
export function createPayment(db: Kysely<Database>, values: NewPayment): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values({ ...values, currency: 'ZAR', status: 'pending', created_at: now(), paid_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const paymentById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const paymentByReference = (db: Kysely<Database>, reference: string) =>
  db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();

/** How many payments an invoice has had: the next renewal try's reference counts on from it. */
export async function paymentCountFor(trx: Kysely<Database>, periodInvoiceId: number): Promise<number> {
  const tries = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('period_invoice_id', '=', periodInvoiceId)
    .executeTakeFirstOrThrow();
  return Number(tries.n);
}

/** A pending payment the provider declined or never took. */
export async function markPaymentFailed(db: Kysely<Database>, id: number, { onlyPending = true } = {}) {
  let update = db.updateTable('payments').set({ status: 'failed' }).where('id', '=', id);
  if (onlyPending) update = update.where('status', '=', 'pending');
  await update.execute();
}

/** Marks a payment kept; with `unsettledOnly`, only one not settled yet (answers whether it changed). */
export async function markPaymentPaid(trx: Transaction<Database>, id: number, stamp: string, { unsettledOnly = false } = {}) {
  let update = trx.updateTable('payments').set({ status: 'success', paid_at: stamp }).where('id', '=', id);
  if (unsettledOnly) update = update.where('status', 'not in', SETTLED_STATUSES);
  return Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
}

/**
 * Marks a completed payment for refund (the money goes back after the commit, `refundPayment`). `from`
 * limits it to payments still in those statuses, or to any not settled yet; answers whether it changed.
 */
export async function markPaymentRefunding(
  trx: Transaction<Database>,
  id: number,
  reason: string,
  stamp: string,
  from: 'any' | 'unsettled' | string[] = 'any',
) {
  let update = trx.updateTable('payments').set({ status: 'refunding', refund_reason: reason, paid_at: stamp }).where('id', '=', id);
  if (from === 'unsettled') update = update.where('status', 'not in', SETTLED_STATUSES);
  else if (from !== 'any') update = update.where('status', 'in', from);
  return Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
}

/** Ties a first payment to the subscription and the period invoice it started (its figures now name them). */
export async function attachPaymentToPeriod(
  trx: Transaction<Database>,
  id: number,
  link: { subscriptionId: number; periodInvoiceId: number; metadata: string },
) {
  await trx
    .updateTable('payments')
    .set({ subscription_id: link.subscriptionId, period_invoice_id: link.periodInvoiceId, metadata: link.metadata })
    .where('id', '=', id)
    .execute();
}

/**
 * The one refund routine: gives the money of a payment marked 'refunding' back through the provider
 * and marks it 'refunded'; if the provider fails it stays 'refunding' (listed by `npm run ops -- refunds`)
 * and the operator is alerted. `why` opens the operator's line. Answers whether it was refunded.
 */
export async function refundPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  payment: PaymentRow,
  alert: (msg: string) => void,
  why: string,
  { reportSuccess = true } = {},
): Promise<boolean> {
  try {
    await provider.refund(payment.reference, payment.amount_cents);
    await db.updateTable('payments').set({ status: 'refunded' }).where('id', '=', payment.id).where('status', '=', 'refunding').execute();
    if (reportSuccess) alert(`payment ${payment.reference}: ${why}; refunded ${payment.amount_cents} ${payment.currency}`);
    return true;
  } catch (error) {
    alert(
      `payment ${payment.reference}: ${why}; the refund of ${payment.amount_cents} ${payment.currency} failed: ${String(error)}. Retry with npm run ops -- refunds retry ${payment.reference}`,
    );
    return false;
  }
}

/** The refunded payments and those whose refund the provider has not yet taken, newest first (`npm run ops -- refunds`). */
export async function listRefunds(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.reference',
      'payments.status',
      'payments.refund_reason',
      'payments.amount_cents',
      'payments.currency',
      'payments.created_at',
      'users.email',
    ])
    .where('payments.status', 'in', REFUND_STATUSES)
    .orderBy('payments.id', 'desc')
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    status: r.status as 'refunding' | 'refunded',
    reason: r.refund_reason,
    amountCents: Number(r.amount_cents),
    currency: r.currency,
    email: r.email,
    createdAt: r.created_at,
  }));
}
