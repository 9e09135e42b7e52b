import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { ProviderError, ProviderRefused, type ProviderTransaction } from '../adapters/payments';
import { writeTransaction } from '../lib/transaction';
import { figuresJson, readFigures } from '../payments/payment-figures';
import {
  createPayment,
  markPaymentFailed,
  paymentById,
  paymentCountFor,
  refundPayment,
  type PaymentOutcome,
  type PaymentRow,
} from '../payments/payment-store';
import { markRefund, recordDeclined, recordPaid, storeCard } from './ledger';
import { alertOf, cancelCovers, lockInvoice, lockSubscription, logOf, type BillingDeps } from './ledger-store';

/**
 * Charging a period invoice and settling what the provider says, by whatever path it arrives (the
 * charge's own answer, a verify, a webhook, the owner's card update checkout). The rules that keep
 * money told once:
 * - at most one provider charge per invoice is in flight (`in_flight_payment_id`, set and cleared under
 *   the invoice's row lock, with the subscription locked first); its payment's reference is the
 *   provider's idempotency key;
 * - every provider answer has a next step: paid; declined (retries on days 1, 3 and 7 after the due
 *   day, then the campaign pauses); unknown (an outage, a timeout, a lost answer: the reference is
 *   verified, now or on the next run; a reference the provider never took is a failed try, charged
 *   again under a new reference);
 * - a payment that completes for an invoice that is no longer open (paid by another payment, or
 *   void after a cancel) is refunded, by whatever path it arrives, and never gets a tax invoice.
 */
const KEPT = ['success'];
const SETTLED = ['success', 'refunding', 'refunded'];

/** Gives back, after the commit, a payment the ledger marked for refund. */
export const refundAfterCommit = (db: Kysely<Database>, deps: BillingDeps, payment: PaymentRow) =>
  refundPayment(db, deps.provider, payment, alertOf(deps), `refused by the ledger (${payment.kind})`, { reportSuccess: false });

/** Applies the provider's word about a payment of a period invoice: the payment and its invoice travel by id. */
export async function settlePayment(
  db: Kysely<Database>,
  deps: BillingDeps,
  payment: PaymentRow,
  tx: ProviderTransaction,
  today: string,
): Promise<PaymentOutcome> {
  // Only renewals and card updates come here, and both are made for an invoice of a subscription.
  const invoiceId = payment.period_invoice_id!;
  const subscriptionId = payment.subscription_id!;
  if (tx.status === 'pending') return 'unknown';
  const answer = tx;
  const { reference } = payment;
  if (answer.status === 'success' && (answer.amountCents !== payment.amount_cents || answer.currency !== payment.currency))
    alertOf(deps)(`payment ${reference}: the provider reports ${answer.amountCents} ${answer.currency}, expected ${payment.amount_cents}`);
  // The owner's own checkout for what is owed (not a charge bill-due made).
  const isCardUpdate = payment.kind === 'card_update';
  const { outcome, after } = await writeTransaction(db, async (trx) => {
    const sub = (await lockSubscription(trx, subscriptionId))!;
    const inv = (await lockInvoice(trx, invoiceId))!;
    const current = (await paymentById(trx, payment.id))!;
    const clearFlight = async () => {
      if (inv.in_flight_payment_id === payment.id)
        await trx.updateTable('period_invoices').set({ in_flight_payment_id: null, updated_at: now() }).where('id', '=', inv.id).execute();
    };
    const nothing = () => undefined;
    if (SETTLED.includes(current.status)) {
      await clearFlight();
      return { outcome: KEPT.includes(current.status) ? ('paid' as const) : ('refunded' as const), after: nothing };
    }
    await clearFlight();
    if (answer.status === 'success') {
      if (isCardUpdate && answer.authorization?.reusable) await storeCard(trx, deps, sub, answer.authorization, payment);
      const mismatch = answer.amountCents !== payment.amount_cents || answer.currency !== payment.currency;
      if (inv.status === 'open' && !cancelCovers(sub, inv) && !mismatch) {
        await recordPaid(trx, deps, sub, inv, current);
        return { outcome: 'paid' as const, after: deps.wake };
      }
      await markRefund(trx, deps, sub, current, inv.status === 'paid' ? 'period_already_paid' : 'cancelled');
      return {
        outcome: 'refunded' as const,
        after: () => {
          void refundAfterCommit(db, deps, current);
          deps.wake();
        },
      };
    }
    const failedAs = answer.status === 'failed' ? ('declined' as const) : ('not_processed' as const);
    // Told already (a replay, a verify after the charge's own answer): nothing changes twice.
    if (current.status !== 'pending') return { outcome: failedAs, after: nothing };
    await markPaymentFailed(trx, payment.id);
    // The owner's own checkout failing is shown in the checkout: it is no dunning try.
    if (isCardUpdate || inv.status !== 'open' || cancelCovers(sub, inv)) return { outcome: failedAs, after: nothing };
    await recordDeclined(trx, deps, sub, inv, answer.status === 'failed' ? answer.message || 'declined' : null, today);
    return { outcome: failedAs, after: deps.wake };
  });
  after();
  return outcome;
}

/** Asks the provider to charge one open invoice, once: the in-flight slot is taken under the invoice's lock. */
export async function chargeInvoice(
  db: Kysely<Database>,
  deps: BillingDeps,
  invoiceId: number,
  subscriptionId: number,
  today: string,
): Promise<PaymentOutcome> {
  return (await chargeInvoiceFor(db, deps, invoiceId, subscriptionId, today)).outcome;
}

/** chargeInvoice, answering also the payment it made (none when it charged nothing). */
export async function chargeInvoiceFor(
  db: Kysely<Database>,
  deps: BillingDeps,
  invoiceId: number,
  subscriptionId: number,
  today: string,
): Promise<{ outcome: PaymentOutcome; paymentId: number | null }> {
  const started = await writeTransaction(db, async (trx) => {
    const sub = await lockSubscription(trx, subscriptionId);
    const inv = await lockInvoice(trx, invoiceId);
    if (!sub || !inv || inv.status !== 'open' || inv.in_flight_payment_id !== null || !inv.next_attempt_on || inv.next_attempt_on > today)
      return null;
    // No cancel check here: every cancel voids the invoices it covers in its own transaction, under the
    // subscription's lock taken above, and no invoice a cancel covers is opened (bill-due skips those
    // periods). An open invoice is never covered by a cancel, so such a check could never be true
    // (mutation testing found it dead: docs/testing.md).
    if (sub.status === 'paused') return null;
    const reference = `AL-R${sub.id}-${inv.period_start.replace(/-/g, '')}-${(await paymentCountFor(trx, inv.id)) + 1}`;
    const figures = readFigures(inv.figures);
    const payment = await createPayment(trx, {
      reference,
      kind: 'renewal',
      user_id: sub.user_id,
      product: sub.product,
      ad_id: sub.ad_id,
      profile_id: sub.profile_id,
      amount_cents: inv.amount_cents,
      plan: sub.plan,
      promo_id: null,
      description: figures.description,
      metadata: figuresJson({ ...figures, card_email: sub.card_email }),
      subscription_id: sub.id,
      period_invoice_id: inv.id,
    });
    await trx
      .updateTable('period_invoices')
      .set({ in_flight_payment_id: payment.id, updated_at: now() })
      .where('id', '=', inv.id)
      .execute();
    return { sub, payment, figures };
  });
  if (!started) return { outcome: 'skipped', paymentId: null };
  const { sub, payment, figures } = started;
  const log = logOf(deps);
  let tx: ProviderTransaction;
  if (!sub.card_authorization) tx = { status: 'failed', amountCents: 0, currency: 'ZAR', message: 'No card on file' };
  else
    try {
      tx = await deps.provider.chargeAuthorization({
        reference: payment.reference,
        authorization: sub.card_authorization,
        email: sub.card_email,
        amountCents: payment.amount_cents,
        currency: 'ZAR',
        metadata: figures,
      });
    } catch (error) {
      if (error instanceof ProviderRefused)
        tx = { status: 'failed', amountCents: 0, currency: 'ZAR', message: error.message.replace(/^Paystack [^:]*: /, '') };
      else if (error instanceof ProviderError) {
        log(`renewal ${payment.reference}: ${String(error)}; asking the provider what became of it`);
        try {
          tx = await deps.provider.verify(payment.reference);
        } catch (again) {
          log(`renewal ${payment.reference}: still unknown: ${String(again)}`);
          return { outcome: 'unknown', paymentId: payment.id };
        }
      } else throw error;
    }
  return { outcome: await settlePayment(db, deps, payment, tx, today), paymentId: payment.id };
}
