import { addMonths, formatChange, formatPointChange, monthLabel, monthlyFigures } from './monthly-report';

const day = (date: string, clicks: number, views: number, spendCents: number) => ({ date, clicks, views, spendCents });

describe('monthly report figures', () => {
  it('names and steps months across years', () => {
    expect(monthLabel('2024-05')).toBe('May 2024');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
  });

  it('adds up one month and compares it with the month before', () => {
    const days = [
      day('2024-04-30', 50, 1000, 20000),
      day('2024-05-01', 30, 600, 15000),
      day('2024-05-31', 30, 600, 15000),
      day('2024-06-01', 9, 9, 9),
    ];
    expect(monthlyFigures(days, '2024-05', 480000)).toEqual({
      month: '2024-05',
      label: 'May 2024',
      daysWithData: 2,
      totals: { clicks: 60, views: 1200, spendCents: 30000, ctr: 0.05 },
      budgetCents: 480000,
      previous: { clicks: 50, views: 1000, spendCents: 20000, ctr: 0.05 },
      change: { clicks: 0.2, views: 0.2, spendCents: 0.5, ctrPoints: 0 },
    });
  });

  it('has no month-on-month change without statistics for the month before', () => {
    const figures = monthlyFigures([day('2024-05-01', 3, 100, 500)], '2024-05', 480000);
    expect(figures.previous).toBeNull();
    expect(figures.change).toEqual({ clicks: null, views: null, spendCents: null, ctrPoints: null });
  });

  it('writes changes as whole percentages', () => {
    expect(formatChange(0.204)).toBe('+20%');
    expect(formatChange(-0.5)).toBe('-50%');
    expect(formatChange(0.001)).toBe('no change');
    expect(formatChange(null)).toBeNull();
    expect(formatPointChange(0.44)).toBe('+0.4 points');
    expect(formatPointChange(-0.01)).toBe('no change');
    expect(formatPointChange(-1.26)).toBe('-1.3 points');
  });
});
