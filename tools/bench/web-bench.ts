import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { chromiumOrNull } from '../browser';
import { buildAll } from '../build/build-all';
import { buildApp } from '../build/build-app';
import { ROOT } from '../build/paths';
import { writeResults } from './results';

/**
 * `npm run bench:web`: what a phone downloads before the first heading shows, and Lighthouse's mobile
 * scores (median of 3), for the composed site, the floor (React, react-dom, the router and the
 * federation runtime alone) and the peer (the same pages as one ordinary bundle, no federation).
 * `--all` runs Lighthouse on every public page; `--bytes` measures the bytes only and records nothing.
 */
const CHROMIUM = chromiumOrNull() ?? undefined; // CHROMIUM_PATH, else a system Chromium (tools/browser.ts)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function startSite(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: ROOT,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-')),
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/remotes.json`);
  return { url, child };
}

/** A plain static server (precompressed files, page fallback) for the floor and the peer. */
async function serveStatic(dir: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true, index: 'index.html', wildcard: true });
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').send(fs.readFileSync(path.join(dir, 'index.html'))));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Which shared library each built file holds, from the federation manifests. */
function sharedAssetOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const manifests = [path.join(ROOT, 'shell/dist/site/mf-manifest.json'), path.join(ROOT, 'tools/bench/floor/dist/site/mf-manifest.json')];
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

interface Bytes {
  /** JS and CSS that had arrived when the first h1 became visible. */
  beforeH1: number;
  /** All JS and CSS of the initial load (until the network is idle). */
  initial: number;
  byPart: Record<string, number>;
}

/** JavaScript and CSS bytes, compressed as served (resource timing's encoded body sizes). */
async function firstLoadBytes(browser: Browser, url: string, cookie?: { name: string; value: string }): Promise<Bytes> {
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

interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** `cookie` logs the run in: set in the browser (the app reads it), with Lighthouse's storage reset off. */
async function lighthouseMedian(url: string, cookie?: { name: string; value: string }, runs = 3): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      if (cookie) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0].addCookies([{ ...cookie, url }]);
        await cdp.close();
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        disableStorageReset: Boolean(cookie),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Screenshots are for people reading a report; the figures do not need them.
        disableFullPageScreenshot: true,
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      });
      const lhr = result!.lhr;
      // A page that redirected (a logged-in page seen logged out) would be measured as another page.
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}

async function createAccountToken(base: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/v2/user', { cid: 'bench', first_name: 'Bench', last_name: 'Mark', email, password: 'a benchmark passphrase', extras: [] });
  const outbox = (await (await fetch(`${base}/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
  const otp = outbox.messages[0].text.match(/\b[0-9A-HJKMNP-TV-Z]{5}\b/)![0];
  const { token } = (await (await post('/v2/user/verify', { otp, emailAddress: email, verificationType: 'email' })).json()) as {
    token: string;
  };
  return token;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const all = process.argv.includes('--all');
  const bytesOnly = process.argv.includes('--bytes');
  await buildAll({ ifNeeded: true });
  await buildApp(path.join(ROOT, 'tools/bench/floor'));
  await buildApp(path.join(ROOT, 'tools/bench/single'));

  const site = await startSite();
  const floor = await serveStatic(path.join(ROOT, 'tools/bench/floor/dist/site'));
  const single = await serveStatic(path.join(ROOT, 'tools/bench/single/dist/site'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  try {
    const token = await createAccountToken(site.url);
    const cookie = { name: 'token', value: token };
    const pages: { name: string; url: string; cookie?: typeof cookie }[] = [
      { name: '/', url: `${site.url}/` },
      { name: '/pricing', url: `${site.url}/pricing` },
      { name: '/setup-search/about (logged in)', url: `${site.url}/setup-search/about`, cookie },
    ];

    say('### First-load JavaScript and CSS (compressed as served, before the first h1 is visible)');
    say();
    const floorBytes = await firstLoadBytes(browser, `${floor.url}/`);
    const singleBytes = await firstLoadBytes(browser, `${single.url}/`);
    const split = (bytes: Bytes) =>
      Object.entries(bytes.byPart)
        .sort((a, b) => b[1] - a[1])
        .map(([part, n]) => `${part} ${kb(n)}`)
        .join('; ');
    say('| page | before the h1 is visible | whole initial load | split of the initial load |');
    say('| --- | --- | --- | --- |');
    let home: Bytes | null = null;
    for (const p of pages) {
      const bytes = await firstLoadBytes(browser, p.url, p.cookie);
      if (p.name === '/') home = bytes;
      say(`| ${p.name} | ${kb(bytes.beforeH1)} | ${kb(bytes.initial)} | ${split(bytes)} |`);
    }
    say(
      `| floor (a): React, react-dom, router, federation runtime | ${kb(floorBytes.beforeH1)} | ${kb(floorBytes.initial)} | ${split(floorBytes)} |`,
    );
    say(`| peer (b): the same pages as one bundle | ${kb(singleBytes.beforeH1)} | ${kb(singleBytes.initial)} | ${split(singleBytes)} |`);
    const before = home!.beforeH1 / floorBytes.beforeH1;
    const whole = home!.initial / floorBytes.initial;
    say();
    say(
      `/ before its h1 is visible: ${before.toFixed(2)} x the floor; whole initial load: ${whole.toFixed(2)} x the floor (budget: at most 1.2 x): ${before <= 1.2 && whole <= 1.2 ? 'within budget' : 'OVER BUDGET'}.`,
    );
    say('Public pages are prerendered, so their h1 paints from the HTML before any script has run.');
    say();

    // `--bytes`: the figures above are printed, nothing is recorded.
    if (bytesOnly) return;
    say('### Lighthouse, mobile (simulated slow 4G and 4x CPU), median of 3');
    say();
    say(
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | public-page budget (perf >= 98, LCP <= 1.5 s, CLS < 0.02) |',
    );
    say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const targets = [
      ...(all ? PUBLIC_PAGE_PATHS.map((route) => ({ name: route, url: `${site.url}${route}` })) : pages.filter((p) => !p.cookie)),
      { name: '/setup-search/about (logged in)', url: `${site.url}/setup-search/about`, cookie },
      { name: 'floor (a)', url: `${floor.url}/` },
      { name: 'peer (b): single bundle, /', url: `${single.url}/` },
    ];
    for (const target of targets) {
      const r = await lighthouseMedian(target.url, 'cookie' in target ? target.cookie : undefined);
      // The budget is for public pages; the logged-in step, the floor and the peer are for comparison.
      const isPublic = (PUBLIC_PAGE_PATHS as readonly string[]).includes(target.name);
      const ok = r.performance >= 98 && r.lcpMs <= 1500 && r.cls < 0.02;
      say(
        `| ${target.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${isPublic ? (ok ? 'met' : 'missed') : '(comparison)'} |`,
      );
    }
  } finally {
    await browser.close();
    await floor.close();
    await single.close();
    site.child.kill('SIGTERM');
  }
  writeResults('web', lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
