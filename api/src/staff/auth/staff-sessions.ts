import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_SESSION_HOURS } from '@adlaunch/shared';
import { hashToken } from '../../accounts/auth-guard';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { activeStaff, type StaffRow } from '../staff-store';

export interface StaffSession {
  id: number;
  tokenHash: string;
  expiresAt: string;
  secondFactor: boolean;
  totpFailures: number;
  staff: StaffRow;
}

/** A fresh staff session without its second factor; only the SHA-256 of the token is stored (as for owners, in its own table). */
export async function issueStaffSession(db: Kysely<Database>, staffId: number): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  const expiresAt = new Date(created.getTime() + STAFF_SESSION_HOURS * 3_600_000).toISOString();
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: hashToken(token), created_at: created.toISOString(), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The live session of a token: known, not ended, not expired, of a staff member not removed; null otherwise. */
export async function staffSessionOf(db: Kysely<Database>, token: string): Promise<StaffSession | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  return staffSessionByHash(db, hashToken(token));
}

export async function staffSessionByHash(db: Kysely<Database>, tokenHash: string): Promise<StaffSession | null> {
  const row = await db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || row.ended_at || row.expires_at <= now()) return null;
  const staff = await activeStaff(db, { id: row.staff_id });
  if (!staff) return null;
  return {
    id: row.id,
    tokenHash,
    expiresAt: row.expires_at,
    secondFactor: row.second_factor_at !== null,
    totpFailures: row.totp_failures,
    staff,
  };
}

export async function endStaffSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ ended_at: now() }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
}

export async function markSecondFactor(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ second_factor_at: now() }).where('id', '=', sessionId).execute();
}

export async function countTotpFailure(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set((eb) => ({ totp_failures: eb('totp_failures', '+', 1) }))
    .where('id', '=', sessionId)
    .execute();
}
