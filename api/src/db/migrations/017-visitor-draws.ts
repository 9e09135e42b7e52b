import type { Kysely } from 'kysely';

/**
 * Visitor ids the server issues, and one price-test draw per address and day (decision 032).
 * `visitors.issued`: 1 for an id the server minted; the rows before it hold ids the browser chose,
 * which anyone could re-draw, so they are kept for the record but never honoured again.
 * `visitor_draws`: the variant an address drew on a day and how many ids it was issued that day.
 */
export const visitorDraws = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('visitors')
      .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('visitor_draws')
      /** A hash of the client's address: the address itself is not kept. */
      .addColumn('address_key', 'text', (c) => c.notNull())
      /** YYYY-MM-DD (UTC). */
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('ab_variant', 'text', (c) => c.notNull())
      .addColumn('ids', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('visitor_draws_pk', ['address_key', 'day'])
      .execute();
  },
};
