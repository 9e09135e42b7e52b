import type { FastifyInstance } from 'fastify';
import { reportParamsSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';
import { getReport, listReports } from './monthly-reports';

/** The owner's monthly results reports: the same figures as the email, for every past month with statistics. */
export function reportRoutes(app: FastifyInstance, { db }: AppDeps) {
  const limit = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };

  app.get('/v2/reports', limit, async (request) => {
    const { user } = await authenticate(db, request);
    return { reports: await listReports(db, user.id) };
  });

  app.get('/v2/reports/:month', limit, async (request) => {
    const { user } = await authenticate(db, request);
    const { month } = parse(reportParamsSchema, request.params);
    return { report: await getReport(db, user.id, month) };
  });
}
