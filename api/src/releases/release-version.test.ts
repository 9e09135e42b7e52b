import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from './release-store';
import { releaseVersion, VERSION_RECHECK_MS } from './release-version';

let siteRoot: string;
let store: ReleaseStore;
let config: { siteRoot: string; releasesDir: string };

function fakeBuild(version: string) {
  const dir = path.join(siteRoot, 'mfe-marketing', 'dist', version);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = { name: 'mfe_marketing', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './App' }] };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ version, builtAt: '2026-01-01T00:00:00Z' }));
  fs.writeFileSync(path.join(siteRoot, 'mfe-marketing', 'dist', 'latest'), version);
}

beforeEach(() => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-version-'));
  config = { siteRoot, releasesDir: path.join(siteRoot, 'releases') };
  store = new ReleaseStore(config.releasesDir, siteRoot);
  fakeBuild('1.0.0-aaaaaaa');
  store.publish('mfe-marketing');
});
afterEach(() => fs.rmSync(siteRoot, { recursive: true, force: true }));

it('answers a publish and a rollback within a second, without a restart, and the same version in between', () => {
  const t0 = 1_000_000;
  const first = releaseVersion(config, t0);
  fakeBuild('1.0.0-bbbbbbb');
  store.publish('mfe-marketing');
  // Within the second the files are not looked at again.
  expect(releaseVersion(config, t0 + VERSION_RECHECK_MS - 1)).toBe(first);
  const published = releaseVersion(config, t0 + VERSION_RECHECK_MS);
  expect(published).not.toBe(first);
  expect(published).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  store.rollback('mfe-marketing');
  expect(releaseVersion(config, t0 + 2 * VERSION_RECHECK_MS - 1)).toBe(published);
  expect(releaseVersion(config, t0 + 2 * VERSION_RECHECK_MS)).toBe(first);
});

it('looks again when the clock goes backwards', () => {
  const first = releaseVersion(config, 5_000_000);
  fakeBuild('1.0.0-ccccccc');
  store.publish('mfe-marketing');
  expect(releaseVersion(config, 4_000_000)).not.toBe(first);
});
