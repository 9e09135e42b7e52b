import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  addBillingMonths,
  addDays,
  adSpend,
  billingDay,
  BILLING,
  BILLING_MESSAGES,
  formatDay,
  formatMoney,
  gbpMonthlyFee,
  managedFee,
  monthlyDayText,
  searchPlan,
  tierOfPlan,
  type PaymentInitAnswer,
  type PlanId,
  type Subscription,
  type SubscriptionStatus,
} from '@adlaunch/shared';
import { subscriptionSchema } from '@adlaunch/shared/schemas';
import { randomBytes } from 'node:crypto';
import { now } from '../db/database';
import type { Database, PeriodInvoicesTable, SubscriptionsTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { writeTransaction } from '../lib/transaction';
import {
  ProviderError,
  ProviderRefused,
  type CardAuthorization,
  type PaymentProvider,
  type ProviderTransaction,
} from '../adapters/payments';
import { reasonClause } from './billing-emails';
import { enqueueInvoiceEmail } from './invoice-email';
import { formatInvoiceNumber, type IssuedInvoice } from './invoices';
import { moneyEventsOf, tell } from './money-events';
import { figuresJson, readFigures, type PaymentFiguresInput } from '../payments/payment-figures';
import { openCheckout, type PaymentRow } from '../payments/payments';
import { pricePeriod, type PeriodPrice } from './period-price';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PeriodInvoiceRow = Selectable<PeriodInvoicesTable>;

/**
 * Recurring billing over one ledger (decisions 016 and 029). Every period of a subscription has one
 * period invoice (open, paid, void or uncollectible); every charge for it is a payment attached to
 * it. The rules that keep money told once:
 * - at most one provider charge per invoice is in flight (`in_flight`, set and cleared under the
 *   invoice's row lock, with the subscription locked first); its reference is the provider's
 *   idempotency key;
 * - every provider answer has a next step: paid; declined (retries on days 1, 3 and 7 after the due
 *   day, then the campaign pauses); unknown (an outage, a timeout, a lost answer: the reference is
 *   verified, now or on the next run; a reference the provider never took is a failed try, charged
 *   again under a new reference);
 * - a payment that completes for an invoice that is no longer open (paid by another payment, or
 *   void after a cancel) is refunded, by whatever path it arrives, and never gets a tax invoice;
 * - a cancel, a card update and a charge each check the state under the same locks.
 */

export interface BillingDeps {
  provider: PaymentProvider;
  issueInvoice: (trx: Transaction<Database>, payment: PaymentRow) => Promise<IssuedInvoice>;
  /** After a commit that queued email: tells the outbox worker (a no-op outside the server: its worker polls). */
  wake: () => void;
  siteOrigin: string;
  log?: (msg: string) => void;
  /** Tells the operator about money that needs a look: error level. */
  alert?: (msg: string) => void;
  /** A charge in flight younger than this may still be on its way to the provider: not verified yet. */
  inFlightGraceMs?: number;
}

const ENDED: SubscriptionStatus = 'cancelled';
const KEPT = ['success'];
const SETTLED = ['success', 'refunding', 'refunded'];

export type ChargeOutcome = 'paid' | 'declined' | 'not_processed' | 'refunded' | 'unknown' | 'skipped';

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

async function labelOf(db: Kysely<Database>, sub: SubscriptionRow): Promise<string> {
  if (sub.product === 'gbp') {
    const profile = sub.profile_id
      ? await db.selectFrom('profiles').select('business_name').where('id', '=', sub.profile_id).executeTakeFirst()
      : undefined;
    return `Business profile${profile?.business_name ? `: ${profile.business_name}` : ''}`;
  }
  const ad = sub.ad_id
    ? await db.selectFrom('search_ads').select('business_name').where('id', '=', sub.ad_id).executeTakeFirst()
    : undefined;
  return `Search ads, ${searchPlan(sub.plan as PlanId).name} plan${ad?.business_name ? `: ${ad.business_name}` : ''}`;
}

const periodText = (start: string, endExclusive: string) => `${formatDay(start)} to ${formatDay(addDays(endExclusive, -1))}`;
/** A renewal's payment, as the billing history and its tax invoice email open with it. */
export const paidText = (amountCents: number, start: string, endExclusive: string, invoiceNumber: string) =>
  `Paid ${formatMoney(amountCents, 'ZAR')} for ${periodText(start, endExclusive)}: tax invoice ${invoiceNumber}.`;
const cardText = (sub: Pick<SubscriptionRow, 'card_brand' | 'card_last4'>) =>
  sub.card_last4
    ? `your ${sub.card_brand && sub.card_brand !== 'card' ? `${sub.card_brand[0]!.toUpperCase()}${sub.card_brand.slice(1)} ` : ''}card ending ${sub.card_last4}`
    : 'your card';

/** A cancel takes effect from `cancel_at`: no period starting then or later is owed. */
const cancelCovers = (sub: SubscriptionRow, inv: Pick<PeriodInvoiceRow, 'period_start'>) =>
  sub.status === ENDED || (sub.cancel_at !== null && inv.period_start >= sub.cancel_at);

// A no-op update takes the row's write lock (PostgreSQL) or the database's (SQLite) before anything is read.
const lockSubscription = (trx: Transaction<Database>, id: number) =>
  trx
    .updateTable('subscriptions')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
const lockInvoice = (trx: Transaction<Database>, id: number) =>
  trx
    .updateTable('period_invoices')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

async function ownerEmail(trx: Kysely<Database>, sub: SubscriptionRow): Promise<string> {
  const user = await trx.selectFrom('users').select('email').where('id', '=', sub.user_id).executeTakeFirst();
  return user?.email ?? sub.card_email;
}

/**
 * The price of the period after the paid one, from what the ledger holds: the budget the paid period
 * charged, the owner's pauses, the credit. `runningAtRenewal` overrides "the ads run now" for the
 * pause dialog's "if they are still paused then".
 */
async function priceNext(
  trx: Kysely<Database>,
  sub: SubscriptionRow,
  /** "If the ads are paused (or resumed) on `from` and stay so until the renewal". */
  suppose?: { running: boolean; from: string },
): Promise<PeriodPrice> {
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
  return pricePeriod({
    ...monthlyParts(sub),
    chargeVAT: sub.charge_vat === 1,
    isStaff: sub.is_staff === 1,
    previous: { start: sub.period_start, end: sub.period_end, budgetCharged: previous ? readFigures(previous.figures).ads_cost : 0 },
    pauses: log,
    runningAtRenewal: suppose?.running ?? !open,
    creditCents: sub.credit_cents,
  });
}

/**
 * The owner paused or resumed their ads (the campaign's toggle): the pause is logged for the next
 * renewal's price, and the owner is told what that renewal charges.
 */
export async function adToggled(
  trx: Transaction<Database>,
  adId: number,
  to: 'active' | 'paused',
  siteOrigin: string,
  today = billingDay(),
) {
  if (to === 'paused') await trx.insertInto('ad_pauses').values({ ad_id: adId, paused_on: today, resumed_on: null }).execute();
  else await trx.updateTable('ad_pauses').set({ resumed_on: today }).where('ad_id', '=', adId).where('resumed_on', 'is', null).execute();
  const sub = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('ad_id', '=', adId)
    .where('status', '!=', ENDED)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!sub) return;
  const renews = sub.status === 'active' && !sub.cancel_at;
  const price = await priceNext(trx, sub);
  const on = formatDay(sub.period_end);
  const carried = Math.max(0, price.creditLeftCents - sub.credit_cents);
  const pausedCredit = Math.max(0, -price.budgetAdjustmentCents) + carried;
  const credit = pausedCredit
    ? `, less ${formatMoney(pausedCredit, 'ZAR')} of ad budget for the days paused${carried ? ` (the ${formatMoney(carried, 'ZAR')} this charge cannot take comes off the next ones)` : ''}`
    : '';
  const text =
    to === 'paused'
      ? `You paused your ads on ${formatDay(today)}.${
          !renews
            ? ''
            : price.amountCents === 0
              ? ` If they are still paused on ${on}, nothing is charged that day: the ${formatMoney(pausedCredit, 'ZAR')} of ad budget for the days paused covers the management fee${carried ? `, and the other ${formatMoney(carried, 'ZAR')} comes off later charges` : ''}.`
              : ` If they are still paused on ${on}, that day's charge is ${formatMoney(price.amountCents, 'ZAR')}: the management fee, no ad budget${credit}.`
        }`
      : `You resumed your ads on ${formatDay(today)}.${renews ? ` Your next charge is ${formatMoney(price.amountCents, 'ZAR')} on ${on}.` : ''}`;
  await tell(trx, {
    subscriptionId: sub.id,
    userId: sub.user_id,
    kind: to === 'paused' ? 'ads_paused' : 'ads_resumed',
    key: `${to}:${adId}:${now()}`,
    text,
    amountCents: renews ? price.amountCents : null,
    email: {
      to: await ownerEmail(trx, sub),
      subject: to === 'paused' ? 'your ads are paused' : 'your ads are running again',
      heading: to === 'paused' ? 'Your ads are paused' : 'Your ads are running again',
      action: { label: 'Open your dashboard', url: `${siteOrigin.replace(/\/+$/, '')}/dashboard?billing=${sub.id}#billing` },
    },
  });
}

export function billingService(db: Kysely<Database>, deps: BillingDeps) {
  const { provider, siteOrigin, wake } = deps;
  const log = deps.log ?? (() => undefined);
  const alert = deps.alert ?? log;
  const grace = deps.inFlightGraceMs ?? 120_000;
  const dashboardUrl = `${siteOrigin.replace(/\/+$/, '')}/dashboard`;
  const billingUrl = (sub: SubscriptionRow) => `${dashboardUrl}?billing=${sub.id}#billing`;
  const toDashboard = (sub: SubscriptionRow, label = 'Open your billing') => ({ label, url: billingUrl(sub) });

  const find = (id: number) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

  /** Moves the campaign with the subscription: paused when billing pauses it, running again when paid, ended when cancelled. */
  async function setCampaign(trx: Transaction<Database>, sub: SubscriptionRow, to: 'paused' | 'resumed' | 'ended') {
    const stamp = now();
    if (sub.product === 'search_ads' && sub.ad_id) {
      if (to === 'paused')
        await trx
          .updateTable('search_ads')
          .set({ status: 'paused', paused_at: stamp, updated_at: stamp })
          .where('id', '=', sub.ad_id)
          .where('status', '=', 'active')
          .execute();
      else if (to === 'resumed' && sub.paused_at)
        // Only a pause billing made is undone: one the owner chose stays.
        await trx
          .updateTable('search_ads')
          .set({ status: 'active', paused_at: null, updated_at: stamp })
          .where('id', '=', sub.ad_id)
          .where('status', '=', 'paused')
          .where('paused_at', '>=', sub.paused_at)
          .execute();
      else if (to === 'ended')
        await trx
          .updateTable('search_ads')
          .set({ status: 'cancelled', updated_at: stamp })
          .where('id', '=', sub.ad_id)
          .where('status', '!=', 'setup')
          .execute();
    } else if (sub.product === 'gbp' && sub.profile_id && to === 'ended') {
      await trx.updateTable('profiles').set({ status: 'cancelled', updated_at: stamp }).where('id', '=', sub.profile_id).execute();
    }
  }

  /** The invoice of the period after the paid one, made once (on its due day) with the price of that moment. */
  async function ensureInvoice(trx: Transaction<Database>, sub: SubscriptionRow): Promise<PeriodInvoiceRow> {
    const start = sub.period_end;
    const existing = await trx
      .selectFrom('period_invoices')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('period_start', '=', start)
      .executeTakeFirst();
    if (existing) return existing;
    const end = addBillingMonths(start, 1, sub.anchor_day);
    const price = await priceNext(trx, sub);
    const stamp = now();
    const invoice = await trx
      .insertInto('period_invoices')
      .values({
        subscription_id: sub.id,
        user_id: sub.user_id,
        period_start: start,
        period_end: end,
        amount_cents: price.amountCents,
        figures: figuresJson(renewalFigures(sub, price, start, end)),
        status: price.amountCents > 0 ? 'open' : 'paid',
        next_attempt_on: price.amountCents > 0 ? start : null,
        in_flight: null,
        paid_payment_id: null,
        closed_at: price.amountCents > 0 ? null : stamp,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('subscriptions')
      .set({ credit_cents: price.creditLeftCents, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute();
    if (price.amountCents === 0) {
      // Covered by credit: the period starts without a charge.
      await trx
        .updateTable('subscriptions')
        .set({ period_start: start, period_end: end, updated_at: stamp })
        .where('id', '=', sub.id)
        .execute();
      await tell(trx, {
        subscriptionId: sub.id,
        userId: sub.user_id,
        kind: 'paid',
        key: `paid:invoice:${invoice.id}`,
        text: `Nothing to charge for ${periodText(start, end)}: your credit covers it.`,
        amountCents: 0,
        email: null,
      });
    }
    return invoice;
  }

  async function voidOpenInvoices(trx: Transaction<Database>, sub: SubscriptionRow, from: string) {
    await trx
      .updateTable('period_invoices')
      .set({ status: 'void', next_attempt_on: null, closed_at: now(), updated_at: now() })
      .where('subscription_id', '=', sub.id)
      .where('status', '=', 'open')
      .where('period_start', '>=', from)
      .execute();
  }

  /** A paid period: the payment kept, the invoice paid, the tax invoice issued, the subscription moved on. */
  async function recordPaid(
    trx: Transaction<Database>,
    sub: SubscriptionRow,
    inv: PeriodInvoiceRow,
    payment: PaymentRow,
    card: CardAuthorization | null | undefined,
  ) {
    const stamp = now();
    await trx.updateTable('payments').set({ status: 'success', paid_at: stamp }).where('id', '=', payment.id).execute();
    await trx
      .updateTable('period_invoices')
      .set({
        status: 'paid',
        paid_payment_id: payment.id,
        next_attempt_on: null,
        in_flight: inv.in_flight === payment.reference ? null : inv.in_flight,
        closed_at: stamp,
        updated_at: stamp,
      })
      .where('id', '=', inv.id)
      .execute();
    const issued = await deps.issueInvoice(trx, { ...payment, status: 'success', paid_at: stamp });
    const wasOwing = sub.status === 'past_due' || sub.status === 'paused';
    if (sub.period_end === inv.period_start)
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'active',
          period_start: inv.period_start,
          period_end: inv.period_end,
          paused_at: null,
          ...(card?.reusable ? { card_authorization: card.code, card_brand: card.brand, card_last4: card.last4 } : {}),
          updated_at: stamp,
        })
        .where('id', '=', sub.id)
        .execute();
    if (wasOwing) await setCampaign(trx, sub, 'resumed');
    const text = `${paidText(payment.amount_cents, inv.period_start, inv.period_end, issued.invoice.number)}${wasOwing && sub.status === 'paused' ? ' Your campaign runs again.' : ''}`;
    await tell(trx, {
      subscriptionId: sub.id,
      userId: sub.user_id,
      kind: 'paid',
      key: `paid:${payment.id}`,
      text,
      amountCents: payment.amount_cents,
      // The tax invoice's own email tells it.
      email: null,
    });
    await enqueueInvoiceEmail(trx, issued, siteOrigin, text);
  }

  /** A completed payment that must not be kept: marked for refund now, given back after the commit. */
  async function markRefund(
    trx: Transaction<Database>,
    sub: SubscriptionRow,
    payment: PaymentRow,
    why: 'period_already_paid' | 'cancelled',
  ) {
    const stamp = now();
    await trx
      .updateTable('payments')
      .set({ status: 'refunding', refund_reason: why, paid_at: stamp })
      .where('id', '=', payment.id)
      .execute();
    const reason =
      why === 'cancelled' ? 'your plan was cancelled before it went through' : 'this period was already paid by another payment';
    await tell(trx, {
      subscriptionId: sub.id,
      userId: sub.user_id,
      kind: 'refunded',
      key: `refund:${payment.id}`,
      text: `We are refunding ${formatMoney(payment.amount_cents, 'ZAR')} to ${cardText(sub)}, because ${reason}. Refunds reach your card within a few days.`,
      amountCents: payment.amount_cents,
      email: {
        to: await ownerEmail(trx, sub),
        subject: 'we are refunding a payment',
        heading: 'A payment is being refunded',
        action: toDashboard(sub),
      },
    });
    return () => void refundNow(payment);
  }

  async function refundNow(payment: PaymentRow) {
    try {
      await provider.refund(payment.reference, payment.amount_cents);
      await db.updateTable('payments').set({ status: 'refunded' }).where('id', '=', payment.id).where('status', '=', 'refunding').execute();
    } catch (error) {
      alert(
        `payment ${payment.reference}: the refund of ${payment.amount_cents} ZAR failed: ${String(error)}. Retry with npm run ops -- refunds retry ${payment.reference}`,
      );
    }
  }

  /** A declined try: the next retry, or after the last one the campaign pauses until paid. */
  async function recordDeclined(
    trx: Transaction<Database>,
    sub: SubscriptionRow,
    inv: PeriodInvoiceRow,
    reason: string | null,
    today: string,
  ) {
    const attempts = reason === null ? inv.attempts : inv.attempts + 1;
    const stamp = now();
    const lastRetry = addDays(inv.period_start, BILLING.retryDays[BILLING.retryDays.length - 1]!);
    const retryIn = reason === null ? undefined : BILLING.retryDays[attempts - 1];
    const to = await ownerEmail(trx, sub);
    const owed = formatMoney(inv.amount_cents, 'ZAR');
    // A try the provider never took (an outage) is not the owner's doing: tried again on the next run, inside the dunning window.
    const notProcessed = reason === null && today < lastRetry;
    if (retryIn !== undefined || notProcessed) {
      const scheduled = retryIn !== undefined ? addDays(inv.period_start, retryIn) : today;
      const next = notProcessed ? today : scheduled > today ? scheduled : addDays(today, 1);
      await trx
        .updateTable('period_invoices')
        .set({ attempts, next_attempt_on: next, updated_at: stamp })
        .where('id', '=', inv.id)
        .execute();
      await trx.updateTable('subscriptions').set({ status: 'past_due', updated_at: stamp }).where('id', '=', sub.id).execute();
      if (reason !== null) {
        const triesLeft = BILLING.retryDays.length - attempts + 1;
        await tell(trx, {
          subscriptionId: sub.id,
          userId: sub.user_id,
          kind: 'declined',
          key: `declined:${inv.id}:${attempts}`,
          text: `We could not charge ${owed} to ${cardText(sub)} for ${periodText(inv.period_start, inv.period_end)}: it was declined (${reasonClause(reason)}). We will try again on ${formatDay(next)}.`,
          amountCents: inv.amount_cents,
          email: {
            to,
            subject: `your payment of ${owed} was declined`,
            heading: 'Your monthly payment was declined',
            more: [
              `${sub.product === 'gbp' ? 'We keep managing your business profile' : 'Your ads keep running'} for now. Update your card to pay now.`,
            ],
            warning: `If ${triesLeft === 1 ? 'that try fails' : `the next ${triesLeft} tries fail`}, your campaign pauses until this month is paid.`,
            action: toDashboard(sub, 'Update your card'),
          },
        });
      }
      return;
    }
    await trx.updateTable('period_invoices').set({ attempts, next_attempt_on: null, updated_at: stamp }).where('id', '=', inv.id).execute();
    await trx
      .updateTable('subscriptions')
      .set({ status: 'paused', paused_at: stamp, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute();
    await setCampaign(trx, sub, 'paused');
    await tell(trx, {
      subscriptionId: sub.id,
      userId: sub.user_id,
      kind: 'paused_unpaid',
      key: `paused:${inv.id}`,
      text: `Your campaign is paused: we could not charge ${owed} to ${cardText(sub)} for ${periodText(inv.period_start, inv.period_end)}${attempts > 0 ? ` after ${attempts} ${attempts === 1 ? 'try' : 'tries'}` : ''}.`,
      amountCents: inv.amount_cents,
      email: {
        to,
        subject: 'your campaign is paused until this month is paid',
        heading: 'Your campaign is paused',
        more: [
          'Update your card to pay what is owed: your campaign runs again as soon as it is paid.',
          'If you would rather stop, cancel from your dashboard: nothing more will be charged.',
        ],
        action: toDashboard(sub, 'Update your card'),
      },
    });
  }

  /**
   * Applies the provider's word about a payment of a period invoice (a renewal bill-due charged, or a
   * card update's checkout), by whatever path it arrives: the charge's own answer, a verify, a webhook.
   */
  async function settlePayment(reference: string, tx: ProviderTransaction, today = billingDay()): Promise<ChargeOutcome> {
    const payment = await db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
    if (!payment?.period_invoice_id || !payment.subscription_id) return 'unknown';
    if (tx.status === 'pending') return 'unknown';
    const answer = tx;
    if (answer.status === 'success' && (answer.amountCents !== payment.amount_cents || answer.currency !== payment.currency))
      alert(`payment ${reference}: the provider reports ${answer.amountCents} ${answer.currency}, expected ${payment.amount_cents}`);
    const isCardUpdate = reference.startsWith('AL-C');
    const { outcome, after } = await writeTransaction(db, async (trx) => {
      const sub = (await lockSubscription(trx, payment.subscription_id!))!;
      const inv = (await lockInvoice(trx, payment.period_invoice_id!))!;
      const current = await trx.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
      const clearFlight = async () => {
        if (inv.in_flight === reference)
          await trx.updateTable('period_invoices').set({ in_flight: null, updated_at: now() }).where('id', '=', inv.id).execute();
        inv.in_flight = inv.in_flight === reference ? null : inv.in_flight;
      };
      if (SETTLED.includes(current.status)) {
        await clearFlight();
        return { outcome: KEPT.includes(current.status) ? ('paid' as const) : ('refunded' as const), after: () => undefined };
      }
      await clearFlight();
      if (answer.status === 'success') {
        if (isCardUpdate && answer.authorization?.reusable) await storeCard(trx, sub, answer.authorization, payment);
        const mismatch = answer.amountCents !== payment.amount_cents || answer.currency !== payment.currency;
        if (inv.status === 'open' && !cancelCovers(sub, inv) && !mismatch) {
          await recordPaid(trx, sub, inv, current, answer.authorization);
          return { outcome: 'paid' as const, after: wake };
        }
        const refund = await markRefund(trx, sub, current, inv.status === 'paid' ? 'period_already_paid' : 'cancelled');
        return {
          outcome: 'refunded' as const,
          after: () => {
            refund();
            wake();
          },
        };
      }
      const failedAs = answer.status === 'failed' ? ('declined' as const) : ('not_processed' as const);
      // Told already (a replay, a verify after the charge's own answer): nothing changes twice.
      if (current.status !== 'pending') return { outcome: failedAs, after: () => undefined };
      await trx.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).execute();
      // The owner's own checkout failing is shown in the checkout: it is no dunning try.
      if (isCardUpdate || inv.status !== 'open' || cancelCovers(sub, inv)) return { outcome: failedAs, after: () => undefined };
      await recordDeclined(trx, sub, inv, answer.status === 'failed' ? answer.message || 'declined' : null, today);
      return { outcome: failedAs, after: wake };
    });
    after();
    return outcome;
  }

  async function storeCard(trx: Transaction<Database>, sub: SubscriptionRow, card: CardAuthorization, payment: PaymentRow) {
    const figures = readFigures(payment.metadata);
    await trx
      .updateTable('subscriptions')
      .set({
        card_authorization: card.code,
        card_brand: card.brand,
        card_last4: card.last4,
        card_email: figures.card_email ?? sub.card_email,
        updated_at: now(),
      })
      .where('id', '=', sub.id)
      .execute();
    const stored = { ...sub, card_brand: card.brand, card_last4: card.last4 };
    await tell(trx, {
      subscriptionId: sub.id,
      userId: sub.user_id,
      kind: 'card_updated',
      key: `card:${payment.id}`,
      text: `Your plan is now charged to ${cardText(stored)}.${payment.kind === 'card_check' ? ` The ${formatMoney(payment.amount_cents, 'ZAR')} card check is refunded.` : ''}`,
      email: { to: await ownerEmail(trx, sub), subject: 'your card is updated', heading: 'Your card is updated', action: toDashboard(sub) },
    });
  }

  /** Asks the provider to charge one open invoice, once: the in-flight slot is taken under the invoice's lock. */
  async function chargeInvoice(invoiceId: number, subscriptionId: number, today: string): Promise<ChargeOutcome> {
    const started = await writeTransaction(db, async (trx) => {
      const sub = await lockSubscription(trx, subscriptionId);
      const inv = await lockInvoice(trx, invoiceId);
      if (!sub || !inv || inv.status !== 'open' || inv.in_flight || !inv.next_attempt_on || inv.next_attempt_on > today) return null;
      if (cancelCovers(sub, inv)) {
        await voidOpenInvoices(trx, sub, inv.period_start);
        return null;
      }
      if (sub.status === 'paused') return null;
      const tries = await trx
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('period_invoice_id', '=', inv.id)
        .executeTakeFirstOrThrow();
      const reference = `AL-R${sub.id}-${inv.period_start.replace(/-/g, '')}-${Number(tries.n) + 1}`;
      const figures = readFigures(inv.figures);
      const payment = await trx
        .insertInto('payments')
        .values({
          reference,
          user_id: sub.user_id,
          product: sub.product,
          ad_id: sub.ad_id,
          profile_id: sub.profile_id,
          amount_cents: inv.amount_cents,
          currency: 'ZAR',
          status: 'pending',
          plan: sub.plan,
          promo_id: null,
          description: figures.description,
          metadata: figuresJson({ ...figures, card_email: sub.card_email }),
          created_at: now(),
          paid_at: null,
          kind: 'renewal',
          subscription_id: sub.id,
          period_invoice_id: inv.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('period_invoices').set({ in_flight: reference, updated_at: now() }).where('id', '=', inv.id).execute();
      return { sub, payment, figures };
    });
    if (!started) return 'skipped';
    const { sub, payment, figures } = started;
    let tx: ProviderTransaction;
    if (!sub.card_authorization) tx = { status: 'failed', amountCents: 0, currency: 'ZAR', message: 'No card on file' };
    else
      try {
        tx = await provider.chargeAuthorization({
          reference: payment.reference,
          authorization: sub.card_authorization,
          email: sub.card_email,
          amountCents: payment.amount_cents,
          currency: 'ZAR',
          metadata: figures,
        });
      } catch (error) {
        if (error instanceof ProviderRefused)
          tx = { status: 'failed', amountCents: 0, currency: 'ZAR', message: error.message.replace(/^Paystack [^:]*: /, '') };
        else if (error instanceof ProviderError) {
          log(`renewal ${payment.reference}: ${String(error)}; asking the provider what became of it`);
          try {
            tx = await provider.verify(payment.reference);
          } catch (again) {
            log(`renewal ${payment.reference}: still unknown: ${String(again)}`);
            return 'unknown';
          }
        } else throw error;
      }
    return settlePayment(payment.reference, tx, today);
  }

  /** Charges whose outcome a crash, an outage or a lost answer left unknown: the provider is asked about each reference. */
  async function resolveInFlight(today: string) {
    const rows = await db
      .selectFrom('period_invoices')
      .innerJoin('payments', 'payments.reference', 'period_invoices.in_flight')
      .select(['payments.reference', 'payments.created_at'])
      .where('period_invoices.in_flight', 'is not', null)
      .execute();
    const cutoff = new Date(Date.now() - grace).toISOString();
    for (const row of rows) {
      try {
        const tx = await provider.verify(row.reference);
        // A charge the provider does not know yet may still be on its way there (another run's call in progress).
        if (tx.status === 'not_found' && row.created_at > cutoff) continue;
        await settlePayment(row.reference, tx, today);
      } catch (error) {
        log(`renewal ${row.reference}: still unknown: ${String(error)}`);
      }
    }
  }

  async function endCancelled(today: string): Promise<number> {
    const ending = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', '!=', ENDED)
      .where('cancel_at', 'is not', null)
      .where('cancel_at', '<=', today)
      .execute();
    let ended = 0;
    for (const { id } of ending)
      await writeTransaction(db, async (trx) => {
        const sub = await lockSubscription(trx, id);
        if (!sub || sub.status === ENDED || !sub.cancel_at || sub.cancel_at > today) return;
        await trx
          .updateTable('subscriptions')
          .set({ status: ENDED, ended_at: now(), updated_at: now() })
          .where('id', '=', sub.id)
          .execute();
        await voidOpenInvoices(trx, sub, sub.cancel_at);
        await setCampaign(trx, sub, 'ended');
        await tell(trx, {
          subscriptionId: sub.id,
          userId: sub.user_id,
          kind: 'ended',
          key: `ended:${sub.id}`,
          text: `Your plan ended on ${formatDay(addDays(sub.cancel_at, -1))}, as you asked. Nothing more is charged.`,
          email: null,
        });
        ended += 1;
      });
    return ended;
  }

  /** Makes the invoice of every period that is due (its subscription active or past due, not cancelled from then). */
  async function openDueInvoices(today: string) {
    const due = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', 'in', ['active', 'past_due'])
      .where('period_end', '<=', today)
      .execute();
    for (const { id } of due)
      await writeTransaction(db, async (trx) => {
        const sub = await lockSubscription(trx, id);
        if (!sub || !['active', 'past_due'].includes(sub.status) || sub.period_end > today) return;
        if (sub.cancel_at !== null && sub.cancel_at <= sub.period_end) return;
        await ensureInvoice(trx, sub);
      });
  }

  async function ownerSubscription(userId: number, id: number): Promise<SubscriptionRow> {
    const sub = await find(id);
    if (!sub || sub.user_id !== userId) throw new HttpError(404, BILLING_MESSAGES.notFound);
    return sub;
  }

  async function openInvoiceOf(trx: Kysely<Database>, subId: number) {
    return trx
      .selectFrom('period_invoices')
      .selectAll()
      .where('subscription_id', '=', subId)
      .where('status', '=', 'open')
      .orderBy('period_start', 'desc')
      .executeTakeFirst();
  }

  /** The owner's view of one subscription: every figure read from the ledger. */
  async function toSubscription(sub: SubscriptionRow, today = billingDay()): Promise<Subscription> {
    const status = sub.status as SubscriptionStatus;
    const open = await openInvoiceOf(db, sub.id);
    const owing = (status === 'past_due' || status === 'paused') && open;
    const renews = status === 'active' && !sub.cancel_at;
    const next = renews ? (open ? { amountCents: open.amount_cents } : await priceNext(db, sub)) : null;
    let pausePreview: Subscription['pausePreview'] = null;
    if (renews && !open && sub.product === 'search_ads' && sub.ad_id) {
      const [paused, running] = await Promise.all([
        priceNext(db, sub, { running: false, from: today }),
        priceNext(db, sub, { running: true, from: today }),
      ]);
      pausePreview = { ifPausedCents: paused.amountCents, ifRunningCents: running.amountCents, on: sub.period_end };
    }
    const events = (await moneyEventsOf(db, sub.user_id)).filter((e) => e.subscription_id === sub.id).slice(0, 12);
    return subscriptionSchema.parse({
      id: sub.id,
      product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
      label: await labelOf(db, sub),
      status,
      amountCents: owing ? open.amount_cents : (next?.amountCents ?? 0),
      chargeVAT: sub.charge_vat === 1,
      anchorDay: sub.anchor_day,
      adId: sub.product === 'search_ads' ? sub.ad_id : null,
      periodStart: sub.period_start,
      periodEnd: addDays(sub.period_end, -1),
      nextChargeOn: renews ? (open?.next_attempt_on ?? sub.period_end) : status === 'past_due' ? (open?.next_attempt_on ?? null) : null,
      nextChargeCents: renews ? next!.amountCents : status === 'past_due' && open ? open.amount_cents : null,
      creditCents: sub.credit_cents,
      pausePreview,
      cancelAt: sub.cancel_at ? addDays(sub.cancel_at, -1) : null,
      canUndoCancel: Boolean(sub.cancel_at) && status !== ENDED && today < sub.cancel_at!,
      card: sub.card_last4 ? { brand: sub.card_brand ?? 'card', last4: sub.card_last4 } : null,
      pastDue: owing
        ? {
            owedCents: open.amount_cents,
            failedAttempts: open.attempts,
            nextRetryOn: status === 'past_due' ? open.next_attempt_on : null,
            since: open.period_start,
          }
        : null,
      history: events.map((e) => ({ day: e.day, kind: e.kind, text: e.text })),
    });
  }

  return {
    find,
    toSubscription,
    settlePayment,
    chargeInvoice,

    /** Inside the first payment's fulfilment: the order becomes a subscription, its first period paid by that payment. */
    async start(trx: Transaction<Database>, payment: PaymentRow, card: CardAuthorization | null | undefined, paidOn = billingDay()) {
      const user = await trx.selectFrom('users').select(['email', 'is_staff']).where('id', '=', payment.user_id).executeTakeFirstOrThrow();
      const figures = readFigures(payment.metadata);
      const stamp = now();
      const end = addBillingMonths(paidOn, 1);
      const sub = await trx
        .insertInto('subscriptions')
        .values({
          user_id: payment.user_id,
          product: payment.product === 'gbp' ? 'gbp' : 'search_ads',
          ad_id: payment.ad_id,
          profile_id: payment.profile_id,
          plan: payment.plan ?? 'gbp',
          status: 'active',
          charge_vat: figures.vat ? 1 : 0,
          is_staff: user.is_staff,
          anchor_day: Number(paidOn.slice(8, 10)),
          period_start: paidOn,
          period_end: end,
          cancel_at: null,
          cancelled_at: null,
          ended_at: null,
          card_authorization: card?.reusable ? card.code : null,
          card_brand: card?.reusable ? card.brand : null,
          card_last4: card?.reusable ? card.last4 : null,
          card_email: figures.card_email ?? user.email,
          paused_at: null,
          first_payment_id: payment.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.column('first_payment_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!sub) return;
      const invoice = await trx
        .insertInto('period_invoices')
        .values({
          subscription_id: sub.id,
          user_id: sub.user_id,
          period_start: paidOn,
          period_end: end,
          amount_cents: payment.amount_cents,
          figures: figuresJson({ ...figures, subscription_id: sub.id, period_start: paidOn, period_end: addDays(end, -1) }),
          status: 'paid',
          next_attempt_on: null,
          in_flight: null,
          paid_payment_id: payment.id,
          closed_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('payments')
        .set({
          subscription_id: sub.id,
          period_invoice_id: invoice.id,
          metadata: figuresJson({ ...figures, subscription_id: sub.id, period_start: paidOn, period_end: addDays(end, -1) }),
        })
        .where('id', '=', payment.id)
        .execute();
      const issued = await trx.selectFrom('invoices').select('number').where('payment_id', '=', payment.id).executeTakeFirst();
      await tell(trx, {
        subscriptionId: sub.id,
        userId: sub.user_id,
        kind: 'paid',
        key: `paid:${payment.id}`,
        text: `Paid ${formatMoney(payment.amount_cents, 'ZAR')} for your order and ${periodText(paidOn, end)}${issued ? `: tax invoice ${formatInvoiceNumber(issued.number)}` : ''}. Your plan renews on ${monthlyDayText(sub.anchor_day)}.`,
        amountCents: payment.amount_cents,
        email: null,
      });
    },

    /**
     * Charges everything due on `today`: renewals on their date, retries on theirs; ends cancelled
     * subscriptions whose paid period is over. Safe to run twice, and from two instances at once.
     * A subscription gets one overdue period a run, on purpose: after a server was down for months it
     * catches up one period a day instead of charging several months at once (decision 029).
     */
    async billDue(today = billingDay()) {
      await resolveInFlight(today);
      const ended = await endCancelled(today);
      await openDueInvoices(today);
      const due = await db
        .selectFrom('period_invoices')
        .select(['id', 'subscription_id', 'period_start'])
        .where('status', '=', 'open')
        .where('in_flight', 'is', null)
        .where('next_attempt_on', '<=', today)
        .orderBy('id')
        .execute();
      const outcome = { paid: [] as string[], declined: [] as string[], unknown: [] as string[], skipped: 0, ended };
      for (const inv of due) {
        const result = await chargeInvoice(inv.id, inv.subscription_id, today);
        const ref = `AL-R${inv.subscription_id}-${inv.period_start.replace(/-/g, '')}`;
        if (result === 'paid') outcome.paid.push(ref);
        else if (result === 'declined') outcome.declined.push(ref);
        else if (result === 'skipped') outcome.skipped += 1;
        else outcome.unknown.push(ref);
      }
      return outcome;
    },

    async listForOwner(userId: number): Promise<Subscription[]> {
      const rows = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
      return Promise.all(rows.map((row) => toSubscription(row)));
    },

    ownerSubscription,

    /**
     * Cancel: nothing more is charged. An active subscription runs to the end of its paid period (undo
     * until then); one past due or paused ends now and what was owed is forgiven. A charge already on
     * its way when the owner cancels is refunded when it lands (its invoice is void).
     */
    async cancel(userId: number, id: number, today = billingDay()): Promise<Subscription> {
      await ownerSubscription(userId, id);
      await writeTransaction(db, async (trx) => {
        const sub = (await lockSubscription(trx, id))!;
        if (sub.status === ENDED) throw new HttpError(409, BILLING_MESSAGES.alreadyEnded);
        if (sub.cancel_at) return;
        const stamp = now();
        const label = await labelOf(trx, sub);
        if (sub.status === 'active') {
          await trx
            .updateTable('subscriptions')
            .set({ cancel_at: sub.period_end, cancelled_at: stamp, updated_at: stamp })
            .where('id', '=', sub.id)
            .execute();
          await voidOpenInvoices(trx, sub, sub.period_end);
          const lastDay = formatDay(addDays(sub.period_end, -1));
          await tell(trx, {
            subscriptionId: sub.id,
            userId: sub.user_id,
            kind: 'cancelled',
            key: `cancelled:${sub.id}:${stamp}`,
            text: `You cancelled ${label}. It runs until ${lastDay}, its last day of service, and nothing more will be charged.`,
            email: {
              to: await ownerEmail(trx, sub),
              subject: `your plan ends on ${lastDay}`,
              heading: 'Your cancellation is confirmed',
              more: [
                `Changed your mind? Undo the cancellation on your dashboard before ${lastDay} ends and your plan continues as before.`,
              ],
              action: toDashboard(sub),
            },
          });
          return;
        }
        const open = await openInvoiceOf(trx, sub.id);
        await trx
          .updateTable('subscriptions')
          .set({ status: ENDED, cancel_at: today, cancelled_at: stamp, ended_at: stamp, updated_at: stamp })
          .where('id', '=', sub.id)
          .execute();
        await voidOpenInvoices(trx, sub, '0000-00-00');
        await setCampaign(trx, sub, 'ended');
        await tell(trx, {
          subscriptionId: sub.id,
          userId: sub.user_id,
          kind: 'cancelled',
          key: `cancelled:${sub.id}:${stamp}`,
          text: `You cancelled ${label}. It ended on ${formatDay(today)}${open ? `, and the ${formatMoney(open.amount_cents, 'ZAR')} that was owed is written off` : ''}. Nothing more will be charged.`,
          email: {
            to: await ownerEmail(trx, sub),
            subject: 'your plan has ended',
            heading: 'Your cancellation is confirmed',
            action: toDashboard(sub),
          },
        });
      });
      return toSubscription((await find(id))!, today);
    },

    /** Undo a cancellation before its last day: the plan renews as before. */
    async undoCancel(userId: number, id: number, today = billingDay()): Promise<Subscription> {
      await ownerSubscription(userId, id);
      await writeTransaction(db, async (trx) => {
        const sub = (await lockSubscription(trx, id))!;
        if (!sub.cancel_at) return;
        if (sub.status === ENDED || today >= sub.cancel_at) throw new HttpError(409, BILLING_MESSAGES.cannotUndo);
        const stamp = now();
        await trx
          .updateTable('subscriptions')
          .set({ cancel_at: null, cancelled_at: null, updated_at: stamp })
          .where('id', '=', sub.id)
          .execute();
        const next = await priceNext(trx, sub);
        await tell(trx, {
          subscriptionId: sub.id,
          userId: sub.user_id,
          kind: 'cancel_undone',
          key: `undo:${sub.id}:${stamp}`,
          text: `Your plan continues: the next charge is ${formatMoney(next.amountCents, 'ZAR')} on ${formatDay(sub.period_end)}.`,
          amountCents: next.amountCents,
          email: {
            to: await ownerEmail(trx, sub),
            subject: 'your plan continues',
            heading: 'Your plan continues',
            action: toDashboard(sub),
          },
        });
      });
      return toSubscription((await find(id))!, today);
    },

    /**
     * A card update opens a checkout with the provider: for what is owed when past due or paused (a
     * payment of the open invoice), else a card check refunded at once.
     */
    async startCardUpdate(userId: number, id: number, email: string): Promise<PaymentInitAnswer> {
      const sub = await ownerSubscription(userId, id);
      if (sub.status === ENDED) throw new HttpError(409, BILLING_MESSAGES.alreadyEnded);
      const open = sub.status === 'past_due' || sub.status === 'paused' ? await openInvoiceOf(db, sub.id) : undefined;
      const reference = `AL-C${sub.id}-${randomBytes(6).toString('hex').toUpperCase()}`;
      const metadata: PaymentFiguresInput = open
        ? { ...readFigures(open.figures), card_email: email }
        : {
            description: 'AdLaunch card check (refunded)',
            flow_name: 'card-check',
            product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
            plan: sub.plan,
            vat: false,
            vat_cents: 0,
            setup_cost: 0,
            subscription_cost: 0,
            ads_cost: 0,
            discount_cents: 0,
            subscription_id: sub.id,
            card_email: email,
          };
      const payment = await db
        .insertInto('payments')
        .values({
          reference,
          user_id: userId,
          product: sub.product,
          ad_id: sub.ad_id,
          profile_id: sub.profile_id,
          amount_cents: open ? open.amount_cents : BILLING.cardCheckCents,
          currency: 'ZAR',
          status: 'pending',
          plan: sub.plan,
          promo_id: null,
          description: open ? readFigures(open.figures).description : 'AdLaunch card check (refunded)',
          metadata: figuresJson(metadata),
          created_at: now(),
          paid_at: null,
          kind: open ? 'renewal' : 'card_check',
          subscription_id: sub.id,
          period_invoice_id: open?.id ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return openCheckout(provider, payment, email, readFigures(payment.metadata), async () => {
        await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).execute();
      });
    },

    /** A card check's checkout: the card is stored and the check refunded, once however often the answer arrives. */
    async settleCardCheck(reference: string, tx: ProviderTransaction): Promise<ChargeOutcome> {
      const payment = await db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
      if (!payment?.subscription_id) return 'unknown';
      if (tx.status !== 'success') {
        if (tx.status === 'failed' || tx.status === 'not_found')
          await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).where('status', '=', 'pending').execute();
        return tx.status === 'pending' ? 'unknown' : 'declined';
      }
      const refund = await writeTransaction(db, async (trx) => {
        const sub = (await lockSubscription(trx, payment.subscription_id!))!;
        const marked = await trx
          .updateTable('payments')
          .set({ status: 'refunding', refund_reason: 'card_check', paid_at: now() })
          .where('id', '=', payment.id)
          .where('status', 'in', ['pending', 'failed'])
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return null;
        if (tx.authorization?.reusable) await storeCard(trx, sub, tx.authorization, payment);
        return () => void refundNow(payment).then(wake);
      });
      refund?.();
      return 'paid';
    },

    /** Operator: every invoice not paid on time, whatever the cause (declined, not processed, in flight, paused). */
    async pastDue() {
      const rows = await db
        .selectFrom('period_invoices')
        .innerJoin('subscriptions', 'subscriptions.id', 'period_invoices.subscription_id')
        .innerJoin('users', 'users.id', 'subscriptions.user_id')
        .select([
          'period_invoices.id',
          'period_invoices.period_start',
          'period_invoices.amount_cents',
          'period_invoices.attempts',
          'period_invoices.next_attempt_on',
          'period_invoices.in_flight',
          'subscriptions.id as subscription_id',
          'subscriptions.status',
          'users.email',
        ])
        .where('period_invoices.status', '=', 'open')
        .orderBy('period_invoices.period_start')
        .execute();
      return rows;
    },

    /** Operator: every cancellation, newest first, with its last day and whether it has ended. */
    async cancellations() {
      return db
        .selectFrom('subscriptions')
        .innerJoin('users', 'users.id', 'subscriptions.user_id')
        .selectAll('subscriptions')
        .select('users.email as email')
        .where('subscriptions.cancelled_at', 'is not', null)
        .orderBy('subscriptions.cancelled_at', 'desc')
        .execute();
    },

    monthlyText: (sub: SubscriptionRow) => monthlyDayText(sub.anchor_day),
  };
}

export type BillingService = ReturnType<typeof billingService>;
