import { daysInMonth, spendPacing } from './pacing';

const day = (date: string, spendCents: number) => ({ date, clicks: 1, views: 10, spendCents });

describe('spend pacing', () => {
  it('knows the days of each month, leap years included', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(daysInMonth('2024-04')).toBe(30);
    expect(daysInMonth('2024-12')).toBe(31);
  });

  it('spreads the monthly budget over the days of the month in whole cents', () => {
    expect(spendPacing([], 480000, '2024-04-10').dailyCapCents).toBe(16000);
    // R4,800 over 31 days is R154.838...: rounded down, never above the budget.
    expect(spendPacing([], 480000, '2024-05-10').dailyCapCents).toBe(15483);
  });

  it('compares month-to-date spend with budget × elapsed days / days in the month', () => {
    const days = [day('2024-03-31', 99999), day('2024-04-01', 15000), day('2024-04-05', 16000), day('2024-04-11', 50000)];
    const pace = spendPacing(days, 480000, '2024-04-10');
    expect(pace).toEqual({
      month: '2024-04',
      daysInMonth: 30,
      elapsedDays: 10,
      budgetCents: 480000,
      dailyCapCents: 16000,
      spentCents: 31000,
      expectedCents: 160000,
      ahead: false,
      overBudget: false,
    });
  });

  it('warns only when spend is more than 10% over the pace', () => {
    // Expected by 10 April: 160,000 cents; 10% over is 176,000.
    expect(spendPacing([day('2024-04-03', 176000)], 480000, '2024-04-10').ahead).toBe(false);
    expect(spendPacing([day('2024-04-03', 176001)], 480000, '2024-04-10').ahead).toBe(true);
    const over = spendPacing([day('2024-04-03', 500000)], 480000, '2024-04-10');
    expect(over).toMatchObject({ ahead: true, overBudget: true });
  });

  it('rounds the expected pace to whole cents', () => {
    expect(spendPacing([], 100000, '2024-05-01').expectedCents).toBe(3226);
  });
});
