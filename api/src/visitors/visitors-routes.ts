import { visitorAnswerSchema, visitorRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { issueVisitor } from './visitors';
import { visitorCookie } from '../site/shell-page';
import { parse as parseCookies } from 'cookie';
import { STORAGE_KEYS } from '@adlaunch/shared';
import type { FastifyInstance } from 'fastify';

export function visitorRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  // The server issues the visitor id and draws its price-test variant: the browser only keeps the id.
  // The id is also kept as a cookie, so that a page request shows the prices of the same variant (decision 033).
  app.post('/v2/visitor', { bodyLimit: 1024, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { cid } = parse(visitorRequestSchema, request.body ?? {});
    const inCookie = parseCookies(request.headers.cookie ?? '')[STORAGE_KEYS.visitorId];
    const answer = visitorAnswerSchema.parse(await issueVisitor(db, cid ?? inCookie, request.ip));
    if (answer.cid !== inCookie) reply.header('Set-Cookie', visitorCookie(answer.cid, config.env === 'production'));
    return answer;
  });
}
