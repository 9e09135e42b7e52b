import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, now, openDatabase } from '../db/database';
import { hashToken } from '../services/auth-guard';

/**
 * A real app on a real database for API tests: a fresh SQLite file, or a fresh PostgreSQL schema
 * when DATABASE_URL is set. `inject` drives it without a network port.
 */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-api-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SITE_ROOT: '', SCRYPT_COST: '1024', DATABASE_URL: process.env.DATABASE_URL ?? '', ...env }),
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
  async function createUser(email = `owner-${randomBytes(4).toString('hex')}@example.com`, fields: Record<string, unknown> = {}) {
    const stamp = now();
    const user = await database.db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        email,
        first_name: 'Thandi',
        last_name: 'Nkosi',
        password_hash: null,
        email_verified: 1,
        mobile_verified: 0,
        already_gbp: 0,
        charge_vat: 1,
        extras: '["marketing"]',
        referral_code: randomBytes(4).toString('hex').toUpperCase(),
        is_staff: email.endsWith(`@${config.staffDomains[0]}`) ? 1 : 0,
        created_at: stamp,
        updated_at: stamp,
        ...fields,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    await database.db
      .insertInto('auth_tokens')
      .values({ user_id: user.id, token_hash: hashToken(token), created_at: stamp, expires_at: new Date(Date.now() + 86400_000).toISOString(), revoked_at: null })
      .execute();
    return { user, token, headers: { authorization: `Bearer ${token}` } };
  }

  async function close() {
    await app.close();
    await database.db.destroy();
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, db: database.db, dialect: database.dialect, config, createUser, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
