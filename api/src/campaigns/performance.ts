import { CsvError, parse } from 'csv-parse/sync';
import type { Kysely, Transaction } from 'kysely';
import type { PerformanceDay, ResultsFreshness } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { performanceDays, resultsFreshness } from './performance-days';
import { writeTransaction } from '../lib/transaction';

/** A report the importer refuses; every problem names the line it was found on. */
export class StatsImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'StatsImportError';
  }
}

const MAX_REPORT_ROWS = 5000;
/** Only the first few problems are reported: one mistake repeated over a whole file is noise after that. */
const MAX_PROBLEMS = 20;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Google Ads downloads "CSV" as UTF-8 (sometimes with a BOM) and "CSV for Excel" as UTF-16 LE. */
export function decodeReport(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return buffer.subarray(2).toString('utf16le');
  const text = buffer.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

interface CsvRow {
  cells: string[];
  /** The line the row ends on, as an editor numbers it (a quoted cell may span lines). */
  line: number;
}

const CSV_PROBLEMS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a " is missing).',
  INVALID_OPENING_QUOTE: 'a " inside a cell; quote the whole cell and double the " in it ("5"" screen").',
  CSV_INVALID_CLOSING_QUOTE: 'text follows a closing " in a cell; quote the whole cell and double the " in it.',
};

/**
 * The report's rows, read by csv-parse (quoted cells with commas, doubled quotes and newlines); tab-separated
 * when its first lines hold a tab. Blank rows are dropped; rows may differ in width (title lines, Total rows).
 */
function readRows(text: string): CsvRow[] {
  const delimiter = text.split(/\r\n|\n|\r/, 20).some((line) => line.includes('\t')) ? '\t' : ',';
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record.map((cell) => cell.trim()), line: info.lines }));
  } catch (err) {
    if (err instanceof CsvError) throw new StatsImportError([`Line ${err.lines}: ${CSV_PROBLEMS[err.code] ?? err.message}`]);
    throw err;
  }
}

const normalizeHeader = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');
const HEADERS = {
  day: ['day', 'date'],
  clicks: ['clicks'],
  views: ['impr.', 'impressions', 'impr'],
  cost: ['cost'],
} as const;
type Column = keyof typeof HEADERS;

function findColumns(cells: string[]): Record<Column, number> | null {
  const names = cells.map(normalizeHeader);
  const found = {} as Record<Column, number>;
  for (const column of Object.keys(HEADERS) as Column[]) {
    const index = names.findIndex((n) => (HEADERS[column] as readonly string[]).includes(n));
    if (index < 0) return null;
    found[column] = index;
  }
  return found;
}

/** "2024-05-01" or Google's English "May 1, 2024" / "Wed, May 1, 2024"; answers YYYY-MM-DD or null. */
export function parseDay(value: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const english = /^(?:[A-Za-z]{3},\s*)?([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),\s*(\d{4})$/.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (english && MONTHS.includes(english[1].toLowerCase())) {
    [y, m, d] = [Number(english[3]), MONTHS.indexOf(english[1].toLowerCase()) + 1, Number(english[2])];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Google writes "--" where there is nothing to count, and thousands separators in big numbers. */
const cleanNumber = (value: string) => (value === '--' || value === '' ? '0' : value.replace(/,/g, ''));

function parseCount(value: string): number | null {
  const text = cleanNumber(value);
  if (!/^\d{1,12}$/.test(text)) return null;
  return Number(text);
}

/** Cost is in currency units ("1,234.56"); stored in cents. */
export function parseCostCents(value: string): number | null {
  const text = cleanNumber(value.replace(/^[A-Z]{3}\s*|^R\s*|^\$/, ''));
  const match = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(6, '0');
  // Integer arithmetic in micros avoids floating-point drift (0.29 * 100 = 28.999...).
  const micros = BigInt(match[1]) * 1_000_000n + BigInt(fraction);
  return Number((micros + 5_000n) / 10_000n);
}

const isTotalRow = (firstCell: string) => /^total\b/i.test(firstCell);

/**
 * Parses a Google Ads daily report ("Day, Clicks, Impr., Cost"): title lines before the header and
 * "Total" rows after the data are skipped; any other bad row refuses the whole file.
 */
export function parseDailyReport(text: string, { today = new Date() }: { today?: Date } = {}): PerformanceDay[] {
  const rows = readRows(text);
  let headerIndex = -1;
  let columns: Record<Column, number> | null = null;
  for (let i = 0; i < Math.min(rows.length, 20) && !columns; i++) {
    columns = findColumns(rows[i].cells);
    headerIndex = i;
  }
  if (!columns)
    throw new StatsImportError(['No header line with the columns "Day", "Clicks", "Impr." and "Cost" was found in the first 20 lines.']);

  // A day a little ahead of the server's date is allowed: the ad platform may report in a time zone east of ours.
  const latestAllowed = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const days: PerformanceDay[] = [];
  const width = Math.max(...Object.values(columns)) + 1;

  for (let i = headerIndex + 1; i < rows.length && problems.length < MAX_PROBLEMS; i++) {
    const { cells, line: lineNo } = rows[i];
    if (isTotalRow(cells[0] ?? '') || isTotalRow(cells[columns.day] ?? '')) continue;
    if (cells.length < width) {
      problems.push(`Line ${lineNo}: expected at least ${width} columns, found ${cells.length}.`);
      continue;
    }
    const rawDay = cells[columns.day];
    const date = parseDay(rawDay);
    const clicks = parseCount(cells[columns.clicks]);
    const views = parseCount(cells[columns.views]);
    const spendCents = parseCostCents(cells[columns.cost]);
    const before = problems.length;
    if (!date) problems.push(`Line ${lineNo}: "${rawDay}" is not a date (use YYYY-MM-DD).`);
    else if (date > latestAllowed) problems.push(`Line ${lineNo}: ${date} is in the future.`);
    else if (seen.has(date)) problems.push(`Line ${lineNo}: ${date} already appears on line ${seen.get(date)}.`);
    if (clicks === null) problems.push(`Line ${lineNo}: Clicks "${cells[columns.clicks]}" is not a whole number of 0 or more.`);
    if (views === null) problems.push(`Line ${lineNo}: Impr. "${cells[columns.views]}" is not a whole number of 0 or more.`);
    if (spendCents === null) problems.push(`Line ${lineNo}: Cost "${cells[columns.cost]}" is not an amount of 0 or more (like 1234.56).`);
    if (problems.length > before || !date || clicks === null || views === null || spendCents === null) continue;
    seen.set(date, lineNo);
    days.push({ date, clicks, views, spendCents });
    if (days.length > MAX_REPORT_ROWS) {
      problems.push(`The report has more than ${MAX_REPORT_ROWS} days; split it into smaller files.`);
      break;
    }
  }
  if (problems.length) throw new StatsImportError(problems);
  if (days.length === 0) throw new StatsImportError(['The report has a header but no days.']);
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

export interface ImportResult {
  inserted: number;
  updated: number;
  from: string;
  to: string;
}

/** Upserts the days of one ad by (ad_id, date) in one transaction: all of them or none. */
export async function importPerformance(db: Kysely<Database>, adId: number, days: PerformanceDay[]): Promise<ImportResult> {
  return writeTransaction(db, (trx) => upsertPerformance(trx, adId, days));
}

/** The upsert itself, for callers that already hold a transaction. */
export async function upsertPerformance(trx: Transaction<Database>, adId: number, days: PerformanceDay[]): Promise<ImportResult> {
  if (days.length === 0) throw new StatsImportError(['There are no days to import.']);
  const ad = await trx.selectFrom('search_ads').select('id').where('id', '=', adId).executeTakeFirst();
  if (!ad) throw new StatsImportError([`There is no search ad with id ${adId}.`]);
  const existing = await trx
    .selectFrom('performance_days')
    .select('date')
    .where('ad_id', '=', adId)
    .where(
      'date',
      'in',
      days.map((d) => d.date),
    )
    .execute();
  for (const day of days) {
    const values = { clicks: day.clicks, views: day.views, spend_cents: day.spendCents };
    await trx
      .insertInto('performance_days')
      .values({ ad_id: adId, date: day.date, ...values })
      .onConflict((oc) => oc.columns(['ad_id', 'date']).doUpdateSet(values))
      .execute();
  }
  const dates = days.map((d) => d.date).sort();
  return { inserted: days.length - existing.length, updated: existing.length, from: dates[0], to: dates[dates.length - 1] };
}

/** Every recorded day of one ad, oldest first: the engines' days summed, the imported days where no engine reported (performance-days.ts). */
export function listPerformance(db: Kysely<Database>, adId: number): Promise<PerformanceDay[]> {
  return performanceDays(db, adId);
}

/**
 * One ad's figures as its owner sees them, with how fresh each linked engine's are; null for an ad that
 * is missing or someone else's (the route answers both alike, so ids cannot be probed).
 */
export async function ownerPerformance(
  db: Kysely<Database>,
  userId: number,
  adId: number,
): Promise<{ days: PerformanceDay[]; results?: ResultsFreshness } | null> {
  const ad = await db.selectFrom('search_ads').select('user_id').where('id', '=', adId).executeTakeFirst();
  if (!ad || ad.user_id !== userId) return null;
  const [days, results] = await Promise.all([listPerformance(db, adId), resultsFreshness(db, adId)]);
  return results ? { days, results } : { days };
}
