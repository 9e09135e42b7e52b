import { insertSearchAd, monthOfDays } from '../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thisMonth = new Date().toISOString().slice(0, 7);

describe('/v2/reports', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/reports' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v2/reports/2024-05' })).statusCode).toBe(401);
  });

  it("lists the owner's past months with statistics, newest first, and answers each month's report", async () => {
    const { user, headers } = await t.createUser();
    await insertSearchAd(t.db, user.id, {}, [
      ...monthOfDays('2024-04', { clicks: 10, views: 200, spendCents: 10000 }),
      ...monthOfDays('2024-05', { clicks: 20, views: 400, spendCents: 15000 }),
      { date: `${thisMonth}-01`, clicks: 1, views: 1, spendCents: 1 },
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/v2/reports', headers });
    expect(list.statusCode).toBe(200);
    // The running month has no report yet.
    expect(list.json()).toEqual({
      reports: [
        { month: '2024-05', label: 'May 2024', clicks: 620, spendCents: 465000, sentAt: null },
        { month: '2024-04', label: 'April 2024', clicks: 300, spendCents: 300000, sentAt: null },
      ],
    });

    const may = await t.app.inject({ method: 'GET', url: '/v2/reports/2024-05', headers });
    expect(may.statusCode).toBe(200);
    expect(may.json()).toEqual({
      report: {
        month: '2024-05',
        label: 'May 2024',
        daysWithData: 31,
        totals: { clicks: 620, views: 12400, spendCents: 465000, ctr: 0.05 },
        budgetCents: 480000,
        previous: { clicks: 300, views: 6000, spendCents: 300000, ctr: 0.05 },
        change: { clicks: expect.closeTo(1.0667, 3), views: expect.closeTo(1.0667, 3), spendCents: 0.55, ctrPoints: 0 },
        businessName: 'Sipho Plumbing',
        sentAt: null,
      },
    });
    const april = (await t.app.inject({ method: 'GET', url: '/v2/reports/2024-04', headers })).json().report;
    expect(april.previous).toBeNull();
    expect(april.change).toEqual({ clicks: null, views: null, spendCents: null, ctrPoints: null });
  });

  it('keeps the reports of a running campaign when the owner starts a new draft', async () => {
    const { user, headers } = await t.createUser();
    await insertSearchAd(t.db, user.id, {}, monthOfDays('2024-05', { clicks: 2, views: 20, spendCents: 100 }));
    await insertSearchAd(t.db, user.id, { status: 'setup', budget_cents: 0 });
    const list = (await t.app.inject({ method: 'GET', url: '/v2/reports', headers })).json();
    expect(list.reports.map((r: { month: string }) => r.month)).toEqual(['2024-05']);
    expect((await t.app.inject({ method: 'GET', url: '/v2/reports/2024-05', headers })).json().report.totals.clicks).toBe(62);
  });

  it('answers 404 for a month without statistics, the running month and other owners, 400 for a bad month', async () => {
    const owner = await t.createUser();
    await insertSearchAd(t.db, owner.user.id, {}, monthOfDays('2024-05', { clicks: 1, views: 10, spendCents: 100 }));
    const get = (url: string, headers = owner.headers) => t.app.inject({ method: 'GET', url, headers });
    expect((await get('/v2/reports/2024-03')).statusCode).toBe(404);
    expect((await get(`/v2/reports/${thisMonth}`)).statusCode).toBe(404);
    expect((await get('/v2/reports/2024-13')).statusCode).toBe(400);
    expect((await get('/v2/reports/may')).json().error).toBe('Give a month as YYYY-MM, e.g. 2024-05.');

    const other = await t.createUser();
    expect((await get('/v2/reports', other.headers)).json()).toEqual({ reports: [] });
    expect((await get('/v2/reports/2024-05', other.headers)).statusCode).toBe(404);
  });
});
