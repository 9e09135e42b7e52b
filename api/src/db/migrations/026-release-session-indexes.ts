import type { Kysely } from 'kysely';

/**
 * Release health worked out in the database: the release page over a million stored sessions
 * read every one of a version's sessions into the server. Each index covers one question about a remote
 * version since a moment, so it is answered from the index alone:
 * - counts (sessions, error sessions, LCP and INP values, sources since a moment): `release_sessions_stats`,
 *   which replaces `release_sessions_version` (its first three columns);
 * - distinct sources of all kept sessions: `release_sessions_sources`, read in order without sorting;
 * - the 75th percentile of LCP and of INP: `release_sessions_lcp` and `_inp`, read in order to its rank.
 */
export const releaseSessionIndexes = {
  async up(db: Kysely<unknown>) {
    const on = (name: string, columns: string[]) => db.schema.createIndex(name).on('release_sessions').columns(columns).execute();
    await on('release_sessions_stats', ['remote', 'version', 'started_at', 'errors', 'lcp', 'inp', 'source']);
    await db.schema.dropIndex('release_sessions_version').execute();
    await on('release_sessions_sources', ['remote', 'version', 'source', 'started_at']);
    await on('release_sessions_lcp', ['remote', 'version', 'lcp', 'started_at']);
    await on('release_sessions_inp', ['remote', 'version', 'inp', 'started_at']);
  },
};
