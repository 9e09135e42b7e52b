import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';

export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.email)
  .email(MESSAGES.email)
  .transform((v) => v.toLowerCase());

/** The login popup's "simple address pattern": Request OTP stays disabled until it matches. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const passwordSchema = z
  .string({ error: MESSAGES.password })
  .min(LIMITS.passwordMin, MESSAGES.password)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long.`);

/** One-time codes: 5 symbols of a 32-letter alphabet (digits and capitals without I, L, O, U). */
export const OTP_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const otpSchema = z
  .string({ error: MESSAGES.otp })
  .trim()
  .min(LIMITS.otpLength, MESSAGES.otp)
  .max(LIMITS.otpLength, `OTP is ${LIMITS.otpLength} characters.`)
  .transform((v) => v.toUpperCase());

export const firstNameSchema = z.string({ error: MESSAGES.firstName }).trim().min(LIMITS.nameMin, MESSAGES.firstName).max(80);
export const lastNameSchema = z.string({ error: MESSAGES.lastName }).trim().min(LIMITS.nameMin, MESSAGES.lastName).max(80);

export const mobileSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid mobile number, e.g. +27 82 123 4567.');

export const businessNameSchema = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(120);

/** Website addresses lacking http:// or https:// get http:// prepended. */
export function withProtocol(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

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
