// The light part of the contract: on every page's critical path (no zod, no axios).
export * from './constants/messages';
export * from './constants/limits';
export * from './constants/routes';
export * from './constants/formats';
export * from './pricing/constants';
export * from './pricing/pricing';
export * from './stores/session-store';
export * from './lib/cookies';
export * from './lib/storage';
// Helpers that keep heavy code (zod, axios, a page's own chunk) off a page's critical path.
export * from './lib/load-api';
export * from './lib/lazy-zod-resolver';
export * from './lib/preloadable';
export * from './remotes/contract';
export * from './remotes/page-remote';
// Wizard rules shared by the search and profile wizards and the API (pure functions, no React).
export * from './wizard/completeness';
// The types of every entity and call; their schemas and the API client are in `@adlaunch/shared/api`.
export type * from './schemas/fields';
export type * from './schemas/entities';
export type * from './schemas/calls';
export type * from './api/api-client';
