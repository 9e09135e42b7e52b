import type { Profile, SearchAd } from '@adlaunch/shared';

/** Which of the owner's campaigns of one kind this is, counted from their first (1) of `of`. */
export interface CampaignOrdinal {
  number: number;
  of: number;
}

/**
 * How the owner tells campaigns apart: the business and the product ("Sipho's Bakery: search ads").
 * Only an owner with several of one kind also sees which one it is, counted from their own first
 * ("campaign 2 of 3"), never the server's id.
 */
export function campaignName(
  order: Pick<SearchAd | Profile, 'businessName'>,
  kind: 'search' | 'profile' = 'search',
  ordinal: CampaignOrdinal = { number: 1, of: 1 },
): { title: string; reference: string | null; full: string } {
  const business = order.businessName?.trim();
  const product = kind === 'search' ? 'search ads' : 'business profile';
  const title = business ? `${business}: ${product}` : `Your ${product}`;
  const reference = ordinal.of > 1 ? `${kind === 'search' ? 'Campaign' : 'Profile'} ${ordinal.number} of ${ordinal.of}` : null;
  return { title, reference, full: reference ? `${title} (${reference.toLowerCase()})` : title };
}

/** The ordinal of the item at `index` of a newest-first list. */
export const ordinalInNewestFirst = (index: number, count: number): CampaignOrdinal => ({ number: count - index, of: count });
