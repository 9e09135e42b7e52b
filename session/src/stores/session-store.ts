import { create } from 'zustand';
import { clearTokenCookie, readCookie, writeTokenCookie } from '../lib/cookies';
import { storedVariant } from '../lib/storage';
import { STORAGE_KEYS } from '@adlaunch/shared';
import type { AbVariant, SessionUser } from '@adlaunch/shared';

export type AuthView = 'login' | 'register' | 'verify-email' | 'password-reset';

interface SessionState {
  token: string | null;
  session: SessionUser | null;
  /** The price-test variant the server assigned to this visitor (null until it has answered): prices shown while logged out follow it. */
  visitorVariant: AbVariant | null;
  /** How many operations currently want the spinner overlay. */
  pending: number;
  error: { id: number; message: string } | null;
  /** A short confirmation the shell shows on the page (e.g. after the auth modal has finished). */
  notice: { id: number; message: string } | null;
  auth: { open: boolean; view: AuthView; email: string };
  signIn: (token: string) => void;
  signOut: () => void;
  setSession: (session: SessionUser | null) => void;
  startLoading: () => void;
  stopLoading: () => void;
  showError: (message: string) => void;
  clearError: () => void;
  showNotice: (message: string) => void;
  clearNotice: () => void;
  openAuth: (view?: AuthView, email?: string) => void;
  setAuthView: (view: AuthView, email?: string) => void;
  closeAuth: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readCookie(STORAGE_KEYS.token),
  session: null,
  visitorVariant: storedVariant(),
  pending: 0,
  error: null,
  notice: null,
  auth: { open: false, view: 'login', email: '' },
  signIn: (token) => {
    writeTokenCookie(token);
    set({ token });
  },
  signOut: () => {
    clearTokenCookie();
    set({ token: null, session: null });
  },
  // Prices follow the variant the server assigned to the account while logged in (usePriceVariant).
  setSession: (session) => set({ session }),
  startLoading: () => set((s) => ({ pending: s.pending + 1 })),
  stopLoading: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
  showError: (message) => set((s) => ({ error: { id: (s.error?.id ?? 0) + 1, message }, pending: 0 })),
  clearError: () => set({ error: null }),
  showNotice: (message) => set((s) => ({ notice: { id: (s.notice?.id ?? 0) + 1, message } })),
  clearNotice: () => set({ notice: null }),
  openAuth: (view = 'login', email) => set((s) => ({ auth: { open: true, view, email: email ?? s.auth.email } })),
  setAuthView: (view, email) => set((s) => ({ auth: { ...s.auth, view, email: email ?? s.auth.email } })),
  closeAuth: () => set((s) => ({ auth: { ...s.auth, open: false } })),
}));

/** Logged in as far as this browser knows: a token is kept. The server may still refuse it (`useTokenCheck` then signs out). */
export const selectIsLoggedIn = (s: SessionState) => Boolean(s.token);
export const selectIsLoading = (s: SessionState) => s.pending > 0;

/**
 * Mirrors, in the session, the South Africa (VAT) answer a wizard's first step has just saved, as the server keeps it:
 * a stored "yes" stays, and the VAT number is kept only with a "yes". The pay step then prices with it from its first render.
 */
export function keepVatAnswer(answer: { charge_vat: 'yes' | 'no'; vat_number?: string | null }) {
  const { session } = useSessionStore.getState();
  if (!session) return;
  const chargeVAT = session.user.chargeVAT || answer.charge_vat === 'yes';
  const vatNumber = chargeVAT && answer.vat_number !== undefined ? answer.vat_number : session.user.vatNumber;
  useSessionStore.setState({ session: { ...session, user: { ...session.user, chargeVAT, vatNumber, vatAnswered: true } } });
}
