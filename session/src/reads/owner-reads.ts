import { read } from './read';
import type { InputOf } from './read-request';

/**
 * The calls that read data, checked off the page's thread (`read`): the owner's orders and figures, and
 * the reads a page makes before anyone acts (the visitor's price variant, keyword ideas, rewards). They
 * are part of the API client's `api` (`@adlaunch/session/api`), beside the calls that change something.
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
  report: (month: string) =>
    read('reportAnswerSchema', 'GET', `/v2/reports/${encodeURIComponent(month)}`, {
      schema: 'reportMonthSchema',
      value: month,
      sentAs: 'path',
    }),
  rewards: (body: InputOf<'rewardsRequestSchema'>) =>
    read('rewardsAnswerSchema', 'POST', '/v1/vl/rewards', { schema: 'rewardsRequestSchema', value: body, sentAs: 'body' }),
  visitor: (body: InputOf<'visitorRequestSchema'>) =>
    read('visitorAnswerSchema', 'POST', '/v2/visitor', { schema: 'visitorRequestSchema', value: body, sentAs: 'body' }),
  aiSuggestions: (body: InputOf<'aiSuggestionsRequestSchema'>) =>
    read('aiSuggestionsAnswerSchema', 'POST', '/v2/ai-suggestions', { schema: 'aiSuggestionsRequestSchema', value: body, sentAs: 'body' }),
};
