import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AppDeps } from './app-deps';
import { installErrorHandling } from './lib/error-handler';
import { installInputGuard } from './lib/input-guard';
import { installOwnerCacheControl } from './lib/owner-cache-control';
import { lazyChildLogger } from './lib/request-logger';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { outboxWorker, type OutboxWorker } from './mail/outbox';
import { serverSiteOrigin, wireServices, type Services } from './wiring';
import { codeEmails } from './accounts/code-emails';
import { installSecurityHeaders } from './lib/security';
import { searchAdRoutes } from './campaigns/search-ads-routes';
import { locationRoutes } from './campaigns/locations-routes';
import { aiSuggestionRoutes } from './suggestions/ai-suggestions-routes';
import { promoCodeRoutes } from './promo-codes/promo-codes-routes';
import { paymentRoutes } from './payments/payments-routes';
import { invoiceRoutes } from './billing/invoices-routes';
import { accountRoutes } from './accounts/accounts-routes';
import { sessionRoutes } from './accounts/session-routes';
import { devOutboxRoutes } from './mail/dev-outbox-routes';
import { assetRoutes } from './profiles/assets-routes';
import { profileRoutes } from './profiles/profiles-routes';
import { performanceRoutes } from './campaigns/performance-routes';
import { reportRoutes } from './campaigns/reports-routes';
import { releaseHealthRoutes } from './releases/release-health-routes';
import { siteRoutes } from './site/site-routes';
import { servePage } from './site/shell-page';
import { PAGE_STARTER_CSP } from './site/page-starter';
import { subscriptionRoutes } from './billing/subscriptions-routes';
import { socialLeadRoutes } from './visitors/social-leads-routes';
import { versionRoutes } from './releases/version-routes';
import { visitorRoutes } from './visitors/visitors-routes';
import { staffRoutes } from './staff/staff-routes';
import { engineLinkRoutes } from './engines/engine-links-routes';
import { spendAlertRoutes } from './engines/spend-alerts-routes';
import { withStaffCodes } from './staff/auth/staff-code-emails';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the durable email outbox; `wake()` after a commit that queued email. */
    outbox: OutboxWorker;
    /** The money services, wired once (wiring.ts): the routes and the scheduler use these. */
    services: Services;
  }
}

const hopCount = (hops: number) => (_address: string, hop: number) => hop < hops;

const API_PREFIXES = ['/v1/', '/v2/', '/__dev/'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const logs = config.env !== 'test';
  const app = Fastify({
    logger: logs ? { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    // A request's pino child is made when it first logs a line (most answers log none at warn).
    ...(logs ? { childLoggerFactory: lazyChildLogger as unknown as FastifyServerOptions['childLoggerFactory'] } : {}),
    bodyLimit: 16 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A hop count trusts that many proxies nearest to us; their X-Forwarded-For entries name the client.
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
  });
  app.decorate(
    'services',
    wireServices(deps.db, config, serverSiteOrigin(config), {
      log: (msg) => app.log.warn(msg),
      alert: (msg) => app.log.error(msg),
      wake: () => app.outbox.wake(),
      mailLog: app.log,
    }),
  );
  // Emails wait in the database until this worker (one in every instance) has sent them: the answer never waits for SMTP.
  app.decorate('outbox', outboxWorker({ ...deps, composed: withStaffCodes(codeEmails) }, app.services.mailer, app.log, config.outbox));
  app.addHook('onReady', async () => app.outbox.start());
  app.addHook('onClose', () => app.outbox.stop());
  installErrorHandling(app);
  installInputGuard(app);
  installOwnerCacheControl(app);
  await installSecurityHeaders(app, config, [PAGE_STARTER_CSP]);
  // Only the configured site origins may call the API from another origin; the bearer header is the
  // credential, so no cookies are allowed across origins.
  if (config.siteOrigins.length > 0)
    await app.register(cors, {
      origin: config.siteOrigins,
      methods: ['GET', 'POST', 'PATCH'],
      allowedHeaders: ['authorization', 'content-type'],
      credentials: false,
      maxAge: 600,
    });
  // Pages and API answers are compressed for a browser that accepts it (built files are precompressed).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Several production instances must count together: their counters live in the shared database.
  await app.register(rateLimit, { global: false, ...(config.env === 'production' ? { store: databaseRateLimitStore(deps.db) } : {}) });

  // One line per route module; the money services come wired from `app.services`, the rest from `deps.config`.
  versionRoutes(app, deps);
  visitorRoutes(app, deps);
  socialLeadRoutes(app, deps);
  accountRoutes(app, deps);
  sessionRoutes(app, deps);
  devOutboxRoutes(app, deps);
  profileRoutes(app, deps);
  assetRoutes(app, deps);
  performanceRoutes(app, deps);
  reportRoutes(app, deps);
  searchAdRoutes(app, deps);
  locationRoutes(app, deps);
  aiSuggestionRoutes(app, deps);
  promoCodeRoutes(app, deps);
  paymentRoutes(app, deps);
  subscriptionRoutes(app, deps);
  invoiceRoutes(app, deps);
  staffRoutes(app, deps);
  // After staffRoutes: its guard (an onRoute hook) covers these /v2/staff/ routes too.
  releaseHealthRoutes(app, deps);
  engineLinkRoutes(app, deps);
  spendAlertRoutes(app, deps);
  await siteRoutes(app, deps);

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && config.siteRoot && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?')[0];
      return servePage(deps.db, request, reply, config, pathname);
    }
    // A served form sent without scripts (it posts, so nothing typed lands in an address or a log):
    // back to its page, which says that forms need JavaScript (decision 033).
    if (!isApi && config.siteRoot && request.method === 'POST' && /^\/[a-z0-9/-]{0,80}$/.test(request.url))
      return reply.redirect(request.url, 303);
    return reply.status(404).send({ error: 'Not found.' });
  });
  return app;
}
