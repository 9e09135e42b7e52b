import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const PAYSTACK = { script: 'https://js.paystack.co', api: 'https://api.paystack.co', checkout: 'https://checkout.paystack.com' };

/** The Content Security Policy lists exactly the configured remote origins and the payment provider. */
function contentSecurityPolicy(config: Pick<Config, 'remoteOrigins' | 'apiBase'>, inlineScripts: string[]) {
  const apiOrigin = /^https?:\/\//.test(config.apiBase) ? [new URL(config.apiBase).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The inline scripts by hash (the site's: a prerendered page's app starter).
      scriptSrc: ["'self'", ...inlineScripts, ...config.remoteOrigins, PAYSTACK.script],
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

/**
 * Production: strict headers on every answer (helmet). `inlineScripts` are the CSP hashes of the inline
 * scripts the site serves (given by app.ts: lib/ knows no domain).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config, inlineScripts: string[] = []) {
  if (config.env !== 'production') return;
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config, inlineScripts),
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
