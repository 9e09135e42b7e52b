import type { FastifyInstance } from 'fastify';
import {
  cardUpdateRequestSchema,
  subscriptionAnswerSchema,
  subscriptionListAnswerSchema,
  subscriptionParamsSchema,
} from '@adlaunch/shared/schemas';
import { BILLING_MESSAGES } from '@adlaunch/shared';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { authenticate } from '../accounts/auth-guard';

/** The owner's plans: list, cancel, undo and a card update (decisions 016, 029), on the wired ledger (app.services). */
export function subscriptionRoutes(app: FastifyInstance, { db }: AppDeps) {
  const { billing, refuseSandbox } = app.services;
  const limited = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  app.get('/v2/subscriptions', async (request) => {
    const { user } = await authenticate(db, request);
    return subscriptionListAnswerSchema.parse({ subscriptions: await billing.listForOwner(user.id) });
  });
  app.post('/v2/subscriptions/:id/cancel', { bodyLimit: 1024, config: limited(20) }, async (request) => {
    const { user } = await authenticate(db, request);
    const { id } = parse(subscriptionParamsSchema, request.params);
    const subscription = await billing.cancel(user.id, id);
    return subscriptionAnswerSchema.parse({ subscription, message: BILLING_MESSAGES.cancelled });
  });
  app.post('/v2/subscriptions/:id/undo-cancel', { bodyLimit: 1024, config: limited(20) }, async (request) => {
    const { user } = await authenticate(db, request);
    const { id } = parse(subscriptionParamsSchema, request.params);
    const subscription = await billing.undoCancel(user.id, id);
    return subscriptionAnswerSchema.parse({ subscription, message: BILLING_MESSAGES.resumed });
  });
  app.post('/v2/subscriptions/:id/card', { bodyLimit: 1024, config: limited(20) }, async (request) => {
    const { user } = await authenticate(db, request);
    const { id } = parse(subscriptionParamsSchema, request.params);
    const { email } = parse(cardUpdateRequestSchema, request.body);
    if (refuseSandbox) throw new HttpError(503, 'Card payments are not available right now. Please try again later.');
    return billing.startCardUpdate(user.id, id, email);
  });
}
