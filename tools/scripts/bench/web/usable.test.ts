import { PRESSES, summarisePress, type PressRun } from './press';
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

  it('keeps the median press of a row, and no effect when one run never saw it', () => {
    const press = (feedbackMs: number | null, effectMs: number | null, shownMs = 500): PressRun => ({
      shownMs,
      feedbackMs,
      feedbackBy: effectMs === null ? null : 'navigation',
      effectMs,
      newPage: true,
      benchmarkIndex: 1500,
    });
    const row = summarisePress(PRESSES[0], [press(40, 700, 520), press(90, 500, 480), press(60, 900, 500)]);
    expect(row.shownMs).toBe(500);
    expect(row.feedbackMs).toBe(60);
    expect(row.effectMs).toBe(700);
    expect(summarisePress(PRESSES[0], [press(40, 700), press(null, null)]).effectMs).toBeNull();
  });
});
