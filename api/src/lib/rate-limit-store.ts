import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The longest window a counter may have; a row whose window started longer ago than this has run out. */
const RATE_LIMIT_MAX_WINDOW_MS = 86_400_000;
/** How often each instance removes the counters that have run out. */
const RATE_LIMIT_EXPIRY_EVERY_MS = 10 * 60_000;

/** Deletes the counters whose window started more than RATE_LIMIT_MAX_WINDOW_MS before `nowMs`; answers how many. */
async function expireRateLimits(db: Kysely<Database>, nowMs = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', nowMs - RATE_LIMIT_MAX_WINDOW_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A store for @fastify/rate-limit kept in the database, so every API instance counts the same
 * requests. One upsert per hit: a fixed window that restarts when it has run out. Counters that ran
 * out are deleted (at most every RATE_LIMIT_EXPIRY_EVERY_MS, before a hit), so the table holds only
 * the last day's keys however many addresses and IPs are seen.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
): FastifyRateLimitStoreCtor &
  (new (
    options: FastifyRateLimitOptions,
    prefix?: string,
  ) => FastifyRateLimitStore & { incr(key: string, callback: Callback, timeWindow?: number): void }) {
  let nextExpiry = 0;
  /** Expiry runs before the hit it rides on; a failure is retried at the next hit and never refuses a request. */
  const expireIfDue = async (nowMs: number) => {
    if (nowMs < nextExpiry) return;
    nextExpiry = nowMs + RATE_LIMIT_EXPIRY_EVERY_MS;
    await expireRateLimits(db, nowMs).catch(() => {
      nextExpiry = 0;
    });
  };
  return class DatabaseRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow = 60_000) {
      const now = Date.now();
      if (timeWindow > RATE_LIMIT_MAX_WINDOW_MS) {
        callback(new Error(`rate-limit windows are at most ${RATE_LIMIT_MAX_WINDOW_MS} ms`));
        return;
      }
      const fullKey = `${this.prefix}${key}`.slice(0, 500);
      const expired = sql<boolean>`rate_limits.window_start + ${timeWindow} <= ${now}`;
      expireIfDue(now)
        .then(() =>
          db
            .insertInto('rate_limits')
            .values({ key: fullKey, count: 1, window_start: now })
            .onConflict((oc) =>
              oc.column('key').doUpdateSet({
                count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
                window_start: sql`CASE WHEN ${expired} THEN ${now} ELSE rate_limits.window_start END`,
              }),
            )
            .returning(['count', 'window_start'])
            .executeTakeFirstOrThrow(),
        )
        .then((row) => callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.window_start) + timeWindow - now) }))
        .catch((error) => callback(error));
    }

    child(routeOptions: unknown) {
      const params = routeOptions as RouteParams;
      const method = Array.isArray(params.routeInfo?.method) ? params.routeInfo?.method.join(',') : params.routeInfo?.method;
      return new DatabaseRateLimitStore({}, `${params.groupId ?? ''}|${method ?? ''} ${params.routeInfo?.url ?? ''}|`);
    }
  };
}
