import type { FastifyInstance } from 'fastify';
import { emailSchema } from '@adlaunch/shared/schemas';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { parse } from '../lib/http-error';
import { devOutboxFor } from './email';

const outboxQuerySchema = z.object({ to: emailSchema });

/** The emails the dev outbox holds for one address, newest first. Never registered in production. */
export function devOutboxRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  if (config.env === 'production') return;
  app.get('/__dev/outbox', async (request) => {
    const { to } = parse(outboxQuerySchema, request.query);
    // Emails go out after the answer: what was queued before this call is delivered before it is read.
    await app.outbox.deliverDue();
    return { messages: await devOutboxFor(db, to) };
  });
}
