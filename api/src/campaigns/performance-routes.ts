import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { listPerformance } from './performance';
import { resultsFreshness } from './performance-days';

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
    const ad = await db.selectFrom('search_ads').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
    // Someone else's ad is answered exactly like a missing one, so ids cannot be probed.
    if (!ad || ad.user_id !== user.id) throw new HttpError(404, 'We could not find that search ad.');
    const [days, results] = await Promise.all([listPerformance(db, id), resultsFreshness(db, id)]);
    return results ? { days, results } : { days };
  });
}
