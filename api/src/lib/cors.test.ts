import { createTestApp, type TestApp } from '../testing/test-app';

const SITE = 'https://www.adlaunch.example';
const STAGING = 'https://staging.adlaunch.example';

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_ORIGINS: `${SITE}, ${STAGING}` });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/v2/token-login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it('lets the configured site origins call the API with a bearer token', async () => {
    for (const origin of [SITE, STAGING]) {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const call = await t.app.inject({ method: 'POST', url: '/v1/version-check', headers: { origin: SITE }, payload: { cid: 'c' } });
    expect(call.headers['access-control-allow-origin']).toBe(SITE);
    expect(call.headers.vary).toMatch(/origin/i);
  });

  it('gives any other origin no CORS headers', async () => {
    for (const origin of ['https://evil.example', 'https://www.adlaunch.example.evil.example', 'null', 'http://www.adlaunch.example']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const call = await t.app.inject({ method: 'POST', url: '/v1/version-check', headers: { origin }, payload: { cid: 'c' } });
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows no cross-origin call when no site origin is configured', async () => {
    const alone = await createTestApp();
    try {
      const res = await alone.app.inject({ method: 'POST', url: '/v1/version-check', headers: { origin: SITE }, payload: { cid: 'c' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await alone.close();
    }
  });
});
