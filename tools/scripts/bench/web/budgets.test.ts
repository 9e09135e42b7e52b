import { benchmarkIndexText, latency, missedOwner, missedPress, missedPublic, missedUsable, timesFloor, timesPeer } from './budgets';

const base = { floorTbtMs: 100, peerPerformance: 84 };
const page = { performance: 99, tbtMs: 120, lcpMs: 900, cls: 0 };

describe('the ratio budgets of bench:web', () => {
  it('holds a public page to the peer, to 95 and to 1.3 x the floor', () => {
    expect(missedPublic(page, base)).toEqual([]);
    expect(missedPublic({ ...page, tbtMs: 131 }, base)).toEqual(["TBT 131 ms > 1.3 x the floor's 100 ms"]);
    expect(missedPublic({ ...page, performance: 94 }, base)).toEqual(['performance 94 < 95']);
    expect(missedPublic({ ...page, performance: 96 }, { ...base, peerPerformance: 97 })).toEqual(["performance 96 < the peer's 97"]);
  });

  it('holds a cold owner page to 90, 1.5 x the floor, 2.0 s and no shift; a warm one to 1.2 s', () => {
    expect(missedOwner({ ...page, performance: 90, tbtMs: 150, lcpMs: 2000 }, false, base)).toEqual([]);
    expect(missedOwner({ performance: 89, tbtMs: 151, lcpMs: 2001, cls: 0.02 }, false, base)).toEqual([
      'performance 89 < 90',
      "TBT 151 ms > 1.5 x the floor's 100 ms",
      'LCP 2.00 s > 2.0 s',
      'CLS 0.02 >= 0.02',
    ]);
    expect(missedOwner({ ...page, lcpMs: 1200, tbtMs: 900 }, true, base)).toEqual([]);
    expect(missedOwner({ ...page, lcpMs: 1201 }, true, base)).toEqual(['LCP 1.20 s > 1.2 s']);
  });

  it('scales with the floor: the same page meets its budget beside a slow floor and misses it beside a fast one', () => {
    const slowPage = { ...page, tbtMs: 400 };
    expect(missedOwner(slowPage, false, { ...base, floorTbtMs: 300 })).toEqual([]);
    expect(missedOwner(slowPage, false, { ...base, floorTbtMs: 50 })).toEqual(["TBT 400 ms > 1.5 x the floor's 50 ms"]);
  });

  it('states the machine: the median benchmark index and its range', () => {
    expect(benchmarkIndexText([2100, 2300, 2150])).toBe('2,150 (2,100-2,300)');
    expect(benchmarkIndexText([2000])).toBe('2,000');
    expect(benchmarkIndexText([])).toBe('not measured');
    expect(timesFloor(150, base)).toBe('1.50 x');
    expect(timesFloor(0, { ...base, floorTbtMs: 0 })).toBe('-');
  });

  it("holds a page on the throttled phone to 0.8 x the peer's usable, the peer's first paint and a p75 of 100 ms", () => {
    const peer = { firstPaintMs: 1500, usableMs: 2000 };
    expect(missedUsable({ firstPaintMs: 1500, usableMs: 1600, p75Ms: 100 }, peer)).toEqual([]);
    expect(missedUsable({ firstPaintMs: 1501, usableMs: 1601, p75Ms: 101 }, peer)).toEqual([
      "usable 1.60 s > 0.8 x the peer's 2.00 s",
      "first paint 1.50 s > the peer's 1.50 s",
      'interaction p75 101 ms > 100 ms',
    ]);
    expect(missedUsable({ firstPaintMs: 600, usableMs: null, p75Ms: null }, peer)).toEqual(['never usable']);
    expect(missedUsable({ firstPaintMs: 600, usableMs: 900, p75Ms: 40 }, { ...peer, usableMs: null })).toEqual([
      'the peer was never usable, so there is nothing to judge against',
    ]);
  });

  it('scales with the peer: the same page meets its budget beside a slow peer and misses it beside a fast one', () => {
    const slowPage = { firstPaintMs: 600, usableMs: 3200, p75Ms: 48 };
    expect(missedUsable(slowPage, { firstPaintMs: 1500, usableMs: 4000 })).toEqual([]);
    expect(missedUsable(slowPage, { firstPaintMs: 1500, usableMs: 1800 })).toEqual(["usable 3.20 s > 0.8 x the peer's 1.80 s"]);
    expect(timesPeer(3200, { firstPaintMs: 1500, usableMs: 1600 })).toBe('2.00 x');
    expect(timesPeer(null, { firstPaintMs: 1500, usableMs: 1600 })).toBe('-');
    expect(latency(0)).toBe('< 16 ms');
    expect(latency(104)).toBe('104 ms');
    expect(latency(null)).toBe('-');
  });

  it("holds a press to 100 ms of feedback and its effect to the peer's usable time (0.8 x is a target, not a miss)", () => {
    const peer = { firstPaintMs: 1200, usableMs: 1500 };
    expect(missedPress({ feedbackMs: 100, effectMs: 1500 }, peer)).toEqual([]);
    expect(missedPress({ feedbackMs: 40, effectMs: 1300 }, peer)).toEqual([]);
    expect(missedPress({ feedbackMs: 101, effectMs: 1501 }, peer)).toEqual([
      'feedback 101 ms > 100 ms',
      "effect 1.50 s > 1 x the peer's usable 1.50 s",
    ]);
    expect(missedPress({ feedbackMs: null, effectMs: null }, peer)).toEqual(['its effect never showed in a run']);
    expect(missedPress({ feedbackMs: 40, effectMs: 900 }, { ...peer, usableMs: null })).toEqual([
      'the peer was never usable, so there is nothing to judge against',
    ]);
  });
});
