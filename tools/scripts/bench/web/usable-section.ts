import type { Browser } from 'playwright-core';
import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { benchmarkIndexText, latency, missedUsable, seconds, timesPeer, USABLE_BUDGET_TEXT, type PeerUsable } from './budgets';
import type { Cookie } from './lighthouse';
import { median } from './lighthouse';
import { ownerOf, OWNERS, type OwnerId } from './owners';
import { measurePresses, pressLines } from './press-section';
import { PHONE_TEXT, planOf, summarise, usableRuns, type UsableRow } from './usable';

// The throttled phone's part of `bench:web`: every public page, every owner page, the peer and the floor
// in one run, judged against the peer measured at the start and at the end of it.

export interface UsableSectionOptions {
  browser: Browser;
  siteUrl: string;
  floorUrl: string;
  peerUrl: string;
  cookies: Record<OwnerId, Cookie>;
  runs: number;
  /** The owner pages to measure; with `ownerOnly` no public page is. */
  ownerPages: string[];
  ownerOnly: boolean;
  /** Each page's primary button pressed at its first show (`press-section.ts`); with `pressOnly` nothing else but the peer. */
  presses: boolean;
  pressOnly: boolean;
}

export interface UsableSection {
  lines: string[];
  whole: boolean;
  /** The press table, when presses were measured. */
  press: { lines: string[]; whole: boolean } | null;
}

interface Measured {
  name: string;
  owner: string;
  row: UsableRow | null;
  error?: string;
}

const TARGET_TEXT = {
  field: 'its first field',
  main: 'its first link or button in main',
  header: "the header's first link or button",
  heading: 'its heading (nothing to tap)',
};

export async function usableSection(o: UsableSectionOptions): Promise<UsableSection> {
  const measure = async (name: string, url: string, owner?: OwnerId): Promise<Measured> => {
    const cookie = owner ? o.cookies[owner] : undefined;
    try {
      const plan = await planOf(o.browser, url, cookie);
      const row = summarise(plan, await usableRuns(o.browser, url, plan, o.runs, cookie));
      console.log(
        `  ${name}: first paint ${seconds(row.firstPaintMs)}, usable ${row.usableMs === null ? 'never' : seconds(row.usableMs)}, interaction p75 ${latency(row.p75Ms)}`,
      );
      return { name, owner: owner ?? '', row };
    } catch (error) {
      const reason = String((error as Error).message).split('\n')[0];
      console.log(`  ${name}: not measured: ${reason}`);
      return { name, owner: owner ?? '', row: null, error: reason };
    }
  };

  console.log(`\nOn a throttled phone (${PHONE_TEXT}), ${o.runs} run(s) a row:`);
  const peerFirst = await measure('peer, at the start', `${o.peerUrl}/`);
  const floor = o.pressOnly ? peerFirst : await measure('floor', `${o.floorUrl}/`);
  const pages: Measured[] = [];
  for (const route of o.ownerOnly || o.pressOnly ? [] : PUBLIC_PAGE_PATHS) pages.push(await measure(route, `${o.siteUrl}${route}`));
  for (const route of o.pressOnly ? [] : o.ownerPages) pages.push(await measure(route, `${o.siteUrl}${route}`, ownerOf(route)));
  const presses = o.presses || o.pressOnly ? await measurePresses(o) : null;
  // The machine's speed drifts within a run: the peer is measured again at the end, and every row is
  // judged against the median of both.
  const peerLast = peerFirst.row ? await measure('peer, at the end', `${o.peerUrl}/`) : peerFirst;
  const peerRow = peerFirst.row && peerLast.row ? summarise(peerFirst.row.plan, [...peerFirst.row.runs, ...peerLast.row.runs]) : null;
  const peer: PeerUsable = { firstPaintMs: peerRow?.firstPaintMs ?? 0, usableMs: peerRow?.usableMs ?? null };
  const press = presses ? pressLines(presses, peer, o.runs) : null;
  if (o.pressOnly) return { lines: [], whole: false, press };

  const lines: string[] = [];
  const say = (line = '') => lines.push(line);
  const missed: string[] = [];
  let met = 0;
  say(`### On a throttled phone: first paint, usable and interaction latency, median of ${o.runs}`);
  say();
  say(
    `A phone as devtools makes one (${PHONE_TEXT}; a fresh browser context each run). "Usable" is the first moment the page's first text field (on a page without one, its first link or button in main, else the header's) is not inside an inert subtree, enabled and visible: a tap or typed text then does something. From that moment the run types into the field (a character and a Backspace in turn, one key every 200 ms for 3.2 s), opens and closes the header's menu, and on a wizard step presses "Save and continue"; each interaction's latency is its longest event, as INP measures it (events under 16 ms are not reported: "< 16 ms"). p75 and max are over every interaction of the row's runs. Usable is noted in the frame's callback, before that frame is shown, so a page usable from its first frame reads usable a little before its first paint.`,
  );
  say();
  say(
    `Budget: ${USABLE_BUDGET_TEXT}. The peer (the same public pages as one ordinary bundle) is measured at the start and at the end of the run, ${o.runs} run(s) each, and every row judged against the median of both: first paint ${seconds(peer.firstPaintMs)}, usable ${peer.usableMs === null ? 'never' : seconds(peer.usableMs)}.`,
  );
  say();
  say('| page | owner | usable waits for | first paint | usable | x peer | interactions | p75 | max | benchmarkIndex | budget |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const line = (m: Measured, verdict: (row: UsableRow) => string) => {
    const owner = m.owner ? `${m.owner} (${OWNERS[m.owner as OwnerId].stage})` : '';
    if (!m.row) {
      say(`| ${m.name} | ${owner} | | | | | | | | | not measured: ${m.error?.replaceAll('|', '\\|')} |`);
      return;
    }
    const r = m.row;
    const what = `${TARGET_TEXT[r.plan.target]}: ${r.plan.element}`.replaceAll('|', '\\|');
    const index = median(r.runs.map((run) => run.benchmarkIndex)).toLocaleString('en-US');
    say(
      `| ${m.name} | ${owner} | ${what} | ${seconds(r.firstPaintMs)} | ${r.usableMs === null ? 'never' : seconds(r.usableMs)} | ${timesPeer(r.usableMs, peer)} | ${r.interactions} | ${latency(r.p75Ms)} | ${latency(r.maxMs)} | ${index} | ${verdict(r)} |`,
    );
  };
  for (const m of pages) {
    line(m, (r) => {
      const missing = missedUsable(r, peer);
      if (missing.length) missed.push(`${m.name}${m.owner ? ` (owner ${m.owner})` : ''}: ${missing.join('; ')}`);
      else met += 1;
      return missing.length ? `missed: ${missing.join('; ')}` : 'met';
    });
  }
  line({ ...floor, name: 'floor (a): React, react-dom, router, federation runtime' }, () => '(baseline)');
  line(
    { name: 'peer (b): the same pages as one bundle, /', owner: '', row: peerRow, error: peerFirst.error ?? peerLast.error },
    () => '(baseline)',
  );
  say();
  const indexes = [peerFirst, floor, ...pages, peerLast]
    .flatMap((m) => (m === peerLast && peerLast === peerFirst ? [] : (m.row?.runs ?? [])))
    .map((run) => run.benchmarkIndex);
  say(
    `- Lighthouse's \`benchmarkIndex\` (its \`computeBenchmarkIndex\`, run unthrottled in a blank page before each run; median and range): ${benchmarkIndexText(indexes)}.`,
  );
  say(`- Browser: Chromium ${o.browser.version()}.`);
  say(
    missed.length
      ? `- Budgets: ${met} rows met, ${missed.length} missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`
      : `- Budgets: all ${met} rows met.`,
  );
  const whole = [peerFirst, floor, ...pages, peerLast].every((m) => m.row !== null);
  return { lines, whole, press };
}
