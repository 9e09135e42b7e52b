import type { FastifyInstance } from 'fastify';
import { STAFF_WORK_ACCESS, STATS_FILE_MAX_BYTES, staffStatsImportRequestSchema, staffStatsParamsSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';
import { StatsImportError } from '../../campaigns/performance';
import { HttpError, parse } from '../../lib/http-error';
import { staffOf } from '../staff-guard';
import { importReport } from './import-report';

const access = { config: { staffAccess: { roles: STAFF_WORK_ACCESS.statsImport } } };

/** The results import from a CSV report (campaigns): the report's refusals come back on its `file` field. */
export function staffStatsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post(
    '/v2/staff/stats/search_ads/:id/import',
    { bodyLimit: Math.ceil(STATS_FILE_MAX_BYTES / 3) * 4 + 4096, ...access },
    async (request) => {
      const { id } = parse(staffStatsParamsSchema, request.params);
      const body = parse(staffStatsImportRequestSchema, request.body);
      const bytes = Buffer.from(body.content_base64, 'base64');
      if (bytes.length > STATS_FILE_MAX_BYTES)
        throw new HttpError(400, 'The report is larger than 5 MB.', { file: ['The report is larger than 5 MB.'] });
      try {
        const result = await importReport(db, staffOf(request).actor, id, { name: body.file_name, bytes });
        return {
          ...result,
          message: `Imported ${result.days} ${result.days === 1 ? 'day' : 'days'} for search ad ${id} (${result.from} to ${result.to}): ${result.inserted} new, ${result.updated} updated.`,
        };
      } catch (error) {
        if (!(error instanceof StatsImportError)) throw error;
        const message = `Nothing was imported from ${body.file_name}.`;
        throw new HttpError(/no search ad/.test(error.message) ? 404 : 400, `${message} ${error.problems.join(' ')}`, {
          file: [message, ...error.problems],
        });
      }
    },
  );
}
