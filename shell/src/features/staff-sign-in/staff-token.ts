import { useSyncExternalStore } from 'react';
import { readCookie } from '@adlaunch/session';
import { STAFF_SESSION_HOURS, STAFF_TOKEN_COOKIE, type StaffMe } from '@adlaunch/shared';

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

/** Who signed in with the current token: shown by the staff area and by the site header on /staff. */
export type StaffSession = { token: string; me: StaffMe };
let signedIn: StaffSession | null = null;

export function setStaffSession(session: StaffSession | null): void {
  signedIn = session;
  listeners.forEach((listener) => listener());
}

/** The signed-in session, only while its token is still the staff token (a sign-out or a 401 ends it). */
export function useStaffSession(): StaffSession | null {
  const token = useStaffToken();
  const session = useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => null,
  );
  return session && session.token === token ? session : null;
}
