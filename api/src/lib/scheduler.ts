import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withLease } from './job-lease';

/** A job every instance schedules, run once per period by whichever instance takes its lease. */
export interface PeriodicJob {
  name: string;
  /** The period a moment falls in ('2026-10' for a monthly job, '2026-10-01T09' for an hourly one). */
  periodKey: (moment: Date) => string;
  /** Runs the job for that period. */
  run: (periodKey: string) => Promise<unknown>;
  /** How long a run may take before another instance presumes its holder dead and takes over. */
  holdMs?: number;
}

export const hourKey = (moment: Date) => moment.toISOString().slice(0, 13);
export const dayKey = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Every `tickMs` (and at start), each job whose current period has not run yet is tried under its
 * lease: with N instances, one runs it and the others find the lease taken. A period missed while
 * every instance was down runs at the next start (a job sees only its current period).
 */
export function startScheduler(
  db: Kysely<Database>,
  jobs: PeriodicJob[],
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  { tickMs = 60_000 }: { tickMs?: number } = {},
) {
  let running: Promise<void> | null = null;
  const tick = async () => {
    for (const job of jobs) {
      const period = job.periodKey(new Date());
      try {
        const ran = await withLease(db, job.name, period, () => job.run(period), job.holdMs === undefined ? {} : { holdMs: job.holdMs });
        if (ran) log.info({ job: job.name, period }, 'periodic job done');
      } catch (err) {
        log.error({ err, job: job.name, period }, 'periodic job failed (tried again at the next tick)');
      }
    }
  };
  const runTick = () => {
    running ??= tick().finally(() => (running = null));
    return running;
  };
  void runTick();
  const timer = setInterval(runTick, tickMs).unref();
  return {
    tick: runTick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
