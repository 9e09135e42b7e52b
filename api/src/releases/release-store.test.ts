import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, ReleaseStore } from './release-store';

let siteRoot: string;
let store: ReleaseStore;

function fakeBuild(remote: string, version: string, builtAt: string, files: Record<string, string> | null = null) {
  const dir = path.join(siteRoot, remote, 'dist', version);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = { name: remote.replace(/-/g, '_'), metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [{ path: './App' }] };
  const all = files ?? { 'mf-manifest.json': JSON.stringify(manifest), 'remoteEntry.js': '/* entry */' };
  for (const [name, body] of Object.entries(all)) fs.writeFileSync(path.join(dir, name), body);
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ version, builtAt }));
  fs.writeFileSync(path.join(siteRoot, remote, 'dist', 'latest'), version);
}

beforeEach(() => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  store = new ReleaseStore(path.join(siteRoot, 'releases'), siteRoot);
  fakeBuild('mfe-marketing', '1.0.0-aaaaaaa', '2026-01-01T00:00:00Z');
  fakeBuild('mfe-auth', '1.0.0-ccccccc', '2026-01-01T00:00:00Z');
});
afterEach(() => fs.rmSync(siteRoot, { recursive: true, force: true }));

it('publishes the newest build and records it', () => {
  store.publish('mfe-marketing');
  store.publish('mfe-auth');
  fakeBuild('mfe-marketing', '1.0.0-bbbbbbb', '2026-02-01T00:00:00Z');
  const event = store.publish('mfe-marketing');
  expect(event).toMatchObject({ remote: 'mfe-marketing', from: '1.0.0-aaaaaaa', to: '1.0.0-bbbbbbb', action: 'publish' });
  expect(store.readManifest()).toEqual({
    'mfe-marketing': { version: '1.0.0-bbbbbbb', entry: '/remotes/mfe-marketing/1.0.0-bbbbbbb/remoteEntry.js' },
    'mfe-auth': { version: '1.0.0-ccccccc', entry: '/remotes/mfe-auth/1.0.0-ccccccc/remoteEntry.js' },
  });
  expect(store.readHistory()).toHaveLength(3);
  expect(store.status().find((s) => s.remote === 'mfe-marketing')).toEqual({
    remote: 'mfe-marketing',
    live: '1.0.0-bbbbbbb',
    builds: ['1.0.0-aaaaaaa', '1.0.0-bbbbbbb'],
  });
});

it('rolls back to the previous version, or to a named one, touching no other remote', () => {
  store.publish('mfe-marketing');
  store.publish('mfe-auth');
  fakeBuild('mfe-marketing', '1.0.0-bbbbbbb', '2026-02-01T00:00:00Z');
  store.publish('mfe-marketing');
  const auth = store.readManifest()['mfe-auth'];
  expect(store.rollback('mfe-marketing')).toMatchObject({ from: '1.0.0-bbbbbbb', to: '1.0.0-aaaaaaa', action: 'rollback' });
  expect(store.readManifest()['mfe-marketing']?.version).toBe('1.0.0-aaaaaaa');
  expect(store.readManifest()['mfe-auth']).toEqual(auth);
  expect(store.rollback('mfe-marketing', '1.0.0-bbbbbbb').to).toBe('1.0.0-bbbbbbb');
});

it('refuses an unknown remote', () => {
  expect(() => store.publish('mfe-nope')).toThrow(ReleaseError);
  expect(() => store.publish('mfe-nope')).toThrow(/Unknown remote "mfe-nope"/);
});

it('refuses a version whose files are missing', () => {
  expect(() => store.publish('mfe-marketing', '1.0.0-zzzzzzz')).toThrow(/has no build 1.0.0-zzzzzzz/);
  fakeBuild('mfe-marketing', '1.0.0-ddddddd', '2026-03-01T00:00:00Z', {
    'mf-manifest.json': JSON.stringify({ name: 'mfe_marketing', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] }),
  });
  expect(() => store.publish('mfe-marketing')).toThrow(/remoteEntry.js is missing/);
  expect(store.readManifest()).toEqual({});
});

it('refuses a version whose manifest does not load', () => {
  fakeBuild('mfe-marketing', '1.0.0-eeeeeee', '2026-03-01T00:00:00Z', { 'mf-manifest.json': '{ not json', 'remoteEntry.js': '' });
  expect(() => store.publish('mfe-marketing')).toThrow(/does not parse/);
  fakeBuild('mfe-marketing', '1.0.0-fffffff', '2026-03-02T00:00:00Z', { 'mf-manifest.json': '{"hello": 1}', 'remoteEntry.js': '' });
  expect(() => store.publish('mfe-marketing')).toThrow(/not a federation manifest/);
});

it('refuses a rollback with nothing to roll back to', () => {
  store.publish('mfe-marketing');
  expect(() => store.rollback('mfe-marketing')).toThrow(/no earlier version/);
  expect(() => store.rollback('mfe-marketing', '1.0.0-aaaaaaa')).toThrow(/already live/);
});

it('leaves the old manifest intact when a write crashes before the rename', () => {
  store.publish('mfe-marketing');
  const before = fs.readFileSync(store.manifestFile, 'utf8');
  fakeBuild('mfe-marketing', '1.0.0-bbbbbbb', '2026-02-01T00:00:00Z');
  const rename = jest.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
    throw new Error('killed between write and rename');
  });
  expect(() => store.publish('mfe-marketing')).toThrow('killed between write and rename');
  rename.mockRestore();
  expect(fs.readFileSync(store.manifestFile, 'utf8')).toBe(before);
  expect(JSON.parse(before)['mfe-marketing'].version).toBe('1.0.0-aaaaaaa');
});

it('keeps a planned manifest byte for byte, and reads it back as the live release', () => {
  const plan = store.plan('publish', 'mfe-marketing');
  const other = new ReleaseStore(path.join(siteRoot, 'render', 'releases'), siteRoot);
  other.writeManifestText(plan.manifestText);
  expect(other.readManifestText()).toBe(plan.manifestText);
  expect(other.readLive().manifest['mfe-marketing']?.version).toBe('1.0.0-aaaaaaa');
  expect(store.readManifestText()).toBeNull();
});
