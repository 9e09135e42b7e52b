import fs from 'node:fs';
import path from 'node:path';
import { OpsError, type OpsCommand } from '../cli';
import { decodeReport, importPerformance, parseDailyReport, StatsImportError } from '../../campaigns/performance';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const command: OpsCommand = {
  summary: "Import an ad platform's daily report (Google Ads CSV: Day, Clicks, Impr., Cost) for one search ad.",
  usage: 'Usage: npm run ops -- import-stats <ad-id> <file.csv>',
  async run(args, { db, out }) {
    const [idText, file] = args;
    if (!idText || !file || args.length > 2) throw new OpsError('expected an ad id and a file.');
    if (!/^[1-9]\d{0,9}$/.test(idText)) throw new OpsError(`"${idText}" is not an ad id (a positive whole number).`);
    const adId = Number(idText);
    const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(filePath);
    } catch {
      throw new OpsError(`cannot read ${filePath}.`);
    }
    if (!stat.isFile()) throw new OpsError(`${filePath} is not a file.`);
    if (stat.size > MAX_FILE_BYTES) throw new OpsError(`${filePath} is larger than 5 MB.`);

    try {
      const days = parseDailyReport(decodeReport(fs.readFileSync(filePath)));
      // A click is counted on an impression, so more clicks than impressions on a day is a broken report.
      const impossible = days.filter((day) => day.clicks > day.views);
      if (impossible.length)
        throw new StatsImportError(
          impossible.map(
            (day) =>
              `The row for ${day.date} has ${day.clicks} clicks but only ${day.views} impressions (Impr.); every click needs an impression.`,
          ),
        );
      const result = await importPerformance(db, adId, days);
      out(
        `Imported ${days.length} ${days.length === 1 ? 'day' : 'days'} for search ad ${adId} (${result.from} to ${result.to}): ${result.inserted} new, ${result.updated} updated.`,
      );
    } catch (error) {
      if (error instanceof StatsImportError) throw new OpsError(`nothing was imported from ${path.basename(filePath)}. ${error.message}`);
      throw error;
    }
  },
};
