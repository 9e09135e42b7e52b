import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { sessionOfHash } from './session-store';

export type UserRow = Selectable<UsersTable>;

// The one-shot hash where Node has it (20.12 on; engines say >=20): a third of createHash's time, on
// every authenticated call.
export const hashToken: (token: string) => string =
  typeof crypto.hash === 'function'
    ? (token) => crypto.hash('sha256', token, 'hex')
    : (token) => crypto.createHash('sha256').update(token).digest('hex');

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1] : null;
}

/** The API authenticates only by the bearer header, never by cookie: cross-site requests carry no credentials. */
export async function authenticate(db: Kysely<Database>, request: FastifyRequest): Promise<{ user: UserRow; tokenHash: string }> {
  const token = bearer(request);
  if (!token) throw new HttpError(401, 'Please log in to continue.');
  const session = await liveSession(db, token);
  if (!session) throw new HttpError(401, 'Your session has expired. Please log in again.');
  return session;
}

/** The user of a token that is known, unrevoked and unexpired; null otherwise. */
export async function liveSession(db: Kysely<Database>, token: string): Promise<{ user: UserRow; tokenHash: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const live = await liveSessionOfHash(db, tokenHash);
  return live && { user: live.user, tokenHash };
}

/** The user and expiry (ISO) of a token hash that is known, unrevoked and unexpired; null otherwise. */
export async function liveSessionOfHash(db: Kysely<Database>, tokenHash: string): Promise<{ user: UserRow; expiresAt: string } | null> {
  const [row] = await sessionOfHash(db, { tokenHash });
  if (!row || row.token_revoked_at || row.token_expires_at <= new Date().toISOString()) return null;
  const { token_expires_at: expiresAt, token_revoked_at: _r, ...user } = row;
  return { user, expiresAt };
}
