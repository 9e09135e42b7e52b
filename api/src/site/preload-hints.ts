import fs from 'node:fs';
import path from 'node:path';
import { pageRemote, parseReleaseManifest } from '@adlaunch/shared';

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string } };
  shared?: { name: string; assets: Assets }[];
  exposes?: { path: string; assets: Assets }[];
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
};
const SAFE_URL = /^\/[A-Za-z0-9/._+-]+$/;
const memo = new Map<string, string>();

/**
 * `<link rel="preload">` tags for what the page at `pathname` would otherwise fetch one step after
 * another through the federation runtime: its remote's manifest and entry, the exposed module's
 * chunks and styles, and the shell's copies of the shared libraries the remote uses.
 */
export function preloadHints(siteRoot: string, releaseFile: string, releaseHash: string, pathname: string): string {
  const target = pageRemote(pathname);
  if (!target) return '';
  // Worked out once per release and page remote; the release manifest is read only then.
  const key = `${releaseHash}:${target.remote}${target.exposed}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let hints = '';
  try {
    const live = parseReleaseManifest(JSON.parse(fs.readFileSync(releaseFile, 'utf8')))[target.remote];
    const base = live ? `/remotes/${target.remote}/${live.version}/` : '';
    const remote =
      live?.entry === `${base}mf-manifest.json`
        ? readJson<FederationManifest>(path.join(siteRoot, target.remote, 'dist', live.version, 'mf-manifest.json'))
        : null;
    const host = readJson<FederationManifest>(path.join(siteRoot, 'shell/dist/site/mf-manifest.json'));
    if (live && remote && host) {
      const exposed = remote.exposes?.find((e) => e.path === target.exposed);
      const uses = new Set((remote.shared ?? []).map((s) => s.name));
      const libraries = (host.shared ?? []).filter((s) => uses.has(s.name));
      const scripts = [
        `${base}${remote.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`,
        ...(exposed?.assets.js.sync ?? []).map((file) => base + file),
        ...libraries.flatMap((s) => s.assets.js.sync.map((file) => `/${file}`)),
      ];
      const styles = [
        ...(exposed?.assets.css.sync ?? []).map((file) => base + file),
        ...libraries.flatMap((s) => s.assets.css.sync.map((file) => `/${file}`)),
      ];
      hints = [
        `<link rel="preload" href="${live.entry}" as="fetch" crossorigin>`,
        ...[...new Set(scripts)].filter((url) => SAFE_URL.test(url)).map((url) => `<link rel="preload" href="${url}" as="script">`),
        ...[...new Set(styles)].filter((url) => SAFE_URL.test(url)).map((url) => `<link rel="preload" href="${url}" as="style">`),
      ].join('');
    }
  } catch {
    hints = '';
  }
  memo.set(key, hints);
  return hints;
}
