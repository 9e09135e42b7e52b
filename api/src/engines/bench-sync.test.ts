import { runSyncBench } from './bench-sync';

describe('a sync of many linked ads', () => {
  it('fetches 1,000 linked ads from both stand-ins answering in 150 ms within a minute (calls batched per customer, 8 at a time)', async () => {
    const result = await runSyncBench({ ads: 1000, latencyMs: 150, concurrency: 8, adsPerCustomer: 20, adsPerAccount: 10 });
    expect(result.report.engines.map((e) => [e.engine, e.ads, e.failedAds])).toEqual([
      ['google', 1000, 0],
      ['microsoft', 1000, 0],
    ]);
    // One searchStream per customer, one report per account.
    expect(result.googleCalls).toBe(50);
    expect(result.microsoftReports).toBe(100);
    expect(result.storedDays).toBe(1000 * 2 * 8);
    expect(result.ms).toBeLessThan(60_000);
  }, 180_000);
});
