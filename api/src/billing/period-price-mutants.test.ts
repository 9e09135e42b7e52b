import { daysBetween, priceEnd, pricePeriod, type PeriodPriceInput } from './period-price';

/**
 * The price of a renewal and of a plan's end (period-price.ts, decision 029) worked out by hand, every
 * figure: the model-based test and the billing suites price through these functions but read only some
 * of what they answer (mutation testing, docs/testing.md).
 */
const management = { zarCents: 240_000, usdCents: 12_000 };
const budget = { zarCents: 480_000, usdCents: 25_000 };
const none = { zarCents: 0, usdCents: 0 };
// 31 days: 10 Jan to 10 Feb.
const previous = { start: '2026-01-10', end: '2026-02-10', budgetCharged: 480_000 };
const input = (over: Partial<PeriodPriceInput> = {}): PeriodPriceInput => ({
  management,
  budget,
  chargeVAT: false,
  isStaff: false,
  previous,
  pauses: [],
  runningAtRenewal: true,
  creditCents: 0,
  ...over,
});
/** 10 of the 31 days paused (20 Jan to 30 Jan): 21 run, 480,000 x 21 / 31 = 325,161.29. */
const tenDays = [{ pausedOn: '2026-01-20', resumedOn: '2026-01-30' }];

describe('daysBetween', () => {
  it('counts the days from one to the other, negative backwards', () => {
    expect(daysBetween('2026-01-10', '2026-02-10')).toBe(31);
    expect(daysBetween('2026-02-10', '2026-01-10')).toBe(-31);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('a renewal', () => {
  it('after a month run charges the fee and the next budget, with VAT, every figure stated', () => {
    expect(pricePeriod(input({ chargeVAT: true }))).toEqual({
      managementCents: 240_000,
      managementUsdCents: 12_000,
      budgetCents: 480_000,
      budgetUsdCents: 25_000,
      pausedDays: 0,
      budgetAdjustmentCents: 0,
      creditAppliedCents: 0,
      creditLeftCents: 0,
      subtotalCents: 720_000,
      vatCents: 108_000,
      amountCents: 828_000,
      isTestPayment: false,
    });
  });

  it('credits the days paused in the month before', () => {
    expect(pricePeriod(input({ pauses: tenDays }))).toMatchObject({
      pausedDays: 10,
      budgetAdjustmentCents: 325_161 - 480_000,
      subtotalCents: 240_000 + 325_161,
      vatCents: 0,
      amountCents: 565_161,
    });
  });

  it('counts a pause from the period start when it began before, to the period end when it runs past it or is open', () => {
    const before = [{ pausedOn: '2026-01-01', resumedOn: '2026-01-15' }];
    expect(pricePeriod(input({ pauses: before })).pausedDays).toBe(5);
    const past = [{ pausedOn: '2026-02-05', resumedOn: '2026-02-20' }];
    expect(pricePeriod(input({ pauses: past })).pausedDays).toBe(5);
    const open = [{ pausedOn: '2026-02-01', resumedOn: null }];
    expect(pricePeriod(input({ pauses: open })).pausedDays).toBe(9);
    const outside = [{ pausedOn: '2025-12-01', resumedOn: '2026-01-05' }];
    expect(pricePeriod(input({ pauses: outside })).pausedDays).toBe(0);
    // Pauses that add up to more than the period (overlapping) count the period's days at most.
    const twice = [
      { pausedOn: '2026-01-01', resumedOn: null },
      { pausedOn: '2026-01-15', resumedOn: null },
    ];
    expect(pricePeriod(input({ pauses: twice, runningAtRenewal: false })).pausedDays).toBe(31);
  });

  it('paused all month and on the renewal day carries the credit beyond the fee, charges nothing, even a staff account', () => {
    const pauses = [{ pausedOn: '2026-01-10', resumedOn: null }];
    expect(pricePeriod(input({ pauses, runningAtRenewal: false, chargeVAT: true, isStaff: true }))).toEqual({
      managementCents: 240_000,
      managementUsdCents: 12_000,
      budgetCents: 0,
      budgetUsdCents: 0,
      pausedDays: 31,
      // The credit (480,000) takes the fee (240,000); the rest is carried.
      budgetAdjustmentCents: -240_000,
      creditAppliedCents: 0,
      creditLeftCents: 240_000,
      subtotalCents: 0,
      vatCents: 0,
      amountCents: 0,
      isTestPayment: false,
    });
  });

  it('adds the carried credit to what a month paused leaves over', () => {
    const pauses = [{ pausedOn: '2026-01-10', resumedOn: null }];
    expect(pricePeriod(input({ pauses, runningAtRenewal: false, creditCents: 1_000 }))).toMatchObject({
      creditAppliedCents: 0,
      creditLeftCents: 241_000,
      amountCents: 0,
    });
  });

  it('charges the budget of the days run in a month charged none (the owner resumed)', () => {
    const resumed = input({ previous: { ...previous, budgetCharged: 0 }, pauses: tenDays });
    expect(pricePeriod(resumed)).toMatchObject({ budgetAdjustmentCents: 325_161, amountCents: 240_000 + 480_000 + 325_161 });
  });

  it('takes credit off, carrying what the charge does not use', () => {
    expect(pricePeriod(input({ creditCents: 100_000 }))).toMatchObject({
      creditAppliedCents: 100_000,
      creditLeftCents: 0,
      subtotalCents: 620_000,
      amountCents: 620_000,
    });
    expect(pricePeriod(input({ creditCents: 1_000_000 }))).toMatchObject({
      creditAppliedCents: 720_000,
      creditLeftCents: 280_000,
      subtotalCents: 0,
      amountCents: 0,
      isTestPayment: false,
    });
  });

  it('of a staff account charges the test amount, its figures kept', () => {
    expect(pricePeriod(input({ chargeVAT: true, isStaff: true }))).toMatchObject({
      subtotalCents: 720_000,
      vatCents: 108_000,
      amountCents: 100,
      isTestPayment: true,
    });
  });

  it('of a plan with no ad budget counts no paused days and settles no budget', () => {
    expect(pricePeriod(input({ budget: none, previous: { ...previous, budgetCharged: 0 }, pauses: tenDays }))).toMatchObject({
      budgetCents: 0,
      budgetUsdCents: 0,
      pausedDays: 0,
      budgetAdjustmentCents: 0,
      amountCents: 240_000,
    });
  });

  it('of a period of no days counts it as one', () => {
    const oneDay = input({ previous: { start: '2026-01-10', end: '2026-01-10', budgetCharged: 480_000 }, pauses: tenDays });
    expect(pricePeriod(oneDay)).toMatchObject({ pausedDays: 0, budgetAdjustmentCents: 0, amountCents: 720_000 });
  });
});

describe("a plan's end", () => {
  const end = (over: Partial<PeriodPriceInput> = {}) => priceEnd(input(over));

  it('after a month run and charged owes nothing and keeps the credit', () => {
    expect(end({ creditCents: 5_000 })).toEqual({
      pausedDays: 0,
      budgetAdjustmentCents: 0,
      creditAppliedCents: 0,
      creditLeftCents: 5_000,
      subtotalCents: 0,
      vatCents: 0,
      amountCents: 0,
      isTestPayment: false,
    });
  });

  it('charges the budget of the days run in a month charged none, less the credit, with VAT', () => {
    // 325,161 owed, 100,000 of credit taken: 225,161 + VAT 33,774.15.
    expect(end({ previous: { ...previous, budgetCharged: 0 }, pauses: tenDays, creditCents: 100_000, chargeVAT: true })).toEqual({
      pausedDays: 10,
      budgetAdjustmentCents: 325_161,
      creditAppliedCents: 100_000,
      creditLeftCents: 0,
      subtotalCents: 225_161,
      vatCents: 33_774,
      amountCents: 258_935,
      isTestPayment: false,
    });
  });

  it('owes the owner the days paused in a month charged, with the credit carried', () => {
    expect(end({ pauses: tenDays, creditCents: 50_000 })).toMatchObject({
      budgetAdjustmentCents: 325_161 - 480_000,
      creditAppliedCents: 0,
      creditLeftCents: 50_000 + 154_839,
      amountCents: 0,
    });
  });

  it('takes no more credit than is owed', () => {
    expect(end({ previous: { ...previous, budgetCharged: 0 }, pauses: tenDays, creditCents: 400_000 })).toMatchObject({
      creditAppliedCents: 325_161,
      creditLeftCents: 400_000 - 325_161,
      amountCents: 0,
    });
  });

  it('of a staff account charges the test amount when something is owed, nothing when not', () => {
    const owing = { previous: { ...previous, budgetCharged: 0 }, pauses: tenDays, isStaff: true };
    expect(end(owing)).toMatchObject({ subtotalCents: 325_161, amountCents: 100, isTestPayment: true });
    expect(end({ isStaff: true })).toMatchObject({ amountCents: 0, isTestPayment: false });
  });

  it('of a plan with no ad budget settles nothing', () => {
    expect(end({ budget: none, previous: { ...previous, budgetCharged: 0 }, pauses: tenDays })).toMatchObject({
      pausedDays: 0,
      budgetAdjustmentCents: 0,
      amountCents: 0,
    });
  });

  it('of a period of no days counts it as one', () => {
    const oneDay = end({ previous: { start: '2026-01-10', end: '2026-01-10', budgetCharged: 0 } });
    expect(oneDay).toMatchObject({ budgetAdjustmentCents: 480_000, amountCents: 480_000 });
  });
});
