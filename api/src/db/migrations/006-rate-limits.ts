import type { Kysely } from 'kysely';

/** Rate-limit counters shared by every API instance (production runs several behind a load balancer). */
export const rateLimits = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .execute();
  },
};
