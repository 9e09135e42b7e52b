import type { PerformanceDay } from '../schemas/entities';

/** Click-through rate as a fraction (0.05 = 5%); 0 when there were no views. */
export const ctr = (clicks: number, views: number) => (views > 0 ? clicks / views : 0);

/** Relative change (0.1 = +10%); null when there is nothing before to compare with. */
export const relativeChange = (current: number, previous: number): number | null => (previous > 0 ? (current - previous) / previous : null);

export interface DayTotals {
  clicks: number;
  views: number;
  spendCents: number;
  ctr: number;
  /** How many of the days counted had statistics. */
  daysWithData: number;
}

/** The sums of the statistics days `include` picks (a month of a report, a period of the dashboard). */
export function totalsOf(days: readonly PerformanceDay[], include: (date: string) => boolean): DayTotals {
  let clicks = 0;
  let views = 0;
  let spendCents = 0;
  let daysWithData = 0;
  for (const day of days) {
    if (!include(day.date)) continue;
    clicks += day.clicks;
    views += day.views;
    spendCents += day.spendCents;
    daysWithData++;
  }
  return { clicks, views, spendCents, ctr: ctr(clicks, views), daysWithData };
}
