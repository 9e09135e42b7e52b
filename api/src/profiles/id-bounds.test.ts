import { about as adAbout, details as adDetails, keywords as adKeywords } from '../testing/search-ad-steps';
import { createTestApp, type TestApp } from '../testing/test-app';

// Round 4: an id past PostgreSQL's `integer` answered 500 there ("value out of range"); the
// contract's schemas refuse it before any query, so every database answers the same 400.

const PAST_INTEGER = 2 ** 31;

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.createUser());
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

const profileAbout = {
  mobile: '+27 82 555 0101',
  business_name: 'Sipho Plumbing',
  business_url: 'sipho.co.za',
  category: 'Plumber',
  registration_number: '2019/123456/07',
};
const profileAddress = { address: '14 Bree Street', zipcode: '8001', city: 'Cape Town', country: 'South Africa' };

describe('an id past the largest a row can have', () => {
  it.each([
    ['the search ad about step', '/v2/search-ads', { ...adAbout, ads_id: PAST_INTEGER }],
    ['the search ad details step', '/v2/search-ads', { ...adDetails, ads_id: PAST_INTEGER }],
    ['the search ad keywords step', '/v2/search-ads', { ...adKeywords, ads_id: PAST_INTEGER }],
    ['pausing a search ad', '/v2/search-ads/toggle', { new_state: 'paused', ads_id: PAST_INTEGER }],
    ['the profile about step', '/v2/google-business-profile', { ...profileAbout, gbp_id: PAST_INTEGER }],
    ['the profile address step', '/v2/google-business-profile', { ...profileAddress, gbp_id: PAST_INTEGER }],
  ])('is refused by %s', async (_, url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/ads_id|gbp_id/);
  });

  it('is refused in a subscription path', async () => {
    for (const action of ['cancel', 'undo-cancel', 'card'])
      expect((await post(`/v2/subscriptions/${PAST_INTEGER}/${action}`, {})).statusCode).toBe(400);
  });

  it('still reaches the service at the largest id (no such row: not found)', async () => {
    const res = await post('/v2/search-ads/toggle', { new_state: 'paused', ads_id: PAST_INTEGER - 1 });
    expect(res.statusCode).toBe(404);
  });
});
