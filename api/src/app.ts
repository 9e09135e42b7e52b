import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import { installErrorHandling } from './lib/error-handler';
import { installInputGuard } from './lib/input-guard';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { installSecurityHeaders } from './lib/security';
import { searchAdRoutes } from './routes/search-ads';
import { locationRoutes } from './routes/locations';
import { aiSuggestionRoutes } from './routes/ai-suggestions';
import { promoCodeRoutes } from './routes/promo-codes';
import { paymentRoutes } from './routes/payments';
import { accountRoutes } from './routes/accounts';
import { devOutboxRoutes } from './routes/dev-outbox';
import { assetRoutes } from './routes/assets';
import { profileRoutes } from './routes/profiles';
import { performanceRoutes } from './routes/performance';
import { reportRoutes } from './routes/reports';
import { sendShellPage, siteRoutes } from './routes/site';
import { socialLeadRoutes } from './routes/social-leads';
import { versionRoutes } from './routes/version';

export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
}

const API_PREFIXES = ['/v1/', '/v2/', '/__dev/'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.env === 'test'
        ? false
        : { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 16 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: config.trustProxy,
  });
  installErrorHandling(app);
  installInputGuard(app);
  await installSecurityHeaders(app, config);
  // Pages and API answers are compressed for a browser that accepts it (built files are precompressed).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Several production instances must count together: their counters live in the shared database.
  await app.register(rateLimit, { global: false, ...(config.env === 'production' ? { store: databaseRateLimitStore(deps.db) } : {}) });

  // One line per route module; each module builds its own adapters from `deps.config`.
  versionRoutes(app, deps);
  socialLeadRoutes(app, deps);
  accountRoutes(app, deps);
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
  await siteRoutes(app, deps);

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isApi && config.siteRoot && (request.method === 'GET' || request.method === 'HEAD'))
      return sendShellPage(reply, config, request.url.split('?')[0]);
    return reply.status(404).send({ error: 'Not found.' });
  });
  return app;
}
