import type { Kysely, Transaction } from 'kysely';
import { adSpend, type PaymentVerifyAnswer } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { CardAuthorization, PaymentProvider, ProviderTransaction } from '../adapters/payments';
import type { UserRow } from '../accounts/auth-guard';
import { initializeCheckout } from './checkout';
import { PAYMENT_MESSAGES, refundAnswer, refundReasonOf, SUBSCRIPTION_ANSWERS, type RefundReason } from './payment-messages';
import {
  markPaymentFailed,
  markPaymentPaid,
  markPaymentRefunding,
  paymentById,
  paymentByReference,
  REFUND_STATUSES,
  refundPayment,
  retryOwedRefunds,
  type PaymentOutcome,
  type PaymentRow,
} from './payment-store';
import { writeTransaction } from '../lib/transaction';

export type { PaymentRow } from './payment-store';

export interface FulfilmentHooks {
  /**
   * Runs inside the fulfilment's transaction, once per paid payment (a throw rolls the payment back);
   * the function it returns runs after the commit.
   */
  onFulfil?: (trx: Transaction<Database>, payment: PaymentRow, card: CardAuthorization | null | undefined) => Promise<() => void>;
  /**
   * A payment of a subscription (a renewal bill-due charged, a card update's checkout, a card check):
   * the ledger settles it (decision 029), by whatever path the provider's word arrives.
   */
  onSubscriptionPayment?: (payment: PaymentRow, tx: ProviderTransaction) => Promise<PaymentOutcome>;
  /** Tells the operator about money that needs a look (a completed payment refunded, a refund that failed): error level. */
  alert?: (msg: string) => void;
}

/** What settling a payment needs: the database, the provider, the log and what the ledger does with a subscription's payment. */
export interface PaymentDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: (msg: string) => void;
  hooks: FulfilmentHooks;
}

const isSubscriptionPayment = (payment: PaymentRow) => payment.subscription_id !== null && payment.kind !== 'order';

/**
 * Why a completed payment must not be kept, looked at inside the fulfilment's transaction after the
 * order and the promo code are locked: its order already has a successful payment, or its promo code
 * was used up meanwhile (by another account, or by this account's other order). Holds on a code
 * expire and a failed checkout can still complete, so only paid orders are counted here.
 */
async function refusal(trx: Transaction<Database>, payment: PaymentRow): Promise<RefundReason | null> {
  const order =
    payment.product === 'search_ads' && payment.ad_id
      ? ({ table: 'search_ads', column: 'ad_id', id: payment.ad_id } as const)
      : payment.product === 'gbp' && payment.profile_id
        ? ({ table: 'profiles', column: 'profile_id', id: payment.profile_id } as const)
        : null;
  // A no-op update takes the row's write lock on PostgreSQL (SQLite runs one write transaction at a
  // time), so two payments of one order, or of one code, are settled one after the other.
  if (order)
    await trx
      .updateTable(order.table)
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', order.id)
      .execute();
  if (payment.promo_id !== null)
    await trx
      .updateTable('promo_codes')
      .set((eb) => ({ active: eb.ref('active') }))
      .where('id', '=', payment.promo_id)
      .execute();
  if (order) {
    const paid = await trx
      .selectFrom('payments')
      .select('id')
      .where('product', '=', payment.product)
      .where(order.column, '=', order.id)
      .where('status', '=', 'success')
      .where('id', '!=', payment.id)
      .executeTakeFirst();
    if (paid) return 'order_already_paid';
  }
  if (payment.promo_id !== null) {
    const promo = await trx.selectFrom('promo_codes').select('max_uses').where('id', '=', payment.promo_id).executeTakeFirst();
    const uses = await trx
      .selectFrom('payments')
      .select('user_id')
      .where('promo_id', '=', payment.promo_id)
      .where('status', '=', 'success')
      .where('id', '!=', payment.id)
      .execute();
    if (uses.some((u) => u.user_id === payment.user_id)) return 'promo_used_up';
    const others = new Set(uses.map((u) => u.user_id));
    if (promo?.max_uses != null && others.size >= promo.max_uses) return 'promo_used_up';
  }
  return null;
}

/** Gives back an order payment refused after it completed (see `refusal`). */
const refundRefused = (deps: PaymentDeps, payment: PaymentRow, reason: RefundReason) =>
  refundPayment(deps.db, deps.provider, payment, deps.hooks.alert ?? deps.log, `completed but refused (${reason})`);

/**
 * Marks the payment paid and moves its ad or profile out of setup, once, in one transaction; or, when
 * the payment must not be kept (see `refusal`), marks it 'refunding' and refunds it after the commit.
 */
async function fulfil(deps: PaymentDeps, payment: PaymentRow, card?: CardAuthorization | null): Promise<'paid' | RefundReason | null> {
  const { db, hooks } = deps;
  type Outcome = { refused: RefundReason } | { afterCommit: () => void } | null;
  const outcome = await writeTransaction(db, async (trx): Promise<Outcome> => {
    const refused = await refusal(trx, payment);
    const stamp = now();
    if (refused) {
      return (await markPaymentRefunding(trx, payment.id, refused, stamp, 'unsettled')) ? { refused } : null;
    }
    if (!(await markPaymentPaid(trx, payment.id, stamp))) return null;
    if (payment.product === 'search_ads' && payment.ad_id) {
      await trx
        .updateTable('search_ads')
        .set({ status: 'paid', plan: payment.plan, budget_cents: adSpend().zarCents, updated_at: stamp })
        .where('id', '=', payment.ad_id)
        .where('status', '=', 'setup')
        .execute();
    } else if (payment.product === 'gbp' && payment.profile_id) {
      await trx
        .updateTable('profiles')
        .set({ status: 'paid', updated_at: stamp })
        .where('id', '=', payment.profile_id)
        .where('status', '=', 'setup')
        .execute();
    }
    return {
      afterCommit: hooks.onFulfil ? await hooks.onFulfil(trx, { ...payment, status: 'success', paid_at: stamp }, card) : () => undefined,
    };
  });
  if (!outcome) return null;
  if ('refused' in outcome) {
    await refundRefused(deps, payment, outcome.refused);
    return outcome.refused;
  }
  outcome.afterCommit();
  return 'paid';
}

/** Applies the provider's word about a transaction to our record. */
async function settle(deps: PaymentDeps, payment: PaymentRow, tx: ProviderTransaction): Promise<PaymentVerifyAnswer> {
  const { db, hooks, log } = deps;
  if (isSubscriptionPayment(payment) && hooks.onSubscriptionPayment) {
    const outcome = await hooks.onSubscriptionPayment(payment, tx);
    const answer = SUBSCRIPTION_ANSWERS[outcome];
    return answer.status === 'failed' && tx.message && tx.message !== 'Approved' ? { ...answer, message: tx.message } : answer;
  }
  if (tx.status === 'success') {
    if (tx.amountCents !== payment.amount_cents || tx.currency !== payment.currency) {
      log(
        `payment ${payment.reference}: provider reports ${tx.amountCents} ${tx.currency}, expected ${payment.amount_cents} ${payment.currency}`,
      );
      // The provider holds money the order does not match: given back by the one refund routine, as a renewal's is.
      const marked = await writeTransaction(db, (trx) => markPaymentRefunding(trx, payment.id, 'amount_mismatch', now(), 'unsettled'));
      if (marked) await refundRefused(deps, { ...payment, amount_cents: tx.amountCents, currency: tx.currency }, 'amount_mismatch');
      return refundAnswer('amount_mismatch');
    }
    const outcome = await fulfil(deps, payment, tx.authorization);
    if (outcome === 'paid') return { status: 'success', message: PAYMENT_MESSAGES.paid };
    // Settled by someone else meanwhile (a webhook and the browser at once): answer what the record says.
    if (outcome) return refundAnswer(outcome);
    const record = await db.selectFrom('payments').select(['status', 'refund_reason']).where('id', '=', payment.id).executeTakeFirst();
    return record && REFUND_STATUSES.includes(record.status)
      ? refundAnswer(record.refund_reason)
      : { status: 'success', message: PAYMENT_MESSAGES.paid };
  }
  if (tx.status === 'failed') {
    await markPaymentFailed(db, payment.id);
    return { status: 'failed', message: tx.message && tx.message !== 'Approved' ? tx.message : PAYMENT_MESSAGES.declined };
  }
  return { status: 'pending', message: PAYMENT_MESSAGES.pending };
}

/** The browser's success callback is only a hint: the provider's verification decides. */
async function verifyPayment(deps: PaymentDeps, user: UserRow, reference: string): Promise<PaymentVerifyAnswer> {
  const { db, provider, log } = deps;
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!payment) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
  if (payment.status === 'success') return { status: 'success', message: PAYMENT_MESSAGES.paid };
  if (REFUND_STATUSES.includes(payment.status) && isSubscriptionPayment(payment))
    return payment.kind === 'card_check' ? SUBSCRIPTION_ANSWERS.paid : SUBSCRIPTION_ANSWERS.refunded;
  if (REFUND_STATUSES.includes(payment.status)) return refundAnswer(payment.refund_reason);
  let tx: ProviderTransaction;
  try {
    tx = await provider.verify(reference);
  } catch (error) {
    log(`payment ${reference}: verify failed: ${String(error)}`);
    throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
  }
  return settle(deps, payment, tx);
}

/** A signed provider event; answers whether anything changed. Unknown references are ignored. */
async function paymentWebhook(
  deps: PaymentDeps,
  event: { event?: unknown; data?: unknown },
  toTransaction: (data: never) => ProviderTransaction,
): Promise<void> {
  const data = (event.data ?? {}) as { reference?: unknown };
  if (event.event !== 'charge.success' || typeof data.reference !== 'string') return;
  const payment = await paymentByReference(deps.db, data.reference);
  if (!payment || payment.status === 'success' || REFUND_STATUSES.includes(payment.status)) return;
  await settle(deps, payment, { ...toTransaction(data as never), status: 'success' });
}

/** Asks the provider again for a refund it did not take (`npm run ops -- refunds retry <reference>`). */
async function retryRefund(deps: PaymentDeps, reference: string): Promise<boolean> {
  const payment = await paymentByReference(deps.db, reference);
  // A kept payment's refunds in part the provider refused (a plan's end credit).
  if (payment?.status === 'success') return (await retryOwedRefunds(deps.db, deps.provider, deps.hooks.alert ?? deps.log, reference)) > 0;
  if (!payment || payment.status !== 'refunding') return false;
  const reason = refundReasonOf(payment.refund_reason);
  // What a mismatched payment gives back is what the provider took, not the order's amount.
  const held = reason === 'amount_mismatch' ? await deps.provider.verify(reference) : null;
  await refundRefused(deps, held ? { ...payment, amount_cents: held.amountCents, currency: held.currency } : payment, reason);
  return (await paymentById(deps.db, payment.id))?.status === 'refunded';
}

const ownsReference = async (db: Kysely<Database>, userId: number, reference: string) =>
  Boolean(await db.selectFrom('payments').select('id').where('reference', '=', reference).where('user_id', '=', userId).executeTakeFirst());

/** The payment calls bound to one database and provider, as the routes and the ops commands use them. */
export function paymentService(
  db: Kysely<Database>,
  provider: PaymentProvider,
  log: (msg: string) => void = () => undefined,
  hooks: FulfilmentHooks = {},
) {
  const deps: PaymentDeps = { db, provider, log, hooks };
  return {
    fulfil: (payment: PaymentRow, card?: CardAuthorization | null) => fulfil(deps, payment, card),
    initialize: (user: UserRow, body: Parameters<typeof initializeCheckout>[2]) => initializeCheckout(deps, user, body),
    verify: (user: UserRow, reference: string) => verifyPayment(deps, user, reference),
    webhook: (event: { event?: unknown; data?: unknown }, toTransaction: (data: never) => ProviderTransaction) =>
      paymentWebhook(deps, event, toTransaction),
    retryRefund: (reference: string) => retryRefund(deps, reference),
    ownsReference: (userId: number, reference: string) => ownsReference(db, userId, reference),
  };
}
