import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { initial } from './migrations/001-initial';
import { rateLimits } from './migrations/006-rate-limits';
import { serverSidePrices } from './migrations/007-server-side-prices';
import { reportsAndNegativeKeywords } from './migrations/008-reports-and-negative-keywords';
import { invoices } from './migrations/009-invoices';
import { outboxAndLeases } from './migrations/010-outbox-and-leases';
import { subscriptions } from './migrations/011-subscriptions';
import { paymentRefunds } from './migrations/013-payment-refunds';
import { vatAnswer } from './migrations/014-vat-answer';
import { ledger } from './migrations/015-ledger';
import { visitorDraws } from './migrations/017-visitor-draws';
import { releaseHealth } from './migrations/018-release-health';
import { backOffice } from './migrations/019-back-office';
import { engineResults } from './migrations/020-engine-results';
import { cardUpdateKind } from './migrations/021-card-update-kind';
import { releaseHealthBounds } from './migrations/022-release-health-bounds';
import { releaseDropReasons } from './migrations/024-release-drop-reasons';
import { paymentRefundsInPart } from './migrations/025-payment-refunds-in-part';
import { releaseSessionIndexes } from './migrations/026-release-session-indexes';
import { releaseTotals } from './migrations/027-release-totals';
import { staffActionsAppendOnly } from './migrations/028-staff-actions-append-only';
import { inFlightPaymentId } from './migrations/029-in-flight-payment-id';
import type { Database } from './schema';
import type { Dialect } from './dialect';
import { withStatementCache } from './statement-cache';
import { noteSqliteConnection } from './change-stamp';

export type { Dialect } from './dialect';

/** Numbered migrations, recorded in the database by Kysely's migrator. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
    '006-rate-limits': rateLimits,
    '007-server-side-prices': serverSidePrices,
    '008-reports-and-negative-keywords': reportsAndNegativeKeywords(dialect),
    '009-invoices': invoices(dialect),
    '010-outbox-and-leases': outboxAndLeases(dialect),
    '011-subscriptions': subscriptions(dialect),
    '013-payment-refunds': paymentRefunds,
    '014-vat-answer': vatAnswer,
    '015-ledger': ledger(dialect),
    '017-visitor-draws': visitorDraws,
    '018-release-health': releaseHealth(dialect),
    '019-back-office': backOffice(dialect),
    '020-engine-results': engineResults(dialect),
    '021-card-update-kind': cardUpdateKind,
    '022-release-health-bounds': releaseHealthBounds,
    '024-release-drop-reasons': releaseDropReasons,
    '025-payment-refunds-in-part': paymentRefundsInPart(dialect),
    '026-release-session-indexes': releaseSessionIndexes,
    '027-release-totals': releaseTotals,
    '028-staff-actions-append-only': staffActionsAppendOnly(dialect),
    '029-in-flight-payment-id': inFlightPaymentId,
  };
}

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when it is not the default one (each API test app has its own). */
  pgSchema?: string;
}

export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  { file = 'adlaunch.sqlite', pgSchema }: { file?: string; pgSchema?: string } = {},
): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', pgSchema };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  const database = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  noteSqliteConnection(db, sqlite, database.iterating);
  return { db, dialect: 'sqlite' };
}

export async function migrate({ db, dialect, pgSchema }: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // Kysely looks for its migration tables in every schema it can see: with a search_path of our own
  // (DATABASE_URL's options), another schema's tables would pass for ours. Name the schema in use.
  const schema =
    pgSchema ??
    (dialect === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined);
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

export const now = () => new Date().toISOString();
export const fromBool = (v: boolean | undefined | null) => (v ? 1 : 0);
