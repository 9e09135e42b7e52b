import { sql, type Kysely } from 'kysely';

/**
 * The charge in flight for a period invoice is held by its payment's id (`in_flight_payment_id`), not by
 * the payment's reference (`in_flight`, 015): the ledger reads payments by id. Backfilled from
 * the payment with that reference (the ledger makes the payment and takes the slot in one transaction,
 * so there is always one), then the reference column goes (SQLite >= 3.35 drops a column).
 */
export const inFlightPaymentId = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('period_invoices')
      .addColumn('in_flight_payment_id', 'integer', (c) => c.references('payments.id'))
      .execute();
    await sql`UPDATE period_invoices SET in_flight_payment_id = (SELECT payments.id FROM payments WHERE payments.reference = period_invoices.in_flight) WHERE in_flight IS NOT NULL`.execute(
      db,
    );
    await db.schema.alterTable('period_invoices').dropColumn('in_flight').execute();
  },
};
