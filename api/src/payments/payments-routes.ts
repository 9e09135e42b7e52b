import type { FastifyInstance } from 'fastify';
import { paymentInitRequestSchema, paymentVerifyRequestSchema, sandboxChargeRequestSchema } from '@adlaunch/shared/schemas';
import type { AppDeps } from '../app-deps';
import { HttpError, parse } from '../lib/http-error';
import { fromPaystack } from '../adapters/paystack';
import { SandboxChargeError } from '../adapters/sandbox-payments';
import { authenticate } from '../accounts/auth-guard';

export function paymentRoutes(app: FastifyInstance, { db }: AppDeps) {
  const { provider, sandbox, payments, refuseSandbox } = app.services;
  if (refuseSandbox)
    app.log.error('PAYSTACK_SECRET_KEY is not set: card payments are refused (set PAYMENTS_SANDBOX=1 for a staging site).');
  const limited = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.post('/v2/payments/initialize', { bodyLimit: 4 * 1024, config: limited(30) }, async (request) => {
    const { user } = await authenticate(db, request);
    const order = parse(paymentInitRequestSchema, request.body);
    if (refuseSandbox) throw new HttpError(503, 'Card payments are not available right now. Your order is saved: please try again later.');
    return payments.initialize(user, order);
  });

  app.post('/v2/payments/verify', { bodyLimit: 1024, config: limited(60) }, async (request) => {
    const { user } = await authenticate(db, request);
    const { reference } = parse(paymentVerifyRequestSchema, request.body);
    return payments.verify(user, reference);
  });

  // The signature covers the exact bytes sent, so this route keeps the raw body.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/v2/payments/webhook', { bodyLimit: 64 * 1024 }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!provider.isValidSignature(raw, typeof signature === 'string' ? signature : undefined))
        throw new HttpError(401, 'Invalid signature.');
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      await payments.webhook((event ?? {}) as Parameters<typeof payments.webhook>[0], (data) =>
        fromPaystack({ status: 'success', ...(data as object) } as Parameters<typeof fromPaystack>[0]),
      );
      return reply.send({ received: true });
    });
  });

  if (sandbox && !refuseSandbox) {
    app.post('/v2/payments/sandbox/charge', { bodyLimit: 1024, config: limited(30) }, async (request) => {
      const { user } = await authenticate(db, request);
      const body = parse(sandboxChargeRequestSchema, request.body);
      const reference = sandbox.referenceOf(body.access_code);
      if (!reference || !(await payments.ownsReference(user.id, reference)))
        throw new HttpError(404, 'This checkout has expired. Please start the payment again.');
      try {
        return sandbox.charge(body.access_code, body.card_number);
      } catch (error) {
        if (error instanceof SandboxChargeError) throw new HttpError(400, error.message);
        throw error;
      }
    });
  }
}
