import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT } from '../../build/paths';

// What a phone downloads before the first heading shows, by part (shell, remotes, shared libraries).

/** Which shared library each built file holds, from the federation manifests. */
function sharedAssetOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const manifests = [
    path.join(ROOT, 'shell/dist/site/mf-manifest.json'),
    path.join(ROOT, 'tools/scripts/bench/floor/dist/site/mf-manifest.json'),
  ];
  for (const file of manifests) {
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      shared?: { name: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared ?? []) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async, ...shared.assets.css.sync, ...shared.assets.css.async]) {
        owners.set(path.basename(asset), `shared: ${shared.name}`);
      }
    }
  }
  return owners;
}

export interface Bytes {
  /** JS and CSS that had arrived when the first h1 became visible. */
  beforeH1: number;
  /** All JS and CSS of the initial load (until the network is idle). */
  initial: number;
  byPart: Record<string, number>;
}

/** JavaScript and CSS bytes, compressed as served (resource timing's encoded body sizes). */
export async function firstLoadBytes(browser: Browser, url: string, cookie?: { name: string; value: string }): Promise<Bytes> {
  const owners = sharedAssetOwners();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (cookie) await context.addCookies([{ ...cookie, url }]);
  // Notes the moment a heading is first painted visible, frame by frame from the very start.
  await context.addInitScript(() => {
    const poll = () => {
      const h1 = document.querySelector('h1');
      const box = h1?.getBoundingClientRect();
      if (h1 && box && box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== 'hidden') {
        (window as unknown as { __h1At: number }).__h1At = performance.now();
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
  refuseElsewhere(url, page.url());
  const entries = await page.evaluate(() => ({
    h1At: (window as unknown as { __h1At?: number }).__h1At ?? Number.POSITIVE_INFINITY,
    resources: performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, size: r.encodedBodySize, end: r.responseEnd };
    }),
  }));
  await context.close();
  const byPart: Record<string, number> = {};
  let beforeH1 = 0;
  let initial = 0;
  for (const resource of entries.resources) {
    const u = new URL(resource.name);
    if (!/\.(js|css)$/.test(u.pathname)) continue;
    const remote = /^\/remotes\/([^/]+)\//.exec(u.pathname)?.[1];
    const part = owners.get(path.basename(u.pathname)) ?? (remote ? `remote: ${remote}` : 'shell');
    byPart[part] = (byPart[part] ?? 0) + resource.size;
    initial += resource.size;
    if (resource.end <= entries.h1At) beforeH1 += resource.size;
  }
  return { beforeH1, initial, byPart };
}

/** A page that redirected (a logged-in page seen logged out, a wizard step the owner may not open yet) would be measured as another page. */
export function refuseElsewhere(requested: string, ended: string) {
  if (new URL(ended).pathname !== new URL(requested).pathname) throw new Error(`${requested} ended at ${ended}`);
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
