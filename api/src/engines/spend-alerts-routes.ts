import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SpendAlert, StaffRole } from '@adlaunch/shared';
import { spendAlertParamsSchema, spendAlertsQuerySchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { now } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError, parse } from '../lib/http-error';
import { recordAction } from '../staff/staff-actions';
import { staffOf } from '../staff/staff-guard';

/** Who sees the engines' overspend alerts (campaigns act on them, finance answers the owner), and who closes them. */
const READ_ROLES: readonly StaffRole[] = ['campaigns', 'finance', 'support'];
const CLOSE_ROLES: readonly StaffRole[] = ['campaigns'];

async function listAlerts(db: Kysely<Database>, { all = false, id }: { all?: boolean; id?: number } = {}): Promise<SpendAlert[]> {
  let query = db
    .selectFrom('spend_alerts as a')
    .leftJoin('search_ads as s', 's.id', 'a.ad_id')
    .select([
      'a.id',
      'a.ad_id',
      's.business_name',
      'a.engine',
      'a.period_start',
      'a.period_end',
      'a.budget_cents',
      'a.spend_cents',
      'a.created_at',
      'a.resolved_at',
    ])
    .orderBy('a.id');
  if (!all) query = query.where('a.resolved_at', 'is', null);
  if (id !== undefined) query = query.where('a.id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    adId: r.ad_id,
    businessName: r.business_name ?? null,
    engine: r.engine as SpendAlert['engine'],
    periodStart: r.period_start,
    periodEnd: r.period_end,
    budgetCents: Number(r.budget_cents),
    spendCents: Number(r.spend_cents),
    createdAt: r.created_at,
    resolvedAt: r.resolved_at,
  }));
}

/** The engines' overspend alerts for the back office queue (issue 45): listed, and closed once acted on. */
export function spendAlertRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/v2/staff/spend-alerts', { config: { staffAccess: { roles: READ_ROLES } } }, async (request) => {
    const { all } = parse(spendAlertsQuerySchema, request.query);
    return { alerts: await listAlerts(db, { all: all === '1' }) };
  });

  app.post('/v2/staff/spend-alerts/:id/resolve', { config: { staffAccess: { roles: CLOSE_ROLES } } }, async (request) => {
    const { id } = parse(spendAlertParamsSchema, request.params);
    const [alert] = await listAlerts(db, { all: true, id });
    if (!alert) throw new HttpError(404, 'We could not find that alert.');
    if (!alert.resolvedAt) {
      await db.updateTable('spend_alerts').set({ resolved_at: now() }).where('id', '=', id).where('resolved_at', 'is', null).execute();
      await recordAction(db, staffOf(request).actor, {
        action: 'spend_alert_resolve',
        subject: { type: 'search_ads', id: alert.adId },
        before: {
          alert: id,
          engine: alert.engine,
          periodStart: alert.periodStart,
          spendCents: alert.spendCents,
          budgetCents: alert.budgetCents,
        },
        after: null,
      });
    }
    return { alerts: await listAlerts(db, { all: true, id }) };
  });
}
