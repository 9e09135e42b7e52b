import type { PerformanceDay } from '../schemas/entities';
import type { MonthlyFigures, ReportTotals } from '../schemas/calls';
import { daysInMonth } from './pacing';
import { relativeChange, totalsOf } from './totals';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2024-05" -> "May 2024". */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** Calendar arithmetic on YYYY-MM months. */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * What a report says instead of a change when the month before was not a whole month of statistics:
 * the first full month (or, for a month that was not whole itself, when changes start).
 */
export function noComparisonNote(report: Pick<MonthlyFigures, 'month' | 'label' | 'daysWithData' | 'previous'>): string | null {
  if (report.previous) return null;
  if (report.daysWithData >= daysInMonth(report.month))
    return `${report.label} is your first full month, so there is no whole month before it to compare with.`;
  return `Your ads ran ${report.daysWithData} of ${daysInMonth(report.month)} days in ${report.label}. Changes on the month before start after your first full month.`;
}

export function monthTotals(days: PerformanceDay[], month: string): ReportTotals & { daysWithData: number } {
  return totalsOf(days, (date) => date.slice(0, 7) === month);
}

/**
 * One month's results against the monthly budget and the month before, when that was a whole month
 * of statistics (else no change is given: see noComparisonNote). Daily statistics carry no
 * keyword breakdown, so a report has no "best keywords" section rather than an invented one.
 */
export function monthlyFigures(days: PerformanceDay[], month: string, budgetCents: number): MonthlyFigures {
  const { daysWithData, ...totals } = monthTotals(days, month);
  const previousMonth = addMonths(month, -1);
  const { daysWithData: previousDays, ...previous } = monthTotals(days, previousMonth);
  // A change is only fair against a whole month: a first month that started on the 20th is no baseline.
  const hasPrevious = previousDays >= daysInMonth(previousMonth);
  return {
    month,
    label: monthLabel(month),
    daysWithData,
    totals,
    budgetCents,
    previous: hasPrevious ? previous : null,
    change: {
      clicks: hasPrevious ? relativeChange(totals.clicks, previous.clicks) : null,
      views: hasPrevious ? relativeChange(totals.views, previous.views) : null,
      spendCents: hasPrevious ? relativeChange(totals.spendCents, previous.spendCents) : null,
      ctrPoints: hasPrevious && previous.views > 0 && totals.views > 0 ? (totals.ctr - previous.ctr) * 100 : null,
    },
  };
}

/** "+12%", "-3%", "no change"; null when there is nothing to compare with. */
export function formatChange(fraction: number | null): string | null {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  if (percent === 0) return 'no change';
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** A click-through-rate change in percentage points: "+0.4 points", "-1.2 points", "no change"; null without a month before. */
export function formatPointChange(points: number | null): string | null {
  if (points === null) return null;
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return 'no change';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)} points`;
}
