import { createTestApp, type TestApp } from '../testing/test-app';
import { paymentByReference, recordPastPayment } from './payment-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('recordPastPayment (the demo and the seeds)', () => {
  it('keeps a payment taken on a past day as taken that day, and brings it up to date when recorded again', async () => {
    const { user } = await t.createUser();
    const payment = {
      reference: 'DEMO-PAST-1',
      kind: 'order' as const,
      user_id: user.id,
      product: 'search_ads',
      ad_id: null,
      profile_id: null,
      amount_cents: 782_000,
      plan: 'plan_03',
      promo_id: null,
      description: 'Search ads: setup and first month',
      metadata: '{}',
      at: '2026-09-14T09:30:00.000Z',
    };
    const first = await recordPastPayment(t.db, payment);
    expect(await paymentByReference(t.db, 'DEMO-PAST-1')).toMatchObject({
      id: first.id,
      status: 'success',
      currency: 'ZAR',
      amount_cents: 782_000,
      created_at: '2026-09-14T09:30:00.000Z',
      paid_at: '2026-09-14T09:30:00.000Z',
    });
    const again = await recordPastPayment(t.db, { ...payment, amount_cents: 644_000, description: 'Search ads: a month' });
    expect(again.id).toBe(first.id);
    expect(await paymentByReference(t.db, 'DEMO-PAST-1')).toMatchObject({ amount_cents: 644_000, description: 'Search ads: a month' });
  });
});
