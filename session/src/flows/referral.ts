import type { Account } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';
import { referralCode } from '../lib/storage';

/**
 * What the browser may say about the referral price. `valid`: the server confirmed the code stored
 * with the account (show the referral price). `claimed`: a code from a referral link that the server
 * has not confirmed for this account (it checks it at payment). `none`: no code, or the owner's own.
 */
export interface Referral {
  status: 'valid' | 'claimed' | 'none';
  /** The code to show and send with the order: never the owner's own. */
  code: string | null;
}

export function referralFor(user: Pick<Account, 'referralCode' | 'referralValid'> | null | undefined, stored: string | null): Referral {
  const own = Boolean(user && stored && stored.trim().toUpperCase() === user.referralCode.toUpperCase());
  const code = stored && !own ? stored : null;
  if (user?.referralValid) return { status: 'valid', code };
  return { status: code ? 'claimed' : 'none', code };
}

export function useReferral(): Referral {
  const user = useSessionStore((s) => s.session?.user);
  return referralFor(user, referralCode());
}
