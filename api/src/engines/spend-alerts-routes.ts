import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@adlaunch/shared';
import { spendAlertParamsSchema, spendAlertsQuerySchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { recordAction } from '../staff/staff-actions';
import { staffOf } from '../staff/staff-guard';
import { listSpendAlerts, markSpendAlertResolved } from './spend-alert-store';

/** Who sees the engines' overspend alerts (campaigns act on them, finance answers the owner), and who closes them. */
const READ_ROLES: readonly StaffRole[] = ['campaigns', 'finance', 'support'];
const CLOSE_ROLES: readonly StaffRole[] = ['campaigns'];

/** The engines' overspend alerts for the back office queue: listed, and closed once acted on. */
export function spendAlertRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/v2/staff/spend-alerts', { config: { staffAccess: { roles: READ_ROLES } } }, async (request) => {
    const { all } = parse(spendAlertsQuerySchema, request.query);
    return { alerts: await listSpendAlerts(db, { all: all === '1' }) };
  });

  app.post('/v2/staff/spend-alerts/:id/resolve', { config: { staffAccess: { roles: CLOSE_ROLES } } }, async (request) => {
    const { id } = parse(spendAlertParamsSchema, request.params);
    const [alert] = await listSpendAlerts(db, { all: true, id });
    if (!alert) throw new HttpError(404, 'We could not find that alert.');
    if (!alert.resolvedAt) {
      await markSpendAlertResolved(db, id);
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
    return { alerts: await listSpendAlerts(db, { all: true, id }) };
  });
}
