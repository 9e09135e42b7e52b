import type { Browser } from 'playwright-core';
import { benchmarkIndexText, missedPress, PRESS_BUDGET_TEXT, seconds, timesPeer, type PeerUsable } from './budgets';
import type { Cookie } from './lighthouse';
import { median } from './lighthouse';
import { OWNERS, type OwnerId } from './owners';
import { pressRuns, PRESSES, summarisePress, type PressRow, type PressRun } from './press';
import { PHONE_TEXT } from './usable';

// The presses of `bench:web --usable` (and `--press`): each page's primary button tapped at its first
// show on the throttled phone, judged against the peer's usable time measured in the same run.

interface MeasuredPress {
  name: string;
  row: PressRow | null;
  error?: string;
}

const ms = (value: number | null) => (value === null ? 'never' : `${value} ms`);

/** How the feedback came: the words of a table cell. */
const FEEDBACK_BY: Record<NonNullable<PressRun['feedbackBy']>, string> = {
  navigation: 'navigation started',
  look: "the button's look changed",
  effect: 'the effect itself',
};

export async function measurePresses(o: { browser: Browser; siteUrl: string; cookies: Record<OwnerId, Cookie>; runs: number }) {
  const measured: MeasuredPress[] = [];
  for (const spec of PRESSES) {
    const name = `${spec.page} ${spec.label}`;
    try {
      const row = summarisePress(
        spec,
        await pressRuns(o.browser, `${o.siteUrl}${spec.page}`, spec, o.runs, spec.owner ? o.cookies[spec.owner] : undefined),
      );
      console.log(
        `  press ${name}: shown ${seconds(row.shownMs)}, feedback ${ms(row.feedbackMs)}, effect ${ms(row.effectMs)} after the tap`,
      );
      measured.push({ name, row });
    } catch (error) {
      const reason = String((error as Error).message).split('\n')[0];
      console.log(`  press ${name}: not measured: ${reason}`);
      measured.push({ name, row: null, error: reason });
    }
  }
  return measured;
}

/** The press table, each row beside the peer's usable time; `whole` when every row was measured. */
export function pressLines(measured: MeasuredPress[], peer: PeerUsable, runs: number): { lines: string[]; whole: boolean } {
  const lines: string[] = [];
  const say = (line = '') => lines.push(line);
  const missed: string[] = [];
  let met = 0;
  say(`### On a throttled phone: a press at the button's first show, median of ${runs}`);
  say();
  say(
    `The same phone (${PHONE_TEXT}; a fresh browser context each run). The run waits for the page's primary button to show (not inside an inert subtree, enabled and visible), fills in its form if it has one (the values set in one go, as typed), and taps it at once. Feedback is the first of: a navigation started (the Navigation API's \`navigate\`, else the next document's time origin), the button's look changed (pressed, busy, disabled; its computed style in a frame) or the effect itself. The effect is the first frame in which what the press brings is on screen: the next page, the dialog, the next step, new since the tap and in whichever document shows it. Both are timed from the touch's own timestamp.`,
  );
  say();
  say(
    `Budget: ${PRESS_BUDGET_TEXT}. The peer's usable time is its median over the runs at the start and at the end of this run: ${peer.usableMs === null ? 'never' : seconds(peer.usableMs)}.`,
  );
  say();
  say(
    '| page | owner | pressed | brings | shown at | feedback | by | effect after the tap | peer usable | x peer usable | where | benchmarkIndex | budget |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const m of measured) {
    const spec = m.row?.spec;
    if (!m.row || !spec) {
      say(`| ${m.name} | | | | | | | | | | | | not measured: ${m.error?.replaceAll('|', '\\|')} |`);
      missed.push(`${m.name}: not measured`);
      continue;
    }
    const r = m.row;
    const owner = spec.owner ? `${spec.owner} (${OWNERS[spec.owner].stage})` : '';
    const by = [...new Set(r.runs.map((run) => (run.feedbackBy ? FEEDBACK_BY[run.feedbackBy] : 'none')))].join(', ');
    const where = [...new Set(r.runs.map((run) => (run.newPage ? 'a served page' : 'in place')))].join(', ');
    const index = median(r.runs.map((run) => run.benchmarkIndex)).toLocaleString('en-US');
    const missing = missedPress(r, peer);
    if (missing.length) missed.push(`${spec.page} ${spec.label}: ${missing.join('; ')}`);
    else met += 1;
    say(
      `| ${spec.page} | ${owner} | ${spec.label.replaceAll('|', '\\|')} | ${spec.effectText} | ${seconds(r.shownMs)} | ${ms(r.feedbackMs)} | ${by} | ${ms(r.effectMs)} | ${peer.usableMs === null ? 'never' : seconds(peer.usableMs)} | ${timesPeer(r.effectMs, peer)} | ${where} | ${index} | ${missing.length ? `missed: ${missing.join('; ')}` : 'met'} |`,
    );
  }
  say();
  say(
    `- Lighthouse's \`benchmarkIndex\` over the press runs (median and range): ${benchmarkIndexText(measured.flatMap((m) => m.row?.runs ?? []).map((run) => run.benchmarkIndex))}.`,
  );
  say(
    missed.length
      ? `- Budgets: ${met} rows met, ${missed.length} missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`
      : `- Budgets: all ${met} rows met.`,
  );
  return { lines, whole: measured.every((m) => m.row !== null) };
}
