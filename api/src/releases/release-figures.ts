import { sql, type Kysely } from 'kysely';
import { DROP_REASONS, type DropReason, type DroppedReports } from '@adlaunch/shared/schemas';
import type { Database } from '../db/schema';
import { minuteOf, percentileOfBuckets } from './release-totals';
import { noDrops } from './release-drops';

/**
 * Release health's figures read off the running totals (release-totals.ts) and the dropped reports
 * (release-drops.ts) for several questions at once: the release page asks for every version
 * over all minutes kept and for each canary's two versions since it started.
 */
export interface FiguresAsk {
  /** One remote's versions; every remote version without it. */
  remote?: string;
  versions?: string[];
  /** From this moment's minute on ('': over every minute kept). */
  since: string;
  /** Read the totals (false: only the drops, the figures come from the session rows). */
  totals: boolean;
  drops: boolean;
}

/** A version's figures over a window (version-stats.ts says how they are read). */
export interface VersionStats {
  sessions: number;
  /** Distinct addresses the sessions' report tokens were handed to. */
  sources: number;
  errorSessions: number;
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface TotalsFigures extends VersionStats {
  remote: string;
  version: string;
}

export interface FiguresAnswer {
  /** The versions with sessions, as the totals count them. */
  figures: TotalsFigures[];
  /** Reports dropped per reason, keyed "remote@version" (only the versions with any). */
  dropped: Map<string, DroppedReports>;
}

type Db = Kysely<Database>;
type Part = 'count' | 'bucket' | 'drop';

const NO_TEXT = sql<string | null>`CAST(NULL AS text)`;
const NO_NUMBER = sql<number | null>`CAST(NULL AS integer)`;
const ZERO = sql<number>`0`;

function countsOf(db: Db, ask: FiguresAsk, i: number) {
  const minute = ask.since === '' ? '' : minuteOf(ask.since);
  return db
    .selectFrom('release_totals')
    .select((eb) => [
      sql.lit(i).as('ask'),
      sql.lit<Part>('count').as('part'),
      'remote',
      'version',
      NO_TEXT.as('label'),
      NO_NUMBER.as('bucket'),
      eb.fn.sum<number>('sessions').as('n'),
      eb.fn.sum<number>('error_sessions').as('errors'),
      eb.fn.sum<number>('sources').as('sources'),
    ])
    .$if(ask.remote !== undefined, (q) => q.where('remote', '=', ask.remote!).where('version', 'in', ask.versions!))
    .$if(minute === '', (q) => q.where('minute', '=', ''))
    .$if(minute !== '', (q) => q.where('minute', '>=', minute))
    .groupBy(['remote', 'version']);
}

function bucketsOf(db: Db, ask: FiguresAsk, i: number) {
  const minute = ask.since === '' ? '' : minuteOf(ask.since);
  return db
    .selectFrom('release_total_buckets')
    .select((eb) => [
      sql.lit(i).as('ask'),
      sql.lit<Part>('bucket').as('part'),
      'remote',
      'version',
      eb.ref('metric').$castTo<string | null>().as('label'),
      eb.ref('bucket').$castTo<number | null>().as('bucket'),
      eb.fn.sum<number>('sessions').as('n'),
      ZERO.as('errors'),
      ZERO.as('sources'),
    ])
    .$if(ask.remote !== undefined, (q) => q.where('remote', '=', ask.remote!).where('version', 'in', ask.versions!))
    .$if(minute === '', (q) => q.where('minute', '=', ''))
    .$if(minute !== '', (q) => q.where('minute', '>=', minute))
    .groupBy(['remote', 'version', 'metric', 'bucket']);
}

function dropsOf(db: Db, ask: FiguresAsk, i: number) {
  return db
    .selectFrom('release_drops')
    .select((eb) => [
      sql.lit(i).as('ask'),
      sql.lit<Part>('drop').as('part'),
      'remote',
      'version',
      eb.ref('reason').$castTo<string | null>().as('label'),
      NO_NUMBER.as('bucket'),
      eb.fn.sum<number>('reports').as('n'),
      ZERO.as('errors'),
      ZERO.as('sources'),
    ])
    .$if(ask.remote !== undefined, (q) => q.where('remote', '=', ask.remote!).where('version', 'in', ask.versions!))
    .$if(ask.since !== '', (q) => q.where('minute', '>=', ask.since.slice(0, 16)))
    .groupBy(['remote', 'version', 'reason']);
}

/**
 * The answers to each question, in the order asked: each question's counts, buckets and drops as a
 * statement of its own, all side by side (on PostgreSQL over the pool's connections). Measured under
 * load, work spread over several server processes finishes sooner than the same work in one statement
 * (docs/performance.md, bench:release-health): the round trips were not the cost.
 */
export async function readFigures(db: Db, asks: FiguresAsk[]): Promise<FiguresAnswer[]> {
  const reads = asks.flatMap((ask, i) => [
    ...(ask.totals ? [countsOf(db, ask, i).execute(), bucketsOf(db, ask, i).execute()] : []),
    ...(ask.drops ? [dropsOf(db, ask, i).execute()] : []),
  ]);
  const rows = (await Promise.all(reads)).flat();
  return asks.map((_ask, i) => {
    const mine = rows.filter((row) => Number(row.ask) === i);
    const histograms = new Map<string, Map<number, number>>();
    const dropped = new Map<string, DroppedReports>();
    for (const row of mine) {
      const key = `${row.remote}@${row.version}`;
      if (row.part === 'bucket') {
        const histogramKey = JSON.stringify([row.remote, row.version, row.label]);
        const histogram = histograms.get(histogramKey) ?? new Map<number, number>();
        histogram.set(Number(row.bucket), Number(row.n));
        histograms.set(histogramKey, histogram);
      } else if (row.part === 'drop' && (DROP_REASONS as readonly string[]).includes(row.label!)) {
        const counted = dropped.get(key) ?? noDrops();
        counted[row.label as DropReason] = Number(row.n);
        dropped.set(key, counted);
      }
    }
    const p75 = (remote: string, version: string, metric: 'lcp' | 'inp') =>
      percentileOfBuckets(histograms.get(JSON.stringify([remote, version, metric])) ?? new Map(), 0.75);
    const figures = mine
      .filter((row) => row.part === 'count' && Number(row.n) > 0)
      .map((row) => {
        const sessions = Number(row.n);
        const errorSessions = Number(row.errors ?? 0);
        return {
          remote: row.remote,
          version: row.version,
          sessions,
          sources: Number(row.sources ?? 0),
          errorSessions,
          errorRate: sessions ? errorSessions / sessions : 0,
          lcpP75: p75(row.remote, row.version, 'lcp'),
          inpP75: p75(row.remote, row.version, 'inp'),
        };
      });
    return { figures, dropped };
  });
}

/** Figures of remote versions read off the totals (`since` '' over every minute kept, else from that minute on). */
export async function totalsFigures(
  db: Db,
  {
    remote,
    version,
    versions = version === undefined ? undefined : [version],
    since,
  }: { remote?: string; version?: string; versions?: string[]; since: string },
): Promise<TotalsFigures[]> {
  const [answer] = await readFigures(db, [{ remote, versions, since, totals: true, drops: false }]);
  return answer!.figures;
}
