import type { Config } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

// Each test builds its own app with its own limits, one at a time.
async function withApp(env: Record<string, string>, overrides: Partial<Config>, run: (t: TestApp) => Promise<void>) {
  const quiet = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  const t = await createTestApp(env, overrides);
  process.env.LOG_LEVEL = quiet;
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

let n = 0;
const address = () => `limits-${Date.now()}-${++n}@example.com`;
const newUser = (email: string) => ({
  cid: 'c',
  first_name: 'Thandi',
  last_name: 'Nkosi',
  email,
  password: 'correct horse battery',
  extras: [],
});
const post = (t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

describe('rate limits', () => {
  it('limits codes per address, whatever the IP', () =>
    withApp({ RATE_OTP_PER_ADDRESS: '2' }, {}, async (t) => {
      const email = address();
      expect((await post(t, '/v2/request-otp', { emailAddress: email }, '10.0.0.1')).statusCode).toBe(200);
      expect((await post(t, '/v2/request-otp', { emailAddress: email.toUpperCase() }, '10.0.0.2')).statusCode).toBe(200);
      const third = await post(t, '/v2/request-otp', { emailAddress: email }, '10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: 'Too many codes requested. Please wait a few minutes and try again.' });
      expect((await post(t, '/v2/request-otp', { emailAddress: address() }, '10.0.0.3')).statusCode).toBe(200);
    }));

  it('counts codes against the address the email goes to, whatever else the body says', () =>
    withApp({ RATE_OTP_PER_ADDRESS: '2' }, {}, async (t) => {
      const victim = address();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const decoy = { emailAddress: address() };
        statuses.push((await post(t, '/v2/user', { ...newUser(victim), ...decoy }, `10.0.1.${i}`)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    }));

  it('with TRUST_PROXY=1 takes the address the load balancer saw, not one the client wrote', () =>
    withApp({ RATE_LOGIN_PER_IP: '2', TRUST_PROXY: '1' }, {}, async (t) => {
      const attempt = (spoofed: string) =>
        post(t, '/v2/user/login', { email: address(), password: 'correct horse battery' }, '10.0.0.254', {
          'x-forwarded-for': `${spoofed}, 203.0.113.9`,
        });
      expect((await attempt('1.1.1.1')).statusCode).toBe(401);
      expect((await attempt('2.2.2.2')).statusCode).toBe(401);
      expect((await attempt('3.3.3.3')).statusCode).toBe(429);
      const other = await post(t, '/v2/user/login', { email: address(), password: 'correct horse battery' }, '10.0.0.254', {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(other.statusCode).toBe(401);
    }));

  it('limits codes per IP across calls and addresses', () =>
    withApp({ RATE_OTP_PER_IP: '3' }, {}, async (t) => {
      const statuses = [];
      statuses.push((await post(t, '/v2/request-otp', { emailAddress: address() })).statusCode);
      statuses.push((await post(t, '/v2/user', newUser(address()))).statusCode);
      statuses.push((await post(t, '/v2/request-otp', { emailAddress: address() })).statusCode);
      statuses.push((await post(t, '/v2/user', newUser(address()))).statusCode);
      expect(statuses).toEqual([200, 201, 200, 429]);
      expect((await post(t, '/v2/request-otp', { emailAddress: address() }, '10.9.9.9')).statusCode).toBe(200);
    }));

  it('limits login attempts per IP', () =>
    withApp({ RATE_LOGIN_PER_IP: '2' }, {}, async (t) => {
      const attempt = () => post(t, '/v2/user/login', { email: address(), password: 'correct horse battery' });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: expect.any(String) });
    }));

  it('counts in the shared database store in production', () =>
    withApp({ RATE_OTP_PER_ADDRESS: '1' }, { env: 'production' }, async (t) => {
      const email = address();
      expect((await post(t, '/v2/request-otp', { emailAddress: email })).statusCode).toBe(200);
      expect((await post(t, '/v2/request-otp', { emailAddress: email }, '10.0.0.7')).statusCode).toBe(429);
      const rows = await t.db.selectFrom('rate_limits').select('key').execute();
      expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining([expect.stringContaining(`codes-address:${email}`)]));
    }));
});

it('has no dev outbox in production', () =>
  withApp({}, { env: 'production' }, async (t) => {
    const res = await t.app.inject({ method: 'GET', url: '/__dev/outbox?to=a@example.com' });
    expect(res.statusCode).toBe(404);
  }));
