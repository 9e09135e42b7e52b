import { versionCheckRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { releaseVersion } from './release-version';
import type { FastifyInstance } from 'fastify';

export function versionRoutes(app: FastifyInstance, { config }: AppDeps) {
  // Its answer (about 30 bytes) never reaches compression's threshold: no compress hooks on every poll.
  app.post('/v1/version-check', { bodyLimit: 1024, compress: false }, async (request) => {
    parse(versionCheckRequestSchema, request.body);
    return { version: releaseVersion(config) };
  });
}
