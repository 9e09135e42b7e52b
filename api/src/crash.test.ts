import { apiCluster, waitFor, type ApiInstance } from './testing/api-process';
import { codeIn, startFakeSmtp, type FakeSmtp } from './testing/fake-smtp';
import { fakePaystack, newOwner, productionEnv, startCheckout } from './testing/instance-journey';

/**
 * Issue 25: no email is lost to a mail server outage or a crash. Real API processes (production mode,
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
  const { reference, amountCents, headers } = await startCheckout([api], token);
  await smtp.down();
  const webhook = paystack.pay(reference, amountCents);
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
