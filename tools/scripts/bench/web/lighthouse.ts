import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumOrNull } from '../../../presets/browser';
import { refuseElsewhere } from './bytes';

// Lighthouse's mobile runs, cold and warm, and the median kept of them.

export const CHROMIUM = chromiumOrNull() ?? undefined; // CHROMIUM_PATH, else a system Chromium (tools/presets/browser.ts)
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export type Cookie = { name: string; value: string };

/** How the page's JavaScript and CSS arrived, from Lighthouse's network-requests audit. */
export interface CacheUse {
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

export interface LcpElement {
  selector: string;
  snippet: string;
  label: string;
  /** Time to first byte, load delay, load time and render delay, as Lighthouse splits the LCP. */
  phases: { phase: string; ms: number }[];
}

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  cache: CacheUse;
  lcpElement: LcpElement | null;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

export interface RunOptions {
  /** Logs the run in: set in the browser (the app reads it), with Lighthouse's storage reset off. */
  cookie?: Cookie;
  /**
   * A second visit: the page is first opened once in the same browser (its HTTP cache kept), then
   * measured with Lighthouse's storage and cache reset off. Otherwise each run has a fresh browser
   * profile, so an empty cache.
   */
  warm?: boolean;
  runs: number;
  /**
   * The floor's address: one floor run right before each run of the page, so the page is judged against
   * the floor measured at the same moment (this machine's speed drifts by 2x within a run).
   */
  pairedFloor?: string;
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
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** The element's tag and the start of its text, for a table cell. */
export function shortElement(e: LcpElement): string {
  const tag = /^<([a-z0-9-]+)/i.exec(e.snippet)?.[1] ?? '?';
  const text = e.label.length > 28 ? `${e.label.slice(0, 27)}…` : e.label;
  return `${tag}${text ? ` "${text}"` : ''}`.replaceAll('|', '\\|');
}

/** A warm run had its scripts and styles from the cache (at most a tenth fetched again); a cold one none. */
const wasWarm = (c: CacheUse) => c.files > 0 && c.fromCache + c.revalidated >= 0.9 * c.files;
const wasCold = (c: CacheUse) => c.fromCache === 0;

export interface Median extends LighthouseResult {
  /** Every run had the cache it was meant to have (empty for cold, filled for warm). */
  cacheAsMeant: boolean;
  /** The benchmark index of every run (the median row carries its own in `benchmarkIndex`). */
  benchmarkIndexes: number[];
  /** The median TBT of the floor runs made beside this page's (`pairedFloor`). */
  pairedFloorTbtMs?: number;
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median run: by performance score for a cold visit, by LCP for a warm one (its budget). */
export async function lighthouseMedian(url: string, { runs, pairedFloor, ...options }: RunOptions): Promise<Median> {
  const results: LighthouseResult[] = [];
  const floors: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (pairedFloor) floors.push(await lighthouseOnce(pairedFloor, {}));
    results.push(await lighthouseOnce(url, options));
  }
  const asMeant = options.warm ? wasWarm : wasCold;
  if (options.warm) results.sort((a, b) => a.lcpMs - b.lcpMs);
  else results.sort((a, b) => a.performance - b.performance);
  return {
    ...results[Math.floor(results.length / 2)],
    cacheAsMeant: results.every((r) => asMeant(r.cache)),
    benchmarkIndexes: [...results, ...floors].map((r) => r.benchmarkIndex),
    pairedFloorTbtMs: floors.length ? median(floors.map((f) => f.tbtMs)) : undefined,
  };
}
