import { STORAGE_KEYS } from '@adlaunch/shared';

export const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : null;
}

export function writeTokenCookie(token: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORAGE_KEYS.token}=${encodeURIComponent(token)}; Path=/; Max-Age=${TOKEN_MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}

export function clearTokenCookie(): void {
  document.cookie = `${STORAGE_KEYS.token}=; Path=/; Max-Age=0; SameSite=Strict`;
}
