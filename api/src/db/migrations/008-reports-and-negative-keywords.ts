import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * Monthly reports and negative keywords: words to exclude on a search ad, when an ad was paused (a recently paused campaign still
 * gets its monthly report), the HTML part of dev outbox emails, and one row per monthly report sent.
 */
export function reportsAndNegativeKeywords(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column per ALTER TABLE statement.
      await db.schema
        .alterTable('search_ads')
        .addColumn('negative_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema.alterTable('search_ads').addColumn('paused_at', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('html', 'text').execute();

      await createTableWithId(db, dialect, 'monthly_reports')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('ad_id', 'integer', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('monthly_reports_user_month', ['user_id', 'month'])
        .execute();
    },
  };
}
