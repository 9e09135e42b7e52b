import { createTestApp, type TestApp } from '../testing/test-app';
import { p75, versionStats } from './release-health';
import { allVersionStats } from './version-stats';

/** A version's figures worked out in the database are the sessions' own (SQLite, and PostgreSQL with DATABASE_URL). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('counts sessions, error sessions and distinct sources and takes the nearest-rank p75 of LCP and INP, since a moment', async () => {
  const start = Date.parse('2026-11-01T00:00:00.000Z');
  const rows = Array.from({ length: 157 }, (_, i) => ({
    session_id: `s${i}`,
    remote: 'mfe-auth',
    version: i % 5 === 0 ? '1.0.1' : '1.0.2',
    started_at: new Date(start + i * 60_000).toISOString(),
    reports: 1 + (i % 4),
    errors: i % 7 === 0 ? 2 : 0,
    lcp: i % 3 === 0 ? null : 300 + ((i * 7919) % 4000) + 0.5,
    inp: i % 4 === 0 ? null : 16 + ((i * 104729) % 600),
    cls: null,
    source: `src${i % 23}`,
  }));
  await t.db.insertInto('release_sessions').values(rows).execute();
  for (const version of ['1.0.1', '1.0.2', '9.9.9'])
    for (const since of ['', rows[60]!.started_at]) {
      const kept = rows.filter((r) => r.version === version && r.started_at >= since);
      const errorSessions = kept.filter((r) => r.errors > 0).length;
      expect(await versionStats(t.db, 'mfe-auth', version, since)).toEqual({
        sessions: kept.length,
        sources: new Set(kept.map((r) => r.source)).size,
        errorSessions,
        errorRate: kept.length ? errorSessions / kept.length : 0,
        lcpP75: p75(kept.flatMap((r) => (r.lcp === null ? [] : [r.lcp]))),
        inpP75: p75(kept.flatMap((r) => (r.inp === null ? [] : [r.inp]))),
      });
    }
  // The release page's table works every version out at once, with the same figures.
  const all = await allVersionStats(t.db);
  expect([...all.keys()].sort()).toEqual(['mfe-auth@1.0.1', 'mfe-auth@1.0.2']);
  for (const version of ['1.0.1', '1.0.2'])
    expect(all.get(`mfe-auth@${version}`)).toEqual({ remote: 'mfe-auth', version, ...(await versionStats(t.db, 'mfe-auth', version)) });
});
