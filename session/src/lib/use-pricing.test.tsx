import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS, type SessionUser } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';
import { choosePlan, chosenPlan } from './storage';
import { referralFor, usePriceVariant, useReferral } from './use-pricing';

const sessionWith = (user: Partial<SessionUser['user']>): SessionUser =>
  ({
    message: 'ok',
    emailVerified: true,
    mobileVerified: false,
    user: { referralCode: 'MYOWNCODE1', chargeVAT: false, ...user },
  }) as SessionUser;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

describe('the A/B variant prices are shown for', () => {
  it('is the stored one while logged out, assigned once', () => {
    localStorage.setItem(STORAGE_KEYS.abTest, 'A');
    expect(renderHook(() => usePriceVariant()).result.current).toBe('A');
    localStorage.clear();
    const fresh = renderHook(() => usePriceVariant()).result.current;
    expect(localStorage.getItem(STORAGE_KEYS.abTest)).toBe(fresh);
  });

  it("is the server's for the logged-in account, and login overwrites the stored one with it", () => {
    localStorage.setItem(STORAGE_KEYS.abTest, 'A');
    const { result } = renderHook(() => usePriceVariant());
    expect(result.current).toBe('A');
    act(() => useSessionStore.getState().setSession(sessionWith({ abVariant: 'B' })));
    expect(result.current).toBe('B');
    expect(localStorage.getItem(STORAGE_KEYS.abTest)).toBe('B');
    act(() => useSessionStore.getState().signOut());
    // Logged out again, the browser shows what the server assigned to its last account.
    expect(renderHook(() => usePriceVariant()).result.current).toBe('B');
  });
});

describe('the referral price', () => {
  it('is only claimed by a code from a link until the server confirms the stored one', () => {
    expect(referralFor(null, 'FRIEND42')).toEqual({ status: 'claimed', code: 'FRIEND42' });
    expect(referralFor(null, null)).toEqual({ status: 'none', code: null });
    expect(referralFor({ referralCode: 'MYOWNCODE1', referralValid: false }, 'FRIEND42')).toEqual({ status: 'claimed', code: 'FRIEND42' });
    expect(referralFor({ referralCode: 'MYOWNCODE1', referralValid: true }, 'FRIEND42')).toEqual({ status: 'valid', code: 'FRIEND42' });
    expect(referralFor({ referralCode: 'MYOWNCODE1', referralValid: true }, null)).toEqual({ status: 'valid', code: null });
  });

  it("is never the owner's own code", () => {
    expect(referralFor({ referralCode: 'MYOWNCODE1', referralValid: false }, 'myowncode1')).toEqual({ status: 'none', code: null });
    localStorage.setItem(STORAGE_KEYS.referralCode, 'MYOWNCODE1');
    useSessionStore.getState().setSession(sessionWith({}));
    expect(renderHook(() => useReferral()).result.current).toEqual({ status: 'none', code: null });
  });
});

describe('the chosen plan', () => {
  it('is carried as the plan slug and read back as the plan', () => {
    expect(chosenPlan()).toBeNull();
    choosePlan('high');
    expect(localStorage.getItem(STORAGE_KEYS.chosenPlan)).toBe('growth');
    expect(chosenPlan()).toMatchObject({ tier: 'high', name: 'Growth' });
    localStorage.setItem(STORAGE_KEYS.chosenPlan, 'starter');
    expect(chosenPlan()).toBeNull();
  });
});
