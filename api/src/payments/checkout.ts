import type { Kysely } from 'kysely';
import {
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
  type Quote,
  tierOfPlan,
} from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { ProviderError, type PaymentProvider } from '../adapters/payments';
import type { UserRow } from '../accounts/auth-guard';
import { promoService, toPromo, type PromoRow } from '../promo-codes/promo-codes';
import { abVariantOf, referrerOf } from '../accounts/accounts';
import { toProfile } from '../profiles/profiles';
import { assertKeywordsWithinPlan, toSearchAd } from '../campaigns/search-ads';
import { figuresJson, type PaymentFiguresInput } from './payment-figures';
import { PAYMENT_MESSAGES } from './payment-messages';
import { createPayment, markPaymentFailed, newOrderReference, type PaymentRow } from './payment-store';

/** An order's checkout: priced on the server from what the account stored, recorded, then opened with the provider. */
export interface CheckoutDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  log: (msg: string) => void;
}

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

/** The browser's plan says only which managed tier; the setup fee follows the account's stored variant. */
async function priceSearchAds(db: Kysely<Database>, user: UserRow, body: PaymentInitRequest, chargeVAT: boolean, promo: PromoRow | null) {
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
  assertKeywordsWithinPlan(toSearchAd(row).keywords, plan);
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

async function priceProfile(db: Kysely<Database>, user: UserRow, body: PaymentInitRequest, chargeVAT: boolean, promo: PromoRow | null) {
  const row = await db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).orderBy('id', 'desc').limit(1).executeTakeFirst();
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

/** Prices the order on the server, records it and opens a transaction with the provider. */
export async function initializeCheckout(deps: CheckoutDeps, user: UserRow, body: PaymentInitRequest): Promise<PaymentInitAnswer> {
  const { db, provider, log } = deps;
  const promo = body.promo_code ? await promoService(db).find(body.promo_code) : null;
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
      ? await priceSearchAds(db, user, body, chargeVAT, promo)
      : await priceProfile(db, user, body, chargeVAT, promo);
  if (promo) await promoService(db).assertUsable(promo, user.id, { product: body.product, id: (order.adId ?? order.profileId)! });
  if (order.quote.chargeZarCents <= 0) throw new HttpError(400, MESSAGES.zeroTotal);
  const reference = newOrderReference();
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
  const payment = await createPayment(db, {
    reference,
    kind: 'order',
    user_id: user.id,
    product: body.product,
    ad_id: order.adId,
    profile_id: order.profileId,
    amount_cents: order.quote.chargeZarCents,
    plan: order.plan,
    promo_id: promo?.id ?? null,
    description: order.description,
    metadata: figuresJson(metadata),
  });
  return openCheckout(provider, payment, body.email, metadata, async (error) => {
    log(`payment ${reference}: initialize failed: ${String(error)}`);
    await markPaymentFailed(db, payment.id);
  });
}
