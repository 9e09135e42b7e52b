import type { LighthouseResult } from './lighthouse';

// Budgets as ratios against the floor and the single-bundle peer measured in the same run (decision 019).
// A slowed-down CPU (Lighthouse's simulated 4x, devtools' real 4x) scales with the machine's own speed, so
// a budget in absolute milliseconds passes on a fast machine and fails on a slow one; a ratio holds on either.

/** What the floor (React, react-dom, the router, the federation runtime) and the peer (one bundle) scored in this run. */
export interface Baseline {
  floorTbtMs: number;
  peerPerformance: number;
}

export const BUDGET_TEXT = {
  public: "performance >= the peer's and >= 95, TBT <= 1.3 x the floor's",
  ownerCold: "performance >= 90, TBT <= 1.5 x the floor's, LCP <= 2.0 s, CLS < 0.02",
  ownerWarm: 'LCP <= 1.2 s',
};

/** How a row's floor is measured (decision 025). */
export const PAIRED_TEXT =
  "one floor run right before each run of the page, the row's floor TBT the median of those (this machine's speed drifts within a run, so a floor measured once at the start is no measure for a page measured 20 minutes later).";

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A page's TBT as a multiple of the floor's ("0.8 x"); "-" when the floor had none. */
export const timesFloor = (tbtMs: number, base: Baseline) => (base.floorTbtMs > 0 ? `${(tbtMs / base.floorTbtMs).toFixed(2)} x` : '-');

type Figures = Pick<LighthouseResult, 'performance' | 'tbtMs' | 'lcpMs' | 'cls'>;

/** What a public page missed of its budget; empty when it met it. */
export function missedPublic(r: Figures, base: Baseline): string[] {
  const missed: string[] = [];
  const floorTimes = 1.3 * base.floorTbtMs;
  if (r.performance < 95) missed.push(`performance ${r.performance} < 95`);
  if (r.performance < base.peerPerformance) missed.push(`performance ${r.performance} < the peer's ${base.peerPerformance}`);
  if (r.tbtMs > floorTimes) missed.push(`TBT ${r.tbtMs} ms > 1.3 x the floor's ${base.floorTbtMs} ms`);
  return missed;
}

/** What an owner page missed of its budget, on a first visit (cold) or a second one (warm); empty when it met it. */
export function missedOwner(r: Figures, warm: boolean, base: Baseline): string[] {
  if (warm) return r.lcpMs <= 1200 ? [] : [`LCP ${seconds(r.lcpMs)} > 1.2 s`];
  const missed: string[] = [];
  if (r.performance < 90) missed.push(`performance ${r.performance} < 90`);
  if (r.tbtMs > 1.5 * base.floorTbtMs) missed.push(`TBT ${r.tbtMs} ms > 1.5 x the floor's ${base.floorTbtMs} ms`);
  if (r.lcpMs > 2000) missed.push(`LCP ${seconds(r.lcpMs)} > 2.0 s`);
  if (!(r.cls < 0.02)) missed.push(`CLS ${r.cls} >= 0.02`);
  return missed;
}

/** What the peer measured on the throttled phone in this run (`web/usable.ts`). */
export interface PeerUsable {
  firstPaintMs: number;
  usableMs: number | null;
}

/**
 * A person taps and types the moment the page shows: usable well before the same pages as one ordinary
 * bundle, painted no later than it, and each interaction answered within 100 ms at the 75th percentile
 * (INP's "good"; a budget in milliseconds, as the interactions run on the same 4x slower CPU as the peer).
 */
const USABLE_BUDGET = { timesPeer: 0.8, interactionP75Ms: 100 };
export const USABLE_BUDGET_TEXT = `usable <= ${USABLE_BUDGET.timesPeer} x the peer's usable, first paint <= the peer's first paint, interaction latency p75 <= ${USABLE_BUDGET.interactionP75Ms} ms`;

type UsableFigures = { firstPaintMs: number; usableMs: number | null; p75Ms: number | null };

/** What a page missed of its throttled-phone budget beside the peer of the same run; empty when it met it. */
export function missedUsable(r: UsableFigures, peer: PeerUsable): string[] {
  const missed: string[] = [];
  if (r.usableMs === null) missed.push('never usable');
  else if (peer.usableMs === null) missed.push('the peer was never usable, so there is nothing to judge against');
  else if (r.usableMs > USABLE_BUDGET.timesPeer * peer.usableMs)
    missed.push(`usable ${seconds(r.usableMs)} > ${USABLE_BUDGET.timesPeer} x the peer's ${seconds(peer.usableMs)}`);
  if (r.firstPaintMs > peer.firstPaintMs) missed.push(`first paint ${seconds(r.firstPaintMs)} > the peer's ${seconds(peer.firstPaintMs)}`);
  if (r.p75Ms !== null && r.p75Ms > USABLE_BUDGET.interactionP75Ms)
    missed.push(`interaction p75 ${r.p75Ms} ms > ${USABLE_BUDGET.interactionP75Ms} ms`);
  return missed;
}

/** A page's usable time as a multiple of the peer's ("0.62 x"); "-" when either never became usable. */
export const timesPeer = (usableMs: number | null, peer: PeerUsable) =>
  usableMs !== null && peer.usableMs ? `${(usableMs / peer.usableMs).toFixed(2)} x` : '-';

/** An interaction latency for a table cell: the ones under 16 ms are not reported by the browser. */
export const latency = (ms: number | null) => (ms === null ? '-' : ms < 16 ? '< 16 ms' : `${ms} ms`);

/** "2,150 (2,080-2,230)": the median of the run's benchmark indexes and their range. */
export function benchmarkIndexText(indexes: number[]): string {
  if (!indexes.length) return 'not measured';
  const sorted = [...indexes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const n = (x: number) => x.toLocaleString('en-US');
  return sorted[0] === sorted.at(-1) ? n(median) : `${n(median)} (${n(sorted[0])}-${n(sorted.at(-1)!)})`;
}

/**
 * A press at the button's first show: something visible answers within 100 ms (a navigation started, a
 * pressed or busy look), and what it brings is on screen no later than the peer is usable (0.8 x is the
 * target, noted but not a miss).
 */
const PRESS_BUDGET = { feedbackMs: 100, timesPeer: 1, targetTimesPeer: 0.8 };
export const PRESS_BUDGET_TEXT = `feedback <= ${PRESS_BUDGET.feedbackMs} ms, effect after the tap <= ${PRESS_BUDGET.timesPeer} x the peer's usable time (target ${PRESS_BUDGET.targetTimesPeer} x)`;

/** What a press missed of its budget beside the peer of the same run; empty when it met it. */
export function missedPress(r: { feedbackMs: number | null; effectMs: number | null }, peer: PeerUsable): string[] {
  const missed: string[] = [];
  if (r.effectMs === null) return ['its effect never showed in a run'];
  if (peer.usableMs === null) return ['the peer was never usable, so there is nothing to judge against'];
  if (r.feedbackMs !== null && r.feedbackMs > PRESS_BUDGET.feedbackMs)
    missed.push(`feedback ${r.feedbackMs} ms > ${PRESS_BUDGET.feedbackMs} ms`);
  if (r.effectMs > PRESS_BUDGET.timesPeer * peer.usableMs)
    missed.push(`effect ${seconds(r.effectMs)} > ${PRESS_BUDGET.timesPeer} x the peer's usable ${seconds(peer.usableMs)}`);
  return missed;
}
