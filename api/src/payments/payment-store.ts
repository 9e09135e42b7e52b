import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { now } from '../db/database';
import type { Database, PaymentRefundsTable, PaymentsTable } from '../db/schema';
import { ProviderRefused, type PaymentProvider } from '../adapters/payments';

/**
 * The one module that writes the `payments` table and its refunds in part (`payment_refunds`): a
 * payment is created, marked paid, failed or refunding, and refunded (whole or in part) here only. Checkout (payments.ts), the ledger's renewals and card updates
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

/**
 * A payment the provider took on a past day, recorded as it was (the demo's and a seed's history): kept
 * by its reference, so recording it again brings its amount, status and description up to date.
 */
export function recordPastPayment(db: Kysely<Database>, values: NewPayment & { at: string }): Promise<{ id: number }> {
  const { at, ...payment } = values;
  return db
    .insertInto('payments')
    .values({ ...payment, currency: 'ZAR', status: 'success', created_at: at, paid_at: at })
    .onConflict((oc) =>
      oc.column('reference').doUpdateSet({ amount_cents: payment.amount_cents, status: 'success', description: payment.description }),
    )
    .returning('id')
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

/** A pending payment the provider declined or never took (one settled or failed already stays as it is). */
export async function markPaymentFailed(db: Kysely<Database>, id: number) {
  await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Marks a payment not settled yet kept (pending, or failed before the provider said otherwise); answers whether it changed. */
export async function markPaymentPaid(trx: Transaction<Database>, id: number, stamp: string) {
  const update = trx
    .updateTable('payments')
    .set({ status: 'success', paid_at: stamp })
    .where('id', '=', id)
    .where('status', 'not in', SETTLED_STATUSES);
  return Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
}

/**
 * Marks a completed payment for refund (the money goes back after the commit, `refundPayment`). `from`
 * limits it to payments still in those statuses, or (the default) to any not settled yet, so a refunded
 * payment is never marked again; answers whether it changed.
 */
export async function markPaymentRefunding(
  trx: Transaction<Database>,
  id: number,
  reason: string,
  stamp: string,
  from: 'unsettled' | string[] = 'unsettled',
) {
  const update = trx
    .updateTable('payments')
    .set({ status: 'refunding', refund_reason: reason, paid_at: stamp })
    .where('id', '=', id)
    .where('status', from === 'unsettled' ? 'not in' : 'in', from === 'unsettled' ? SETTLED_STATUSES : from);
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
  let left = payment.amount_cents;
  try {
    // What was refunded of it in part already (a plan's end credit) is not given back twice.
    left -= await refundedInPart(db, payment.id);
    await provider.refund(payment.reference, left);
    await db.updateTable('payments').set({ status: 'refunded' }).where('id', '=', payment.id).where('status', '=', 'refunding').execute();
    if (reportSuccess) alert(`payment ${payment.reference}: ${why}; refunded ${left} ${payment.currency}`);
    return true;
  } catch (error) {
    alert(
      `payment ${payment.reference}: ${why}; the refund of ${left} ${payment.currency} failed: ${String(error)}. Retry with npm run ops -- refunds retry ${payment.reference}`,
    );
    return false;
  }
}

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;

/** A refund in part larger than what is left of its payment, or of a payment not kept: refused, nothing recorded. */
export class RefundTooLarge extends Error {}

/** What of a payment is refunded in part: given back, on its way, or owed (each counts, so it is never asked twice). */
export async function refundedInPart(db: Kysely<Database>, paymentId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('cents'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

const refundByKey = (db: Kysely<Database>, key: string) =>
  db.selectFrom('payment_refunds').selectAll().where('refund_key', '=', key).executeTakeFirst();

/**
 * Asks for part of a kept payment back, in the caller's transaction; `sendRefundsDue` gives it after
 * the commit. Made once per `key` (asked again, by a retry or another instance, the first row is the
 * answer). Decided under the payment's row lock against what its other refunds took: more than is left,
 * or a payment not kept, throws RefundTooLarge.
 */
export async function refundInPart(
  trx: Transaction<Database>,
  input: { key: string; paymentId: number; amountCents: number; reason: string },
): Promise<PaymentRefundRow> {
  const made = await refundByKey(trx, input.key);
  if (made) return made;
  const payment = await trx
    .updateTable('payments')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', input.paymentId)
    .returningAll()
    .executeTakeFirst();
  if (!payment || payment.status !== 'success') throw new RefundTooLarge(`payment ${input.paymentId} is not a kept payment`);
  const left = payment.amount_cents - (await refundedInPart(trx, payment.id));
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > left)
    throw new RefundTooLarge(`payment ${payment.reference}: a refund of ${input.amountCents} cents, ${left} left to refund`);
  await trx
    .insertInto('payment_refunds')
    .values({
      refund_key: input.key,
      payment_id: payment.id,
      user_id: payment.user_id,
      subscription_id: payment.subscription_id,
      amount_cents: input.amountCents,
      reason: input.reason,
      status: 'pending',
      last_error: null,
      created_at: now(),
      sent_at: null,
      refunded_at: null,
    })
    .onConflict((oc) => oc.column('refund_key').doNothing())
    .execute();
  return (await refundByKey(trx, input.key))!;
}

/** Money owed back that no kept payment can take: recorded as owed for finance to pay (listed with the refunds). */
export async function recordRefundOwed(
  trx: Transaction<Database>,
  input: { key: string; userId: number; subscriptionId: number | null; amountCents: number; reason: string; why: string },
) {
  await trx
    .insertInto('payment_refunds')
    .values({
      refund_key: input.key,
      payment_id: null,
      user_id: input.userId,
      subscription_id: input.subscriptionId,
      amount_cents: input.amountCents,
      reason: input.reason,
      status: 'owed',
      last_error: input.why,
      created_at: now(),
      sent_at: null,
      refunded_at: null,
    })
    .onConflict((oc) => oc.column('refund_key').doNothing())
    .execute();
}

/** A refund sent without an answer is asked about (and sent again only if the provider has none with its key) after this long. */
const REFUND_ANSWER_WAIT_MS = 5 * 60_000;

type DueRefund = PaymentRefundRow & { reference: string };

/**
 * Sends every refund in part waiting (and asks again about one sent whose answer never came, after
 * `waitMs`): each claimed by one run (its row moves on from the state it was read in), so two
 * instances never both send it. Refused by the provider: owed (finance follows it up); no answer:
 * left sending, the provider asked next time.
 */
export async function sendRefundsDue(
  db: Kysely<Database>,
  provider: PaymentProvider,
  alert: (msg: string) => void,
  { waitMs = REFUND_ANSWER_WAIT_MS } = {},
) {
  const cutoff = new Date(Date.now() - waitMs).toISOString();
  const rows = await db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .selectAll('payment_refunds')
    .select('payments.reference')
    .where((eb) =>
      eb.or([
        eb('payment_refunds.status', '=', 'pending'),
        eb.and([eb('payment_refunds.status', '=', 'sending'), eb('sent_at', '<', cutoff)]),
      ]),
    )
    .orderBy('payment_refunds.id')
    .execute();
  const outcome = { refunded: 0, owed: 0, unknown: 0 };
  for (const row of rows) {
    const result = await sendRefund(db, provider, alert, row);
    if (result !== 'skipped') outcome[result] += 1;
  }
  return outcome;
}

async function sendRefund(db: Kysely<Database>, provider: PaymentProvider, alert: (msg: string) => void, row: DueRefund) {
  const stamp = now();
  let claim = db
    .updateTable('payment_refunds')
    .set({ status: 'sending', sent_at: stamp, attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('status', '=', row.status);
  claim = row.sent_at === null ? claim.where('sent_at', 'is', null) : claim.where('sent_at', '=', row.sent_at);
  if (Number((await claim.executeTakeFirst()).numUpdatedRows) === 0) return 'skipped' as const;
  const settle = (status: 'refunded' | 'owed', error: string | null) =>
    db
      .updateTable('payment_refunds')
      .set({ status, last_error: error, refunded_at: status === 'refunded' ? now() : null })
      .where('id', '=', row.id)
      .where('sent_at', '=', stamp)
      .execute();
  const what = `refund ${row.refund_key} of ${row.amount_cents} cents of payment ${row.reference}`;
  try {
    // Sent before and never answered: the provider says whether it made it.
    if (row.status === 'sending' && (await provider.refundsOf(row.reference)).some((r) => r.key === row.refund_key)) {
      await settle('refunded', null);
      return 'refunded' as const;
    }
    await provider.refund(row.reference, row.amount_cents, { key: row.refund_key });
    await settle('refunded', null);
    return 'refunded' as const;
  } catch (error) {
    if (error instanceof ProviderRefused) {
      await settle('owed', String(error));
      alert(
        `${what}: refused by the provider (${String(error)}); it is owed to the owner. Retry with npm run ops -- refunds retry ${row.reference}`,
      );
      return 'owed' as const;
    }
    await db
      .updateTable('payment_refunds')
      .set({ last_error: String(error) })
      .where('id', '=', row.id)
      .where('sent_at', '=', stamp)
      .execute();
    alert(`${what}: no answer from the provider (${String(error)}); asked again on a later run`);
    return 'unknown' as const;
  }
}

/** Finance asks again for refunds in part the provider refused (`npm run ops -- refunds retry <reference>`): answers how many went through. */
export async function retryOwedRefunds(db: Kysely<Database>, provider: PaymentProvider, alert: (msg: string) => void, reference: string) {
  const payment = await paymentByReference(db, reference);
  if (!payment) return 0;
  const owed = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('payment_id', '=', payment.id)
    .where('status', '=', 'owed')
    .execute();
  let refunded = 0;
  for (const row of owed) if ((await sendRefund(db, provider, alert, { ...row, reference })) === 'refunded') refunded += 1;
  return refunded;
}

/**
 * The refunded payments and those whose refund the provider has not yet taken, then the refunds in
 * part (a plan's end credit): 'refunding' while on their way, 'owed' when the provider refused them or
 * no payment could take them (finance pays those), newest first (`npm run ops -- refunds`, the back office).
 */
export async function listRefunds(db: Kysely<Database>) {
  const whole = await db
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
  const parts = await db
    .selectFrom('payment_refunds')
    .innerJoin('users', 'users.id', 'payment_refunds.user_id')
    .leftJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .select([
      'payments.reference',
      'payment_refunds.refund_key',
      'payment_refunds.status',
      'payment_refunds.reason',
      'payment_refunds.amount_cents',
      'payment_refunds.created_at',
      'users.email',
    ])
    .orderBy('payment_refunds.id', 'desc')
    .execute();
  const rows = [
    ...whole.map((r) => ({
      reference: r.reference,
      status: r.status as 'refunding' | 'refunded' | 'owed',
      reason: r.refund_reason,
      amountCents: Number(r.amount_cents),
      currency: r.currency,
      email: r.email,
      createdAt: r.created_at,
    })),
    ...parts.map((r) => ({
      reference: r.reference ?? r.refund_key,
      status: (r.status === 'refunded' || r.status === 'owed' ? r.status : 'refunding') as 'refunding' | 'refunded' | 'owed',
      reason: r.reason,
      amountCents: Number(r.amount_cents),
      currency: 'ZAR',
      email: r.email,
      createdAt: r.created_at,
    })),
  ];
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
