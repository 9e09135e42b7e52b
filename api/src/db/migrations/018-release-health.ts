import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * Canary releases and the health of each remote version (decision 030).
 * - `release_canaries`: a remote's version served to a share of visitors (their bucket below `percent`)
 *   beside the live one, until it is promoted or rolled back (`status`).
 * - `release_actions`: who did what to a release, and when (a release manager, the CLI, the server).
 * - `release_sessions`: one row per page load and remote version it ran: errors seen, LCP, INP, CLS.
 *   The health table is worked out from these.
 * - `release_reports`: the raw reports (errors and load failures), kept a few days for a closer look.
 */
export function releaseHealth(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'release_canaries')
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('entry', 'text', (c) => c.notNull())
        .addColumn('percent', 'integer', (c) => c.notNull())
        // The live version when the canary started: its health is the yardstick.
        .addColumn('base_version', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('started_by', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('ended_by', 'text')
        .addColumn('end_reason', 'text')
        .execute();
      await db.schema.createIndex('release_canaries_status').on('release_canaries').columns(['status', 'remote']).execute();

      await createTableWithId(db, dialect, 'release_actions')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text')
        .addColumn('detail', 'text')
        .execute();

      await db.schema
        .createTable('release_sessions')
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('reports', 'integer', (c) => c.notNull())
        .addColumn('errors', 'integer', (c) => c.notNull())
        .addColumn('lcp', 'real')
        .addColumn('inp', 'real')
        .addColumn('cls', 'real')
        .addPrimaryKeyConstraint('release_sessions_pk', ['session_id', 'remote'])
        .execute();
      await db.schema.createIndex('release_sessions_version').on('release_sessions').columns(['remote', 'version', 'started_at']).execute();
      await db.schema.createIndex('release_sessions_started').on('release_sessions').column('started_at').execute();

      await createTableWithId(db, dialect, 'release_reports')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        // The remote a load failure or error boundary is about; null for the page's errors.
        .addColumn('remote', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        // Every loaded remote at that moment, as "name@version" separated by spaces.
        .addColumn('remotes', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('release_reports_received').on('release_reports').column('received_at').execute();
    },
  };
}
