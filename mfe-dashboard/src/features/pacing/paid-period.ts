import type { PacedPeriod, Subscription } from '@adlaunch/shared';

/**
 * The paid period of a search ad: its subscription's first and last day. An answer that does not say
 * which ad a subscription pays for is trusted only when the owner has a single search ads subscription.
 * Null when none is known: spend is then paced over the calendar month.
 */
export function paidPeriodOf(subscriptions: Subscription[] | undefined, adId: number): PacedPeriod | null {
  const search = (subscriptions ?? []).filter((s) => s.product === 'search_ads');
  const named = search.some((s) => s.adId != null);
  const mine = named ? search.filter((s) => s.adId === adId) : search;
  return mine.length === 1 ? { start: mine[0].periodStart, end: mine[0].periodEnd } : null;
}
