// The API client (axios) and one typed function per call: loaded with the first call, never on a page's critical path.
export * from './api/api-client';
export * from './api/endpoints';
