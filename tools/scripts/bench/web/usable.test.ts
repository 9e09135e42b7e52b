import { percentile, summarise, type Plan, type UsableRun } from './usable';

const plan: Plan = { target: 'field', element: 'input "Business name"', menu: true, next: true };
const run = (usableMs: number | null, interactionsMs: number[], firstPaintMs = 600): UsableRun => ({
  firstPaintMs,
  usableMs,
  interactionsMs,
  benchmarkIndex: 1500,
});

describe('the throttled phone figures of bench:web', () => {
  it('takes percentiles by nearest rank', () => {
    expect(percentile([40, 10, 30, 20], 0.75)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 0.75)).toBe(40);
    expect(percentile([7], 0.75)).toBe(7);
    expect(percentile([], 0.75)).toBeNull();
  });

  it('keeps the median run of first paint and usable, and p75 and max over every interaction of every run', () => {
    const row = summarise(plan, [run(3000, [120, 0, 0], 700), run(2000, [24, 32], 500), run(2500, [40, 48, 0], 600)]);
    expect(row.firstPaintMs).toBe(600);
    expect(row.usableMs).toBe(2500);
    expect(row.interactions).toBe(8);
    expect(row.p75Ms).toBe(40);
    expect(row.maxMs).toBe(120);
  });

  it('calls a row never usable when one of its runs was not', () => {
    const row = summarise(plan, [run(2000, []), run(null, [])]);
    expect(row.usableMs).toBeNull();
    expect(row.p75Ms).toBeNull();
    expect(row.maxMs).toBeNull();
  });
});
