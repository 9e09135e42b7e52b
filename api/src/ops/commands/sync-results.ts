import type { Kysely } from 'kysely';
import { addDays, isDay } from '@adlaunch/shared';
import { OpsError, type OpsCommand } from '../cli';
import { loadConfig } from '../../config';
import type { Clock } from '../../billing/clock';
import type { Database } from '../../db/schema';
import type { EnginesConfig } from '../../engines/engine-settings';
import { ENGINE_NAMES } from '../../engines/engine-links';
import { syncIsOff, syncResults, type SyncOptions } from '../../engines/results-sync';
import { opsServices } from '../../wiring';

/** The sync, reported line by line (the command's body; tests give it their own settings): by default yesterday on the clock. */
export async function runSyncCommand(
  db: Kysely<Database>,
  engines: EnginesConfig,
  args: string[],
  out: (line: string) => void,
  clock: Clock,
  options: SyncOptions = {},
) {
  let date: string | undefined;
  if (args.length === 2 && args[0] === '--date') {
    if (!isDay(args[1])) throw new OpsError(`"${args[1]}" is not a day (YYYY-MM-DD).`);
    date = args[1];
  } else if (args.length) throw new OpsError('the only option is --date YYYY-MM-DD.');
  const off = syncIsOff(engines);
  if (off) {
    out(off);
    return;
  }
  const report = await syncResults(db, engines, { ...options, date: date ?? addDays(clock.today(), -1), log: out });
  out(`Results from ${report.from} to ${report.to}:`);
  for (const engine of report.engines) {
    const name = ENGINE_NAMES[engine.engine];
    if (engine.off) out(`  ${name}: off (${engine.off.join(', ')} not set).`);
    else
      out(
        `  ${name}: ${engine.ads} linked ${engine.ads === 1 ? 'ad' : 'ads'}, ${engine.added} days added, ${engine.changed} corrected, ${engine.removed} removed${engine.failedAds ? `; ${engine.failedAds} failed` : ''}${engine.stopped ? `; stopped: ${engine.stopped} (staff were emailed)` : ''}${engine.denied.length ? `; no access to ${engine.denied.join(', ')} (staff were emailed)` : ''}.`,
      );
  }
}

export const command: OpsCommand = {
  summary:
    "Fetch the linked search ads' results from Google Ads and Microsoft Advertising: the day given (default yesterday) and the 7 days before.",
  usage: 'Usage: npm run ops -- sync-results [--date YYYY-MM-DD]',
  async run(args, { db, out }) {
    const config = loadConfig();
    await runSyncCommand(db, config.engines, args, out, (await opsServices(db, config)).clock);
  },
};
