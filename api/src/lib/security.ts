import type { OutgoingHttpHeader } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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

/** Helmet's options for every answer: the same for all requests (no per-request nonces). */
export function securityHeaderOptions(config: Config, inlineScripts: string[] = []): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(config, inlineScripts),
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options, names as it spells them, in its order. @fastify/helmet
 * rebuilds helmet and parses the policy on every request; the options never change here, so helmet runs
 * once, on a request to a scratch instance.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, OutgoingHttpHeader][]> {
  const scratch = Fastify();
  const headers: [string, OutgoingHttpHeader][] = [];
  let answering = false;
  // Before helmet's hooks: every header it sets is recorded as it sets it (and none set after them).
  scratch.addHook('onRequest', async (_request, reply) => {
    const setHeader = reply.raw.setHeader.bind(reply.raw);
    reply.raw.setHeader = (name: string, value: OutgoingHttpHeader) => {
      if (!answering) headers.push([name, value]);
      return setHeader(name, value);
    };
  });
  await scratch.register(helmet, options);
  scratch.get('/', async () => {
    answering = true;
    return '';
  });
  await scratch.inject({ method: 'GET', url: '/' });
  await scratch.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

/**
 * Production: strict headers on every answer (helmet's, computed once). `inlineScripts` are the CSP
 * hashes of the inline scripts the site serves (given by app.ts: lib/ knows no domain).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config, inlineScripts: string[] = []) {
  if (config.env !== 'production') return;
  const headers = await helmetHeaders(securityHeaderOptions(config, inlineScripts));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
