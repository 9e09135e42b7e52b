/** The login popup's "simple address pattern": Request OTP stays disabled until it matches. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One-time codes: 5 symbols of a 32-letter alphabet (digits and capitals without I, L, O, U). */
export const OTP_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Website addresses lacking http:// or https:// get http:// prepended. */
export function withProtocol(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

export const HEADLINE_MAX = 30;
export const DESCRIPTION_MAX = 90;
