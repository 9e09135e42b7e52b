import { useEffect } from 'react';
import type { AbVariant } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';
import { storedVariant, storeVisitor, visitorId } from '../lib/storage';

/**
 * The A/B variant prices are shown for: the one the server assigned to the logged-in account (it
 * prices every order from it), else the one the server issued with this visitor's id on first
 * contact (which registration copies to the account). Null until the server has answered: a page
 * that shows a price asks at once (other pages leave first contact until the page has settled).
 */
export function usePriceVariant(): AbVariant | null {
  const assigned = useSessionStore((s) => s.session?.user.abVariant);
  const visitor = useSessionStore((s) => s.visitorVariant);
  const variant = assigned ?? visitor;
  useEffect(() => {
    if (!variant) ensureVisitorVariant().catch(() => undefined);
  }, [variant]);
  return variant;
}

let asking: Promise<AbVariant> | null = null;

/**
 * Asks the server once for this visitor's id and variant (sending the id it issued before, if any),
 * both stored for the next visit and the registration: at once on a
 * page that shows a price (`usePriceVariant`), else once the page has settled (the shell), so that the
 * API client never competes with a page's own start-up.
 */
export function ensureVisitorVariant(): Promise<AbVariant> {
  const known = storedVariant();
  if (known) {
    if (useSessionStore.getState().visitorVariant !== known) useSessionStore.setState({ visitorVariant: known });
    return Promise.resolve(known);
  }
  // A read checked in the worker (decision 026): a priced page loads neither zod nor axios for it.
  asking ??= import('@adlaunch/session/api')
    .then(({ api }) => api.visitor({ cid: visitorId() ?? undefined }))
    .then(({ cid, abVariant }) => {
      storeVisitor(cid, abVariant);
      useSessionStore.setState({ visitorVariant: abVariant });
      return abVariant;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}
