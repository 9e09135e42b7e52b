import type { FastifyInstance } from 'fastify';
import { STAFF_ACCESS, STAFF_API } from '@adlaunch/shared';
import {
  STAFF_WORK_ACCESS,
  STAFF_WORK_API,
  staffCreditRequestSchema,
  staffIdParamsSchema,
  staffOwnerPlansQuerySchema,
  staffRefundRequestSchema,
} from '@adlaunch/shared/schemas';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { parse } from '../../lib/http-error';
import { listRefunds } from '../../payments/payment-store';
import { staffOf } from '../staff-guard';
import { pastDueRows, retryChargeNow } from './past-due';
import { refundByStaff } from './refund';
import { retryRefundByStaff } from './refund-retry';
import { creditByStaff, ownerPlans } from './credit';

const referenceParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

const MONEY_ROLES = STAFF_ACCESS.money;
const finance = { config: { staffAccess: { roles: MONEY_ROLES } } };
const credits = { config: { staffAccess: { roles: STAFF_WORK_ACCESS.credits } } };

/** Money screens (finance): the ops past-due and refunds lists, and the actions, each through billing's and payments' own functions. */
export function staffMoneyRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(STAFF_API.pastDue, finance, async () => ({ rows: await pastDueRows(db, app.services.billing) }));

  app.get(STAFF_API.refunds, finance, async () => ({
    rows: (await listRefunds(db)).map((r) => ({
      reference: r.reference,
      status: r.status,
      amountCents: r.amountCents,
      reason: r.reason,
      ownerEmail: r.email,
      createdAt: r.createdAt,
    })),
  }));

  app.post('/v2/staff/money/past-due/:id/retry', { bodyLimit: 1024, ...finance }, async (request) => {
    const { id } = parse(staffIdParamsSchema, request.params);
    const answer = await retryChargeNow(db, app.services.billing, staffOf(request).actor, id);
    app.outbox.wake();
    return answer;
  });

  app.post('/v2/staff/money/payments/:reference/refund', { bodyLimit: 2 * 1024, ...finance }, async (request) => {
    const { reference } = parse(referenceParams, request.params);
    const { reason } = parse(staffRefundRequestSchema, request.body);
    const { provider, siteOrigin, clock } = app.services;
    const deps = { provider, siteOrigin, clock, alert: (msg: string) => app.log.error(msg) };
    const answer = await refundByStaff(db, deps, staffOf(request).actor, reference, reason);
    app.outbox.wake();
    return answer;
  });

  app.post('/v2/staff/money/refunds/:reference/retry', { bodyLimit: 1024, ...finance }, async (request) => {
    const { reference } = parse(referenceParams, request.params);
    const answer = await retryRefundByStaff(db, app.services.payments.retryRefund, staffOf(request).actor, reference);
    app.outbox.wake();
    return answer;
  });

  app.get(STAFF_WORK_API.ownerPlans, credits, async (request) => {
    const { email } = parse(staffOwnerPlansQuerySchema, request.query);
    return ownerPlans(db, app.services.billing, email);
  });

  app.post('/v2/staff/money/subscriptions/:id/credit', { bodyLimit: 2 * 1024, ...credits }, async (request) => {
    const { id } = parse(staffIdParamsSchema, request.params);
    const body = parse(staffCreditRequestSchema, request.body);
    const input = { subscriptionId: id, amountCents: body.amount_cents, reason: body.reason };
    const answer = await creditByStaff(db, app.services, staffOf(request).actor, input);
    app.outbox.wake();
    return answer;
  });
}
