import type { Kysely } from 'kysely';
import { addDays } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { dayKey, type PeriodicJob } from '../lib/scheduler';
import type { EnginesConfig } from './engine-settings';
import { syncIsOff, syncResults, type SyncOptions } from './results-sync';

/** The daily sync starts at 04:00 UTC (06:00 in South Africa), when the engines have closed yesterday's figures. */
const SYNC_HOUR_UTC = 4;

/** The job's period: the UTC day, turning at 04:00 UTC. */
export const resultsSyncPeriod = (moment: Date) => dayKey(new Date(moment.getTime() - SYNC_HOUR_UTC * 3_600_000));

/**
 * The daily results sync as a periodic job (run by one instance per day, under its lease): yesterday,
 * South African time, and the 7 days before. Without any engine's settings there is no job, said once.
 */
export function resultsSyncJobs(
  db: Kysely<Database>,
  engines: EnginesConfig,
  log: { info: (message: string) => void },
  { wake, ...options }: SyncOptions & { wake?: () => void } = {},
): PeriodicJob[] {
  const off = syncIsOff(engines);
  if (off) {
    log.info(off);
    return [];
  }
  return [
    {
      name: 'sync-results',
      periodKey: resultsSyncPeriod,
      // Microsoft's reports take minutes to be ready: another instance takes over only after an hour.
      holdMs: 60 * 60_000,
      run: async (day) => {
        const report = await syncResults(db, engines, { ...options, date: addDays(day, -1), log: (line) => log.info(line) });
        log.info(
          `results sync ${report.from}..${report.to}: ${report.engines.map((e) => `${e.engine} ${e.off ? 'off' : `${e.ads} ads, ${e.failedAds} failed${e.stopped ? ', stopped' : ''}`}`).join('; ')}`,
        );
        wake?.();
      },
    },
  ];
}
