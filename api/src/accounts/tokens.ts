import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { hashToken } from './auth-guard';

/** A fresh bearer token: 32 random bytes, of which only the SHA-256 is stored. */
export async function issueToken(db: Kysely<Database>, userId: number, ttlDays: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + ttlDays * 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function revokeToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked_at: now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
