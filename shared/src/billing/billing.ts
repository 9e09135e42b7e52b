import { PRICES } from '../pricing/constants';
import { adSpend, formatMoney, gbpMonthlyFee, managedFee, tierOfPlan, type Money } from '../pricing/pricing';
import type { PlanId } from '../pricing/constants';
import { dayText } from '../text/plain-format';

/**
 * Recurring billing (decision 016): what a subscription costs each month, when it is charged, how a
 * declined renewal is retried, and the words the owner reads about it. Dates are UTC calendar days
 * (YYYY-MM-DD); money is integer cents.
 */
export const BILLING = {
  /** A declined renewal is retried this many days after the first decline; after the last, the campaign pauses. */
  retryDays: [1, 3, 7],
  /** Updating the card when nothing is owed checks it with this charge, refunded at once. */
  cardCheckCents: 100,
} as const;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_MESSAGES = {
  cancelled: 'Cancelled. Nothing more will be charged.',
  resumed: 'Your plan continues. Nothing has been charged.',
  notFound: 'We could not find that subscription.',
  alreadyEnded: 'This subscription has already ended.',
  cannotUndo: 'This cancellation can no longer be undone: the paid period has ended. Start a new order instead.',
  cardUpdated: 'Your card is updated.',
  recovered: 'Payment received: your campaign is running again.',
  pausedReason: 'Paused: we could not charge your card for this month. Update your card to pay what is owed and restart your ads.',
  pastDueReason: 'Your last payment was declined. We will try again; update your card to pay now.',
} as const;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC calendar day of an instant (default: now). */
export function dayOf(date: Date = new Date()): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The South African calendar day of an instant (UTC+2 all year, no daylight saving): every date an
 * owner reads about money (a charge, an invoice, a renewal) is this day, on every screen and paper.
 */
export function billingDay(at: Date | string = new Date()): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return dayOf(new Date(ms + 2 * 3_600_000));
}

export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && dayOf(d) === text;
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * The billing day `months` after `day`, on the anchor day of the month (a subscription started on the
 * 31st renews on the 30th in a 30-day month and on the 28th or 29th in February, like Stripe).
 */
export function addBillingMonths(day: string, months: number, anchorDay = Number(day.slice(8, 10))): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(anchorDay, last))}`;
}

export function ordinal(n: number): string {
  const rest = n % 100;
  const suffix = rest >= 11 && rest <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "the 25th of each month" (with the short-month rule for the 29th-31st). */
export function monthlyDayText(anchorDay: number): string {
  return `the ${ordinal(anchorDay)} of each month${anchorDay > 28 ? ' (or the month’s last day)' : ''}`;
}

/** "25 Dec 2026" */
export function formatDay(day: string): string {
  return dayText(day, { month: 'short' });
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
