import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit kept in the database, so every API instance counts the same
 * requests. One upsert per hit: a fixed window that restarts when it has run out.
 */
export function databaseRateLimitStore(
  db: Kysely<Database>,
): FastifyRateLimitStoreCtor &
  (new (
    options: FastifyRateLimitOptions,
    prefix?: string,
  ) => FastifyRateLimitStore & { incr(key: string, callback: Callback, timeWindow?: number): void }) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow = 60_000) {
      const now = Date.now();
      const fullKey = `${this.prefix}${key}`.slice(0, 500);
      const expired = sql<boolean>`rate_limits.window_start + ${timeWindow} <= ${now}`;
      db.insertInto('rate_limits')
        .values({ key: fullKey, count: 1, window_start: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
            window_start: sql`CASE WHEN ${expired} THEN ${now} ELSE rate_limits.window_start END`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow()
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
