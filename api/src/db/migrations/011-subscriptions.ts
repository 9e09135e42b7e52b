// Also creates `visitors` and `users.vat_number`: a migration's name is stored in every database that ran it (Kysely's migration table), so it cannot be renamed.
import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * Recurring billing ([decision 016](../../../../docs/decisions/016-recurring-billing.md)): the
 * price-test variant assigned to a visitor on first contact; every paid order as a subscription that
 * renews monthly on a stored card authorization; one claim row per (subscription, period, attempt)
 * inserted before the provider is asked to charge, so two runs or two instances never charge a period
 * twice.
 */
export function subscriptions(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('visitors')
        .addColumn('cid', 'text', (c) => c.primaryKey())
        .addColumn('ab_variant', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('users').addColumn('vat_number', 'text').execute();
      await db.schema
        .alterTable('payments')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('order'))
        .execute();
      await db.schema.alterTable('payments').addColumn('subscription_id', 'integer').execute();

      await createTableWithId(db, dialect, 'subscriptions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('ad_id', 'integer')
        .addColumn('profile_id', 'integer')
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('charge_vat', 'integer', (c) => c.notNull())
        .addColumn('is_staff', 'integer', (c) => c.notNull())
        .addColumn('anchor_day', 'integer', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('cancel_at', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('ended_at', 'text')
        .addColumn('card_authorization', 'text')
        .addColumn('card_brand', 'text')
        .addColumn('card_last4', 'text')
        .addColumn('card_email', 'text', (c) => c.notNull())
        .addColumn('past_due_since', 'text')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_retry_on', 'text')
        .addColumn('paused_at', 'text')
        .addColumn('first_payment_id', 'integer', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
      await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'period_end']).execute();

      await createTableWithId(db, dialect, 'subscription_charges')
        .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
        /** The period the charge pays for (its first day). */
        .addColumn('period_start', 'text', (c) => c.notNull())
        /** 0 for the renewal on its date, 1-3 for the retries, or the card update's number. */
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'integer')
        .addColumn('message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('subscription_charges_once', ['subscription_id', 'period_start', 'attempt'])
        .execute();
    },
  };
}
