import { figuresJson } from '../payments/payment-figures';
import { signedInStaff } from '../staff/staff-test-kit';
import { createEnginesApp, type EnginesApp } from './testing/engines-test-kit';

let e: EnginesApp;
beforeAll(async () => {
  e = await createEnginesApp({ env: { OPS_ALERT_EMAIL: 'ops@adlaunch.example' } });
});
afterAll(() => e.close());

let payments = 0;
/** A paid period from 2026-11-01 to 2026-12-01 with an ad budget of R4,800 (excluding VAT). */
async function paidPeriod(userId: number, adId: number, adsCost = 480_000) {
  const stamp = new Date().toISOString();
  const { id } = await e.t.db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      product: 'search_ads',
      ad_id: adId,
      profile_id: null,
      plan: 'plan_04',
      status: 'active',
      charge_vat: 0,
      is_staff: 0,
      anchor_day: 1,
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      cancel_at: null,
      cancelled_at: null,
      ended_at: null,
      card_authorization: null,
      card_brand: null,
      card_last4: null,
      card_email: 'owner@example.com',
      paused_at: null,
      first_payment_id: ++payments,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const figures = figuresJson({
    description: 'Search ads',
    flow_name: 'renewal',
    product: 'search_ads',
    plan: 'plan_04',
    vat: false,
    vat_cents: 0,
    setup_cost: 0,
    subscription_cost: 150_000,
    ads_cost: adsCost,
    discount_cents: 0,
  });
  await e.t.db
    .insertInto('period_invoices')
    .values({
      subscription_id: id,
      user_id: userId,
      period_start: '2026-11-01',
      period_end: '2026-12-01',
      amount_cents: 150_000 + adsCost,
      figures,
      status: 'paid',
      next_attempt_on: null,
      in_flight_payment_id: null,
      paid_payment_id: null,
      closed_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

describe('spend against the paid budget', () => {
  it("alerts staff once per period when an engine's cost passes the period's ad budget by more than 2%", async () => {
    const staff = await signedInStaff(e.t, ['campaigns']);
    const owner = await e.ownerWithAd();
    await paidPeriod(owner.user.id, owner.adId);
    await e.link(owner.adId, 'google', '321-321-3210', '77');
    // R4,896 is exactly 2% past R4,800: no alert yet.
    e.google.setDay('3213213210', '77', '2026-11-20', { clicks: 100, impressions: 1000, costMicros: 4_000_000_000 });
    e.google.setDay('3213213210', '77', '2026-11-21', { clicks: 20, impressions: 200, costMicros: 896_000_000 });
    await e.sync('2026-11-21');
    expect(await e.t.db.selectFrom('spend_alerts').selectAll().where('ad_id', '=', owner.adId).execute()).toEqual([]);

    e.google.setDay('3213213210', '77', '2026-11-22', { clicks: 1, impressions: 10, costMicros: 10_000 });
    await e.sync('2026-11-22');
    await e.sync('2026-11-22');
    const alerts = await e.t.db.selectFrom('spend_alerts').selectAll().where('ad_id', '=', owner.adId).execute();
    expect(alerts).toEqual([
      expect.objectContaining({
        engine: 'google',
        period_start: '2026-11-01',
        budget_cents: 480_000,
        spend_cents: 489_601,
        resolved_at: null,
      }),
    ]);
    const emails = (await e.outbox(staff.email)).filter((m) => m.kind === 'spend-alert');
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toBe(`Overspend: search ad ${owner.adId} on Google Ads`);
    expect(emails[0].text).toContain('R4,896.01 on search ad');
    expect(emails[0].text).toContain("2.0% past the period's ad budget of R4,800.");
    // The back office lists it until the campaigns role closes it.
    const finance = await signedInStaff(e.t, ['finance']);
    const listed = await e.t.app.inject({ method: 'GET', url: '/v2/staff/spend-alerts', headers: finance.headers });
    expect(listed.json().alerts).toEqual([
      expect.objectContaining({
        id: alerts[0].id,
        adId: owner.adId,
        engine: 'google',
        budgetCents: 480_000,
        spendCents: 489_601,
        resolvedAt: null,
      }),
    ]);
    const url = `/v2/staff/spend-alerts/${alerts[0].id}/resolve`;
    expect((await e.t.app.inject({ method: 'POST', url, headers: finance.headers })).statusCode).toBe(403);
    const closed = await e.t.app.inject({ method: 'POST', url, headers: staff.headers });
    expect(closed.json().alerts[0].resolvedAt).toEqual(expect.any(String));
    expect((await e.t.app.inject({ method: 'GET', url: '/v2/staff/spend-alerts', headers: finance.headers })).json().alerts).toEqual([]);
  });

  it('an engine under its budget raises nothing; with no campaigns staff the alert goes to OPS_ALERT_EMAIL', async () => {
    await e.t.db.updateTable('staff').set({ removed_at: new Date().toISOString() }).execute();
    const owner = await e.ownerWithAd();
    await paidPeriod(owner.user.id, owner.adId, 10_000);
    await e.link(owner.adId, 'microsoft', '4444', '88');
    e.microsoft.setDay('4444', '88', '2026-11-22', { clicks: 1, impressions: 10, spend: '99.00' });
    await e.sync('2026-11-22');
    expect(await e.t.db.selectFrom('spend_alerts').selectAll().where('ad_id', '=', owner.adId).execute()).toEqual([]);
    e.microsoft.setDay('4444', '88', '2026-11-22', { clicks: 1, impressions: 10, spend: '103.00' });
    await e.sync('2026-11-22');
    const emails = (await e.outbox('ops@adlaunch.example')).filter((m) => m.kind === 'spend-alert');
    expect(emails.map((m) => m.subject)).toEqual([`Overspend: search ad ${owner.adId} on Microsoft Advertising`]);
  });
});
