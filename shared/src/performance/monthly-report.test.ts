import { addMonths, formatChange, formatPointChange, monthLabel, monthlyFigures, noComparisonNote } from './monthly-report';
import { daysInMonth } from './pacing';

const day = (date: string, clicks: number, views: number, spendCents: number) => ({ date, clicks, views, spendCents });

describe('monthly report figures', () => {
  it('names and steps months across years', () => {
    expect(monthLabel('2024-05')).toBe('May 2024');
    expect(addMonths('2024-01', -1)).toBe('2023-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
  });

  /** Every day of a month with the same figures. */
  const wholeMonth = (month: string, clicks: number, views: number, spendCents: number) =>
    Array.from({ length: daysInMonth(month) }, (_, i) => day(`${month}-${String(i + 1).padStart(2, '0')}`, clicks, views, spendCents));

  it('adds up one month and compares it with a whole month before', () => {
    const days = [
      ...wholeMonth('2024-04', 2, 40, 1000),
      day('2024-05-01', 45, 900, 22500),
      day('2024-05-31', 45, 900, 22500),
      day('2024-06-01', 9, 9, 9),
    ];
    expect(monthlyFigures(days, '2024-05', 480000)).toEqual({
      month: '2024-05',
      label: 'May 2024',
      daysWithData: 2,
      totals: { clicks: 90, views: 1800, spendCents: 45000, ctr: 0.05 },
      budgetCents: 480000,
      previous: { clicks: 60, views: 1200, spendCents: 30000, ctr: 0.05 },
      change: { clicks: 0.5, views: 0.5, spendCents: 0.5, ctrPoints: 0 },
    });
  });

  it('has no month-on-month change without statistics for the month before', () => {
    const figures = monthlyFigures([day('2024-05-01', 3, 100, 500)], '2024-05', 480000);
    expect(figures.previous).toBeNull();
    expect(figures.change).toEqual({ clicks: null, views: null, spendCents: null, ctrPoints: null });
    expect(noComparisonNote(figures)).toBe(
      'Your ads ran 1 of 31 days in May 2024. Changes on the month before start after your first full month.',
    );
  });

  it('compares only with a whole month: after a first month that started mid-month, it is the first full month', () => {
    const days = [...wholeMonth('2024-04', 5, 100, 2000).slice(15), ...wholeMonth('2024-05', 5, 100, 2000)];
    const figures = monthlyFigures(days, '2024-05', 480000);
    expect(figures.previous).toBeNull();
    expect(figures.change.clicks).toBeNull();
    expect(noComparisonNote(figures)).toBe('May 2024 is your first full month, so there is no whole month before it to compare with.');
    // The next month compares with May, a whole month.
    const june = monthlyFigures([...days, ...wholeMonth('2024-06', 10, 100, 2000)], '2024-06', 480000);
    expect(june.change.clicks).toBeCloseTo((300 - 155) / 155);
    expect(noComparisonNote(june)).toBeNull();
    expect(daysInMonth('2024-02')).toBe(29);
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
