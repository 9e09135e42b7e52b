import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesHash } from '../releases/release-version';
import { insertSearchAd } from '../testing/insert-search-ad';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ownerFrameFile, prerenderDir, prerenderFile, pricedFile } from './snapshot-files';

let t: TestApp;
let siteRoot: string;

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const releasesDir = path.join(siteRoot, 'releases');
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.writeFileSync(path.join(releasesDir, 'remotes.json'), '{}');
  fs.mkdirSync(path.join(siteRoot, 'shell/dist/site'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell/dist/site/index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  fs.writeFileSync(path.join(siteRoot, 'shell/dist/site/470.1a2b3c4d.js'), 'console.log(1)');
  fs.writeFileSync(path.join(siteRoot, 'shell/dist/site/470.1a2b3c4d.js.br'), 'compressed');
  // The live release's snapshots: the public dashboard, and the owner frames of two pages.
  const dir = prerenderDir(siteRoot, filesHash([path.join(releasesDir, 'remotes.json')]).slice(0, 16));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, prerenderFile('/dashboard')), '<html><head></head><body>visitor dashboard</body></html>');
  fs.writeFileSync(
    path.join(dir, ownerFrameFile('/dashboard')),
    '<html><head></head><body><div id="root" data-prerendered>owner dashboard frame<div data-frame-part="stats-period">Statistics period</div></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, ownerFrameFile('/setup-search/about')),
    '<html><head></head><body><div id="root" data-prerendered>about frame<form><input name="mobile" value=""><input name="business_name" value=""></form></div></body></html>',
  );
  // A page that shows prices: once per price-test variant, and once without.
  fs.writeFileSync(path.join(dir, prerenderFile('/pricing')), '<html><head></head><body>pricing without prices</body></html>');
  for (const v of ['A', 'B'] as const)
    fs.writeFileSync(path.join(dir, pricedFile('/pricing', v)), `<html><head></head><body>pricing for ${v}</body></html>`);
  t = await createTestApp({}, { siteRoot, releasesDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

it('sends a logged-in owner the frame of their page, and a visitor the public page', async () => {
  const { token } = await t.createUser();
  const owner = await page('/dashboard', `theme=dark; token=${encodeURIComponent(token)}`);
  expect(owner.body).toContain('owner dashboard frame');
  // The same address answers differently by the cookie: no cache may mix them up.
  expect(owner.headers.vary).toBe('Cookie');
  // It carries the owner's own details: no cache keeps it, shared or the browser's.
  expect(owner.headers['cache-control']).toBe('private, no-store');
  const step = await page('/setup-search/about', `token=${token}`);
  expect(step.body).toContain('about frame');
  expect(step.headers['cache-control']).toBe('private, no-store');
  const visitor = await page('/dashboard');
  expect(visitor.body).toContain('visitor dashboard');
  expect(visitor.headers['cache-control']).toBe('no-cache');
});

it("fills the frame's fields with the owner's own answers, and no one else's", async () => {
  const { token, user } = await t.createUser();
  await insertSearchAd(t.db, user.id, { business_name: 'Karoo Coffee & "Co"', mobile: '+27 82 555 0101', status: 'setup' });
  const served = (await page('/setup-search/about', `token=${token}`)).body;
  expect(served).toContain('<input name="business_name" value="Karoo Coffee &amp; &quot;Co&quot;">');
  expect(served).toContain('<input name="mobile" value="+27 82 555 0101">');
  const other = await t.createUser();
  const theirs = (await page('/setup-search/about', `token=${other.token}`)).body;
  expect(theirs).toContain('about frame');
  expect(theirs).not.toContain('Karoo');
});

it('serves the statistics period only to an owner with a campaign that has run', async () => {
  const newcomer = await t.createUser();
  expect((await page('/dashboard', `token=${newcomer.token}`)).body).not.toContain('Statistics period');
  const { token, user } = await t.createUser();
  await insertSearchAd(t.db, user.id, { status: 'active' });
  // Their newest order is still being set up; the older one has run.
  await insertSearchAd(t.db, user.id, { status: 'setup' });
  expect((await page('/dashboard', `token=${token}`)).body).toContain('Statistics period');
});

it('sends no frame for a session that is unknown, revoked or expired, nor for a page that is not an owner page', async () => {
  const { token, user } = await t.createUser();
  expect((await page('/dashboard', 'token=not-a-token-anyone-issued-at-all')).body).toContain('visitor dashboard');
  expect((await page('/setup-search/about', 'token=')).body).toContain('shell');
  expect((await page('/setup-search/about', 'token=%E0%A4%A')).body).toContain('shell');
  // A page with no frame of its own (the gbp wizard here) is the shell's page.
  expect((await page('/setup-gbp/about', `token=${token}`)).body).toContain('shell');
  expect((await page('/how-it-works', `token=${token}`)).body).toContain('shell');
  await t.db.updateTable('auth_tokens').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', user.id).execute();
  expect((await page('/dashboard', `token=${token}`)).body).toContain('visitor dashboard');
});

it('caches a hashed file for a year, also when its precompressed copy is sent', async () => {
  const br = await t.app.inject({ method: 'GET', url: '/470.1a2b3c4d.js', headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const plain = await t.app.inject({ method: 'GET', url: '/470.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

it("serves a page that shows prices with the visitor's own variant, decided on the request, and keeps the visitor id as a cookie", async () => {
  const first = await page('/pricing');
  const variant = /pricing for (A|B)/.exec(first.body)![1];
  expect(first.body).toContain(`<meta name="price-variant" content="${variant}">`);
  const cookie = [first.headers['set-cookie']].flat().find((c) => String(c).startsWith('visitorId='))!;
  expect(cookie).toMatch(/^visitorId=[\w-]{22}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  const cid = cookie.split(';')[0].split('=')[1];
  const row = await t.db.selectFrom('visitors').select('ab_variant').where('cid', '=', cid).executeTakeFirstOrThrow();
  expect(row.ab_variant).toBe(variant);

  // The same visitor keeps the variant, with no new id; the answer to POST /v2/visitor is the same.
  for (let i = 0; i < 3; i += 1) {
    const again = await page('/pricing', `visitorId=${cid}`);
    expect(again.body).toContain(`pricing for ${variant}`);
    expect(String(again.headers['set-cookie'] ?? '')).not.toContain('visitorId=');
  }
  const asked = await t.app.inject({ method: 'POST', url: '/v2/visitor', payload: {}, headers: { cookie: `visitorId=${cid}` } });
  expect(asked.json()).toEqual({ cid, abVariant: variant });

  // An id the server did not issue is replaced; a logged-in owner sees their account's variant.
  const made = await page('/pricing', 'visitorId=made-up-by-a-browser');
  expect(String(made.headers['set-cookie'])).not.toContain('visitorId=made-up');
  const { token, user } = await t.createUser();
  const other = variant === 'A' ? 'B' : 'A';
  await t.db.updateTable('users').set({ ab_variant: other }).where('id', '=', user.id).execute();
  const owner = await page('/pricing', `visitorId=${cid}; token=${token}`);
  expect(owner.body).toContain(`pricing for ${other}`);
  expect(owner.body).toContain(`<meta name="price-variant" content="${other}">`);
});

it('sends a served form that has no server handler, posted without scripts, back to its page, and keeps nothing of it', async () => {
  const posted = await t.app.inject({
    method: 'POST',
    url: '/social-media-ads',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'emailAddress=thandi%40example.com&firstName=Thandi',
  });
  expect(posted.statusCode).toBe(303);
  expect(posted.headers.location).toBe('/social-media-ads');
  expect((await t.app.inject({ method: 'POST', url: '/v2/no-such-call', payload: {} })).statusCode).toBe(404);
});
