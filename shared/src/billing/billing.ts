import { PRICES } from '../pricing/constants';
import { adSpend, formatMoney, gbpMonthlyFee, managedFee, tierOfPlan, type Money } from '../pricing/pricing';
import type { PlanId } from '../pricing/constants';
import { ordinal } from '../dates/days';

/**
 * Recurring billing (decision 016): what a subscription costs each month, when it is charged, how a
 * declined renewal is retried, and the words the owner reads about it. Dates are South African calendar
 * days (YYYY-MM-DD, `billingDay`: UTC+2 all year), so a renewal falls on the owner's day; money is integer cents.
 */
export const BILLING = {
  /** A declined renewal is retried this many days after the first decline; after the last, the campaign pauses. */
  retryDays: [1, 3, 7],
  /** Updating the card when nothing is owed checks it with this charge, refunded at once. */
  cardCheckCents: 100,
} as const;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Said by the checkout of a card check before it asks for the card. */
export const CARD_CHECK_LABEL = `Card check: ${formatMoney(BILLING.cardCheckCents, 'ZAR')}, refunded at once`;

export const BILLING_MESSAGES = {
  cancelled: 'Cancelled. Nothing more will be charged.',
  resumed: 'Your plan continues. Nothing has been charged.',
  notFound: 'We could not find that subscription.',
  alreadyEnded: 'This subscription has already ended.',
  cannotUndo: 'This cancellation can no longer be undone: the paid period has ended. Start a new order instead.',
  cardUpdated: 'Your card is updated.',
  recovered: 'Payment received: your campaign is running again.',
  /** After paying a declined renewal whose campaign never stopped (past due, not paused). */
  paidOwed: 'Payment received: this month is paid and your card is updated.',
  pausedReason: 'Paused: we could not charge your card for this month. Update your card to pay what is owed and restart your ads.',
  pastDueReason: 'Your last payment was declined. We will try again; update your card to pay now.',
} as const;

/** "the 25th of each month" (with the short-month rule for the 29th-31st). */
export function monthlyDayText(anchorDay: number): string {
  return `the ${ordinal(anchorDay)} of each month${anchorDay > 28 ? ' (or the month’s last day)' : ''}`;
}

/** What a month of a subscription costs before VAT: the management fee, plus the ad budget where the plan includes it. */
export interface RenewalQuote {
  management: Money;
  spend: Money;
  subtotal: Money;
  vat: Money;
  total: Money;
  chargeZarCents: number;
  isTestPayment: boolean;
}

function renewal(management: Money, spend: Money, chargeVAT: boolean, isStaff: boolean): RenewalQuote {
  const subtotal = { usdCents: management.usdCents + spend.usdCents, zarCents: management.zarCents + spend.zarCents };
  const vat = chargeVAT
    ? { usdCents: Math.round(subtotal.usdCents * PRICES.vatRate), zarCents: Math.round(subtotal.zarCents * PRICES.vatRate) }
    : { usdCents: 0, zarCents: 0 };
  const total = { usdCents: subtotal.usdCents + vat.usdCents, zarCents: subtotal.zarCents + vat.zarCents };
  const isTestPayment = isStaff && total.zarCents > 0;
  return {
    management,
    spend,
    subtotal,
    vat,
    total,
    chargeZarCents: isTestPayment ? PRICES.testPaymentUnits * 100 : total.zarCents,
    isTestPayment,
  };
}

/** A search ads plan's month: management fee plus the ad budget (no setup fee, no promo: a promo code is for the first payment). */
export function quoteSearchAdsRenewal({ plan, chargeVAT, isStaff = false }: { plan: PlanId; chargeVAT: boolean; isStaff?: boolean }) {
  return renewal(managedFee(tierOfPlan(plan)), adSpend(), chargeVAT, isStaff);
}

/** A business profile's month: the profile management fee. */
export function quoteProfileRenewal({ chargeVAT, isStaff = false }: { chargeVAT: boolean; isStaff?: boolean }) {
  return renewal(gbpMonthlyFee(), { usdCents: 0, zarCents: 0 }, chargeVAT, isStaff);
}

/** "then R6,440 (incl. VAT) on the 25th of each month": what the pay steps say after the first payment. */
export function renewalSentence(quote: RenewalQuote, chargeVAT: boolean, anchorDay: number): string {
  const vat = chargeVAT ? ' (incl. VAT)' : ' (no VAT)';
  return `Then ${formatMoney(quote.chargeZarCents, 'ZAR')}${vat} on ${monthlyDayText(anchorDay)}, until you cancel. Cancel any month from your dashboard.`;
}
