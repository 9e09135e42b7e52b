import { sql, type Kysely } from 'kysely';

/**
 * Why release health reports were left out (decision 030), so the release page tells
 * "healthy" from "not enough evidence" from "under attack".
 * - `release_drops` replaces `release_dropped`: reports dropped per remote version, minute and reason
 *   (no token, token reused, value out of bounds, over the version's cap, rate-limited), counted and
 *   never stored one by one. Its rows were all over the cap.
 * - `release_sessions.page`: the page's own session id a report token was first sent with; the token
 *   sent again with another one is a replay, dropped.
 */
export const releaseDropReasons = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('release_drops')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('minute', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('reports', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('release_drops_pk', ['remote', 'version', 'minute', 'reason'])
      .execute();
    await sql`insert into release_drops (remote, version, minute, reason, reports)
      select remote, version, minute, 'cap', sessions from release_dropped`.execute(db);
    await db.schema.dropTable('release_dropped').execute();
    await db.schema
      .alterTable('release_sessions')
      .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
