import type { FastifyInstance } from 'fastify';
import { locationSearchRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { locationIndex } from './locations';

export function locationRoutes(app: FastifyInstance, { config }: AppDeps) {
  // Warm the index at start so the first visitor does not wait for it (tests build it when they need it).
  if (config.env !== 'test') {
    app.addHook('onReady', async () => {
      locationIndex();
    });
  }

  app.post(
    '/v2/location-search',
    { bodyLimit: 1024, config: { rateLimit: { max: config.rateLimit.locationPerMinute, timeWindow: '1 minute' } } },
    async (request) => {
      const { locationTerm } = parse(locationSearchRequestSchema, request.body);
      return { list: locationIndex().search(locationTerm) };
    },
  );
}
