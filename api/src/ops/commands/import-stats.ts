import fs from 'node:fs';
import path from 'node:path';
import { OpsError, type OpsCommand } from '../cli';
import { StatsImportError } from '../../campaigns/performance';
import { operatorActor } from '../../staff/staff-actions';
import { importReport } from '../../staff/stats/import-report';
import { operatorFrom } from './staff';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const command: OpsCommand = {
  summary: "Import an ad platform's daily report (Google Ads CSV: Day, Clicks, Impr., Cost) for one search ad.",
  usage: 'Usage: npm run ops -- import-stats <ad-id> <file.csv> [--as <operator>]',
  async run(args, { db, out }) {
    const { name, rest } = operatorFrom(args);
    const [idText, file] = rest;
    if (!idText || !file || rest.length > 2) throw new OpsError('expected an ad id and a file.');
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
      // The back office's import (the same checks, every day or none), recorded as the operator who ran it.
      const result = await importReport(db, operatorActor(name), adId, { name: path.basename(filePath), bytes: fs.readFileSync(filePath) });
      out(
        `Imported ${result.days} ${result.days === 1 ? 'day' : 'days'} for search ad ${adId} (${result.from} to ${result.to}): ${result.inserted} new, ${result.updated} updated.`,
      );
    } catch (error) {
      if (error instanceof StatsImportError) throw new OpsError(`nothing was imported from ${path.basename(filePath)}. ${error.message}`);
      throw error;
    }
  },
};
