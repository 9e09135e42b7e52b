import type { Kysely } from 'kysely';
import type { ObjectStorage } from './adapters/storage';
import type { Database } from './db/schema';
import type { OutboxWorker } from './mail/outbox';
import { dayKey, hourKey, type PeriodicJob } from './lib/scheduler';
import { sweepUnattachedUploads } from './accounts/account-limits';
import { previousMonth, sendMonthlyReports } from './campaigns/monthly-reports';
import { judgeCanaries } from './releases/canary-judgement';
import { pruneReleaseReports } from './releases/release-health';
import type { ReleaseHealthConfig } from './config';
import type { Services } from './wiring';

const DAY_MS = 24 * 60 * 60_000;
/** Outbox rows that need no more work are kept this long for operators, then deleted. */
const OUTBOX_KEEP_DAYS = 30;

/** The periodic jobs every API instance schedules (main.ts); each runs once per period across instances. */
export function periodicJobs({
  db,
  storage,
  outbox,
  services: { siteOrigin, billing },
  releases,
  resultsSync = [],
}: {
  db: Kysely<Database>;
  storage: ObjectStorage;
  outbox: OutboxWorker;
  /**
   * The server's services (wiring.ts): the site's address the reports and canary emails link to, and the
   * ledger that charges the renewals and retries due on a day.
   */
  services: Pick<Services, 'siteOrigin' | 'billing'>;
  /** Canary releases (decision 030): judged every `health.checkMs`, their reports pruned hourly. */
  releases?: { releasesDir: string; health: ReleaseHealthConfig };
  /** The engines' daily results sync (engines/results-sync-job.ts); none without their settings. */
  resultsSync?: PeriodicJob[];
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
    // Renewals and retries due today, once a day (decision 016; bill-due is itself safe to run twice).
    { name: 'bill-due', periodKey: dayKey, run: (day) => billing.billDue(day) },
    // Each running canary is judged once per check period, by one instance (the lease): a failing one is
    // rolled back and the release managers are emailed (releases/release-health.ts).
    ...(releases
      ? [
          {
            name: 'judge-canaries',
            periodKey: (moment: Date) => String(Math.floor(moment.getTime() / releases.health.checkMs)),
            holdMs: Math.max(releases.health.checkMs, 30_000),
            run: async () => {
              const verdicts = await judgeCanaries(db, { ...releases, siteOrigin });
              if (verdicts.some((verdict) => verdict.rollBack)) outbox.wake();
            },
          },
          // Hourly: session rows go once their report token cannot add to them (the totals hold them).
          { name: 'prune-release-reports', periodKey: hourKey, run: () => pruneReleaseReports(db, releases.health.keepDays) },
        ]
      : []),
    ...resultsSync,
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
        // A canary's judgement has a lease per check period: those are of no use after a day.
        await db
          .deleteFrom('job_leases')
          .where('name', '=', 'judge-canaries')
          .where('done_at', '<', new Date(Date.now() - DAY_MS).toISOString())
          .execute();
      },
    },
  ];
}
