import { startPaystackStandin, type PaystackStandin } from './paystack-standin';
import { about, details, keywords } from './search-ad-steps';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app whose payment provider is the Paystack stand-in, with the calls the billing tests make:
 * each from an address of its own (more calls a minute than one owner's rate limits allow).
 */
export async function createStandinApp(env: Record<string, string> = {}) {
  // The stand-in's own client timeout (a second): 250 ms was outrun by an ordinary answer while the
  // journeys ran beside the PostgreSQL suites, and a checkout then failed as "not reachable".
  const standin = await startPaystackStandin();
  const t = await createTestApp(
    // The stand-in answers in this process: renewals charged at once starve each other's answers into
    // timeouts the tests do not expect. bill-due.test.ts charges several at once.
    { PAYSTACK_SECRET_KEY: standin.secret, PAYSTACK_BASE_URL: standin.url, BILL_DUE_CONCURRENCY: '1', ...env },
    { paystack: { secretKey: standin.secret, publicKey: null, baseUrl: standin.url, timeoutMs: standin.timeoutMs } },
  );
  let caller = 0;
  const remoteAddress = () => `10.9.${Math.floor(++caller / 250) % 250}.${caller % 250}`;
  const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object, remoteAddress: remoteAddress() });
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: remoteAddress() });
  /** Paystack posting its signed `charge.success` event for a transaction. */
  const webhook = (reference: string) => {
    const { body, signature } = standin.webhook(reference);
    return t.app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
      remoteAddress: remoteAddress(),
    });
  };

  /** An owner who paid a Growth search ads order with VAT on Paystack's checkout; their campaign is live. */
  async function paidOwner() {
    const account = await t.createUser(undefined, { charge_vat: 1 });
    let adId: number | undefined;
    for (const step of [about, details, keywords])
      adId = (await post('/v2/search-ads', account.headers, { ...step, ads_id: adId })).json().search_ad.id;
    const init = await post('/v2/payments/initialize', account.headers, {
      product: 'search_ads',
      plan: 'plan_04',
      chargeVAT: true,
      email: account.user.email,
    });
    if (init.statusCode !== 200) throw new Error(`initialize: ${init.statusCode} ${init.body}`);
    const auth = standin.payCheckout(init.json().reference)!;
    const verified = await post('/v2/payments/verify', account.headers, { reference: init.json().reference });
    if (verified.json().status !== 'success') throw new Error(`verify: ${verified.body}`);
    await t.db.updateTable('search_ads').set({ status: 'active' }).where('id', '=', adId!).execute();
    const sub = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', account.user.id).executeTakeFirstOrThrow();
    const subscription = (await get('/v2/subscriptions', account.headers)).json().subscriptions[0];
    return { ...account, adId: adId!, sub, subscription, auth, due: subscription.nextChargeOn as string };
  }

  const close = async () => {
    await t.close();
    await standin.close();
  };
  return { standin, t, post, get, webhook, paidOwner, close };
}

export type StandinApp = Awaited<ReturnType<typeof createStandinApp>>;
export type { PaystackStandin, TestApp };

/**
 * One stand-in app for a test file, as the billing suites use it: made before its tests (on the site
 * address the emails name), closed after them, its provider faults cleared after each test. `use` gets it.
 */
export function standinAppPerFile(use: (app: StandinApp) => void) {
  let app: StandinApp | undefined;
  beforeAll(async () => {
    app = await createStandinApp({ PUBLIC_ORIGIN: 'https://ads.example.co.za' });
    use(app);
  });
  afterAll(() => app?.close());
  afterEach(() => app?.standin.clearFaults());
}
