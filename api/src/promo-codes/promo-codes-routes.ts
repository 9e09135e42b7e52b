import type { FastifyInstance, FastifyRequest } from 'fastify';
import { promoRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { promoService, toPromo } from './promo-codes';

export function promoCodeRoutes(app: FastifyInstance, { db }: AppDeps) {
  const promos = promoService(db);
  // A small limit per address keeps codes from being guessed.
  const options = { bodyLimit: 1024, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  const handler = async (request: FastifyRequest) => {
    const { user } = await authenticate(db, request);
    const { promo_code } = parse(promoRequestSchema, request.body);
    const promo = await promos.find(promo_code);
    await promos.assertUsable(promo, user.id, null);
    return toPromo(promo);
  };
  app.post('/v2/promo_code/', options, handler);
  app.post('/v2/promo_code', options, handler);
}
