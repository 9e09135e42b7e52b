import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { ownerPerformance } from './performance';

const paramsSchema = z.object({
  id: z.coerce
    .number({ error: 'The ad id must be a number.' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export function performanceRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/v2/search-ads/:id/performance', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await authenticate(db, request);
    const { id } = parse(paramsSchema, request.params);
    const performance = await ownerPerformance(db, user.id, id);
    // Someone else's ad is answered exactly like a missing one, so ids cannot be probed.
    if (!performance) throw new HttpError(404, 'We could not find that search ad.');
    return performance;
  });
}
