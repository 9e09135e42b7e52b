import type { Profile, SearchAd } from '@adlaunch/shared';

/** How the owner tells campaigns apart: the business they advertise and the campaign's number. */
export function campaignName(order: Pick<SearchAd | Profile, 'id' | 'businessName'>, kind: 'search' | 'profile' = 'search') {
  return {
    title: order.businessName?.trim() || (kind === 'search' ? 'Search ads campaign' : 'Business profile'),
    reference: kind === 'search' ? `Campaign ${order.id}` : `Profile ${order.id}`,
  };
}
