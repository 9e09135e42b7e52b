import os from 'node:os';
import { addDays } from '@adlaunch/shared';
import { createTestApp } from '../testing/test-app';
import { writeResults } from '../testing/bench-results';
import { realSleep } from './engine-errors';
import { REFETCH_DAYS, syncResults, type SyncReport } from './results-sync';
import { startGoogleAdsStandin } from './testing/google-ads-standin';
import { startMicrosoftAdsStandin } from './testing/microsoft-ads-standin';

export interface SyncBenchOptions {
  ads: number;
  /** Every stand-in answer (token, searchStream, Submit, Poll, download) waits this long. */
  latencyMs: number;
  concurrency: number;
  /** Ads per Google customer (one searchStream each) and per Microsoft account (one report each). */
  adsPerCustomer: number;
  adsPerAccount: number;
}

export interface SyncBenchResult {
  ms: number;
  report: SyncReport;
  googleCalls: number;
  microsoftReports: number;
  storedDays: number;
}

/** A sync of `ads` search ads, each linked on both engines, against the stand-ins answering after `latencyMs`. */
export async function runSyncBench(options: SyncBenchOptions): Promise<SyncBenchResult> {
  const google = await startGoogleAdsStandin({ batchRows: 1000 });
  const microsoft = await startMicrosoftAdsStandin();
  const t = await createTestApp({ ...google.env, ...microsoft.env, ENGINE_SYNC_CONCURRENCY: String(options.concurrency) });
  try {
    const to = '2026-11-26';
    const owner = await t.createUser();
    const stamp = new Date().toISOString();
    // Written in bulk: one statement per table, not two thousand transactions.
    const ads = await t.db
      .insertInto('search_ads')
      .values(
        Array.from({ length: options.ads }, () => ({
          user_id: owner.user.id,
          locations: '[]',
          keywords: '[]',
          competitors: '[]',
          status: 'active',
          budget_cents: 480000,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning('id')
      .execute();
    const links = ads.flatMap(({ id: adId }, i) => {
      const customer = String(1_000_000_000 + Math.floor(i / options.adsPerCustomer));
      const account = String(500_000 + Math.floor(i / options.adsPerAccount));
      const campaign = String(10_000 + i);
      for (let d = 0; d <= REFETCH_DAYS; d++) {
        const date = addDays(to, -d);
        google.setDay(customer, campaign, date, { clicks: i % 7, impressions: 50 + d, costMicros: 1_000_000 * (1 + (i % 5)) });
        microsoft.setDay(account, campaign, date, { clicks: i % 3, impressions: 20 + d, spend: `${1 + (i % 4)}.25` });
      }
      const link = { ad_id: adId, campaign_id: campaign, linked_by: 'operator:bench', linked_at: stamp };
      return [
        { ...link, engine: 'google', account_id: customer },
        { ...link, engine: 'microsoft', account_id: account },
      ];
    });
    for (let i = 0; i < links.length; i += 500)
      await t.db
        .insertInto('engine_links')
        .values(links.slice(i, i + 500))
        .execute();
    google.setLatency(options.latencyMs);
    microsoft.setLatency(options.latencyMs);
    const started = performance.now();
    const report = await syncResults(t.db, t.config.engines, {
      date: to,
      pollMs: options.latencyMs,
      retry: { tries: 5, baseMs: 1_000, maxMs: 60_000, sleep: realSleep },
    });
    const ms = performance.now() - started;
    const stored = await t.db
      .selectFrom('engine_days')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      ms,
      report,
      googleCalls: google.searchCalls().length,
      microsoftReports: microsoft.submitCalls().length,
      storedDays: Number(stored.n),
    };
  } finally {
    await t.close();
    await google.close();
    await microsoft.close();
  }
}

async function main() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const rows: string[] = [];
  const cases: (SyncBenchOptions & { label: string })[] = [
    {
      label: '1,000 ads; 50 Google customers, 100 Microsoft accounts',
      ads: 1000,
      latencyMs: 150,
      concurrency: 8,
      adsPerCustomer: 20,
      adsPerAccount: 10,
    },
    {
      label: '1,000 ads; a customer and an account each (worst case)',
      ads: 1000,
      latencyMs: 150,
      concurrency: 8,
      adsPerCustomer: 1,
      adsPerAccount: 1,
    },
  ];
  for (const c of cases) {
    const result = await runSyncBench(c);
    const failed = result.report.engines.reduce((n, e) => n + e.failedAds, 0);
    const line = `| ${c.label} | ${c.concurrency} | ${result.googleCalls} | ${result.microsoftReports} | ${result.storedDays.toLocaleString('en')} | ${failed} | ${(result.ms / 1000).toFixed(1)} s | ${result.ms < 60_000 && failed === 0 ? 'met' : 'missed'} |`;
    console.log(line);
    rows.push(line);
  }
  writeResults(
    'sync',
    [
      'A results sync (`syncResults`: yesterday and the 7 days before) against the Google Ads and Microsoft Advertising stand-ins,',
      'every answer 150 ms late (token, searchStream, report submit, each poll, download), on SQLite. `npm run bench:sync`.',
      `Load average at the start: ${load}. Goal: under a minute for 1,000 ads, whatever the accounts.`,
      '',
      '| linked ads | calls at once per engine | searchStream calls | Microsoft reports | days stored | failed | time | goal |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
