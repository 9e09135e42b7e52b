import { createTestApp, type TestApp } from '../testing/test-app';
import { leaseOf, withLease } from './job-lease';
import { startScheduler, type PeriodicJob } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quiet = { info: () => undefined, error: () => undefined };

describe('withLease', () => {
  it('runs a job once per period however many instances try at once, and again in the next period', async () => {
    const other = t.openAnother();
    try {
      let runs = 0;
      const job = async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 20));
      };
      const tries = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) => withLease(i % 2 ? other.db : t.db, 'count', '2026-10', job, { holder: `instance-${i}` })),
      );
      expect(runs).toBe(1);
      expect(tries.filter(Boolean)).toHaveLength(1);
      expect(await withLease(t.db, 'count', '2026-10', job)).toBe(false);
      expect((await leaseOf(t.db, 'count', '2026-10'))?.done_at).toEqual(expect.any(String));

      expect(await withLease(other.db, 'count', '2026-11', job)).toBe(true);
      expect(runs).toBe(2);
    } finally {
      await other.db.destroy();
    }
  });

  it('releases the lease when the job fails, so the next try runs it', async () => {
    await expect(
      withLease(t.db, 'flaky', 'p1', async () => {
        throw new Error('mail server down');
      }),
    ).rejects.toThrow('mail server down');
    expect(await leaseOf(t.db, 'flaky', 'p1')).toMatchObject({ done_at: null, last_error: 'mail server down' });
    let ran = false;
    expect(await withLease(t.db, 'flaky', 'p1', async () => (ran = true))).toBe(true);
    expect(ran).toBe(true);
    expect(await leaseOf(t.db, 'flaky', 'p1')).toMatchObject({ attempts: 2, last_error: null });
  });

  it('lets another instance take over a lease whose holder died, but not one still held', async () => {
    const stillHeld = new Date(Date.now() + 60_000).toISOString();
    const expired = new Date(Date.now() - 1_000).toISOString();
    await t.db
      .insertInto('job_leases')
      .values([
        { name: 'held', period_key: 'p', holder: 'alive', claimed_until: stillHeld, attempts: 1, done_at: null, last_error: null },
        { name: 'orphan', period_key: 'p', holder: 'killed', claimed_until: expired, attempts: 1, done_at: null, last_error: null },
      ])
      .execute();
    const job = jest.fn(async () => undefined);
    expect(await withLease(t.db, 'held', 'p', job)).toBe(false);
    expect(job).not.toHaveBeenCalled();
    expect(await withLease(t.db, 'orphan', 'p', job)).toBe(true);
    expect(job).toHaveBeenCalledTimes(1);
    expect(await leaseOf(t.db, 'orphan', 'p')).toMatchObject({ attempts: 2, done_at: expect.any(String) });
  });
});

describe('startScheduler', () => {
  it('runs each job once per period across two instances ticking together', async () => {
    const other = t.openAnother();
    const runs: string[] = [];
    const jobs = (instance: string): PeriodicJob[] => [
      {
        name: 'monthly',
        periodKey: () => '2026-09',
        run: async (period) => {
          runs.push(`${instance} monthly ${period}`);
        },
      },
      {
        name: 'hourly',
        periodKey: () => '2026-10-01T09',
        run: async (period) => {
          runs.push(`${instance} hourly ${period}`);
        },
      },
    ];
    const a = startScheduler(t.db, jobs('a'), quiet, { tickMs: 5 });
    const b = startScheduler(other.db, jobs('b'), quiet, { tickMs: 5 });
    try {
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await a.stop();
      await b.stop();
      await other.db.destroy();
    }
    expect(runs.filter((r) => r.endsWith('monthly 2026-09'))).toHaveLength(1);
    expect(runs.filter((r) => r.endsWith('hourly 2026-10-01T09'))).toHaveLength(1);
  });
});
