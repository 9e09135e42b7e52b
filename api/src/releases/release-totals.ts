import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BUCKET_EDGES, bucketOf } from '../db/migrations/027-release-totals';

export { BUCKET_EDGES, bucketOf };

/**
 * Release health kept as running totals (issue 46, issue 48 finding 7): per remote version and minute,
 * and over every minute kept (minute ''), the sessions, error sessions, LCP and INP values, sources
 * last seen, and the sessions per LCP and INP bucket. `recordReports` changes them with each session it
 * writes, so the release page reads a row per version, not a row per session, and a session's own row
 * is needed only while its report token can still add to it (`SESSION_ROWS_KEEP_MS`).
 */

/** A session row outlives its report token (30 minutes) by this much: past it the totals hold it. */
export const SESSION_ROWS_KEEP_MS = 60 * 60_000;

type Metric = 'lcp' | 'inp';

/**
 * The nearest-rank percentile of the values counted per bucket: the bucket holding that rank, and a
 * value inside it in proportion to the rank's place among the bucket's values (the true value is in
 * the same bucket, so the answer is off by less than the bucket's width).
 */
export function percentileOfBuckets(counts: Map<number, number>, p: number): number | null {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total * p);
  let below = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const n = counts.get(bucket)!;
    if (n > 0 && below + n >= rank) {
      const [low, high] = [BUCKET_EDGES[bucket]!, BUCKET_EDGES[bucket + 1]!];
      return Math.round(low + ((high - low) * (rank - below - 0.5)) / n);
    }
    below += n;
  }
  return null;
}

export const minuteOf = (moment: string) => moment.slice(0, 16);

/** A session's figures as stored: before a batch (null for a new session) and after it. */
interface SessionFigures {
  errors: number;
  lcp: number | null;
  inp: number | null;
}

type Totals = Kysely<Database>;

async function addToTotals(
  db: Totals,
  key: { remote: string; version: string; minute: string },
  add: { sessions: number; error_sessions: number; lcps: number; inps: number; sources: number },
) {
  if (Object.values(add).every((n) => n === 0)) return;
  const plus = (column: keyof typeof add) => sql<number>`release_totals.${sql.ref(column)} + ${add[column]}`;
  await db
    .insertInto('release_totals')
    .values({ ...key, ...add })
    .onConflict((oc) =>
      oc.columns(['remote', 'version', 'minute']).doUpdateSet({
        sessions: plus('sessions'),
        error_sessions: plus('error_sessions'),
        lcps: plus('lcps'),
        inps: plus('inps'),
        sources: plus('sources'),
      }),
    )
    .execute();
}

async function addToBucket(db: Totals, key: { remote: string; version: string; minute: string }, metric: Metric, value: number, n: number) {
  await db
    .insertInto('release_total_buckets')
    .values({ ...key, metric, bucket: bucketOf(value), sessions: n })
    .onConflict((oc) =>
      oc
        .columns(['remote', 'version', 'minute', 'metric', 'bucket'])
        .doUpdateSet({ sessions: sql<number>`release_total_buckets.sessions + ${n}` }),
    )
    .execute();
}

/**
 * A new session's source is last seen in its minute: counted once per version over every minute kept,
 * and in the minute it was last seen (so the sources since a moment are the sum from that minute on).
 * The move is a compare-and-set, so two instances seeing one source at once count it once.
 */
async function sourceSeen(db: Totals, remote: string, version: string, source: string, minute: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insertInto('release_sources')
      .values({ remote, version, source, minute })
      .onConflict((oc) => oc.columns(['remote', 'version', 'source']).doNothing())
      .returning('minute')
      .execute();
    const one = { sessions: 0, error_sessions: 0, lcps: 0, inps: 0, sources: 1 };
    if (inserted.length) {
      await addToTotals(db, { remote, version, minute: '' }, one);
      await addToTotals(db, { remote, version, minute }, one);
      return;
    }
    const seen = await db
      .selectFrom('release_sources')
      .select('minute')
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('source', '=', source)
      .executeTakeFirst();
    if (!seen) continue;
    if (seen.minute >= minute) return;
    const moved = await db
      .updateTable('release_sources')
      .set({ minute })
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('source', '=', source)
      .where('minute', '=', seen.minute)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) {
      await addToTotals(db, { remote, version, minute: seen.minute }, { ...one, sources: -1 });
      await addToTotals(db, { remote, version, minute }, one);
      return;
    }
  }
}

/** Changes the totals of a session's version and minute (its start) from `before` (null: new) to `after`. */
export async function countSession(
  db: Totals,
  { remote, version, startedAt, source }: { remote: string; version: string; startedAt: string; source: string },
  before: SessionFigures | null,
  after: SessionFigures,
) {
  const has = (figures: SessionFigures | null, test: (f: SessionFigures) => boolean) => (figures && test(figures) ? 1 : 0);
  const change = (test: (f: SessionFigures) => boolean) => has(after, test) - has(before, test);
  const add = {
    sessions: before ? 0 : 1,
    error_sessions: change((f) => f.errors > 0),
    lcps: change((f) => f.lcp !== null),
    inps: change((f) => f.inp !== null),
    sources: 0,
  };
  const minute = minuteOf(startedAt);
  for (const key of [
    { remote, version, minute: '' },
    { remote, version, minute },
  ]) {
    await addToTotals(db, key, add);
    for (const metric of ['lcp', 'inp'] as const) {
      const [was, is] = [before?.[metric] ?? null, after[metric]];
      if (was !== null && is !== null && bucketOf(was) === bucketOf(is)) continue;
      if (was !== null) await addToBucket(db, key, metric, was, -1);
      if (is !== null) await addToBucket(db, key, metric, is, 1);
    }
  }
  if (!before) await sourceSeen(db, remote, version, source, minute);
}

/** Sessions of a remote version stored this minute so far (the per-minute cap). */
export async function sessionsThisMinute(db: Totals, remote: string, version: string, minute: string): Promise<number> {
  const row = await db
    .selectFrom('release_totals')
    .select('sessions')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('minute', '=', minute)
    .executeTakeFirst();
  return Number(row?.sessions ?? 0);
}
