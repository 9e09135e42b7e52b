import { read } from './read';

/**
 * The calls that read the owner's data, checked off the page's thread (`read`). They are part of the
 * API client's `api` (`@adlaunch/session/api`), beside the calls that change something.
 */
export const ownerReads = {
  tokenLogin: () => read('tokenLoginAnswerSchema', 'POST', '/v2/token-login'),
  getSearchAd: () => read('searchAdAnswerSchema', 'GET', '/v2/search-ads'),
  listSearchAds: () => read('searchAdListAnswerSchema', 'GET', '/v2/search-ads/all'),
  searchAdStatus: (id: number) => read('statusAnswerSchema', 'GET', `/v2/profile-status/status/${id}`),
  getProfile: () => read('profileAnswerSchema', 'GET', '/v2/google-business-profile'),
  listProfiles: () => read('profileListAnswerSchema', 'GET', '/v2/google-business-profile/all'),
  profileStatus: (id: number) => read('statusAnswerSchema', 'GET', `/v2/google-business-profile/status/${id}`),
  subscriptions: () => read('subscriptionListAnswerSchema', 'GET', '/v2/subscriptions'),
  performance: (adId: number) => read('performanceAnswerSchema', 'GET', `/v2/search-ads/${adId}/performance`),
  reports: () => read('reportListAnswerSchema', 'GET', '/v2/reports'),
};
