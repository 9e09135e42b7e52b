import { addDays, ctr, relativeChange, totalsOf, type PerformanceDay } from '@adlaunch/shared';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** Inclusive range of ISO dates (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

export interface Totals {
  clicks: number;
  views: number;
  spendCents: number;
  /** Click-through rate as a fraction (0.05 = 5%); 0 when there were no views. */
  ctr: number;
}

export interface SeriesPoint extends Totals {
  date: string;
}

export interface PeriodSummary {
  period: Period;
  current: DateRange;
  previous: DateRange;
  totals: Totals;
  previousTotals: Totals;
  /** Relative change of each count (0.1 = +10%); null when the previous period had nothing to compare with. */
  change: { clicks: number | null; views: number | null; spendCents: number | null };
  /** CTR difference in percentage points (0.5 = half a point up); null without previous views. */
  ctrPointChange: number | null;
  /** One point per day of the current period, days without data as zeros. */
  series: SeriesPoint[];
  /** Whether any day of the current period has data. */
  hasData: boolean;
}

/** Local calendar date of a moment, as YYYY-MM-DD. */
export function isoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Ad platforms report whole days: periods end yesterday, as Google Ads' "Last 7 days" does. */
export function lastFullDay(now: Date): string {
  return addDays(isoDate(now), -1);
}

export function periodRanges(period: Period, end: string): { current: DateRange; previous: DateRange } {
  const from = addDays(end, -(period - 1));
  return { current: { from, to: end }, previous: { from: addDays(from, -period), to: addDays(from, -1) } };
}

const within = (date: string, range: DateRange) => date >= range.from && date <= range.to;

export function totalsFor(days: PerformanceDay[], range: DateRange): Totals {
  const { clicks, views, spendCents, ctr } = totalsOf(days, (date) => within(date, range));
  return { clicks, views, spendCents, ctr };
}

export function dailySeries(days: PerformanceDay[], range: DateRange): SeriesPoint[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const points: SeriesPoint[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const day = byDate.get(date);
    const clicks = day?.clicks ?? 0;
    const views = day?.views ?? 0;
    points.push({ date, clicks, views, spendCents: day?.spendCents ?? 0, ctr: ctr(clicks, views) });
  }
  return points;
}

/** Everything the performance panel shows for one period ending on `end`. */
export function summarize(days: PerformanceDay[], period: Period, end: string): PeriodSummary {
  const { current, previous } = periodRanges(period, end);
  const totals = totalsFor(days, current);
  const previousTotals = totalsFor(days, previous);
  return {
    period,
    current,
    previous,
    totals,
    previousTotals,
    change: {
      clicks: relativeChange(totals.clicks, previousTotals.clicks),
      views: relativeChange(totals.views, previousTotals.views),
      spendCents: relativeChange(totals.spendCents, previousTotals.spendCents),
    },
    ctrPointChange: previousTotals.views > 0 ? (totals.ctr - previousTotals.ctr) * 100 : null,
    series: dailySeries(days, current),
    hasData: days.some((d) => within(d.date, current)),
  };
}
