export * from './constants/messages';
export * from './constants/limits';
export * from './constants/routes';
export * from './pricing/constants';
export * from './pricing/pricing';
export * from './schemas/fields';
export * from './schemas/entities';
export * from './schemas/calls';
export * from './api/api-client';
export * from './api/endpoints';
export * from './stores/session-store';
export * from './lib/cookies';
export * from './lib/storage';
export * from './remotes/contract';
// Wizard rules shared by the search and profile wizards and the API (pure functions, no React).
export * from './wizard/completeness';
