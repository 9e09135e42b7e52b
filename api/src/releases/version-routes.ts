import { versionCheckRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { releaseVersion } from './release-version';
import type { FastifyInstance } from 'fastify';

export function versionRoutes(app: FastifyInstance, { config }: AppDeps) {
  app.post('/v1/version-check', { bodyLimit: 1024 }, async (request) => {
    parse(versionCheckRequestSchema, request.body);
    return { version: releaseVersion(config) };
  });
}
