import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

/** No text a person types contains a NUL character, and PostgreSQL cannot store one: refuse it up front. */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      throw new HttpError(400, 'The request contains a character that is not allowed.');
    }
  });
}
