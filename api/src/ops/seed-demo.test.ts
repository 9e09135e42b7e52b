import { verifyPassword } from '../accounts/passwords';
import { listPerformance } from '../campaigns/performance';
import { createTestApp, type TestApp } from '../testing/test-app';
import { getReport, sendMonthlyReports } from '../campaigns/monthly-reports';
import { DEMO_DAYS, DEMO_EMAIL, DEMO_NEGATIVE_KEYWORDS, demoPerformance, seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Date('2024-06-15T08:00:00Z');

describe('seed:demo', () => {
  it('creates a verified account with an active paid ad, a profile in verification, payments and 60 days', async () => {
    const result = await seedDemo(t.db, { password: 'first-demo-pass', scryptCost: 1024, today });
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(1);
    expect(user.is_staff).toBe(0);
    expect(await verifyPassword('first-demo-pass', user.password_hash!)).toBe(true);

    const ad = await t.db.selectFrom('search_ads').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(ad.status).toBe('active');
    expect(ad.budget_cents).toBe(480000);
    expect(JSON.parse(ad.keywords).length).toBeGreaterThan(0);
    expect(Object.values(JSON.parse(ad.ad_details!)).every(Boolean)).toBe(true);

    const profile = await t.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile.status).toBe('verification');

    const payments = await t.db.selectFrom('payments').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
    expect(payments.map((p) => [p.product, p.kind, p.status])).toEqual([
      ['search_ads', 'order', 'success'],
      ['gbp', 'order', 'success'],
      ['search_ads', 'renewal', 'success'],
      ['search_ads', 'renewal', 'success'],
    ]);
    expect(payments.every((p) => p.amount_cents > 0 && p.paid_at)).toBe(true);
    // Every charge has its invoice; the search ads plan renewed on 13 May and 13 June and next charges on 13 July.
    const invoices = await t.db.selectFrom('invoices').select('payment_id').where('user_id', '=', user.id).execute();
    expect(invoices.map((i) => i.payment_id).sort()).toEqual(payments.map((p) => p.id).sort());
    const subs = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
    expect(subs.map((s) => [s.product, s.status, s.period_end, s.card_last4])).toEqual([
      ['search_ads', 'active', '2024-07-13', '4081'],
      ['gbp', 'active', '2024-07-05', '4081'],
    ]);

    const days = await listPerformance(t.db, result.adId);
    expect(days).toHaveLength(DEMO_DAYS);
    expect(days[days.length - 1].date).toBe('2024-06-14');
    expect(days.every((d) => d.clicks <= d.views && d.spendCents > 0)).toBe(true);
  });

  it('is idempotent: a second run adds no rows and sets the new password', async () => {
    const first = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    const again = await seedDemo(t.db, { password: 'second-demo-pass', scryptCost: 1024, today });
    expect(again.userId).toBe(first.id);
    const count = async (table: 'users' | 'search_ads' | 'profiles' | 'payments' | 'performance_days') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([
      await count('users'),
      await count('search_ads'),
      await count('profiles'),
      await count('payments'),
      await count('performance_days'),
    ]).toEqual([1, 1, 1, 4, DEMO_DAYS]);
    const user = await t.db.selectFrom('users').select('password_hash').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(await verifyPassword('second-demo-pass', user.password_hash!)).toBe(true);
  });

  it('gives the demo ad words to exclude and a whole past month that send-reports reports on', async () => {
    const result = await seedDemo(t.db, { password: 'third-demo-pass', scryptCost: 1024, today });
    const ad = await t.db.selectFrom('search_ads').selectAll().where('id', '=', result.adId).executeTakeFirstOrThrow();
    expect(JSON.parse(ad.negative_keywords)).toEqual(DEMO_NEGATIVE_KEYWORDS);

    const report = await getReport(t.db, result.userId, '2024-05', today);
    expect(report.daysWithData).toBe(31);
    expect(report.totals.spendCents).toBeGreaterThan(0);
    const sent = await sendMonthlyReports(t.db, { month: '2024-05', siteOrigin: 'http://localhost:3000' });
    expect(sent.queued).toEqual([DEMO_EMAIL]);
    await t.settle();
    const email = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(email.subject).toBe(`Your May 2024 search ads results: ${report.totals.clicks.toLocaleString('en-US')} clicks`);
    expect(email.html).toContain('http://localhost:3000/dashboard?report=2024-05');
  });

  it('makes the same days every time', () => {
    expect(demoPerformance(today)).toEqual(demoPerformance(today));
  });
});
