import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { buildAll } from '../build/build-all';
import { buildApp } from '../build/build-app';
import { ROOT } from '../build/paths';
import { writeResults } from '@adlaunch/api/testing';
import { bytesSection } from './web/bytes-section';
import { parseFlags } from './web/flags';
import { CHROME_FLAGS, CHROMIUM, lighthouseMedian, type Cookie, type Median } from './web/lighthouse';
import { benchmarkIndexText, BUDGET_TEXT, missedPublic, PAIRED_TEXT, seconds, timesFloor, type Baseline } from './web/budgets';
import { login, OWNERS, seedOwners, type OwnerId } from './web/owners';
import { serveStatic, siteEnv, startSite } from './web/servers';
import { usableSection } from './web/usable-section';
import { ownerSection } from './web/owner-section';

/**
 * `npm run bench:web`: what a phone downloads before the first heading shows; on a throttled phone
 * (4x slower CPU, slow 4G, an empty cache) when each page paints, when it can first be used and how
 * fast it answers a tap or a key (`web/usable.ts`); and Lighthouse's mobile scores (median of 3), for
 * the composed site, the floor (React, react-dom, the router and the federation runtime alone) and the
 * peer (the same pages as one ordinary bundle, no federation), then every owner page
 * (`OWNER_PAGE_PATHS`), logged in, on a first visit (cold) and a second one (warm). Every budget is a
 * ratio against the floor and the peer measured in the same run (`web/budgets.ts`), and the record
 * states Lighthouse's benchmark index and the Chromium version, so that runs on two machines can be
 * compared.
 *
 *   --all          Lighthouse on every public page (else / and /pricing)
 *   --bytes        the bytes only
 *   --usable       the throttled phone only, presses included (a quick check with --runs 1)
 *   --press        only the presses on the throttled phone (each page's primary button tapped at its
 *                  first show), beside the peer
 *   --owner        the owner pages only (beside the floor and the peer)
 *   --pages a,b    only these owner pages
 *   --runs N       runs per row (default 3; the median is kept)
 *   --no-build     measure the site as built (build it first under the build lock); the floor and
 *                  the peer are built only when missing
 *
 * Only a whole run is recorded in docs/performance.md: not with --bytes, --owner or --pages, nor with
 * fewer than 3 runs, nor when a page could not be measured. The throttled phone's table has a section
 * of its own, so a --usable run records it alone.
 */
async function main() {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.build) await buildAll({ ifNeeded: true });
  for (const app of ['tools/scripts/bench/floor', 'tools/scripts/bench/single']) {
    if (flags.build || !fs.existsSync(path.join(ROOT, app, 'dist/site/index.html'))) await buildApp(path.join(ROOT, app));
  }

  const env = siteEnv();
  const passwords = await seedOwners(env);
  const site = await startSite(env);
  // Every budget is a ratio against these two, measured in the same run.
  const floor = await serveStatic(path.join(ROOT, 'tools/scripts/bench/floor/dist/site'));
  const single = await serveStatic(path.join(ROOT, 'tools/scripts/bench/single/dist/site'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  let failed: boolean;
  const indexes: number[] = [];
  const verdicts = { met: 0, missed: [] as string[] };
  const judge = (row: string, missed: string[]) => {
    if (missed.length) verdicts.missed.push(`${row}: ${missed.join('; ')}`);
    else verdicts.met += 1;
    return missed.length ? `missed: ${missed.join('; ')}` : 'met';
  };
  try {
    const cookies = {} as Record<OwnerId, Cookie>;
    for (const id of Object.keys(OWNERS) as OwnerId[])
      cookies[id] = { name: 'token', value: await login(site.url, OWNERS[id].email, passwords[id]) };

    if (!flags.ownerOnly && !flags.usableOnly && !flags.pressOnly)
      await bytesSection({ browser, siteUrl: site.url, floorUrl: floor.url, peerUrl: single.url, cookies, say });
    // `--bytes`: the figures above are printed, nothing is recorded.
    if (flags.bytesOnly) return;

    const usable = await usableSection({
      browser,
      siteUrl: site.url,
      floorUrl: floor.url,
      peerUrl: single.url,
      cookies,
      runs: flags.runs,
      ownerPages: flags.ownerPages,
      ownerOnly: flags.ownerOnly,
      presses: !flags.ownerOnly,
      pressOnly: flags.pressOnly,
    });
    if (usable.press) {
      console.log(`\n${usable.press.lines.join('\n')}\n`);
      if (!usable.press.whole) {
        console.error('Some presses could not be measured (see "not measured" above); that table is not recorded.');
        process.exitCode = 1;
      } else if (flags.recordPress) writeResults('web-press', usable.press.lines.join('\n'));
      else console.log('(Presses not recorded: fewer than 3 runs print only.)');
    }
    if (flags.pressOnly) return;
    console.log(`\n${usable.lines.join('\n')}\n`);
    if (!usable.whole) {
      console.error('Some pages could not be measured on the throttled phone (see "not measured" above); that table is not recorded.');
      process.exitCode = 1;
    } else if (flags.recordUsable) writeResults('web-usable', usable.lines.join('\n'));
    else console.log('(Not recorded: --owner, --pages or fewer than 3 runs print only.)');
    if (flags.usableOnly) return;

    // The baseline first: the floor and the peer, as every budget below is a ratio against them.
    const floorRun = await lighthouseMedian(`${floor.url}/`, { runs: flags.runs });
    const peerRun = await lighthouseMedian(`${single.url}/`, { runs: flags.runs });
    indexes.push(...floorRun.benchmarkIndexes, ...peerRun.benchmarkIndexes);
    const base: Baseline = { floorTbtMs: floorRun.tbtMs, peerPerformance: peerRun.performance };
    /** A row's baseline: the floor runs made beside the page's own (`pairedFloor`), else the run's first. */
    const beside = (r: Median): Baseline => ({ ...base, floorTbtMs: r.pairedFloorTbtMs ?? base.floorTbtMs });

    if (!flags.ownerOnly) {
      say(`### Public pages: Lighthouse mobile (simulated slow 4G and 4x CPU), median of ${flags.runs}`);
      say();
      say(
        `Budget: ${BUDGET_TEXT.public}. Each row beside the peer (performance ${base.peerPerformance}) and the floor measured beside it: ${PAIRED_TEXT}`,
      );
      say();
      say(
        '| page | performance | peer | TBT | floor TBT beside it | x floor | LCP | CLS | accessibility | best practices | SEO | budget |',
      );
      say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
      const row = (name: string, r: Median, verdict: string, own = beside(r)) =>
        say(
          `| ${name} | ${r.performance} | ${base.peerPerformance} | ${r.tbtMs} ms | ${own.floorTbtMs} ms | ${timesFloor(r.tbtMs, own)} | ${seconds(r.lcpMs)} | ${r.cls} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${verdict} |`,
        );
      for (const route of flags.all ? PUBLIC_PAGE_PATHS : ['/', '/pricing']) {
        const r = await lighthouseMedian(`${site.url}${route}`, { runs: flags.runs, pairedFloor: `${floor.url}/` });
        indexes.push(...r.benchmarkIndexes);
        row(route, r, judge(route, missedPublic(r, beside(r))));
      }
      row('floor (a): React, react-dom, router, federation runtime', floorRun, '(baseline)', base);
      row('peer (b): the same pages as one bundle, /', peerRun, '(baseline)', base);
      say();
    }

    failed = await ownerSection({
      ownerPages: flags.ownerPages,
      runs: flags.runs,
      siteUrl: site.url,
      floorUrl: floor.url,
      cookies,
      base,
      beside,
      judge,
      indexes,
      say,
    });
    say();
    say('### The run');
    say();
    say(`- Lighthouse \`benchmarkIndex\` (median and range over every run): ${benchmarkIndexText(indexes)}.`);
    say(`- Browser: Chromium ${browser.version()}.`);
    say(
      verdicts.missed.length
        ? `- Budgets: ${verdicts.met} rows met, ${verdicts.missed.length} missed:\n${verdicts.missed.map((m) => `  - ${m}`).join('\n')}`
        : `- Budgets: all ${verdicts.met} rows met.`,
    );
  } finally {
    await browser.close();
    await floor.close();
    await single.close();
    site.child.kill('SIGTERM');
    await new Promise((resolve) => (site.child.exitCode === null ? site.child.once('exit', resolve) : resolve(null)));
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }
  if (failed) {
    console.error('\nSome owner pages could not be measured (see "not measured" above); nothing is recorded.');
    process.exitCode = 1;
    return;
  }
  if (flags.record) writeResults('web', lines.join('\n'));
  else console.log('\n(Not recorded: --bytes, --owner, --pages or fewer than 3 runs print only.)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
