import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TotpEnrollment } from '@adlaunch/shared';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps; one step either side is accepted. */
const TOTP_SETTINGS = { issuer: 'AdLaunch', algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpFor = (email: string, secret: string) => new TOTP({ ...TOTP_SETTINGS, label: email, secret: Secret.fromBase32(secret) });

export async function enrollmentFor(email: string, secret: string): Promise<TotpEnrollment> {
  const otpauthUrl = totpFor(email, secret).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to (now, or one step either side), or null when it matches none. The
 * caller refuses a step at or before the last one accepted, so a code seen once cannot be replayed.
 */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const delta = TOTP.validate({ ...TOTP_SETTINGS, token: code, secret: Secret.fromBase32(secret), timestamp: at, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: at }) + delta;
}

/** The code an authenticator shows (tests compute it the same way). */
export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret), timestamp: at });
}

/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as two groups of five. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newRecoveryCode(): string {
  let chars = '';
  for (let i = 0; i < 10; i++) chars += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();
export const hashRecoveryCode = (staffId: number, code: string) =>
  createHash('sha256')
    .update(`staff-recovery:${staffId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
