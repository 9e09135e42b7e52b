import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * A kept payment refunded in part (security round 4, finding 1: the credit a plan ends with goes back to the
 * card). One row per refund asked for, its `refund_key` unique so a retry or a second instance finds it
 * made; the sum of a payment's rows never exceeds its amount (`payment-store.ts` checks it under the
 * payment's row lock). `status`: pending (to send), sending (with the provider, outcome unknown until
 * it answers or is asked), refunded, owed (the provider refused it, or no payment was left to refund
 * against: finance follows it up). `payment_id` is null only for such an owed remainder.
 */
export function paymentRefundsInPart(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'payment_refunds')
        .addColumn('refund_key', 'text', (c) => c.notNull().unique())
        .addColumn('payment_id', 'integer')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('subscription_id', 'integer')
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('refunded_at', 'text')
        .execute();
      await db.schema.createIndex('payment_refunds_status').on('payment_refunds').column('status').execute();
      await db.schema.createIndex('payment_refunds_payment').on('payment_refunds').column('payment_id').execute();
    },
  };
}
