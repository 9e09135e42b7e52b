import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parse as parseCookies } from 'cookie';
import { isOwnerPage, STORAGE_KEYS } from '@adlaunch/shared';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { escapeHtml } from '../emails/escape-html';
import { liveSession } from '../services/auth-guard';
import { preloadHints } from './preload-hints';
import { ownerFrameFile, prerenderDir, prerenderFile } from './prerender';
import { visitorRelease } from './visitor-release';

const NO_CACHE = 'no-cache';

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
  config: Pick<Config, 'siteRoot' | 'releasesDir' | 'apiBase' | 'blogUrl' | 'env'>,
  pathname = '/',
  owner = false,
) {
  const siteRoot = config.siteRoot!;
  // The API base and the blog's address are run-time configuration: the page carries them, no bundle does.
  const meta = [
    config.apiBase ? `<meta name="api-base" content="${config.apiBase.replace(/[^A-Za-z0-9:/._-]/g, '')}">` : '',
    /^(https?:\/\/|\/)/.test(config.blogUrl) ? `<meta name="blog-url" content="${escapeHtml(config.blogUrl)}">` : '',
  ].join('');
  const withMeta = (html: string) => html.replace('<head>', `<head>${meta}`);
  // The same hash the prerender step names its folder with (the bytes of the manifest this visitor is
  // served: with a canary on their side, that release's own snapshots).
  const { text: releaseText, hash } = visitorRelease(reply, config.releasesDir, config.env === 'production');
  const prerendered = /^[a-z0-9/-]{1,80}$/.test(pathname)
    ? readCached(path.join(prerenderDir(siteRoot, hash), (owner ? ownerFrameFile : prerenderFile)(pathname)), withMeta)
    : null;
  const shellPage = prerendered ? null : readCached(path.join(siteRoot, 'shell/dist/site/index.html'), withMeta);
  // A page without a snapshot has nothing to show until its remote has loaded: hint all of its files at
  // once. A snapshot's page lists its remote's own files for the shell to preload once it has painted
  // (the runtime loads the remote's entry without working out that list on the phone: decision 026).
  const html = prerendered
    ? prerendered.replace('</head>', `${preloadHints(siteRoot, releaseText, hash, pathname, { snapshot: true })}</head>`)
    : shellPage?.replace('</head>', `${preloadHints(siteRoot, releaseText, hash, pathname)}</head>`);
  if (!html) return reply.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
  // The same address is a public page or an owner's frame, by the session cookie.
  return reply.header('Cache-Control', NO_CACHE).header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
}
