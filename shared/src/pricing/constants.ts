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
  referralMonthly: { usd: 2 },
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
export type AbVariant = 'A' | 'B';
export const CURRENCY = 'ZAR' as const;
