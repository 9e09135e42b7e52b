import { visitorAnswerSchema, visitorRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { issueVisitor } from '../services/visitors';
import type { FastifyInstance } from 'fastify';

export function visitorRoutes(app: FastifyInstance, { db }: AppDeps) {
  // The server issues the visitor id and draws its price-test variant: the browser only keeps the id.
  app.post('/v2/visitor', { bodyLimit: 1024, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const { cid } = parse(visitorRequestSchema, request.body ?? {});
    return visitorAnswerSchema.parse(await issueVisitor(db, cid, request.ip));
  });
}
