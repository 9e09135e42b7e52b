import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type ReleaseManifest, type VersionHealth } from '@adlaunch/shared';
import type { ReleaseHealthConfig } from '../config';
import type { Database } from '../db/schema';
import { readLiveManifest, recentReleaseActions, runningCanaries, type Canary } from './release-health';
import { canarySides, sidesAsk, verdictOf } from './canary-judgement';
import { noDrops } from './release-drops';
import { sessionRowsFrom } from './release-totals-upkeep';
import { askStats, NO_SESSIONS, type StatsAnswer } from './version-stats';

type Rule = Pick<ReleaseHealthConfig, 'minSessions' | 'minSources' | 'errorMarginPct'>;

/**
 * Every remote version with sessions, the live ones and the running canaries: its health and whether
 * it is live, a canary or kept, from the figures over every minute kept. `extraVersions` adds versions
 * known elsewhere (the CLI's builds).
 */
function healthRows(
  manifest: ReleaseManifest,
  canaries: Canary[],
  { stats, dropped }: StatsAnswer,
  extraVersions: { remote: string; version: string }[],
): VersionHealth[] {
  const keys = new Map<string, { remote: string; version: string }>();
  const add = (remote: string, version: string) => keys.set(`${remote}@${version}`, { remote, version });
  for (const [remote, entry] of Object.entries(manifest)) add(remote, entry.version);
  for (const canary of canaries) add(canary.remote, canary.version);
  for (const row of [...stats.values(), ...extraVersions]) add(row.remote, row.version);
  const order = (remote: string) => {
    const index = (REMOTE_NAMES as readonly string[]).indexOf(remote);
    return index < 0 ? REMOTE_NAMES.length : index;
  };
  const rows: VersionHealth[] = [...keys.values()].map(({ remote, version }) => {
    const canary = canaries.find((c) => c.remote === remote && c.version === version);
    const state = manifest[remote]?.version === version ? 'live' : canary ? 'canary' : 'kept';
    const { sessions, sources, errorSessions, errorRate, lcpP75, inpP75 } = stats.get(`${remote}@${version}`) ?? NO_SESSIONS;
    const figures = { sessions, sources, errorSessions, errorRate, lcpP75, inpP75 };
    return {
      remote,
      version,
      state,
      percent: canary?.percent ?? null,
      ...figures,
      dropped: dropped.get(`${remote}@${version}`) ?? noDrops(),
    };
  });
  const rank = { live: 0, canary: 1, kept: 2 } as const;
  return rows.sort((a, b) => order(a.remote) - order(b.remote) || rank[a.state] - rank[b.state] || a.version.localeCompare(b.version));
}

/** The health of every remote version (`healthRows`), for the release command. */
export async function healthTable(
  db: Kysely<Database>,
  releasesDir: string,
  extraVersions: { remote: string; version: string }[] = [],
): Promise<VersionHealth[]> {
  const { manifest } = readLiveManifest(releasesDir);
  const [canaries, rowsFrom] = await Promise.all([runningCanaries(db), sessionRowsFrom(db)]);
  const [all] = await askStats(db, [{ since: '' }], rowsFrom, { drops: true });
  return healthRows(manifest, canaries, all!, extraVersions);
}

/**
 * The release page's status: every version's health, the running canaries and their judgement, and the
 * recent actions. The canaries, the session rows' start and the actions are read once, side by side;
 * then the figures over every minute kept and each canary's since it started, drops included, side by
 * side (release-figures.ts).
 */
export async function releaseStatus(db: Kysely<Database>, releasesDir: string, rule: Rule) {
  const { manifest } = readLiveManifest(releasesDir);
  const [canaries, rowsFrom, actions] = await Promise.all([runningCanaries(db), sessionRowsFrom(db), recentReleaseActions(db)]);
  const sides = canarySides(manifest, canaries);
  const [all, ...sinceStart] = await askStats(db, [{ since: '' }, ...sides.map(sidesAsk)], rowsFrom, { drops: true });
  return {
    rows: healthRows(manifest, canaries, all!, []),
    canaries,
    verdicts: sides.map((side, i) => verdictOf(side, sinceStart[i]!, rule)),
    actions,
  };
}
