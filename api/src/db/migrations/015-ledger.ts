import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import { createTableWithId } from '../table-with-id';

/**
 * One ledger for an owner's money (decision 029). Every paid period of a subscription has one
 * `period_invoices` row (open, paid, void or uncollectible); every payment that pays for a period
 * points at it (`payments.period_invoice_id`); at most one provider charge per invoice is in flight
 * (`in_flight`, set and cleared under the invoice's row lock). `money_events` holds every money
 * event once (its `event_key` is unique): the email and the dashboard's billing history read it.
 * `ad_pauses` records the days an owner paused their ads, which the next renewal credits.
 */
export function ledger(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, dialect, 'period_invoices')
        .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        /** The next period's first day. */
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        /** The figures it was priced with (`paymentFiguresSchema`), written and read by one schema. */
        .addColumn('figures', 'text', (c) => c.notNull())
        /** open | paid | void | uncollectible */
        .addColumn('status', 'text', (c) => c.notNull())
        /** Charges tried for it that did not pay it (a decline or a charge the provider never took). */
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_on', 'text')
        /** The reference of the one provider charge in flight for it, if any. */
        .addColumn('in_flight', 'text')
        .addColumn('paid_payment_id', 'integer')
        .addColumn('closed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('period_invoices_once', ['subscription_id', 'period_start'])
        .execute();
      await db.schema.createIndex('period_invoices_due').on('period_invoices').columns(['status', 'next_attempt_on']).execute();

      await db.schema.alterTable('payments').addColumn('period_invoice_id', 'integer').execute();
      await db.schema.createIndex('payments_period_invoice').on('payments').column('period_invoice_id').execute();
      await db.schema
        .alterTable('subscriptions')
        .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await createTableWithId(db, dialect, 'money_events')
        .addColumn('subscription_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('event_key', 'text', (c) => c.notNull().unique())
        /** What the owner reads about it, the same words in the email and on the dashboard. */
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('money_events_user').on('money_events').column('user_id').execute();

      await createTableWithId(db, dialect, 'ad_pauses')
        .addColumn('ad_id', 'integer', (c) => c.notNull())
        .addColumn('paused_on', 'text', (c) => c.notNull())
        .addColumn('resumed_on', 'text')
        .execute();
      await db.schema.createIndex('ad_pauses_ad').on('ad_pauses').column('ad_id').execute();

      /** The site's public address as the server last started with it: emails written by `ops` commands link there. */
      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      // Existing subscriptions: their current period is paid by their latest successful payment;
      // one past due or paused owes the period after it.
      const stamp = new Date().toISOString();
      await sql`
        INSERT INTO period_invoices (subscription_id, user_id, period_start, period_end, amount_cents, figures, status,
          attempts, next_attempt_on, paid_payment_id, closed_at, created_at, updated_at)
        SELECT s.id, s.user_id, s.period_start, s.period_end,
          COALESCE((SELECT p.amount_cents FROM payments p WHERE p.subscription_id = s.id AND p.status = 'success' ORDER BY p.id DESC LIMIT 1),
                   (SELECT p.amount_cents FROM payments p WHERE p.id = s.first_payment_id)),
          COALESCE((SELECT p.metadata FROM payments p WHERE p.id = s.first_payment_id), '{}'), 'paid', 0, NULL,
          COALESCE((SELECT p.id FROM payments p WHERE p.subscription_id = s.id AND p.status = 'success' ORDER BY p.id DESC LIMIT 1), s.first_payment_id),
          ${stamp}, ${stamp}, ${stamp}
        FROM subscriptions s`.execute(db);
      // The invoice is the one place that says what is owed and how often it was tried: the claim rows
      // and the subscription's own dunning columns go.
      await db.schema.dropTable('subscription_charges').execute();
      for (const column of ['past_due_since', 'failed_attempts', 'next_retry_on'])
        await db.schema.alterTable('subscriptions').dropColumn(column).execute();
      await sql`UPDATE payments SET period_invoice_id = (SELECT i.id FROM period_invoices i WHERE i.paid_payment_id = payments.id)
        WHERE id IN (SELECT paid_payment_id FROM period_invoices)`.execute(db);
    },
  };
}
