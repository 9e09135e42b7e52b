import { useSyncExternalStore } from 'react';
import { readCookie } from '@adlaunch/session';
import { STAFF_SESSION_HOURS, STAFF_TOKEN_COOKIE } from '@adlaunch/shared';

/**
 * The staff session's token, kept apart from the owner's (`token`): its own cookie, which the API reads
 * only on /v2/staff calls (the upload links open with it), sent by the staff client as Bearer.
 */
const listeners = new Set<() => void>();

export function staffToken(): string | null {
  return readCookie(STAFF_TOKEN_COOKIE);
}

export function setStaffToken(token: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${STAFF_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${STAFF_SESSION_HOURS * 3600}; SameSite=Strict${secure}`
    : `${STAFF_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The staff token, re-rendering when it is set or cleared (a sign-in, a sign-out, a 401). */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribe, staffToken, () => null);
}
