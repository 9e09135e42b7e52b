import { sql, type Kysely } from 'kysely';
import { DROP_REASONS, type DropReason, type DroppedReports } from '@adlaunch/shared/schemas';
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

/** Reports of a remote version dropped per reason, since a moment (all kept by default). */
export async function droppedReports(db: Kysely<Database>, remote: string, version: string, since = ''): Promise<DroppedReports> {
  return (await droppedReportsOf(db, remote, [version], since))[0]!;
}

/** The same for several versions of a remote, in one read. */
export async function droppedReportsOf(db: Kysely<Database>, remote: string, versions: string[], since = ''): Promise<DroppedReports[]> {
  const rows = await db
    .selectFrom('release_drops')
    .select(['version', 'reason', (eb) => eb.fn.sum<number>('reports').as('reports')])
    .where('remote', '=', remote)
    .where('version', 'in', versions)
    .where('minute', '>=', since.slice(0, 16))
    .groupBy(['version', 'reason'])
    .execute();
  return versions.map((version) => {
    const dropped = noDrops();
    for (const row of rows)
      if (row.version === version && (DROP_REASONS as readonly string[]).includes(row.reason))
        dropped[row.reason as DropReason] = Number(row.reports);
    return dropped;
  });
}

/** Every remote version's reports dropped per reason, keyed "remote@version", in one grouped read. */
export async function allDroppedReports(db: Kysely<Database>): Promise<Map<string, DroppedReports>> {
  const rows = await db
    .selectFrom('release_drops')
    .select(['remote', 'version', 'reason', (eb) => eb.fn.sum<number>('reports').as('reports')])
    .groupBy(['remote', 'version', 'reason'])
    .execute();
  const all = new Map<string, DroppedReports>();
  for (const row of rows) {
    const dropped = all.get(`${row.remote}@${row.version}`) ?? noDrops();
    if ((DROP_REASONS as readonly string[]).includes(row.reason)) dropped[row.reason as DropReason] = Number(row.reports);
    all.set(`${row.remote}@${row.version}`, dropped);
  }
  return all;
}

export const pruneReleaseDrops = (db: Kysely<Database>, before: string) =>
  db.deleteFrom('release_drops').where('minute', '<', before.slice(0, 16)).execute();
