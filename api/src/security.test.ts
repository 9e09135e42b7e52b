import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type LightMyRequestResponse as Response } from 'fastify';
import { securityHeaderOptions } from './lib/security';
import { PAGE_STARTER, PAGE_STARTER_CSP, withPageStarter } from './site/page-starter';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let siteRoot: string;

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const build = path.join(siteRoot, 'mfe-marketing/dist/1.0.0-abc');
  fs.mkdirSync(build, { recursive: true });
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{"name":"mfe_marketing"}');
  fs.mkdirSync(path.join(siteRoot, 'shell/dist/site'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell/dist/site/index.html'), '<html><head><title>x</title></head><body></body></html>');
  t = await createTestApp(
    {},
    {
      env: 'production',
      siteRoot,
      remoteOrigins: ['https://cdn.adlaunch.example'],
      publicOrigin: 'https://www.adlaunch.example',
      apiBase: 'https://api.adlaunch.example',
      blogUrl: 'https://blog.adlaunch.example/?from=site&x="y"',
    },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

it('sends strict security headers in production', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/version-check', payload: { cid: 'x' } });
  const csp = String(res.headers['content-security-policy']);
  const starter = `'sha256-${createHash('sha256').update(PAGE_STARTER).digest('base64')}'`;
  expect(csp).toContain(`script-src 'self' ${starter} https://cdn.adlaunch.example https://js.paystack.co`);
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(csp).toContain("connect-src 'self' https://api.adlaunch.example https://cdn.adlaunch.example https://api.paystack.co");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});

it("sends helmet's own headers byte for byte, names as helmet spells them, on API answers and pages", async () => {
  const reference = Fastify();
  await reference.register(helmet, securityHeaderOptions(t.config, [PAGE_STARTER_CSP]));
  reference.get('/', async () => '');
  const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection']);
  // The answer's headers as they go on the wire: names as they were set, in order.
  const sent = (res: Response) => {
    const raw = res.raw.res as ServerResponse & { getRawHeaderNames(): string[] };
    return raw.getRawHeaderNames().flatMap((name) => (notHelmets.has(name.toLowerCase()) ? [] : [[name, raw.getHeader(name)]]));
  };
  const expected = sent(await reference.inject({ method: 'GET', url: '/' }));
  await reference.close();
  expect(expected.length).toBeGreaterThan(10);
  expect(expected).toContainEqual(['Content-Security-Policy', expect.stringContaining("frame-ancestors 'none'")]);
  const names = new Set(expected.map(([name]) => name));
  const api = await t.app.inject({ method: 'POST', url: '/v1/version-check', payload: { cid: 'x' } });
  const page = await t.app.inject({ method: 'GET', url: '/pricing' });
  for (const res of [api, page]) expect(sent(res).filter(([name]) => names.has(name as string))).toEqual(expected);
});

it('starts a prerendered page after its first frame with exactly the inline script the policy allows', () => {
  const page = withPageStarter('<html><head><script defer src=/main.js></script></head><body></body></html>');
  expect(page).toBe(`<html><head></head><body><script>${PAGE_STARTER}</script></body></html>`);
  expect(() => withPageStarter('<html><head></head></html>')).toThrow(/no deferred/);
});

it('answers remote files with the exact site origin in CORS', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/remotes/mfe-marketing/1.0.0-abc/mf-manifest.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe('https://www.adlaunch.example');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

it('puts the configured API base in the page, not in a bundle', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/pricing' });
  expect(res.body).toContain('<meta name="api-base" content="https://api.adlaunch.example">');
});

it("puts the configured blog's address in the page, for the header's and footer's Blog link", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/faqs' });
  expect(res.body).toContain('<meta name="blog-url" content="https://blog.adlaunch.example/?from=site&amp;x=&quot;y&quot;">');
});

it('has no dev routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/__dev/outbox?to=a@example.com' });
  expect(res.statusCode).toBe(404);
});
