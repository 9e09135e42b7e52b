import { searchAd, subscription } from '../../testing/fixtures';
import { subscriptionOfAd } from './status-copy';

describe('subscriptionOfAd', () => {
  it('finds the plan that names the ad, even when one business runs two campaigns', () => {
    const plans = [subscription({ id: 1, adId: 7 }), subscription({ id: 2, adId: 8 })];
    expect(subscriptionOfAd(plans, searchAd({ id: 8 }))?.id).toBe(2);
    expect(subscriptionOfAd(plans, searchAd({ id: 9 }))).toBeNull();
  });

  it('falls back to the business name for an answer without ad ids, only when it is unambiguous', () => {
    expect(subscriptionOfAd([subscription({ id: 1 })], searchAd())?.id).toBe(1);
    expect(subscriptionOfAd([subscription({ id: 1 }), subscription({ id: 2 })], searchAd())).toBeNull();
    expect(subscriptionOfAd([subscription({ id: 1, status: 'cancelled' })], searchAd())).toBeNull();
  });
});
