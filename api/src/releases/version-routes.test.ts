import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v1/version-check', () => {
  it('answers the live version', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/version-check', payload: { cid: 'abc' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toMatch(/^1\.0\.0-/);
  });
  it('refuses a missing cid, bad JSON and oversized bodies with a message', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/v1/version-check', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual(expect.any(String));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/version-check',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('The request body is not valid JSON.');
    const big = await t.app.inject({ method: 'POST', url: '/v1/version-check', payload: { cid: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('The request is too large.');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/v1/version-check',
      headers: { 'content-type': 'application/json' },
      payload: '{"cid":"a","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('POST /v2/social-leads', () => {
  const lead = {
    name: 'Sipho Dlamini',
    email: 'sipho@example.com',
    phone: '+27 82 555 0101',
    businessName: 'Sipho Plumbing',
    website: 'sipho.co.za',
    platforms: ['facebook'],
    monthlyBudget: '5000_15000',
    message: 'Hi',
  };
  it('stores a lead', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/social-leads', payload: lead });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.selectFrom('social_leads').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].business_name).toBe('Sipho Plumbing');
  });
  it('refuses a bad email with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/social-leads', payload: { ...lead, email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Valid email is required.');
  });
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/v2/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'Not found.' });
});
