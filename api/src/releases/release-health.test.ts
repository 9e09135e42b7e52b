import { withLease } from '../lib/job-lease';
import { addStaff } from '../staff/staff-store';
import { createReleaseTestApp, startTestCanary } from '../testing/release-test-app';
import { p75, pruneReleaseReports, RAW_PER_MINUTE, recordReports, runningCanaries, SESSIONS_PER_VERSION_MINUTE } from './release-health';
import { judge, judgeCanaries } from './canary-judgement';
import { ReleaseDrops } from './release-drops';
import { healthTable } from './release-status';

const rule = { minSessions: 20, minSources: 3, errorMarginPct: 5 };

describe('the rollback rule', () => {
  it('rolls back a canary whose error rate exceeds the live one by more than the margin, over enough sessions', () => {
    expect(judge({ sessions: 20, sources: 3, errorRate: 0.5 }, { errorRate: 0 }, rule)).toBe(true);
    expect(judge({ sessions: 20, sources: 3, errorRate: 0.16 }, { errorRate: 0.1 }, rule)).toBe(true);
  });
  it('waits for the minimum number of sessions', () => {
    expect(judge({ sessions: 19, sources: 3, errorRate: 1 }, { errorRate: 0 }, rule)).toBe(false);
  });
  it('waits for sessions from enough distinct addresses: one address cannot roll a canary back', () => {
    expect(judge({ sessions: 500, sources: 2, errorRate: 1 }, { errorRate: 0 }, rule)).toBe(false);
  });
  it('keeps a canary within the margin, or better than live', () => {
    expect(judge({ sessions: 500, sources: 3, errorRate: 0.15 }, { errorRate: 0.1 }, rule)).toBe(false);
    expect(judge({ sessions: 500, sources: 3, errorRate: 0.01 }, { errorRate: 0.2 }, rule)).toBe(false);
  });
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([5])).toBe(5);
  });
});

describe('automatic rollback on the database', () => {
  let t: Awaited<ReturnType<typeof createReleaseTestApp>>;
  const LIVE = '1.0.0-live';
  const CANARY = '1.0.0-broken';
  const health = {
    managers: ['rm1@example.com', 'rm2@example.com'],
    errorMarginPct: 5,
    minSessions: 10,
    minSources: 3,
    checkMs: 1000,
    keepDays: 14,
  };

  beforeAll(async () => {
    t = await createReleaseTestApp({ 'mfe-marketing': LIVE });
  });
  afterAll(() => t.close());

  const visit = async (version: string, n: number, { errors }: { errors: boolean }) => {
    for (let i = 0; i < n; i += 1) {
      const tag = `mfe-marketing@${version}`;
      await recordReports(
        t.db,
        t.releasesDir,
        {
          session: `${version.replace(/[^a-z0-9]/g, '')}${i}x${Math.random().toString(36).slice(2, 8)}`,
          remotes: [tag],
          items: errors ? [{ kind: 'error', message: 'boom', remotes: [tag] }] : [{ kind: 'lcp', value: 1000 + i, remotes: [tag] }],
        },
        { source: `address${i % 4}` },
      );
    }
  };

  it('rolls back once, however many instances judge it, and emails every release manager once', async () => {
    await startTestCanary(t.db, { version: CANARY, percent: 50, baseVersion: LIVE, actor: 'cli:test' });
    await visit(CANARY, 9, { errors: true });
    await visit(LIVE, 10, { errors: false });
    const options = { releasesDir: t.releasesDir, health, siteOrigin: 'https://www.adlaunch.example' };
    // Nine sessions: too few to judge.
    expect((await judgeCanaries(t.db, options))[0]).toMatchObject({ rollBack: false, canary: { sessions: 9, errorSessions: 9 } });
    await visit(CANARY, 1, { errors: true });

    // Two instances (two connections) judge the same period: one holds the lease and decides.
    const other = t.openAnother();
    try {
      const verdicts: unknown[] = [];
      const ran = await Promise.all(
        [t.db, other.db].map((db) => withLease(db, 'judge-canaries', 'p1', async () => verdicts.push(await judgeCanaries(db, options)))),
      );
      expect(ran.filter(Boolean)).toHaveLength(1);
      // And an instance judging after it (another period) finds nothing left to roll back.
      expect(await judgeCanaries(other.db, options)).toEqual([]);
    } finally {
      await other.db.destroy();
    }
    expect(await runningCanaries(t.db)).toEqual([]);
    const canary = await t.db.selectFrom('release_canaries').selectAll().executeTakeFirstOrThrow();
    expect(canary).toMatchObject({ status: 'rolled_back', ended_by: 'server (automatic rollback)' });
    expect(canary.end_reason).toContain('errors in 100.0% of 10 sessions (4 addresses), live 1.0.0-live 0.0% of 10');
    const emails = await t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'kind'])
      .where('kind', '=', 'release-rollback')
      .execute();
    expect(emails.map((e) => e.to_address).sort()).toEqual(['rm1@example.com', 'rm2@example.com']);
    expect(emails[0].subject).toBe(`Canary rolled back: mfe-marketing ${CANARY}`);
    const actions = await t.db.selectFrom('release_actions').selectAll().where('action', '=', 'auto-rollback').execute();
    expect(actions).toHaveLength(1);
  });

  it('emails the staff with the releases role once one holds it, not the seed list', async () => {
    await addStaff(t.db, 'releases@adlaunch.example', ['releases'], { staffId: null, name: 'test' });
    await addStaff(t.db, 'support@adlaunch.example', ['support'], { staffId: null, name: 'test' });
    const version = '1.0.0-broken-again';
    await startTestCanary(t.db, { version, percent: 50, baseVersion: LIVE, actor: 'cli:test' });
    await visit(version, 10, { errors: true });
    await judgeCanaries(t.db, { releasesDir: t.releasesDir, health, siteOrigin: 'x' });
    const emails = await t.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('subject', '=', `Canary rolled back: mfe-marketing ${version}`)
      .execute();
    expect(emails.map((e) => e.to_address)).toEqual(['releases@adlaunch.example']);
  });

  it('keeps a healthy canary running', async () => {
    await startTestCanary(t.db, { version: '1.0.0-healthy', percent: 20, baseVersion: LIVE, actor: 'cli:test' });
    await visit('1.0.0-healthy', 12, { errors: false });
    const [verdict] = await judgeCanaries(t.db, { releasesDir: t.releasesDir, health, siteOrigin: 'x' });
    expect(verdict).toMatchObject({ rollBack: false, canary: { sessions: 12, errorSessions: 0, lcpP75: 1008 } });
    expect(await runningCanaries(t.db)).toHaveLength(1);
  });

  it('prunes raw reports and sessions after the days kept', async () => {
    expect(await t.db.selectFrom('release_reports').selectAll().execute()).not.toEqual([]);
    await pruneReleaseReports(t.db, 14, Date.now() + 15 * 24 * 60 * 60_000);
    expect(await t.db.selectFrom('release_reports').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('release_sessions').selectAll().execute()).toEqual([]);
  });
});

describe('bounded storage', () => {
  let t: Awaited<ReturnType<typeof createReleaseTestApp>>;
  const LIVE = '1.0.0-live';
  beforeAll(async () => {
    t = await createReleaseTestApp({ 'mfe-marketing': LIVE });
  });
  afterAll(() => t.close());

  it('stores at most the cap of sessions per version and minute from a flood, and counts the rest as dropped', async () => {
    const tag = `mfe-marketing@${LIVE}`;
    const flood = 1_000; // over three times the cap: at least one minute of the run reaches it
    const drops = new ReleaseDrops(t.db);
    for (let i = 0; i < flood; i += 1)
      await recordReports(
        t.db,
        t.releasesDir,
        {
          session: `flood${i.toString(36).padStart(6, '0')}`,
          remotes: [tag],
          items: [{ kind: 'error', message: 'forged', remotes: [tag] }],
        },
        { drop: (tags, reason, reports) => drops.add(tags, reason, reports) },
      );
    await drops.flush();
    const sessions = await t.db.selectFrom('release_sessions').select('started_at').execute();
    const perMinute = new Map<string, number>();
    for (const row of sessions) perMinute.set(row.started_at.slice(0, 16), (perMinute.get(row.started_at.slice(0, 16)) ?? 0) + 1);
    expect(Math.max(...perMinute.values())).toBe(SESSIONS_PER_VERSION_MINUTE);
    const { dropped } = (await healthTable(t.db, t.releasesDir)).find((row) => row.version === LIVE)!;
    expect(dropped).toMatchObject({ token: 0, reused: 0, bounds: 0 });
    expect(sessions.length + dropped.cap).toBe(flood);
    const raw = await t.db.selectFrom('release_reports').select('received_at').execute();
    expect(raw.length).toBeLessThanOrEqual(RAW_PER_MINUTE * perMinute.size);
  }, 120_000);
});
