import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * Results from the ad engines' APIs (decision 040).
 * - `engine_links`: a search ad's campaign on an engine (google: customer id; microsoft: account id), one per ad and engine.
 * - `engine_days`: each engine's figures per ad and day, as the engine last reported them (a re-fetch replaces).
 * - `engine_syncs`: per ad and engine, the last sync tried, the last that succeeded, its rows and its error.
 * - `spend_alerts`: an engine's cost past a paid period's ad budget, once per ad, engine and period (the back office queue shows them).
 */
export function engineResults(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'engine_links')
        .addColumn('ad_id', 'integer', (c) => c.notNull().references('search_ads.id'))
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('campaign_id', 'text', (c) => c.notNull())
        .addColumn('linked_by', 'text', (c) => c.notNull())
        .addColumn('linked_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('engine_links_ad_engine', ['ad_id', 'engine'])
        .execute();

      await db.schema
        .createTable('engine_days')
        .addColumn('ad_id', 'integer', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('clicks', 'integer', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addColumn('spend_cents', 'integer', (c) => c.notNull())
        .addColumn('fetched_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('engine_days_pk', ['ad_id', 'engine', 'date'])
        .execute();

      await db.schema
        .createTable('engine_syncs')
        .addColumn('ad_id', 'integer', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('tried_at', 'text', (c) => c.notNull())
        .addColumn('succeeded_at', 'text')
        .addColumn('from_date', 'text')
        .addColumn('to_date', 'text')
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('engine_syncs_pk', ['ad_id', 'engine'])
        .execute();

      await createTableWithId(db, dialect, 'spend_alerts')
        .addColumn('ad_id', 'integer', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('budget_cents', 'integer', (c) => c.notNull())
        .addColumn('spend_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resolved_at', 'text')
        .addUniqueConstraint('spend_alerts_once', ['ad_id', 'engine', 'period_start'])
        .execute();
    },
  };
}
