import { PLANS, PRICES, SEARCH_PLANS } from './constants';
import {
  adsSetupFee,
  adsSetupOffer,
  formatDecimal,
  formatMoney,
  formatPrice,
  usdReferenceCents,
  USD_REFERENCE_RATE_TEXT,
  gbpMonthlyFee,
  gbpSetupFee,
  managedFee,
  planFor,
  promoMultiplier,
  quoteProfile,
  quoteSearchAds,
  searchPlan,
  searchPlanBySlug,
} from './pricing';

describe('product spec §9 constants', () => {
  it('holds every figure of the specification', () => {
    expect(PRICES.adsSetup).toEqual({ usd: 60, zar: 1200 });
    expect(PRICES.adsSpend).toEqual({ usd: 250, zar: 4800 });
    expect(PRICES.usdToZarRate).toBe(19.2);
    expect(PRICES.adsSpend.usd * PRICES.usdToZarRate).toBe(PRICES.adsSpend.zar);
    expect(PRICES.managedHigh).toEqual({ usd: 120, zar: 2400 });
    expect(PRICES.managedLow).toEqual({ usd: 40, zar: 800 });
    expect(PRICES.gbpSetup).toEqual({ usd: 35, zar: 650 });
    expect(PRICES.gbpMonthly).toEqual({ usd: 8, zar: 150 });
    expect(PRICES.referralSetup).toEqual({ usd: 10, zar: 195 });
    expect(PRICES.referralMonthly).toEqual({ usd: 2, zar: 38 });
    expect(PRICES.vatRate).toBe(0.15);
    expect(PLANS).toEqual({
      plan_01: { managedUsd: 40, setupUsd: 0 },
      plan_02: { managedUsd: 120, setupUsd: 0 },
      plan_03: { managedUsd: 40, setupUsd: 60 },
      plan_04: { managedUsd: 120, setupUsd: 60 },
    });
  });
});

describe('fees in cents', () => {
  it('prices the managed fee per tier', () => {
    expect(managedFee('low')).toEqual({ usdCents: 4000, zarCents: 80000 });
    expect(managedFee('high')).toEqual({ usdCents: 12000, zarCents: 240000 });
  });
  it('waives the ads setup fee under variant A', () => {
    expect(adsSetupFee('A')).toEqual({ usdCents: 0, zarCents: 0 });
    expect(adsSetupFee('B')).toEqual({ usdCents: 6000, zarCents: 120000 });
  });
  it('maps tier and variant to plans', () => {
    expect(planFor('low', 'A')).toBe('plan_01');
    expect(planFor('high', 'A')).toBe('plan_02');
    expect(planFor('low', 'B')).toBe('plan_03');
    expect(planFor('high', 'B')).toBe('plan_04');
  });
  it('prices the profile with and without a referral', () => {
    expect(gbpSetupFee(false)).toEqual({ usdCents: 3500, zarCents: 65000 });
    expect(gbpSetupFee(true)).toEqual({ usdCents: 1000, zarCents: 19500 });
    expect(gbpMonthlyFee()).toEqual({ usdCents: 800, zarCents: 15000 });
  });
});

describe('the named search ads plans', () => {
  it('has one name per tier, Essentials and Growth', () => {
    expect(SEARCH_PLANS.map((p) => [p.tier, p.slug, p.name])).toEqual([
      ['low', 'essentials', 'Essentials'],
      ['high', 'growth', 'Growth'],
    ]);
  });
  it('names a billing plan or a tier', () => {
    expect(searchPlan('plan_01').name).toBe('Essentials');
    expect(searchPlan('plan_03').name).toBe('Essentials');
    expect(searchPlan('plan_02').name).toBe('Growth');
    expect(searchPlan('plan_04').name).toBe('Growth');
    expect(searchPlan('high').name).toBe('Growth');
  });
  it('finds a plan by the slug a link or the browser carries, and nothing else', () => {
    expect(searchPlanBySlug('growth')?.tier).toBe('high');
    expect(searchPlanBySlug(' Essentials ')?.tier).toBe('low');
    expect(searchPlanBySlug('starter')).toBeNull();
    expect(searchPlanBySlug('high')).toBeNull();
    expect(searchPlanBySlug(null)).toBeNull();
  });
});

describe('promoMultiplier', () => {
  it('is 0 for free, 1 - p/100 for percent, 1 without a promo', () => {
    expect(promoMultiplier({ type: 'free' })).toBe(0);
    expect(promoMultiplier({ type: 'percent', percentage: 25 })).toBe(0.75);
    expect(promoMultiplier(null)).toBe(1);
  });
});

describe('quoteSearchAds', () => {
  it.each([
    ['plan_01', 0, 80000, 560000],
    ['plan_02', 0, 240000, 720000],
    ['plan_03', 120000, 80000, 680000],
    ['plan_04', 120000, 240000, 840000],
  ] as const)('%s totals setup + managed + spend in ZAR cents', (plan, setup, managed, total) => {
    const quote = quoteSearchAds({ plan, chargeVAT: false });
    expect(quote.lines.map((l) => l.zarCents)).toEqual([setup, managed, 480000]);
    expect(quote.total.zarCents).toBe(total);
    expect(quote.chargeZarCents).toBe(total);
  });
  it('shows USD beside ZAR', () => {
    expect(quoteSearchAds({ plan: 'plan_04', chargeVAT: false }).total.usdCents).toBe(6000 + 12000 + 25000);
  });
  it('adds 15% VAT for South African customers', () => {
    const quote = quoteSearchAds({ plan: 'plan_03', chargeVAT: true });
    expect(quote.vat.zarCents).toBe(102000);
    expect(quote.total.zarCents).toBe(782000);
  });
  it('discounts service fees, never ad spend', () => {
    const free = quoteSearchAds({ plan: 'plan_04', chargeVAT: false, promo: { type: 'free' } });
    expect(free.total.zarCents).toBe(480000);
    expect(free.discount.zarCents).toBe(360000);
    const half = quoteSearchAds({ plan: 'plan_04', chargeVAT: false, promo: { type: 'percent', percentage: 50 } });
    expect(half.total.zarCents).toBe(180000 + 480000);
  });
  it('charges staff 1 unit', () => {
    const quote = quoteSearchAds({ plan: 'plan_01', chargeVAT: true, isStaff: true });
    expect(quote.chargeZarCents).toBe(100);
    expect(quote.isTestPayment).toBe(true);
  });
});

describe('quoteProfile', () => {
  it('is setup plus the first month', () => {
    expect(quoteProfile({ hasReferral: false, chargeVAT: false }).total).toEqual({ usdCents: 4300, zarCents: 80000 });
    expect(quoteProfile({ hasReferral: true, chargeVAT: false }).total).toEqual({ usdCents: 1800, zarCents: 34500 });
  });
  it('adds VAT and applies promo codes', () => {
    expect(quoteProfile({ hasReferral: false, chargeVAT: true }).total.zarCents).toBe(92000);
    expect(quoteProfile({ hasReferral: false, chargeVAT: false, promo: { type: 'percent', percentage: 10 } }).total.zarCents).toBe(72000);
  });
  it('comes to zero with a free code, which cannot be paid', () => {
    const quote = quoteProfile({ hasReferral: false, chargeVAT: true, promo: { type: 'free' } });
    expect(quote.total.zarCents).toBe(0);
    expect(quote.chargeZarCents).toBe(0);
    expect(quoteProfile({ hasReferral: false, chargeVAT: true, promo: { type: 'free' }, isStaff: true }).chargeZarCents).toBe(0);
  });
});

describe('formatDecimal', () => {
  it('writes cents as a plain decimal, exactly', () => {
    expect(formatDecimal(480000)).toBe('4800.00');
    expect(formatDecimal(1005)).toBe('10.05');
    expect(formatDecimal(7)).toBe('0.07');
    expect(formatDecimal(-250)).toBe('-2.50');
    expect(formatDecimal(0)).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('formats cents', () => {
    expect(formatMoney(480000, 'ZAR')).toBe('R4,800');
    expect(formatMoney(4300, 'USD')).toBe('$43');
    expect(formatMoney(1050, 'USD')).toBe('$10.50');
  });

  it('groups thousands and writes cents as two digits, as Intl would', () => {
    expect(formatMoney(123456789, 'ZAR')).toBe('R1,234,567.89');
    expect(formatMoney(100000, 'ZAR')).toBe('R1,000');
    expect(formatMoney(99999, 'ZAR')).toBe('R999.99');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'ZAR')).toBe('R0');
    for (const cents of [1, 10, 99, 100, 101, 1999, 100001, 2000050, 987654321, 1234567890]) {
      const units = cents / 100;
      const digits = Number.isInteger(units) ? 0 : 2;
      const intl = units.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
      expect(formatMoney(cents, 'ZAR')).toBe(`R${intl}`);
    }
  });

  it('rounds a fraction of a cent (dollars times 100) and puts a minus sign first', () => {
    expect(formatMoney(19.99 * 100, 'USD')).toBe('$19.99');
    expect(formatMoney(-1250, 'ZAR')).toBe('-R12.50');
    expect(formatMoney(-0.4, 'ZAR')).toBe('R0');
  });
});

describe('a price as an owner reads it', () => {
  it('is the rand first, then one dollar reference at the one rate, in whole dollars', () => {
    expect(formatPrice(240000)).toBe('R2,400 ($125)');
    expect(formatPrice(480000)).toBe('R4,800 ($250)');
    expect(formatPrice(120000)).toBe('R1,200 ($63)');
    expect(formatPrice(65000)).toBe('R650 ($34)');
    expect(formatPrice(3800)).toBe('R38 ($2)');
    expect(USD_REFERENCE_RATE_TEXT).toBe('R19.20 to the dollar');
  });

  it('names the offer that waives the setup fee, for the variant that has it only', () => {
    expect(adsSetupOffer('A')).toBe('Launch offer: setup fee waived');
    expect(adsSetupFee('A').zarCents).toBe(0);
    expect(adsSetupOffer('B')).toBeNull();
  });

  it('never reads two prices at two rates: every reference is the rand over 19.2, rounded', () => {
    for (const { zar } of [
      PRICES.adsSetup,
      PRICES.adsSpend,
      PRICES.managedLow,
      PRICES.managedHigh,
      PRICES.gbpSetup,
      PRICES.gbpMonthly,
      PRICES.referralSetup,
      PRICES.referralMonthly,
    ])
      expect(usdReferenceCents(zar * 100)).toBe(Math.round(zar / PRICES.usdToZarRate) * 100);
  });
});
