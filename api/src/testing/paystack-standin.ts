import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sign } from '../adapters/payments';

/**
 * A stand-in for Paystack's HTTP API on 127.0.0.1 that answers the way Paystack does
 * (https://paystack.com/docs/api/): `{ status, message, data }`, amounts in cents, a decline as a
 * "failed" transaction with HTTP 200, HTTP 400 for a duplicate reference, an unknown reference or
 * authorization, a refund of a reversed transaction and a refund of more than is left. Faults are queued per endpoint: the next call
 * fails the way a real outage does (a 500 that did nothing, a timeout that did or did not charge, an
 * answer lost after the charge).
 */
export type StandinFault =
  | 'error500'
  | 'refused400'
  | 'timeout_charged'
  | 'timeout_dropped'
  | 'lost_after_charge'
  /** A 500 that did nothing; the charge then completes later (a queued transaction). */
  | 'late_success'
  /** The charge is made and the answer never comes (until the stand-in closes). */
  | 'hold';

export interface StandinTransaction {
  reference: string;
  amount: number;
  currency: 'ZAR';
  email: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  gateway_response: string;
  metadata: Record<string, unknown>;
  authorization: { authorization_code: string; brand: string; last4: string; reusable: boolean } | null;
  createdBy: 'initialize' | 'charge_authorization';
}

type Endpoint = 'charge' | 'verify' | 'refund' | 'initialize';

/**
 * `slowMs` is the client's timeout: a second, as a loaded 2-core CI machine (jest on every core) has
 * answered an ordinary call in more than 400 ms, which the model then took for a provider timeout.
 */
export async function startPaystackStandin({ secret = `sk_test_${randomBytes(8).toString('hex')}`, slowMs = 1000 } = {}) {
  const transactions = new Map<string, StandinTransaction>();
  /** Authorization code -> whether charges on it go through. */
  const cards = new Map<string, { approve: boolean; last4: string }>();
  const faults: Record<Endpoint, StandinFault[]> = { charge: [], verify: [], refund: [], initialize: [] };
  const refundCalls: string[] = [];
  /** Every refund Paystack queued, oldest first (as its List Refunds answers them). */
  const refunds: {
    id: number;
    transaction: { reference: string; amount: number };
    amount: number;
    currency: 'ZAR';
    status: string;
    merchant_note: string | null;
  }[] = [];
  /** References whose charge was dropped by a `late_success` fault, completed by `completeLate`. */
  const late = new Map<string, StandinTransaction>();
  const sockets = new Set<Socket>();
  /** Every request, in order. */
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let holdCharges = false;

  const ok = (data: unknown, message = 'OK') => ({ status: 200, body: { status: true, message, data } });
  const no = (status: number, message: string) => ({ status, body: { status: false, message } });
  const view = (t: StandinTransaction) => ({
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    gateway_response: t.gateway_response,
    metadata: t.metadata,
    authorization: t.authorization,
    customer: { email: t.email },
  });

  function charge(body: Record<string, unknown>) {
    const reference = String(body.reference);
    const card = cards.get(String(body.authorization_code));
    const approve = card?.approve ?? false;
    const t: StandinTransaction = {
      reference,
      amount: Number(body.amount),
      currency: 'ZAR',
      email: String(body.email),
      status: approve ? 'success' : 'failed',
      gateway_response: approve ? 'Approved' : 'Insufficient Funds',
      metadata: (body.metadata ?? {}) as Record<string, unknown>,
      authorization: card
        ? { authorization_code: String(body.authorization_code), brand: 'visa', last4: card.last4, reusable: true }
        : null,
      createdBy: 'charge_authorization',
    };
    return t;
  }

  /**
   * https://paystack.com/docs/api/refund/#create: `amount` (subunits) is optional, the whole transaction
   * by default; more than is left is refused; the refund is queued, and the transaction reads "reversed"
   * once all of it is refunded. `timeout_charged` makes the refund and loses the answer.
   */
  function refund(body: Record<string, unknown>): Answer {
    const reference = String(body.transaction);
    refundCalls.push(reference);
    const fault = faults.refund.shift();
    if (fault === 'error500') return no(500, 'An error occurred');
    const t = transactions.get(reference);
    if (!t) return no(400, 'Transaction not found');
    if (t.status === 'reversed') return no(400, 'Transaction has been fully reversed');
    if (t.status !== 'success') return no(400, 'Cannot refund a transaction that was not successful');
    const left = t.amount - refundedOf(reference);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) return no(400, 'Invalid amount');
    if (amount > left) return no(400, `Refund amount cannot be more than the unrefunded transaction amount of ${left}`);
    const made = {
      id: refunds.length + 1,
      transaction: { reference, amount: t.amount },
      amount,
      currency: t.currency,
      status: 'pending',
      merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
    };
    refunds.push(made);
    if (amount === left) t.status = 'reversed';
    if (fault === 'timeout_charged') return { hang: true };
    return ok(made, 'Refund has been queued for processing');
  }
  const refundedOf = (reference: string) =>
    refunds.filter((r) => r.transaction.reference === reference).reduce((sum, r) => sum + r.amount, 0);

  type Answer = { status: number; body: unknown } | { hang: true } | { drop: true } | { hold: true };
  function handle(method: string, path: string, body: Record<string, unknown>): Answer {
    if (method === 'POST' && path === '/transaction/initialize') {
      const reference = String(body.reference);
      if (transactions.has(reference)) return no(400, 'Duplicate Transaction Reference');
      transactions.set(reference, {
        reference,
        amount: Number(body.amount),
        currency: 'ZAR',
        email: String(body.email),
        status: 'pending',
        gateway_response: 'The transaction was not completed',
        metadata: (body.metadata ?? {}) as Record<string, unknown>,
        authorization: null,
        createdBy: 'initialize',
      });
      return ok(
        { authorization_url: `https://checkout.paystack.com/${reference}`, access_code: `ac_${reference}`, reference },
        'Authorization URL created',
      );
    }
    if (method === 'GET' && path.startsWith('/transaction/verify/')) {
      const fault = faults.verify.shift();
      if (fault === 'error500') return no(500, 'Internal server error');
      if (fault === 'timeout_dropped' || fault === 'timeout_charged') return { hang: true };
      const t = transactions.get(decodeURIComponent(path.slice('/transaction/verify/'.length)));
      if (!t) return no(400, 'Transaction reference not found');
      return ok(view(t), 'Verification successful');
    }
    if (method === 'POST' && path === '/transaction/charge_authorization') {
      const fault = faults.charge.shift() ?? (holdCharges ? 'hold' : undefined);
      const reference = String(body.reference);
      if (fault === 'error500') return no(500, 'An error occurred');
      if (fault === 'refused400') return no(400, 'Invalid authorization code');
      if (fault === 'late_success') {
        late.set(reference, { ...charge(body), status: 'success', gateway_response: 'Approved' });
        return no(500, 'An error occurred');
      }
      if (transactions.has(reference)) return no(400, 'Duplicate Transaction Reference');
      if (!cards.has(String(body.authorization_code))) return no(400, 'Invalid authorization code');
      if (fault === 'timeout_dropped') return { hang: true };
      const t = charge(body);
      transactions.set(reference, t);
      if (fault === 'timeout_charged') return { hang: true };
      if (fault === 'hold') return { hold: true };
      if (fault === 'lost_after_charge') return { drop: true };
      return ok(view(t), 'Charge attempted');
    }
    if (method === 'POST' && path === '/refund') return refund(body);
    if (method === 'GET' && path.startsWith('/refund?')) {
      const reference = new URLSearchParams(path.slice('/refund?'.length)).get('reference');
      return ok(refunds.filter((r) => reference === null || r.transaction.reference === reference));
    }
    return no(404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (req.headers.authorization !== `Bearer ${secret}`) {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: false, message: 'Invalid key' }));
        return;
      }
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', body });
      const answer = handle(req.method ?? 'GET', req.url ?? '/', body);
      if ('hold' in answer) return;
      if ('drop' in answer) return req.socket.destroy();
      if ('hang' in answer) return void setTimeout(() => req.socket.destroy(), slowMs * 5);
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A signed `charge.success` event for a transaction, as Paystack posts it to the webhook. */
  function webhook(reference: string) {
    const t = transactions.get(reference);
    if (!t) throw new Error(`no transaction ${reference}`);
    const body = JSON.stringify({ event: 'charge.success', data: view(t) });
    return { body, signature: sign(secret, body) };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    /** Client timeout the app should use so that a hanging call counts as unknown before the stand-in drops it. */
    timeoutMs: slowMs,
    transactions,
    refundCalls,
    refunds,
    /** What has been refunded of a transaction, in cents. */
    refundedOf,
    requests,
    /** From now on every charge is made and never answered (a caller killed meanwhile), until `false`. */
    holdCharges: (hold: boolean) => (holdCharges = hold),
    fail: (endpoint: Endpoint, ...next: StandinFault[]) => faults[endpoint].push(...next),
    clearFaults: () => Object.values(faults).forEach((f) => f.splice(0)),
    /** The owner pays a checkout on Paystack's page with a card whose later charges go through (or not): answers its authorization. */
    payCheckout(reference: string, { approve = true, renewals = true, last4 = '4081' } = {}) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`no checkout ${reference}`);
      if (!approve) {
        t.status = 'failed';
        t.gateway_response = 'Declined';
        return null;
      }
      const code = `AUTH_${randomBytes(5).toString('hex')}`;
      cards.set(code, { approve: renewals, last4 });
      t.status = 'success';
      t.gateway_response = 'Approved';
      t.authorization = { authorization_code: code, brand: 'visa', last4, reusable: true };
      return code;
    },
    /** Whether charges on a stored authorization go through from now on. */
    setCard: (code: string, approve: boolean) => {
      const card = cards.get(code);
      if (card) card.approve = approve;
    },
    /** A charge a `late_success` fault queued completes now (and its webhook can be sent). */
    completeLate() {
      const done = [...late.values()];
      for (const t of done) if (!transactions.has(t.reference)) transactions.set(t.reference, t);
      late.clear();
      return done.map((t) => t.reference);
    },
    webhook,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type PaystackStandin = Awaited<ReturnType<typeof startPaystackStandin>>;
