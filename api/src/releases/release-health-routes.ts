import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ACCESS } from '@adlaunch/shared';
import { RELEASES_API, releaseRemoteParamsSchema, reportBatchSchema, type ReportBatch } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { staffOf } from '../staff/staff-guard';
import { promoteCanary, readLiveManifest, recordReports, ReleaseHealthError, rollbackCanary } from './release-health';
import { judgementOf } from './canary-judgement';
import { releaseStatus } from './release-status';
import { ReleaseDrops, reportsIn } from './release-drops';
import { CanaryCache } from '../site/visitor-release';
import { ReportTokens } from './report-token';

/** The largest report batch a page sends (the shell keeps under it: shell/src/lib/health-reports.ts). */
const REPORT_BODY_LIMIT = 8 * 1024;
const REPORTS_PER_MINUTE = 30;

/** A beacon's body as sent: plain text JSON, or already parsed. */
function batchOf(body: unknown): ReportBatch | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = reportBatchSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function releaseHealthRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const canaries = new CanaryCache(db);
  app.decorate('releaseCanaries', canaries);
  // Production requires the secret (config.ts: assertStartable); one drawn here lasts as long as the process.
  const tokens = new ReportTokens(config.releaseHealth.reportSecret || randomBytes(32).toString('base64url'));
  app.decorate('releaseReportTokens', tokens);
  const drops = new ReleaseDrops(db);
  app.addHook('onReady', async () => {
    await canaries.start();
    drops.start();
  });
  app.addHook('onClose', async () => {
    canaries.stop();
    await drops.stop().catch((error: unknown) => app.log.warn({ error }, 'release drops not written'));
  });

  /**
   * A batch left out before it was read: counted on the live and canary versions it names (a made-up
   * version has no row to count on). Its names are unproven; they say whose figures someone aimed at.
   */
  const dropUnread = (batch: ReportBatch | null, reason: 'token' | 'rate') => {
    if (!batch) return;
    const { manifest } = readLiveManifest(config.releasesDir);
    const judged = (tag: string) => {
      const at = tag.lastIndexOf('@');
      const [remote, version] = [tag.slice(0, at), tag.slice(at + 1)];
      return manifest[remote]?.version === version || canaries.current.some((c) => c.remote === remote && c.version === version);
    };
    const named = [...batch.remotes, ...batch.items.flatMap((item) => item.remotes)];
    drops.add(named.filter(judged), reason, reportsIn(batch.items));
  };

  // Reports come as a beacon: plain text (no preflight across origins), parsed here.
  app.post(
    '/v2/release-health/reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: {
        // Checked once the body is read, so that a refused batch is counted on the versions it names.
        rateLimit: {
          max: REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          onExceeded: (request: FastifyRequest) => dropUnread(batchOf(request.body), 'rate'),
        },
      },
    },
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
      if (!grant) {
        dropUnread(batch, 'token');
        return reply.status(204).send();
      }
      const served = (tag: string) => grant.tags.includes(tag);
      await recordReports(
        db,
        config.releasesDir,
        {
          session: grant.session,
          remotes: batch.remotes.filter(served),
          items: batch.items.map((item) => ({ ...item, remotes: item.remotes.filter(served) })),
        },
        { source: grant.source, page: batch.session, drop: (tags, reason, reports) => drops.add(tags, reason, reports) },
      );
      return reply.status(204).send();
    },
  );

  /**
   * The back office's Releases screen: staff with the releases role and their second factor, checked by the
   * staff guard (these routes are registered after it, in app.ts); their address goes in the log.
   */
  const managerAccess = { config: { staffAccess: { roles: STAFF_ACCESS.releases } } };
  const manager = (request: FastifyRequest) => staffOf(request).session.staff.email.toLowerCase();

  app.get(RELEASES_API.health, managerAccess, async (_request, reply) => {
    await drops.flush();
    const rule = { ...config.releaseHealth, minSources: config.releaseHealth.minSources ?? 1 };
    const { rows, canaries: running, verdicts, actions } = await releaseStatus(db, config.releasesDir, rule);
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
      judgements: verdicts.map(judgementOf),
      actions: actions.map(({ at, actor, action, remote, version, detail }) => ({ at, actor, action, remote, version, detail })),
      rule: { errorMarginPct: rule.errorMarginPct, minSessions: rule.minSessions, minSources: rule.minSources },
    };
  });

  const act = (action: 'promote' | 'rollback') =>
    app.post(RELEASES_API.action(':remote', action), { ...managerAccess, bodyLimit: 1024 }, async (request) => {
      const actor = manager(request);
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
