import { runSyncBench } from './bench-sync';

// The benchmark's own figures (1,000 ads against 150 ms stand-ins) come from `npm run bench:sync` and
// docs/performance.md; this checks, at a tenth of the size, that what it measures is a real, complete sync.
describe('a sync of many linked ads', () => {
  it('fetches every linked ad from both stand-ins, calls batched per customer and per account', async () => {
    const result = await runSyncBench({ ads: 100, latencyMs: 20, concurrency: 8, adsPerCustomer: 20, adsPerAccount: 10 });
    expect(result.report.engines.map((e) => [e.engine, e.ads, e.failedAds])).toEqual([
      ['google', 100, 0],
      ['microsoft', 100, 0],
    ]);
    // One searchStream per customer, one report per account.
    expect(result.googleCalls).toBe(5);
    expect(result.microsoftReports).toBe(10);
    expect(result.storedDays).toBe(100 * 2 * 8);
  });
});
