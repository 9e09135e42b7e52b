import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { releaseRemoteParamsSchema, reportBatchSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { requireReleasesRole } from '../staff/staff-guard';
import {
  healthTable,
  promoteCanary,
  recentReleaseActions,
  recordReports,
  ReleaseHealthError,
  rollbackCanary,
  runningCanaries,
} from './release-health';
import { CanaryCache } from '../site/visitor-release';
import { ReportTokens } from './report-token';

/** The largest report batch a page sends (the shell keeps under it: shell/src/lib/health-reports.ts). */
const REPORT_BODY_LIMIT = 8 * 1024;
const REPORTS_PER_MINUTE = 30;

export function releaseHealthRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const canaries = new CanaryCache(db);
  app.decorate('releaseCanaries', canaries);
  // Production requires the secret (config.ts: assertStartable); one drawn here lasts as long as the process.
  const tokens = new ReportTokens(config.releaseHealth.reportSecret || randomBytes(32).toString('base64url'));
  app.decorate('releaseReportTokens', tokens);
  app.addHook('onReady', () => canaries.start());
  app.addHook('onClose', async () => canaries.stop());

  // Reports come as a beacon: plain text (no preflight across origins), parsed here.
  app.post(
    '/v2/release-health/reports',
    { bodyLimit: REPORT_BODY_LIMIT, config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw new HttpError(400, 'The report is not JSON.');
        }
      }
      const batch = parse(reportBatchSchema, body);
      // Only a session the server handed out counts: its token names the versions served and who to.
      const grant = tokens.verify(batch.token);
      if (!grant) return reply.status(204).send();
      const served = (tag: string) => grant.tags.includes(tag);
      await recordReports(
        db,
        config.releasesDir,
        {
          session: grant.session,
          remotes: batch.remotes.filter(served),
          items: batch.items.map((item) => ({ ...item, remotes: item.remotes.filter(served) })),
        },
        { source: grant.source },
      );
      return reply.status(204).send();
    },
  );

  /** Staff with the releases role and their second factor (the back office's Releases screen); their address goes in the log. */
  const manager = async (request: FastifyRequest) => (await requireReleasesRole(db, request)).toLowerCase();

  app.get('/v2/releases', async (request, reply) => {
    await manager(request);
    const [rows, running, actions] = await Promise.all([
      healthTable(db, config.releasesDir),
      runningCanaries(db),
      recentReleaseActions(db),
    ]);
    reply.header('Cache-Control', 'private, no-store');
    return {
      rows,
      canaries: running.map(({ remote, version, percent, started_at, started_by }) => ({
        remote,
        version,
        percent,
        startedAt: started_at,
        startedBy: started_by,
      })),
      actions: actions.map(({ at, actor, action, remote, version, detail }) => ({ at, actor, action, remote, version, detail })),
      rule: { errorMarginPct: config.releaseHealth.errorMarginPct, minSessions: config.releaseHealth.minSessions },
    };
  });

  const act = (action: 'promote' | 'rollback') =>
    app.post(`/v2/releases/:remote/${action}`, { bodyLimit: 1024 }, async (request) => {
      const actor = await manager(request);
      const { remote } = parse(releaseRemoteParamsSchema, request.params);
      try {
        const canary =
          action === 'promote' ? await promoteCanary(db, config.releasesDir, remote, actor) : await rollbackCanary(db, remote, actor);
        await canaries.refresh();
        return { remote, version: canary.version, action };
      } catch (error) {
        if (error instanceof ReleaseHealthError) throw new HttpError(409, error.message);
        throw error;
      }
    });
  act('promote');
  act('rollback');
}
