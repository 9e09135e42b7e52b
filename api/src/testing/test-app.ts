import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase } from '../db/database';
import { insertVerifiedUser } from './insert-user';

/**
 * A real app on a real database for API tests: a fresh SQLite file, or a fresh PostgreSQL schema
 * when DATABASE_URL is set. `inject` drives it without a network port.
 */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-api-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SITE_ROOT: '',
      SCRYPT_COST: '1024',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      ...env,
    }),
    ...overrides,
  };
  let pgSchema: string | undefined;
  if (config.databaseUrl) {
    pgSchema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${pgSchema}`);
    await client.end();
  }
  const database = openDatabase(config, { pgSchema });
  const dropSchema = async () => {
    if (!pgSchema || !config.databaseUrl) return;
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await client.end();
  };
  try {
    await migrate(database);
  } catch (error) {
    await database.db.destroy();
    await dropSchema();
    throw error;
  }
  const app = await buildApp({ config, ...database });
  await app.ready();

  /** A verified user with a valid bearer token, made directly in the database. */
  const createUser = (
    email = `owner-${randomBytes(4).toString('hex')}@example.com`,
    fields: Parameters<typeof insertVerifiedUser>[2] = {},
  ) => insertVerifiedUser(database.db, email, { is_staff: email.endsWith(`@${config.staffDomains[0]}`) ? 1 : 0, ...fields });

  async function close() {
    await app.close();
    await database.db.destroy();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  /** Sends every email due in the outbox (the work done after answering), and waits for it. */
  const settle = () => app.outbox.deliverDue();

  /** Another connection (pool) to this app's database, as a second instance would have. */
  const openAnother = () => openDatabase(config, { pgSchema });

  return { app, db: database.db, dialect: database.dialect, config, createUser, settle, close, openAnother };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
