import { openDatabase } from './db/database';
import { apiCluster, waitFor, type ApiInstance } from './testing/api-process';
import { codeIn, startFakeSmtp, type FakeSmtp } from './testing/fake-smtp';
import { fakePaystack, newOwner, productionEnv, startCheckout } from './testing/instance-journey';

/**
 * No email is lost to a mail server outage or a crash ([decision 015](../../docs/decisions/015-durable-outbox-and-job-leases.md). Real API processes (production mode,
 * SMTP, Paystack stand-ins) are killed with SIGKILL right after they answered, while the mail server is
 * down; after a restart with the mail server back, each email arrives exactly once. On SQLite, and on
 * PostgreSQL when DATABASE_URL is set (npm run test:pg).
 */
jest.setTimeout(180_000);

let smtp: FakeSmtp;
let paystack: Awaited<ReturnType<typeof fakePaystack>>;
let cluster: Awaited<ReturnType<typeof apiCluster>>;
let env: Record<string, string>;
let api: ApiInstance;

beforeAll(async () => {
  smtp = await startFakeSmtp({ up: false });
  paystack = await fakePaystack();
  cluster = await apiCluster({ databaseUrl: process.env.DATABASE_URL || null });
  env = productionEnv({ smtpUrl: smtp.url, paystackUrl: paystack.url });
  api = await cluster.start(env);
});
afterAll(async () => {
  await cluster?.close();
  await smtp?.close();
  await paystack?.close();
});

/** SIGKILL, then the same instance (port, database) started again. */
async function crashAndRestart() {
  await api.kill();
  api = await cluster.start(env, api.port);
}

const email = `crash-${Date.now()}@example.com`;
let token: string;

it('delivers a registration’s code email exactly once after the mail server was down and the API was killed right after answering', async () => {
  const res = await api.post('/v2/user', newOwner(email));
  expect(res.status).toBe(201);
  await crashAndRestart();
  // Still down: the restarted instance tries and fails, and nothing is lost.
  await new Promise((r) => setTimeout(r, 600));
  expect(smtp.to(email)).toHaveLength(0);

  await smtp.up();
  await waitFor('the code email', () => smtp.to(email).length > 0);
  await new Promise((r) => setTimeout(r, 1_500));
  const mails = smtp.to(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('AdLaunch: confirm your email address');

  const verified = await api.post('/v2/user/verify', { emailAddress: email, otp: codeIn(mails[0]), verificationType: 'email' });
  expect(verified.status).toBe(200);
  token = verified.json.token;
  expect(token).toEqual(expect.any(String));
});

it('delivers a payment’s tax invoice exactly once after the mail server was down and the API was killed right after the webhook', async () => {
  const { reference, headers } = await startCheckout([api], token);
  await smtp.down();
  const webhook = paystack.pay(reference);
  expect((await api.post('/v2/payments/webhook', webhook.body, webhook.headers)).status).toBe(200);
  await crashAndRestart();
  await new Promise((r) => setTimeout(r, 600));
  expect(smtp.to(email)).toHaveLength(1);

  await smtp.up();
  await waitFor('the invoice email', () => smtp.to(email).length > 1);
  await new Promise((r) => setTimeout(r, 1_500));
  const invoices = smtp.to(email).filter((m) => /invoice/i.test(m.subject));
  expect(invoices).toHaveLength(1);
  expect(invoices[0].raw).toContain(reference);
  expect((await api.post('/v2/payments/verify', { reference }, headers)).json.status).toBe('success');
  expect(paystack.initialized()).toHaveLength(1);
});

it('SIGKILL during bill-due, after the card was charged but before the answer: the next run charges no one twice and skips no one', async () => {
  const database = openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir });
  try {
    const [sub] = await database.db.selectFrom('subscriptions').select(['id', 'period_end']).execute();
    const renewalDay = sub.period_end.slice(0, 10);
    paystack.holdRenewals(true);
    const first = cluster.startOps(['bill-due', '--date', renewalDay], env);
    await waitFor('the renewal charge at Paystack', () => paystack.renewalRequests().length === 1);
    first.kill();
    expect((await first.done).signal).toBe('SIGKILL');
    paystack.holdRenewals(false);

    const second = await cluster.ops(['bill-due', '--date', renewalDay], env);
    expect(second.code).toBe(0);
    // Charged once: the second run asked Paystack what became of the first one's reference.
    expect(paystack.renewalRequests()).toHaveLength(1);
    expect(paystack.renewals()).toHaveLength(1);
    const renewals = await database.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('subscription_id', '=', sub.id)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([{ id: expect.any(Number), status: 'success' }]);
    // Not skipped: the subscription moved on to its next period, and its invoice is emailed once.
    const after = await database.db
      .selectFrom('subscriptions')
      .select(['period_end', 'status'])
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('active');
    expect(after.period_end > sub.period_end).toBe(true);
    expect((await cluster.ops(['bill-due', '--date', renewalDay], env)).output).toMatch(/: 0 paid/);
    await waitFor('the renewal invoice', () => smtp.to(email).filter((m) => /invoice/i.test(m.subject)).length === 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.to(email).filter((m) => /invoice/i.test(m.subject))).toHaveLength(2);
    expect(paystack.renewalRequests()).toHaveLength(1);
  } finally {
    await database.db.destroy();
  }
});

it('two bill-due runs at once (two processes on one database) wait for each other: both finish, each renewal is charged once', async () => {
  const database = openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir });
  try {
    // Eight more subscriptions due on the same day as the owner's, so that the two runs meet on locks.
    const [sub] = await database.db.selectFrom('subscriptions').selectAll().execute();
    const current = await database.db
      .selectFrom('period_invoices')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('period_start', '=', sub.period_start)
      .executeTakeFirstOrThrow();
    const ids = [sub.id];
    for (let i = 1; i <= 8; i++) {
      const { id: _sub, ...copy } = sub;
      const added = await database.db
        .insertInto('subscriptions')
        .values({ ...copy, first_payment_id: 1_000_000 + i })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: _inv, ...invoice } = current;
      await database.db
        .insertInto('period_invoices')
        .values({ ...invoice, subscription_id: added.id })
        .execute();
      ids.push(added.id);
    }
    const day = sub.period_end.slice(0, 10);
    const before = paystack.renewalRequests().length;
    const runs = await Promise.all([cluster.ops(['bill-due', '--date', day], env), cluster.ops(['bill-due', '--date', day], env)]);
    for (const run of runs) expect(run.code).toBe(0);
    const paid = await database.db
      .selectFrom('payments')
      .innerJoin('period_invoices', 'period_invoices.id', 'payments.period_invoice_id')
      .select(['payments.subscription_id', 'payments.status'])
      .where('payments.subscription_id', 'in', ids)
      .where('payments.status', '=', 'success')
      .where('period_invoices.period_start', '=', day)
      .execute();
    expect(paid.map((p) => p.subscription_id).sort()).toEqual([...ids].sort());
    expect(paystack.renewalRequests().length - before).toBe(ids.length);
    expect(await database.db.selectFrom('period_invoices').select('id').where('in_flight_payment_id', 'is not', null).execute()).toEqual(
      [],
    );
  } finally {
    await database.db.destroy();
  }
});
