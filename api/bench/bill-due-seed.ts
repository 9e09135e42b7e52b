import type { Kysely } from 'kysely';
import { addBillingMonths, addDays } from '@adlaunch/shared';
import { now } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { renewalFigures, standardRenewalPrice, type SubscriptionRow } from '../src/billing/billing';
import { figuresJson } from '../src/payments/payment-figures';
import { inChunks, insertBenchOwners } from '../src/testing/bench-owners';

/**
 * Paid search ads subscriptions on a Growth plan, in bulk: each with its owner, its ad, its first payment
 * and its paid period. The first `cards.length` renew on `day` with those card authorizations; the others
 * renew on one of the 27 days after it.
 */
export async function seedSubscriptions(db: Kysely<Database>, { count, day, cards }: { count: number; day: string; cards: string[] }) {
  const stamp = now();
  const userIds = await insertBenchOwners(db, count, 'B');
  const ads = userIds.map((user_id, i) => ({
    user_id,
    business_name: `Business ${i}`,
    locations: '[]',
    keywords: '["plumber"]',
    competitors: '[]',
    status: 'active',
    plan: 'plan_04',
    budget_cents: 480000,
    created_at: stamp,
    updated_at: stamp,
  }));
  await inChunks(ads, 1000, (c) => db.insertInto('search_ads').values(c).execute());
  const adIds = (await db.selectFrom('search_ads').select('id').orderBy('id').execute()).map((a) => a.id);
  const periodEnd = (i: number) => (i < cards.length ? day : addDays(day, 1 + (i % 27)));
  const periodStart = (i: number) => addBillingMonths(periodEnd(i), -1, Number(periodEnd(i).slice(8)));
  const payments = userIds.map((user_id, i) => ({
    reference: `AL-BENCH-${i}`,
    user_id,
    product: 'search_ads',
    ad_id: adIds[i],
    profile_id: null,
    amount_cents: 1104000,
    currency: 'ZAR',
    status: 'success',
    plan: 'plan_04',
    promo_id: null,
    description: 'AdLaunch search ads, Growth plan',
    metadata: '{}',
    created_at: stamp,
    paid_at: stamp,
    kind: 'order',
  }));
  await inChunks(payments, 1000, (c) => db.insertInto('payments').values(c).execute());
  const paymentIds = (await db.selectFrom('payments').select('id').orderBy('id').execute()).map((p) => p.id);
  const subscriptions = userIds.map((user_id, i) => ({
    user_id,
    product: 'search_ads',
    ad_id: adIds[i],
    profile_id: null,
    plan: 'plan_04',
    status: 'active',
    charge_vat: 1,
    is_staff: 0,
    anchor_day: Number(periodEnd(i).slice(8)),
    period_start: periodStart(i),
    period_end: periodEnd(i),
    cancel_at: null,
    cancelled_at: null,
    ended_at: null,
    card_authorization: cards[i] ?? `AUTH_never_charged_${i}`,
    card_brand: 'visa',
    card_last4: '4081',
    card_email: `owner-${i}@bench.test`,
    paused_at: null,
    first_payment_id: paymentIds[i],
    created_at: stamp,
    updated_at: stamp,
  }));
  await inChunks(subscriptions, 1000, (c) => db.insertInto('subscriptions').values(c).execute());
  const subs = (await db.selectFrom('subscriptions').selectAll().orderBy('id').execute()) as SubscriptionRow[];
  const periods = subs.map((sub, i) => ({
    subscription_id: sub.id,
    user_id: sub.user_id,
    period_start: sub.period_start,
    period_end: sub.period_end,
    amount_cents: 1104000,
    figures: figuresJson(renewalFigures(sub, standardRenewalPrice(sub), sub.period_start, sub.period_end)),
    status: 'paid',
    next_attempt_on: null,
    in_flight_payment_id: null,
    paid_payment_id: paymentIds[i],
    closed_at: stamp,
    created_at: stamp,
    updated_at: stamp,
  }));
  await inChunks(periods, 1000, (c) => db.insertInto('period_invoices').values(c).execute());
  await db
    .updateTable('payments')
    .set((eb) => ({
      subscription_id: eb
        .selectFrom('subscriptions')
        .select('subscriptions.id')
        .whereRef('subscriptions.first_payment_id', '=', 'payments.id'),
      period_invoice_id: eb
        .selectFrom('period_invoices')
        .select('period_invoices.id')
        .whereRef('period_invoices.paid_payment_id', '=', 'payments.id'),
    }))
    .execute();
}
