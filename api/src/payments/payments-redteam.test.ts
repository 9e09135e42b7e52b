import { sign } from '../adapters/payments';
import { listRefunds } from './payment-store';
import { promoService } from '../promo-codes/promo-codes';
import { startFakeServer } from '../testing/fake-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { about, details, keywords } from '../testing/search-ad-steps';

// Attacks a red team made on payments: each test failed before its fix.
// Each test builds accounts and campaigns through the API (the first also warms the location data): room for a loaded machine.
jest.setTimeout(30_000);
const order = { product: 'search_ads', plan: 'plan_04', chargeVAT: true, email: 'sipho@example.com' };
const GOOD_CARD = '4084084084084081';
const DECLINED_CARD = '4000000000000002';

async function userWithAd(t: TestApp) {
  const account = await t.createUser();
  let id: number | undefined;
  for (const step of [about, details, keywords]) {
    const res = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers: account.headers, payload: { ...step, ads_id: id } });
    id = res.json().search_ad.id;
  }
  return { ...account, adId: id! };
}

const paymentRow = (t: TestApp, reference: string) =>
  t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const adStatus = async (t: TestApp, id: number) =>
  (await t.db.selectFrom('search_ads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('with the sandbox provider', () => {
  let t: TestApp;
  let errors: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    await promoService(t.db).create({ code: 'ONLYONCE', type: 'percent', percentage: 50, maxUses: 1 });
  });
  beforeEach(() => {
    errors = jest.spyOn(t.app.log, 'error');
  });
  afterEach(() => errors.mockRestore());
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const charge = (headers: Record<string, string>, accessCode: string, card: string) =>
    post('/v2/payments/sandbox/charge', headers, { access_code: accessCode, card_number: card });

  it('a 1-use promo code cannot pay two orders through a checkout that failed, then completed', async () => {
    const a = await userWithAd(t);
    const b = await userWithAd(t);
    const checkoutA = (await post('/v2/payments/initialize', a.headers, { ...order, promo_code: 'ONLYONCE' })).json();
    expect((await charge(a.headers, checkoutA.access_code, DECLINED_CARD)).json().status).toBe('failed');
    expect((await post('/v2/payments/verify', a.headers, { reference: checkoutA.reference })).json().status).toBe('failed');

    // A's hold on the code is released, so B may take the code's only use, and pays.
    const checkoutB = (await post('/v2/payments/initialize', b.headers, { ...order, promo_code: 'ONLYONCE' })).json();
    expect(checkoutB.reference).toEqual(expect.any(String));
    await charge(b.headers, checkoutB.access_code, GOOD_CARD);
    expect((await post('/v2/payments/verify', b.headers, { reference: checkoutB.reference })).json().status).toBe('success');

    // A now completes the failed checkout with another card: the code's use is gone, so the payment is refunded.
    expect((await charge(a.headers, checkoutA.access_code, GOOD_CARD)).json().status).toBe('success');
    const late = await post('/v2/payments/verify', a.headers, { reference: checkoutA.reference });
    expect(late.json()).toEqual({ status: 'failed', message: expect.stringMatching(/promo code .* refund/i) });
    expect(await adStatus(t, a.adId)).toBe('setup');
    expect(await adStatus(t, b.adId)).toBe('paid');
    expect(await paymentRow(t, checkoutA.reference)).toMatchObject({ status: 'refunded', refund_reason: 'promo_used_up' });
    const paidWithCode = await t.db
      .selectFrom('payments')
      .innerJoin('promo_codes', 'promo_codes.id', 'payments.promo_id')
      .select('payments.id')
      .where('promo_codes.code', '=', 'ONLYONCE')
      .where('payments.status', '=', 'success')
      .execute();
    expect(paidWithCode).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(checkoutA.reference));
  });

  it('one order paid twice through two checkouts keeps one payment and refunds the other', async () => {
    const a = await userWithAd(t);
    const first = (await post('/v2/payments/initialize', a.headers, order)).json();
    const second = (await post('/v2/payments/initialize', a.headers, order)).json();
    await charge(a.headers, first.access_code, GOOD_CARD);
    await charge(a.headers, second.access_code, GOOD_CARD);
    expect((await post('/v2/payments/verify', a.headers, { reference: first.reference })).json().status).toBe('success');
    const again = await post('/v2/payments/verify', a.headers, { reference: second.reference });
    expect(again.json()).toEqual({ status: 'success', message: expect.stringMatching(/already paid .* refund/i) });

    expect(await paymentRow(t, first.reference)).toMatchObject({ status: 'success' });
    expect(await paymentRow(t, second.reference)).toMatchObject({ status: 'refunded', refund_reason: 'order_already_paid' });
    const invoices = await t.db.selectFrom('invoices').select('id').where('user_id', '=', a.user.id).execute();
    expect(invoices).toHaveLength(1);
    // The operator is told: an error in the log, and the refund in `npm run ops -- refunds`.
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(second.reference));
    expect(await listRefunds(t.db)).toEqual(
      expect.arrayContaining([expect.objectContaining({ reference: second.reference, status: 'refunded', reason: 'order_already_paid' })]),
    );
    // The owner's payment history says so too.
    const history = (await post('/v2/token-login', a.headers, {})).json().user.transactions.history as {
      reference: string;
      status: string;
    }[];
    expect(history.find((p) => p.reference === second.reference)?.status).toBe('refunded');
  });

  it('two payments of one order completing at the same moment fulfil it once', async () => {
    const a = await userWithAd(t);
    const checkouts = [];
    for (let i = 0; i < 4; i++) checkouts.push((await post('/v2/payments/initialize', a.headers, order)).json());
    for (const c of checkouts) await charge(a.headers, c.access_code, GOOD_CARD);
    await Promise.all(checkouts.map((c) => post('/v2/payments/verify', a.headers, { reference: c.reference })));
    const rows = await t.db.selectFrom('payments').select('status').where('ad_id', '=', a.adId).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['refunded', 'refunded', 'refunded', 'success']);
    expect(await t.db.selectFrom('invoices').select('id').where('user_id', '=', a.user.id).execute()).toHaveLength(1);
  });
});

describe('with Paystack', () => {
  const SECRET = 'sk_test_fake_secret';
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let refundWorks = true;

  beforeAll(async () => {
    fake = await startFakeServer(({ method, url, body }) => {
      if (method === 'POST' && url === '/transaction/initialize') {
        const { reference } = body as { reference: string };
        return { body: { status: true, message: 'ok', data: { access_code: `ac_${reference}`, reference } } };
      }
      if (method === 'POST' && url === '/refund')
        return refundWorks
          ? { body: { status: true, message: 'Refund has been queued for processing', data: { status: 'pending' } } }
          : { status: 500, body: { status: false, message: 'Refund failed' } };
      return { status: 400, body: { status: false, message: 'not found' } };
    });
    t = await createTestApp({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_fake', PAYSTACK_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const paidWebhook = (reference: string, amount: number) => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference, amount, currency: 'ZAR', status: 'success' } });
    return t.app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(SECRET, body) },
      payload: body,
    });
  };

  it('the second success of one order is refunded through Paystack; a failed refund stays listed for the operator', async () => {
    const a = await userWithAd(t);
    const first = (await post('/v2/payments/initialize', a.headers, order)).json();
    const second = (await post('/v2/payments/initialize', a.headers, order)).json();
    const third = (await post('/v2/payments/initialize', a.headers, order)).json();
    expect((await paidWebhook(first.reference, first.amountCents)).statusCode).toBe(200);
    expect((await paidWebhook(second.reference, second.amountCents)).statusCode).toBe(200);
    expect(fake.requests.filter((r) => r.url === '/refund').map((r) => r.body)).toEqual([
      { transaction: second.reference, amount: second.amountCents },
    ]);
    expect((await paymentRow(t, second.reference)).status).toBe('refunded');

    refundWorks = false;
    expect((await paidWebhook(third.reference, third.amountCents)).statusCode).toBe(200);
    expect((await paymentRow(t, third.reference)).status).toBe('refunding');
    expect(await listRefunds(t.db)).toEqual(
      expect.arrayContaining([expect.objectContaining({ reference: third.reference, status: 'refunding' })]),
    );
  });
});
