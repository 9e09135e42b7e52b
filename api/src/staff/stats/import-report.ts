import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decodeReport, parseDailyReport, StatsImportError, upsertPerformance, type ImportResult } from '../../campaigns/performance';
import { writeTransaction } from '../../lib/transaction';
import { recordAction, type Actor } from '../staff-actions';

export interface ReportImport extends ImportResult {
  days: number;
}

/**
 * A Google Ads daily report (Day, Clicks, Impr., Cost) imported for one search ad: the steps of `npm run ops --
 * import-stats` (decoded as Google exports it, parsed, a day with more clicks than impressions refused), then
 * every day or none, with the staff action recorded in the same transaction. Refusals are `StatsImportError`s
 * naming each problem's line.
 */
export async function importReport(db: Kysely<Database>, actor: Actor, adId: number, file: { name: string; bytes: Buffer }) {
  const days = parseDailyReport(decodeReport(file.bytes));
  // A click is counted on an impression, so more clicks than impressions on a day is a broken report.
  const impossible = days.filter((day) => day.clicks > day.views);
  if (impossible.length)
    throw new StatsImportError(
      impossible.map(
        (day) =>
          `The row for ${day.date} has ${day.clicks} clicks but only ${day.views} impressions (Impr.); every click needs an impression.`,
      ),
    );
  return writeTransaction(db, async (trx): Promise<ReportImport> => {
    const result = await upsertPerformance(trx, adId, days);
    await recordAction(trx, actor, {
      action: 'stats_import',
      subject: { type: 'search_ads', id: adId },
      after: { file: file.name, days: days.length, inserted: result.inserted, updated: result.updated, from: result.from, to: result.to },
    });
    return { ...result, days: days.length };
  });
}
