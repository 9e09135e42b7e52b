import { insertSearchAd } from '../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../testing/test-app';
import { importPerformance } from './performance';
import { performanceDays } from './performance-days';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const engineDay = (adId: number, engine: string, date: string, clicks: number) => ({
  ad_id: adId,
  engine,
  date,
  clicks,
  views: clicks * 10,
  spend_cents: clicks * 100,
  fetched_at: new Date().toISOString(),
});

describe("an ad's days", () => {
  it("sum every engine on a day the APIs reported, and keep the imported CSV's days where none did (never both)", async () => {
    const owner = await t.createUser();
    const adId = await insertSearchAd(t.db, owner.user.id);
    await importPerformance(t.db, adId, [
      { date: '2026-11-01', clicks: 5, views: 50, spendCents: 500 },
      { date: '2026-11-02', clicks: 7, views: 70, spendCents: 700 },
    ]);
    await t.db
      .insertInto('engine_days')
      .values([
        engineDay(adId, 'google', '2026-11-02', 3),
        engineDay(adId, 'microsoft', '2026-11-02', 1),
        engineDay(adId, 'microsoft', '2026-11-03', 2),
      ])
      .execute();
    expect(await performanceDays(t.db, adId)).toEqual([
      { date: '2026-11-01', clicks: 5, views: 50, spendCents: 500 },
      { date: '2026-11-02', clicks: 4, views: 40, spendCents: 400 },
      { date: '2026-11-03', clicks: 2, views: 20, spendCents: 200 },
    ]);
  });
});
