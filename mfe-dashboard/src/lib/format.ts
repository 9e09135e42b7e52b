import { formatMoney } from '@adlaunch/shared';

const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const formatCount = (n: number) => numberFormat.format(n);
export const formatRand = (cents: number) => formatMoney(cents, 'ZAR');
export const formatPercent = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`;

/** "2024-05-01" or a full timestamp -> "1 May 2024". */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatShortDate(isoDay: string): string {
  return shortDateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}
