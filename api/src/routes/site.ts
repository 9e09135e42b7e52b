import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parse as parseCookies } from 'cookie';
import { isOwnerPage, REMOTE_NAMES, STORAGE_KEYS } from '@adlaunch/shared';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { liveSession } from '../services/auth-guard';
import { preloadHints } from '../services/preload-hints';
import { filesHash } from '../services/release-version';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const VERSION_DIR = /^\/[0-9A-Za-z.+-]+\//;

/**
 * Serves the composed site on the API's origin: the shell, each remote's versioned builds under
 * /remotes/<name>/<version>/, and the release manifest. In production these are static files on a CDN.
 */
export async function siteRoutes(app: FastifyInstance, { config }: AppDeps) {
  const siteRoot = config.siteRoot;
  if (!siteRoot) return;
  const shellDir = path.join(siteRoot, 'shell/dist/site');

  for (const remote of REMOTE_NAMES) {
    const root = path.join(siteRoot, remote, 'dist');
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => VERSION_DIR.test(pathName),
      setHeaders: (res) => {
        res.setHeader('Cache-Control', IMMUTABLE);
        // When the shell runs on another origin, its federation runtime fetches manifests with CORS.
        if (config.publicOrigin) {
          res.setHeader('Access-Control-Allow-Origin', config.publicOrigin);
          res.setHeader('Vary', 'Origin');
        }
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    const file = path.join(config.releasesDir, 'remotes.json');
    const body = await fs.promises.readFile(file, 'utf8').catch(() => '{}');
    return reply.header('Cache-Control', NO_CACHE).type('application/json').send(body);
  });

  fs.mkdirSync(shellDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    dotfiles: 'deny',
    setHeaders: (res, filePath) => {
      // A precompressed copy (main.4f3a2b1c.js.br) is cached as the file it stands for.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.(js|css)$/.test(name) ? IMMUTABLE : NO_CACHE);
    },
  });
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send('User-agent: *\nAllow: /\nDisallow: /setup-search/\nDisallow: /setup-gbp/\nDisallow: /v1/\nDisallow: /v2/\n'),
  );
  app.get('/', (_request, reply) => sendShellPage(reply, config, '/'));
  app.get('/index.html', (_request, reply) => sendShellPage(reply, config, '/'));
}

/**
 * A prerendered page starts the app once its first frame is painted (in the frame after): the snapshot
 * paints before any script is fetched or run (a preload would compete with the page itself on a slow
 * connection). The Content Security Policy allows exactly this inline script by its hash.
 */
export const APP_STARTER =
  "requestAnimationFrame(function(){requestAnimationFrame(function(){var s=document.createElement('script');s.src='/main.js';document.head.appendChild(s)})})";
export const APP_STARTER_CSP = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;
export const withAppStarter = (html: string) => {
  const tag = /<script defer(?:="defer")? src="?\/main\.js"?><\/script>/;
  if (!tag.test(html)) throw new Error('the shell page has no deferred /main.js to start after the first frame');
  // At the end of the body, so that the frame it waits for is the one that paints the snapshot.
  return html.replace(tag, '').replace('</body>', `<script>${APP_STARTER}</script></body>`);
};

/** Prerendered pages are kept per release: a publish or rollback makes other snapshots unused. */
export const releaseHash = (manifestText: string | Buffer) => createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
export const prerenderFile = (pathname: string) => `${(pathname.replace(/\/+$/, '') || '/').slice(1).replace(/\//g, '__') || 'index'}.html`;
/** An owner page's frame, kept beside the public snapshots (`/dashboard` has both). */
export const ownerFrameFile = (pathname: string) => `owner.${prerenderFile(pathname)}`;
export const prerenderDir = (siteRoot: string, hash: string) => path.join(siteRoot, 'shell/dist/site/prerendered', hash);

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const pageCache = new Map<string, { mtime: number; html: string }>();

function readCached(file: string, transform: (html: string) => string): string | null {
  let mtime: number;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const hit = pageCache.get(file);
  if (hit?.mtime === mtime) return hit.html;
  const html = transform(fs.readFileSync(file, 'utf8'));
  pageCache.set(file, { mtime, html });
  return html;
}

/**
 * Whether the request is a logged-in owner opening one of their pages: its session cookie is live. Only
 * which page frame is sent depends on it; the frame holds no one's data, and the API itself still
 * authenticates by the bearer header alone.
 */
export async function isOwnerRequest(db: Kysely<Database>, request: FastifyRequest, pathname: string): Promise<boolean> {
  if (!isOwnerPage(pathname)) return false;
  const token = parseCookies(request.headers.cookie ?? '')[STORAGE_KEYS.token];
  return token ? (await liveSession(db, token)) !== null : false;
}

/**
 * Every page route answers the shell's page; the shell's router decides what to show. A public page
 * prerendered for the live release is sent with its content already in place; an owner's page (`owner`)
 * with its frame (progress, heading, introduction), painted before any script has run.
 */
export function sendShellPage(
  reply: FastifyReply,
  config: Pick<Config, 'siteRoot' | 'releasesDir' | 'apiBase' | 'blogUrl'>,
  pathname = '/',
  owner = false,
) {
  const siteRoot = config.siteRoot!;
  // The API base and the blog's address are run-time configuration: the page carries them, no bundle does.
  const meta = [
    config.apiBase ? `<meta name="api-base" content="${config.apiBase.replace(/[^A-Za-z0-9:/._-]/g, '')}">` : '',
    /^(https?:\/\/|\/)/.test(config.blogUrl) ? `<meta name="blog-url" content="${escapeAttribute(config.blogUrl)}">` : '',
  ].join('');
  const withMeta = (html: string) => html.replace('<head>', `<head>${meta}`);
  // The same hash the prerender step names its folder with (the manifest's bytes).
  const releaseFile = path.join(config.releasesDir, 'remotes.json');
  const hash = filesHash([releaseFile]).slice(0, 16);
  const prerendered = /^[a-z0-9/-]{1,80}$/.test(pathname)
    ? readCached(path.join(prerenderDir(siteRoot, hash), (owner ? ownerFrameFile : prerenderFile)(pathname)), withMeta)
    : null;
  const shellPage = prerendered ? null : readCached(path.join(siteRoot, 'shell/dist/site/index.html'), withMeta);
  // A page without a snapshot has nothing to show until its remote has loaded: hint all of its files at once.
  const html = prerendered ?? shellPage?.replace('</head>', `${preloadHints(siteRoot, releaseFile, hash, pathname)}</head>`);
  if (!html) return reply.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
  // The same address is a public page or an owner's frame, by the session cookie.
  return reply.header('Cache-Control', NO_CACHE).header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
}
