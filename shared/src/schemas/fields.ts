import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { OTP_ALPHABET, withProtocol } from '../constants/formats';
import { MESSAGES } from '../constants/messages';
import { isSearchTerm } from '../wizard/search-terms';

// Zod checks with its interpreter, never with code compiled at run time: the site's Content Security
// Policy allows no eval, and each answer is parsed once, where compiling a checker costs more than it
// saves. Set before any schema is built (zod reads it then), here in the first schema module.
z.config({ jitless: true });

export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.email)
  .email(MESSAGES.email)
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: MESSAGES.password })
  .min(LIMITS.passwordMin, MESSAGES.password)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);

/**
 * A code as the owner typed or pasted it, in the form it was sent: spaces and dashes go, letters are
 * upper case, and the look-alikes the code alphabet leaves out are read as the digits they resemble
 * (I and L as 1, O as 0), so "cxIza" and " CX1ZA " are the code CX1ZA.
 */
export const normalizeOtp = (value: string) =>
  value
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');

export const otpSchema = z
  .string({ error: MESSAGES.otp })
  .transform(normalizeOtp)
  .pipe(
    z
      .string()
      .min(LIMITS.otpLength, MESSAGES.otp)
      .max(LIMITS.otpLength, `The code is ${LIMITS.otpLength} characters.`)
      .regex(new RegExp(`^[${OTP_ALPHABET}]+$`), MESSAGES.otpCharacters),
  );

export const firstNameSchema = z.string({ error: MESSAGES.firstName }).trim().min(LIMITS.nameMin, MESSAGES.firstName).max(80);
export const lastNameSchema = z.string({ error: MESSAGES.lastName }).trim().min(LIMITS.nameMin, MESSAGES.lastName).max(80);

/**
 * A mobile number. A South African number (0… or +27…) must be a mobile one, 06x, 07x or 08x: the
 * landlines (010 to 059) cannot receive the SMS that Google sends to verify a business.
 */
export const mobileSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\+?[0-9 ()-]{7,20}$/, MESSAGES.mobile)
  .superRefine((value, ctx) => {
    const digits = value.replace(/\D/g, '');
    const national = value.trim().startsWith('+') ? (digits.startsWith('27') ? digits.slice(2) : null) : digits.replace(/^0/, '');
    if (national === null) return;
    if (!value.trim().startsWith('+') && !digits.startsWith('0')) ctx.addIssue({ code: 'custom', message: MESSAGES.mobile });
    else if (national.length !== 9) ctx.addIssue({ code: 'custom', message: MESSAGES.mobileLength });
    else if (!/^[678]/.test(national)) ctx.addIssue({ code: 'custom', message: MESSAGES.mobileLandline });
  });

/** A company registration number as CIPC issues it (YYYY/NNNNNN/NN), or nothing for a sole proprietor. */
export const CIPC_NUMBER = /^(18|19|20)\d{2}\/\d{6}\/\d{2}$/;
export const registrationNumberSchema = z
  .string()
  .trim()
  .max(40)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || CIPC_NUMBER.test(v), MESSAGES.registrationNumber);

/** Whether a country, as typed, is South Africa. */
export const isSouthAfrica = (country: string) => /^\s*(south\s*africa|za|rsa|republic\s+of\s+south\s+africa)\s*$/i.test(country);
/** A South African postal code: four digits. */
export const SA_POSTAL_CODE = /^\d{4}$/;

/** A keyword or a competitor: words people search for, so it needs letters (or digits), not only punctuation. */
export const searchTermSchema = (message: string) =>
  z.string().trim().min(1, message).max(80, 'At most 80 characters.').refine(isSearchTerm, message);

export const businessNameSchema = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(120);

export const websiteSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(2048)
  .transform(withProtocol)
  .refine((v) => {
    try {
      const u = new URL(v);
      return /^https?:$/.test(u.protocol) && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Enter a valid website address, e.g. www.example.co.za.');

/** The largest id a stored row can have: PostgreSQL's `integer` (SQLite's is wider). */
export const MAX_ID = 2 ** 31 - 1;
/**
 * The id of a stored row wherever the contract carries one. A larger number names no row, and
 * PostgreSQL answers an error rather than "no row" when asked to compare a column with it.
 */
export const idSchema = z.number().int().positive().max(MAX_ID);

export const cidSchema = z.string().trim().min(1).max(64);
export const extrasSchema = z.array(z.string().max(40)).max(10);
export const productSchema = z.enum(['search_ads', 'gbp', 'social']);
export type Product = z.infer<typeof productSchema>;
