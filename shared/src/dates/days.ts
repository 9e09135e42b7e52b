import { dayText } from '../text/plain-format';

/**
 * Calendar days as the product counts them: YYYY-MM-DD strings, arithmetic in UTC so daylight saving
 * never skips or repeats a day, and money's days in South African time (`billingDay`).
 */
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC calendar day of an instant (default: now). */
export function dayOf(date: Date = new Date()): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The South African calendar day of an instant (UTC+2 all year, no daylight saving): every date an
 * owner reads about money (a charge, an invoice, a renewal) is this day, on every screen and paper.
 */
export function billingDay(at: Date | string = new Date()): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return dayOf(new Date(ms + 2 * 3_600_000));
}

export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && dayOf(d) === text;
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * The billing day `months` after `day`, on the anchor day of the month (a subscription started on the
 * 31st renews on the 30th in a 30-day month and on the 28th or 29th in February, like Stripe).
 */
export function addBillingMonths(day: string, months: number, anchorDay = Number(day.slice(8, 10))): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(anchorDay, last))}`;
}

export function ordinal(n: number): string {
  const rest = n % 100;
  const suffix = rest >= 11 && rest <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "25 Dec 2026" */
export function formatDay(day: string): string {
  return dayText(day, { month: 'short' });
}
