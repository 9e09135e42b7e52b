import { dayText, groupDigits, compareText } from './plain-format';

describe('groupDigits (what toLocaleString("en-US") writes)', () => {
  it.each([0, 7, 999, 1000, 12_345, 1_234_567, 9_876_543_210, -4500, 1234.5, 0.125, 2.0004])('%p', (value) => {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
  });

  it('writes a negative that rounds to nothing as 0 (Intl writes "-0")', () => {
    expect(groupDigits(-0.0001)).toBe('0');
  });
});

describe('dayText (what toLocaleDateString writes in UTC)', () => {
  const days = Array.from({ length: 12 }, (_, m) => `2024-${String(m + 1).padStart(2, '0')}-${String(1 + m * 2).padStart(2, '0')}`);

  it.each(days)('%s, long, as en-ZA and en-GB', (day) => {
    const date = new Date(`${day}T12:00:00Z`);
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dayText(day)).toBe(date.toLocaleDateString('en-ZA', options));
    expect(dayText(day)).toBe(date.toLocaleDateString('en-GB', options));
  });

  it.each(days)('%s, short, with and without the year, as en-GB', (day) => {
    const date = new Date(`${day}T00:00:00Z`);
    expect(dayText(day, { month: 'short' })).toBe(
      date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    );
    expect(dayText(day, { month: 'short', year: false })).toBe(
      date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    );
  });

  it('reads a timestamp in UTC, and gives back what it cannot read', () => {
    expect(dayText('2024-05-31T23:30:00+01:00', { month: 'short' })).toBe('31 May 2024');
    expect(dayText('2024-05-31T23:30:00-01:00', { month: 'short' })).toBe('1 Jun 2024');
    expect(dayText('soon')).toBe('soon');
  });
});

describe('compareText', () => {
  it('orders ISO dates and timestamps as localeCompare does, oldest first', () => {
    const stamps = ['2026-03-01T10:00:00Z', '2025-12-31', '2026-03-01T09:59:59Z', '2026-01-15', '2025-12-31'];
    expect([...stamps].sort(compareText)).toEqual([...stamps].sort((a, b) => a.localeCompare(b)));
    expect([...stamps].sort(compareText)[0]).toBe('2025-12-31');
    expect(compareText('2026-01-15', '2026-01-15')).toBe(0);
  });
});
