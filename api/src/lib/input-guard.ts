import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

/** No text a person types contains a NUL character, and PostgreSQL cannot store one: refuse it up front. */
export function installInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and a promise per request costs more than the check.
  app.addHook('preHandler', (request, _reply, done) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params))
      done(new HttpError(400, 'The request contains a character that is not allowed.'));
    else done();
  });
}
