import { searchPlan, searchPlanBySlug, STORAGE_KEYS } from '@adlaunch/shared';
import type { AbVariant, ManagedTier, SearchPlan } from '@adlaunch/shared';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const storage = {
  get: (key: string): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => localStorage.removeItem(key), undefined),
};

/** An anonymous client id kept by the browser, sent as `cid`. */
export function clientId(): string {
  let cid = storage.get(STORAGE_KEYS.cid);
  if (!cid) {
    cid =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `cid-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    storage.set(STORAGE_KEYS.cid, cid);
  }
  return cid;
}

/**
 * The price-test variant the server assigned to this browser's `cid`, as last told (`abtest00`), or
 * null when the server has not answered for this cid yet. The browser never draws one itself (issue 22).
 */
export function storedVariant(): AbVariant | null {
  const stored = storage.get(STORAGE_KEYS.abTest);
  if (stored !== 'A' && stored !== 'B') return null;
  return storage.get(STORAGE_KEYS.abTestCid) === clientId() ? stored : null;
}

export function storeVariant(variant: AbVariant): void {
  storage.set(STORAGE_KEYS.abTest, variant);
  storage.set(STORAGE_KEYS.abTestCid, clientId());
}

export function referralCode(): string | null {
  return storage.get(STORAGE_KEYS.referralCode);
}

/** `?ref=<code>` on any page stores the referral code. */
export function captureReferral(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code && /^[A-Za-z0-9_-]{2,64}$/.test(code)) {
    storage.set(STORAGE_KEYS.referralCode, code);
    return code;
  }
  return null;
}

/** The search ads plan the visitor last picked (pricing page, register page or pay step), for the pay step to pre-select: decision 010. */
export function chosenPlan(): SearchPlan | null {
  return searchPlanBySlug(storage.get(STORAGE_KEYS.chosenPlan));
}

export function choosePlan(tier: ManagedTier): void {
  storage.set(STORAGE_KEYS.chosenPlan, searchPlan(tier).slug);
}
