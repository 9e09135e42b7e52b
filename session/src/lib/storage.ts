import { searchPlan, searchPlanBySlug, STORAGE_KEYS } from '@adlaunch/shared';
import type { AbVariant, ManagedTier, SearchPlan } from '@adlaunch/shared';
import { readCookie } from './cookies';

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

/** Sent as `cid` before the server has issued this browser an id: the server answers it with the default variant. */
const NO_VISITOR_ID = 'none';

/**
 * The visitor id the server issued this browser: the cookie it sets with a page that shows prices or
 * with its answer to `POST /v2/visitor` (decision 033), else the id kept from an earlier answer.
 */
export function visitorId(): string | null {
  return readCookie(STORAGE_KEYS.visitorId) ?? storage.get(STORAGE_KEYS.visitorId);
}

/** The visitor id the server issued this browser, sent as `cid`; the browser never makes one up. */
export function clientId(): string {
  return visitorId() ?? NO_VISITOR_ID;
}

/** The variant the server served this page's prices for (`<meta name="price-variant">`): the first render shows the same prices. */
function servedVariant(): AbVariant | null {
  const served = safe(() => document.querySelector('meta[name="price-variant"]')?.getAttribute('content') ?? null, null);
  return served === 'A' || served === 'B' ? served : null;
}

/**
 * The price-test variant of this browser: the one the page was served with, else the one the server
 * issued with this browser's visitor id, as last told (`abtest00`), or null when the server has not
 * issued one yet. The browser never draws one itself.
 */
export function storedVariant(): AbVariant | null {
  const served = servedVariant();
  if (served) return served;
  const stored = storage.get(STORAGE_KEYS.abTest);
  const id = visitorId();
  if ((stored !== 'A' && stored !== 'B') || !id) return null;
  return storage.get(STORAGE_KEYS.abTestCid) === id ? stored : null;
}

/** Keeps the visitor id the server issued and its variant, for every later visit and the registration. */
export function storeVisitor(id: string, variant: AbVariant): void {
  storage.set(STORAGE_KEYS.visitorId, id);
  storage.set(STORAGE_KEYS.abTest, variant);
  storage.set(STORAGE_KEYS.abTestCid, id);
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
