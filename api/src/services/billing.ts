import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  addDays,
  addBillingMonths,
  BILLING,
  BILLING_MESSAGES,
  dayOf,
  monthlyDayText,
  quoteProfileRenewal,
  quoteSearchAdsRenewal,
  searchPlan,
  type PaymentInitAnswer,
  type PlanId,
  type RenewalQuote,
  type Subscription,
  type SubscriptionStatus,
} from '@adlaunch/shared';
import { subscriptionSchema } from '@adlaunch/shared/schemas';
import { randomBytes } from 'node:crypto';
import { now } from '../db/database';
import type { Database, SubscriptionsTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ProviderError, type CardAuthorization, type PaymentProvider, type ProviderTransaction } from '../adapters/payments';
import { enqueueEmail } from '../lib/outbox';
import { enqueueInvoiceEmail } from './invoice-email';
import { declinedEmail, pausedEmail } from '../emails/billing-emails';
import type { IssuedInvoice } from './invoices';
import { openCheckout, type PaymentRow } from './payments';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/**
 * Recurring billing (decision 016). A paid order starts a subscription; `billDue` charges every
 * renewal that is due on its stored card authorization, retries a decline on days 1, 3 and 7, then
 * pauses the campaign; the owner can update the card (paying what is owed), cancel at the end of the
 * paid period and undo that until the period ends.
 *
 * One charge per subscription and period: before the provider is asked, a row keyed by (subscription,
 * period, attempt) is inserted; whoever inserts it charges, any other run or instance skips. The same
 * key is the provider's reference, which the provider refuses to charge twice.
 */

export interface BillingDeps {
  provider: PaymentProvider;
  issueInvoice: (trx: Transaction<Database>, payment: PaymentRow) => Promise<IssuedInvoice>;
  /** After a commit that queued email: tells the outbox worker (a no-op outside the server: its worker polls). */
  wake: () => void;
  siteOrigin: string;
  log?: (msg: string) => void;
}

const ENDED: SubscriptionStatus = 'cancelled';

export function renewalQuoteOf(sub: Pick<SubscriptionRow, 'product' | 'plan' | 'charge_vat' | 'is_staff'>): RenewalQuote {
  const chargeVAT = sub.charge_vat === 1;
  const isStaff = sub.is_staff === 1;
  return sub.product === 'gbp'
    ? quoteProfileRenewal({ chargeVAT, isStaff })
    : quoteSearchAdsRenewal({ plan: sub.plan as PlanId, chargeVAT, isStaff });
}

/** The figures of a renewal in the shape the invoice reads (`paymentFigures`), plus the period it pays for. */
export function renewalMetadata(sub: SubscriptionRow, quote: RenewalQuote, periodStart: string, description: string) {
  const periodEnd = addDays(addBillingMonths(periodStart, 1, sub.anchor_day), -1);
  return {
    description,
    payment_medium: 'card',
    flow_name: 'renewal',
    product: sub.product,
    vat: sub.charge_vat === 1,
    vat_cents: quote.vat.zarCents,
    interval: 'monthly',
    subscription_cost: quote.management.zarCents,
    subscription_cost_usd: quote.management.usdCents,
    ads_cost: quote.spend.zarCents,
    ads_cost_usd: quote.spend.usdCents,
    setup_cost: 0,
    setup_cost_usd: 0,
    discount_cents: 0,
    plan: sub.plan,
    subscription_id: sub.id,
    period_start: periodStart,
    period_end: periodEnd,
    test_payment: quote.isTestPayment,
  };
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

const descriptionOf = (sub: SubscriptionRow) =>
  sub.product === 'gbp'
    ? 'AdLaunch Google Business Profile, monthly'
    : `AdLaunch search ads, ${searchPlan(sub.plan as PlanId).name} plan, monthly`;

/** The period a charge now would pay for: the next one (active), or the one still owed (past due, paused). */
const owedPeriodStart = (sub: SubscriptionRow) => sub.period_end;

/** The owner's view of one subscription (what the dashboard shows). */
export async function toSubscription(db: Kysely<Database>, sub: SubscriptionRow, today = dayOf()): Promise<Subscription> {
  const quote = renewalQuoteOf(sub);
  const status = sub.status as SubscriptionStatus;
  const owing = status === 'past_due' || status === 'paused';
  return subscriptionSchema.parse({
    id: sub.id,
    product: sub.product === 'gbp' ? 'gbp' : 'search_ads',
    label: await labelOf(db, sub),
    status,
    amountCents: quote.chargeZarCents,
    chargeVAT: sub.charge_vat === 1,
    anchorDay: sub.anchor_day,
    periodStart: sub.period_start,
    periodEnd: addDays(sub.period_end, -1),
    nextChargeOn: status === 'active' && !sub.cancel_at ? sub.period_end : status === 'past_due' ? sub.next_retry_on : null,
    cancelAt: sub.cancel_at ? addDays(sub.cancel_at, -1) : null,
    canUndoCancel: Boolean(sub.cancel_at) && status !== ENDED && today < sub.cancel_at!,
    card: sub.card_last4 ? { brand: sub.card_brand ?? 'card', last4: sub.card_last4 } : null,
    pastDue: owing
      ? {
          owedCents: quote.chargeZarCents,
          failedAttempts: sub.failed_attempts,
          nextRetryOn: status === 'past_due' ? sub.next_retry_on : null,
          since: sub.past_due_since ?? sub.period_end,
        }
      : null,
  });
}

export function billingService(db: Kysely<Database>, deps: BillingDeps) {
  const { provider, siteOrigin, wake } = deps;
  const log = deps.log ?? (() => undefined);
  const dashboardUrl = `${siteOrigin.replace(/\/+$/, '')}/dashboard`;
  const cardUrl = (sub: SubscriptionRow) => `${dashboardUrl}?billing=${sub.id}#billing`;

  const find = (id: number) => db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

  async function ownerEmail(trx: Kysely<Database>, sub: SubscriptionRow): Promise<string> {
    const user = await trx.selectFrom('users').select('email').where('id', '=', sub.user_id).executeTakeFirst();
    return user?.email ?? sub.card_email;
  }

  /** Moves the campaign with the subscription: paused when billing pauses it, running again when paid, ended when cancelled. */
  async function setCampaign(trx: Transaction<Database>, sub: SubscriptionRow, to: 'paused' | 'resumed' | 'ended', since?: string) {
    const stamp = now();
    if (sub.product === 'search_ads' && sub.ad_id) {
      if (to === 'paused')
        await trx
          .updateTable('search_ads')
          .set({ status: 'paused', paused_at: stamp, updated_at: stamp })
          .where('id', '=', sub.ad_id)
          .where('status', '=', 'active')
          .execute();
      else if (to === 'resumed' && since)
        // Only a pause billing made is undone: one the owner chose stays.
        await trx
          .updateTable('search_ads')
          .set({ status: 'active', paused_at: null, updated_at: stamp })
          .where('id', '=', sub.ad_id)
          .where('status', '=', 'paused')
          .where('paused_at', '>=', since)
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

  /** A paid renewal: the payment, the next period, the invoice; past-due and billing's pause undone. */
  async function recordPaid(
    trx: Transaction<Database>,
    sub: SubscriptionRow,
    payment: PaymentRow,
    periodStart: string,
    card: CardAuthorization | null | undefined,
  ): Promise<() => void> {
    const stamp = now();
    const paid = await trx
      .updateTable('payments')
      .set({ status: 'success', paid_at: stamp })
      .where('id', '=', payment.id)
      .where('status', '!=', 'success')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 0) return () => undefined;
    await trx.updateTable('subscription_charges').set({ status: 'success' }).where('payment_id', '=', payment.id).execute();
    const issued = await deps.issueInvoice(trx, { ...payment, status: 'success', paid_at: stamp });
    if (sub.period_end === periodStart) {
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'active',
          period_start: periodStart,
          period_end: addBillingMonths(periodStart, 1, sub.anchor_day),
          past_due_since: null,
          failed_attempts: 0,
          next_retry_on: null,
          paused_at: null,
          ...(card?.reusable ? { card_authorization: card.code, card_brand: card.brand, card_last4: card.last4 } : {}),
          updated_at: stamp,
        })
        .where('id', '=', sub.id)
        .execute();
      if (sub.status === 'paused' || sub.status === 'past_due') await setCampaign(trx, sub, 'resumed', sub.paused_at ?? undefined);
    }
    await enqueueInvoiceEmail(trx, issued, siteOrigin);
    return wake;
  }

  /** A declined renewal or retry: past due with the next try, or after the last one the campaign pauses. */
  async function recordDeclined(
    trx: Transaction<Database>,
    sub: SubscriptionRow,
    payment: PaymentRow,
    message: string,
    today: string,
  ): Promise<() => void> {
    await trx.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).where('status', '=', 'pending').execute();
    await trx.updateTable('subscription_charges').set({ status: 'failed', message }).where('payment_id', '=', payment.id).execute();
    const failed = sub.failed_attempts + 1;
    const since = sub.past_due_since ?? today;
    const stamp = now();
    const retryIn = BILLING.retryDays[failed - 1];
    const facts = {
      to: await ownerEmail(trx, sub),
      label: await labelOf(trx, sub),
      amountCents: payment.amount_cents,
      reason: message,
      cardLast4: sub.card_last4,
      cardUrl: cardUrl(sub),
    };
    if (retryIn !== undefined) {
      const nextRetry = addDays(since, retryIn);
      await trx
        .updateTable('subscriptions')
        .set({ status: 'past_due', past_due_since: since, failed_attempts: failed, next_retry_on: nextRetry, updated_at: stamp })
        .where('id', '=', sub.id)
        .execute();
      await enqueueEmail(trx, {
        kind: 'renewal-declined',
        ...(await declinedEmail({ ...facts, nextRetryOn: nextRetry, triesLeft: BILLING.retryDays.length - failed + 1 })),
      });
      return wake;
    }
    await trx
      .updateTable('subscriptions')
      .set({ status: 'paused', past_due_since: since, failed_attempts: failed, next_retry_on: null, paused_at: stamp, updated_at: stamp })
      .where('id', '=', sub.id)
      .execute();
    await setCampaign(trx, sub, 'paused');
    await enqueueEmail(trx, { kind: 'renewal-paused', ...(await pausedEmail({ ...facts, tries: failed })) });
    return wake;
  }

  /** Creates the renewal payment for a claimed period, asks the provider, and records its answer. */
  async function chargeClaimed(sub: SubscriptionRow, claimId: number, reference: string, periodStart: string, today: string) {
    const quote = renewalQuoteOf(sub);
    const description = descriptionOf(sub);
    const metadata = renewalMetadata(sub, quote, periodStart, description);
    const payment = await db
      .insertInto('payments')
      .values({
        reference,
        user_id: sub.user_id,
        product: sub.product,
        ad_id: sub.ad_id,
        profile_id: sub.profile_id,
        amount_cents: quote.chargeZarCents,
        currency: 'ZAR',
        status: 'pending',
        plan: sub.plan,
        promo_id: null,
        description,
        metadata: JSON.stringify(metadata),
        created_at: now(),
        paid_at: null,
        kind: 'renewal',
        subscription_id: sub.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await db.updateTable('subscription_charges').set({ payment_id: payment.id }).where('id', '=', claimId).execute();

    let tx: ProviderTransaction;
    if (!sub.card_authorization) tx = { status: 'failed', amountCents: 0, currency: 'ZAR', message: 'No card on file' };
    else {
      try {
        tx = await provider.chargeAuthorization({
          reference,
          authorization: sub.card_authorization,
          email: sub.card_email,
          amountCents: payment.amount_cents,
          currency: 'ZAR',
          metadata,
        });
      } catch (error) {
        // An outage: the claim stays pending and the next run asks the provider what became of it.
        log(`renewal ${reference}: ${String(error)}`);
        if (error instanceof ProviderError) return 'unknown' as const;
        throw error;
      }
    }
    return settleRenewal(payment, tx, today);
  }

  /** Applies the provider's answer about a renewal payment (from bill-due, a retry of an unknown outcome, or a webhook). */
  async function settleRenewal(payment: PaymentRow, tx: ProviderTransaction, today = dayOf()): Promise<'paid' | 'declined' | 'unknown'> {
    if (tx.status === 'pending') return 'unknown';
    const metadata = JSON.parse(payment.metadata) as { period_start?: string };
    const periodStart = metadata.period_start ?? '';
    if (tx.status === 'success' && (tx.amountCents !== payment.amount_cents || tx.currency !== payment.currency)) {
      log(`renewal ${payment.reference}: provider reports ${tx.amountCents} ${tx.currency}, expected ${payment.amount_cents}`);
      tx = { ...tx, status: 'failed', message: 'Amount mismatch' };
    }
    const after = await db.transaction().execute(async (trx) => {
      const sub = await trx.selectFrom('subscriptions').selectAll().where('id', '=', payment.subscription_id!).executeTakeFirstOrThrow();
      const current = await trx.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
      if (current.status !== 'pending') return () => undefined;
      return tx.status === 'success'
        ? recordPaid(trx, sub, current, periodStart, tx.authorization)
        : recordDeclined(trx, sub, current, tx.message || 'declined', today);
    });
    after();
    return tx.status === 'success' ? 'paid' : 'declined';
  }

  /** Claims (subscription, period, attempt): true for the one run that may charge it. */
  async function claim(sub: SubscriptionRow, periodStart: string, attempt: number) {
    const reference = `AL-R${sub.id}-${periodStart.replace(/-/g, '')}-${attempt}`;
    const row = await db
      .insertInto('subscription_charges')
      .values({
        subscription_id: sub.id,
        period_start: periodStart,
        attempt,
        reference,
        status: 'pending',
        payment_id: null,
        message: null,
        created_at: now(),
      })
      // Any unique key: (subscription, period, attempt) and the reference made from them. Two instances
      // inserting at once on PostgreSQL may collide on either; naming one key let the other raise.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? { id: row.id, reference } : null;
  }

  /** Renewals whose outcome an outage left unknown: the provider is asked again about the same reference. */
  async function resolvePending(today: string) {
    const pending = await db
      .selectFrom('payments')
      .selectAll()
      .where('kind', '=', 'renewal')
      .where('status', '=', 'pending')
      .where('reference', 'like', 'AL-R%')
      .execute();
    for (const payment of pending) {
      try {
        await settleRenewal(payment, await provider.verify(payment.reference), today);
      } catch (error) {
        log(`renewal ${payment.reference}: still unknown: ${String(error)}`);
      }
    }
  }

  async function endCancelled(today: string): Promise<number> {
    const ending = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', '!=', ENDED)
      .where('cancel_at', 'is not', null)
      .where('cancel_at', '<=', today)
      .execute();
    for (const sub of ending)
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('subscriptions')
          .set({ status: ENDED, ended_at: now(), next_retry_on: null, updated_at: now() })
          .where('id', '=', sub.id)
          .where('status', '!=', ENDED)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) await setCampaign(trx, sub, 'ended');
      });
    return ending.length;
  }

  return {
    find,

    /** Inside the first payment's fulfilment: the order becomes a subscription, renewing on the day it was paid. */
    async start(trx: Transaction<Database>, payment: PaymentRow, card: CardAuthorization | null | undefined, paidOn = dayOf()) {
      const user = await trx.selectFrom('users').select(['email', 'is_staff']).where('id', '=', payment.user_id).executeTakeFirstOrThrow();
      const figures = JSON.parse(payment.metadata) as { vat?: boolean; card_email?: string };
      const stamp = now();
      await trx
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
          period_end: addBillingMonths(paidOn, 1),
          cancel_at: null,
          cancelled_at: null,
          ended_at: null,
          card_authorization: card?.reusable ? card.code : null,
          card_brand: card?.reusable ? card.brand : null,
          card_last4: card?.reusable ? card.last4 : null,
          card_email: figures.card_email ?? user.email,
          past_due_since: null,
          next_retry_on: null,
          paused_at: null,
          first_payment_id: payment.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.column('first_payment_id').doNothing())
        .execute();
    },

    /**
     * Charges everything due on `today`: renewals on their date, retries on theirs; ends cancelled
     * subscriptions whose paid period is over. Safe to run twice and from two instances at once.
     */
    async billDue(today = dayOf()) {
      await resolvePending(today);
      const ended = await endCancelled(today);
      const due = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'active'), eb('cancel_at', 'is', null), eb('period_end', '<=', today)]),
            eb.and([eb('status', '=', 'past_due'), eb('next_retry_on', '<=', today)]),
          ]),
        )
        .orderBy('id')
        .execute();
      const outcome = { paid: [] as string[], declined: [] as string[], unknown: [] as string[], skipped: 0, ended };
      for (const sub of due) {
        const periodStart = owedPeriodStart(sub);
        const claimed = await claim(sub, periodStart, sub.failed_attempts);
        if (!claimed) {
          outcome.skipped += 1;
          continue;
        }
        const result = await chargeClaimed(sub, claimed.id, claimed.reference, periodStart, today);
        outcome[result].push(claimed.reference);
      }
      return outcome;
    },

    settleRenewal,

    async listForOwner(userId: number): Promise<Subscription[]> {
      const rows = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
      return Promise.all(rows.map((row) => toSubscription(db, row)));
    },

    async ownerSubscription(userId: number, id: number): Promise<SubscriptionRow> {
      const sub = await find(id);
      if (!sub || sub.user_id !== userId) throw new HttpError(404, BILLING_MESSAGES.notFound);
      return sub;
    },

    /**
     * Cancel: nothing more is charged. An active subscription runs to the end of its paid period (undo
     * until then); one past due or paused ends now and what was owed is forgiven.
     */
    async cancel(userId: number, id: number, today = dayOf()): Promise<Subscription> {
      const sub = await this.ownerSubscription(userId, id);
      if (sub.status === ENDED) throw new HttpError(409, BILLING_MESSAGES.alreadyEnded);
      const stamp = now();
      await db.transaction().execute(async (trx) => {
        if (sub.status === 'active') {
          await trx
            .updateTable('subscriptions')
            .set({ cancel_at: sub.period_end, cancelled_at: stamp, updated_at: stamp })
            .where('id', '=', sub.id)
            .execute();
        } else {
          await trx
            .updateTable('subscriptions')
            .set({ status: ENDED, cancel_at: today, cancelled_at: stamp, ended_at: stamp, next_retry_on: null, updated_at: stamp })
            .where('id', '=', sub.id)
            .execute();
          await setCampaign(trx, sub, 'ended');
        }
      });
      return toSubscription(db, (await find(id))!, today);
    },

    /** Undo a cancellation before its last day: the plan renews as before. */
    async undoCancel(userId: number, id: number, today = dayOf()): Promise<Subscription> {
      const sub = await this.ownerSubscription(userId, id);
      if (!sub.cancel_at) return toSubscription(db, sub, today);
      if (sub.status === ENDED || today >= sub.cancel_at) throw new HttpError(409, BILLING_MESSAGES.cannotUndo);
      await db
        .updateTable('subscriptions')
        .set({ cancel_at: null, cancelled_at: null, updated_at: now() })
        .where('id', '=', sub.id)
        .where('status', '!=', ENDED)
        .execute();
      return toSubscription(db, (await find(id))!, today);
    },

    /**
     * A card update opens a checkout with the provider: for what is owed when past due or paused
     * (a `renewal` payment of the owed period), else a card check refunded at once.
     */
    async startCardUpdate(userId: number, id: number, email: string): Promise<PaymentInitAnswer> {
      const sub = await this.ownerSubscription(userId, id);
      if (sub.status === ENDED) throw new HttpError(409, BILLING_MESSAGES.alreadyEnded);
      const owing = sub.status === 'past_due' || sub.status === 'paused';
      const quote = renewalQuoteOf(sub);
      const periodStart = owedPeriodStart(sub);
      const reference = `AL-C${sub.id}-${randomBytes(6).toString('hex').toUpperCase()}`;
      const description = owing ? descriptionOf(sub) : 'AdLaunch card check (refunded)';
      const metadata = owing
        ? { ...renewalMetadata(sub, quote, periodStart, description), card_email: email }
        : { description, flow_name: 'card-check', product: sub.product, subscription_id: sub.id, card_email: email, vat: false };
      const payment = await db
        .insertInto('payments')
        .values({
          reference,
          user_id: userId,
          product: sub.product,
          ad_id: sub.ad_id,
          profile_id: sub.profile_id,
          amount_cents: owing ? quote.chargeZarCents : BILLING.cardCheckCents,
          currency: 'ZAR',
          status: 'pending',
          plan: sub.plan,
          promo_id: null,
          description,
          metadata: JSON.stringify(metadata),
          created_at: now(),
          paid_at: null,
          kind: owing ? 'renewal' : 'card_check',
          subscription_id: sub.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return openCheckout(provider, payment, email, metadata, async () => {
        await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).execute();
      });
    },

    /**
     * Inside the fulfilment of a card update's checkout (payments.ts): the new card is stored; what was
     * owed is paid (with its invoice) unless a retry paid the period meanwhile, then it is refunded.
     */
    async fulfilCardUpdate(
      trx: Transaction<Database>,
      payment: PaymentRow,
      card: CardAuthorization | null | undefined,
    ): Promise<() => void> {
      const sub = await trx.selectFrom('subscriptions').selectAll().where('id', '=', payment.subscription_id!).executeTakeFirstOrThrow();
      const figures = JSON.parse(payment.metadata) as { card_email?: string; period_start?: string };
      const stamp = now();
      if (card?.reusable)
        await trx
          .updateTable('subscriptions')
          .set({
            card_authorization: card.code,
            card_brand: card.brand,
            card_last4: card.last4,
            card_email: figures.card_email ?? sub.card_email,
            updated_at: stamp,
          })
          .where('id', '=', sub.id)
          .execute();
      // Given back after the commit; the payments list then says "refunded" (a failure is logged for the operator).
      const refund = () =>
        void provider
          .refund(payment.reference, payment.amount_cents)
          .then(() => db.updateTable('payments').set({ status: 'refunded' }).where('id', '=', payment.id).execute())
          .catch((error: unknown) => log(`refund ${payment.reference} failed: ${String(error)}`));
      if (payment.kind === 'card_check') {
        await trx.updateTable('payments').set({ status: 'success', paid_at: stamp }).where('id', '=', payment.id).execute();
        return refund;
      }
      const periodStart = figures.period_start ?? '';
      if (sub.period_end !== periodStart || sub.status === ENDED) {
        // Paid twice for one period (a retry went through while the owner paid): this one is given back.
        await trx
          .updateTable('payments')
          .set({ status: 'success', paid_at: stamp, description: `${payment.description} (refunded: already paid)` })
          .where('id', '=', payment.id)
          .execute();
        return refund;
      }
      const fresh = {
        ...sub,
        ...(card?.reusable ? { card_authorization: card.code, card_brand: card.brand, card_last4: card.last4 } : {}),
      };
      await trx
        .insertInto('subscription_charges')
        .values({
          subscription_id: sub.id,
          period_start: periodStart,
          attempt: 100 + sub.failed_attempts,
          reference: payment.reference,
          status: 'pending',
          payment_id: payment.id,
          message: 'card update',
          created_at: stamp,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return recordPaid(trx, fresh, payment, periodStart, card);
    },

    /** Operator: every subscription past due or paused, with what is owed. */
    async pastDue() {
      const rows = await db
        .selectFrom('subscriptions')
        .innerJoin('users', 'users.id', 'subscriptions.user_id')
        .selectAll('subscriptions')
        .select('users.email as email')
        .where('subscriptions.status', 'in', ['past_due', 'paused'])
        .orderBy('subscriptions.past_due_since')
        .execute();
      return rows.map((r) => ({ ...r, owedCents: renewalQuoteOf(r).chargeZarCents }));
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
