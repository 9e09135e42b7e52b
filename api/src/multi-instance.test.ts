import { openDatabase, type Db } from './db/database';
import { apiCluster, waitFor, type ApiInstance } from './testing/api-process';
import { codeIn, startFakeSmtp, type FakeSmtp } from './testing/fake-smtp';
import { fakePaystack, newOwner, productionEnv, startCheckout } from './testing/instance-journey';

/**
 * The API as production runs it ([decision 015](../../docs/decisions/015-durable-outbox-and-job-leases.md)): two instances on one PostgreSQL, no sticky sessions.
 * Requests alternate between them; rate limits, emails, charges and periodic jobs must each count or
 * happen once across both. Runs in `npm run test:pg` (DATABASE_URL set), like the rest of the API suite
 * on PostgreSQL; SQLite is one file on one machine, so there is no second instance to test there.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log('Multi-instance journey skipped: it needs PostgreSQL (npm run test:pg with TEST_DATABASE_URL set runs it).');
const onPostgres = databaseUrl ? describe : describe.skip;

jest.setTimeout(240_000);

onPostgres('two API instances on one PostgreSQL', () => {
  let smtp: FakeSmtp;
  let paystack: Awaited<ReturnType<typeof fakePaystack>>;
  let cluster: Awaited<ReturnType<typeof apiCluster>>;
  let a: ApiInstance;
  let b: ApiInstance;
  let database: Db;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    paystack = await fakePaystack();
    cluster = await apiCluster({ databaseUrl });
    const env = productionEnv({ smtpUrl: smtp.url, paystackUrl: paystack.url });
    // Both start (and migrate) at once.
    [a, b] = await Promise.all([cluster.start(env), cluster.start(env)]);
    database = openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.dataDir });
  });
  afterAll(async () => {
    await database?.db.destroy();
    await cluster?.close();
    await smtp?.close();
    await paystack?.close();
  });

  const email = `journey-${Date.now()}@example.com`;
  let token: string;

  it('registers on one instance and verifies the emailed code on the other', async () => {
    expect((await a.post('/v2/user', newOwner(email))).status).toBe(201);
    await waitFor('the code email', () => smtp.to(email).length === 1);
    const verified = await b.post('/v2/user/verify', { emailAddress: email, otp: codeIn(smtp.to(email)[0]), verificationType: 'email' });
    expect(verified.status).toBe(200);
    token = verified.json.token;
    // The session made on B opens the account on A.
    expect((await a.post('/v2/token-login', {}, { authorization: `Bearer ${token}` })).json.user.email).toBe(email);
  });

  it('counts the code limits across both instances', async () => {
    // The registration used one of the address's 5 codes; 4 more, alternating, then the 6th is refused on either.
    const answers: number[] = [];
    for (const instance of [b, a, b, a, b, a]) answers.push((await instance.post('/v2/request-otp', { emailAddress: email })).status);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    // An unknown address has the same 5, counted the same way.
    const unknown = `nobody-${Date.now()}@example.com`;
    const unknownAnswers: number[] = [];
    for (const instance of [a, b, a, b, a, b])
      unknownAnswers.push((await instance.post('/v2/request-otp', { emailAddress: unknown })).status);
    expect(unknownAnswers).toEqual([200, 200, 200, 200, 200, 429]);
    // Four login codes asked for: the newest is sent; one asked for before an older one went out replaces it (only the newest is sent).
    const loginCodes = () =>
      database.db
        .selectFrom('email_outbox')
        .select(['id', 'status', 'last_error'])
        .where('kind', '=', 'code-login')
        .where('to_address', '=', email)
        .orderBy('id')
        .execute();
    await waitFor('the four login codes', async () => (await loginCodes()).every((row) => row.status !== 'queued'));
    const rows = await loginCodes();
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)!.status).toBe('sent');
    for (const row of rows)
      expect([row.status, row.last_error]).toEqual(row.status === 'sent' ? ['sent', null] : ['skipped', 'a newer code was asked for']);
    await waitFor('the login codes sent', () => smtp.to(email).length === 1 + rows.filter((row) => row.status === 'sent').length);
    expect(smtp.to(unknown)).toEqual([]);
  });

  it('pays on one instance with the webhook and the browser’s verify arriving at the other at once: one charge, one invoice, one email', async () => {
    const { reference, headers, adId } = await startCheckout([a, b], token);
    const webhook = paystack.pay(reference);
    const [hook, verify, verifyAgain] = await Promise.all([
      a.post('/v2/payments/webhook', webhook.body, webhook.headers),
      b.post('/v2/payments/verify', { reference }, headers),
      a.post('/v2/payments/verify', { reference }, headers),
    ]);
    expect(hook.status).toBe(200);
    expect(verify.json.status).toBe('success');
    expect(verifyAgain.json.status).toBe('success');

    expect(paystack.initialized()).toHaveLength(1);
    const payments = await database.db.selectFrom('payments').select(['status', 'id']).where('reference', '=', reference).execute();
    expect(payments).toEqual([{ status: 'success', id: expect.any(Number) }]);
    const invoices = await database.db.selectFrom('invoices').select('number').where('payment_id', '=', payments[0].id).execute();
    expect(invoices).toHaveLength(1);
    const ad = await database.db.selectFrom('search_ads').select('status').where('id', '=', adId).executeTakeFirstOrThrow();
    expect(ad.status).toBe('paid');

    await waitFor('the invoice email', () => smtp.to(email).some((m) => /invoice/i.test(m.subject)));
  });

  it('sent every email exactly once across the two instances', async () => {
    await new Promise((r) => setTimeout(r, 1_500));
    const rows = await database.db
      .selectFrom('email_outbox')
      .select(['status', 'message_id', 'claimed_by', 'kind', 'to_address'])
      .execute();
    const sent = rows.filter((r) => r.status === 'sent');
    expect(rows.filter((r) => r.status === 'queued')).toEqual([]);
    // 1 confirmation code, the login codes not replaced by a newer one, 1 invoice to the owner; the
    // unknown address's 5 requests and the replaced login codes were skipped.
    const replaced = rows.filter((r) => r.status === 'skipped' && r.to_address === email).length;
    expect(sent.map((r) => r.kind).sort()).toEqual([...Array<string>(4 - replaced).fill('code-login'), 'code-verify', 'invoice']);
    expect(rows.filter((r) => r.status === 'skipped')).toHaveLength(5 + replaced);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(sent.map((r) => r.message_id).sort());
  });

  it('ran each periodic job once for its period, though both instances scheduled it', async () => {
    const leases = await database.db.selectFrom('job_leases').select(['name', 'period_key', 'attempts', 'done_at']).execute();
    const names = [...new Set(leases.map((l) => l.name))].sort();
    expect(names).toEqual(['bill-due', 'judge-canaries', 'monthly-reports', 'prune-release-reports', 'purge-outbox', 'sweep-uploads']);
    // One lease per job and period (the canaries are judged every minute: one row per minute).
    expect(new Set(leases.map((l) => `${l.name}/${l.period_key}`)).size).toBe(leases.length);
    for (const lease of leases) expect(lease).toMatchObject({ attempts: 1, done_at: expect.any(String) });
  });

  it('charges a renewal once when bill-due runs on both at once, and emails its invoice once', async () => {
    const [subscription] = await database.db.selectFrom('subscriptions').select(['id', 'period_end', 'status']).execute();
    expect(subscription).toMatchObject({ status: 'active' });
    const renewalDay = subscription.period_end.slice(0, 10);
    const env = productionEnv({ smtpUrl: smtp.url, paystackUrl: paystack.url });
    const runs = await Promise.all([
      cluster.ops(['bill-due', '--date', renewalDay], env),
      cluster.ops(['bill-due', '--date', renewalDay], env),
    ]);
    for (const run of runs) expect(run.code).toBe(0);
    const said = runs.map((r) => r.output);
    expect(said.filter((text) => /: 1 paid/.test(text))).toHaveLength(1);
    expect(said.filter((text) => /: 0 paid/.test(text))).toHaveLength(1);

    // Paystack was asked once, and the renewal is one payment with one invoice.
    expect(paystack.renewals()).toHaveLength(1);
    const renewals = await database.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('subscription_id', '=', subscription.id)
      .where('kind', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([{ id: expect.any(Number), status: 'success' }]);
    expect(await database.db.selectFrom('invoices').select('number').where('payment_id', '=', renewals[0].id).execute()).toHaveLength(1);
    const after = await database.db
      .selectFrom('subscriptions')
      .select('period_end')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(after.period_end > subscription.period_end).toBe(true);

    // The instances' outbox workers send the renewal's invoice, once.
    await waitFor('the renewal invoice', () => smtp.to(email).filter((m) => /invoice/i.test(m.subject)).length === 2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.to(email).filter((m) => /invoice/i.test(m.subject))).toHaveLength(2);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
