import { versionCheckRequestSchema, visitorAnswerSchema, visitorRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { releaseVersion } from '../services/release-version';
import { visitorVariant } from '../services/visitors';
import type { FastifyInstance } from 'fastify';

export function versionRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  app.post('/v1/version-check', { bodyLimit: 1024 }, async (request) => {
    parse(versionCheckRequestSchema, request.body);
    return { version: releaseVersion(config) };
  });

  // A visitor's first contact: the server draws their price-test variant once and stores it (issue 22).
  app.post('/v2/visitor', { bodyLimit: 1024, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const { cid } = parse(visitorRequestSchema, request.body);
    return visitorAnswerSchema.parse({ abVariant: await visitorVariant(db, cid) });
  });
}
