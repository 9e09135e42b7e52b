import type { PerformanceDay } from '../schemas/entities';

/** Spend counts as running ahead when it is more than this share above the expected pace. */
export const PACE_TOLERANCE_PERCENT = 10;
/** Spend counts as slower than planned when it is more than this share below the expected pace. */
export const SLOW_PACE_PERCENT = 25;

/**
 * The one verdict on spend: `waiting` before the period's first day is reported; `over-budget` past
 * the whole budget; `ahead` or `behind` the even pace by more than the tolerances above; else `on-pace`.
 */
export type PaceVerdict = 'waiting' | 'over-budget' | 'ahead' | 'behind' | 'on-pace';

/** The days a budget is paced over, first and last included (YYYY-MM-DD). */
export interface PacedPeriod {
  start: string;
  end: string;
}

export interface SpendPacing extends PacedPeriod {
  /** Whether the period is the paid one (a subscription's), else the calendar month of `asOf`. */
  paid: boolean;
  /** Days in the period. */
  days: number;
  /** Days of the period reported so far: its start up to and including `asOf`. */
  elapsedDays: number;
  budgetCents: number;
  /** The budget spread evenly over the period's days, rounded down to whole cents. */
  dailyCapCents: number;
  /** Spend from the period's start to `asOf`. */
  spentCents: number;
  /** What an even pace would have spent by `asOf`: budget × elapsed days / days in the period. */
  expectedCents: number;
  /** Spent share of the budget (may exceed 1). */
  used: number;
  verdict: PaceVerdict;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
const daysFromTo = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1);

/** The calendar month of `day`: the period paced when no paid period is known. */
export function monthOf(day: string): PacedPeriod {
  const month = day.slice(0, 7);
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/**
 * Spend from the start of the paid period (else of the calendar month) to `asOf` (YYYY-MM-DD, the last
 * day the statistics cover), against an even pace over the period, and its one verdict. All amounts are
 * integer cents.
 */
export function spendPacing(days: PerformanceDay[], budgetCents: number, asOf: string, paidPeriod?: PacedPeriod | null): SpendPacing {
  const { start, end } = paidPeriod ?? monthOf(asOf);
  const total = daysFromTo(start, end);
  // A period that ended (a renewal not yet recorded) is paced to its last day, no further.
  const upTo = asOf < end ? asOf : end;
  const elapsedDays = Math.min(total, daysFromTo(start, upTo));
  const spentCents = elapsedDays ? days.filter((d) => d.date >= start && d.date <= upTo).reduce((sum, d) => sum + d.spendCents, 0) : 0;
  const expectedCents = Math.round((budgetCents * elapsedDays) / total);
  // Integer comparisons: spent > expected × (1 + tolerance), spent < expected × (1 − slow share).
  const verdict: PaceVerdict =
    spentCents > budgetCents
      ? 'over-budget'
      : elapsedDays === 0
        ? 'waiting'
        : spentCents * 100 > expectedCents * (100 + PACE_TOLERANCE_PERCENT)
          ? 'ahead'
          : spentCents * 100 < expectedCents * (100 - SLOW_PACE_PERCENT)
            ? 'behind'
            : 'on-pace';
  return {
    start,
    end,
    paid: Boolean(paidPeriod),
    days: total,
    elapsedDays,
    budgetCents,
    dailyCapCents: Math.floor(budgetCents / total),
    spentCents,
    expectedCents,
    used: budgetCents > 0 ? spentCents / budgetCents : 0,
    verdict,
  };
}
