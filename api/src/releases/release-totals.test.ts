import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createReleaseTestApp, startTestCanary } from '../testing/release-test-app';
import { canaryVerdicts, judgementOf } from './canary-judgement';
import { p75, pruneReleaseReports, recordReports, versionStats } from './release-health';
import { healthTable } from './release-status';
import { BUCKET_EDGES, bucketOf, countSession, percentileOfBuckets } from './release-totals';
import { totalsFigures } from './release-figures';
import { rebuildReleaseTotals, sessionRowsFrom } from './release-totals-upkeep';

/** Release health's running totals (SQLite, and PostgreSQL with DATABASE_URL). */

const widthAt = (value: number) => BUCKET_EDGES[bucketOf(value) + 1]! - BUCKET_EDGES[bucketOf(value)]!;

describe('a percentile read off the buckets', () => {
  it('is within the width of the bucket that holds the exact one', () => {
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 50; run += 1) {
      const values = Array.from({ length: 1 + Math.floor(next() * 400) }, () => Math.round(next() * next() * 60_000 * 10) / 10);
      const counts = new Map<number, number>();
      for (const value of values) counts.set(bucketOf(value), (counts.get(bucketOf(value)) ?? 0) + 1);
      const exact = p75(values)!;
      const read = percentileOfBuckets(counts, 0.75)!;
      expect(bucketOf(read)).toBe(bucketOf(exact));
      expect(Math.abs(read - exact)).toBeLessThan(widthAt(exact));
    }
    expect(percentileOfBuckets(new Map(), 0.75)).toBeNull();
  });
});

describe('totals kept as reports are written', () => {
  let t: Awaited<ReturnType<typeof createReleaseTestApp>>;
  const LIVE = '1.0.0-live';
  const CANARY = '1.0.1-canary';
  beforeAll(async () => {
    t = await createReleaseTestApp({ 'mfe-marketing': LIVE });
  });
  afterAll(() => t.close());

  const totalsRows = async (db: Kysely<Database>) => ({
    totals: await db.selectFrom('release_totals').selectAll().orderBy('remote').orderBy('version').orderBy('minute').execute(),
    buckets: await db
      .selectFrom('release_total_buckets')
      .selectAll()
      .where('sessions', '<>', 0)
      .orderBy('remote')
      .orderBy('version')
      .orderBy('minute')
      .orderBy('metric')
      .orderBy('bucket')
      .execute(),
    sources: await db.selectFrom('release_sources').selectAll().orderBy('remote').orderBy('version').orderBy('source').execute(),
  });

  const send = (version: string, session: string, source: string, items: { kind: 'error' | 'lcp' | 'inp'; value?: number }[]) => {
    const tag = `mfe-marketing@${version}`;
    return recordReports(
      t.db,
      t.releasesDir,
      { session, remotes: [tag], items: items.map((item) => ({ ...item, message: 'boom', remotes: [tag] })) },
      { source, page: `page-${session}` },
    );
  };

  it('counts each session once, and a later batch of it moves its error and metric figures', async () => {
    await startTestCanary(t.db, { version: CANARY, percent: 10, baseVersion: LIVE, actor: 'cli:test' });
    for (let i = 0; i < 40; i += 1)
      await send(i % 4 === 0 ? CANARY : LIVE, `s${i}`, `address${i % 6}`, [
        { kind: 'lcp', value: 500 + i * 97 },
        ...(i % 3 === 0 ? [{ kind: 'inp' as const, value: 40 + i * 11 }] : []),
      ]);
    // Later batches: an error, and a new LCP in another bucket (web-vitals reports it again).
    await send(LIVE, 's1', 'address1', [{ kind: 'error' }, { kind: 'lcp', value: 9000 }]);
    await send(CANARY, 's4', 'address4', [{ kind: 'error' }]);

    const [live] = await totalsFigures(t.db, { remote: 'mfe-marketing', version: LIVE, since: '' });
    expect(live).toMatchObject({ sessions: 30, errorSessions: 1, sources: 6 });
    const [canary] = await totalsFigures(t.db, { remote: 'mfe-marketing', version: CANARY, since: '' });
    expect(canary).toMatchObject({ sessions: 10, errorSessions: 1, sources: 3 });
    for (const [version, stats] of [
      [LIVE, live!],
      [CANARY, canary!],
    ] as const) {
      const exact = await versionStats(t.db, 'mfe-marketing', version);
      expect(stats).toMatchObject({ sessions: exact.sessions, sources: exact.sources, errorSessions: exact.errorSessions });
      expect(Math.abs(stats.lcpP75! - exact.lcpP75!)).toBeLessThan(widthAt(exact.lcpP75!));
      expect(Math.abs(stats.inpP75! - exact.inpP75!)).toBeLessThan(widthAt(exact.inpP75!));
    }

    // What was kept on the way is what the stored sessions make at once.
    const kept = await totalsRows(t.db);
    await rebuildReleaseTotals(t.db);
    expect(await totalsRows(t.db)).toEqual(kept);
  });

  it('prunes the session rows once no token can add to them, and the figures and the verdict stay', async () => {
    const rule = { minSessions: 5, minSources: 2, errorMarginPct: 5 };
    const table = await healthTable(t.db, t.releasesDir);
    const verdicts = (await canaryVerdicts(t.db, t.releasesDir, rule)).map(judgementOf);
    expect(verdicts).toMatchObject([{ verdict: 'failing', canary: { sessions: 10, sources: 3, errorSessions: 1 } }]);
    expect(await sessionRowsFrom(t.db)).toBe('');

    // An hour and a half on: the rows are gone (the totals hold them), the days kept are not over.
    await pruneReleaseReports(t.db, 14, Date.now() + 90 * 60_000);
    expect(await t.db.selectFrom('release_sessions').selectAll().execute()).toEqual([]);
    expect(await sessionRowsFrom(t.db)).not.toBe('');
    const figures = (rows: typeof table) => rows.map(({ lcpP75: _l, inpP75: _i, ...row }) => row);
    const after = await healthTable(t.db, t.releasesDir);
    expect(figures(after)).toEqual(figures(table));
    for (const [i, row] of after.entries())
      if (row.lcpP75 !== null) expect(Math.abs(row.lcpP75 - table[i]!.lcpP75!)).toBeLessThan(widthAt(table[i]!.lcpP75!));
    expect((await canaryVerdicts(t.db, t.releasesDir, rule)).map(judgementOf)).toEqual(verdicts);

    // Past the days kept the totals go too: over every minute kept as well as per minute.
    await pruneReleaseReports(t.db, 14, Date.now() + 15 * 24 * 60 * 60_000);
    expect((await totalsRows(t.db)).totals).toEqual([]);
    expect(await totalsFigures(t.db, { since: '' })).toEqual([]);
  });

  it('counts a source in the minute it was last seen, so the sources since a moment are exact to the minute', async () => {
    const start = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;
    const at = (minute: number) => new Date(start + minute * 60_000 + 30_000).toISOString();
    const session = (startedAt: string, source: string) =>
      countSession(t.db, { remote: 'mfe-auth', version: '2.0.0', startedAt, source }, null, { errors: 0, lcp: null, inp: null });
    await session(at(1), 'a');
    await session(at(1), 'b');
    await session(at(2), 'a');
    await session(at(3), 'c');
    const since = async (minute: number) =>
      (await totalsFigures(t.db, { remote: 'mfe-auth', version: '2.0.0', since: minute < 0 ? '' : at(minute) }))[0]?.sources;
    expect([await since(-1), await since(1), await since(2), await since(3), await since(4)]).toEqual([3, 3, 2, 1, undefined]);
  });
});
