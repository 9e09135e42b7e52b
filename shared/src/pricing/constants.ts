/** Product spec §9 of the specification. Whole currency units; the pricing functions work in cents. */
export const PRICES = {
  adsSetup: { usd: 60, zar: 1200 },
  adsSpend: { usd: 250, zar: 4800 },
  usdToZarRate: 19.2,
  managedLow: { usd: 40, zar: 800 },
  managedHigh: { usd: 120, zar: 2400 },
  gbpSetup: { usd: 35, zar: 650 },
  gbpMonthly: { usd: 8, zar: 150 },
  referralSetup: { usd: 10, zar: 195 },
  /** The spec names only the dollar figure: the rand is $2 at the one rate (R38.40), to the whole rand. */
  referralMonthly: { usd: 2, zar: 38 },
  vatRate: 0.15,
  testPaymentUnits: 1,
} as const;

export const PLANS = {
  plan_01: { managedUsd: 40, setupUsd: 0 },
  plan_02: { managedUsd: 120, setupUsd: 0 },
  plan_03: { managedUsd: 40, setupUsd: 60 },
  plan_04: { managedUsd: 120, setupUsd: 60 },
} as const;

export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];
export type ManagedTier = 'low' | 'high';

/**
 * The search ads plans an owner chooses between, one name each. Every screen, receipt and email names
 * a plan from here; `slug` is how a link or the browser carries the choice (`?plan=growth`). A billing
 * plan (`PLANS`) is a tier priced under one A/B variant.
 */
export const SEARCH_PLANS = [
  {
    tier: 'low',
    slug: 'essentials',
    name: 'Essentials',
    summary: 'For a single service in one area, getting started with search ads.',
    keywordsMax: 20,
  },
  {
    tier: 'high',
    slug: 'growth',
    name: 'Growth',
    summary: 'For businesses with several services or areas that want hands-on management.',
    keywordsMax: 100,
  },
] as const satisfies readonly { tier: ManagedTier; slug: string; name: string; summary: string; keywordsMax: number }[];
export type SearchPlan = (typeof SEARCH_PLANS)[number];
/** The most keywords any plan takes: what a save accepts before a plan is paid for. */
export const SEARCH_KEYWORDS_MAX = Math.max(...SEARCH_PLANS.map((p) => p.keywordsMax));
export type SearchPlanSlug = SearchPlan['slug'];
export type AbVariant = 'A' | 'B';
export const CURRENCY = 'ZAR' as const;
