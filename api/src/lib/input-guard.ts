import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

// Loops, not Object.entries(...).some(...): this runs on every request, and those allocate per key.
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (key.includes('\u0000') || hasNul(record[key], depth + 1)) return true;
  return false;
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
