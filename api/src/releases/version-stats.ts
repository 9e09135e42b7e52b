import type { Kysely } from 'kysely';
import type { DroppedReports } from '@adlaunch/shared/schemas';
import type { Database } from '../db/schema';
import { readFigures, type VersionStats } from './release-figures';
import { sessionRowsFrom } from './release-totals-upkeep';

/**
 * A remote version's health figures. While every session of the period asked about is still a row
 * (since a moment after the session rows' cut, or before any was pruned) they are worked out from the
 * rows, exactly, in the database over the indexes of migration 026-release-session-indexes; otherwise
 * they are read off the running totals (release-totals.ts): counts exact per minute (the moment's
 * minute counts whole), the percentiles within their bucket.
 */
export type { VersionStats };

export const NO_SESSIONS: VersionStats = { sessions: 0, sources: 0, errorSessions: 0, errorRate: 0, lcpP75: null, inpP75: null };

/** A remote version's sessions since a moment: unbounded, the (remote, version, ...) indexes serve every question. */
const keptSessions = (db: Kysely<Database>, remote: string, version: string, since = '') =>
  db
    .selectFrom('release_sessions')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .$if(since !== '', (q) => q.where('started_at', '>=', since));

/** Distinct sources of a remote version's sessions since a moment: read in order off an index, never sorted. */
async function sourcesOf(db: Kysely<Database>, remote: string, version: string, since = '') {
  const { n } = await db
    .selectFrom(keptSessions(db, remote, version, since).select('source').distinct().as('sources'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The nearest-rank 75th percentile of `count` values (as p75() takes it): the value at rank ceil(0.75 n), read off the index. */
async function p75Of(db: Kysely<Database>, remote: string, version: string, column: 'lcp' | 'inp', count: number, since = '') {
  if (count === 0) return null;
  const row = await keptSessions(db, remote, version, since)
    .select(column)
    .where(column, 'is not', null)
    .orderBy(column)
    .limit(1)
    .offset(Math.ceil(count * 0.75) - 1)
    .executeTakeFirst();
  return row?.[column] == null ? null : Number(row[column]);
}

const key = (remote: string, version: string) => `${remote}@${version}`;

type Keyed = Map<string, VersionStats & { remote: string; version: string }>;

/** A question of the figures: one remote's versions, or every remote version (no remote), since a moment ('': all kept). */
export interface StatsAsk {
  remote?: string;
  versions?: string[];
  since: string;
}

export interface StatsAnswer {
  /** Keyed "remote@version"; a version without sessions may be missing (`NO_SESSIONS`). */
  stats: Keyed;
  /** Reports dropped per reason, keyed "remote@version" (empty unless asked for). */
  dropped: Map<string, DroppedReports>;
}

/**
 * The answers to several questions, in the order asked, given where the session rows start
 * (`sessionRowsFrom`): every question the totals answer, and the drops of all of them, side by side
 * (release-figures.ts); the questions only the session rows answer beside them.
 */
export async function askStats(db: Kysely<Database>, asks: StatsAsk[], rowsFrom: string, { drops = false } = {}): Promise<StatsAnswer[]> {
  const fromRows = (ask: StatsAsk) => rowsFrom === '' || (ask.since !== '' && ask.since >= rowsFrom);
  const [read, ...fromSessionRows] = await Promise.all([
    readFigures(
      db,
      asks.map((ask) => ({ ...ask, totals: !fromRows(ask), drops })),
    ),
    ...asks.map((ask) => (fromRows(ask) ? sessionRowsStats(db, ask) : null)),
  ]);
  return asks.map((_ask, i) => ({
    stats: fromSessionRows[i] ?? new Map(read[i]!.figures.map((row) => [key(row.remote, row.version), row])),
    dropped: read[i]!.dropped,
  }));
}

/** Sessions, their distinct sources, error sessions and p75 LCP and INP of a remote version, since a moment (all kept sessions by default). */
export async function versionStats(db: Kysely<Database>, remote: string, version: string, since = ''): Promise<VersionStats> {
  const [answer] = await askStats(db, [{ remote, versions: [version], since }], await sessionRowsFrom(db));
  const { remote: _remote, version: _version, ...stats } = answer!.stats.get(key(remote, version)) ?? { remote, version, ...NO_SESSIONS };
  return stats;
}

/** Every remote version's figures over all kept sessions, keyed "remote@version": a row per version off the totals. */
export async function allVersionStats(db: Kysely<Database>): Promise<Keyed> {
  const [answer] = await askStats(db, [{ since: '' }], await sessionRowsFrom(db));
  return answer!.stats;
}

async function sessionRowStats(db: Kysely<Database>, remote: string, version: string, since: string) {
  const counts = await keptSessions(db, remote, version, since)
    .select((eb) => [
      eb.fn.countAll<number>().as('sessions'),
      eb.fn.sum<number>(eb.case().when('errors', '>', 0).then(1).else(0).end()).as('errorSessions'),
      eb.fn.count<number>('lcp').as('lcps'),
      eb.fn.count<number>('inp').as('inps'),
    ])
    .executeTakeFirstOrThrow();
  const sessions = Number(counts.sessions);
  const errorSessions = Number(counts.errorSessions ?? 0);
  return {
    remote,
    version,
    sessions,
    sources: await sourcesOf(db, remote, version, since),
    errorSessions,
    errorRate: sessions ? errorSessions / sessions : 0,
    lcpP75: await p75Of(db, remote, version, 'lcp', Number(counts.lcps), since),
    inpP75: await p75Of(db, remote, version, 'inp', Number(counts.inps), since),
  };
}

/** A question's figures worked out from the session rows, exactly. */
async function sessionRowsStats(db: Kysely<Database>, { remote, versions = [], since }: StatsAsk): Promise<Keyed> {
  if (remote === undefined) return allSessionRowStats(db, since);
  const rows = await Promise.all(versions.map((version) => sessionRowStats(db, remote, version, since)));
  return new Map(rows.map((row) => [key(row.remote, row.version), row]));
}

/**
 * Every remote version's from the session rows: one grouped scan of a covering index for the counts,
 * then each version's sources and p75 seeks side by side (on PostgreSQL over the pool's connections).
 */
async function allSessionRowStats(db: Kysely<Database>, since: string): Promise<Keyed> {
  const counts = await db
    .selectFrom('release_sessions')
    .select((eb) => [
      'remote',
      'version',
      eb.fn.countAll<number>().as('sessions'),
      eb.fn.sum<number>(eb.case().when('errors', '>', 0).then(1).else(0).end()).as('errorSessions'),
      eb.fn.count<number>('lcp').as('lcps'),
      eb.fn.count<number>('inp').as('inps'),
    ])
    .$if(since !== '', (q) => q.where('started_at', '>=', since))
    .groupBy(['remote', 'version'])
    .execute();
  const rows = await Promise.all(
    counts.map(async ({ remote, version, ...row }) => {
      const sessions = Number(row.sessions);
      const errorSessions = Number(row.errorSessions ?? 0);
      const [sources, lcpP75, inpP75] = await Promise.all([
        sourcesOf(db, remote, version, since),
        p75Of(db, remote, version, 'lcp', Number(row.lcps), since),
        p75Of(db, remote, version, 'inp', Number(row.inps), since),
      ]);
      const stats = {
        remote,
        version,
        sessions,
        sources,
        errorSessions,
        errorRate: sessions ? errorSessions / sessions : 0,
        lcpP75,
        inpP75,
      };
      return [key(remote, version), stats] as const;
    }),
  );
  return new Map(rows);
}
