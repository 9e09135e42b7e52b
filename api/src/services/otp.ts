import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LIMITS, OTP_ALPHABET } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type OtpPurpose = 'verify' | 'login' | 'reset';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export const OTP_ERRORS = {
  invalid: 'That code is not valid. Please request a new one.',
  wrong: 'That code is not correct. Please check it and try again.',
  expired: 'That code has expired. Please request a new one.',
  tooManyTries: 'Too many wrong codes. Please request a new code.',
} as const;

/** The hash binds the code to its address and purpose, so a code for one can never pass for another. */
const hashCode = (email: string, purpose: OtpPurpose, code: string) => createHash('sha256').update(`${purpose}:${email}:${code}`).digest();

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < LIMITS.otpLength; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

/** Issues a new code and voids any older one for the same address and purpose; run inside the caller's transaction. */
export async function issueCode(db: Kysely<Database>, email: string, purpose: OtpPurpose): Promise<string> {
  const code = generateCode();
  const stamp = new Date();
  await db
    .updateTable('otp_codes')
    .set({ voided_at: stamp.toISOString() })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
  await db
    .insertInto('otp_codes')
    .values({
      email,
      purpose,
      code_hash: hashCode(email, purpose, code).toString('hex'),
      attempts: 0,
      created_at: stamp.toISOString(),
      expires_at: new Date(stamp.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
      used_at: null,
      voided_at: null,
    })
    .execute();
  return code;
}

/**
 * Spends the newest code of an address and purpose, or refuses. Each step is one conditional
 * single-row update, so two racing requests cannot both spend a code or both skip a wrong try,
 * and a wrong try is counted even though the request fails.
 */
export async function consumeCode(db: Kysely<Database>, email: string, purpose: OtpPurpose, code: string): Promise<void> {
  const row = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.used_at) throw new HttpError(400, OTP_ERRORS.invalid, { otp: [OTP_ERRORS.invalid] });
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, OTP_ERRORS.tooManyTries, { otp: [OTP_ERRORS.tooManyTries] });
  if (row.voided_at) throw new HttpError(400, OTP_ERRORS.invalid, { otp: [OTP_ERRORS.invalid] });
  if (row.expires_at <= now()) throw new HttpError(400, OTP_ERRORS.expired, { otp: [OTP_ERRORS.expired] });

  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = hashCode(email, purpose, code.toUpperCase());
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const counted = await db
      .updateTable('otp_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .executeTakeFirst();
    const attempts = row.attempts + Number(counted.numUpdatedRows);
    if (attempts >= OTP_MAX_ATTEMPTS || counted.numUpdatedRows === 0n) {
      throw new HttpError(429, OTP_ERRORS.tooManyTries, { otp: [OTP_ERRORS.tooManyTries] });
    }
    throw new HttpError(400, OTP_ERRORS.wrong, { otp: [OTP_ERRORS.wrong] });
  }

  const spent = await db
    .updateTable('otp_codes')
    .set({ used_at: now() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (spent.numUpdatedRows === 0n) throw new HttpError(400, OTP_ERRORS.invalid, { otp: [OTP_ERRORS.invalid] });
}
