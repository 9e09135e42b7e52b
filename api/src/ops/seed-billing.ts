import type { Transaction } from 'kysely';
import { addBillingMonths, addDays, billingDay, dayOf, quoteProfile, quoteSearchAds, type PlanId, type Quote } from '@adlaunch/shared';
import type { InvoiceSupplier } from '../config';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { paidText, renewalFigures, standardRenewalPrice, type SubscriptionRow } from '../billing/billing';
import { tell } from '../billing/money-events';
import { figuresJson, readFigures } from '../payments/payment-figures';
import { attachPaymentToPeriod, paymentById, paymentByReference, recordPastPayment } from '../payments/payment-store';
import { formatInvoiceNumber, invoiceService } from '../billing/invoices';

/** The figures of a first payment, in the one shape (payment-figures.ts). */
function orderFigures(quote: Quote, description: string, product: 'search_ads' | 'gbp', plan: string | null, email: string) {
  const line = (id: string) => quote.lines.find((l) => l.id === id)?.zarCents ?? 0;
  return figuresJson({
    description,
    flow_name: product === 'gbp' ? 'setup-gbp' : 'setup-search',
    product,
    plan,
    vat: quote.vat.zarCents > 0,
    vat_cents: quote.vat.zarCents,
    setup_cost: line('setup'),
    subscription_cost: line('managed') || line('monthly'),
    ads_cost: line('spend'),
    discount_cents: 0,
    card_email: email,
  });
}

/** The tax invoice of a payment, and the payment in the plan's billing history, each once. */
async function issueMissing(
  trx: Transaction<Database>,
  invoices: ReturnType<typeof invoiceService>,
  paymentId: number,
  subscriptionId: number,
  toldOn: string,
) {
  const payment = (await paymentById(trx, paymentId))!;
  const has = await trx.selectFrom('invoices').select('number').where('payment_id', '=', paymentId).executeTakeFirst();
  const number = has ? formatInvoiceNumber(Number(has.number)) : (await invoices.issue(trx, payment)).invoice.number;
  const period = await trx
    .selectFrom('period_invoices')
    .select(['period_start', 'period_end'])
    .where('paid_payment_id', '=', paymentId)
    .executeTakeFirstOrThrow();
  await tell(
    trx,
    {
      subscriptionId,
      userId: payment.user_id,
      kind: 'paid',
      key: `paid:${payment.id}`,
      text: paidText(payment.amount_cents, period.period_start, period.period_end, number),
      amountCents: payment.amount_cents,
      email: null,
    },
    toldOn,
  );
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
  // Told on the seed's own day, as the ledger tells on the wired clock's.
  const toldOn = billingDay(input.today);

  for (const order of input.orders) {
    const first = await paymentByReference(trx, order.reference);
    if (!first) throw new Error(`seedBilling: no payment ${order.reference}`);
    const quote =
      order.product === 'gbp'
        ? quoteProfile({ hasReferral: false, chargeVAT: true })
        : quoteSearchAds({ plan: order.plan as PlanId, chargeVAT: true });

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

    // The first period, paid by the order; then every renewal since, paid on its day, each with its invoice.
    const periodInvoice = async (start: string, paymentId: number, amountCents: number, figures: string) => {
      const end = addBillingMonths(start, 1, anchor);
      const row = await trx
        .insertInto('period_invoices')
        .values({
          subscription_id: sub.id,
          user_id: input.userId,
          period_start: start,
          period_end: end,
          amount_cents: amountCents,
          figures,
          status: 'paid',
          next_attempt_on: null,
          in_flight_payment_id: null,
          paid_payment_id: paymentId,
          closed_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doUpdateSet({ paid_payment_id: paymentId, status: 'paid' }))
        .returning('id')
        .executeTakeFirstOrThrow();
      // The payment's figures are the period's (its metadata), as the ledger's own payments carry them.
      await attachPaymentToPeriod(trx, paymentId, { subscriptionId: sub.id, periodInvoiceId: row.id, metadata: figures });
    };
    const firstFigures = readFigures(orderFigures(quote, first.description, order.product, order.plan, input.email));
    const firstEnd = addBillingMonths(order.paidOn, 1, anchor);
    const firstPeriodFigures = figuresJson({
      ...firstFigures,
      subscription_id: sub.id,
      period_start: order.paidOn,
      period_end: addDays(firstEnd, -1),
    });
    await periodInvoice(order.paidOn, first.id, first.amount_cents, firstPeriodFigures);
    await issueMissing(trx, invoices, first.id, sub.id, toldOn);

    for (let period = addBillingMonths(order.paidOn, 1, anchor); period <= periodStart; period = addBillingMonths(period, 1, anchor)) {
      const end = addBillingMonths(period, 1, anchor);
      const price = standardRenewalPrice(sub);
      const figures = figuresJson(renewalFigures(sub, price, period, end));
      const reference = `DEMO-${input.userId}-RENEWAL-${order.product === 'gbp' ? 'GBP' : 'ADS'}-${period.replace(/-/g, '')}`;
      const at = `${period}T06:00:00.000Z`;
      const row = await recordPastPayment(trx, {
        reference,
        user_id: input.userId,
        product: order.product,
        ad_id: order.adId,
        profile_id: order.profileId,
        amount_cents: price.amountCents,
        plan: order.plan,
        promo_id: null,
        description: readFigures(figures).description,
        metadata: figures,
        at,
        kind: 'renewal',
        subscription_id: sub.id,
      });
      await periodInvoice(period, row.id, price.amountCents, figures);
      await issueMissing(trx, invoices, row.id, sub.id, toldOn);
    }
  }
}
