import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startOwnSite, type OwnSite } from '../support/own-site';
import { expect, test, waitForApp } from '../support/test';

/*
 * A canary release of one remote, end to end (decision 030). This journey runs its own site server, with
 * a quick canary judgement (every second, from 5 sessions) and a copy of the release manifest
 * (support/own-site.ts), so that the shared server's release never changes. The "deliberately broken build" is the live mfe-marketing
 * build copied to a new version folder whose remote entry throws once it has run: the page still works,
 * and every page that loads it has an uncaught error.
 */
const root = path.resolve(__dirname, '../..');
const PORT = Number(process.env.E2E_CANARY_PORT ?? 3197);
const baseURL = `http://localhost:${PORT}`;
const MANAGER = `release-manager-${Date.now()}@example.com`;
const VISITORS = 20;
/** The server signs report tokens and bucket cookies with this; the test signs the cookie of a chosen side the same way. */
const RELEASE_REPORT_SECRET = 'e2e-canary-release-report-secret-0123456789';
/** The bucket cookie the server gives bucket `bucket` (api/src/releases/report-token.ts: bucketCookie). */
const signedBucket = (bucket: number) =>
  `${bucket}.${createHmac('sha256', RELEASE_REPORT_SECRET).update(`bucket:${bucket}`).digest('base64url').slice(0, 22)}`;
const marketingDist = path.join(root, 'mfe-marketing', 'dist');
type Manifest = Record<string, { version: string; entry: string }>;

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
/** Every file of every other remote's live version: path -> SHA-256. */
function otherRemoteFiles(manifest: Manifest): Map<string, string> {
  const files = new Map<string, string>();
  for (const [remote, { version }] of Object.entries(manifest)) {
    if (remote === 'mfe-marketing') continue;
    const dir = path.join(root, remote, 'dist', version);
    for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isFile()) files.set(path.relative(root, file), sha(file));
    }
  }
  return files;
}

let site: OwnSite;
let releasesDir: string;
let dataDir: string;
let brokenVersion: string;
let api: APIRequestContext;

function release(...args: string[]) {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/scripts/release/cli.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: releasesDir, DATA_DIR: dataDir, RELEASE_ACTOR: 'e2e' },
  });
}

test.beforeAll(async () => {
  const live = (JSON.parse(fs.readFileSync(path.join(root, 'releases', 'remotes.json'), 'utf8')) as Manifest)['mfe-marketing'].version;
  brokenVersion = `${live}-broken${Date.now().toString(36)}`;
  const brokenDir = path.join(marketingDist, brokenVersion);
  fs.cpSync(path.join(marketingDist, live), brokenDir, { recursive: true });
  // The served entry is this file (its precompressed copies would be preferred: they go).
  for (const copy of ['remoteEntry.js.br', 'remoteEntry.js.gz']) fs.rmSync(path.join(brokenDir, copy), { force: true });
  fs.appendFileSync(path.join(brokenDir, 'remoteEntry.js'), "\n;setTimeout(function(){throw new Error('Broken canary build')},0);\n");

  site = await startOwnSite(PORT, {
    RELEASE_MANAGERS: MANAGER,
    SCHEDULER_TICK_MS: '500',
    CANARY_CHECK_MS: '1000',
    CANARY_MIN_SESSIONS: '5',
    // Every visitor of this test comes from the loopback: one address, so one source is enough here.
    CANARY_MIN_SOURCES: '1',
    RELEASE_REPORT_SECRET,
    CANARY_ERROR_MARGIN_PCT: '20',
  });
  ({ releasesDir, dataDir } = site);
  api = await playwrightRequest.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
  fs.rmSync(path.join(marketingDist, brokenVersion), { recursive: true, force: true });
});

/**
 * A staff session with its second factor, through the sign-in's API: the emailed code from the dev outbox,
 * then TOTP enrollment with the code computed here. MANAGER is on RELEASE_MANAGERS, so staff with the releases role.
 */
async function staffSignIn(email: string): Promise<Record<string, string>> {
  expect((await api.post('/v2/staff/sign-in/code', { data: { email } })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await api.get(`/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { subject: string; text: string }[];
      };
      code = messages.find((m) => /sign-in code/i.test(m.subject))?.text.match(/\b[0-9A-HJKMNP-TV-Z]{5}\b/)?.[0] ?? '';
      return code;
    })
    .not.toBe('');
  const verified = (await (await api.post('/v2/staff/sign-in/verify', { data: { email, code } })).json()) as {
    token: string;
    enrollment: { secret: string };
  };
  const auth = { authorization: `Bearer ${verified.token}` };
  const totp = TOTP.generate({ secret: Secret.fromBase32(verified.enrollment.secret), algorithm: 'SHA1', digits: 6, period: 30 });
  expect((await api.post('/v2/staff/sign-in/totp', { headers: auth, data: { code: totp } })).ok()).toBe(true);
  return auth;
}

interface Visitor {
  context: BrowserContext;
  page: Page;
  bucket: number;
  /** The marketing version each page ran (home, pricing). */
  versions: string[];
  marketing: string;
  errors: string[];
}

/** The marketing version a page's health report says it ran (every report is tagged with each loaded remote). */
async function reportedVersion(page: Page, action: () => Promise<unknown>): Promise<string> {
  const report = page.waitForRequest((r) => r.url().endsWith('/v2/release-health/reports') && r.method() === 'POST', { timeout: 30_000 });
  await action();
  const { remotes } = JSON.parse((await report).postData() ?? '{}') as { remotes: string[] };
  const versions = remotes.filter((tag) => tag.startsWith('mfe-marketing@')).map((tag) => tag.slice('mfe-marketing@'.length));
  // One version of the remote on a page, never two.
  expect(versions).toHaveLength(1);
  return versions[0];
}

/** A new visitor opens the home page, then browses to the pricing page; answers what they ran and saw. */
async function visit(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const open = (pathname: string) => async () => {
    await page.goto(pathname);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  const home = await reportedVersion(page, open('/'));
  const pricing = await reportedVersion(page, open('/pricing'));
  const bucket = Number((await context.cookies()).find((c) => c.name === 'al_bucket')?.value.split('.')[0]);
  return { context, page, bucket, versions: [home, pricing], marketing: pricing, errors };
}

test('a broken canary of one remote is reported by version, rolled back by the server, and its visitors moved back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const liveManifestText = fs.readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8');
  const live = JSON.parse(liveManifestText) as Manifest;
  const liveVersion = live['mfe-marketing'].version;
  const otherFilesBefore = otherRemoteFiles(live);
  const auth = await staffSignIn(MANAGER);

  expect(release('publish', 'mfe-marketing', brokenVersion, '--canary', '50', '--no-snapshots')).toContain(
    `mfe-marketing: ${brokenVersion} to 50% of visitors, ${liveVersion} to the rest (canary)`,
  );
  // The live manifest is untouched; the servers pick the canary up within a couple of seconds.
  expect(fs.readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')).toBe(liveManifestText);
  const onSide = (bucket: number) => api.get('/remotes.json', { headers: { cookie: `al_bucket=${signedBucket(bucket)}` } });
  await expect.poll(async () => (await onSide(0)).headers()['release-canary'], { timeout: 10_000 }).toBe('mfe-marketing');
  const canaryManifest = (await (await onSide(0)).json()) as Manifest;
  const controlManifest = (await (await onSide(99)).json()) as Manifest;
  expect(canaryManifest['mfe-marketing'].version).toBe(brokenVersion);
  expect(controlManifest).toEqual(live);
  // No other remote's URL differs between the two sides.
  for (const remote of Object.keys(live).filter((r) => r !== 'mfe-marketing')) expect(canaryManifest[remote]).toEqual(live[remote]);

  // Twenty fresh visitors, ten at a time.
  const visitors: Visitor[] = [];
  for (let round = 0; round < VISITORS / 10; round += 1)
    visitors.push(...(await Promise.all(Array.from({ length: 10 }, () => visit(browser)))));
  const canarySide = visitors.filter((v) => v.bucket < 50);
  const controlSide = visitors.filter((v) => v.bucket >= 50);
  // Each visitor kept their side on both pages (until the rollback moved a canary visitor back); the split is by bucket.
  for (const v of canarySide)
    expect([
      [brokenVersion, brokenVersion],
      [brokenVersion, liveVersion],
      [liveVersion, liveVersion],
    ]).toContainEqual(v.versions);
  for (const v of controlSide) expect(v.versions).toEqual([liveVersion, liveVersion]);
  expect(canarySide.some((v) => v.versions[0] === brokenVersion)).toBe(true);
  // The control side never saw an error; the broken side did (unless the rollback came first).
  for (const v of controlSide) expect(v.errors).toEqual([]);
  const broken = visitors.filter((v) => v.marketing === brokenVersion);
  expect(broken.length).toBeGreaterThan(0);
  for (const v of broken) expect(v.errors).toContain('Broken canary build');

  // The server rolls the canary back within its window: no visitor is served it any more.
  await expect.poll(async () => (await onSide(0)).headers()['release-canary'] ?? 'none', { timeout: 45_000 }).toBe('none');
  const page = (await (await api.get('/v2/staff/releases', { headers: auth })).json()) as {
    rows: { remote: string; version: string; state: string; sessions: number; errorSessions: number }[];
    actions: { action: string; actor: string; version: string; detail: string }[];
  };
  const brokenRow = page.rows.find((r) => r.version === brokenVersion)!;
  const liveRow = page.rows.find((r) => r.version === liveVersion)!;
  // The broken side's errors were reported with its version; the live version has none.
  expect(brokenRow).toMatchObject({ remote: 'mfe-marketing', state: 'kept' });
  expect(brokenRow.sessions).toBeGreaterThanOrEqual(5);
  expect(brokenRow.errorSessions).toBe(brokenRow.sessions);
  expect(liveRow).toMatchObject({ state: 'live', errorSessions: 0 });
  expect(liveRow.sessions).toBeGreaterThan(0);
  expect(page.actions[0]).toMatchObject({ action: 'auto-rollback', actor: 'server (automatic rollback)', version: brokenVersion });
  expect(page.actions[1]).toMatchObject({ action: 'canary', actor: 'cli:e2e', version: brokenVersion });
  // The release managers are emailed.
  await expect
    .poll(async () => {
      const res = await api.get(`/__dev/outbox?to=${encodeURIComponent(MANAGER)}`);
      const { messages } = (await res.json()) as { messages: { subject: string }[] };
      return messages.map((m) => m.subject);
    })
    .toContain(`Canary rolled back: mfe-marketing ${brokenVersion}`);

  // Every visitor now gets the live release, and one still on a broken page is moved back on their next page.
  for (const v of visitors) {
    expect(await (await v.context.request.get('/remotes.json')).text()).toBe(liveManifestText);
  }
  {
    const stranded = broken[0];
    const reloaded = stranded.page.waitForEvent('load');
    await stranded.page.evaluate(() => {
      window.history.pushState({}, '', '/faqs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await reloaded;
    await waitForApp(stranded.page);
    await expect(stranded.page.getByRole('heading', { level: 1 })).toBeVisible();
    const entries = await stranded.page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(entries.some((url) => url.endsWith(live['mfe-marketing'].entry))).toBe(true);
    expect(entries.some((url) => url.includes(brokenVersion))).toBe(false);
    expect(stranded.errors.filter((e) => e !== 'Broken canary build')).toEqual([]);
  }
  // The health table and the release command agree.
  expect(release('status')).toMatch(
    new RegExp(`kept +${brokenVersion.replace(/[.+]/g, '\\$&')} +\\d+ sessions from \\d+ sources?, \\d+ with an error \\(100\\.0%\\)`),
  );
  // No other remote's files changed, nor the live manifest.
  expect(otherRemoteFiles(live)).toEqual(otherFilesBefore);
  expect(fs.readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')).toBe(liveManifestText);
  await Promise.all(visitors.map((v) => v.context.close()));
});
