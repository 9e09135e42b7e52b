import type { PerformanceDay } from '../schemas/entities';
import type { MonthlyFigures, ReportTotals } from '../schemas/calls';

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

export function monthTotals(days: PerformanceDay[], month: string): ReportTotals & { daysWithData: number } {
  let clicks = 0;
  let views = 0;
  let spendCents = 0;
  let daysWithData = 0;
  for (const day of days) {
    if (day.date.slice(0, 7) !== month) continue;
    clicks += day.clicks;
    views += day.views;
    spendCents += day.spendCents;
    daysWithData++;
  }
  return { clicks, views, spendCents, ctr: views > 0 ? clicks / views : 0, daysWithData };
}

const change = (current: number, previous: number) => (previous > 0 ? (current - previous) / previous : null);

/**
 * One month's results against the monthly budget and the month before. Daily statistics carry no
 * keyword breakdown, so a report has no "best keywords" section rather than an invented one.
 */
export function monthlyFigures(days: PerformanceDay[], month: string, budgetCents: number): MonthlyFigures {
  const { daysWithData, ...totals } = monthTotals(days, month);
  const { daysWithData: previousDays, ...previous } = monthTotals(days, addMonths(month, -1));
  const hasPrevious = previousDays > 0;
  return {
    month,
    label: monthLabel(month),
    daysWithData,
    totals,
    budgetCents,
    previous: hasPrevious ? previous : null,
    change: {
      clicks: hasPrevious ? change(totals.clicks, previous.clicks) : null,
      views: hasPrevious ? change(totals.views, previous.views) : null,
      spendCents: hasPrevious ? change(totals.spendCents, previous.spendCents) : null,
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
