import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { rollbackCanary, startCanary, withCanaries } from '../releases/release-health';
import { manifestText } from '../releases/release-store';
import { prerenderDir, prerenderFile, releaseHash } from './snapshot-files';
import { BUCKET_COOKIE } from './visitor-release';

let t: TestApp;
let siteRoot: string;
const LIVE = '1.0.0-live';
const CANARY = '1.0.0-canary';
const live = {
  'mfe-marketing': { version: LIVE, entry: `/remotes/mfe-marketing/${LIVE}/remoteEntry.js` },
  'mfe-auth': { version: '1.0.0-auth', entry: '/remotes/mfe-auth/1.0.0-auth/remoteEntry.js' },
};
const liveText = manifestText(live);
const canaryEntry = { remote: 'mfe-marketing', version: CANARY, entry: `/remotes/mfe-marketing/${CANARY}/remoteEntry.js` };
const canaryText = manifestText(withCanaries(live, [canaryEntry]));

beforeAll(async () => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sides-'));
  const releasesDir = path.join(siteRoot, 'releases');
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.writeFileSync(path.join(releasesDir, 'remotes.json'), liveText);
  fs.mkdirSync(path.join(siteRoot, 'shell/dist/site'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell/dist/site/index.html'), '<html><head></head><body>shell</body></html>');
  // Each side's snapshot of the home page, kept under the hash of the manifest that side is served.
  for (const [text, body] of [
    [liveText, 'live home'],
    [canaryText, 'canary home'],
  ]) {
    const dir = prerenderDir(siteRoot, releaseHash(text));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, prerenderFile('/')), `<html><head></head><body>${body}</body></html>`);
  }
  t = await createTestApp({}, { siteRoot, releasesDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

/** A visitor holding the (signed) cookie the server gives bucket `bucket`. */
const get = (url: string, bucket?: number) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: bucket === undefined ? {} : { cookie: `theme=dark; ${BUCKET_COOKIE}=${t.app.releaseReportTokens!.bucketCookie(bucket)}` },
  });
const bucketOf = (setCookie: string | string[] | undefined) => Number(/al_bucket=(\d+)/.exec(String(setCookie))?.[1]);

it('gives a new visitor a random bucket 0-99 in a first-party cookie with the page, and the live release while no canary runs', async () => {
  const first = await get('/');
  const cookie = String(first.headers['set-cookie']);
  expect(cookie).toMatch(/^al_bucket=\d{1,2}\.[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(bucketOf(cookie)).toBeGreaterThanOrEqual(0);
  expect(bucketOf(cookie)).toBeLessThan(100);
  expect(first.body).toContain('live home');
  const manifest = await get('/remotes.json', bucketOf(cookie));
  // A visitor with a bucket is not given another.
  expect(manifest.headers['set-cookie']).toBeUndefined();
  expect(manifest.body).toBe(liveText);
  expect(manifest.headers['release-canary']).toBeUndefined();
  expect(manifest.headers['cache-control']).toBe('private, no-cache');
  expect(manifest.headers.vary).toBe('Cookie');
  // Buckets are drawn evenly enough: 400 new visitors reach both halves.
  const buckets = await Promise.all(Array.from({ length: 400 }, async () => bucketOf((await get('/remotes.json')).headers['set-cookie'])));
  expect(buckets.filter((b) => b < 50).length).toBeGreaterThan(140);
  expect(buckets.filter((b) => b >= 50).length).toBeGreaterThan(140);
});

it('serves a canary to the buckets below its share, the same side on every page and reload, the page and its manifest alike', async () => {
  const before = await versionCheck();
  await startCanary(t.db, { ...canaryEntry, percent: 30, baseVersion: LIVE, actor: 'test' });
  await t.app.releaseCanaries!.refresh();
  expect(await versionCheck()).toBe(before);
  for (const bucket of [0, 17, 29]) {
    for (let reload = 0; reload < 3; reload += 1) {
      expect((await get('/', bucket)).body).toContain('canary home');
      const manifest = await get('/remotes.json', bucket);
      expect(manifest.body).toBe(canaryText);
      expect(manifest.headers['release-canary']).toBe('mfe-marketing');
    }
  }
  for (const bucket of [30, 64, 99]) {
    expect((await get('/', bucket)).body).toContain('live home');
    expect((await get('/remotes.json', bucket)).body).toBe(liveText);
  }
  // The canary's manifest differs from the live one in its remote's entry alone: no other remote's URL changes.
  const served = JSON.parse(canaryText);
  expect(served['mfe-auth']).toEqual(live['mfe-auth']);
  expect(Object.keys(served)).toEqual(Object.keys(live));
  // A bucket cookie that is not a bucket is replaced.
  const odd = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `${BUCKET_COOKIE}=abc` } });
  expect(bucketOf(odd.headers['set-cookie'])).toBeLessThan(100);
});

it('does not let a visitor pick their side: a bucket cookie the server did not sign is drawn again', async () => {
  // al_bucket=0 (or a signature copied onto another bucket) would otherwise put anyone on every canary's side.
  const real = t.app.releaseReportTokens!.bucketCookie(50);
  for (const forged of ['0', `0.${real.split('.')[1]}`, '0.AAAAAAAAAAAAAAAAAAAAAA']) {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `${BUCKET_COOKIE}=${forged}` } }),
      ),
    );
    for (const answer of answers) {
      const drawn = bucketOf(answer.headers['set-cookie']);
      expect(answer.body).toBe(drawn < 30 ? canaryText : liveText);
    }
    // Drawn afresh: most of them land on the live side, as any new visitor would.
    expect(answers.filter((answer) => answer.body === liveText).length).toBeGreaterThan(15);
  }
});

it('hands a report token with the release manifest, naming the versions this visitor is served', async () => {
  const answer = await get('/remotes.json', 3);
  const grant = t.app.releaseReportTokens!.verify(String(answer.headers['release-report-token']));
  expect(grant?.tags.sort()).toEqual([`mfe-auth@1.0.0-auth`, `mfe-marketing@${CANARY}`]);
  const other = t.app.releaseReportTokens!.verify(String((await get('/remotes.json', 3)).headers['release-report-token']));
  // Every page load is a session of its own.
  expect(other?.session).not.toBe(grant?.session);
});

const versionCheck = async () => (await t.app.inject({ method: 'POST', url: '/v1/version-check', payload: { cid: 'abc' } })).json().version;

it('moves the canary side back to the live release once the canary ends; the new-version popup is offered to no one', async () => {
  // The version the shell's check compares is the live release's: a canary starting or ending leaves it
  // as it was, so the control group is never offered a refresh (and the canary side moves on its next page).
  const during = await versionCheck();
  await rollbackCanary(t.db, 'mfe-marketing', 'test');
  expect(await versionCheck()).toBe(during);
  await t.app.releaseCanaries!.refresh();
  expect((await get('/', 5)).body).toContain('live home');
  expect((await get('/remotes.json', 5)).body).toBe(liveText);
});
