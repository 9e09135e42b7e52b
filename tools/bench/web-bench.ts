import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { OWNER_PAGE_PATHS, PUBLIC_PAGE_PATHS, ROUTES } from '@adlaunch/shared';
import { createStorage, loadConfig, migrate, openDatabase, seedOwner, type OwnerStage } from '@adlaunch/api/testing';
import { chromiumOrNull } from '../browser';
import { buildAll } from '../build/build-all';
import { buildApp } from '../build/build-app';
import { ROOT } from '../build/paths';
import { writeResults } from './results';

/**
 * `npm run bench:web`: what a phone downloads before the first heading shows, and Lighthouse's mobile
 * scores (median of 3), for the composed site, the floor (React, react-dom, the router and the
 * federation runtime alone) and the peer (the same pages as one ordinary bundle, no federation); then
 * every owner page (`OWNER_PAGE_PATHS`), logged in, on a first visit (cold) and a second one (warm),
 * each against its budget.
 *
 *   --all          Lighthouse on every public page (else / and /pricing)
 *   --bytes        the bytes only
 *   --owner        the owner pages only
 *   --pages a,b    only these owner pages
 *   --runs N       Lighthouse runs per row (default 3; the median is kept)
 *
 * Only a whole run is recorded in docs/performance.md: not with --bytes, --owner or --pages, nor with
 * fewer than 3 runs, nor when a page could not be measured.
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

/** The site server's environment: its own SQLite database and uploads in a fresh folder. */
function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    SITE_ROOT: ROOT,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-')),
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
  };
}

async function startSite(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    env: { ...env, PORT: String(port) },
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
function refuseElsewhere(requested: string, ended: string) {
  if (new URL(ended).pathname !== new URL(requested).pathname) throw new Error(`${requested} ended at ${ended}`);
}

type Cookie = { name: string; value: string };

/** How the page's JavaScript and CSS arrived, from Lighthouse's network-requests audit. */
interface CacheUse {
  files: number;
  /** Served from the HTTP cache without asking the server (nothing transferred). */
  fromCache: number;
  /** Asked the server, which answered 304 Not Modified (only headers came: a round trip each). */
  revalidated: number;
  /** Bytes that came over the network for them. */
  sentBytes: number;
  /** The paths of the revalidated files. */
  revalidatedPaths: string[];
}

interface LcpElement {
  selector: string;
  snippet: string;
  label: string;
  /** Time to first byte, load delay, load time and render delay, as Lighthouse splits the LCP. */
  phases: { phase: string; ms: number }[];
}

interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  cache: CacheUse;
  lcpElement: LcpElement | null;
}

interface RunOptions {
  /** Logs the run in: set in the browser (the app reads it), with Lighthouse's storage reset off. */
  cookie?: Cookie;
  /**
   * A second visit: the page is first opened once in the same browser (its HTTP cache kept), then
   * measured with Lighthouse's storage and cache reset off. Otherwise each run has a fresh browser
   * profile, so an empty cache.
   */
  warm?: boolean;
  runs: number;
}

function cacheUse(lhr: { audits: Record<string, { details?: unknown }> }): CacheUse {
  type Item = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number; statusCode?: number };
  const items = (lhr.audits['network-requests']?.details as { items?: Item[] } | undefined)?.items ?? [];
  const files = items.filter((i) => i.resourceType === 'Script' || i.resourceType === 'Stylesheet');
  // Chrome reports a revalidated file with its cached status (200): only its headers (about 300 bytes) came.
  const headersOnly = (i: Item) =>
    i.statusCode === 304 ||
    ((i.transferSize ?? 0) > 0 && (i.transferSize ?? 0) <= 600 && (i.resourceSize ?? 0) > 2 * (i.transferSize ?? 0));
  return {
    files: files.length,
    fromCache: files.filter((i) => i.transferSize === 0).length,
    revalidated: files.filter(headersOnly).length,
    sentBytes: files.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    revalidatedPaths: files.filter(headersOnly).map((i) => new URL(i.url).pathname),
  };
}

function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): LcpElement | null {
  type Table = { items?: Record<string, unknown>[] };
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
  if (!node) return null;
  const phases = (tables[1]?.items ?? []) as { phase?: string; timing?: number }[];
  return {
    selector: node.selector ?? '',
    snippet: node.snippet ?? '',
    label: node.nodeLabel ?? '',
    phases: phases.map((p) => ({ phase: String(p.phase), ms: Math.round(p.timing ?? 0) })),
  };
}

/** The warm-up visit: opens the page as Lighthouse's phone would, waits for its heading and for the network to go quiet. */
async function visitOnce(context: BrowserContext, url: string) {
  const { screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    const screen = screenEmulationMetrics.mobile;
    await session.send('Emulation.setDeviceMetricsOverride', {
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      mobile: screen.mobile,
    });
    await session.send('Emulation.setUserAgentOverride', { userAgent: userAgents.mobile });
    await page.goto(url, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    refuseElsewhere(url, page.url());
  } finally {
    await page.close();
  }
}

/** One Lighthouse run in its own Chrome (a fresh profile, so an empty HTTP cache unless `warm` fills it). */
async function lighthouseOnce(url: string, { cookie, warm = false }: Omit<RunOptions, 'runs'>): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (cookie || warm) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = browser.contexts()[0];
        if (cookie) await context.addCookies([{ ...cookie, url }]);
        if (warm) await visitOnce(context, url);
      } finally {
        await browser.close();
      }
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      disableStorageReset: Boolean(cookie) || warm,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Screenshots are for people reading a report; the figures do not need them.
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    });
    const lhr = result!.lhr;
    // BENCH_LHR_DIR=<folder> keeps each run's full report (open it in the Lighthouse viewer).
    if (process.env.BENCH_LHR_DIR) {
      fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${warm ? 'warm' : 'cold'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    refuseElsewhere(url, lhr.finalDisplayedUrl);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      cache: cacheUse(lhr),
      lcpElement: lcpElementOf(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/** The element's tag and the start of its text, for a table cell. */
function shortElement(e: LcpElement): string {
  const tag = /^<([a-z0-9-]+)/i.exec(e.snippet)?.[1] ?? '?';
  const text = e.label.length > 28 ? `${e.label.slice(0, 27)}…` : e.label;
  return `${tag}${text ? ` "${text}"` : ''}`.replaceAll('|', '\\|');
}

/** A warm run had its scripts and styles from the cache (at most a tenth fetched again); a cold one none. */
const wasWarm = (c: CacheUse) => c.files > 0 && c.fromCache + c.revalidated >= 0.9 * c.files;
const wasCold = (c: CacheUse) => c.fromCache === 0;

interface Median extends LighthouseResult {
  /** Every run had the cache it was meant to have (empty for cold, filled for warm). */
  cacheAsMeant: boolean;
}

/** The median run: by performance score for a cold visit, by LCP for a warm one (its budget). */
async function lighthouseMedian(url: string, { runs, ...options }: RunOptions): Promise<Median> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseOnce(url, options));
  const asMeant = options.warm ? wasWarm : wasCold;
  if (options.warm) results.sort((a, b) => a.lcpMs - b.lcpMs);
  else results.sort((a, b) => a.performance - b.performance);
  return { ...results[Math.floor(results.length / 2)], cacheAsMeant: results.every((r) => asMeant(r.cache)) };
}

/** Issue #14: the owner pages, on a phone, logged in. */
const OWNER_BUDGET = {
  cold: 'performance >= 95, LCP <= 2.0 s, CLS < 0.02, TBT <= 200 ms',
  warm: 'LCP <= 1.2 s',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** What a row missed of its budget; empty when it met it. */
function missedBudget(r: LighthouseResult, warm: boolean): string[] {
  if (warm) return r.lcpMs <= 1200 ? [] : [`LCP ${seconds(r.lcpMs)} > 1.2 s`];
  const missed: string[] = [];
  if (r.performance < 95) missed.push(`performance ${r.performance} < 95`);
  if (r.lcpMs > 2000) missed.push(`LCP ${seconds(r.lcpMs)} > 2.0 s`);
  if (!(r.cls < 0.02)) missed.push(`CLS ${r.cls} >= 0.02`);
  if (r.tbtMs > 200) missed.push(`TBT ${r.tbtMs} ms > 200 ms`);
  return missed;
}

/** The two seeded owners: between them every owner page opens (see `seedOwner`). */
const OWNERS = {
  A: { stage: 'setting-up', email: 'owner-a@bench.example.com', firstName: 'Anele', lastName: 'Dlamini', days: 0 },
  B: { stage: 'live', email: 'owner-b@bench.example.com', firstName: 'Bongani', lastName: 'Nkosi', days: 90 },
} as const satisfies Record<string, { stage: OwnerStage; email: string; firstName: string; lastName: string; days: number }>;
type OwnerId = keyof typeof OWNERS;
const OWNER_LABEL: Record<OwnerId, string> = { A: 'A, setting up', B: `B, live, ${OWNERS.B.days} days` };

/** A wizard's status page needs a paid order, and the dashboard is measured with data: owner B; every form step: owner A. */
const ownerOf = (page: string): OwnerId => (page.endsWith('/status') || page === ROUTES.dashboard ? 'B' : 'A');

/** Seeds both owners into the site's database (before the server starts) and answers their passwords. */
async function seedOwners(env: NodeJS.ProcessEnv): Promise<Record<OwnerId, string>> {
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    await migrate(database);
    const storage = createStorage(config, env);
    const passwords = { A: '', B: '' };
    for (const id of Object.keys(OWNERS) as OwnerId[]) {
      const { stage, email, firstName, lastName, days } = OWNERS[id];
      passwords[id] = randomBytes(12).toString('base64url');
      await seedOwner(database.db, {
        email,
        password: passwords[id],
        scryptCost: config.scryptCost,
        stage,
        days,
        firstName,
        lastName,
        storage,
      });
    }
    return passwords;
  } finally {
    await database.db.destroy();
  }
}

/** Logs in with email and password, as the login dialog does, and answers the session token. */
async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string | null; message?: string };
  if (!response.ok || !body.token) throw new Error(`${email} could not log in: ${response.status} ${body.message ?? JSON.stringify(body)}`);
  return body.token;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Flags {
  all: boolean;
  bytesOnly: boolean;
  ownerOnly: boolean;
  runs: number;
  /** The owner pages to measure. */
  ownerPages: string[];
  /** Whether the figures go into docs/performance.md. */
  record: boolean;
}

function parseFlags(argv: string[]): Flags {
  const value = (name: string): string | undefined => {
    const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (i < 0) return undefined;
    const text = argv[i].includes('=') ? argv[i].slice(name.length + 1) : argv[i + 1];
    if (!text || text.startsWith('--')) throw new Error(`${name} needs a value`);
    return text;
  };
  const known = ['--all', '--bytes', '--owner', '--runs', '--pages'];
  const unknown = argv.filter((a, i) => a.startsWith('--') && !known.includes(a.split('=')[0]) && argv[i - 1] !== '--pages');
  if (unknown.length) throw new Error(`unknown flag ${unknown.join(', ')}; the flags are ${known.join(', ')}`);
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const pages = value('--pages')
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const notOwner = (pages ?? []).filter((p) => !(OWNER_PAGE_PATHS as readonly string[]).includes(p));
  if (notOwner.length) throw new Error(`--pages: ${notOwner.join(', ')} is not an owner page; they are ${OWNER_PAGE_PATHS.join(', ')}`);
  const bytesOnly = argv.includes('--bytes');
  const ownerOnly = argv.includes('--owner');
  return {
    all: argv.includes('--all'),
    bytesOnly,
    ownerOnly,
    runs,
    ownerPages: pages ?? [...OWNER_PAGE_PATHS],
    record: !bytesOnly && !ownerOnly && !pages && runs >= 3,
  };
}

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  await buildAll({ ifNeeded: true });
  if (!flags.ownerOnly) {
    await buildApp(path.join(ROOT, 'tools/bench/floor'));
    await buildApp(path.join(ROOT, 'tools/bench/single'));
  }

  const env = siteEnv();
  const passwords = await seedOwners(env);
  const site = await startSite(env);
  // The floor and the peer are compared with the public pages only.
  const floor = flags.ownerOnly ? null : await serveStatic(path.join(ROOT, 'tools/bench/floor/dist/site'));
  const single = flags.ownerOnly ? null : await serveStatic(path.join(ROOT, 'tools/bench/single/dist/site'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const lines: string[] = [];
  const say = (line = '') => {
    console.log(line);
    lines.push(line);
  };
  let failed = false;
  try {
    const cookies = {} as Record<OwnerId, Cookie>;
    for (const id of Object.keys(OWNERS) as OwnerId[])
      cookies[id] = { name: 'token', value: await login(site.url, OWNERS[id].email, passwords[id]) };

    if (floor && single) {
      const pages: { name: string; url: string; cookie?: Cookie }[] = [
        { name: '/', url: `${site.url}/` },
        { name: '/pricing', url: `${site.url}/pricing` },
        { name: `/setup-search/about (owner ${OWNER_LABEL.A})`, url: `${site.url}/setup-search/about`, cookie: cookies.A },
        { name: `/dashboard (owner ${OWNER_LABEL.B})`, url: `${site.url}${ROUTES.dashboard}`, cookie: cookies.B },
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
      if (flags.bytesOnly) return;
      say(`### Lighthouse, mobile (simulated slow 4G and 4x CPU), median of ${flags.runs}`);
      say();
      say(
        '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | public-page budget (perf >= 98, LCP <= 1.5 s, CLS < 0.02) |',
      );
      say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
      const targets = [
        ...(flags.all ? PUBLIC_PAGE_PATHS : ['/', '/pricing']).map((route) => ({ name: route, url: `${site.url}${route}` })),
        { name: 'floor (a)', url: `${floor.url}/` },
        { name: 'peer (b): single bundle, /', url: `${single.url}/` },
      ];
      for (const target of targets) {
        const r = await lighthouseMedian(target.url, { runs: flags.runs });
        // The budget is for public pages; the floor and the peer are for comparison.
        const isPublic = (PUBLIC_PAGE_PATHS as readonly string[]).includes(target.name);
        const ok = r.performance >= 98 && r.lcpMs <= 1500 && r.cls < 0.02;
        say(
          `| ${target.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${isPublic ? (ok ? 'met' : 'missed') : '(comparison)'} |`,
        );
      }
      say();
    }

    if (flags.bytesOnly) return;
    say(`### Owner pages, logged in: Lighthouse mobile, median of ${flags.runs}, first visit (cold) and second visit (warm)`);
    say();
    say(`Owner A is setting up (every step of both wizards filled in, nothing paid): the wizard steps. Owner B is live (both orders paid,`);
    say(
      `the search ad active with ${OWNERS.B.days} days of figures): the status pages and the dashboard. Budgets (issue #14): cold, an empty`,
    );
    say(`HTTP cache: ${OWNER_BUDGET.cold}; warm, the page visited once before in the same browser: ${OWNER_BUDGET.warm}.`);
    say(`"From the cache" counts the page's JS and CSS files Lighthouse saw served from the HTTP cache (or revalidated with a 304).`);
    say();
    say('| page | owner | visit | performance | LCP | TBT | CLS | JS and CSS from the cache | LCP element | budget |');
    say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const elements: string[] = [];
    const revalidated = new Set<string>();
    for (const page of flags.ownerPages) {
      const owner = ownerOf(page);
      for (const warm of [false, true]) {
        const visit = warm ? 'warm' : 'cold';
        const lead = `| ${page} | ${owner} | ${visit} |`;
        let r: Median;
        try {
          r = await lighthouseMedian(`${site.url}${page}`, { cookie: cookies[owner], warm, runs: flags.runs });
        } catch (error) {
          failed = true;
          say(
            `${lead} | | | | | | not measured: ${String((error as Error).message)
              .split('\n')[0]
              .replaceAll('|', '\\|')} |`,
          );
          continue;
        }
        const c = r.cache;
        const cache = `${c.fromCache + c.revalidated} of ${c.files}${c.revalidated ? ` (${c.revalidated} revalidated)` : ''}, ${kb(c.sentBytes)} sent`;
        const cacheNote = r.cacheAsMeant ? '' : warm ? ': NOT WARM' : ': NOT COLD';
        const element = r.lcpElement ? shortElement(r.lcpElement) : 'not found';
        if (warm) for (const file of c.revalidatedPaths) revalidated.add(file);
        const missed = missedBudget(r, warm);
        const verdict = !r.cacheAsMeant
          ? `not valid: the cache was not ${visit}`
          : missed.length
            ? `missed: ${missed.join('; ')}`
            : r.lcpElement
              ? 'met'
              : 'met (but the LCP element was gone by the end: see below)';
        say(`${lead} ${r.performance} | ${seconds(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${cache}${cacheNote} | ${element} | ${verdict} |`);
        const e = r.lcpElement;
        const phases = e?.phases.map((p) => `${p.phase} ${p.ms} ms`).join(', ');
        elements.push(
          e
            ? `- ${page}, ${visit}: \`${e.selector}\`${e.label ? ` "${e.label}"` : ''} (${phases || 'no phases'}): \`${e.snippet}\``
            : `- ${page}, ${visit}: not found`,
        );
      }
    }
    say();
    say('LCP element of each row (its median run): selector, text, the LCP split into phases, and its markup.');
    say('"Not found": the element that painted largest was no longer in the page at the end (e.g. a frame the app replaced).');
    say();
    for (const line of elements) say(line);
    if (revalidated.size) {
      say();
      say(
        `Asked again on warm visits (the server answered 304 Not Modified, a round trip each; a file with a hash in its name need not be): ${[...revalidated].join(', ')}.`,
      );
    }
  } finally {
    await browser.close();
    await floor?.close();
    await single?.close();
    site.child.kill('SIGTERM');
    await new Promise((resolve) => (site.child.exitCode === null ? site.child.once('exit', resolve) : resolve(null)));
    fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }
  if (failed) {
    console.error('\nSome owner pages could not be measured (see "not measured" above); nothing is recorded.');
    process.exitCode = 1;
    return;
  }
  if (flags.record) writeResults('web', lines.join('\n'));
  else console.log('\n(Not recorded: --bytes, --owner, --pages or fewer than 3 runs print only.)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
