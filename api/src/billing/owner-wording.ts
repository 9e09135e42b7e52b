import type { Kysely } from 'kysely';
import { addDays, formatDay, formatMoney, monthlyDayText, PRICES, searchPlan, type PlanId } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import type { PaymentRow } from '../payments/payment-store';
import { reasonClause } from './billing-emails';
import type { PeriodInvoiceRow, SubscriptionRow } from './ledger-store';
import type { MoneyEvent } from './money-events';
import type { PeriodPrice } from './period-price';

/**
 * Where the owner is told: every line of the billing history and every billing email's subject,
 * heading and link, one function per event. The ledger's steps (ledger.ts, charging.ts,
 * owner-actions.ts) decide when; this file says what.
 */
const periodText = (start: string, endExclusive: string) => `${formatDay(start)} to ${formatDay(addDays(endExclusive, -1))}`;

/** A renewal's payment, as the billing history and its tax invoice email open with it. */
export const paidText = (amountCents: number, start: string, endExclusive: string, invoiceNumber: string) =>
  `Paid ${formatMoney(amountCents, 'ZAR')} for ${periodText(start, endExclusive)}: tax invoice ${invoiceNumber}.`;

const cardText = (sub: Pick<SubscriptionRow, 'card_brand' | 'card_last4'>) =>
  sub.card_last4
    ? `your ${sub.card_brand && sub.card_brand !== 'card' ? `${sub.card_brand[0]!.toUpperCase()}${sub.card_brand.slice(1)} ` : ''}card ending ${sub.card_last4}`
    : 'your card';

/** The plan as the owner knows it: its product, plan and business. */
export async function labelOf(db: Kysely<Database>, sub: SubscriptionRow): Promise<string> {
  if (sub.product === 'gbp') {
    const profile = sub.profile_id
      ? await db.selectFrom('profiles').select('business_name').where('id', '=', sub.profile_id).executeTakeFirst()
      : undefined;
    return `Business profile${profile?.business_name ? `: ${profile.business_name}` : ''}`;
  }
  const ad = sub.ad_id
    ? await db.selectFrom('search_ads').select('business_name').where('id', '=', sub.ad_id).executeTakeFirst()
    : undefined;
  return `Search ads, ${searchPlan(sub.plan as PlanId).name} plan${ad?.business_name ? `: ${ad.business_name}` : ''}`;
}

/** The link of every billing email: the plan's billing on the dashboard. */
export const toBilling = (siteOrigin: string, sub: SubscriptionRow, label = 'Open your billing') => ({
  label,
  url: `${siteOrigin.replace(/\/+$/, '')}/dashboard?billing=${sub.id}#billing`,
});

const about = (sub: SubscriptionRow) => ({ subscriptionId: sub.id, userId: sub.user_id });

/** A credit (held ex VAT) as charges are stated: incl. VAT when the plan charges VAT, its VAT rounded as a charge's is. */
export const withVat = (sub: Pick<SubscriptionRow, 'charge_vat'>, cents: number) =>
  sub.charge_vat === 1 ? cents + Math.round(cents * PRICES.vatRate) : cents;
const creditText = (sub: Pick<SubscriptionRow, 'charge_vat'>, cents: number) =>
  `${formatMoney(withVat(sub, cents), 'ZAR')}${sub.charge_vat === 1 ? ' (incl. VAT)' : ''}`;

export function adsToggledEvent(
  sub: SubscriptionRow,
  a: { adId: number; to: 'active' | 'paused'; today: string; price: PeriodPrice; renews: boolean; stamp: string },
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  const { to, today, price, renews } = a;
  const on = formatDay(sub.period_end);
  const carried = Math.max(0, price.creditLeftCents - sub.credit_cents);
  const pausedCredit = Math.max(0, -price.budgetAdjustmentCents) + carried;
  const credit = pausedCredit
    ? `, less ${creditText(sub, pausedCredit)} of ad budget for the days paused${carried ? ` (the ${creditText(sub, carried)} this charge cannot take comes off the next ones)` : ''}`
    : '';
  const text =
    to === 'paused'
      ? `You paused your ads on ${formatDay(today)}.${
          !renews
            ? ''
            : price.amountCents === 0
              ? ` If they are still paused on ${on}, nothing is charged that day: the ${creditText(sub, pausedCredit)} of ad budget for the days paused covers the management fee${carried ? `, and the other ${creditText(sub, carried)} comes off later charges` : ''}.`
              : ` If they are still paused on ${on}, that day's charge is ${formatMoney(price.amountCents, 'ZAR')}: the management fee, no ad budget${credit}.`
        }`
      : `You resumed your ads on ${formatDay(today)}.${renews ? ` Your next charge is ${formatMoney(price.amountCents, 'ZAR')} on ${on}.` : ''}`;
  return {
    ...about(sub),
    kind: to === 'paused' ? 'ads_paused' : 'ads_resumed',
    key: `${to}:${a.adId}:${a.stamp}`,
    text,
    amountCents: renews ? price.amountCents : null,
    email: {
      to: email.to,
      subject: to === 'paused' ? 'your ads are paused' : 'your ads are running again',
      heading: to === 'paused' ? 'Your ads are paused' : 'Your ads are running again',
      action: { label: 'Open your dashboard', url: toBilling(email.siteOrigin, sub).url },
    },
  };
}

/** A renewal day that charges nothing (credit covers it): told like every renewal day, by email too. */
export const creditCoversEvent = (
  sub: SubscriptionRow,
  a: { invoiceId: number; start: string; end: string; creditLeftCents: number },
  email: { to: string; siteOrigin: string },
): MoneyEvent => ({
  ...about(sub),
  kind: 'paid',
  key: `paid:invoice:${a.invoiceId}`,
  text: `Nothing charged for ${periodText(a.start, a.end)}: your credit covers it${a.creditLeftCents > 0 ? `, and ${creditText(sub, a.creditLeftCents)} credit left for later charges` : ''}.`,
  amountCents: 0,
  email: {
    to: email.to,
    subject: `nothing charged for ${periodText(a.start, a.end)}`,
    heading: 'Nothing charged this month',
    action: toBilling(email.siteOrigin, sub),
  },
});

/** A renewal paid: its text opens the tax invoice email too, which tells it (so no email of its own). */
export function renewalPaidEvent(
  sub: SubscriptionRow,
  inv: PeriodInvoiceRow,
  payment: PaymentRow,
  invoiceNumber: string,
  runsAgain: boolean,
): MoneyEvent {
  return {
    ...about(sub),
    kind: 'paid',
    key: `paid:${payment.id}`,
    text: `${paidText(payment.amount_cents, inv.period_start, inv.period_end, invoiceNumber)}${runsAgain ? ' Your campaign runs again.' : ''}`,
    amountCents: payment.amount_cents,
    email: null,
  };
}

/** A plan's last charge paid: the ad budget of the days its last month ran (its tax invoice email tells it). */
export function settlementPaidEvent(sub: SubscriptionRow, inv: PeriodInvoiceRow, payment: PaymentRow, invoiceNumber: string): MoneyEvent {
  const figures = JSON.parse(inv.figures) as { period_start: string; period_end: string };
  return {
    ...about(sub),
    kind: 'paid',
    key: `paid:${payment.id}`,
    text: `Paid ${formatMoney(payment.amount_cents, 'ZAR')} for the ad budget of the days your ads ran from ${formatDay(figures.period_start)} to ${formatDay(figures.period_end)}: tax invoice ${invoiceNumber}. Your plan has ended; nothing more is charged.`,
    amountCents: payment.amount_cents,
    email: null,
  };
}

export const firstPaymentEvent = (
  sub: SubscriptionRow,
  payment: PaymentRow,
  start: string,
  end: string,
  invoiceNumber: string | null,
): MoneyEvent => ({
  ...about(sub),
  kind: 'paid',
  key: `paid:${payment.id}`,
  text: `Paid ${formatMoney(payment.amount_cents, 'ZAR')} for your order and ${periodText(start, end)}${invoiceNumber ? `: tax invoice ${invoiceNumber}` : ''}. Your plan renews on ${monthlyDayText(sub.anchor_day)}.`,
  amountCents: payment.amount_cents,
  email: null,
});

export function refundingEvent(
  sub: SubscriptionRow,
  payment: PaymentRow,
  why: 'period_already_paid' | 'cancelled',
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  const reason = why === 'cancelled' ? 'your plan was cancelled before it went through' : 'this period was already paid by another payment';
  return {
    ...about(sub),
    kind: 'refunded',
    key: `refund:${payment.id}`,
    text: `We are refunding ${formatMoney(payment.amount_cents, 'ZAR')} to ${cardText(sub)}, because ${reason}. Refunds reach your card within a few days.`,
    amountCents: payment.amount_cents,
    email: {
      to: email.to,
      subject: 'we are refunding a payment',
      heading: 'A payment is being refunded',
      action: toBilling(email.siteOrigin, sub),
    },
  };
}

export function declinedEvent(
  sub: SubscriptionRow,
  inv: PeriodInvoiceRow,
  a: { attempts: number; reason: string; next: string; triesLeft: number },
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  const owed = formatMoney(inv.amount_cents, 'ZAR');
  return {
    ...about(sub),
    kind: 'declined',
    key: `declined:${inv.id}:${a.attempts}`,
    text: `We could not charge ${owed} to ${cardText(sub)} for ${periodText(inv.period_start, inv.period_end)}: it was declined (${reasonClause(a.reason)}). We will try again on ${formatDay(a.next)}.`,
    amountCents: inv.amount_cents,
    email: {
      to: email.to,
      subject: `your payment of ${owed} was declined`,
      heading: 'Your monthly payment was declined',
      more: [
        `${sub.product === 'gbp' ? 'We keep managing your business profile' : 'Your ads keep running'} for now. Update your card to pay now.`,
      ],
      warning: `If ${a.triesLeft === 1 ? 'that try fails' : `the next ${a.triesLeft} tries fail`}, your campaign pauses until this month is paid.`,
      action: toBilling(email.siteOrigin, sub, 'Update your card'),
    },
  };
}

export function pausedUnpaidEvent(
  sub: SubscriptionRow,
  inv: PeriodInvoiceRow,
  attempts: number,
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  const owed = formatMoney(inv.amount_cents, 'ZAR');
  return {
    ...about(sub),
    kind: 'paused_unpaid',
    key: `paused:${inv.id}`,
    text: `Your campaign is paused: we could not charge ${owed} to ${cardText(sub)} for ${periodText(inv.period_start, inv.period_end)}${attempts > 0 ? ` after ${attempts} ${attempts === 1 ? 'try' : 'tries'}` : ''}.`,
    amountCents: inv.amount_cents,
    email: {
      to: email.to,
      subject: 'your campaign is paused until this month is paid',
      heading: 'Your campaign is paused',
      more: [
        'Update your card to pay what is owed: your campaign runs again as soon as it is paid.',
        'If you would rather stop, cancel from your dashboard: nothing more will be charged.',
      ],
      action: toBilling(email.siteOrigin, sub, 'Update your card'),
    },
  };
}

export function cardUpdatedEvent(
  sub: SubscriptionRow,
  stored: Pick<SubscriptionRow, 'card_brand' | 'card_last4'>,
  payment: PaymentRow,
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  return {
    ...about(sub),
    kind: 'card_updated',
    key: `card:${payment.id}`,
    text: `Your plan is now charged to ${cardText(stored)}.${payment.kind === 'card_check' ? ` The ${formatMoney(payment.amount_cents, 'ZAR')} card check is refunded.` : ''}`,
    email: { to: email.to, subject: 'your card is updated', heading: 'Your card is updated', action: toBilling(email.siteOrigin, sub) },
  };
}

/**
 * A plan's end gives back the credit left on it (security round 4, finding 1): its email is the end-of-plan
 * email. `owedCents` is the part no payment of the plan could take, which we pay back another way.
 */
export function endCreditRefundEvent(
  sub: SubscriptionRow,
  a: { amountCents: number; owedCents: number },
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  const vat = sub.charge_vat === 1 ? ' (incl. VAT)' : '';
  const back = a.amountCents - a.owedCents;
  const card = back > 0 ? ` ${formatMoney(back, 'ZAR')} comes back to ${cardText(sub)}; refunds reach your card within a few days.` : '';
  const rest =
    a.owedCents > 0
      ? ` We pay ${back > 0 ? 'the other ' : ''}${formatMoney(a.owedCents, 'ZAR')} back to you ourselves and will be in touch.`
      : '';
  return {
    ...about(sub),
    kind: 'refunded',
    key: `end-credit:${sub.id}`,
    text: `Your plan has ended with ${formatMoney(a.amountCents, 'ZAR')}${vat} of credit, ad budget you paid for days your ads were paused.${card}${rest}`,
    amountCents: a.amountCents,
    email: {
      to: email.to,
      subject: `your plan has ended: ${formatMoney(a.amountCents, 'ZAR')} comes back to you`,
      heading: 'Your plan has ended',
      action: toBilling(email.siteOrigin, sub),
    },
  };
}

export const endedEvent = (sub: SubscriptionRow, cancelAt: string): MoneyEvent => ({
  ...about(sub),
  kind: 'ended',
  key: `ended:${sub.id}`,
  text: `Your plan ended on ${formatDay(addDays(cancelAt, -1))}, as you asked. Nothing more is charged.`,
  email: null,
});

/** An active plan cancelled: it runs to the end of its paid period, and can be undone until then. */
export function cancelledAtPeriodEndEvent(
  sub: SubscriptionRow,
  label: string,
  stamp: string,
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  const lastDay = formatDay(addDays(sub.period_end, -1));
  return {
    ...about(sub),
    kind: 'cancelled',
    key: `cancelled:${sub.id}:${stamp}`,
    text: `You cancelled ${label}. It runs until ${lastDay}, its last day of service, and nothing more will be charged.`,
    email: {
      to: email.to,
      subject: `your plan ends on ${lastDay}`,
      heading: 'Your cancellation is confirmed',
      more: [`Changed your mind? Undo the cancellation on your dashboard before ${lastDay} ends and your plan continues as before.`],
      action: toBilling(email.siteOrigin, sub),
    },
  };
}

/** A plan past due or paused, cancelled: it ends now and what was owed is written off. */
export function cancelledNowEvent(
  sub: SubscriptionRow,
  a: { label: string; stamp: string; today: string; owedCents: number | null },
  email: { to: string; siteOrigin: string },
): MoneyEvent {
  return {
    ...about(sub),
    kind: 'cancelled',
    key: `cancelled:${sub.id}:${a.stamp}`,
    text: `You cancelled ${a.label}. It ended on ${formatDay(a.today)}${a.owedCents !== null ? `, and the ${formatMoney(a.owedCents, 'ZAR')} that was owed is written off` : ''}. Nothing more will be charged.`,
    email: {
      to: email.to,
      subject: 'your plan has ended',
      heading: 'Your cancellation is confirmed',
      action: toBilling(email.siteOrigin, sub),
    },
  };
}

export const cancelUndoneEvent = (
  sub: SubscriptionRow,
  next: PeriodPrice,
  stamp: string,
  email: { to: string; siteOrigin: string },
): MoneyEvent => ({
  ...about(sub),
  kind: 'cancel_undone',
  key: `undo:${sub.id}:${stamp}`,
  text: `Your plan continues: the next charge is ${formatMoney(next.amountCents, 'ZAR')} on ${formatDay(sub.period_end)}.`,
  amountCents: next.amountCents,
  email: { to: email.to, subject: 'your plan continues', heading: 'Your plan continues', action: toBilling(email.siteOrigin, sub) },
});
