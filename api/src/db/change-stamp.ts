import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './dialect';

/**
 * A value that differs whenever anything was committed to the database since it was read, by this
 * connection or any other (another process or instance): what a cache of answers built from the
 * database keeps beside each answer, read before the answer's reads ([decision 042](../../../docs/decisions/042-token-login-cache.md)).
 * `null`: not known now, so nothing may be served from a cache.
 */
export type ChangeStamp = () => string | null | Promise<string | null>;

interface SqliteConnection {
  sqlite: SQLite.Database;
  /** Whether a stream (a statement's iterator) is open on it. */
  iterating: () => boolean;
}

const connections = new WeakMap<object, SqliteConnection>();

/** openDatabase notes which SQLite connection a Kysely instance runs on; only those have a stamp. */
export function noteSqliteConnection<DB>(db: Kysely<DB>, sqlite: SQLite.Database, iterating: () => boolean): void {
  connections.set(db, { sqlite, iterating });
}

function sqliteStamp({ sqlite, iterating }: SqliteConnection): ChangeStamp {
  // data_version changes when another connection has committed since this one last read; total_changes
  // counts this connection's own writes (a rolled-back write still counts: a needless miss, never a late hit).
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  // Inside an open transaction (Kysely's driver holds its one connection across awaits) data_version
  // is that transaction's snapshot, blind to other connections' commits since it began, and so it is
  // while a stream is open (its statement keeps the read snapshot): no stamp then.
  return () => (sqlite.open && !sqlite.inTransaction && !iterating() ? `${version.get() as number}:${changes.get() as number}` : null);
}

/**
 * PostgreSQL: the whole current snapshot (xmin:xmax:in-progress ids). A transaction that commits after
 * a snapshot was taken was then either in progress (listed) or not yet given its id (at or past xmax);
 * after its commit it is neither, so the text differs. xmax alone would miss a commit of a listed one.
 */
const postgresStamp =
  <DB>(db: Kysely<DB>): ChangeStamp =>
  async () =>
    (await sql<{ stamp: string }>`SELECT pg_current_snapshot()::text AS stamp`.execute(db)).rows[0]?.stamp ?? null;

/** The database's change stamp reader: always null for a Kysely instance openDatabase did not open on SQLite. */
export function changeStampOf<DB>(db: Kysely<DB>, dialect: Dialect): ChangeStamp {
  if (dialect === 'postgres') return postgresStamp(db);
  const connection = connections.get(db);
  return connection ? sqliteStamp(connection) : () => null;
}
