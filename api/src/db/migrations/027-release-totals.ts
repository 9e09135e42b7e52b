import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Bucket edges of LCP and INP in ms (the last bucket ends at the 60 s a browser reports at most): a
 * percentile read off them is within its bucket, at most 25% of the value wide past 100 ms. They are
 * stored data: changing them needs a migration that rebuilds the buckets
 * (`rebuildReleaseTotals`).
 */
export const BUCKET_EDGES = [
  0, 20, 40, 60, 80, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 700, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750,
  3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000, 10_000, 12_000, 15_000, 20_000, 30_000, 45_000, 60_000,
] as const;
const LAST_BUCKET = BUCKET_EDGES.length - 2;

export function bucketOf(value: number): number {
  const index = BUCKET_EDGES.findIndex((edge) => value < edge);
  return index < 0 ? LAST_BUCKET : Math.max(0, Math.min(LAST_BUCKET, index - 1));
}

/** The same bucket, in SQL (the rebuild). */
const bucketSql = (column: 'lcp' | 'inp') =>
  sql.raw(
    `CASE ${BUCKET_EDGES.slice(1, -1)
      .map((edge, i) => `WHEN ${column} < ${edge} THEN ${i}`)
      .join(' ')} ELSE ${LAST_BUCKET} END`,
  );

const MINUTE = sql.raw('substr(started_at, 1, 16)');

/**
 * Makes every total again from the sessions stored (they must be every session kept: before any session
 * row was pruned). The caller holds the transaction (the migration's, or `rebuildReleaseTotals`).
 */
export async function fillReleaseTotals(trx: Kysely<Database>): Promise<void> {
  for (const table of ['release_totals', 'release_total_buckets', 'release_sources'] as const) await trx.deleteFrom(table).execute();
  await sql`INSERT INTO release_sources (remote, version, source, minute)
      SELECT remote, version, source, max(${MINUTE}) FROM release_sessions GROUP BY remote, version, source`.execute(trx);
  await sql`INSERT INTO release_totals (remote, version, minute, sessions, error_sessions, lcps, inps, sources)
      SELECT remote, version, ${MINUTE}, count(*), sum(CASE WHEN errors > 0 THEN 1 ELSE 0 END), count(lcp), count(inp), 0
      FROM release_sessions GROUP BY remote, version, ${MINUTE}`.execute(trx);
  // Every source's last minute has a session, so its row is there to take the count.
  await sql`INSERT INTO release_totals (remote, version, minute, sessions, error_sessions, lcps, inps, sources)
      SELECT remote, version, minute, 0, 0, 0, 0, count(*) FROM release_sources WHERE true GROUP BY remote, version, minute
      ON CONFLICT (remote, version, minute) DO UPDATE SET sources = excluded.sources`.execute(trx);
  for (const metric of ['lcp', 'inp'] as const)
    await sql`INSERT INTO release_total_buckets (remote, version, minute, metric, bucket, sessions)
        SELECT remote, version, ${MINUTE}, ${sql.lit(metric)}, ${bucketSql(metric)}, count(*) FROM release_sessions
        WHERE ${sql.ref(metric)} IS NOT NULL GROUP BY 1, 2, 3, 4, 5`.execute(trx);
  await sql`INSERT INTO release_totals (remote, version, minute, sessions, error_sessions, lcps, inps, sources)
      SELECT remote, version, '', sum(sessions), sum(error_sessions), sum(lcps), sum(inps), sum(sources)
      FROM release_totals GROUP BY remote, version`.execute(trx);
  await sql`INSERT INTO release_total_buckets (remote, version, minute, metric, bucket, sessions)
      SELECT remote, version, '', metric, bucket, sum(sessions) FROM release_total_buckets GROUP BY remote, version, metric, bucket`.execute(
    trx,
  );
}

/**
 * Release health as running totals (decision 030), so the release page
 * reads a row per version and the session rows can go once their report token cannot add to them:
 * - `release_totals`: per remote version and minute, and over every minute kept (minute ''), sessions,
 *   error sessions, LCP and INP values, and sources last seen;
 * - `release_total_buckets`: sessions per LCP and INP bucket (`BUCKET_EDGES`), for the percentiles;
 * - `release_sources`: each version's sources and the minute each was last seen;
 * - `release_session_window`: from when every session is still a row ('' : none pruned yet).
 * The totals are made from the sessions stored.
 */
export const releaseTotals = {
  async up(db: Kysely<unknown>) {
    const key = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('minute', 'text', (c) => c.notNull());
    await key('release_totals')
      .addColumn('sessions', 'integer', (c) => c.notNull())
      .addColumn('error_sessions', 'integer', (c) => c.notNull())
      .addColumn('lcps', 'integer', (c) => c.notNull())
      .addColumn('inps', 'integer', (c) => c.notNull())
      .addColumn('sources', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('release_totals_pk', ['remote', 'version', 'minute'])
      .execute();
    await key('release_total_buckets')
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('bucket', 'integer', (c) => c.notNull())
      .addColumn('sessions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('release_total_buckets_pk', ['remote', 'version', 'minute', 'metric', 'bucket'])
      .execute();
    await key('release_sources')
      .addColumn('source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('release_sources_pk', ['remote', 'version', 'source'])
      .execute();
    for (const table of ['release_totals', 'release_total_buckets', 'release_sources'])
      await db.schema.createIndex(`${table}_minute`).on(table).column('minute').execute();
    await db.schema
      .createTable('release_session_window')
      .addColumn('kept_from', 'text', (c) => c.notNull())
      .execute();
    await db
      .insertInto('release_session_window' as never)
      .values({ kept_from: '' } as never)
      .execute();
    await fillReleaseTotals(db as Kysely<Database>);
  },
};
