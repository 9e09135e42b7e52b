import { groupDigits } from '../text/plain-format';
import { PLANS, PRICES, SEARCH_PLANS, type AbVariant, type ManagedTier, type PlanId, type SearchPlan } from './constants';

export interface Money {
  usdCents: number;
  zarCents: number;
}

export type PromoKind = 'free' | 'percent';
export interface PromoDiscount {
  type: PromoKind;
  percentage?: number | null;
}

export type QuoteLineId = 'setup' | 'managed' | 'spend' | 'monthly';
export interface QuoteLine extends Money {
  id: QuoteLineId;
  label: string;
  /** Service fees are discounted by a promo code; ad spend never is. */
  discountable: boolean;
}

export interface Quote {
  lines: QuoteLine[];
  discount: Money;
  subtotal: Money;
  vat: Money;
  total: Money;
  /** What the card is charged, in ZAR cents: the total, or 1 unit for staff test payments. */
  chargeZarCents: number;
  isTestPayment: boolean;
}

const cents = (units: number) => Math.round(units * 100);
const money = (usd: number, zar: number): Money => ({ usdCents: cents(usd), zarCents: cents(zar) });
const add = (a: Money, b: Money): Money => ({ usdCents: a.usdCents + b.usdCents, zarCents: a.zarCents + b.zarCents });
const scale = (a: Money, factor: number): Money => ({
  usdCents: Math.round(a.usdCents * factor),
  zarCents: Math.round(a.zarCents * factor),
});
const ZERO: Money = { usdCents: 0, zarCents: 0 };

/** free -> 0; percent -> 1 - p/100; no promo -> 1. */
export function promoMultiplier(promo?: PromoDiscount | null): number {
  if (!promo) return 1;
  if (promo.type === 'free') return 0;
  const p = Math.min(100, Math.max(0, promo.percentage ?? 0));
  return 1 - p / 100;
}

export function managedFee(tier: ManagedTier): Money {
  const price = tier === 'high' ? PRICES.managedHigh : PRICES.managedLow;
  return money(price.usd, price.zar);
}

/** Variant A of the A/B test waives the ads setup fee. */
export function adsSetupFee(variant: AbVariant): Money {
  return variant === 'A' ? ZERO : money(PRICES.adsSetup.usd, PRICES.adsSetup.zar);
}

/** The named offer under which variant A waives the ads setup fee, as every screen and paper shows it; null for B. */
export function adsSetupOffer(variant: AbVariant): string | null {
  return variant === 'A' ? 'Launch offer: setup fee waived' : null;
}

export function planFor(tier: ManagedTier, variant: AbVariant): PlanId {
  if (variant === 'A') return tier === 'high' ? 'plan_02' : 'plan_01';
  return tier === 'high' ? 'plan_04' : 'plan_03';
}

export function tierOfPlan(plan: PlanId): ManagedTier {
  return PLANS[plan].managedUsd === PRICES.managedHigh.usd ? 'high' : 'low';
}

/** The named plan of a tier or a billing plan (`plan_04` is Growth). */
export function searchPlan(tierOrPlan: ManagedTier | PlanId): SearchPlan {
  const tier = tierOrPlan in PLANS ? tierOfPlan(tierOrPlan as PlanId) : (tierOrPlan as ManagedTier);
  return SEARCH_PLANS.find((p) => p.tier === tier)!;
}

/** What a plan's keyword limit says beside the list that is over it (and the server, refusing the same list). */
export function keywordsOverPlanMessage(tierOrPlan: ManagedTier | PlanId): string {
  const plan = searchPlan(tierOrPlan);
  const bigger = SEARCH_PLANS.find((p) => p.keywordsMax > plan.keywordsMax);
  return `The ${plan.name} plan takes up to ${plan.keywordsMax} keywords: remove some${bigger ? `, or choose ${bigger.name} (up to ${bigger.keywordsMax})` : ''}.`;
}

/** "12 of 20 keywords left on Essentials": said under the list as it grows. */
export function keywordsLeftText(tierOrPlan: ManagedTier | PlanId, count: number): string {
  const plan = searchPlan(tierOrPlan);
  const left = Math.max(plan.keywordsMax - count, 0);
  return `${left} of ${plan.keywordsMax} keywords left on ${plan.name}.`;
}

/** The plan a link or the browser names (`growth`, any case); null for anything else. */
export function searchPlanBySlug(slug: string | null | undefined): SearchPlan | null {
  const wanted = slug?.trim().toLowerCase();
  return SEARCH_PLANS.find((p) => p.slug === wanted) ?? null;
}

export function gbpSetupFee(hasReferral: boolean): Money {
  const price = hasReferral ? PRICES.referralSetup : PRICES.gbpSetup;
  return money(price.usd, price.zar);
}

export function gbpMonthlyFee(): Money {
  return money(PRICES.gbpMonthly.usd, PRICES.gbpMonthly.zar);
}

/** The business profile's monthly fee an owner's further referrals bring theirs down to. */
export function referralMonthlyFee(): Money {
  return money(PRICES.referralMonthly.usd, PRICES.referralMonthly.zar);
}

export function adSpend(): Money {
  return money(PRICES.adsSpend.usd, PRICES.adsSpend.zar);
}

interface QuoteOptions {
  promo?: PromoDiscount | null;
  chargeVAT: boolean;
  isStaff?: boolean;
}

function buildQuote(lines: QuoteLine[], { promo, chargeVAT, isStaff }: QuoteOptions): Quote {
  const factor = promoMultiplier(promo);
  const fees = lines.filter((l) => l.discountable).reduce<Money>(add, ZERO);
  const rest = lines.filter((l) => !l.discountable).reduce<Money>(add, ZERO);
  const discountedFees = scale(fees, factor);
  const discount = { usdCents: fees.usdCents - discountedFees.usdCents, zarCents: fees.zarCents - discountedFees.zarCents };
  const subtotal = add(discountedFees, rest);
  const vat = chargeVAT ? scale(subtotal, PRICES.vatRate) : ZERO;
  const total = add(subtotal, vat);
  const isTestPayment = Boolean(isStaff) && total.zarCents > 0;
  return {
    lines,
    discount,
    subtotal,
    vat,
    total,
    chargeZarCents: isTestPayment ? cents(PRICES.testPaymentUnits) : total.zarCents,
    isTestPayment,
  };
}

export interface SearchAdsQuoteInput extends QuoteOptions {
  plan: PlanId;
}

/** Setup fee and managed fee per plan, plus the monthly ad spend. */
export function quoteSearchAds({ plan, ...options }: SearchAdsQuoteInput): Quote {
  const { managedUsd, setupUsd } = PLANS[plan];
  const setupZar = setupUsd === 0 ? 0 : PRICES.adsSetup.zar;
  const managed = managedFee(tierOfPlan(plan));
  const spend = adSpend();
  const lines: QuoteLine[] = [
    { id: 'setup', label: 'Campaign setup (once)', ...money(setupUsd, setupZar), discountable: true },
    { id: 'managed', label: 'Management fee (monthly)', usdCents: cents(managedUsd), zarCents: managed.zarCents, discountable: true },
    { id: 'spend', label: 'Ad spend (monthly)', ...spend, discountable: false },
  ];
  return buildQuote(lines, options);
}

export interface ProfileQuoteInput extends QuoteOptions {
  hasReferral: boolean;
}

/** Profile setup (referral price with a referral code) plus the first month. */
export function quoteProfile({ hasReferral, ...options }: ProfileQuoteInput): Quote {
  const lines: QuoteLine[] = [
    { id: 'setup', label: 'Profile setup (once)', ...gbpSetupFee(hasReferral), discountable: true },
    { id: 'monthly', label: 'Profile management (monthly)', ...gbpMonthlyFee(), discountable: true },
  ];
  return buildQuote(lines, options);
}

/**
 * "R4,800", "$10.50": whole amounts without cents, others with two digits, thousands grouped.
 * Plain integer arithmetic, not `toLocaleString`: a page's first Intl number format costs about 16 ms of
 * main thread in Chromium (65 ms on a phone at 4x), inside React's render of every priced page (decision 024).
 */
export function formatMoney(centsAmount: number, currency: 'USD' | 'ZAR'): string {
  const cents = Math.round(Math.abs(centsAmount));
  const units = groupDigits(Math.floor(cents / 100));
  const rest = cents % 100;
  const amount = rest === 0 ? units : `${units}.${String(rest).padStart(2, '0')}`;
  return `${centsAmount < 0 && cents > 0 ? '-' : ''}${currency === 'USD' ? '$' : 'R'}${amount}`;
}

/** An amount as a plain decimal for a data file (a spreadsheet reads "4800.00"), from whole cents with no float division. */
export function formatDecimal(centsAmount: number): string {
  const cents = Math.round(Math.abs(centsAmount));
  return `${centsAmount < 0 && cents > 0 ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The dollar reference of a rand price, in whole dollars: every one is converted at the one rate
 * (`PRICES.usdToZarRate`), so two prices never read at two exchange rates (decision 031). The card is charged the rand.
 */
export function usdReferenceCents(zarCents: number): number {
  return Math.round(zarCents / PRICES.usdToZarRate / 100) * 100;
}

/** The dollar reference of a rand amount as every screen prints it: R800 reads "$42" wherever it shows. */
export function formatUsdReference(zarCents: number): string {
  return formatMoney(usdReferenceCents(zarCents), 'USD');
}

/** A price as an owner reads it: the rand they pay, then its dollar reference: "R2,400 ($125)". */
export function formatPrice(zarCents: number): string {
  return `${formatMoney(zarCents, 'ZAR')} (${formatUsdReference(zarCents)})`;
}

/** The one rate of every dollar reference, as a sentence can state it: "R19.20 to the dollar". */
export const USD_REFERENCE_RATE_TEXT = `${formatMoney(Math.round(PRICES.usdToZarRate * 100), 'ZAR')} to the dollar`;
