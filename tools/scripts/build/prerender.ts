import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { OWNER_FRAME_GLOBAL, OWNER_PAGE_PATHS, PUBLIC_PAGE_PATHS, STORAGE_KEYS, pageRemote } from '@adlaunch/shared';
import { ownerFrameFile, prerenderDir, prerenderFile, pricedFile, releaseHash, withPageStarter } from '@adlaunch/api/site';
import { ReleaseStore } from '@adlaunch/api/releases';
import { BrowserMissingError, findChromium } from '../../presets/browser';
import { ROOT, releasesDir } from './paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The snapshot folder of a release manifest (its bytes, as the site server hashes them). */
export const snapshotDirFor = (manifestText: string | Buffer, siteRoot = ROOT) => prerenderDir(siteRoot, releaseHash(manifestText));

export interface RenderJob {
  /** The release to render: the site server is given exactly these manifest bytes. */
  manifestText: string;
  pages: readonly string[];
  /** Owner pages whose frame to render (the page before the owner's data arrives). */
  ownerPages: readonly string[];
  /** Each page is written here as prerenderFile(page), each owner frame as ownerFrameFile(page). */
  outDir: string;
  executablePath: string;
  siteRoot: string;
}

/** A session cookie no server knows: the app takes itself for logged in, and no call it makes is answered. */
const FRAME_TOKEN = 'prerendered-owner-frame-token';
const API_CALL = /\/(v1|v2|__dev)\//;

/** Waits until no request but the API's (left unanswered in a frame) has been in flight for 500 ms. */
async function quiet(page: Page, inFlight: Set<unknown>) {
  for (let still = 0; still < 5;) {
    await page.waitForTimeout(100);
    still = inFlight.size === 0 ? still + 1 : 0;
  }
}

/** Waits for the render server to answer: two minutes, as a busy 2-core machine compiling the API with tsx has taken over 30 s. */
async function serverUp(server: ReturnType<typeof spawn>, base: string, limitMs = 120_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`prerender: the site server stopped (exit code ${server.exitCode}) before it answered`);
    const up = await fetch(`${base}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`prerender: the site server did not answer at ${base} within ${limitMs / 1000} s`);
}

/**
 * Loads each page of a release in headless Chromium, as a first-time visitor (variant B of the A/B
 * test, logged out), and keeps its markup and styles. The site server runs on its own port with a
 * releases folder of its own holding `manifestText`: a release can be rendered before it goes live.
 * The snapshot is live from its first paint; the page starter keeps what is typed into it for the app (decision 033).
 *
 * An owner page's frame is the same page as a logged-in owner first sees it, before any of their data
 * has arrived: the app runs with a session cookie and every API call is left unanswered, so the
 * frame is the app's own markup (one source of truth) and holds no one's data.
 */
export async function renderPages({ manifestText, pages, ownerPages, outDir, executablePath, siteRoot }: RenderJob): Promise<void> {
  if (pages.length === 0 && ownerPages.length === 0) return;
  const port = await freePort();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const releases = path.join(work, 'releases');
  // The render server's own releases folder, holding the release to render (live or not yet).
  new ReleaseStore(releases, siteRoot).writeManifestText(manifestText);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: siteRoot,
      RELEASES_DIR: releases,
      DATA_DIR: path.join(work, 'data'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await serverUp(server, base);
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const shellPage = fs.readFileSync(path.join(siteRoot, 'shell/dist/site/index.html'), 'utf8');
    try {
      type Job = { route: string; owner: boolean; variant?: 'A' | 'B' };
      const jobs: Job[] = [...pages.map((route) => ({ route, owner: false })), ...ownerPages.map((route) => ({ route, owner: true }))];
      for (let i = 0; i < jobs.length; i += 1) {
        const { route, owner, variant } = jobs[i];
        const context = await browser.newContext();
        // A page's first render is for no variant (the price test's figures left out); a page that asks
        // for the visitor's variant shows prices, and is rendered again once per variant: the server
        // serves the visitor's own (decision 033).
        const inFlight = new Set<unknown>();
        if (owner) {
          // The app renders the page's form with no one's data (decision 036).
          await context.addInitScript(`window.${OWNER_FRAME_GLOBAL} = true;`);
          await context.addCookies([{ name: STORAGE_KEYS.token, value: FRAME_TOKEN, url: base }]);
          await context.route(API_CALL, () => undefined);
        }
        // Registered last, so it answers before the owner's unanswered calls (the last route matching runs first).
        let asked = false;
        await context.route('**/v2/visitor', (r) => {
          asked = true;
          return variant ? r.fulfill({ json: { cid: 'prerendered-page-visitor', abVariant: variant } }) : r.abort();
        });
        const page = await context.newPage();
        page.on('request', (request) => (API_CALL.test(request.url()) ? undefined : inFlight.add(request)));
        page.on('requestfinished', (request) => inFlight.delete(request));
        page.on('requestfailed', (request) => inFlight.delete(request));
        await page.goto(`${base}${route}`, { waitUntil: owner ? 'load' : 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        if (owner) {
          await quiet(page, inFlight);
          // A frame that led elsewhere (the app's routing) would be served as the wrong page.
          if (new URL(page.url()).pathname !== route) throw new Error(`the frame of ${route} ended at ${page.url()}`);
        }
        const { styles, body, title, description } = await page.evaluate(() => ({
          // Every style sheet the page uses (style tags and the chunks' CSS files), inlined in their order,
          // so the snapshot paints without waiting for a style sheet.
          // A snapshot being served already (`data-snapshot`) is left out.
          styles: [...document.styleSheets]
            .filter((sheet) => !(sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute('data-snapshot')))
            .map((sheet) => {
              try {
                return `<style data-snapshot>${[...sheet.cssRules].map((rule) => rule.cssText).join('')}</style>`;
              } catch {
                return sheet.ownerNode instanceof Element ? sheet.ownerNode.outerHTML : '';
              }
            })
            .join(''),
          body: document.getElementById('root')!.innerHTML,
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        }));
        const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        const html = withPageStarter(shellPage)
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
          .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, `<meta name="description" content="${escape(description)}">`)
          .replace('</head>', `${styles}</head>`)
          .replace(/<div id="?root"?><\/div>/, `<div id="root" data-prerendered>${body}</div>`);
        const file = owner ? ownerFrameFile(route, variant) : variant ? pricedFile(route, variant) : prerenderFile(route);
        fs.writeFileSync(path.join(outDir, file), html);
        if (!variant && asked) jobs.push({ route, owner, variant: 'A' }, { route, owner, variant: 'B' });
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export interface SnapshotResult {
  dir: string;
  /** The release had been snapshotted before (a rollback, or a publish of a known combination). */
  reused: boolean;
  rendered: string[];
  copied: string[];
  /** Owner pages whose frame was rendered, or copied. */
  renderedFrames: string[];
  copiedFrames: string[];
}

export interface SnapshotOptions {
  /** The manifest the release replaces: pages of the remotes it leaves alone are copied from its snapshot. */
  previousText?: string | null;
  /** Render every public page, even when an earlier snapshot could be reused or copied from. */
  force?: boolean;
  siteRoot?: string;
  findBrowser?: () => string;
  render?: (job: RenderJob) => Promise<void>;
}

/** Remotes whose live entry differs between two manifests (added, removed or another version). */
export function changedRemotes(previousText: string, manifestText: string): Set<string> {
  const parse = (text: string): Record<string, unknown> => {
    try {
      return JSON.parse(text) ?? {};
    } catch {
      return {};
    }
  };
  const before = parse(previousText);
  const after = parse(manifestText);
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return new Set([...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name])));
}

/**
 * Makes sure the release whose manifest is `manifestText` has its public pages and owner frames prerendered, so that
 * the release is served fast from its first request. Snapshots are kept per release hash: a release
 * snapshotted before (a rollback, a re-publish) reuses its folder and needs no browser.
 *
 * Otherwise only the pages whose remote changed (the contract's `pageRemote`) are rendered, and the
 * others are copied from the previous release's snapshot. A page's snapshot is the shell (which a
 * release does not change) plus the page's own remote, so a copy is byte for byte what a new render of
 * an unchanged page would give, and a release of a wizard or the auth remote then costs seconds (or no
 * browser at all) instead of the 30-60 s of the whole public set. With no previous snapshot to copy
 * from, every page is rendered. Throws BrowserMissingError before any work when a render is needed
 * and no browser exists.
 */
export async function ensureSnapshots(manifestText: string, options: SnapshotOptions = {}): Promise<SnapshotResult> {
  const { previousText = null, force = false, siteRoot = ROOT, findBrowser = findChromium, render = renderPages } = options;
  const dir = snapshotDirFor(manifestText, siteRoot);
  if (!force && fs.existsSync(dir)) return { dir, reused: true, rendered: [], copied: [], renderedFrames: [], copiedFrames: [] };

  const previousDir = previousText !== null && !force ? snapshotDirFor(previousText, siteRoot) : null;
  const changed = previousText !== null ? changedRemotes(previousText, manifestText) : new Set<string>();
  const canCopy = (page: string, file: string) => {
    if (!previousDir || !fs.existsSync(path.join(previousDir, file))) return false;
    const owner = pageRemote(page)?.remote;
    return Boolean(owner) && !changed.has(owner!);
  };
  const copied = PUBLIC_PAGE_PATHS.filter((page) => canCopy(page, prerenderFile(page)));
  const rendered = PUBLIC_PAGE_PATHS.filter((page) => !canCopy(page, prerenderFile(page)));
  const copiedFrames = OWNER_PAGE_PATHS.filter((page) => canCopy(page, ownerFrameFile(page)));
  const renderedFrames = OWNER_PAGE_PATHS.filter((page) => !canCopy(page, ownerFrameFile(page)));
  const executablePath = rendered.length || renderedFrames.length ? findBrowser() : '';

  const staging = `${dir}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    // A page that shows prices has a copy per variant beside it.
    const withPriced = (page: string) => [prerenderFile(page), pricedFile(page, 'A'), pricedFile(page, 'B')];
    const framesWithPriced = (page: string) => [ownerFrameFile(page), ownerFrameFile(page, 'A'), ownerFrameFile(page, 'B')];
    for (const file of [...copied.flatMap(withPriced), ...copiedFrames.flatMap(framesWithPriced)]) {
      if (fs.existsSync(path.join(previousDir!, file))) fs.copyFileSync(path.join(previousDir!, file), path.join(staging, file));
    }
    await render({ manifestText, pages: rendered, ownerPages: renderedFrames, outDir: staging, executablePath, siteRoot });
    // The folder appears whole or not at all: the site server never serves half a release's pages.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(staging, dir);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return { dir, reused: false, rendered, copied, renderedFrames, copiedFrames };
}

/** `npm run prerender` (and the build): renders every public page of the live release again. */
export async function prerender(): Promise<void> {
  const manifest = new ReleaseStore(releasesDir(), ROOT).readManifestText();
  if (manifest === null) return;
  const result = await ensureSnapshots(manifest, { force: true });
  console.log(`prerendered ${result.rendered.length} public pages and ${result.renderedFrames.length} owner page frames`);
}

if (require.main === module) {
  prerender().catch((error) => {
    console.error(error instanceof BrowserMissingError ? `prerender: ${error.message}` : error);
    process.exit(1);
  });
}
