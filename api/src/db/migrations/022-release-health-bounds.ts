import type { Kysely } from 'kysely';

/**
 * Bounds on release health (decision 030).
 * - `release_dropped`: sessions not stored because their version already had its cap of sessions in
 *   that minute, counted per version and minute (the table grows by at most one row per version a minute).
 * - `release_sessions.source`: a hash of who the server handed the report token to (visitor id or
 *   address): a judgement needs sessions from enough distinct sources.
 */
export const releaseHealthBounds = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('release_dropped')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('minute', 'text', (c) => c.notNull())
      .addColumn('sessions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('release_dropped_pk', ['remote', 'version', 'minute'])
      .execute();
    await db.schema
      .alterTable('release_sessions')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
