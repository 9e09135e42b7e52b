import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { LIMITS, OTP_ALPHABET } from '@adlaunch/shared';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';

export type OtpPurpose = 'verify' | 'login' | 'reset';

export const OTP_TTL_MINUTES = 10;
const OTP_MAX_ATTEMPTS = 5;

/**
 * One answer for every code that does not work (wrong, spent, replaced, expired, or for an address
 * with no account), so the answer never says whether an address is known.
 */
export const OTP_ERRORS = {
  wrong: 'That code is not correct or has expired. Please check it, or request a new code.',
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

/** A wrong try at an address and purpose with no code yet: counted on a row that is never usable. */
export async function countTryWithoutCode(db: Kysely<Database>, email: string, purpose: OtpPurpose): Promise<void> {
  const stamp = now();
  await db
    .insertInto('otp_codes')
    .values({ email, purpose, code_hash: '', attempts: 1, created_at: stamp, expires_at: stamp, used_at: null, voided_at: stamp })
    .execute();
}

/**
 * Spends the newest code of an address and purpose, or refuses. Each step is one conditional
 * single-row update, so two racing requests cannot both spend a code or both skip a wrong try,
 * and a wrong try is counted even though the request fails.
 *
 * Every refusal is the same for a known and an unknown address: one text, and a 429 from the
 * OTP_MAX_ATTEMPTS-th wrong try on. A try at an address with no code is counted on a code row made
 * for the purpose (never sent, never usable), so unknown addresses reach the limit just as known ones do.
 */
export async function consumeCode(db: Kysely<Database>, email: string, purpose: OtpPurpose, code: string): Promise<void> {
  // The newest code made for an email, before any row a wrong try left when there was none yet: a try
  // typed before the email went out (its code is made as it is sent) must not hide the code it brings.
  const row = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy(sql`case when code_hash = '' then 1 else 0 end`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const tooMany = () => new HttpError(429, OTP_ERRORS.tooManyTries, { otp: [OTP_ERRORS.tooManyTries] });
  if (row && row.attempts >= OTP_MAX_ATTEMPTS) throw tooMany();

  const expected = row ? Buffer.from(row.code_hash, 'hex') : Buffer.alloc(0);
  const actual = hashCode(email, purpose, code.toUpperCase());
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  const usable = row && !row.used_at && !row.voided_at && row.expires_at > now();
  if (!row || !usable || !matches) {
    let attempts: number;
    if (!row) {
      await countTryWithoutCode(db, email, purpose);
      attempts = 1;
    } else {
      const counted = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .executeTakeFirst();
      if (counted.numUpdatedRows === 0n) throw tooMany();
      attempts = row.attempts + 1;
    }
    if (attempts >= OTP_MAX_ATTEMPTS) throw tooMany();
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
  if (spent.numUpdatedRows === 0n) throw new HttpError(400, OTP_ERRORS.wrong, { otp: [OTP_ERRORS.wrong] });
}
