import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url.startsWith('/v1/') || url.startsWith('/v2/');

/**
 * The API's JSON answers are about one owner (their subscriptions, payments, campaign) or one request:
 * no browser cache or shared proxy may keep them, like the invoice PDF. A route that sets its own
 * Cache-Control (a public upload, the PDF) keeps it.
 */
export function installOwnerCacheControl(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApi(request.url)) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type === '' || type.startsWith('application/json')) reply.header('Cache-Control', 'private, no-store');
    }
    done(null, payload);
  });
}
