import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A remote version's health figures, worked out in the database over the indexes of migration 026: the
 * sessions never leave it (a million stored took 40 s when they did).
 */
export interface VersionStats {
  sessions: number;
  /** Distinct addresses the sessions' report tokens were handed to. */
  sources: number;
  errorSessions: number;
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
}

export const NO_SESSIONS: VersionStats = { sessions: 0, sources: 0, errorSessions: 0, errorRate: 0, lcpP75: null, inpP75: null };

/** A remote version's sessions since a moment: unbounded, the (remote, version, ...) indexes serve every question. */
export const keptSessions = (db: Kysely<Database>, remote: string, version: string, since = '') =>
  db
    .selectFrom('release_sessions')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .$if(since !== '', (q) => q.where('started_at', '>=', since));

/** Distinct sources of a remote version's sessions since a moment: read in order off an index, never sorted. */
export async function sourcesOf(db: Kysely<Database>, remote: string, version: string, since = '') {
  const { n } = await db
    .selectFrom(keptSessions(db, remote, version, since).select('source').distinct().as('sources'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The nearest-rank 75th percentile of `count` values (as p75() takes it): the value at rank ceil(0.75 n), read off the index. */
export async function p75Of(db: Kysely<Database>, remote: string, version: string, column: 'lcp' | 'inp', count: number, since = '') {
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

/**
 * Every remote version's figures over all kept sessions, keyed "remote@version": one grouped scan of a
 * covering index for the counts, then each version's sources and p75 seeks side by side (on PostgreSQL
 * over the pool's connections). A grouped count of distinct sources sorted every (version, source): slower.
 */
export async function allVersionStats(db: Kysely<Database>): Promise<Map<string, VersionStats & { remote: string; version: string }>> {
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
    .groupBy(['remote', 'version'])
    .execute();
  const rows = await Promise.all(
    counts.map(async ({ remote, version, ...row }) => {
      const sessions = Number(row.sessions);
      const errorSessions = Number(row.errorSessions ?? 0);
      const [sources, lcpP75, inpP75] = await Promise.all([
        sourcesOf(db, remote, version),
        p75Of(db, remote, version, 'lcp', Number(row.lcps)),
        p75Of(db, remote, version, 'inp', Number(row.inps)),
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
