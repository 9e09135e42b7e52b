import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.createUser());
});
afterAll(() => t.close());

describe('answers about an owner are never stored by a browser or a proxy', () => {
  it.each([
    ['GET', '/v2/subscriptions'],
    ['GET', '/v2/search-ads'],
    ['GET', '/v2/search-ads/all'],
    ['GET', '/v2/google-business-profile'],
    ['GET', '/v2/reports'],
    ['POST', '/v2/token-login'],
  ] as const)('%s %s answers Cache-Control: private, no-store', async (method, url) => {
    const res = await t.app.inject({ method, url, headers });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a refusal is not stored either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/subscriptions' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
