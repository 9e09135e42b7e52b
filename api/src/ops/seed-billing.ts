import type { Transaction } from 'kysely';
import { addBillingMonths, dayOf, quoteProfile, quoteSearchAds, searchPlan, type PlanId, type Quote } from '@adlaunch/shared';
import type { InvoiceSupplier } from '../config';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { renewalMetadata, renewalQuoteOf, type SubscriptionRow } from '../services/billing';
import { invoiceService } from '../services/invoices';

/** The figures the invoice reads, as the server stores them with a first payment (payments.ts `metadataFor`). */
function orderFigures(quote: Quote, description: string, plan: string | null) {
  const line = (id: string) => quote.lines.find((l) => l.id === id)?.zarCents ?? 0;
  return {
    description,
    vat: quote.vat.zarCents > 0,
    vat_cents: quote.vat.zarCents,
    setup_cost: line('setup'),
    subscription_cost: line('managed') || line('monthly'),
    ads_cost: line('spend'),
    discount_cents: 0,
    plan,
    test_payment: false,
    demo: true,
  };
}

/**
 * The demo owner's billing (decision 016): each paid order is a subscription on a sandbox card
 * (Visa ending 4081) with its next charge ahead; the search ads plan has renewed every month since it
 * was paid, each renewal with its tax invoice. Running it again adds only what is new.
 */
export async function seedBilling(
  trx: Transaction<Database>,
  input: {
    userId: number;
    email: string;
    orders: {
      product: 'search_ads' | 'gbp';
      reference: string;
      plan: string;
      adId: number | null;
      profileId: number | null;
      paidOn: string;
    }[];
    today: Date;
    supplier: InvoiceSupplier;
  },
) {
  const invoices = invoiceService(trx, input.supplier);
  const today = dayOf(input.today);
  const issueMissing = async (paymentId: number) => {
    const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    const has = await trx.selectFrom('invoices').select('id').where('payment_id', '=', paymentId).executeTakeFirst();
    if (!has) await invoices.issue(trx, payment);
  };

  for (const order of input.orders) {
    const first = await trx.selectFrom('payments').selectAll().where('reference', '=', order.reference).executeTakeFirstOrThrow();
    const quote =
      order.product === 'gbp'
        ? quoteProfile({ hasReferral: false, chargeVAT: true })
        : quoteSearchAds({ plan: order.plan as PlanId, chargeVAT: true });
    await trx
      .updateTable('payments')
      .set({ metadata: JSON.stringify(orderFigures(quote, first.description, order.plan)), kind: 'order' })
      .where('id', '=', first.id)
      .execute();
    await issueMissing(first.id);

    const anchor = Number(order.paidOn.slice(8, 10));
    let periodStart = order.paidOn;
    while (addBillingMonths(periodStart, 1, anchor) <= today) periodStart = addBillingMonths(periodStart, 1, anchor);
    const stamp = now();
    const values = {
      user_id: input.userId,
      product: order.product,
      ad_id: order.adId,
      profile_id: order.profileId,
      plan: order.plan,
      status: 'active',
      charge_vat: 1,
      is_staff: 0,
      anchor_day: anchor,
      period_start: periodStart,
      period_end: addBillingMonths(periodStart, 1, anchor),
      cancel_at: null,
      cancelled_at: null,
      ended_at: null,
      card_authorization: 'sbx_auth_ok_0000000000004081',
      card_brand: 'visa',
      card_last4: '4081',
      card_email: input.email,
      past_due_since: null,
      failed_attempts: 0,
      next_retry_on: null,
      paused_at: null,
      first_payment_id: first.id,
      created_at: stamp,
      updated_at: stamp,
    };
    const sub = (await trx
      .insertInto('subscriptions')
      .values(values)
      .onConflict((oc) => oc.column('first_payment_id').doUpdateSet({ ...values, created_at: undefined }))
      .returningAll()
      .executeTakeFirstOrThrow()) as SubscriptionRow;

    // Every renewal since the first payment, paid on its day, each with its invoice.
    for (let period = addBillingMonths(order.paidOn, 1, anchor); period <= periodStart; period = addBillingMonths(period, 1, anchor)) {
      const renewal = renewalQuoteOf(sub);
      const description =
        order.product === 'gbp'
          ? 'AdLaunch Google Business Profile, monthly'
          : `AdLaunch search ads, ${searchPlan(order.plan as PlanId).name} plan, monthly`;
      const reference = `DEMO-${input.userId}-RENEWAL-${order.product === 'gbp' ? 'GBP' : 'ADS'}-${period.replace(/-/g, '')}`;
      const at = `${period}T06:00:00.000Z`;
      const row = await trx
        .insertInto('payments')
        .values({
          reference,
          user_id: input.userId,
          product: order.product,
          ad_id: order.adId,
          profile_id: order.profileId,
          amount_cents: renewal.chargeZarCents,
          currency: 'ZAR',
          status: 'success',
          plan: order.plan,
          promo_id: null,
          description,
          metadata: JSON.stringify(renewalMetadata(sub, renewal, period, description)),
          created_at: at,
          paid_at: at,
          kind: 'renewal',
          subscription_id: sub.id,
        })
        .onConflict((oc) => oc.column('reference').doUpdateSet({ status: 'success' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('subscription_charges')
        .values({
          subscription_id: sub.id,
          period_start: period,
          attempt: 0,
          reference,
          status: 'success',
          payment_id: row.id,
          message: null,
          created_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await issueMissing(row.id);
    }
  }
}
