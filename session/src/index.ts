// The session client, light part: the session store, the token cookie, browser storage and the
// lazy loader of the API client. The host owns one instance and shares it with every remote.
export * from './stores/session-store';
export * from './lib/cookies';
export * from './lib/storage';
export * from './flows/price-variant';
export * from './flows/referral';
export * from './flows/load-api';
export * from './lib/next-task';
export * from './flows/check-token';
export * from './flows/change-feedback';
export type * from './lib/api-error';
