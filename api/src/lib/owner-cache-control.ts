import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v1/', '/v2/'];

/**
 * The API's JSON answers are about one owner (their subscriptions, payments, campaign) or one request:
 * no browser cache or shared proxy may keep them, like the invoice PDF. A route that sets its own
 * Cache-Control (a public upload, the PDF) keeps it.
 */
export function installOwnerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type === '' || type.startsWith('application/json')) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
