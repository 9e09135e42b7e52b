/**
 * The API client and the schemas (zod, axios) are not needed to paint a page: a page loads them
 * when it first talks to the server or first checks a form, never on its critical path.
 */
export const loadApi = () => import('@adlaunch/session/api');
