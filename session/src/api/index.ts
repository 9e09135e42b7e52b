// The API client's entry, light: its errors, its base address, and one function per call. The client
// itself (zod, the schemas, axios) loads with the first call, never on a page's critical path.
export { ApiError, errorMessage } from '../lib/api-error';
export { apiBase } from '../lib/api-base';
export { api, loadClient } from './lazy-api';
