import { daysInMonth, monthOf, spendPacing } from './pacing';

const day = (date: string, spendCents: number) => ({ date, clicks: 1, views: 10, spendCents });

describe('spend pacing', () => {
  it('knows the days of each month, leap years included', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2025-02')).toBe(28);
    expect(daysInMonth('2024-04')).toBe(30);
    expect(daysInMonth('2024-12')).toBe(31);
    expect(monthOf('2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('spreads the budget over the days of the period in whole cents', () => {
    expect(spendPacing([], 480000, '2024-04-10').dailyCapCents).toBe(16000);
    // R4,800 over 31 days is R154.838...: rounded down, never above the budget.
    expect(spendPacing([], 480000, '2024-05-10').dailyCapCents).toBe(15483);
    expect(spendPacing([], 480000, '2024-05-10', { start: '2024-04-26', end: '2024-05-25' }).dailyCapCents).toBe(16000);
  });

  it('measures the paid period from its first day, not the calendar month', () => {
    // Paid on 26 October: by 4 November, 10 of the period's 31 days are reported.
    const days = [
      day('2024-10-25', 99999),
      day('2024-10-26', 20000),
      day('2024-10-31', 30000),
      day('2024-11-04', 20000),
      day('2024-11-05', 50000),
    ];
    const pace = spendPacing(days, 480000, '2024-11-04', { start: '2024-10-26', end: '2024-11-25' });
    expect(pace).toEqual({
      start: '2024-10-26',
      end: '2024-11-25',
      paid: true,
      days: 31,
      elapsedDays: 10,
      budgetCents: 480000,
      dailyCapCents: 15483,
      spentCents: 70000,
      expectedCents: 154839,
      used: 70000 / 480000,
      verdict: 'behind',
    });
    // The calendar month would have counted 4 days and 20,000 cents: another story.
    expect(spendPacing(days, 480000, '2024-11-04')).toMatchObject({ paid: false, elapsedDays: 4, spentCents: 20000 });
  });

  it('gives one verdict: ahead only more than 10% over the pace, behind only more than 25% under', () => {
    // Expected by 10 April: 160,000 cents; 10% over is 176,000, 25% under is 120,000.
    expect(spendPacing([day('2024-04-03', 176000)], 480000, '2024-04-10').verdict).toBe('on-pace');
    expect(spendPacing([day('2024-04-03', 176001)], 480000, '2024-04-10').verdict).toBe('ahead');
    expect(spendPacing([day('2024-04-03', 120000)], 480000, '2024-04-10').verdict).toBe('on-pace');
    expect(spendPacing([day('2024-04-03', 119999)], 480000, '2024-04-10').verdict).toBe('behind');
    expect(spendPacing([day('2024-04-03', 500000)], 480000, '2024-04-10').verdict).toBe('over-budget');
  });

  it('waits for the first reported day of a period that has just started, and stops at the last day of one that ended', () => {
    const period = { start: '2024-11-26', end: '2024-12-25' };
    expect(spendPacing([day('2024-11-25', 16000)], 480000, '2024-11-25', period)).toMatchObject({
      elapsedDays: 0,
      spentCents: 0,
      verdict: 'waiting',
    });
    const ended = spendPacing([day('2024-12-25', 16000), day('2024-12-26', 16000)], 480000, '2024-12-27', period);
    expect(ended).toMatchObject({ elapsedDays: 30, spentCents: 16000, expectedCents: 480000 });
  });

  it('rounds the expected pace to whole cents', () => {
    expect(spendPacing([], 100000, '2024-05-01').expectedCents).toBe(3226);
  });
});
