import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS, type SessionUser } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';
import { choosePlan, chosenPlan, clientId, storedVariant } from '../lib/storage';
import { ensureVisitorVariant, usePriceVariant } from './price-variant';
import { referralFor, useReferral } from './referral';

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
  it("is the one the server issued with this visitor's id while logged out, asked once and kept with the id", async () => {
    const visitor = jest.fn().mockResolvedValue({ cid: 'issued-id-1', abVariant: 'A' });
    jest.doMock('@adlaunch/session/api', () => ({ api: { visitor }, loadClient: async () => undefined }));
    // An id this browser made up before ids were issued is neither sent nor believed.
    localStorage.setItem('cid', 'made-up-by-the-browser');
    localStorage.setItem(STORAGE_KEYS.abTest, 'A');
    localStorage.setItem(STORAGE_KEYS.abTestCid, 'made-up-by-the-browser');
    expect(storedVariant()).toBeNull();
    expect(clientId()).toBe('none');
    const { result } = renderHook(() => usePriceVariant());
    expect(result.current).toBeNull();
    await act(() => ensureVisitorVariant());
    expect(result.current).toBe('A');
    expect(visitor).toHaveBeenCalledWith({ cid: undefined });
    // Registration sends the issued id.
    expect(clientId()).toBe('issued-id-1');
    await ensureVisitorVariant();
    expect(visitor).toHaveBeenCalledTimes(1);
    expect(storedVariant()).toBe('A');
    // A variant stored for another id is not believed: the server is asked again, with the id held.
    localStorage.setItem(STORAGE_KEYS.abTestCid, 'another-id');
    expect(storedVariant()).toBeNull();
    visitor.mockResolvedValueOnce({ cid: 'issued-id-1', abVariant: 'B' });
    await act(() => ensureVisitorVariant());
    expect(visitor).toHaveBeenLastCalledWith({ cid: 'issued-id-1' });
    expect(result.current).toBe('B');
  });

  it("is the server's for the logged-in account", () => {
    useSessionStore.setState({ visitorVariant: 'B' });
    const { result } = renderHook(() => usePriceVariant());
    expect(result.current).toBe('B');
    act(() => useSessionStore.getState().setSession(sessionWith({ abVariant: 'A' })));
    expect(result.current).toBe('A');
    act(() => useSessionStore.getState().signOut());
    expect(result.current).toBe('B');
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
