import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_HELP, BrowserMissingError } from '../../presets/browser';
import { ensureSnapshots, snapshotDirFor, type RenderJob } from '../build/prerender';
import { ownerFrameFile, prerenderFile } from '@adlaunch/api/site';
import { OWNER_PAGE_PATHS } from '@adlaunch/shared';
import { describeHealth, main } from './cli';
import { openHealth } from './health';
import { ReleaseStore } from '@adlaunch/api/releases';

let siteRoot: string;
let store: ReleaseStore;
let out: string[];
let err: string[];

function fakeBuild(remote: string, version: string, builtAt: string) {
  const dir = path.join(siteRoot, remote, 'dist', version);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = { name: remote.replace(/-/g, '_'), metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './App' }] };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ version, builtAt }));
  fs.writeFileSync(path.join(siteRoot, remote, 'dist', 'latest'), version);
}

/** A render that writes a marker per page instead of running a browser, and records what it was asked. */
const renders: RenderJob[] = [];
async function fakeRender(job: RenderJob) {
  renders.push(job);
  for (const page of job.pages) fs.writeFileSync(path.join(job.outDir, prerenderFile(page)), page);
  for (const page of job.ownerPages) fs.writeFileSync(path.join(job.outDir, ownerFrameFile(page)), `owner ${page}`);
}
const noBrowser = () => {
  throw new BrowserMissingError();
};

const run = (argv: string[], findBrowser: () => string = () => '/usr/bin/chromium') =>
  main(argv, {
    store,
    snapshots: (text, options) => ensureSnapshots(text, { ...options, siteRoot, findBrowser, render: fakeRender }),
    health: () => openHealth(store.dir),
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });

const dataDirBefore = process.env.DATA_DIR;
beforeEach(() => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
  // The canaries and the health table live in the API's database: a SQLite file of this test's own.
  process.env.DATA_DIR = path.join(siteRoot, 'data');
  store = new ReleaseStore(path.join(siteRoot, 'releases'), siteRoot);
  fakeBuild('mfe-marketing', '1.0.0-aaaaaaa', '2026-01-01T00:00:00Z');
  fakeBuild('mfe-dashboard', '1.0.0-ccccccc', '2026-01-01T00:00:00Z');
  out = [];
  err = [];
  renders.length = 0;
});
afterEach(() => {
  process.env.DATA_DIR = dataDirBefore;
  if (dataDirBefore === undefined) delete process.env.DATA_DIR;
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

it('without a browser, stops before publishing, says how to get one and how to publish anyway', async () => {
  expect(await run(['publish', 'mfe-marketing'], noBrowser)).toBe(1);
  expect(store.readManifestText()).toBeNull();
  const message = err.join('\n');
  expect(message).toContain('publish mfe-marketing stopped');
  expect(message).toContain(BROWSER_HELP);
  expect(message).toContain('apt-get install -y chromium');
  expect(message).toContain('brew install --cask chromium');
  expect(message).toContain('CHROMIUM_PATH');
  expect(message).toContain('npm run release -- publish mfe-marketing --no-snapshots');
  expect(renders).toHaveLength(0);
});

it('publishes without a browser when told to, and says the pages have no snapshots', async () => {
  expect(await run(['publish', 'mfe-marketing', '--no-snapshots'], noBrowser)).toBe(0);
  expect(store.readManifest()['mfe-marketing']?.version).toBe('1.0.0-aaaaaaa');
  expect(err.join('\n')).toMatch(/without snapshots/);
  expect(fs.existsSync(snapshotDirFor(store.readManifestText()!, siteRoot))).toBe(false);
});

it('prerenders the new release before it goes live, re-rendering only the pages of the remote that changed', async () => {
  expect(await run(['publish', 'mfe-marketing'])).toBe(0);
  expect(await run(['publish', 'mfe-dashboard'])).toBe(0);
  // The first release had nothing to copy from: every public page and owner frame; the second: the dashboard's page and frame alone.
  expect(renders.map((r) => r.pages.length)).toEqual([expect.any(Number), 1]);
  expect(renders[0].pages.length).toBeGreaterThan(10);
  expect(renders[0].ownerPages).toEqual(OWNER_PAGE_PATHS);
  expect(renders[1].pages).toEqual(['/dashboard']);
  expect(renders[1].ownerPages).toEqual(['/dashboard']);
  // The page server was given exactly the manifest that then went live.
  expect(renders[1].manifestText).toBe(store.readManifestText());
  const dir = snapshotDirFor(store.readManifestText()!, siteRoot);
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('/');
  expect(fs.readFileSync(path.join(dir, 'owner.setup-search__about.html'), 'utf8')).toBe('owner /setup-search/about');
  expect(fs.readdirSync(dir)).toHaveLength(renders[0].pages.length + renders[0].ownerPages.length);
});

it('reuses the snapshots of a release prerendered before (a rollback needs no browser)', async () => {
  expect(await run(['publish', 'mfe-marketing'])).toBe(0);
  const first = store.readManifestText()!;
  fakeBuild('mfe-marketing', '1.0.0-bbbbbbb', '2026-02-01T00:00:00Z');
  expect(await run(['publish', 'mfe-marketing'])).toBe(0);
  expect(renders).toHaveLength(2);
  out = [];
  expect(await run(['rollback', 'mfe-marketing'], noBrowser)).toBe(0);
  expect(store.readManifestText()).toBe(first);
  expect(renders).toHaveLength(2);
  expect(out[0]).toMatch(/snapshots: reused/);
  expect(out[1]).toBe('mfe-marketing: 1.0.0-bbbbbbb -> 1.0.0-aaaaaaa (rollback)');
});

it('reuses a snapshot folder by the hash of the manifest bytes alone', async () => {
  const text = '{\n  "mfe-marketing": {}\n}\n';
  const dir = snapshotDirFor(text, siteRoot);
  fs.mkdirSync(dir, { recursive: true });
  const result = await ensureSnapshots(text, { siteRoot, findBrowser: noBrowser, render: fakeRender });
  expect(result).toEqual({ dir, reused: true, rendered: [], copied: [], renderedFrames: [], copiedFrames: [] });
  // Other bytes, another release: a render is needed, and without a browser it fails.
  await expect(ensureSnapshots(`${text} `, { siteRoot, findBrowser: noBrowser, render: fakeRender })).rejects.toThrow(BrowserMissingError);
});

it('refuses an unknown flag', async () => {
  expect(await run(['publish', 'mfe-marketing', '--snapshots-off'])).toBe(2);
  expect(store.readManifestText()).toBeNull();
});

describe('canary releases', () => {
  it('serves a canary beside the live version, shows its health, and promotes it', async () => {
    expect(await run(['publish', 'mfe-marketing'])).toBe(0);
    const liveText = store.readManifestText()!;
    fakeBuild('mfe-marketing', '1.0.0-bbbbbbb', '2026-02-01T00:00:00Z');
    out = [];
    expect(await run(['publish', 'mfe-marketing', '--canary', '25'])).toBe(0);
    // The live manifest is untouched: the control group sees no new release (and no new-version popup).
    expect(store.readManifestText()).toBe(liveText);
    expect(out.at(-1)).toBe('mfe-marketing: 1.0.0-bbbbbbb to 25% of visitors, 1.0.0-aaaaaaa to the rest (canary)');
    // The canary side's release was prerendered under the hash of exactly the bytes the site serves that side.
    const health = await openHealth(store.dir);
    const [canary] = await health.canaries();
    const canaryText = health.manifestWith(store.readManifest(), canary);
    await health.close();
    expect(renders.at(-1)?.manifestText).toBe(canaryText);
    expect(fs.existsSync(snapshotDirFor(canaryText, siteRoot))).toBe(true);
    expect(JSON.parse(canaryText)['mfe-marketing']).toEqual({
      version: '1.0.0-bbbbbbb',
      entry: '/remotes/mfe-marketing/1.0.0-bbbbbbb/remoteEntry.js',
    });

    expect(await run(['publish', 'mfe-marketing', '--canary', '10'])).toBe(1);
    expect(err.at(-1)).toMatch(/already has a canary/);

    out = [];
    expect(await run(['status'])).toBe(0);
    expect(out[0]).toBe('mfe-marketing: live 1.0.0-aaaaaaa');
    expect(out.slice(1, 3)).toEqual([
      expect.stringMatching(/^ {2}live +1\.0\.0-aaaaaaa +no sessions$/),
      expect.stringMatching(/^ {2}canary 25% +1\.0\.0-bbbbbbb +no sessions$/),
    ]);

    // Promoting reuses the canary's snapshots: the new live manifest is the canary side's, byte for byte.
    const rendersBefore = renders.length;
    out = [];
    expect(await run(['promote', 'mfe-marketing'], noBrowser)).toBe(0);
    expect(store.readManifestText()).toBe(canaryText);
    expect(renders).toHaveLength(rendersBefore);
    expect(out.at(-1)).toBe('mfe-marketing: 1.0.0-aaaaaaa -> 1.0.0-bbbbbbb (promote)');
    // And a rollback after it steps back to the version live before.
    expect(await run(['rollback', 'mfe-marketing'])).toBe(0);
    expect(store.readManifestText()).toBe(liveText);
  });

  it('ends a canary with rollback, leaving the live release as it was', async () => {
    expect(await run(['publish', 'mfe-marketing'])).toBe(0);
    const liveText = store.readManifestText()!;
    fakeBuild('mfe-marketing', '1.0.0-bbbbbbb', '2026-02-01T00:00:00Z');
    expect(await run(['publish', 'mfe-marketing', '1.0.0-bbbbbbb', '--canary', '50', '--no-snapshots'])).toBe(0);
    out = [];
    expect(await run(['rollback', 'mfe-marketing'])).toBe(0);
    expect(out.at(-1)).toMatch(/^mfe-marketing: canary 1\.0\.0-bbbbbbb ended/);
    expect(store.readManifestText()).toBe(liveText);
    expect(await run(['promote', 'mfe-marketing'])).toBe(1);
    expect(err.at(-1)).toBe('release: mfe-marketing has no canary to promote.');
  });

  it.each([['0'], ['100'], ['ten'], ['5.5']])('refuses a canary share of %s', async (share) => {
    expect(await run(['publish', 'mfe-marketing', '--canary', share])).toBe(2);
    expect(err.at(-1)).toMatch(/from 1 to 99/);
  });
});

describe('a version’s line of status', () => {
  it('says from how many sources its sessions came and which reports were left out, and why', () => {
    const line = describeHealth({
      remote: 'mfe-auth',
      version: '1.0.0-ccccccc',
      state: 'canary',
      percent: 10,
      sessions: 40,
      sources: 3,
      errorSessions: 2,
      errorRate: 0.05,
      lcpP75: 1800,
      inpP75: 120,
      dropped: { token: 112, reused: 4, bounds: 0, cap: 0, rate: 0 },
    });
    expect(line).toMatch(/^canary 10% +1\.0\.0-ccccccc +40 sessions from 3 sources, 2 with an error \(5\.0%\)/);
    expect(line).toMatch(/; left out: 112 token, 4 reused$/);
  });
});
