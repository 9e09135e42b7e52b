import { randomInt, randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { OTP_ALPHABET, type AbVariant } from '@adlaunch/shared';
import type { RegisterRequest } from '@adlaunch/shared/schemas';
import type { EmailMessage } from '../mail/email';
import { renderEmail } from '../mail/layout';
import { fromBool, now } from '../db/database';
import type { Database, UsersTable } from '../db/schema';
import type { UserRow } from './auth-guard';
import { OTP_TTL_MINUTES, type OtpPurpose } from './otp';
import { registrationVariant } from '../visitors/visitors';
import { writeTransaction } from '../lib/transaction';

export const ACCOUNT_MESSAGES = {
  registered: 'Thanks! We have emailed you a code to confirm your address.',
  codeSent: 'If that address has an account, we have emailed it a code.',
  badLogin: 'Incorrect email or password.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  loggedOut: 'You are logged out.',
  loggedIn: 'Welcome back.',
} as const;

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

function isStaffEmail(email: string, staffDomains: string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return staffDomains.some((d) => d.toLowerCase() === domain);
}

/** 10 symbols of the code alphabet (50 bits): short enough to share, too many to guess. */
function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

export const abVariantOf = (user: Pick<UserRow, 'ab_variant'>): AbVariant => (user.ab_variant === 'A' ? 'A' : 'B');

export const normalizeReferrer = (referrer: string | null | undefined) => (referrer ? referrer.trim().toUpperCase() : null);

/** Whether `code` is the referral code of another, verified account (never the user's own). */
async function isReferralOfAnother(db: Kysely<Database>, user: Pick<UserRow, 'id'>, code: string | null): Promise<boolean> {
  if (!code) return false;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', code)
    .where('id', '!=', user.id)
    .where('email_verified', '=', 1)
    .executeTakeFirst();
  return Boolean(owner);
}

/**
 * The referral code that earns this user the referral price: the one stored at registration, else
 * the one sent now (then kept on the account). It must be another, verified account's code.
 */
export async function referrerOf(db: Kysely<Database>, user: UserRow, sent: string | null | undefined): Promise<string | null> {
  for (const code of [normalizeReferrer(user.referrer), normalizeReferrer(sent)]) {
    if (!(await isReferralOfAnother(db, user, code))) continue;
    if (!user.referrer) await db.updateTable('users').set({ referrer: code, updated_at: now() }).where('id', '=', user.id).execute();
    return code;
  }
  return null;
}

type NewUser = Pick<Insertable<UsersTable>, 'email' | 'first_name' | 'last_name' | 'extras'> & Partial<Insertable<UsersTable>>;

/** Inserts an unverified user. Answers null when the address is taken (also by a concurrent request). */
export async function insertUser(db: Kysely<Database>, user: NewUser, staffDomains: string[]): Promise<number | null> {
  const stamp = now();
  // The variant the server issued with the visitor's id, the prices they were shown: never drawn here.
  const abVariant = await registrationVariant(db, user.cid);
  const row = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      password_hash: null,
      email_verified: 0,
      mobile_verified: 0,
      already_gbp: 0,
      charge_vat: 0,
      referral_code: newReferralCode(),
      ab_variant: abVariant,
      is_staff: isStaffEmail(user.email, staffDomains) ? 1 : 0,
      created_at: stamp,
      updated_at: stamp,
      ...user,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What the one-step registration (POST /v2/register) records of an account, its address aside. */
export function registrationClaims(body: RegisterRequest): Omit<NewUser, 'email'> {
  return {
    first_name: body.firstName,
    last_name: body.lastName,
    mobile: body.mobile,
    charge_vat: fromBool(body.chargeVAT),
    vat_answered: 1,
    business_name: body.businessName,
    website_url: body.websiteUrl,
    product: body.product,
    budget: body.budget ?? null,
    already_gbp: fromBool(body.alreadyGbp),
    extras: JSON.stringify(body.extras),
    referrer: normalizeReferrer(body.referrer),
    cid: body.cid,
  };
}

/**
 * Until an address is proven, an account is only a claim: a later registration of the same address
 * replaces it (names, business details, VAT answer, referrer, consent) and drops any password and
 * unused confirmation code, so whoever registered first (perhaps not the owner of the mailbox) leaves
 * nothing behind. Answers whether an unproven account was replaced; a proven one is never touched.
 */
export function replaceUnprovenRegistration(db: Kysely<Database>, email: string, claims: Omit<NewUser, 'email'>): Promise<boolean> {
  return writeTransaction(db, (trx) => replaceUnprovenClaim(trx, email, { ...claims, password_hash: null }));
}

/**
 * replaceUnprovenRegistration in the caller's transaction, with the claims as given (a registration
 * with a password keeps the new one: whoever registered last holds the claim until the address is proven).
 */
export async function replaceUnprovenClaim(trx: Kysely<Database>, email: string, claims: Omit<NewUser, 'email'>): Promise<boolean> {
  const abVariant = await registrationVariant(trx, claims.cid);
  const result = await trx
    .updateTable('users')
    .set({ password_hash: null, ...claims, ab_variant: abVariant, updated_at: now() })
    .where('email', '=', email)
    .where('email_verified', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .updateTable('otp_codes')
    .set({ voided_at: now() })
    .where('email', '=', email)
    .where('purpose', '=', 'verify')
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
  return true;
}

const CODE_SUBJECTS: Record<OtpPurpose, string> = {
  verify: 'Confirm your email address',
  login: 'Your login code',
  reset: 'Reset your password',
};

const CODE_INTROS: Record<OtpPurpose, string> = {
  verify: 'Welcome to AdLaunch. To confirm your email address, enter this code:',
  login: 'To log in to AdLaunch, enter this code:',
  reset: 'To choose a new AdLaunch password, enter this code:',
};

export const codeEmailSubject = (purpose: OtpPurpose) => `AdLaunch: ${CODE_SUBJECTS[purpose].toLowerCase()}`;

/** The code stands alone on its own line, so people (and the e2e tests) can pick it out. */
export async function codeEmail(to: string, purpose: OtpPurpose, code: string): Promise<EmailMessage> {
  const email = await renderEmail({
    subject: codeEmailSubject(purpose),
    preview: CODE_INTROS[purpose],
    heading: CODE_SUBJECTS[purpose],
    blocks: [
      CODE_INTROS[purpose],
      { type: 'code', code },
      `The code works once and expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
    ],
  });
  return { to, secret: code, ...email };
}

export async function existingAccountEmail(to: string): Promise<EmailMessage> {
  const email = await renderEmail({
    subject: 'AdLaunch: you already have an account',
    preview: 'Someone tried to create an AdLaunch account with this email address.',
    heading: 'You already have an account',
    blocks: [
      'Someone, probably you, tried to create an AdLaunch account with this email address, but you already have one.',
      'Log in with your password, or choose "Email me a code" on the login screen. If you forgot your password, you can reset it there.',
      'If this was not you, you can ignore this email: nothing has changed.',
    ],
  });
  return { to, ...email };
}
