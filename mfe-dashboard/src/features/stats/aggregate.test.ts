import type { PerformanceDay } from '@adlaunch/shared';
import { addDays, ctr, relativeChange } from '@adlaunch/shared';
import { dailySeries, lastFullDay, periodRanges, summarize, totalsFor } from './aggregate';

const day = (date: string, clicks: number, views: number, spendCents: number): PerformanceDay => ({ date, clicks, views, spendCents });

describe('dates', () => {
  it('adds days across months, leap years and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-05-10', -90)).toBe('2024-02-10');
  });
  it('ends periods on the last full day (yesterday, local time)', () => {
    expect(lastFullDay(new Date(2024, 4, 1, 0, 5))).toBe('2024-04-30');
    expect(lastFullDay(new Date(2024, 4, 1, 23, 55))).toBe('2024-04-30');
  });
  it('puts the previous period right before the current one, of the same length', () => {
    expect(periodRanges(7, '2024-05-14')).toEqual({
      current: { from: '2024-05-08', to: '2024-05-14' },
      previous: { from: '2024-05-01', to: '2024-05-07' },
    });
    const { current, previous } = periodRanges(30, '2024-05-30');
    expect(current).toEqual({ from: '2024-05-01', to: '2024-05-30' });
    expect(previous).toEqual({ from: '2024-04-01', to: '2024-04-30' });
  });
});

describe('totals and CTR', () => {
  const days = [day('2024-05-01', 10, 200, 1000), day('2024-05-02', 5, 100, 550), day('2024-05-09', 99, 999, 9999)];
  it('sums only the days inside the range', () => {
    expect(totalsFor(days, { from: '2024-05-01', to: '2024-05-07' })).toEqual({ clicks: 15, views: 300, spendCents: 1550, ctr: 0.05 });
  });
  it('answers a CTR of 0 without views rather than dividing by zero', () => {
    expect(ctr(0, 0)).toBe(0);
    expect(totalsFor([], { from: '2024-05-01', to: '2024-05-07' }).ctr).toBe(0);
  });
  it('reports no relative change without a previous value', () => {
    expect(relativeChange(12, 10)).toBeCloseTo(0.2);
    expect(relativeChange(5, 10)).toBeCloseTo(-0.5);
    expect(relativeChange(5, 0)).toBeNull();
  });
});

describe('summarize', () => {
  const days = [
    // previous 7 days: 2024-05-01..07
    day('2024-05-03', 10, 400, 2000),
    day('2024-05-05', 10, 400, 2000),
    // current 7 days: 2024-05-08..14
    day('2024-05-08', 12, 300, 2400),
    day('2024-05-14', 18, 300, 3600),
    // outside both
    day('2024-04-01', 500, 5000, 50000),
  ];

  it('compares the current period with the one before', () => {
    const s = summarize(days, 7, '2024-05-14');
    expect(s.totals).toEqual({ clicks: 30, views: 600, spendCents: 6000, ctr: 0.05 });
    expect(s.previousTotals).toEqual({ clicks: 20, views: 800, spendCents: 4000, ctr: 0.025 });
    expect(s.change.clicks).toBeCloseTo(0.5);
    expect(s.change.views).toBeCloseTo(-0.25);
    expect(s.change.spendCents).toBeCloseTo(0.5);
    expect(s.ctrPointChange).toBeCloseTo(2.5);
    expect(s.hasData).toBe(true);
  });

  it('gives one point per day, missing days as zeros', () => {
    const s = summarize(days, 7, '2024-05-14');
    expect(s.series.map((p) => p.date)).toEqual([
      '2024-05-08',
      '2024-05-09',
      '2024-05-10',
      '2024-05-11',
      '2024-05-12',
      '2024-05-13',
      '2024-05-14',
    ]);
    expect(s.series[0]).toEqual({ date: '2024-05-08', clicks: 12, views: 300, spendCents: 2400, ctr: 0.04 });
    expect(s.series[1]).toEqual({ date: '2024-05-09', clicks: 0, views: 0, spendCents: 0, ctr: 0 });
    expect(summarize(days, 90, '2024-05-14').series).toHaveLength(90);
  });

  it('has no comparison when the previous period is empty', () => {
    const s = summarize([day('2024-05-10', 3, 30, 300)], 7, '2024-05-14');
    expect(s.change).toEqual({ clicks: null, views: null, spendCents: null });
    expect(s.ctrPointChange).toBeNull();
  });

  it('knows when the period has no data at all', () => {
    expect(summarize(days, 7, '2024-06-30').hasData).toBe(false);
    expect(dailySeries([], { from: '2024-01-01', to: '2024-01-03' })).toHaveLength(3);
  });
});
