import { PRICES, type Money } from '@adlaunch/shared';

/**
 * What one renewal charges (decision 029), as a pure function so that the dashboard's "next charge",
 * the pause dialog, the renewal itself and the model-based tests all read one rule:
 * - the management fee, every month;
 * - the ad budget for the coming period only if the ads are running on the renewal day;
 * - the ad budget of the period that ends, settled against the days the ads ran in it: days the owner
 *   paused are credited (a budget paid in advance), days run in a period charged without budget are
 *   charged (the owner resumed); a pause counts from the day it started to the day the ads resumed;
 * - credit left from before is taken off; a credit larger than the charge is carried to the next one;
 * - VAT on the rest when it applies. A staff account's charge is the test payment.
 */
export interface PeriodPriceInput {
  management: Money;
  /** The plan's monthly ad budget (0 for a business profile). */
  budget: Money;
  chargeVAT: boolean;
  isStaff: boolean;
  /** The period that ends on the renewal day: its first day, the renewal day, and the ad budget it charged. */
  previous: { start: string; end: string; budgetCharged: number };
  /** The owner's pauses of the ads (day granularity); an open one has no `resumedOn`. */
  pauses: readonly { pausedOn: string; resumedOn: string | null }[];
  /** Whether the ads run on the renewal day (no open pause). */
  runningAtRenewal: boolean;
  creditCents: number;
}

export interface PeriodPrice {
  managementCents: number;
  managementUsdCents: number;
  budgetCents: number;
  budgetUsdCents: number;
  pausedDays: number;
  budgetAdjustmentCents: number;
  creditAppliedCents: number;
  /** Credit left for later charges. */
  creditLeftCents: number;
  subtotalCents: number;
  vatCents: number;
  /** What is charged. */
  amountCents: number;
  isTestPayment: boolean;
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Days of [start, end) the ads were paused by the owner. */
function pausedDaysIn(start: string, end: string, pauses: PeriodPriceInput['pauses']): number {
  let days = 0;
  for (const pause of pauses) {
    const from = pause.pausedOn > start ? pause.pausedOn : start;
    const to = pause.resumedOn === null || pause.resumedOn > end ? end : pause.resumedOn;
    days += Math.max(0, daysBetween(from, to));
  }
  return Math.min(days, daysBetween(start, end));
}

export function pricePeriod(input: PeriodPriceInput): PeriodPrice {
  const periodDays = Math.max(1, daysBetween(input.previous.start, input.previous.end));
  const hasBudget = input.budget.zarCents > 0;
  const pausedDays = hasBudget ? pausedDaysIn(input.previous.start, input.previous.end, input.pauses) : 0;
  const ranShare = hasBudget ? Math.round((input.budget.zarCents * (periodDays - pausedDays)) / periodDays) : 0;
  const budgetCents = hasBudget && input.runningAtRenewal ? input.budget.zarCents : 0;
  let budgetAdjustmentCents = hasBudget ? ranShare - input.previous.budgetCharged : 0;
  let creditLeftCents = input.creditCents;
  const before = input.management.zarCents + budgetCents + budgetAdjustmentCents;
  // More credit than this month's fees: the rest is carried, never paid out (the charge before credit is then 0).
  const carried = Math.max(0, -before);
  budgetAdjustmentCents += carried;
  creditLeftCents += carried;
  const base = before + carried;
  const creditAppliedCents = Math.min(creditLeftCents, base);
  creditLeftCents -= creditAppliedCents;
  const subtotalCents = base - creditAppliedCents;
  const vatCents = input.chargeVAT ? Math.round(subtotalCents * PRICES.vatRate) : 0;
  const total = subtotalCents + vatCents;
  const isTestPayment = input.isStaff && total > 0;
  return {
    managementCents: input.management.zarCents,
    managementUsdCents: input.management.usdCents,
    budgetCents,
    budgetUsdCents: budgetCents > 0 ? input.budget.usdCents : 0,
    pausedDays,
    budgetAdjustmentCents,
    creditAppliedCents,
    creditLeftCents,
    subtotalCents,
    vatCents,
    amountCents: isTestPayment ? PRICES.testPaymentUnits * 100 : total,
    isTestPayment,
  };
}

/**
 * What a plan's end settles: the ad budget of the days its last period ran, less the credit left (a
 * renewal's figures without the next month's fee and budget; `creditLeftCents` is what the owner is owed).
 */
export type EndPrice = Omit<PeriodPrice, 'managementCents' | 'managementUsdCents' | 'budgetCents' | 'budgetUsdCents'>;

/**
 * A plan's end (security round 4, finding 1): no management fee and no next budget, only the budget of the
 * last period settled against the days the ads ran in it (as a renewal would settle it), less the
 * credit carried; VAT on the rest when it applies.
 */
export function priceEnd(input: Omit<PeriodPriceInput, 'runningAtRenewal' | 'management'>): EndPrice {
  const periodDays = Math.max(1, daysBetween(input.previous.start, input.previous.end));
  const hasBudget = input.budget.zarCents > 0;
  const pausedDays = hasBudget ? pausedDaysIn(input.previous.start, input.previous.end, input.pauses) : 0;
  const ranShare = hasBudget ? Math.round((input.budget.zarCents * (periodDays - pausedDays)) / periodDays) : 0;
  const budgetAdjustmentCents = hasBudget ? ranShare - input.previous.budgetCharged : 0;
  const owed = Math.max(0, budgetAdjustmentCents);
  const creditAppliedCents = Math.min(input.creditCents, owed);
  const creditLeftCents = input.creditCents - creditAppliedCents + Math.max(0, -budgetAdjustmentCents);
  const subtotalCents = owed - creditAppliedCents;
  const vatCents = input.chargeVAT ? Math.round(subtotalCents * PRICES.vatRate) : 0;
  const total = subtotalCents + vatCents;
  const isTestPayment = input.isStaff && total > 0;
  return {
    pausedDays,
    budgetAdjustmentCents,
    creditAppliedCents,
    creditLeftCents,
    subtotalCents,
    vatCents,
    amountCents: isTestPayment ? PRICES.testPaymentUnits * 100 : total,
    isTestPayment,
  };
}
