import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '@adlaunch/shared';
import { changeStampOf, type ChangeStamp } from '../db/change-stamp';
import type { Dialect } from '../db/dialect';
import type { Database } from '../db/schema';
import { BoundedMap } from '../db/bounded-map';
import { HttpError } from '../lib/http-error';
import { accountSummary } from './account-summary';
import { bearer, hashToken, liveSessionOfHash } from './auth-guard';

/** A live session's answer, read from the database. */
export interface LoadedAnswer {
  summary: SessionUser;
  /** The token's expiry (ISO), checked against the clock on every call the answer is kept for. */
  expiresAt: string;
}

interface Kept {
  stamp: string;
  /** The expiry in ms: NaN (never after now) for one that does not parse, so it is read again. */
  expiresAt: number;
  /** The answer as JSON.stringify wrote it: Fastify's own serialization of the summary, byte for byte. */
  body: string;
}

const NO_TOKEN = 'Please log in to continue.';
const EXPIRED = 'Your session has expired. Please log in again.';

/** The live session of a token hash and its account summary. */
function loadFromDatabase(db: Kysely<Database>) {
  return async (tokenHash: string): Promise<LoadedAnswer | null> => {
    const live = await liveSessionOfHash(db, tokenHash);
    return live && { summary: await accountSummary(db, live.user), expiresAt: live.expiresAt };
  };
}

/**
 * Token login's answers kept per token (by its hash) while the database's change stamp is the one read
 * before the answer was built: any commit since, by this instance or another, and the next call reads
 * the database again ([decision 042](../../../docs/decisions/042-token-login-cache.md)). A kept answer is a
 * string (sent as it is); one just read is the summary itself.
 */
export function tokenLoginAnswers(load: (tokenHash: string) => Promise<LoadedAnswer | null>, stampOf: ChangeStamp, maxAnswers = 10_000) {
  const kept = new BoundedMap<Kept>(maxAnswers);

  return async (request: FastifyRequest): Promise<SessionUser | string> => {
    const token = bearer(request);
    if (!token) throw new HttpError(401, NO_TOKEN);
    const tokenHash = hashToken(token);
    // Read before anything else: a commit after this point changes the stamp, so an answer kept with it
    // is never served once something it was built from may have changed.
    const read = stampOf();
    const stamp = typeof read === 'string' || read === null ? read : await read;
    const hit = stamp === null ? undefined : kept.get(tokenHash);
    if (hit && hit.stamp === stamp && hit.expiresAt > Date.now()) return hit.body;
    const loaded = await load(tokenHash);
    if (!loaded) {
      kept.delete(tokenHash);
      throw new HttpError(401, EXPIRED);
    }
    if (stamp !== null) kept.set(tokenHash, { stamp, expiresAt: Date.parse(loaded.expiresAt), body: JSON.stringify(loaded.summary) });
    return loaded.summary;
  };
}

/** The app's token login: answers read from `db`, kept against its change stamp. */
export const tokenLoginAnswersOf = (db: Kysely<Database>, dialect: Dialect) =>
  tokenLoginAnswers(loadFromDatabase(db), changeStampOf(db, dialect));
