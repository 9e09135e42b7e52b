import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { BoundedMap } from './bounded-map';

/**
 * Kysely's SQLite driver prepares every query again; most of a small read's time goes there. The same
 * SQL text gets the same prepared statement (SQLite re-prepares it itself after a schema change). Safe
 * because the driver runs one query at a time on its one connection. The least recently used fall out.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase & { iterating: () => boolean } {
  const statements = new BoundedMap<SQLite.Statement>(size);
  let open = 0;
  /** Counts the driver's open streams (a paused one keeps the connection's read snapshot: db/change-stamp.ts). */
  const counted = (statement: SQLite.Statement) => {
    const iterate = statement.iterate.bind(statement);
    statement.iterate = function* (...parameters: unknown[]) {
      open += 1;
      try {
        yield* iterate(...parameters);
      } finally {
        open -= 1;
      }
    } as SQLite.Statement['iterate'];
    return statement;
  };
  return {
    close: () => sqlite.close(),
    iterating: () => open > 0,
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = counted(sqlite.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
