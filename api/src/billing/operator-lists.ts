import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Operator: every invoice not paid on time, whatever the cause (declined, not processed, in flight, paused);
 * a charge in flight with its payment's reference.
 */
export function pastDue(db: Kysely<Database>) {
  return db
    .selectFrom('period_invoices')
    .leftJoin('payments as in_flight', 'in_flight.id', 'period_invoices.in_flight_payment_id')
    .innerJoin('subscriptions', 'subscriptions.id', 'period_invoices.subscription_id')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select([
      'period_invoices.id',
      'period_invoices.period_start',
      'period_invoices.amount_cents',
      'period_invoices.attempts',
      'period_invoices.next_attempt_on',
      'period_invoices.in_flight_payment_id',
      'in_flight.reference as in_flight_reference',
      'subscriptions.id as subscription_id',
      'subscriptions.status',
      'users.email',
    ])
    .where('period_invoices.status', '=', 'open')
    .orderBy('period_invoices.period_start')
    .execute();
}

/** Operator: every cancellation, newest first, with its last day and whether it has ended. */
export function cancellations(db: Kysely<Database>) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .select('users.email as email')
    .where('subscriptions.cancelled_at', 'is not', null)
    .orderBy('subscriptions.cancelled_at', 'desc')
    .execute();
}
