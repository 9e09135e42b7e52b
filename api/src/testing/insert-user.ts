import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database, UsersTable } from '../db/schema';
import { hashToken } from '../accounts/auth-guard';

/**
 * A verified user with a valid bearer token, written straight into the database: for tests and
 * benchmarks that must not depend on the email flow (production has no dev outbox to read codes from).
 */
export async function insertVerifiedUser(db: Kysely<Database>, email: string, fields: Partial<Insertable<UsersTable>> = {}) {
  const stamp = now();
  const user = await db
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
      referral_code: randomBytes(5).toString('hex').toUpperCase(),
      is_staff: 0,
      created_at: stamp,
      updated_at: stamp,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: stamp,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
