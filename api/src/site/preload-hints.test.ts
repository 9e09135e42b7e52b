import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preloadHints } from './preload-hints';

const assets = (js: string[], css: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });
let siteRoot: string;
const release = JSON.stringify({
  'mfe-search-wizard': { version: '1.0.0-abc', entry: '/remotes/mfe-search-wizard/1.0.0-abc/mf-manifest.json' },
  'mfe-gbp-wizard': { version: '1.0.0-def', entry: 'https://cdn.example.com/mfe-gbp-wizard/1.0.0-def/mf-manifest.json' },
});
const releaseOfEntries = JSON.stringify({
  'mfe-search-wizard': { version: '1.0.0-abc', entry: '/remotes/mfe-search-wizard/1.0.0-abc/remoteEntry.js' },
});

beforeAll(() => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  const remoteDir = path.join(siteRoot, 'mfe-search-wizard/dist/1.0.0-abc');
  fs.mkdirSync(remoteDir, { recursive: true });
  fs.writeFileSync(
    path.join(remoteDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [
        { name: 'react', assets: assets(['own-react.js']) },
        { name: 'zod', assets: assets(['own-zod.js']) },
      ],
      exposes: [{ path: './App', assets: assets(['46.aa.js', '__federation_expose_App.bb.js'], ['__federation_expose_App.cc.css']) }],
    }),
  );
  fs.mkdirSync(path.join(siteRoot, 'shell/dist/site'), { recursive: true });
  fs.writeFileSync(
    path.join(siteRoot, 'shell/dist/site/mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: 'react', assets: assets(['696.r.js']) },
        { name: 'zod', assets: assets(['197.z.js']) },
        { name: 'recharts', assets: assets(['9.x.js']) },
      ],
    }),
  );
});
afterAll(() => fs.rmSync(siteRoot, { recursive: true, force: true }));

it("hints a page's remote manifest, entry, exposed chunks and styles, and the shell's copies of the libraries it shares", () => {
  expect(preloadHints(siteRoot, release, 'r1', '/setup-search/about')).toBe(
    [
      '<link rel="preload" href="/remotes/mfe-search-wizard/1.0.0-abc/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/remotes/mfe-search-wizard/1.0.0-abc/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/mfe-search-wizard/1.0.0-abc/46.aa.js" as="script">',
      '<link rel="preload" href="/remotes/mfe-search-wizard/1.0.0-abc/__federation_expose_App.bb.js" as="script">',
      '<link rel="preload" href="/696.r.js" as="script">',
      '<link rel="preload" href="/197.z.js" as="script">',
      '<link rel="preload" href="/remotes/mfe-search-wizard/1.0.0-abc/__federation_expose_App.cc.css" as="style">',
    ].join(''),
  );
});

it('hints nothing for a remote served from elsewhere, one not built here, or a page the shell redirects', () => {
  expect(preloadHints(siteRoot, release, 'r1', '/setup-gbp/about')).toBe('');
  expect(preloadHints(siteRoot, release, 'r1', '/dashboard')).toBe('');
  expect(preloadHints(siteRoot, release, 'r1', '/nowhere')).toBe('');
  expect(preloadHints(siteRoot, 'not json', 'r2', '/setup-search/about')).toBe('');
});

it("reads the remote's manifest beside a release that names its entry; a page with a snapshot gets its remote's own files as a list", () => {
  const entries = releaseOfEntries;
  expect(preloadHints(siteRoot, entries, 'r3', '/setup-search/about')).toContain(
    '<link rel="preload" href="/remotes/mfe-search-wizard/1.0.0-abc/remoteEntry.js" as="script">',
  );
  expect(preloadHints(siteRoot, entries, 'r3', '/setup-search/about')).not.toContain('as="fetch"');
  expect(preloadHints(siteRoot, entries, 'r3', '/setup-search/about', { snapshot: true })).toBe(
    `<meta name="page-files" content="${[
      '/remotes/mfe-search-wizard/1.0.0-abc/remoteEntry.js',
      '/remotes/mfe-search-wizard/1.0.0-abc/46.aa.js',
      '/remotes/mfe-search-wizard/1.0.0-abc/__federation_expose_App.bb.js',
      '/remotes/mfe-search-wizard/1.0.0-abc/__federation_expose_App.cc.css',
    ].join(' ')}">`,
  );
});
