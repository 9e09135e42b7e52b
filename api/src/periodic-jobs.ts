import type { Kysely } from 'kysely';
import type { ObjectStorage } from './adapters/storage';
import type { Database } from './db/schema';
import type { OutboxWorker } from './lib/outbox';
import { dayKey, hourKey, type PeriodicJob } from './lib/scheduler';
import { sweepUnattachedUploads } from './services/account-limits';
import { previousMonth, sendMonthlyReports } from './services/monthly-reports';

const DAY_MS = 24 * 60 * 60_000;
/** Outbox rows that need no more work are kept this long for operators, then deleted. */
export const OUTBOX_KEEP_DAYS = 30;

/** The periodic jobs every API instance schedules (main.ts); each runs once per period across instances. */
export function periodicJobs({
  db,
  storage,
  outbox,
  siteOrigin,
}: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  outbox: OutboxWorker;
  siteOrigin: string;
}): PeriodicJob[] {
  return [
    // Uploads never attached to a profile are removed a day after upload (idempotent: a removed file is gone).
    { name: 'sweep-uploads', periodKey: hourKey, run: () => sweepUnattachedUploads(db, storage) },
    // Last month's results, from the 1st on (idempotent by owner and month: monthly_reports).
    {
      name: 'monthly-reports',
      periodKey: (moment) => previousMonth(moment),
      run: async (month) => {
        await sendMonthlyReports(db, { month, siteOrigin });
        outbox.wake();
      },
    },
    // Outbox rows that are done, and old leases, are not kept for ever.
    {
      name: 'purge-outbox',
      periodKey: dayKey,
      run: async () => {
        const before = new Date(Date.now() - OUTBOX_KEEP_DAYS * DAY_MS).toISOString();
        await db
          .deleteFrom('email_outbox')
          .where('status', 'in', ['sent', 'skipped', 'expired'])
          .where('created_at', '<', before)
          .execute();
        await db.deleteFrom('job_leases').where('done_at', '<', before).execute();
      },
    },
  ];
}
