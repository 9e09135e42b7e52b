import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@adlaunch/shared';
import type { AppDeps } from '../app-deps';
import { formRoutes } from './forms/form-posts';
import { servePage } from './shell-page';
import { sendVisitorManifest } from './visitor-release';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const VERSION_DIR = /^\/[0-9A-Za-z.+-]+\//;

/**
 * Serves the composed site on the API's origin: the shell, each remote's versioned builds under
 * /remotes/<name>/<version>/, and the release manifest. In production these are static files on a CDN.
 */
export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, db } = deps;
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

  // Each visitor's side of a running canary (decision 030).
  app.get('/remotes.json', (_request, reply) => sendVisitorManifest(reply, config.releasesDir, config.env === 'production'));

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
  app.get('/', (request, reply) => servePage(db, request, reply, config, '/'));
  app.get('/index.html', (request, reply) => servePage(db, request, reply, config, '/'));
  // The served pages' forms, for a browser without scripts (decision 041).
  await formRoutes(app, deps);
}
