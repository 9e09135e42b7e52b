import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import { type ReleaseManifest, type ReportBatch, type ReportItem, type ReportKind } from '@adlaunch/shared';
import { ERROR_REPORT_KINDS, type DropReason } from '@adlaunch/shared/schemas';
import { now } from '../db/database';
import type { Database, ReleaseCanariesTable } from '../db/schema';
import { ReleaseStore } from './release-store';
import { pruneReleaseDrops, reportsIn } from './release-drops';
import { countSession, sessionsThisMinute } from './release-totals';
import { pruneReleaseTotals, sessionRowsCut } from './release-totals-upkeep';
import { writeTransaction } from '../lib/transaction';

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
 * Sessions stored per remote version and minute; the rest are only counted (`release_drops`). Past it
 * the health figures are worked out from a sample of that minute, which is enough for a p75 and a rate.
 */
export const SESSIONS_PER_VERSION_MINUTE = 300;
/** What a browser reports at most: a page's LCP or INP past a minute is a page left open, or a made-up figure (dropped). */
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

const outOfBounds = (item: ReportItem) => item.value !== undefined && item.value > (VALUE_CEILING[item.kind] ?? Infinity);

/** Reports left out, per reason and the versions they named (release-drops.ts counts them). */
type DropSink = (tags: string[], reason: DropReason, reports: number) => void;

/**
 * Stores a batch of reports from one page load (`batch.session` is its report token's session; `page`
 * the page's own id the token came with). Versions that were never live or a canary are not counted (a
 * made-up tag cannot start a table of its own). What is left out is told to `drop`: a token sent again
 * from another page, reports past the session's allowance, values out of bounds, sessions over the cap.
 * Answers how many reports were kept.
 */
export async function recordReports(
  db: Kysely<Database>,
  releasesDir: string,
  batch: ReportBatch,
  { source = '', page = '', drop = () => undefined }: { source?: string; page?: string; drop?: DropSink } = {},
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
  const tagsOf = (item: ReportItem) => (item.remotes.length ? item.remotes.filter(known) : sessionTags);
  const stamp = now();
  const minute = stamp.slice(0, 16);
  let kept = 0;
  const drops: Parameters<DropSink>[] = [];
  for (const item of batch.items.filter(outOfBounds)) drops.push([tagsOf(item), 'bounds', 1]);
  const inBounds = batch.items.filter((item) => !outOfBounds(item));
  const droppedBefore = drops.length;
  await writeTransaction(db, async (trx) => {
    // A try that met another writer is rolled back and run again: it counts nothing of its own twice.
    drops.length = droppedBefore;
    kept = 0;
    const existing = await trx
      .selectFrom('release_sessions')
      .select(['remote', 'reports', 'page', 'errors', 'lcp', 'inp', 'started_at'])
      .where('session_id', '=', batch.session)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .execute();
    // One page load sends its token with its own id every time: another id is the token replayed.
    if (page && existing.some((row) => row.page && row.page !== page)) {
      drops.splice(0, drops.length, [sessionTags, 'reused', reportsIn(batch.items)]);
      return;
    }
    const full = existing.some((row) => row.reports >= SESSION_REPORT_CAP);
    const items = full ? [] : inBounds.slice(0, SESSION_REPORT_CAP - Math.max(0, ...existing.map((row) => row.reports)));
    if (items.length < inBounds.length) drops.push([sessionTags, 'reused', inBounds.length - items.length]);
    kept = items.length;
    // Versions in one order for every writer: each locks its versions' total rows in turn, never in a circle.
    for (const tag of [...sessionTags].sort()) {
      const { remote, version } = splitTag(tag);
      const mine = items.filter((item) => item.remotes.includes(tag) || (item.remotes.length === 0 && batch.remotes.includes(tag)));
      const errors = mine.filter((item) => (ERROR_REPORT_KINDS as readonly string[]).includes(item.kind)).length;
      // The last value of a metric is its value for the page (web-vitals reports a metric again as it changes).
      const last = (kind: ReportKind) => mine.filter((item) => item.kind === kind && item.value !== undefined).at(-1)?.value ?? null;
      const figures = { errors, lcp: last('lcp'), inp: last('inp'), cls: last('cls') };
      let before = existing.find((row) => row.remote === remote) ?? null;
      if (!before) {
        if ((await sessionsThisMinute(trx, remote, version, minute)) >= SESSIONS_PER_VERSION_MINUTE) {
          drops.push([[tag], 'cap', reportsIn(mine)]);
          continue;
        }
        const row = { session_id: batch.session, remote, version, started_at: stamp, reports: mine.length, ...figures, source, page };
        const inserted = await trx
          .insertInto('release_sessions')
          .values(row)
          .onConflict((oc) => oc.columns(['session_id', 'remote']).doNothing())
          .returning('session_id')
          .execute();
        if (inserted.length) {
          await countSession(trx, { remote, version, startedAt: stamp, source }, null, figures);
          continue;
        }
        // Another batch of the session stored it first: add to it.
        before = await sessionRow(trx, batch.session, remote);
      }
      const after = {
        errors: before.errors + errors,
        lcp: figures.lcp ?? before.lcp,
        inp: figures.inp ?? before.inp,
      };
      await trx
        .updateTable('release_sessions')
        .set({ reports: sql<number>`reports + ${mine.length}`, ...after, cls: figures.cls ?? sql<number | null>`cls` })
        .where('session_id', '=', batch.session)
        .where('remote', '=', remote)
        .execute();
      await countSession(trx, { remote, version, startedAt: before.started_at, source }, before, after);
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
  for (const args of drops) drop(...args);
  return kept;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

const sessionRow = (trx: Kysely<Database>, session: string, remote: string) =>
  trx
    .selectFrom('release_sessions')
    .select(['remote', 'reports', 'page', 'errors', 'lcp', 'inp', 'started_at'])
    .where('session_id', '=', session)
    .where('remote', '=', remote)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirstOrThrow();

/** The 75th percentile (nearest rank) of the values, or null without any. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

export { versionStats } from './version-stats';

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
  return writeTransaction(db, async (trx) => {
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
export async function endCanary(
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
  return writeTransaction(db, async (trx) => {
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

/**
 * Deletes raw reports and the totals of minutes older than `keepDays`, and the session rows no report
 * token can add to any more (the totals hold them).
 */
export async function pruneReleaseReports(db: Kysely<Database>, keepDays: number, moment = Date.now()): Promise<void> {
  const before = new Date(moment - keepDays * 24 * 60 * 60_000).toISOString();
  await db.deleteFrom('release_reports').where('received_at', '<', before).execute();
  await pruneReleaseTotals(db, before, sessionRowsCut(before, moment));
  await pruneReleaseDrops(db, before);
}
