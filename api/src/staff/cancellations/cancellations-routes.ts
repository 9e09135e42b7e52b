import type { FastifyInstance } from 'fastify';
import { addDays, type StaffCancellation } from '@adlaunch/shared';
import { STAFF_WORK_ACCESS, STAFF_WORK_API } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../../app-deps';

const access = { config: { staffAccess: { roles: STAFF_WORK_ACCESS.cancellations } } };

/** Every cancelled plan, newest first: billing's `cancellations`, the list `npm run ops -- cancellations` prints. */
export function staffCancellationRoutes(app: FastifyInstance, _deps: AppDeps) {
  app.get(STAFF_WORK_API.cancellations, access, async () => ({
    rows: (await app.services.billing.cancellations()).map((r): StaffCancellation => ({
      subscriptionId: r.id,
      ownerEmail: r.email,
      product: r.product === 'gbp' ? 'gbp' : 'search_ads',
      plan: r.plan,
      cancelledAt: r.cancelled_at!,
      lastDay: r.cancel_at ? addDays(r.cancel_at, -1) : null,
      ended: r.status === 'cancelled',
    })),
  }));
}
