// The contract, light part: constants, messages, routes, prices, the remote contract and the wizard
// rules. No zod, no React, no browser code: the API server imports it, and it is on every page's
// critical path. The zod schemas of every entity and call are in `@adlaunch/shared/schemas`.
export * from './constants/messages';
export * from './constants/limits';
export * from './constants/routes';
export * from './constants/formats';
export * from './pricing/constants';
export * from './pricing/pricing';
export * from './remotes/contract';
export type * from './remotes/backoffice';
export * from './pages/page-table';
export * from './remotes/early-input';
export * from './remotes/owner-frame';
export * from './frames/about';
export * from './frames/gbp-wizard';
export * from './frames/search-wizard';
export { defaultStatsAd, HAS_STATS } from './frames/dashboard';
export * from './wizard/completeness';
export * from './wizard/search-terms';
export * from './wizard/places';
export * from './performance/pacing';
export * from './performance/monthly-report';
export * from './performance/totals';
export * from './invoices/invoice-format';
export * from './dates/days';
export * from './billing/billing';
export * from './text/plain-format';
export * from './text/owner-verification';
export * from './staff/staff';
export type * from './schemas/fields';
export type * from './schemas/entities';
export type * from './schemas/calls';

/** Loads the zod schemas when a form or call first needs them (by package name, so that every app shares one copy). */
export const loadSchemas = () => import('@adlaunch/shared/schemas');
