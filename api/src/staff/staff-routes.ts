import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { staffAuthRoutes } from './auth/staff-auth-routes';
import { staffOrderRoutes } from './orders/orders-routes';
import { staffLeadRoutes } from './leads/leads-routes';
import { staffMoneyRoutes } from './money/money-routes';
import { staffPromoRoutes } from './promos/promos-routes';
import { staffStatsRoutes } from './stats/stats-routes';
import { staffCancellationRoutes } from './cancellations/cancellations-routes';
import { configActor } from './staff-actions';
import { installStaffGuard, staffRouteTable } from './staff-guard';
import { seedReleaseManagers } from './staff-store';

/** The back office's API (decision 039): every route under /v2/staff/, each declaring who may call it. */
export function staffRoutes(app: FastifyInstance, deps: AppDeps) {
  installStaffGuard(app, deps.db);
  staffAuthRoutes(app, deps);
  staffOrderRoutes(app, deps);
  staffLeadRoutes(app, deps);
  staffMoneyRoutes(app, deps);
  staffPromoRoutes(app, deps);
  staffStatsRoutes(app, deps);
  staffCancellationRoutes(app, deps);
  // The guarded table as the server holds it, for the journeys that walk it (an owner token on every route). Never in production.
  if (deps.config.env !== 'production')
    app.get('/__dev/staff-routes', async () => ({
      routes: staffRouteTable(app).map(({ method, url, access }) => ({ method, url, public: access === 'public' })),
    }));
  // RELEASE_MANAGERS becomes the `releases` role: each listed address not yet on staff is added once.
  app.addHook('onReady', async () => {
    try {
      const added = await seedReleaseManagers(deps.db, deps.config.releaseHealth.managers, configActor);
      if (added.length) app.log.info({ added }, 'RELEASE_MANAGERS added to staff with the releases role');
    } catch (error) {
      // Another instance starting at once may add the same address first; the next start finishes the rest.
      app.log.warn({ err: error }, 'RELEASE_MANAGERS could not all be added to staff');
    }
  });
}
