import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';

/** Starts a `CREATE TABLE` whose first column is an auto-numbered primary key `id` (PostgreSQL's serial, SQLite's autoincrement). */
export function createTableWithId(db: Kysely<unknown>, dialect: Dialect, name: string) {
  const table = db.schema.createTable(name);
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
