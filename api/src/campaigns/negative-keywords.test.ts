import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const about = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  location_ids: ['st:ZA:WC'],
  address: '1 Long St, Cape Town',
};
const keywords = { keywords: ['plumber'], competitors: ['Acme Plumbing'] };

describe('words to exclude (negative keywords) on a search ad', () => {
  it('are saved with the keywords step and loaded with the ad, trimmed and without repeats', async () => {
    const { headers } = await t.createUser();
    const ad = (await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: about })).json().search_ad;
    expect(ad.negative_keywords).toEqual([]);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/v2/search-ads',
      headers,
      payload: { ...keywords, negative_keywords: ['free', ' Free ', 'plumbing  jobs', 'diy'], ads_id: ad.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().search_ad.negative_keywords).toEqual(['free', 'plumbing jobs', 'diy']);

    const loaded = await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers });
    expect(loaded.json().search_ad).toMatchObject({
      id: ad.id,
      keywords: ['plumber'],
      negative_keywords: ['free', 'plumbing jobs', 'diy'],
    });

    // A client that sends no words to exclude keeps the saved ones.
    await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: { ...keywords, ads_id: ad.id } });
    expect((await t.app.inject({ method: 'GET', url: '/v2/search-ads', headers })).json().search_ad.negative_keywords).toEqual([
      'free',
      'plumbing jobs',
      'diy',
    ]);
    // An empty list clears them.
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/v2/search-ads',
      headers,
      payload: { ...keywords, negative_keywords: [], ads_id: ad.id },
    });
    expect(cleared.json().search_ad.negative_keywords).toEqual([]);
  });

  it('refuses more words than the limit and over-long words', async () => {
    const { headers } = await t.createUser();
    const ad = (await t.app.inject({ method: 'POST', url: '/v2/search-ads', headers, payload: about })).json().search_ad;
    const tooMany = Array.from({ length: 31 }, (_, i) => `word${i}`);
    const many = await t.app.inject({
      method: 'POST',
      url: '/v2/search-ads',
      headers,
      payload: { ...keywords, negative_keywords: tooMany, ads_id: ad.id },
    });
    expect(many.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/v2/search-ads',
      headers,
      payload: { ...keywords, negative_keywords: ['x'.repeat(81)], ads_id: ad.id },
    });
    expect(long.statusCode).toBe(400);
  });
});
