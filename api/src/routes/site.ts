import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES } from '@adlaunch/shared';
import type { AppDeps } from '../app';

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
      const name = path.basename(filePath);
      res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(name) ? IMMUTABLE : NO_CACHE);
    },
  });
  app.get('/', (_request, reply) => sendShellPage(reply, siteRoot, config.apiBase));
  app.get('/index.html', (_request, reply) => sendShellPage(reply, siteRoot, config.apiBase));
}

let indexCache: { mtime: number; html: string } | null = null;

/** Every page route answers the shell's page; the shell's router decides what to show. */
export function sendShellPage(reply: FastifyReply, siteRoot: string, apiBase = '') {
  const file = path.join(siteRoot, 'shell/dist/site/index.html');
  try {
    const mtime = fs.statSync(file).mtimeMs;
    if (indexCache?.mtime !== mtime) {
      const html = fs.readFileSync(file, 'utf8');
      // The API base is run-time configuration: the page carries it, no bundle does.
      const meta = apiBase ? `<meta name="api-base" content="${apiBase.replace(/[^A-Za-z0-9:/._-]/g, '')}">` : '';
      indexCache = { mtime, html: html.replace('<head>', `<head>${meta}`) };
    }
    return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(indexCache.html);
  } catch {
    return reply.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
  }
}
