import type { Kysely } from 'kysely';
import { addDays, adSpend, gbpMonthlyFee, managedFee, searchPlan, tierOfPlan, type PlanId } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { readFigures, type PaymentFiguresInput } from '../payments/payment-figures';
import type { SubscriptionRow } from './ledger-store';
import { priceEnd, pricePeriod, type EndPrice, type PeriodPrice } from './period-price';

/**
 * Where a renewal's price comes from: the monthly parts of the plan, and what the ledger holds (the
 * budget the paid period charged, the owner's pauses, the credit), priced by `pricePeriod`.
 */
const monthlyParts = (sub: Pick<SubscriptionRow, 'product' | 'plan'>) =>
  sub.product === 'gbp'
    ? { management: gbpMonthlyFee(), budget: { usdCents: 0, zarCents: 0 } }
    : { management: managedFee(tierOfPlan(sub.plan as PlanId)), budget: adSpend() };

const descriptionOf = (sub: SubscriptionRow) =>
  sub.product === 'gbp'
    ? 'AdLaunch Google Business Profile, monthly'
    : `AdLaunch search ads, ${searchPlan(sub.plan as PlanId).name} plan, monthly`;

/** The figures of a renewal (the shape `payment-figures.ts` reads), for the period [start, end). */
export function renewalFigures(sub: SubscriptionRow, price: PeriodPrice, start: string, end: string): PaymentFiguresInput {
  return {
    description: descriptionOf(sub),
    flow_name: 'renewal',
    product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
    plan: sub.plan,
    vat: sub.charge_vat === 1,
    vat_cents: price.vatCents,
    setup_cost: 0,
    subscription_cost: price.managementCents,
    subscription_cost_usd: price.managementUsdCents,
    ads_cost: price.budgetCents,
    ads_cost_usd: price.budgetUsdCents,
    discount_cents: 0,
    budget_adjustment_cents: price.budgetAdjustmentCents,
    paused_days: price.pausedDays,
    credit_applied_cents: price.creditAppliedCents,
    subscription_id: sub.id,
    period_start: start,
    period_end: addDays(end, -1),
    card_email: sub.card_email,
    test_payment: price.isTestPayment,
  };
}

/** A month at list price: the ads ran all the month before and run on the renewal day, no credit. */
export function standardRenewalPrice(sub: SubscriptionRow): PeriodPrice {
  const parts = monthlyParts(sub);
  return pricePeriod({
    ...parts,
    chargeVAT: sub.charge_vat === 1,
    isStaff: sub.is_staff === 1,
    previous: { start: sub.period_start, end: sub.period_end, budgetCharged: parts.budget.zarCents },
    pauses: [],
    runningAtRenewal: true,
    creditCents: 0,
  });
}

/**
 * The price of the period after the paid one, from what the ledger holds: the budget the paid period
 * charged, the owner's pauses, the credit. `runningAtRenewal` overrides "the ads run now" for the
 * pause dialog's "if they are still paused then".
 */
/** The figures of a plan's end (a settlement invoice): the budget of the days run in [start, end). */
export function endFigures(sub: SubscriptionRow, price: EndPrice, start: string, end: string): PaymentFiguresInput {
  return {
    description: `${descriptionOf(sub).replace(/, monthly$/, '')}: ad budget of the last month`,
    flow_name: 'final-settlement',
    product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
    plan: sub.plan,
    vat: sub.charge_vat === 1,
    vat_cents: price.vatCents,
    setup_cost: 0,
    subscription_cost: 0,
    ads_cost: 0,
    discount_cents: 0,
    budget_adjustment_cents: price.budgetAdjustmentCents,
    paused_days: price.pausedDays,
    credit_applied_cents: price.creditAppliedCents,
    subscription_id: sub.id,
    period_start: start,
    period_end: addDays(end, -1),
    card_email: sub.card_email,
    test_payment: price.isTestPayment,
  };
}

/** What the ledger holds about the paid period and the ad's pauses, as the prices read it. */
async function heldFor(trx: Kysely<Database>, sub: SubscriptionRow, suppose?: { running: boolean; from: string }) {
  const previous = await trx
    .selectFrom('period_invoices')
    .select('figures')
    .where('subscription_id', '=', sub.id)
    .where('period_start', '=', sub.period_start)
    .executeTakeFirst();
  const pauses =
    sub.product === 'search_ads' && sub.ad_id
      ? await trx.selectFrom('ad_pauses').select(['paused_on', 'resumed_on']).where('ad_id', '=', sub.ad_id).execute()
      : [];
  let log = pauses.map((p) => ({ pausedOn: p.paused_on, resumedOn: p.resumed_on }));
  const open = log.some((p) => p.resumedOn === null);
  if (suppose && suppose.running === open)
    log = suppose.running
      ? log.map((p) => (p.resumedOn === null ? { ...p, resumedOn: suppose.from } : p))
      : [...log, { pausedOn: suppose.from, resumedOn: null }];
  return {
    previous: { start: sub.period_start, end: sub.period_end, budgetCharged: previous ? readFigures(previous.figures).ads_cost : 0 },
    pauses: log,
    running: suppose?.running ?? !open,
  };
}

/** What the plan's end charges (on `period_end`, its paid period over): the budget of the days its last period ran. */
export async function priceEndOf(trx: Kysely<Database>, sub: SubscriptionRow): Promise<EndPrice> {
  const held = await heldFor(trx, sub);
  return priceEnd({
    budget: monthlyParts(sub).budget,
    chargeVAT: sub.charge_vat === 1,
    isStaff: sub.is_staff === 1,
    previous: held.previous,
    pauses: held.pauses,
    creditCents: sub.credit_cents,
  });
}

export async function priceNext(
  trx: Kysely<Database>,
  sub: SubscriptionRow,
  /** "If the ads are paused (or resumed) on `from` and stay so until the renewal". */
  suppose?: { running: boolean; from: string },
): Promise<PeriodPrice> {
  const held = await heldFor(trx, sub, suppose);
  return pricePeriod({
    ...monthlyParts(sub),
    chargeVAT: sub.charge_vat === 1,
    isStaff: sub.is_staff === 1,
    previous: held.previous,
    pauses: held.pauses,
    runningAtRenewal: held.running,
    creditCents: sub.credit_cents,
  });
}
