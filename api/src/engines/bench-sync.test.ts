import { runSyncBench } from './bench-sync';

// The benchmark's own figures (1,000 ads against 150 ms stand-ins) come from `npm run bench:sync` and
// docs/performance.md; this checks, at a tenth of the size, that what it measures is a real, complete sync.
describe('a sync of many linked ads', () => {
  it('fetches every linked ad from both stand-ins: a searchStream per customer, a report for up to 300 campaigns of any accounts', async () => {
    const result = await runSyncBench({ ads: 100, latencyMs: 20, concurrency: 8, adsPerCustomer: 20, adsPerAccount: 10 });
    expect(result.report.engines.map((e) => [e.engine, e.ads, e.failedAds])).toEqual([
      ['google', 100, 0],
      ['microsoft', 100, 0],
    ]);
    // One searchStream per customer; the 100 campaigns of 10 Microsoft accounts in one report.
    expect(result.googleCalls).toBe(5);
    expect(result.microsoftReports).toBe(1);
    expect(result.storedDays).toBe(100 * 2 * 8);
  });

  it('names at most 300 campaigns in a Microsoft report, however many accounts hold them', async () => {
    const result = await runSyncBench({ ads: 350, latencyMs: 0, concurrency: 8, adsPerCustomer: 50, adsPerAccount: 1 });
    expect(result.report.engines.map((e) => [e.engine, e.ads, e.failedAds])).toEqual([
      ['google', 350, 0],
      ['microsoft', 350, 0],
    ]);
    expect(result.googleCalls).toBe(7);
    expect(result.microsoftReports).toBe(2);
    expect(result.storedDays).toBe(350 * 2 * 8);
  }, 60_000);
});
