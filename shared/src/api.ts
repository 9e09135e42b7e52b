// The zod schemas of every entity and call, and the typed API client: loaded with the first form or call.
export * from './schemas/fields';
export * from './schemas/entities';
export * from './schemas/calls';
export * from './api/api-client';
export * from './api/endpoints';
