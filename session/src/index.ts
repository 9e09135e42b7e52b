// The session client, light part: the session store, the token cookie, browser storage and the
// lazy loader of the API client. The host owns one instance and shares it with every remote.
export * from './stores/session-store';
export * from './lib/cookies';
export * from './lib/storage';
export * from './lib/price-variant';
export * from './lib/referral';
export * from './lib/load-api';
export * from './lib/next-task';
export * from './lib/check-token';
export * from './lib/change-feedback';
export type * from './api/api-error';
