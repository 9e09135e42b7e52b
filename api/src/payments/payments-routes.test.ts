import { MESSAGES, quoteSearchAds } from '@adlaunch/shared';
import { sign } from '../adapters/payments';
import { promoService } from '../promo-codes/promo-codes';
import { startFakeServer } from '../testing/fake-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { about, details, keywords } from '../testing/search-ad-steps';
import { filledProfile } from '../testing/profile-steps';

const order = { product: 'search_ads', plan: 'plan_04', chargeVAT: true, email: 'sipho@example.com' };

async function userWithAd(
  t: TestApp,
  email?: string,
  steps = [about, details, keywords],
  fields: Parameters<TestApp['createUser']>[1] = {},
) {
  const account = await t.createUser(email, fields);
  let id: number | undefined;
  for (const step of steps) {
    const res = await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers: account.headers, payload: { ...step, ads_id: id } });
    id = res.json().search_ad.id;
  }
  return { ...account, adId: id! };
}

async function userWithProfile(t: TestApp) {
  const account = await t.createUser(undefined, { charge_vat: 0 });
  const stamp = new Date().toISOString();
  const row = await t.db
    .insertInto('profiles')
    .values({ user_id: account.user.id, status: 'setup', created_at: stamp, updated_at: stamp, ...filledProfile })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...account, profileId: row.id };
}

const adStatus = async (t: TestApp, id: number) =>
  await t.db.selectFrom('search_ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('payments with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await promoService(t.db).create({ code: 'FREEBIE', type: 'free' });
    await promoService(t.db).create({ code: 'HALF', type: 'percent', percentage: 50 });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('prices on the server, takes the test card and fulfils once', async () => {
    const { headers, adId } = await userWithAd(t);
    // An amount sent by the browser is ignored.
    const res = await post('/v2/payments/initialize', headers, { ...order, amountCents: 1 });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const expected = quoteSearchAds({ plan: 'plan_04', chargeVAT: true }).chargeZarCents;
    expect(answer).toEqual({
      reference: expect.stringMatching(/^AL-/),
      access_code: expect.stringMatching(/^sbx_/),
      amountCents: expected,
      currency: 'ZAR',
      provider: 'sandbox',
      public_key: null,
    });

    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', answer.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', amount_cents: expected, plan: 'plan_04', ad_id: adId, product: 'search_ads' });
    // The receipt, the payment history and the emails name the plan as every screen does.
    expect(row.description).toBe('AdLaunch search ads, Growth plan');
    expect(JSON.parse(row.metadata)).toMatchObject({
      description: 'AdLaunch search ads, Growth plan',
      payment_medium: 'card',
      flow_name: 'setup-search',
      product: 'search_ads',
      vat: true,
      interval: 'monthly',
      subscription_cost: 240000,
      subscription_cost_usd: 12000,
      ads_cost: 480000,
      ads_cost_usd: 25000,
      setup_cost: 120000,
      setup_cost_usd: 6000,
      plan: 'plan_04',
      promo_id: null,
      model_id: adId,
    });

    const pending = await post('/v2/payments/verify', headers, { reference: answer.reference });
    expect(pending.json().status).toBe('pending');
    expect((await adStatus(t, adId)).status).toBe('setup');

    const charge = await post('/v2/payments/sandbox/charge', headers, {
      access_code: answer.access_code,
      card_number: '4084 0840 8408 4081',
    });
    expect(charge.json()).toMatchObject({ status: 'success', reference: answer.reference });
    const verified = await post('/v2/payments/verify', headers, { reference: answer.reference });
    expect(verified.json()).toEqual({ status: 'success', message: 'Payment received. Thank you!' });
    expect(await adStatus(t, adId)).toMatchObject({ status: 'paid', plan: 'plan_04', budget_cents: 480000 });

    // A replayed reference changes nothing, and a paid ad cannot be bought twice.
    const paidAt = (await t.db.selectFrom('payments').select('paid_at').where('reference', '=', answer.reference).executeTakeFirstOrThrow())
      .paid_at;
    await t.db.updateTable('search_ads').set({ status: 'active' }).where('id', '=', adId).execute();
    const replay = await post('/v2/payments/verify', headers, { reference: answer.reference });
    expect(replay.json().status).toBe('success');
    expect((await adStatus(t, adId)).status).toBe('active');
    expect(
      (await t.db.selectFrom('payments').select('paid_at').where('reference', '=', answer.reference).executeTakeFirstOrThrow()).paid_at,
    ).toBe(paidAt);
    expect((await post('/v2/payments/initialize', headers, order)).statusCode).toBe(409);
  });

  it('records a declined card and leaves the ad in setup', async () => {
    const { headers, adId } = await userWithAd(t);
    const { reference, access_code } = (await post('/v2/payments/initialize', headers, order)).json();
    const charge = await post('/v2/payments/sandbox/charge', headers, { access_code, card_number: '4000000000000002' });
    expect(charge.json()).toMatchObject({ status: 'failed', message: 'Your card was declined. Please try another card.' });
    const verified = await post('/v2/payments/verify', headers, { reference });
    expect(verified.json()).toEqual({ status: 'failed', message: 'Your card was declined. Please try another card.' });
    expect((await adStatus(t, adId)).status).toBe('setup');
    expect((await t.db.selectFrom('payments').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status).toBe(
      'failed',
    );
    const unknownCard = await post('/v2/payments/sandbox/charge', headers, { access_code, card_number: '1234' });
    expect(unknownCard.statusCode).toBe(400);
  });

  it("keeps each user's payments to themselves", async () => {
    const owner = await userWithAd(t);
    const other = await t.createUser();
    const { reference, access_code } = (await post('/v2/payments/initialize', owner.headers, order)).json();
    expect((await post('/v2/payments/verify', other.headers, { reference })).statusCode).toBe(404);
    expect((await post('/v2/payments/sandbox/charge', other.headers, { access_code, card_number: '4084084084084081' })).statusCode).toBe(
      404,
    );
    expect((await post('/v2/payments/verify', owner.headers, { reference: 'AL-NOPE' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/v2/payments/initialize', payload: order })).statusCode).toBe(401);
  });

  it('refuses an incomplete ad, a missing plan, a bad email and an unknown promo code', async () => {
    const partial = await userWithAd(t, undefined, [about, details]);
    const incomplete = await post('/v2/payments/initialize', partial.headers, order);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error).toBe('Please finish every step before paying.');
    const full = await userWithAd(t);
    expect((await post('/v2/payments/initialize', full.headers, { ...order, plan: undefined })).json().error).toBe('Choose a plan.');
    expect((await post('/v2/payments/initialize', full.headers, { ...order, email: 'nope' })).json().error).toBe(MESSAGES.email);
    expect((await post('/v2/payments/initialize', full.headers, { ...order, chargeVAT: undefined })).statusCode).toBe(400);
    const promo = await post('/v2/payments/initialize', full.headers, { ...order, promo_code: 'NOPE' });
    expect(promo.statusCode).toBe(404);
  });

  it('applies promo codes, the staff test amount and the zero-total rule', async () => {
    const half = await userWithAd(t, undefined, undefined, { charge_vat: 0 });
    const halfAnswer = (await post('/v2/payments/initialize', half.headers, { ...order, chargeVAT: false, promo_code: 'half' })).json();
    expect(halfAnswer.amountCents).toBe(180000 + 480000);

    const staff = await userWithAd(t, `ops-${Date.now()}@adlaunch.example`);
    expect((await post('/v2/payments/initialize', staff.headers, order)).json().amountCents).toBe(100);

    const profile = await userWithProfile(t);
    const gbp = { product: 'gbp', chargeVAT: false, email: 'sipho@example.com' };
    const free = await post('/v2/payments/initialize', profile.headers, { ...gbp, promo_code: 'FREEBIE' });
    expect(free.statusCode).toBe(400);
    expect(free.json().error).toBe(MESSAGES.zeroTotal);
    const friend = await t.createUser();
    const paid = (await post('/v2/payments/initialize', profile.headers, { ...gbp, referrer: friend.user.referral_code })).json();
    expect(paid.amountCents).toBe(34500);
    const { access_code, reference } = paid;
    await post('/v2/payments/sandbox/charge', profile.headers, { access_code, card_number: '4084084084084081' });
    expect((await post('/v2/payments/verify', profile.headers, { reference })).json().status).toBe('success');
    expect((await t.db.selectFrom('profiles').select('status').where('id', '=', profile.profileId).executeTakeFirstOrThrow()).status).toBe(
      'paid',
    );
  });

  it('refuses unsigned webhooks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
      payload: '{"event":"charge.success"}',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('payments with Paystack', () => {
  const SECRET = 'sk_test_fake_secret';
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  /** What the fake Paystack answers to verify, per reference. */
  const verdicts = new Map<string, { status: string; amount: number; currency: string }>();
  /** The refunds the fake Paystack was asked for. */
  const refunds: { transaction: string; amount: number }[] = [];

  beforeAll(async () => {
    fake = await startFakeServer(({ method, url, body }) => {
      if (method === 'POST' && url === '/transaction/initialize') {
        const { reference } = body as { reference: string };
        return {
          body: {
            status: true,
            message: 'Authorization URL created',
            data: { access_code: `ac_${reference}`, reference, authorization_url: 'https://checkout.example/x' },
          },
        };
      }
      if (method === 'POST' && url === '/refund') {
        refunds.push(body as { transaction: string; amount: number });
        return { body: { status: true, message: 'Refund has been queued for processing', data: {} } };
      }
      const match = /^\/transaction\/verify\/(.+)$/.exec(url);
      const verdict = match && verdicts.get(decodeURIComponent(match[1]));
      if (method === 'GET' && verdict)
        return {
          body: {
            status: true,
            message: 'Verification successful',
            data: { reference: match[1], gateway_response: 'Approved', ...verdict },
          },
        };
      return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
    });
    t = await createTestApp({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_PUBLIC_KEY: 'pk_test_fake', PAYSTACK_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });

  it('initialises the transaction with Paystack in ZAR cents with the metadata', async () => {
    const { headers } = await userWithAd(t);
    const answer = (await post('/v2/payments/initialize', headers, order)).json();
    expect(answer).toMatchObject({ provider: 'paystack', public_key: 'pk_test_fake', access_code: `ac_${answer.reference}` });
    const sent = fake.requests.find((r) => r.url === '/transaction/initialize')!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent.body).toMatchObject({
      email: 'sipho@example.com',
      amount: answer.amountCents,
      currency: 'ZAR',
      reference: answer.reference,
      metadata: { plan: 'plan_04', flow_name: 'setup-search' },
    });
    expect(
      (await post('/v2/payments/sandbox/charge', headers, { access_code: answer.access_code, card_number: '4084084084084081' })).statusCode,
    ).toBe(404);
  });

  it('verifies the amount and currency before fulfilling', async () => {
    const { headers, adId } = await userWithAd(t);
    const { reference, amountCents } = (await post('/v2/payments/initialize', headers, order)).json();
    verdicts.set(reference, { status: 'success', amount: amountCents - 1, currency: 'ZAR' });
    const mismatch = await post('/v2/payments/verify', headers, { reference });
    expect(mismatch.json()).toEqual({
      status: 'failed',
      message: 'We could not match this payment to your order, so we are refunding it to your card. Please contact support.',
    });
    expect((await adStatus(t, adId)).status).toBe('setup');
    // The provider holds money the order does not: it goes back, by the one refund routine (security round 4, finding 9).
    expect(refunds).toContainEqual({ transaction: reference, amount: amountCents - 1 });
    const refunded = await t.db
      .selectFrom('payments')
      .select(['status', 'refund_reason'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    expect(refunded).toEqual({ status: 'refunded', refund_reason: 'amount_mismatch' });
    // Asked again, it answers the same and refunds nothing twice.
    expect((await post('/v2/payments/verify', headers, { reference })).json().status).toBe('failed');
    expect(refunds.filter((r) => r.transaction === reference)).toHaveLength(1);

    const second = (await post('/v2/payments/initialize', headers, order)).json();
    verdicts.set(second.reference, { status: 'success', amount: second.amountCents, currency: 'USD' });
    expect((await post('/v2/payments/verify', headers, { reference: second.reference })).json().status).toBe('failed');

    const third = (await post('/v2/payments/initialize', headers, order)).json();
    verdicts.set(third.reference, { status: 'failed', amount: third.amountCents, currency: 'ZAR' });
    expect((await post('/v2/payments/verify', headers, { reference: third.reference })).json().status).toBe('failed');

    const fourth = (await post('/v2/payments/initialize', headers, order)).json();
    verdicts.set(fourth.reference, { status: 'success', amount: fourth.amountCents, currency: 'ZAR' });
    expect((await post('/v2/payments/verify', headers, { reference: fourth.reference })).json().status).toBe('success');
    expect((await adStatus(t, adId)).status).toBe('paid');
  });

  it('answers "still waiting" when Paystack does not know the reference (nothing was paid under it)', async () => {
    const { headers } = await userWithAd(t);
    const { reference } = (await post('/v2/payments/initialize', headers, order)).json();
    const res = await post('/v2/payments/verify', headers, { reference });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending' });
  });

  it('fulfils from a correctly signed webhook exactly once, and refuses bad signatures', async () => {
    const { headers, adId } = await userWithAd(t);
    const { reference, amountCents } = (await post('/v2/payments/initialize', headers, order)).json();
    const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: amountCents, currency: 'ZAR', status: 'success' } });

    expect((await webhook(body, sign('wrong-secret', body))).statusCode).toBe(401);
    expect((await webhook(body, 'not-hex')).statusCode).toBe(401);
    const tampered = body.replace(String(amountCents), String(amountCents + 100));
    expect((await webhook(tampered, sign(SECRET, body))).statusCode).toBe(401);
    expect((await adStatus(t, adId)).status).toBe('setup');

    const good = await webhook(body, sign(SECRET, body));
    expect(good.statusCode).toBe(200);
    expect((await adStatus(t, adId)).status).toBe('paid');
    const paidAt = (await t.db.selectFrom('payments').select('paid_at').where('reference', '=', reference).executeTakeFirstOrThrow())
      .paid_at;
    expect((await webhook(body, sign(SECRET, body))).statusCode).toBe(200);
    expect((await t.db.selectFrom('payments').select('paid_at').where('reference', '=', reference).executeTakeFirstOrThrow()).paid_at).toBe(
      paidAt,
    );
    // The browser's verify after the webhook finds it paid without asking Paystack again.
    expect((await post('/v2/payments/verify', headers, { reference })).json().status).toBe('success');
    // One invoice, however often Paystack repeats itself.
    const invoices = await t.db
      .selectFrom('invoices')
      .innerJoin('payments', 'payments.id', 'invoices.payment_id')
      .select(['invoices.number', 'invoices.document'])
      .where('payments.reference', '=', reference)
      .execute();
    expect(invoices).toHaveLength(1);
    expect(JSON.parse(invoices[0].document)).toMatchObject({ kind: 'tax_invoice', paymentReference: reference, totalCents: amountCents });
  });

  it('ignores a signed webhook with the wrong amount', async () => {
    const { headers, adId } = await userWithAd(t);
    const { reference, amountCents } = (await post('/v2/payments/initialize', headers, order)).json();
    const body = JSON.stringify({ event: 'charge.success', data: { reference, amount: amountCents - 500, currency: 'ZAR' } });
    expect((await webhook(body, sign(SECRET, body))).statusCode).toBe(200);
    expect((await adStatus(t, adId)).status).toBe('setup');
  });
});

describe('when card payments cannot work', () => {
  it('refuses payments in production without provider keys, and keeps the order', async () => {
    const t = await createTestApp({}, { env: 'production' });
    try {
      const { headers, adId } = await userWithAd(t);
      const res = await t.app.inject({ method: 'POST', url: '/v2/payments/initialize', headers, payload: order });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('Card payments are not available right now. Your order is saved: please try again later.');
      expect((await adStatus(t, adId)).status).toBe('setup');
      const sandbox = await t.app.inject({
        method: 'POST',
        url: '/v2/payments/sandbox/charge',
        headers,
        payload: { access_code: 'sbx_x', card_number: '4084084084084081' },
      });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('says the provider is unreachable and loses nothing when it is down', async () => {
    // Nothing listens on port 9 of the loopback.
    const t = await createTestApp({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const { headers, adId } = await userWithAd(t);
      const before = await adStatus(t, adId);
      const res = await t.app.inject({ method: 'POST', url: '/v2/payments/initialize', headers, payload: order });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('The card payment service is not reachable. Please try again in a moment.');
      expect(await adStatus(t, adId)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
