// Numbers and dates as English text, by plain arithmetic. Not Intl: a page's first Intl format
// (`Intl.NumberFormat`, `toLocaleString`, `toLocaleDateString`) starts the browser's locale data,
// about 16-30 ms of main thread in Chromium and four times that on a mid-range phone, inside React's
// render of the page (decisions 024 and 026). The texts are the ones Intl gives for these locales
// (tested against it).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1,234,567", "1,234.5": as `toLocaleString('en-US')` writes a number (at most 3 decimals). */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [units, decimals] = String(rounded).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && rounded > 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * A day as "5 May 2024" (or "5 May", "5 Mar 2024" with `month: 'short'`), read in UTC: what
 * `toLocaleDateString('en-GB' or 'en-ZA', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })` writes.
 * Accepts "YYYY-MM-DD" (that day) or any timestamp `Date` reads; an unreadable one is given back as it came.
 */
export function dayText(value: string | Date, { month = 'long', year = true }: { month?: 'long' | 'short'; year?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const name = MONTHS[date.getUTCMonth()];
  const monthText = month === 'short' ? (name === 'September' ? 'Sept' : name.slice(0, 3)) : name;
  return `${date.getUTCDate()} ${monthText}${year ? ` ${date.getUTCFullYear()}` : ''}`;
}

/**
 * Orders ISO dates and timestamps (text whose order is that of its characters) for `sort`:
 * `localeCompare` would start the browser's collator for it, the same cost as a first Intl format.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
