import type { Transaction } from 'kysely';
import { addBillingMonths, addDays, BILLING } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import type { CardAuthorization } from '../adapters/payments';
import { figuresJson, readFigures } from '../payments/payment-figures';
import { attachPaymentToPeriod, markPaymentPaid, markPaymentRefunding, type PaymentRow } from '../payments/payment-store';
import { refundCreditAtEnd } from './end-credit';
import { enqueueInvoiceEmail } from './invoice-email';
import { formatInvoiceNumber } from './invoices';
import { isSettlement, ownerEmail, setCampaign, type BillingDeps, type PeriodInvoiceRow, type SubscriptionRow } from './ledger-store';
import { tell } from './money-events';
import {
  cardUpdatedEvent,
  creditCoversEvent,
  declinedEvent,
  firstPaymentEvent,
  pausedUnpaidEvent,
  refundingEvent,
  renewalPaidEvent,
  settlementPaidEvent,
} from './owner-wording';
import { endFigures, priceEndOf, priceNext, renewalFigures } from './renewal-price';

/**
 * The ledger's transitions (decisions 016 and 029), each inside the caller's transaction with the
 * subscription (then the invoice) locked: a period's invoice opened, paid, declined, refunded; a card
 * stored; the first payment becoming a subscription. Every period of a subscription has one period
 * invoice (open, paid, void or uncollectible); every charge for it is a payment attached to it.
 */

/** The invoice of the period after the paid one, made once (on its due day) with the price of that moment. */
export async function ensureInvoice(
  trx: Transaction<Database>,
  deps: Pick<BillingDeps, 'siteOrigin' | 'clock'>,
  sub: SubscriptionRow,
): Promise<PeriodInvoiceRow> {
  const start = sub.period_end;
  const existing = await trx
    .selectFrom('period_invoices')
    .selectAll()
    .where('subscription_id', '=', sub.id)
    .where('period_start', '=', start)
    .executeTakeFirst();
  if (existing) return existing;
  const end = addBillingMonths(start, 1, sub.anchor_day);
  const price = await priceNext(trx, sub);
  const stamp = now();
  const invoice = await trx
    .insertInto('period_invoices')
    .values({
      subscription_id: sub.id,
      user_id: sub.user_id,
      period_start: start,
      period_end: end,
      amount_cents: price.amountCents,
      figures: figuresJson(renewalFigures(sub, price, start, end)),
      status: price.amountCents > 0 ? 'open' : 'paid',
      next_attempt_on: price.amountCents > 0 ? start : null,
      in_flight_payment_id: null,
      paid_payment_id: null,
      closed_at: price.amountCents > 0 ? null : stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('subscriptions').set({ credit_cents: price.creditLeftCents, updated_at: stamp }).where('id', '=', sub.id).execute();
  if (price.amountCents === 0) {
    // Covered by credit: the period starts without a charge.
    await trx
      .updateTable('subscriptions')
      .set({ period_start: start, period_end: end, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute();
    const email = { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin };
    const covered = { invoiceId: invoice.id, start, end, creditLeftCents: price.creditLeftCents };
    await tell(trx, creditCoversEvent(sub, covered, email), deps.clock.today());
  }
  return invoice;
}

/**
 * A plan's end (its last paid period over): the ad budget of the days that period ran, less the credit,
 * is owed (security round 4, finding 1). Opened as an invoice due today, charged by bill-due like a renewal;
 * keyed on the period's last day, so it is made once. Nothing is opened when nothing is owed; a credit
 * left is refunded (`refundCreditAtEnd`).
 */
export async function openFinalSettlement(
  trx: Transaction<Database>,
  deps: Pick<BillingDeps, 'siteOrigin' | 'clock'>,
  sub: SubscriptionRow,
  today: string,
) {
  const price = await priceEndOf(trx, sub);
  const stamp = now();
  await trx.updateTable('subscriptions').set({ credit_cents: price.creditLeftCents, updated_at: stamp }).where('id', '=', sub.id).execute();
  // Credit left at the end (more days paused than charged for) goes back to the card.
  await refundCreditAtEnd(trx, deps, sub, price.creditLeftCents);
  if (price.amountCents <= 0) return;
  const lastDay = addDays(sub.period_end, -1);
  await trx
    .insertInto('period_invoices')
    .values({
      subscription_id: sub.id,
      user_id: sub.user_id,
      period_start: lastDay,
      period_end: sub.period_end,
      amount_cents: price.amountCents,
      figures: figuresJson(endFigures(sub, price, sub.period_start, sub.period_end)),
      status: 'open',
      next_attempt_on: today,
      in_flight_payment_id: null,
      paid_payment_id: null,
      closed_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
    .execute();
}

/**
 * A paid period: the payment kept, the invoice paid, the tax invoice issued, the subscription moved on.
 * The caller (settlePayment) has cleared this payment's in-flight slot, and stored a card update's card;
 * the card a renewal was charged on is not stored again: a card check may have replaced it meanwhile.
 */
export async function recordPaid(
  trx: Transaction<Database>,
  deps: BillingDeps,
  sub: SubscriptionRow,
  inv: PeriodInvoiceRow,
  payment: PaymentRow,
) {
  const stamp = now();
  await markPaymentPaid(trx, payment.id, stamp);
  await trx
    .updateTable('period_invoices')
    .set({
      status: 'paid',
      paid_payment_id: payment.id,
      next_attempt_on: null,
      closed_at: stamp,
      updated_at: stamp,
    })
    .where('id', '=', inv.id)
    .execute();
  const issued = await deps.issueInvoice(trx, { ...payment, status: 'success', paid_at: stamp });
  // Only a paused plan's campaign was paused by billing (a past-due one still runs).
  const wasPaused = sub.status === 'paused';
  if (sub.period_end === inv.period_start)
    await trx
      .updateTable('subscriptions')
      .set({
        status: 'active',
        period_start: inv.period_start,
        period_end: inv.period_end,
        paused_at: null,
        updated_at: stamp,
      })
      .where('id', '=', sub.id)
      .execute();
  if (wasPaused) await setCampaign(trx, sub, 'resumed');
  const event = isSettlement(inv)
    ? settlementPaidEvent(sub, inv, payment, issued.invoice.number)
    : renewalPaidEvent(sub, inv, payment, issued.invoice.number, wasPaused);
  await tell(trx, event, deps.clock.today());
  await enqueueInvoiceEmail(trx, issued, deps.siteOrigin, event.text);
}

/** A completed payment that must not be kept: marked for refund now; the caller gives it back after the commit. */
export async function markRefund(
  trx: Transaction<Database>,
  deps: BillingDeps,
  sub: SubscriptionRow,
  payment: PaymentRow,
  why: 'period_already_paid' | 'cancelled',
) {
  await markPaymentRefunding(trx, payment.id, why, now());
  await tell(trx, refundingEvent(sub, payment, why, { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin }), deps.clock.today());
}

/** A declined try: the next retry, or after the last one the campaign pauses until paid. */
export async function recordDeclined(
  trx: Transaction<Database>,
  deps: BillingDeps,
  sub: SubscriptionRow,
  inv: PeriodInvoiceRow,
  reason: string | null,
  today: string,
) {
  const attempts = reason === null ? inv.attempts : inv.attempts + 1;
  const stamp = now();
  const lastRetry = addDays(inv.period_start, BILLING.retryDays[BILLING.retryDays.length - 1]!);
  const retryIn = reason === null ? undefined : BILLING.retryDays[attempts - 1];
  const email = { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin };
  // A try the provider never took (an outage) is not the owner's doing: tried again on the next run, inside the dunning window.
  const notProcessed = reason === null && today < lastRetry;
  // An ended plan's last charge is retried as a renewal is, but the plan stays ended (nothing to pause).
  const ending = isSettlement(inv);
  if (retryIn !== undefined || notProcessed) {
    const scheduled = retryIn !== undefined ? addDays(inv.period_start, retryIn) : today;
    const next = notProcessed ? today : scheduled > today ? scheduled : addDays(today, 1);
    await trx.updateTable('period_invoices').set({ attempts, next_attempt_on: next, updated_at: stamp }).where('id', '=', inv.id).execute();
    if (!ending) await trx.updateTable('subscriptions').set({ status: 'past_due', updated_at: stamp }).where('id', '=', sub.id).execute();
    if (reason !== null)
      await tell(
        trx,
        declinedEvent(sub, inv, { attempts, reason, next, triesLeft: BILLING.retryDays.length - attempts + 1 }, email),
        deps.clock.today(),
      );
    return;
  }
  if (ending) {
    // The operator follows it up (listed as uncollectible); the owner was told at each declined try.
    await trx
      .updateTable('period_invoices')
      .set({ attempts, status: 'uncollectible', next_attempt_on: null, closed_at: stamp, updated_at: stamp })
      .where('id', '=', inv.id)
      .execute();
    return;
  }
  await trx.updateTable('period_invoices').set({ attempts, next_attempt_on: null, updated_at: stamp }).where('id', '=', inv.id).execute();
  await trx.updateTable('subscriptions').set({ status: 'paused', paused_at: stamp, updated_at: stamp }).where('id', '=', sub.id).execute();
  await setCampaign(trx, sub, 'paused');
  await tell(trx, pausedUnpaidEvent(sub, inv, attempts, email), deps.clock.today());
}

/** The card a card update's checkout was paid with becomes the plan's card. */
export async function storeCard(
  trx: Transaction<Database>,
  deps: BillingDeps,
  sub: SubscriptionRow,
  card: CardAuthorization,
  payment: PaymentRow,
) {
  const figures = readFigures(payment.metadata);
  await trx
    .updateTable('subscriptions')
    .set({
      card_authorization: card.code,
      card_brand: card.brand,
      card_last4: card.last4,
      card_email: figures.card_email ?? sub.card_email,
      updated_at: now(),
    })
    .where('id', '=', sub.id)
    .execute();
  const stored = { card_brand: card.brand, card_last4: card.last4 };
  const email = { to: await ownerEmail(trx, sub), siteOrigin: deps.siteOrigin };
  await tell(trx, cardUpdatedEvent(sub, stored, payment, email), deps.clock.today());
}

/**
 * Inside the first payment's fulfilment: the order becomes a subscription, its first period paid by that
 * payment. Once per payment: the fulfilment runs only for the transaction that marked it paid.
 */
export async function startSubscription(
  trx: Transaction<Database>,
  payment: PaymentRow,
  card: CardAuthorization | null | undefined,
  paidOn: string,
) {
  const user = await trx.selectFrom('users').select(['email', 'is_staff']).where('id', '=', payment.user_id).executeTakeFirstOrThrow();
  const figures = readFigures(payment.metadata);
  const stamp = now();
  const end = addBillingMonths(paidOn, 1);
  const sub = await trx
    .insertInto('subscriptions')
    .values({
      user_id: payment.user_id,
      product: payment.product === 'gbp' ? 'gbp' : 'search_ads',
      ad_id: payment.ad_id,
      profile_id: payment.profile_id,
      plan: payment.plan ?? 'gbp',
      status: 'active',
      charge_vat: figures.vat ? 1 : 0,
      is_staff: user.is_staff,
      anchor_day: Number(paidOn.slice(8, 10)),
      period_start: paidOn,
      period_end: end,
      cancel_at: null,
      cancelled_at: null,
      ended_at: null,
      card_authorization: card?.reusable ? card.code : null,
      card_brand: card?.reusable ? card.brand : null,
      card_last4: card?.reusable ? card.last4 : null,
      card_email: figures.card_email ?? user.email,
      paused_at: null,
      first_payment_id: payment.id,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const periodFigures = figuresJson({ ...figures, subscription_id: sub.id, period_start: paidOn, period_end: addDays(end, -1) });
  const invoice = await trx
    .insertInto('period_invoices')
    .values({
      subscription_id: sub.id,
      user_id: sub.user_id,
      period_start: paidOn,
      period_end: end,
      amount_cents: payment.amount_cents,
      figures: periodFigures,
      status: 'paid',
      next_attempt_on: null,
      in_flight_payment_id: null,
      paid_payment_id: payment.id,
      closed_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await attachPaymentToPeriod(trx, payment.id, { subscriptionId: sub.id, periodInvoiceId: invoice.id, metadata: periodFigures });
  const issued = await trx.selectFrom('invoices').select('number').where('payment_id', '=', payment.id).executeTakeFirst();
  await tell(trx, firstPaymentEvent(sub, payment, paidOn, end, issued ? formatInvoiceNumber(issued.number) : null), paidOn);
}
