import type { FastifyInstance } from 'fastify';
import { socialLeadRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { insertSocialLead } from './social-lead-store';

export function socialLeadRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post(
    '/v2/social-leads',
    { bodyLimit: 8 * 1024, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const lead = parse(socialLeadRequestSchema, request.body);
      await insertSocialLead(db, lead);
      return reply.status(201).send({ message: 'Thanks! A social media specialist will contact you within one business day.' });
    },
  );
}
