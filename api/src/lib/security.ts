import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { PAGE_STARTER_CSP } from '../site/page-starter';

const PAYSTACK = { script: 'https://js.paystack.co', api: 'https://api.paystack.co', checkout: 'https://checkout.paystack.com' };

/** The Content Security Policy lists exactly the configured remote origins and the payment provider. */
function contentSecurityPolicy(config: Pick<Config, 'remoteOrigins' | 'apiBase'>) {
  const apiOrigin = /^https?:\/\//.test(config.apiBase) ? [new URL(config.apiBase).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The one inline script: a prerendered page's app starter.
      scriptSrc: ["'self'", PAGE_STARTER_CSP, ...config.remoteOrigins, PAYSTACK.script],
      connectSrc: ["'self'", ...apiOrigin, ...config.remoteOrigins, PAYSTACK.api],
      // A prerendered page carries its styles inline; development builds inject <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'", ...config.remoteOrigins],
      imgSrc: ["'self'", 'data:', 'blob:', ...apiOrigin, ...config.remoteOrigins],
      fontSrc: ["'self'"],
      frameSrc: [PAYSTACK.checkout],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
    },
  };
}

/** Production: strict headers on every answer (helmet). */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  if (config.env !== 'production') return;
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
