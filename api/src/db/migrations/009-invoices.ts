import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * One tax invoice per successful payment, numbered from a single gap-free sequence. The counter
 * is one row that the fulfilment's transaction increments (UPDATE ... RETURNING): PostgreSQL's row lock
 * makes concurrent fulfilments take turns, and a rolled-back payment rolls its number back with it.
 */
export function invoices(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('invoice_counter')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      await (db as Kysely<{ invoice_counter: { id: number; last_number: number } }>)
        .insertInto('invoice_counter')
        .values({ id: 1, last_number: 0 })
        .execute();

      await createTableWithId(db, dialect, 'invoices')
        .addColumn('number', 'integer', (c) => c.notNull().unique())
        .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payments.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('issued_at', 'text', (c) => c.notNull())
        // The invoice as issued (supplier, customer, lines, totals): later changes to either never alter it.
        .addColumn('document', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('invoices_user').on('invoices').column('user_id').execute();
    },
  };
}
