import type { PerformanceDay } from '../schemas/entities';

/** Spend counts as running ahead when it is more than this share above the expected pace. */
export const PACE_TOLERANCE_PERCENT = 10;

export interface SpendPacing {
  /** YYYY-MM of the month paced. */
  month: string;
  daysInMonth: number;
  /** Days of the month up to and including `asOf`. */
  elapsedDays: number;
  budgetCents: number;
  /** The monthly budget spread evenly over the month's days, rounded down to whole cents. */
  dailyCapCents: number;
  /** Spend from the first of the month to `asOf`. */
  spentCents: number;
  /** What an even pace would have spent by `asOf`: budget × elapsed days / days in the month. */
  expectedCents: number;
  /** Spend above the expected pace by more than PACE_TOLERANCE_PERCENT. */
  ahead: boolean;
  /** Spend over the whole monthly budget. */
  overBudget: boolean;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * Month-to-date spend against an even pace for the month of `asOf` (YYYY-MM-DD, the last day the
 * statistics cover). All amounts are integer cents.
 */
export function spendPacing(days: PerformanceDay[], budgetCents: number, asOf: string): SpendPacing {
  const month = asOf.slice(0, 7);
  const total = daysInMonth(month);
  const elapsedDays = Number(asOf.slice(8, 10));
  const from = `${month}-01`;
  const spentCents = days.filter((d) => d.date >= from && d.date <= asOf).reduce((sum, d) => sum + d.spendCents, 0);
  const expectedCents = Math.round((budgetCents * elapsedDays) / total);
  return {
    month,
    daysInMonth: total,
    elapsedDays,
    budgetCents,
    dailyCapCents: Math.floor(budgetCents / total),
    spentCents,
    expectedCents,
    // Integer comparison: spent > expected × (1 + tolerance).
    ahead: spentCents * 100 > expectedCents * (100 + PACE_TOLERANCE_PERCENT),
    overBudget: spentCents > budgetCents,
  };
}
