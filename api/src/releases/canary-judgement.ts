import type { Kysely } from 'kysely';
import type { ReleaseManifest } from '@adlaunch/shared';
import type { CanaryJudgement, DroppedReports } from '@adlaunch/shared/schemas';
import type { ReleaseHealthConfig } from '../config';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { staffEmailsWithRole } from '../staff/staff-store';
import { AUTOMATIC, endCanary, readLiveManifest, runningCanaries, type Canary } from './release-health';
import { askStats, NO_SESSIONS, type StatsAnswer, type StatsAsk, type VersionStats } from './version-stats';
import { noDrops } from './release-drops';
import { sessionRowsFrom } from './release-totals-upkeep';

type Rule = Pick<ReleaseHealthConfig, 'minSessions' | 'minSources' | 'errorMarginPct'>;
type Stats = VersionStats & { dropped: DroppedReports };

interface CanaryVerdict {
  remote: string;
  version: string;
  canaryRow: Canary;
  liveVersion: string | null;
  canary: Stats;
  live: Stats;
  verdict: CanaryJudgement['verdict'];
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
  { minSessions, minSources = 1, errorMarginPct }: Rule,
): boolean {
  return canary.sessions >= minSessions && canary.sources >= minSources && (canary.errorRate - live.errorRate) * 100 > errorMarginPct;
}

/** A running canary and the live version it is judged against. */
interface CanarySides {
  canaryRow: Canary;
  liveVersion: string | null;
}

export const canarySides = (manifest: ReleaseManifest, canaries: Canary[]): CanarySides[] =>
  canaries.map((canaryRow) => ({ canaryRow, liveVersion: manifest[canaryRow.remote]?.version ?? canaryRow.base_version }));

/** The figures a canary is judged on: its and its live version's since it started, with what was dropped. */
export const sidesAsk = ({ canaryRow, liveVersion }: CanarySides): StatsAsk => ({
  remote: canaryRow.remote,
  versions: liveVersion ? [canaryRow.version, liveVersion] : [canaryRow.version],
  since: canaryRow.started_at,
});

/** A canary as the rule sees it, given the answer to its `sidesAsk` (asked with the drops). */
export function verdictOf({ canaryRow, liveVersion }: CanarySides, { stats, dropped }: StatsAnswer, rule: Rule): CanaryVerdict {
  const { remote, version } = canaryRow;
  const side = (name: string): Stats => {
    const { remote: _remote, version: _version, ...figures } = stats.get(`${remote}@${name}`) ?? { remote, version: name, ...NO_SESSIONS };
    return { ...figures, dropped: dropped.get(`${remote}@${name}`) ?? noDrops() };
  };
  const canary = side(version);
  const live = liveVersion ? side(liveVersion) : { ...NO_SESSIONS, dropped: noDrops() };
  const rollBack = judge(canary, live, rule);
  const enough = canary.sessions >= rule.minSessions && canary.sources >= (rule.minSources ?? 1);
  const verdict = rollBack ? 'failing' : enough ? 'healthy' : 'waiting';
  return { remote, version, canaryRow, liveVersion, canary, live, verdict, rollBack };
}

/** Every running canary and its live version since it started, as the rule sees them now, with what was dropped. */
export async function canaryVerdicts(db: Kysely<Database>, releasesDir: string, rule: Rule): Promise<CanaryVerdict[]> {
  const { manifest } = readLiveManifest(releasesDir);
  const [canaries, rowsFrom] = await Promise.all([runningCanaries(db), sessionRowsFrom(db)]);
  const sides = canarySides(manifest, canaries);
  const answers = await askStats(db, sides.map(sidesAsk), rowsFrom, { drops: true });
  return sides.map((side, i) => verdictOf(side, answers[i]!, rule));
}

/** The release page's view of a verdict (`canaryJudgementSchema`). */
export function judgementOf({ remote, version, canaryRow, liveVersion, canary, live, verdict }: CanaryVerdict): CanaryJudgement {
  const side = (name: string, stats: Stats) => ({
    version: name,
    sessions: stats.sessions,
    sources: stats.sources,
    errorSessions: stats.errorSessions,
    errorRate: stats.errorRate,
    dropped: stats.dropped,
  });
  return {
    remote,
    since: canaryRow.started_at,
    canary: side(version, canary),
    live: liveVersion ? side(liveVersion, live) : null,
    verdict,
  };
}

/**
 * Judges every running canary and rolls back the failing ones, each in one transaction with the emails
 * to the staff with the releases role. Run under the job lease (periodic-jobs.ts): with several instances one decides.
 */
export async function judgeCanaries(
  db: Kysely<Database>,
  { releasesDir, health, siteOrigin }: { releasesDir: string; health: ReleaseHealthConfig; siteOrigin: string },
): Promise<CanaryVerdict[]> {
  const verdicts = await canaryVerdicts(db, releasesDir, health);
  for (const { canaryRow: canary, liveVersion, canary: canaryStats, live: liveStats, rollBack } of verdicts) {
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
