import { withLease } from '../lib/job-lease';
import { enginesConfig } from './engine-settings';
import { resultsSyncJobs, resultsSyncPeriod } from './results-sync-job';
import { createEnginesApp, type EnginesApp } from './testing/engines-test-kit';

let e: EnginesApp;
beforeAll(async () => {
  e = await createEnginesApp();
});
afterAll(() => e.close());

describe('the daily results sync job', () => {
  it('turns its day at 04:00 UTC (06:00 in South Africa)', () => {
    expect(resultsSyncPeriod(new Date('2026-11-27T03:59:00Z'))).toBe('2026-11-26');
    expect(resultsSyncPeriod(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27');
  });

  it('is not scheduled without settings, and says so once', () => {
    const said: string[] = [];
    expect(resultsSyncJobs(e.t.db, enginesConfig({}), { info: (line) => said.push(line) })).toEqual([]);
    expect(said).toEqual([expect.stringMatching(/^The results sync is off/)]);
  });

  it('fetches yesterday (and the 7 days before) once per day across instances, and wakes the outbox', async () => {
    const owner = await e.ownerWithAd();
    await e.link(owner.adId, 'google', '999-000-1111', '4242');
    e.google.setDay('9990001111', '4242', '2026-11-26', { clicks: 6, impressions: 60, costMicros: 0 });
    let wakes = 0;
    const [job] = resultsSyncJobs(
      e.t.db,
      e.t.config.engines,
      { info: () => undefined },
      { retry: e.retry, pollMs: 0, wake: () => wakes++ },
    );
    const other = e.t.openAnother();
    try {
      const period = resultsSyncPeriod(new Date('2026-11-27T06:10:00Z'));
      const ran = await Promise.all([e.t.db, other.db, e.t.db].map((db) => withLease(db, job.name, period, () => job.run(period))));
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(wakes).toBe(1);
    } finally {
      await other.db.destroy();
    }
    const sync = await e.t.db.selectFrom('engine_syncs').selectAll().where('ad_id', '=', owner.adId).executeTakeFirstOrThrow();
    expect(sync).toMatchObject({ from_date: '2026-11-19', to_date: '2026-11-26', rows: 1, error: null });
  });
});
