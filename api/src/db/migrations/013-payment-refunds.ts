import type { Kysely } from 'kysely';

/**
 * A payment the provider completed that we must not keep (a second payment of one order, or one whose
 * promo code was used up meanwhile) is refunded: `status` becomes 'refunding', then 'refunded' once the
 * provider took the refund; `refund_reason` says why ('order_already_paid' or 'promo_used_up').
 */
export const paymentRefunds = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payments').addColumn('refund_reason', 'text').execute();
    await db.schema.createIndex('payments_status').on('payments').column('status').execute();
  },
};
