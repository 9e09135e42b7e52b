import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { withProtocol } from '../constants/formats';
import { MESSAGES } from '../constants/messages';

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

export const otpSchema = z
  .string({ error: MESSAGES.otp })
  .trim()
  .min(LIMITS.otpLength, MESSAGES.otp)
  .max(LIMITS.otpLength, `The code is ${LIMITS.otpLength} characters.`)
  .transform((v) => v.toUpperCase());

export const firstNameSchema = z.string({ error: MESSAGES.firstName }).trim().min(LIMITS.nameMin, MESSAGES.firstName).max(80);
export const lastNameSchema = z.string({ error: MESSAGES.lastName }).trim().min(LIMITS.nameMin, MESSAGES.lastName).max(80);

export const mobileSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid mobile number, e.g. +27 82 123 4567.');

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

export const cidSchema = z.string().trim().min(1).max(64);
export const extrasSchema = z.array(z.string().max(40)).max(10);
export const productSchema = z.enum(['search_ads', 'gbp', 'social']);
export type Product = z.infer<typeof productSchema>;
