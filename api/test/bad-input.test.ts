import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../src/testing/test-app';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_OTP_PER_IP: '100000', RATE_OTP_PER_ADDRESS: '100000', RATE_LOGIN_PER_IP: '100000' });
  headers = (await t.createUser()).headers;
});
afterAll(() => t.close());

/** Every route the server has, read from its own route table, so a new call is covered as soon as it exists. */
function routes(): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const full = `${stack.join('')}${match[2]}`.replace(/\/$/, '') || '/';
    stack.push(match[2].replace(/\/$/, ''));
    for (const method of match[3].split(', ')) if (method !== 'HEAD') out.push({ method, url: full });
  }
  return out;
}

const wrongTypes = {
  email: 123,
  emailAddress: [],
  password: {},
  otp: null,
  url: 1,
  locationTerm: {},
  ads_id: 'x',
  gbp_id: -1,
  promo_code: [],
  reference: {},
  new_state: 'sideways',
  cid: 5,
  first_name: true,
  product: 'nothing',
  location_ids: 'all',
  ad_details: 'none',
  keywords: [1, 2],
  competitors: {},
  chargeVAT: 'yes',
  platforms: 'all',
  kind: 'x',
};
const longStrings = Object.fromEntries(Object.keys(wrongTypes).map((k) => [k, 'a'.repeat(3000)]));
const injections = Object.fromEntries(
  Object.keys(wrongTypes).map((k, i) => [
    k,
    ["' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000\uffff', '${7*7}', '{{7*7}}'][i % 6],
  ]),
);

const bodies: { name: string; options: Partial<InjectOptions> }[] = [
  { name: 'no body', options: {} },
  { name: 'empty JSON body', options: { headers: { 'content-type': 'application/json' }, payload: '' } },
  { name: 'malformed JSON', options: { headers: { 'content-type': 'application/json' }, payload: '{"email": ' } },
  { name: 'plain text', options: { headers: { 'content-type': 'text/plain' }, payload: 'hello' } },
  { name: 'form data', options: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' } },
  { name: 'a JSON array', options: { payload: [] as unknown as object } },
  { name: 'JSON null', options: { headers: { 'content-type': 'application/json' }, payload: 'null' } },
  { name: 'a JSON string', options: { headers: { 'content-type': 'application/json' }, payload: '"text"' } },
  { name: 'an empty object', options: { payload: {} } },
  {
    name: 'prototype poisoning',
    options: { headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"isAdmin": true}}' },
  },
  {
    name: 'constructor poisoning',
    options: { headers: { 'content-type': 'application/json' }, payload: '{"constructor": {"prototype": {"isAdmin": true}}}' },
  },
  {
    name: 'deep nesting',
    options: { headers: { 'content-type': 'application/json' }, payload: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}` },
  },
  {
    name: 'an oversized body',
    options: { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }) },
  },
  { name: 'wrong types', options: { payload: wrongTypes } },
  { name: 'long strings', options: { payload: longStrings } },
  { name: 'injection strings', options: { payload: injections } },
  {
    name: 'a broken multipart body',
    options: {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
    },
  },
];

const params = ['0', '-1', '99999999999999999999', 'abc', '%00', "1'%20OR%201=1", '..%2F..%2Fetc%2Fpasswd'];

function expand(url: string): string[] {
  if (!url.includes(':')) return [url];
  return params.map((p) => url.replace(/:[a-zA-Z]+/g, p));
}

it('knows the routes it is checking', () => {
  const urls = routes().map((r) => `${r.method} ${r.url}`);
  expect(urls).toEqual(
    expect.arrayContaining(['POST /v2/user/login', 'POST /v2/search-ads', 'GET /v2/google-business-profile/status/:id']),
  );
  expect(urls.length).toBeGreaterThan(20);
});

it('answers every hostile request with a 4xx and a message, never a 5xx', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes()) {
    for (const url of expand(route.url)) {
      for (const auth of [false, true]) {
        const cases = route.method === 'GET' ? [{ name: 'query', options: { query: injections as Record<string, string> } }] : bodies;
        for (const body of cases) {
          const res = await t.app.inject({
            method: route.method as InjectOptions['method'],
            url,
            ...body.options,
            headers: { ...(body.options.headers ?? {}), ...(auth ? headers : {}) },
          });
          sent += 1;
          const where = `${route.method} ${url} (${body.name}${auth ? ', logged in' : ''}) -> ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            let message: unknown;
            try {
              message = res.json().error;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message.length === 0) failures.push(`${where}: no message in ${res.body.slice(0, 120)}`);
            if (/\bat .*\.(ts|js):\d+/.test(res.body)) failures.push(`${where}: a stack trace leaked`);
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(800);
}, 240_000);
