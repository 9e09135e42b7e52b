import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../database';
import { createTableWithId } from '../table-with-id';
import { inFlightPaymentId } from './029-in-flight-payment-id';

/** Migration 029 on the database the suite runs on (SQLite, or PostgreSQL with DATABASE_URL), over the two tables as 015 left them. */
const url = process.env.DATABASE_URL ?? '';
const schema = `m029_${randomBytes(6).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
};
let database: ReturnType<typeof openDatabase>;
beforeAll(async () => {
  if (url) await admin(`CREATE SCHEMA ${schema}`);
  database = openDatabase(
    { databaseUrl: url || null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-m029-')) },
    url ? { pgSchema: schema } : {},
  );
});
afterAll(async () => {
  await database?.db.destroy();
  if (url) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

it("holds each charge in flight by its payment's id, backfilled from the reference, and drops the reference column", async () => {
  const db = database.db as unknown as Kysely<unknown>;
  await createTableWithId(db, database.dialect, 'payments')
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .execute();
  await createTableWithId(db, database.dialect, 'period_invoices').addColumn('in_flight', 'text').execute();
  await sql`INSERT INTO payments (reference) VALUES ('AL-R1-20261127-1'), ('AL-R2-20261127-1'), ('AL-R2-20261127-2')`.execute(db);
  await sql`INSERT INTO period_invoices (in_flight) VALUES (NULL), ('AL-R2-20261127-2'), ('AL-R1-20261127-1')`.execute(db);

  await db.transaction().execute((trx) => inFlightPaymentId.up(trx));

  const rows = await sql<{ id: number; in_flight_payment_id: number | null }>`SELECT * FROM period_invoices ORDER BY id`.execute(db);
  expect(rows.rows.map((r) => ({ ...r }))).toEqual([
    { id: 1, in_flight_payment_id: null },
    { id: 2, in_flight_payment_id: 3 },
    { id: 3, in_flight_payment_id: 1 },
  ]);
  // The id is a payment's: no other is taken.
  await expect(sql`INSERT INTO period_invoices (in_flight_payment_id) VALUES (99)`.execute(db)).rejects.toBeDefined();
});
