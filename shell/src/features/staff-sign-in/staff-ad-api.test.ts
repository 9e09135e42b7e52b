import { staffCalls } from './staff-api';
import { setStaffToken } from './staff-token';

const sent: { path: string; method?: string; authorization?: string; body?: unknown }[] = [];
const change = { order: {}, action: {} };
beforeEach(() => {
  sent.length = 0;
  setStaffToken('staff-token-0123456789abcdef');
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    sent.push({
      path: new URL(url, 'http://x').pathname,
      method: init.method,
      authorization: headers.Authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const body = url.includes('location-search')
      ? { list: [{ id: 'za-gp-jnb', name: 'Johannesburg', type: 'city', country: 'ZA' }] }
      : change;
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
});
afterEach(() => setStaffToken(null));

it('sends each part of an ad change to its path with the staff token', async () => {
  await staffCalls.changeAd!(41, { part: 'keywords', body: { keywords: ['emergency plumber'], negative_keywords: [] } }).catch(
    () => undefined,
  );
  await staffCalls.changeAd!(41, {
    part: 'locations',
    body: { location_ids: ['za-gp-jnb'], note_for_owner: 'Now Johannesburg too.' },
  }).catch(() => undefined);
  expect(sent).toEqual([
    {
      path: '/v2/staff/orders/search_ads/41/keywords',
      method: 'POST',
      authorization: 'Bearer staff-token-0123456789abcdef',
      body: { keywords: ['emergency plumber'], negative_keywords: [] },
    },
    {
      path: '/v2/staff/orders/search_ads/41/locations',
      method: 'POST',
      authorization: 'Bearer staff-token-0123456789abcdef',
      body: { location_ids: ['za-gp-jnb'], note_for_owner: 'Now Johannesburg too.' },
    },
  ]);
});

it('refuses ad text the owner’s step refuses before sending', async () => {
  const long = 'x'.repeat(31);
  await expect(
    staffCalls.changeAd!(41, {
      part: 'ad-text',
      body: { ad_details: { headline_1: long, headline_2: 'a', headline_3: 'b', desc_1: 'c', desc_2: 'd' } },
    }),
  ).rejects.toThrow();
  expect(sent).toEqual([]);
});

it('searches locations as the about step does, without the staff token', async () => {
  expect((await staffCalls.searchLocations!('Johannesburg')).list[0].name).toBe('Johannesburg');
  expect(sent).toEqual([{ path: '/v2/location-search', method: 'POST', authorization: undefined, body: { locationTerm: 'Johannesburg' } }]);
});
