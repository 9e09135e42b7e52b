import { sql, type Kysely } from 'kysely';

/**
 * Each account keeps the A/B variant the server gave it (existing accounts split by id parity), and a
 * promo code may cap its total uses.
 */
export const serverSidePrices = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('ab_variant', 'text', (c) => c.notNull().defaultTo('B'))
      .execute();
    await sql`UPDATE users SET ab_variant = CASE WHEN id % 2 = 0 THEN 'A' ELSE 'B' END`.execute(db);
    await db.schema.alterTable('promo_codes').addColumn('max_uses', 'integer').execute();
    await db.schema.createIndex('payments_promo').on('payments').column('promo_id').execute();
  },
};
