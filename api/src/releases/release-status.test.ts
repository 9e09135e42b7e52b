import type { KyselyPlugin } from 'kysely';
import { createReleaseTestApp, startTestCanary } from '../testing/release-test-app';
import { judgementOf } from './canary-judgement';
import { ReleaseDrops } from './release-drops';
import { pruneReleaseReports, recordReports } from './release-health';
import { releaseStatus } from './release-status';
import { sessionRowsFrom } from './release-totals-upkeep';

/**
 * The release page's status reads the canaries once and every figure side by side: each
 * question's answer stays its own, off the session rows and off the totals alike (SQLite, and
 * PostgreSQL with DATABASE_URL).
 */
const MARKETING = { live: '1.0.0-live', canary: '1.0.1-canary' };
const AUTH = { live: '2.0.0-live', canary: '2.0.1-canary' };
const DASHBOARD_LIVE = '3.0.0-live';
const rule = { minSessions: 4, minSources: 2, errorMarginPct: 5 };
const HOUR = 60 * 60_000;

let t: Awaited<ReturnType<typeof createReleaseTestApp>>;
beforeAll(async () => {
  t = await createReleaseTestApp({ 'mfe-marketing': MARKETING.live, 'mfe-auth': AUTH.live, 'mfe-dashboard': DASHBOARD_LIVE });
});
afterAll(() => t.close());

const send = (version: string, session: string, source: string, error: boolean) => {
  const tag = `mfe-marketing@${version}`;
  return recordReports(
    t.db,
    t.releasesDir,
    {
      session,
      remotes: [tag],
      items: [error ? { kind: 'error', message: 'boom', remotes: [tag] } : { kind: 'lcp', value: 1200, remotes: [tag] }],
    },
    { source, page: `page-${session}` },
  );
};

/** The status as the page shows it, and the statements it took. */
async function status() {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements += 1;
      return result;
    },
  };
  const { rows, verdicts } = await releaseStatus(t.db.withPlugin(counter), t.releasesDir, rule);
  return { rows, judgements: verdicts.map(judgementOf), statements };
}

const noDrops = { token: 0, reused: 0, bounds: 0, cap: 0, rate: 0 };

it('answers a version without reports, a canary without sessions, and each canary since it started, the same before and after the session rows are pruned', async () => {
  await startTestCanary(t.db, { version: MARKETING.canary, percent: 10, baseVersion: MARKETING.live, actor: 'cli:test' });
  await startTestCanary(t.db, { remote: 'mfe-auth', version: AUTH.canary, percent: 10, baseVersion: AUTH.live, actor: 'cli:test' });
  for (let i = 0; i < 6; i += 1) await send(MARKETING.canary, `canary${i}`, `address${i % 3}`, i < 3);
  for (let i = 0; i < 8; i += 1) await send(MARKETING.live, `live${i}`, `address${i % 4}`, false);
  const drops = new ReleaseDrops(t.db);
  // Before the canaries started: in the table's drops, not in the judgement's.
  drops.add([`mfe-marketing@${MARKETING.canary}`], 'token', 5, new Date(Date.now() - 2 * HOUR));
  drops.add([`mfe-marketing@${MARKETING.canary}`], 'rate', 2);
  // A canary with no session but dropped reports.
  drops.add([`mfe-auth@${AUTH.canary}`], 'token', 3);
  await drops.flush();

  const before = await status();
  expect(await sessionRowsFrom(t.db)).toBe('');
  const row = (version: string) => before.rows.find((r) => r.version === version);
  expect(row(DASHBOARD_LIVE)).toEqual({
    remote: 'mfe-dashboard',
    version: DASHBOARD_LIVE,
    state: 'live',
    percent: null,
    sessions: 0,
    sources: 0,
    errorSessions: 0,
    errorRate: 0,
    lcpP75: null,
    inpP75: null,
    dropped: noDrops,
  });
  expect(row(AUTH.canary)).toMatchObject({ state: 'canary', percent: 10, sessions: 0, dropped: { ...noDrops, token: 3 } });
  expect(row(MARKETING.canary)).toMatchObject({ sessions: 6, errorSessions: 3, sources: 3, dropped: { ...noDrops, token: 5, rate: 2 } });
  expect(row(MARKETING.live)).toMatchObject({ sessions: 8, errorSessions: 0, sources: 4, lcpP75: 1200, dropped: noDrops });
  expect(before.judgements).toEqual([
    {
      remote: 'mfe-marketing',
      since: expect.any(String),
      canary: { version: MARKETING.canary, sessions: 6, sources: 3, errorSessions: 3, errorRate: 0.5, dropped: { ...noDrops, rate: 2 } },
      live: { version: MARKETING.live, sessions: 8, sources: 4, errorSessions: 0, errorRate: 0, dropped: noDrops },
      verdict: 'failing',
    },
    {
      remote: 'mfe-auth',
      since: expect.any(String),
      canary: { version: AUTH.canary, sessions: 0, sources: 0, errorSessions: 0, errorRate: 0, dropped: { ...noDrops, token: 3 } },
      live: { version: AUTH.live, sessions: 0, sources: 0, errorSessions: 0, errorRate: 0, dropped: noDrops },
      verdict: 'waiting',
    },
  ]);

  // An hour and a half on the session rows are gone: every figure comes off the totals.
  await pruneReleaseReports(t.db, 14, Date.now() + 90 * 60_000);
  expect(await sessionRowsFrom(t.db)).not.toBe('');
  const after = await status();
  const bucketed = (rows: typeof before.rows) =>
    rows.map(({ lcpP75, ...r }) => ({ ...r, lcpP75: lcpP75 === null ? null : 'within its bucket' }));
  expect(bucketed(after.rows)).toEqual(bucketed(before.rows));
  expect(after.judgements).toEqual(before.judgements);
  // The canaries, the session rows' start and the actions once; then each question's counts, buckets
  // and drops side by side (the table's and each canary's).
  expect(after.statements).toBe(3 + 3 * 3);
});
