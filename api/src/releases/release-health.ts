import { sql, type Kysely, type Selectable } from 'kysely';
import { REMOTE_NAMES, type ReleaseManifest, type ReportBatch, type ReportKind, type VersionHealth } from '@adlaunch/shared';
import { ERROR_REPORT_KINDS } from '@adlaunch/shared/schemas';
import type { ReleaseHealthConfig } from '../config';
import { now } from '../db/database';
import type { Database, ReleaseCanariesTable } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { ReleaseStore } from './release-store';
import { staffEmailsWithRole } from '../staff/staff-store';

/**
 * Canary releases and the health of each remote version (decision 030). The live release stays the
 * release manifest (`releases/remotes.json`); a canary lives in the database, so that every API
 * instance serves it, and ends it, at once.
 */

export type Canary = Selectable<ReleaseCanariesTable>;
export class ReleaseHealthError extends Error {
  override name = 'ReleaseHealthError';
}

/** A session stores at most this many reports: a broken page in a loop does not fill the table. */
const SESSION_REPORT_CAP = 80;
/** Raw reports kept from one batch. */
const RAW_PER_BATCH = 10;
/**
 * Sessions stored per remote version and minute; the rest are only counted (`release_dropped`). Past it
 * the health figures are worked out from a sample of that minute, which is enough for a p75 and a rate.
 */
export const SESSIONS_PER_VERSION_MINUTE = 300;
/** What a browser reports at most: a page's LCP or INP past a minute is a page left open, or a made-up figure. */
const VALUE_CEILING: Partial<Record<ReportKind, number>> = { lcp: 60_000, inp: 60_000, cls: 10 };
/** Raw error reports stored per minute, over every version. */
export const RAW_PER_MINUTE = 120;

/** No personal data in what is stored: no addresses, no query strings or fragments, no long tokens. */
function scrubMessage(text: string): string {
  return text
    .replace(/[^\s@'"<>()]+@[^\s@'"<>()]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/([?#])[^\s'")<>]*/g, '')
    .replace(/[A-Za-z0-9_-]{24,}/g, '[redacted]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

const splitTag = (tag: string) => {
  const at = tag.lastIndexOf('@');
  return { remote: tag.slice(0, at), version: tag.slice(at + 1) };
};

/** The live release manifest, or an empty one (releases/ holds no builds: the server reads and promotes only). */
export const readLiveManifest = (releasesDir: string) => new ReleaseStore(releasesDir, '').readLive();

export const runningCanaries = (db: Kysely<Database>) =>
  db.selectFrom('release_canaries').selectAll().where('status', '=', 'running').orderBy('id').execute();

/**
 * Stores a batch of reports from one page load. Versions that were never live or a canary are not
 * counted (a made-up tag cannot start a table of its own). Answers how many reports were kept.
 */
export async function recordReports(
  db: Kysely<Database>,
  releasesDir: string,
  batch: ReportBatch,
  { source = '' }: { source?: string } = {},
): Promise<number> {
  const { manifest } = readLiveManifest(releasesDir);
  const tags = [...new Set([...batch.remotes, ...batch.items.flatMap((item) => item.remotes)])];
  const canaryVersions = tags.length
    ? await db
        .selectFrom('release_canaries')
        .select(['remote', 'version'])
        .where(
          'remote',
          'in',
          tags.map((tag) => splitTag(tag).remote),
        )
        .execute()
    : [];
  const known = (tag: string) => {
    const { remote, version } = splitTag(tag);
    return manifest[remote]?.version === version || canaryVersions.some((c) => c.remote === remote && c.version === version);
  };
  const sessionTags = tags.filter(known);
  if (sessionTags.length === 0) return 0;
  const stamp = now();
  const minute = stamp.slice(0, 16);
  let kept = 0;
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('release_sessions')
      .select(['remote', 'reports'])
      .where('session_id', '=', batch.session)
      .execute();
    const full = existing.some((row) => row.reports >= SESSION_REPORT_CAP);
    const items = full ? [] : batch.items.slice(0, SESSION_REPORT_CAP - Math.max(0, ...existing.map((row) => row.reports)));
    kept = items.length;
    for (const tag of sessionTags) {
      const { remote, version } = splitTag(tag);
      const mine = items.filter((item) => item.remotes.includes(tag) || (item.remotes.length === 0 && batch.remotes.includes(tag)));
      const errors = mine.filter((item) => (ERROR_REPORT_KINDS as readonly string[]).includes(item.kind)).length;
      // The last value of a metric is its value for the page (web-vitals reports a metric again as it changes).
      const last = (kind: ReportKind) => {
        const value = mine.filter((item) => item.kind === kind && item.value !== undefined).at(-1)?.value;
        return value === undefined ? null : Math.min(value, VALUE_CEILING[kind] ?? value);
      };
      const lcp = last('lcp');
      const inp = last('inp');
      const cls = last('cls');
      if (!existing.some((row) => row.remote === remote) && !(await roomThisMinute(trx, remote, version, minute))) continue;
      await trx
        .insertInto('release_sessions')
        .values({ session_id: batch.session, remote, version, started_at: stamp, reports: mine.length, errors, lcp, inp, cls, source })
        .onConflict((oc) =>
          oc.columns(['session_id', 'remote']).doUpdateSet({
            reports: sql<number>`release_sessions.reports + ${mine.length}`,
            errors: sql<number>`release_sessions.errors + ${errors}`,
            lcp: lcp ?? sql<number | null>`release_sessions.lcp`,
            inp: inp ?? sql<number | null>`release_sessions.inp`,
            cls: cls ?? sql<number | null>`release_sessions.cls`,
          }),
        )
        .execute();
    }
    const rawThisMinute = await trx
      .selectFrom('release_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('received_at', '>=', `${minute}:00`)
      .executeTakeFirstOrThrow();
    const rawRoom = RAW_PER_MINUTE - Number(rawThisMinute.n);
    const raw = items
      .filter((item) => (ERROR_REPORT_KINDS as readonly string[]).includes(item.kind))
      .slice(0, Math.max(0, Math.min(RAW_PER_BATCH, rawRoom)));
    if (raw.length > 0)
      await trx
        .insertInto('release_reports')
        .values(
          raw.map((item) => ({
            received_at: stamp,
            session_id: batch.session,
            kind: item.kind,
            remote: item.remote ?? null,
            message: scrubMessage(item.message ?? ''),
            remotes: item.remotes.filter(known).join(' '),
          })),
        )
        .execute();
  });
  return kept;
}

/** Whether a new session of a version may be stored this minute; if not, it is counted as dropped. */
async function roomThisMinute(trx: Kysely<Database>, remote: string, version: string, minute: string): Promise<boolean> {
  const stored = await trx
    .selectFrom('release_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('started_at', '>=', `${minute}:00`)
    .executeTakeFirstOrThrow();
  if (Number(stored.n) < SESSIONS_PER_VERSION_MINUTE) return true;
  await trx
    .insertInto('release_dropped')
    .values({ remote, version, minute, sessions: 1 })
    .onConflict((oc) => oc.columns(['remote', 'version', 'minute']).doUpdateSet({ sessions: sql<number>`release_dropped.sessions + 1` }))
    .execute();
  return false;
}

/** The 75th percentile (nearest rank) of the values, or null without any. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** Sessions, their distinct sources, error sessions and p75 LCP and INP of a remote version, since a moment (all kept sessions by default). */
export async function versionStats(db: Kysely<Database>, remote: string, version: string, since = '') {
  const rows = await db
    .selectFrom('release_sessions')
    .select(['errors', 'lcp', 'inp', 'source'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('started_at', '>=', since)
    .execute();
  const sessions = rows.length;
  const errorSessions = rows.filter((row) => row.errors > 0).length;
  return {
    sessions,
    /** Distinct addresses the sessions' report tokens were handed to. */
    sources: new Set(rows.map((row) => row.source)).size,
    errorSessions,
    errorRate: sessions ? errorSessions / sessions : 0,
    lcpP75: p75(rows.flatMap((row) => (row.lcp === null ? [] : [Number(row.lcp)]))),
    inpP75: p75(rows.flatMap((row) => (row.inp === null ? [] : [Number(row.inp)]))),
  };
}

/**
 * Every remote version with sessions, the live ones and the running canaries: its health and whether
 * it is live, a canary or kept. `extraVersions` adds versions known elsewhere (the CLI's builds).
 */
export async function healthTable(
  db: Kysely<Database>,
  releasesDir: string,
  extraVersions: { remote: string; version: string }[] = [],
): Promise<VersionHealth[]> {
  const { manifest } = readLiveManifest(releasesDir);
  const canaries = await runningCanaries(db);
  const seen = await db.selectFrom('release_sessions').select(['remote', 'version']).distinct().execute();
  const keys = new Map<string, { remote: string; version: string }>();
  const add = (remote: string, version: string) => keys.set(`${remote}@${version}`, { remote, version });
  for (const [remote, entry] of Object.entries(manifest)) add(remote, entry.version);
  for (const canary of canaries) add(canary.remote, canary.version);
  for (const row of [...seen, ...extraVersions]) add(row.remote, row.version);
  const order = (remote: string) => {
    const index = (REMOTE_NAMES as readonly string[]).indexOf(remote);
    return index < 0 ? REMOTE_NAMES.length : index;
  };
  const rows: VersionHealth[] = [];
  for (const { remote, version } of keys.values()) {
    const canary = canaries.find((c) => c.remote === remote && c.version === version);
    const state = manifest[remote]?.version === version ? 'live' : canary ? 'canary' : 'kept';
    rows.push({ remote, version, state, percent: canary?.percent ?? null, ...(await versionStats(db, remote, version)) });
  }
  const rank = { live: 0, canary: 1, kept: 2 } as const;
  return rows.sort((a, b) => order(a.remote) - order(b.remote) || rank[a.state] - rank[b.state] || a.version.localeCompare(b.version));
}

const logReleaseAction = (
  db: Kysely<Database>,
  { actor, action, remote, version, detail }: { actor: string; action: string; remote: string; version: string | null; detail?: string },
) =>
  db
    .insertInto('release_actions')
    .values({ at: now(), actor, action, remote, version, detail: detail ?? null })
    .execute();

export const recentReleaseActions = (db: Kysely<Database>, limit = 50) =>
  db.selectFrom('release_actions').selectAll().orderBy('id', 'desc').limit(limit).execute();

/** Starts a canary: `version` of `remote` for visitors whose bucket is below `percent`. One canary per remote at a time. */
export async function startCanary(
  db: Kysely<Database>,
  {
    remote,
    version,
    entry,
    percent,
    baseVersion,
    actor,
  }: { remote: string; version: string; entry: string; percent: number; baseVersion: string | null; actor: string },
): Promise<Canary> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new ReleaseHealthError('A canary share is a whole percentage from 1 to 99.');
  if (baseVersion === version) throw new ReleaseHealthError(`${remote} ${version} is already live.`);
  return db.transaction().execute(async (trx) => {
    const running = await trx
      .selectFrom('release_canaries')
      .select('version')
      .where('remote', '=', remote)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (running) throw new ReleaseHealthError(`${remote} already has a canary (${running.version}): promote or roll it back first.`);
    const canary = await trx
      .insertInto('release_canaries')
      .values({
        remote,
        version,
        entry,
        percent,
        base_version: baseVersion,
        status: 'running',
        started_at: now(),
        started_by: actor,
        ended_at: null,
        ended_by: null,
        end_reason: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logReleaseAction(trx, {
      actor,
      action: 'canary',
      remote,
      version,
      detail: `${percent}% of visitors, beside ${baseVersion ?? '(none)'}`,
    });
    return canary;
  });
}

/**
 * Ends a remote's running canary; answers it, or null when none was running (another instance or
 * person ended it first: the conditional update lets exactly one of them do it).
 */
async function endCanary(
  db: Kysely<Database>,
  remote: string,
  {
    status,
    actor,
    reason,
    onEnded,
  }: {
    status: 'promoted' | 'rolled_back';
    actor: string;
    reason?: string;
    onEnded?: (trx: Kysely<Database>, canary: Canary) => Promise<unknown>;
  },
): Promise<Canary | null> {
  return db.transaction().execute(async (trx) => {
    const canary = await trx
      .selectFrom('release_canaries')
      .selectAll()
      .where('remote', '=', remote)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (!canary) return null;
    const ended = await trx
      .updateTable('release_canaries')
      .set({ status, ended_at: now(), ended_by: actor, end_reason: reason ?? null })
      .where('id', '=', canary.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return null;
    const action = status === 'promoted' ? 'promote' : actor === AUTOMATIC ? 'auto-rollback' : 'rollback';
    await logReleaseAction(trx, { actor, action, remote, version: canary.version, detail: reason });
    await onEnded?.(trx, canary);
    return { ...canary, status, ended_by: actor };
  });
}

/** The actor of the server's own decisions. */
export const AUTOMATIC = 'server (automatic rollback)';

/** The release manifest a visitor on the canaries' side is served: the live one with each canary's entry in place. */
export function withCanaries(live: ReleaseManifest, canaries: Pick<Canary, 'remote' | 'version' | 'entry'>[]): ReleaseManifest {
  const manifest = { ...live };
  for (const canary of canaries) manifest[canary.remote] = { version: canary.version, entry: canary.entry };
  return manifest;
}

/** Makes a remote's canary live for everyone: the release manifest names it, and the canary ends. */
export async function promoteCanary(db: Kysely<Database>, releasesDir: string, remote: string, actor: string): Promise<Canary> {
  const canary = (await runningCanaries(db)).find((c) => c.remote === remote);
  if (!canary) throw new ReleaseHealthError(`${remote} has no canary to promote.`);
  const store = new ReleaseStore(releasesDir, '');
  const { manifest } = store.readLive();
  const from = manifest[remote]?.version ?? null;
  store.change(withCanaries(manifest, [canary]), { at: now(), action: 'promote', remote: canary.remote, from, to: canary.version });
  return (await endCanary(db, remote, { status: 'promoted', actor })) ?? canary;
}

/** Ends a remote's canary: every visitor is served the live version from their next page. */
export async function rollbackCanary(db: Kysely<Database>, remote: string, actor: string, reason?: string): Promise<Canary> {
  const ended = await endCanary(db, remote, { status: 'rolled_back', actor, reason });
  if (!ended) throw new ReleaseHealthError(`${remote} has no canary to roll back.`);
  return ended;
}

export interface CanaryVerdict {
  remote: string;
  version: string;
  canary: Awaited<ReturnType<typeof versionStats>>;
  live: Awaited<ReturnType<typeof versionStats>>;
  rollBack: boolean;
}

/**
 * The rollback rule: a canary with at least `minSessions` sessions, from at least `minSources` distinct
 * addresses, whose error-session rate exceeds the live version's (over the same time, since the canary
 * started) by more than `errorMarginPct` percentage points is rolled back.
 */
export function judge(
  canary: { sessions: number; sources: number; errorRate: number },
  live: { errorRate: number },
  { minSessions, minSources = 1, errorMarginPct }: Pick<ReleaseHealthConfig, 'minSessions' | 'minSources' | 'errorMarginPct'>,
): boolean {
  return canary.sessions >= minSessions && canary.sources >= minSources && (canary.errorRate - live.errorRate) * 100 > errorMarginPct;
}

/**
 * Judges every running canary and rolls back the failing ones, each in one transaction with the emails
 * to the staff with the releases role. Run under the job lease (periodic-jobs.ts): with several instances one decides.
 */
export async function judgeCanaries(
  db: Kysely<Database>,
  { releasesDir, health, siteOrigin }: { releasesDir: string; health: ReleaseHealthConfig; siteOrigin: string },
): Promise<CanaryVerdict[]> {
  const { manifest } = readLiveManifest(releasesDir);
  const verdicts: CanaryVerdict[] = [];
  for (const canary of await runningCanaries(db)) {
    const liveVersion = manifest[canary.remote]?.version ?? canary.base_version;
    const canaryStats = await versionStats(db, canary.remote, canary.version, canary.started_at);
    const liveStats = liveVersion
      ? await versionStats(db, canary.remote, liveVersion, canary.started_at)
      : { sessions: 0, sources: 0, errorSessions: 0, errorRate: 0, lcpP75: null, inpP75: null };
    const rollBack = judge(canaryStats, liveStats, health);
    verdicts.push({ remote: canary.remote, version: canary.version, canary: canaryStats, live: liveStats, rollBack });
    if (!rollBack) continue;
    const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
    const reason = `errors in ${pct(canaryStats.errorRate)} of ${canaryStats.sessions} sessions (${canaryStats.sources} addresses), live ${liveVersion ?? '(none)'} ${pct(liveStats.errorRate)} of ${liveStats.sessions} (margin ${health.errorMarginPct} points)`;
    await endCanary(db, canary.remote, {
      status: 'rolled_back',
      actor: AUTOMATIC,
      reason,
      onEnded: async (trx) => {
        // The releases role (RELEASE_MANAGERS only seeds it); the listed addresses while nobody holds it yet.
        const releaseStaff = await staffEmailsWithRole(trx, 'releases');
        for (const to of releaseStaff.length ? releaseStaff : health.managers)
          await enqueueEmail(trx, {
            kind: 'release-rollback',
            to,
            subject: `Canary rolled back: ${canary.remote} ${canary.version}`,
            text: [
              `The canary ${canary.remote} ${canary.version} (${canary.percent}% of visitors) was rolled back automatically: ${reason}.`,
              `Every visitor is served ${liveVersion ?? 'the live version'} from their next page.`,
              `Release health: ${siteOrigin}/releases`,
            ].join('\n\n'),
          });
      },
    });
  }
  return verdicts;
}

/** Deletes raw reports and per-session rows older than `keepDays`. */
export async function pruneReleaseReports(db: Kysely<Database>, keepDays: number, moment = Date.now()): Promise<void> {
  const before = new Date(moment - keepDays * 24 * 60 * 60_000).toISOString();
  await db.deleteFrom('release_reports').where('received_at', '<', before).execute();
  await db.deleteFrom('release_sessions').where('started_at', '<', before).execute();
  await db.deleteFrom('release_dropped').where('minute', '<', before.slice(0, 16)).execute();
}
