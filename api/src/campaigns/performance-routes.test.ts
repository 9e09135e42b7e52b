import { importPerformance } from './performance';
import { insertSearchAd } from '../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An active search ad with no figures yet. */
const newAd = (userId: number) => insertSearchAd(t.db, userId, { keywords: '[]' });

describe('GET /v2/search-ads/:id/performance', () => {
  it("answers the owner's days, oldest first", async () => {
    const owner = await t.createUser();
    const adId = await newAd(owner.user.id);
    await importPerformance(t.db, adId, [
      { date: '2024-05-02', clicks: 4, views: 90, spendCents: 3210 },
      { date: '2024-05-01', clicks: 3, views: 80, spendCents: 2500 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/v2/search-ads/${adId}/performance`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      days: [
        { date: '2024-05-01', clicks: 3, views: 80, spendCents: 2500 },
        { date: '2024-05-02', clicks: 4, views: 90, spendCents: 3210 },
      ],
    });
  });

  it('answers an empty list for an ad without statistics yet', async () => {
    const owner = await t.createUser();
    const adId = await newAd(owner.user.id);
    const res = await t.app.inject({ method: 'GET', url: `/v2/search-ads/${adId}/performance`, headers: owner.headers });
    expect(res.json()).toEqual({ days: [] });
  });

  it("refuses another user's ad exactly like a missing one", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const adId = await newAd(owner.user.id);
    await importPerformance(t.db, adId, [{ date: '2024-05-01', clicks: 3, views: 80, spendCents: 2500 }]);
    const theirs = await t.app.inject({ method: 'GET', url: `/v2/search-ads/${adId}/performance`, headers: stranger.headers });
    const missing = await t.app.inject({ method: 'GET', url: '/v2/search-ads/999999/performance', headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'We could not find that search ad.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());
  });

  it('needs a login and a numeric id', async () => {
    const owner = await t.createUser();
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/search-ads/1/performance' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual(expect.any(String));
    const bad = await t.app.inject({ method: 'GET', url: '/v2/search-ads/abc/performance', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
  });
});
