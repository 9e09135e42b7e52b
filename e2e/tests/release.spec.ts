import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { createAccount, signInBrowser } from '../support/accounts';
import { expect, test } from '../support/test';

const root = path.resolve(__dirname, '../..');
const candidateDir = path.join(root, 'mfe-marketing-release-test');
const marketingDist = path.join(root, 'mfe-marketing', 'dist');
const shellSite = path.join(root, 'shell/dist/site');
const manifestFile = path.join(root, 'releases/remotes.json');
type Manifest = Record<string, { version: string; entry: string }>;

function release(...args: string[]) {
  return execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/scripts/release/cli.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The folder where the site server looks for a release's snapshots (the hash of the manifest's bytes, as in api/src/site/prerender.ts). */
const snapshotDir = (manifestText: string) =>
  path.join(shellSite, 'prerendered', createHash('sha256').update(manifestText).digest('hex').slice(0, 16));
const liveVersion = (remote: string) => (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)[remote]?.version;

/** Every file of the shell's site (its build and the snapshots kept per release): relative path -> SHA-256. */
function shellFiles(): Map<string, string> {
  return new Map(
    fs
      .readdirSync(shellSite, { withFileTypes: true, recursive: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name))
      .map((file) => [path.relative(shellSite, file), sha(fs.readFileSync(file))]),
  );
}

/** The shell's files are untouched by a release of a remote: it only adds the new release's snapshot folder. */
function expectShellUnchanged(before: Map<string, string>, newSnapshots: string | null) {
  const after = shellFiles();
  for (const [file, hash] of before) expect(after.get(file), `shell/dist/site/${file}`).toBe(hash);
  const added = [...after.keys()].filter((file) => !before.has(file));
  const allowed = newSnapshots ? `${path.relative(shellSite, newSnapshots)}${path.sep}` : null;
  expect(added.filter((file) => !allowed || !file.startsWith(allowed))).toEqual([]);
}

/** The live bytes of every remote but one: its federation manifest and its remote entry, as the site serves them. */
async function otherRemotes(request: APIRequestContext, except: string) {
  const manifest = (await (await request.get('/remotes.json')).json()) as Manifest;
  const files: Record<string, string> = {};
  for (const [name, { entry }] of Object.entries(manifest)) {
    if (name === except) continue;
    // The release names the remote's entry script (a release made before decision 026: its manifest); the manifest is beside it.
    const manifestUrl = entry.replace(/[^/]+$/, 'mf-manifest.json');
    const body = await (await request.get(manifestUrl)).body();
    files[manifestUrl] = sha(body);
    const remoteEntry = (JSON.parse(body.toString()) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
    const url = entry.replace(/[^/]+$/, remoteEntry);
    files[url] = sha(await (await request.get(url)).body());
  }
  return { entries: Object.fromEntries(Object.entries(manifest).filter(([name]) => name !== except)), files };
}

/** The page as the server sends it, before any script runs: a prerendered page carries its snapshot. */
async function servedHtml(request: APIRequestContext, pathname: string) {
  const res = await request.get(pathname);
  expect(res.ok()).toBeTruthy();
  return res.text();
}
const expectSnapshot = (html: string) => {
  expect(html).toMatch(/<div id="root" data-prerendered>\s*\S/);
  expect(html).toContain('<style data-snapshot>');
};

/** Builds a copy of mfe-marketing with a visible change, as its team would ship a new version. */
function buildCandidate(): string {
  fs.rmSync(candidateDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'mfe-marketing'), candidateDir, { recursive: true, filter: (src) => !src.startsWith(marketingDist) });
  fs.writeFileSync(
    path.join(candidateDir, 'src/app/remote.tsx'),
    `import type { RemoteModule } from '@adlaunch/shared';
import { MarketingApp } from './marketing-app';

function ReleaseCandidate() {
  return (
    <>
      <p role="note">Spring offer: setup is on us this month.</p>
      <MarketingApp />
    </>
  );
}

const remote: RemoteModule = { contractVersion: __CONTRACT_VERSION__, Component: ReleaseCandidate };
export default remote;
`,
  );
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/scripts/build/build-app.ts'), candidateDir], {
    cwd: root,
    stdio: 'inherit',
  });
  const version = fs.readFileSync(path.join(candidateDir, 'dist', 'latest'), 'utf8').trim();
  fs.renameSync(path.join(candidateDir, 'dist', version), path.join(marketingDist, version));
  fs.writeFileSync(path.join(marketingDist, 'latest'), version);
  return version;
}

test('publish and roll back one remote without touching the others', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const manifestBefore = (await (await request.get('/remotes.json')).json()) as Manifest;
  const manifestTextBefore = fs.readFileSync(manifestFile, 'utf8');
  const liveBefore = manifestBefore['mfe-marketing'].version;
  const latestBefore = fs.readFileSync(path.join(marketingDist, 'latest'), 'utf8');
  const others = await otherRemotes(request, 'mfe-marketing');
  const shellBefore = shellFiles();
  expectSnapshot(await servedHtml(request, '/'));

  // An open page, loaded before the release.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  // The open page has recorded the version it runs (its first check waits for the page to settle).
  await page.waitForFunction(() => localStorage.getItem('appVersion'), undefined, { timeout: 20_000 });

  let candidate: string | null = null;
  let candidateSnapshots: string | null = null;
  try {
    candidate = buildCandidate();
    expect(candidate).not.toBe(liveBefore);
    // The publish prerenders the new release's public pages before it goes live; no owner page is the marketing remote's.
    expect(release('publish', 'mfe-marketing')).toMatch(/snapshots: \d+ public pages and 0 owner frames prerendered/);
    candidateSnapshots = snapshotDir(fs.readFileSync(manifestFile, 'utf8'));

    const manifestAfter = (await (await request.get('/remotes.json')).json()) as Manifest;
    expect(manifestAfter['mfe-marketing'].version).toBe(candidate);
    expect(await otherRemotes(request, 'mfe-marketing')).toEqual(others);
    expectShellUnchanged(shellBefore, candidateSnapshots);

    // The home page is served fast at once: with its snapshot, and the snapshot is of the new release.
    const home = await servedHtml(request, '/');
    expectSnapshot(home);
    expect(home).toContain('Spring offer: setup is on us this month.');

    const fresh = await browser.newPage({ baseURL });
    await fresh.goto('/');
    await expect(fresh.getByRole('note')).toHaveText('Spring offer: setup is on us this month.');
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();

    // The page that was already open learns of the release when it checks again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('dialog', { name: 'A new version is available' })).toBeVisible();

    // A rollback returns to a release prerendered before: its snapshots are reused.
    expect(release('rollback', 'mfe-marketing')).toMatch(/snapshots: reused/);
    expect(fs.readFileSync(manifestFile, 'utf8')).toBe(manifestTextBefore);
    const rolledBackHome = await servedHtml(request, '/');
    expectSnapshot(rolledBackHome);
    expect(rolledBackHome).not.toContain('Spring offer');
    const rolledBack = await browser.newPage({ baseURL });
    await rolledBack.goto('/');
    await expect(rolledBack.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(rolledBack.getByRole('note')).toHaveCount(0);
    expect(((await (await request.get('/remotes.json')).json()) as Manifest)['mfe-marketing'].version).toBe(liveBefore);
    expectShellUnchanged(shellBefore, candidateSnapshots);
  } finally {
    if (liveVersion('mfe-marketing') !== liveBefore) release('rollback', 'mfe-marketing', liveBefore);
    fs.writeFileSync(path.join(marketingDist, 'latest'), latestBefore);
    if (candidate && candidate !== liveBefore) fs.rmSync(path.join(marketingDist, candidate), { recursive: true, force: true });
    if (candidateSnapshots && candidateSnapshots !== snapshotDir(manifestTextBefore))
      fs.rmSync(candidateSnapshots, { recursive: true, force: true });
    fs.rmSync(candidateDir, { recursive: true, force: true });
  }
});

/*
 * A wizard team ships its own UI kit (decision 009): a change in ui-kit/ reaches the search wizard's
 * pages with a release of mfe-search-wizard alone. The change is made in copies (under dist/, which git
 * ignores): the candidate bundles the modified kit through the build's test hook
 * ADLAUNCH_TEST_UI_KIT_DIR (tools/presets/webpack/common.ts), so no file of the repository is ever edited.
 *
 * The step indicator's only text that is visible on /setup-search/about is its step marker ("1" for the
 * current step): "Step 1 of 4" is for screen readers only, and the progress label is an aria-label.
 * The candidate's kit shows the marker as "1/4".
 */
const searchWizardDist = path.join(root, 'mfe-search-wizard', 'dist');
const kitCandidateRoot = path.join(root, 'dist', 'release-candidates', 'search-wizard');
const STEP_MARKER = "{state === 'done' ? '✓' : i + 1}";
const STEP_MARKER_CHANGED = "{state === 'done' ? '✓' : `${i + 1}/${steps.length}`}";

function buildSearchWizardWithChangedKit(): string {
  fs.rmSync(kitCandidateRoot, { recursive: true, force: true });
  fs.mkdirSync(kitCandidateRoot, { recursive: true });
  const kit = path.join(kitCandidateRoot, 'ui-kit');
  const app = path.join(kitCandidateRoot, 'mfe-search-wizard');
  fs.cpSync(path.join(root, 'ui-kit'), kit, { recursive: true, filter: (src) => !/[/\\]node_modules$/.test(src) });
  fs.cpSync(path.join(root, 'mfe-search-wizard'), app, { recursive: true, filter: (src) => !src.startsWith(searchWizardDist) });
  // The app's webpack config imports ../tools/presets/webpack/common: the candidate sees the repository's tools.
  fs.symlinkSync(path.join(root, 'tools'), path.join(kitCandidateRoot, 'tools'), 'junction');

  const indicator = path.join(kit, 'src/wizard/step-indicator.tsx');
  const source = fs.readFileSync(indicator, 'utf8');
  expect(source, 'the step marker this journey changes is in ui-kit/src/wizard/step-indicator.tsx').toContain(STEP_MARKER);
  fs.writeFileSync(indicator, source.replace(STEP_MARKER, STEP_MARKER_CHANGED));

  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/scripts/build/build-app.ts'), app], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ADLAUNCH_TEST_UI_KIT_DIR: kit },
  });
  const version = fs.readFileSync(path.join(app, 'dist', 'latest'), 'utf8').trim();
  fs.rmSync(path.join(searchWizardDist, version), { recursive: true, force: true });
  fs.renameSync(path.join(app, 'dist', version), path.join(searchWizardDist, version));
  fs.writeFileSync(path.join(searchWizardDist, 'latest'), version);
  return version;
}

/** The current step's marker, on /setup-search/about in a new browser context, logged in as an owner. */
async function stepMarker(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  await signInBrowser(context, baseURL, token);
  const page = await context.newPage();
  await page.goto('/setup-search/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your business' })).toBeVisible();
  const marker = page.getByRole('navigation', { name: 'Search ads setup progress' }).locator('[aria-current="step"] [aria-hidden="true"]');
  await expect(marker).toBeVisible();
  return { context, marker };
}

test('a wizard team ships its own UI kit: a release of the search wizard alone changes the kit on its pages', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { token } = await createAccount(request);
  const manifestTextBefore = fs.readFileSync(manifestFile, 'utf8');
  const liveBefore = liveVersion('mfe-search-wizard')!;
  const latestBefore = fs.readFileSync(path.join(searchWizardDist, 'latest'), 'utf8');
  const others = await otherRemotes(request, 'mfe-search-wizard');
  const shellBefore = shellFiles();

  const before = await stepMarker(browser, baseURL!, token);
  await expect(before.marker).toHaveText('1');
  await before.context.close();

  let candidate: string | null = null;
  let candidateSnapshots: string | null = null;
  try {
    candidate = buildSearchWizardWithChangedKit();
    expect(candidate).not.toBe(liveBefore);
    // No public page belongs to the search wizard: its release renders the frames of its own five pages
    // and copies every other snapshot (the public pages, /login among them, and the other apps' frames).
    expect(release('publish', 'mfe-search-wizard')).toMatch(
      /snapshots: 0 public pages and 5 owner frames prerendered, 28 unchanged pages copied/,
    );
    candidateSnapshots = snapshotDir(fs.readFileSync(manifestFile, 'utf8'));
    expect(liveVersion('mfe-search-wizard')).toBe(candidate);

    const after = await stepMarker(browser, baseURL!, token);
    await expect(after.marker).toHaveText('1/4');
    await after.context.close();
    // Nothing else moved: the shell's files, every other remote's live manifest and entry.
    expectShellUnchanged(shellBefore, candidateSnapshots);
    expect(await otherRemotes(request, 'mfe-search-wizard')).toEqual(others);
    expectSnapshot(await servedHtml(request, '/'));

    expect(release('rollback', 'mfe-search-wizard')).toMatch(/snapshots: reused/);
    expect(fs.readFileSync(manifestFile, 'utf8')).toBe(manifestTextBefore);
    const rolledBack = await stepMarker(browser, baseURL!, token);
    await expect(rolledBack.marker).toHaveText('1');
    await rolledBack.context.close();
    expectShellUnchanged(shellBefore, candidateSnapshots);
    expect(await otherRemotes(request, 'mfe-search-wizard')).toEqual(others);
  } finally {
    if (liveVersion('mfe-search-wizard') !== liveBefore) release('rollback', 'mfe-search-wizard', liveBefore);
    fs.writeFileSync(path.join(searchWizardDist, 'latest'), latestBefore);
    if (candidate && candidate !== liveBefore) fs.rmSync(path.join(searchWizardDist, candidate), { recursive: true, force: true });
    if (candidateSnapshots && candidateSnapshots !== snapshotDir(manifestTextBefore))
      fs.rmSync(candidateSnapshots, { recursive: true, force: true });
    fs.rmSync(kitCandidateRoot, { recursive: true, force: true });
    // dist/ holds nothing else: leave no empty folders behind.
    for (const dir of [path.dirname(kitCandidateRoot), path.join(root, 'dist')]) {
      if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
    }
  }
});
