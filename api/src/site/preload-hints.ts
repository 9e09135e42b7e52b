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
 * another through the federation runtime: its remote's entry (and manifest, where the release names
 * that), the exposed module's chunks and styles, and (`libraries`) the shell's copies of the shared
 * libraries the remote uses. Worked out here from the remote's federation manifest, so that the
 * page's runtime does not (decision 026).
 *
 * A page with a snapshot (`snapshot`) paints before any of its code loads: a preload in its head would
 * share the network with that first paint. It gets the list of its remote's own files instead, as
 * `<meta name="page-files">`, which the shell preloads as it starts (the libraries it loads itself).
 */
export function preloadHints(
  siteRoot: string,
  /** The visitor's release manifest (the live one, or with their canaries in place: decision 030). */
  releaseText: string,
  releaseHash: string,
  pathname: string,
  { snapshot = false } = {},
): string {
  const target = pageRemote(pathname);
  if (!target) return '';
  // Worked out once per release and page remote; the release manifest is read only then.
  const key = `${releaseHash}:${target.remote}${target.exposed}:${snapshot}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let hints = '';
  try {
    const live = parseReleaseManifest(JSON.parse(releaseText))[target.remote];
    const base = live ? `/remotes/${target.remote}/${live.version}/` : '';
    // Only a remote served from this site (its files are here to read).
    const remote = live?.entry.startsWith(base)
      ? readJson<FederationManifest>(path.join(siteRoot, target.remote, 'dist', live.version, 'mf-manifest.json'))
      : null;
    const host = readJson<FederationManifest>(path.join(siteRoot, 'shell/dist/site/mf-manifest.json'));
    if (live && remote && host) {
      const exposed = remote.exposes?.find((e) => e.path === target.exposed);
      const uses = new Set((remote.shared ?? []).map((s) => s.name));
      const libraries = snapshot ? [] : (host.shared ?? []).filter((s) => uses.has(s.name));
      const scripts = [
        `${base}${remote.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`,
        ...(exposed?.assets.js.sync ?? []).map((file) => base + file),
        ...libraries.flatMap((s) => s.assets.js.sync.map((file) => `/${file}`)),
      ];
      const styles = [
        ...(exposed?.assets.css.sync ?? []).map((file) => base + file),
        ...libraries.flatMap((s) => s.assets.css.sync.map((file) => `/${file}`)),
      ];
      const safe = (urls: string[]) => [...new Set(urls)].filter((url) => SAFE_URL.test(url));
      hints = snapshot
        ? `<meta name="page-files" content="${[...safe(scripts), ...safe(styles)].join(' ')}">`
        : [
            ...(live.entry.endsWith('/mf-manifest.json') ? [`<link rel="preload" href="${live.entry}" as="fetch" crossorigin>`] : []),
            ...safe(scripts).map((url) => `<link rel="preload" href="${url}" as="script">`),
            ...safe(styles).map((url) => `<link rel="preload" href="${url}" as="style">`),
          ].join('');
    }
  } catch {
    hints = '';
  }
  memo.set(key, hints);
  return hints;
}
