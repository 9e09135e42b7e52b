import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { REMOTE_NAMES } from '@adlaunch/shared';
import { writeResults } from '../src/testing/bench-results';
import { createReleaseTestApp, startTestCanary } from '../src/testing/release-test-app';
import { pruneReleaseReports } from '../src/releases/release-health';
import { rebuildReleaseTotals } from '../src/releases/release-totals-upkeep';
import { signedInStaff } from '../src/staff/staff-test-kit';

/**
 * `npm run bench:release-health`: the release page's status call (`GET /v2/staff/releases`: every version's
 * health, the running canary's judgement, guard and second factor included) over RELEASE_SESSIONS
 * (1,000,000) stored session reports, through the app, on SQLite and on PostgreSQL (BENCH_PG_URL,
 * default the local server on port 55432, a schema of its own; BENCH_PG=0 skips it). Six remotes, six
 * versions each (the newest live), a canary of mfe-marketing started two days ago; 14 days of reports.
 * The sessions are loaded as rows, their running totals made from them (as recordReports would have
 * kept them) and the rows older than an hour pruned, as the hourly job leaves them.
 * RELEASE_RUNS (100) calls are timed after three to warm up, so that the p95 is not the second-slowest of a few.
 * Goal: p95 under 200 ms. BENCH_RECORD=0 does not write docs/performance.md.
 */
const SESSIONS = Number(process.env.RELEASE_SESSIONS ?? 1_000_000);
const RUNS = Number(process.env.RELEASE_RUNS ?? 100);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const GOAL_MS = 200;
const DAY = 86_400_000;
const VERSIONS = ['1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5', '1.0.6'];
const LIVE = '1.0.6';
const CANARY = '1.0.7';

/** A deterministic pseudo-random sequence, so both databases get the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

type SessionRow = [string, string, string, string, number, number, number | null, number | null, number | null, string];

/** Rows in batches: session, remote, version, started_at, reports, errors, lcp, inp, cls, source. */
function* sessionBatches(size: number): Generator<SessionRow[]> {
  const next = random(46);
  const now = Date.now();
  let batch: SessionRow[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const remote = REMOTE_NAMES[Math.floor(next() * REMOTE_NAMES.length)]!;
    const age = next() * 14 * DAY;
    const pick = next();
    const version =
      remote === 'mfe-marketing' && age < 2 * DAY && pick < 0.1 ? CANARY : pick < 0.7 ? LIVE : VERSIONS[Math.floor(next() * 5)]!;
    const lcp = next() < 0.6 ? Math.round(400 + next() * next() * 6000) : null;
    const inp = next() < 0.4 ? Math.round(16 + next() * next() * 800) : null;
    const cls = next() < 0.5 ? Math.round(next() * next() * 500) / 1000 : null;
    const errors = next() < 0.03 ? 1 + Math.floor(next() * 3) : 0;
    batch.push([
      `s${i}`,
      remote,
      version,
      new Date(now - age).toISOString(),
      1 + Math.floor(next() * 8),
      errors,
      lcp,
      inp,
      cls,
      `src${Math.floor(next() * 50_000)}`,
    ]);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const COLUMNS = '(session_id, remote, version, started_at, reports, errors, lcp, inp, cls, source)';

/** The table's indexes are dropped while the rows go in and made again after (a bulk load's usual way). */
function seedSqlite(file: string) {
  const sqlite = new SQLite(file);
  const indexes = sqlite
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'release_sessions' AND sql IS NOT NULL`)
    .all() as { name: string; sql: string }[];
  const insert = sqlite.prepare(`INSERT INTO release_sessions ${COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const all = sqlite.transaction(() => {
    for (const { name } of indexes) sqlite.exec(`DROP INDEX ${name}`);
    for (const batch of sessionBatches(10_000)) for (const row of batch) insert.run(...row);
    for (const index of indexes) sqlite.exec(index.sql);
  });
  all();
  sqlite.close();
}

type App = Awaited<ReturnType<typeof createReleaseTestApp>>;

async function seedPostgres(t: App) {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename = 'release_sessions' AND schemaname = current_schema() AND indexname NOT LIKE '%_pk'`.execute(t.db);
  for (const { name } of indexes) await sql`DROP INDEX ${sql.id(name)}`.execute(t.db);
  for (const batch of sessionBatches(20_000)) {
    const column = (i: number) => batch.map((row) => row[i]);
    await sql`INSERT INTO release_sessions ${sql.raw(COLUMNS)}
      SELECT * FROM unnest(${column(0)}::text[], ${column(1)}::text[], ${column(2)}::text[], ${column(3)}::text[],
        ${column(4)}::int[], ${column(5)}::int[], ${column(6)}::real[], ${column(7)}::real[], ${column(8)}::real[], ${column(9)}::text[])`.execute(
      t.db,
    );
  }
  for (const { definition } of indexes) await sql.raw(definition).execute(t.db);
}

/** The totals the sessions make, and the session rows pruned to the last hour; PostgreSQL's tables as autovacuum leaves them. */
async function keepTotals(t: App) {
  const start = Date.now();
  await rebuildReleaseTotals(t.db);
  await pruneReleaseReports(t.db, 14);
  if (t.dialect === 'postgres')
    for (const table of ['release_sessions', 'release_totals', 'release_total_buckets', 'release_sources'])
      await sql`VACUUM ANALYZE ${sql.id(table)}`.execute(t.db);
  const count = async (table: 'release_sessions' | 'release_totals' | 'release_total_buckets' | 'release_sources') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rows = {
    sessions: await count('release_sessions'),
    totals: await count('release_totals'),
    buckets: await count('release_total_buckets'),
    sources: await count('release_sources'),
  };
  console.log(`totals made and session rows pruned in ${((Date.now() - start) / 1000).toFixed(1)} s:`, rows);
  return rows;
}

/** Statements sent to the database while `counting.on` (the round trips on PostgreSQL), through both drivers' one way in. */
const counting = { on: false, statements: 0 };
function countStatements() {
  const wrap = (target: object, method: string) => {
    const methods = target as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[method]!;
    methods[method] = function (this: unknown, ...args: unknown[]) {
      if (counting.on) counting.statements += 1;
      return original.apply(this, args);
    };
  };
  wrap(pg.Client.prototype, 'query');
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as object;
  for (const method of ['all', 'get', 'run', 'iterate']) wrap(statement, method);
  probe.close();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function runCase(database: 'SQLite' | 'PostgreSQL') {
  const live = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, LIVE]));
  const t = await createReleaseTestApp(live);
  try {
    const seeding = Date.now();
    if (t.dialect === 'sqlite') seedSqlite(path.join(t.config.dataDir, 'adlaunch.sqlite'));
    else await seedPostgres(t);
    console.log(`${database}: ${SESSIONS} sessions stored in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const stored = await keepTotals(t);
    await startTestCanary(t.db, { version: CANARY, percent: 10, baseVersion: LIVE, actor: 'bench' });
    await t.db
      .updateTable('release_canaries')
      .set({ started_at: new Date(Date.now() - 2 * DAY).toISOString() })
      .execute();
    const staff = await signedInStaff(t, ['releases']);
    const times: number[] = [];
    let versions = 0;
    counting.statements = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      counting.on = i >= 3;
      const start = process.hrtime.bigint();
      const res = await t.app.inject({ method: 'GET', url: '/v2/staff/releases', headers: staff.headers });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      counting.on = false;
      if (res.statusCode !== 200) throw new Error(`GET /v2/staff/releases: ${res.statusCode} ${res.body}`);
      versions = (res.json() as { rows: unknown[] }).rows.length;
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const statements = counting.statements / RUNS;
    const row = {
      database,
      runs: RUNS,
      versions,
      stored,
      statements,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1)!,
    };
    console.log(
      `${database}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms over ${versions} versions, ${statements} statements a call`,
    );
    return row;
  } finally {
    await t.close();
  }
}

async function main() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(`release health over ${SESSIONS} sessions; load average ${load}`);
  countStatements();
  delete process.env.DATABASE_URL;
  const rows = [await runCase('SQLite')];
  if (process.env.BENCH_PG !== '0') {
    process.env.DATABASE_URL = PG_URL;
    rows.push(await runCase('PostgreSQL'));
  }
  if (process.env.BENCH_RECORD !== '0')
    writeResults(
      'release-health',
      [
        `\`npm run bench:release-health\`: \`GET /v2/staff/releases\` (every version's health and the canary's judgement; guard, session and second factor included) through the app over ${SESSIONS.toLocaleString('en')} stored session reports: ${REMOTE_NAMES.length} remotes, six versions each (70% of sessions on the live one), a canary started two days ago, 14 days of reports, 50,000 sources. The sessions are kept as running totals per version and minute (made from the loaded rows as recordReports keeps them), and the session rows older than an hour pruned, as the hourly job leaves them; the rows left are counted below, with the statements one call sends (the guard's, second factor's and session's included; on PostgreSQL each is a round trip). Load average at the start: ${load}. Goal: p95 under ${GOAL_MS} ms.`,
        '',
        '| database | versions | session rows | total rows (version-minutes) | bucket rows | source rows | statements a call | runs | p50 | p95 | max | x goal (p95) | goal |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...rows.map(
          (r) =>
            `| ${r.database} | ${r.versions} | ${r.stored.sessions.toLocaleString('en')} | ${r.stored.totals.toLocaleString('en')} | ${r.stored.buckets.toLocaleString('en')} | ${r.stored.sources.toLocaleString('en')} | ${r.statements} | ${r.runs} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${(r.p95 / GOAL_MS).toFixed(2)} x | ${r.p95 < GOAL_MS ? 'met' : 'missed'} |`,
        ),
      ].join('\n'),
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
