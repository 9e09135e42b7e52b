import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  adSpend,
  adsSetupFee,
  firstIncompleteProfileStep,
  isSearchAdComplete,
  MESSAGES,
  planFor,
  quoteProfile,
  quoteSearchAds,
  searchPlan,
  type PaymentInitAnswer,
  type PaymentInitRequest,
  type PaymentVerifyAnswer,
  type Quote,
  tierOfPlan,
} from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database, PaymentsTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ProviderError, type CardAuthorization, type PaymentProvider, type ProviderTransaction } from '../adapters/payments';
import type { UserRow } from '../accounts/auth-guard';
import { promoService, toPromo, type PromoRow } from '../promo-codes/promo-codes';
import { abVariantOf, referrerOf } from '../accounts/accounts';
import { toProfile } from '../profiles/profiles';
import { toSearchAd } from '../campaigns/search-ads';
import { figuresJson, type PaymentFiguresInput } from './payment-figures';

export type PaymentRow = Selectable<PaymentsTable>;

const PAYMENT_MESSAGES = {
  paid: 'Payment received. Thank you!',
  declined: 'Your card was declined. Please try another card.',
  pending: 'We are still waiting for your payment to complete.',
  mismatch: 'We could not match this payment to your order. Please contact support.',
  notFound: 'We could not find that payment.',
  incomplete: 'Please finish every step before paying.',
  alreadyPaid: 'This order is already paid for.',
  choosePlan: 'Choose a plan.',
  providerDown: 'The card payment service is not reachable. Please try again in a moment.',
  refundedDuplicate: 'This order was already paid for, so we are refunding this second payment to your card.',
  refundedPeriod: 'This month was already paid, so we are refunding this payment to your card.',
  refundedPromo: 'The promo code was used up before this payment completed, so we are refunding it to your card. Please pay again.',
} as const;

/** Why a completed payment is refunded instead of kept. */
export type RefundReason = 'order_already_paid' | 'promo_used_up';
const REFUND_MESSAGES: Record<RefundReason, PaymentVerifyAnswer> = {
  order_already_paid: { status: 'success', message: PAYMENT_MESSAGES.refundedDuplicate },
  promo_used_up: { status: 'failed', message: PAYMENT_MESSAGES.refundedPromo },
};
const refundAnswer = (reason: string | null): PaymentVerifyAnswer =>
  REFUND_MESSAGES[reason === 'promo_used_up' ? 'promo_used_up' : 'order_already_paid'];
const REFUND_STATUSES = ['refunding', 'refunded'];

/**
 * Asks the provider for a checkout of a payment row just inserted, and answers what the browser needs to
 * open it. When the provider fails, `onFailure` marks the row; a provider that cannot be reached is a 502.
 */
export async function openCheckout(
  provider: PaymentProvider,
  payment: PaymentRow,
  email: string,
  metadata: Record<string, unknown>,
  onFailure: (error: unknown) => Promise<void>,
) {
  try {
    const { accessCode } = await provider.initialize({
      reference: payment.reference,
      amountCents: payment.amount_cents,
      currency: 'ZAR',
      email,
      metadata,
    });
    return {
      reference: payment.reference,
      access_code: accessCode,
      amountCents: payment.amount_cents,
      currency: 'ZAR' as const,
      provider: provider.name,
      public_key: provider.publicKey,
    };
  } catch (error) {
    await onFailure(error);
    if (error instanceof ProviderError) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
    throw error;
  }
}

/** The refunded payments and those whose refund the provider has not yet taken, newest first (`npm run ops -- refunds`). */
export async function listRefunds(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.reference',
      'payments.status',
      'payments.refund_reason',
      'payments.amount_cents',
      'payments.currency',
      'payments.created_at',
      'users.email',
    ])
    .where('payments.status', 'in', REFUND_STATUSES)
    .orderBy('payments.id', 'desc')
    .execute();
  return rows.map((r) => ({
    reference: r.reference,
    status: r.status as 'refunding' | 'refunded',
    reason: r.refund_reason,
    amountCents: Number(r.amount_cents),
    currency: r.currency,
    email: r.email,
    createdAt: r.created_at,
  }));
}

const newReference = () => `AL-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

/** product spec §7: the metadata sent with every transaction. Amounts in cents, list prices before any promo. */
function metadataFor(input: {
  product: 'search_ads' | 'gbp';
  description: string;
  quote: Quote;
  chargeVAT: boolean;
  plan: string | null;
  promo: PromoRow | null;
  modelId: number;
  setupWaived: boolean;
}): PaymentFiguresInput {
  const line = (id: string) => input.quote.lines.find((l) => l.id === id);
  const subscription = line('managed') ?? line('monthly');
  return {
    description: input.description,
    payment_medium: 'card',
    flow_name: input.product === 'search_ads' ? 'setup-search' : 'setup-gbp',
    product: input.product,
    vat: input.chargeVAT,
    vat_cents: input.quote.vat.zarCents,
    interval: 'monthly',
    setup_waived: input.setupWaived,
    subscription_cost: subscription?.zarCents ?? 0,
    subscription_cost_usd: subscription?.usdCents ?? 0,
    ads_cost: line('spend')?.zarCents ?? 0,
    ads_cost_usd: line('spend')?.usdCents ?? 0,
    setup_cost: line('setup')?.zarCents ?? 0,
    setup_cost_usd: line('setup')?.usdCents ?? 0,
    discount_cents: input.quote.discount.zarCents,
    plan: input.plan,
    promo_id: input.promo?.id ?? null,
    model_id: input.modelId,
    test_payment: input.quote.isTestPayment,
  };
}

/** What became of a subscription's payment (billing.ts): the browser's answer follows it. */
export type SubscriptionPaymentOutcome = 'paid' | 'declined' | 'not_processed' | 'refunded' | 'unknown' | 'skipped';

export interface FulfilmentHooks {
  /**
   * Runs inside the fulfilment's transaction, once per paid payment (a throw rolls the payment back);
   * the function it returns runs after the commit.
   */
  onFulfil?: (trx: Transaction<Database>, payment: PaymentRow, card: CardAuthorization | null | undefined) => Promise<() => void>;
  /**
   * A payment of a subscription (a renewal bill-due charged, a card update's checkout, a card check):
   * the ledger settles it (decision 029), by whatever path the provider's word arrives.
   */
  onSubscriptionPayment?: (payment: PaymentRow, tx: ProviderTransaction) => Promise<SubscriptionPaymentOutcome>;
  /** Tells the operator about money that needs a look (a completed payment refunded, a refund that failed): error level. */
  alert?: (msg: string) => void;
}

const isSubscriptionPayment = (payment: PaymentRow) => payment.subscription_id !== null && payment.kind !== 'order';
const SUBSCRIPTION_ANSWERS: Record<SubscriptionPaymentOutcome, PaymentVerifyAnswer> = {
  paid: { status: 'success', message: PAYMENT_MESSAGES.paid },
  refunded: { status: 'success', message: PAYMENT_MESSAGES.refundedPeriod },
  declined: { status: 'failed', message: PAYMENT_MESSAGES.declined },
  not_processed: { status: 'failed', message: PAYMENT_MESSAGES.declined },
  unknown: { status: 'pending', message: PAYMENT_MESSAGES.pending },
  skipped: { status: 'pending', message: PAYMENT_MESSAGES.pending },
};

export function paymentService(
  db: Kysely<Database>,
  provider: PaymentProvider,
  log: (msg: string) => void = () => undefined,
  hooks: FulfilmentHooks = {},
) {
  const promos = promoService(db);

  const alert = hooks.alert ?? log;

  /**
   * Why a completed payment must not be kept, looked at inside the fulfilment's transaction after the
   * order and the promo code are locked: its order already has a successful payment, or its promo code
   * was used up meanwhile (by another account, or by this account's other order). Holds on a code
   * expire and a failed checkout can still complete, so only paid orders are counted here.
   */
  async function refusal(trx: Transaction<Database>, payment: PaymentRow): Promise<RefundReason | null> {
    const order =
      payment.product === 'search_ads' && payment.ad_id
        ? ({ table: 'search_ads', column: 'ad_id', id: payment.ad_id } as const)
        : payment.product === 'gbp' && payment.profile_id
          ? ({ table: 'profiles', column: 'profile_id', id: payment.profile_id } as const)
          : null;
    // A no-op update takes the row's write lock on PostgreSQL (SQLite runs one write transaction at a
    // time), so two payments of one order, or of one code, are settled one after the other.
    if (order)
      await trx
        .updateTable(order.table)
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', order.id)
        .execute();
    if (payment.promo_id !== null)
      await trx
        .updateTable('promo_codes')
        .set((eb) => ({ active: eb.ref('active') }))
        .where('id', '=', payment.promo_id)
        .execute();
    if (order) {
      const paid = await trx
        .selectFrom('payments')
        .select('id')
        .where('product', '=', payment.product)
        .where(order.column, '=', order.id)
        .where('status', '=', 'success')
        .where('id', '!=', payment.id)
        .executeTakeFirst();
      if (paid) return 'order_already_paid';
    }
    if (payment.promo_id !== null) {
      const promo = await trx.selectFrom('promo_codes').select('max_uses').where('id', '=', payment.promo_id).executeTakeFirst();
      const uses = await trx
        .selectFrom('payments')
        .select('user_id')
        .where('promo_id', '=', payment.promo_id)
        .where('status', '=', 'success')
        .where('id', '!=', payment.id)
        .execute();
      if (uses.some((u) => u.user_id === payment.user_id)) return 'promo_used_up';
      const others = new Set(uses.map((u) => u.user_id));
      if (promo?.max_uses != null && others.size >= promo.max_uses) return 'promo_used_up';
    }
    return null;
  }

  /** Gives the money of a payment marked 'refunding' back through the provider; it stays 'refunding' (and listed) if that fails. */
  async function refund(payment: PaymentRow, reason: RefundReason): Promise<void> {
    try {
      await provider.refund(payment.reference, payment.amount_cents);
      await db.updateTable('payments').set({ status: 'refunded' }).where('id', '=', payment.id).where('status', '=', 'refunding').execute();
      alert(`payment ${payment.reference}: completed but refused (${reason}); refunded ${payment.amount_cents} ${payment.currency}`);
    } catch (error) {
      alert(
        `payment ${payment.reference}: completed but refused (${reason}); the refund of ${payment.amount_cents} ${payment.currency} failed: ${String(error)}. Retry with npm run ops -- refunds retry ${payment.reference}`,
      );
    }
  }

  /**
   * Marks the payment paid and moves its ad or profile out of setup, once, in one transaction; or, when
   * the payment must not be kept (see `refusal`), marks it 'refunding' and refunds it after the commit.
   */
  async function fulfil(payment: PaymentRow, card?: CardAuthorization | null): Promise<'paid' | RefundReason | null> {
    type Outcome = { refused: RefundReason } | { afterCommit: () => void } | null;
    const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      const refused = await refusal(trx, payment);
      const stamp = now();
      if (refused) {
        const marked = await trx
          .updateTable('payments')
          .set({ status: 'refunding', refund_reason: refused, paid_at: stamp })
          .where('id', '=', payment.id)
          .where('status', 'not in', ['success', ...REFUND_STATUSES])
          .executeTakeFirst();
        return Number(marked.numUpdatedRows) === 0 ? null : { refused };
      }
      const result = await trx
        .updateTable('payments')
        .set({ status: 'success', paid_at: stamp })
        .where('id', '=', payment.id)
        .where('status', 'not in', ['success', ...REFUND_STATUSES])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      if (payment.product === 'search_ads' && payment.ad_id) {
        await trx
          .updateTable('search_ads')
          .set({ status: 'paid', plan: payment.plan, budget_cents: adSpend().zarCents, updated_at: stamp })
          .where('id', '=', payment.ad_id)
          .where('status', '=', 'setup')
          .execute();
      } else if (payment.product === 'gbp' && payment.profile_id) {
        await trx
          .updateTable('profiles')
          .set({ status: 'paid', updated_at: stamp })
          .where('id', '=', payment.profile_id)
          .where('status', '=', 'setup')
          .execute();
      }
      return {
        afterCommit: hooks.onFulfil ? await hooks.onFulfil(trx, { ...payment, status: 'success', paid_at: stamp }, card) : () => undefined,
      };
    });
    if (!outcome) return null;
    if ('refused' in outcome) {
      await refund(payment, outcome.refused);
      return outcome.refused;
    }
    outcome.afterCommit();
    return 'paid';
  }

  async function markFailed(payment: PaymentRow) {
    await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', payment.id).where('status', '=', 'pending').execute();
  }

  /** Applies the provider's word about a transaction to our record. */
  async function settle(payment: PaymentRow, tx: ProviderTransaction): Promise<PaymentVerifyAnswer> {
    if (isSubscriptionPayment(payment) && hooks.onSubscriptionPayment) {
      const outcome = await hooks.onSubscriptionPayment(payment, tx);
      const answer = SUBSCRIPTION_ANSWERS[outcome];
      return answer.status === 'failed' && tx.message && tx.message !== 'Approved' ? { ...answer, message: tx.message } : answer;
    }
    if (tx.status === 'success') {
      if (tx.amountCents !== payment.amount_cents || tx.currency !== payment.currency) {
        log(
          `payment ${payment.reference}: provider reports ${tx.amountCents} ${tx.currency}, expected ${payment.amount_cents} ${payment.currency}`,
        );
        await markFailed(payment);
        return { status: 'failed', message: PAYMENT_MESSAGES.mismatch };
      }
      const outcome = await fulfil(payment, tx.authorization);
      if (outcome === 'paid') return { status: 'success', message: PAYMENT_MESSAGES.paid };
      // Settled by someone else meanwhile (a webhook and the browser at once): answer what the record says.
      if (outcome) return refundAnswer(outcome);
      const record = await db.selectFrom('payments').select(['status', 'refund_reason']).where('id', '=', payment.id).executeTakeFirst();
      return record && REFUND_STATUSES.includes(record.status)
        ? refundAnswer(record.refund_reason)
        : { status: 'success', message: PAYMENT_MESSAGES.paid };
    }
    if (tx.status === 'failed') {
      await markFailed(payment);
      return { status: 'failed', message: tx.message && tx.message !== 'Approved' ? tx.message : PAYMENT_MESSAGES.declined };
    }
    return { status: 'pending', message: PAYMENT_MESSAGES.pending };
  }

  /** The browser's plan says only which managed tier; the setup fee follows the account's stored variant. */
  async function priceSearchAds(user: UserRow, body: PaymentInitRequest, chargeVAT: boolean, promo: PromoRow | null) {
    const row = await db
      .selectFrom('search_ads')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || !isSearchAdComplete(toSearchAd(row))) throw new HttpError(409, PAYMENT_MESSAGES.incomplete);
    if (row.status !== 'setup') throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (!body.plan) throw new HttpError(400, PAYMENT_MESSAGES.choosePlan, { plan: [PAYMENT_MESSAGES.choosePlan] });
    const plan = planFor(tierOfPlan(body.plan), abVariantOf(user));
    const quote = quoteSearchAds({ plan, chargeVAT, promo: promo && toPromo(promo), isStaff: user.is_staff === 1 });
    const description = `AdLaunch search ads, ${searchPlan(plan).name} plan`;
    return {
      quote,
      plan,
      adId: row.id,
      profileId: null,
      modelId: row.id,
      description,
      setupWaived: adsSetupFee(abVariantOf(user)).zarCents === 0,
    };
  }

  async function priceProfile(user: UserRow, body: PaymentInitRequest, chargeVAT: boolean, promo: PromoRow | null) {
    const row = await db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || firstIncompleteProfileStep(toProfile(row)) !== 'pay') throw new HttpError(409, PAYMENT_MESSAGES.incomplete);
    if (row.status !== 'setup') throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid);
    const hasReferral = (await referrerOf(db, user, body.referrer)) !== null;
    const quote = quoteProfile({ hasReferral, chargeVAT, promo: promo && toPromo(promo), isStaff: user.is_staff === 1 });
    return {
      quote,
      plan: hasReferral ? 'gbp_referral' : 'gbp',
      adId: null,
      profileId: row.id,
      modelId: row.id,
      description: 'AdLaunch Google Business Profile',
      setupWaived: false,
    };
  }

  return {
    fulfil,

    /** Prices the order on the server, records it and opens a transaction with the provider. */
    async initialize(user: UserRow, body: PaymentInitRequest): Promise<PaymentInitAnswer> {
      const promo = body.promo_code ? await promos.find(body.promo_code) : null;
      // A "yes" to VAT is kept on the account; a later "no" from the browser cannot take it back.
      const chargeVAT = user.charge_vat === 1 || body.chargeVAT;
      if ((chargeVAT && user.charge_vat !== 1) || user.vat_answered !== 1)
        await db
          .updateTable('users')
          .set({ charge_vat: chargeVAT ? 1 : 0, vat_answered: 1, updated_at: now() })
          .where('id', '=', user.id)
          .execute();
      // The VAT number given is printed on this and later tax invoices.
      if (body.vatNumber !== undefined && body.vatNumber !== user.vat_number)
        await db.updateTable('users').set({ vat_number: body.vatNumber, updated_at: now() }).where('id', '=', user.id).execute();
      const order =
        body.product === 'search_ads'
          ? await priceSearchAds(user, body, chargeVAT, promo)
          : await priceProfile(user, body, chargeVAT, promo);
      if (promo) await promos.assertUsable(promo, user.id, { product: body.product, id: (order.adId ?? order.profileId)! });
      if (order.quote.chargeZarCents <= 0) throw new HttpError(400, MESSAGES.zeroTotal);
      const reference = newReference();
      const metadata = {
        ...metadataFor({
          product: body.product,
          description: order.description,
          quote: order.quote,
          chargeVAT,
          plan: order.plan,
          promo,
          modelId: order.modelId,
          setupWaived: order.setupWaived,
        }),
        // The renewals are charged with this address (the provider ties the card authorization to it).
        card_email: body.email,
      };
      const payment = await db
        .insertInto('payments')
        .values({
          reference,
          user_id: user.id,
          product: body.product,
          ad_id: order.adId,
          profile_id: order.profileId,
          amount_cents: order.quote.chargeZarCents,
          currency: 'ZAR',
          status: 'pending',
          plan: order.plan,
          promo_id: promo?.id ?? null,
          description: order.description,
          metadata: figuresJson(metadata),
          created_at: now(),
          paid_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return openCheckout(provider, payment, body.email, metadata, async (error) => {
        log(`payment ${reference}: initialize failed: ${String(error)}`);
        await markFailed(payment);
      });
    },

    /** The browser's success callback is only a hint: the provider's verification decides. */
    async verify(user: UserRow, reference: string): Promise<PaymentVerifyAnswer> {
      const payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('reference', '=', reference)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!payment) throw new HttpError(404, PAYMENT_MESSAGES.notFound);
      if (payment.status === 'success') return { status: 'success', message: PAYMENT_MESSAGES.paid };
      if (REFUND_STATUSES.includes(payment.status) && isSubscriptionPayment(payment))
        return payment.kind === 'card_check' ? SUBSCRIPTION_ANSWERS.paid : SUBSCRIPTION_ANSWERS.refunded;
      if (REFUND_STATUSES.includes(payment.status)) return refundAnswer(payment.refund_reason);
      let tx: ProviderTransaction;
      try {
        tx = await provider.verify(reference);
      } catch (error) {
        log(`payment ${reference}: verify failed: ${String(error)}`);
        throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      }
      return settle(payment, tx);
    },

    /** A signed provider event; answers whether anything changed. Unknown references are ignored. */
    async webhook(event: { event?: unknown; data?: unknown }, toTransaction: (data: never) => ProviderTransaction): Promise<void> {
      const data = (event.data ?? {}) as { reference?: unknown };
      if (event.event !== 'charge.success' || typeof data.reference !== 'string') return;
      const payment = await db.selectFrom('payments').selectAll().where('reference', '=', data.reference).executeTakeFirst();
      if (!payment || payment.status === 'success' || REFUND_STATUSES.includes(payment.status)) return;
      await settle(payment, { ...toTransaction(data as never), status: 'success' });
    },

    /** Asks the provider again for a refund it did not take (`npm run ops -- refunds retry <reference>`). */
    async retryRefund(reference: string): Promise<boolean> {
      const payment = await db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirst();
      if (!payment || payment.status !== 'refunding') return false;
      await refund(payment, payment.refund_reason === 'promo_used_up' ? 'promo_used_up' : 'order_already_paid');
      return (await db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirst())?.status === 'refunded';
    },

    ownsReference: async (userId: number, reference: string) =>
      Boolean(
        await db.selectFrom('payments').select('id').where('reference', '=', reference).where('user_id', '=', userId).executeTakeFirst(),
      ),
  };
}
