/**
 * The API client and schemas (zod, axios) are not needed to paint a page: the shell loads them
 * after the first render, when it first talks to the server.
 */
export const loadApi = () => import('@adlaunch/shared/api');
