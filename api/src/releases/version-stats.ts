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
 * Every remote version's figures over all kept sessions, keyed "remote@version": two grouped scans of
 * covering indexes, then each version's two p75 seeks side by side (a handful of round trips on
 * PostgreSQL, not five per version).
 */
export async function allVersionStats(db: Kysely<Database>): Promise<Map<string, VersionStats & { remote: string; version: string }>> {
  const [counts, sources] = await Promise.all([
    db
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
      .execute(),
    db
      .selectFrom((inner) => inner.selectFrom('release_sessions').select(['remote', 'version', 'source']).distinct().as('d'))
      .select((eb) => ['d.remote', 'd.version', eb.fn.countAll<number>().as('n')])
      .groupBy(['d.remote', 'd.version'])
      .execute(),
  ]);
  const sourcesOf = new Map(sources.map((row) => [key(row.remote, row.version), Number(row.n)]));
  const rows = await Promise.all(
    counts.map(async ({ remote, version, ...row }) => {
      const sessions = Number(row.sessions);
      const errorSessions = Number(row.errorSessions ?? 0);
      const [lcpP75, inpP75] = await Promise.all([
        p75Of(db, remote, version, 'lcp', Number(row.lcps)),
        p75Of(db, remote, version, 'inp', Number(row.inps)),
      ]);
      const stats = {
        remote,
        version,
        sessions,
        sources: sourcesOf.get(key(remote, version)) ?? 0,
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
