import type { FastifyInstance } from 'fastify';
import { socialLeadRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { now } from '../db/database';
import { parse } from '../lib/http-error';

export function socialLeadRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post(
    '/v2/social-leads',
    { bodyLimit: 8 * 1024, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const lead = parse(socialLeadRequestSchema, request.body);
      await db
        .insertInto('social_leads')
        .values({
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          business_name: lead.businessName,
          website: lead.website || null,
          platforms: JSON.stringify(lead.platforms),
          monthly_budget: lead.monthlyBudget,
          message: lead.message || null,
          created_at: now(),
        })
        .execute();
      return reply.status(201).send({ message: 'Thanks! A social media specialist will contact you within one business day.' });
    },
  );
}
