import { sql, type Kysely } from 'kysely';
import { type DropReason, type DroppedReports } from '@adlaunch/shared/schemas';
import type { Database } from '../db/schema';

/**
 * Reports left out of release health and why (decision 030), so that a release manager tells a healthy
 * version from one without enough evidence or one under attack. Counted in memory per version, minute
 * and reason, and written as sums every few seconds: a flood of forged beacons costs a few upserts, not
 * one write each, and the table holds at most one row per version, minute and reason.
 */
const FLUSH_EVERY_MS = 5000;

export const noDrops = (): DroppedReports => ({ token: 0, reused: 0, bounds: 0, cap: 0, rate: 0 });

/** A batch with no items still counts as one report: it would have counted a session. */
export const reportsIn = (items: unknown[]) => Math.max(1, items.length);

const splitTag = (tag: string) => {
  const at = tag.lastIndexOf('@');
  return { remote: tag.slice(0, at), version: tag.slice(at + 1) };
};

export class ReleaseDrops {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** `reports` dropped for `reason`, on each `name@version` they named. */
  add(tags: Iterable<string>, reason: DropReason, reports: number, moment = new Date()) {
    if (reports <= 0) return;
    const minute = moment.toISOString().slice(0, 16);
    for (const tag of new Set(tags)) {
      const key = JSON.stringify([tag, minute, reason]);
      this.pending.set(key, (this.pending.get(key) ?? 0) + reports);
    }
  }

  /** Writes what was counted since the last flush. */
  async flush(): Promise<void> {
    const counted = [...this.pending];
    this.pending = new Map();
    for (const [key, reports] of counted) {
      const [tag, minute, reason] = JSON.parse(key) as [string, string, DropReason];
      await this.db
        .insertInto('release_drops')
        .values({ ...splitTag(tag), minute, reason, reports })
        .onConflict((oc) =>
          oc.columns(['remote', 'version', 'minute', 'reason']).doUpdateSet({ reports: sql<number>`release_drops.reports + ${reports}` }),
        )
        .execute();
    }
  }

  start() {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

export const pruneReleaseDrops = (db: Kysely<Database>, before: string) =>
  db.deleteFrom('release_drops').where('minute', '<', before.slice(0, 16)).execute();
