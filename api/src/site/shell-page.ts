import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parse as parseCookies, serialize } from 'cookie';
import {
  FRAME_PART_ATTRIBUTE,
  gbpStepPath,
  isOwnerPage,
  ROUTES,
  searchPlanBySlug,
  STORAGE_KEYS,
  type AbVariant,
  type OwnerFrameData,
} from '@adlaunch/shared';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { escapeHtml } from '../mail/escape-html';
import { abVariantOf } from '../accounts/accounts';
import { liveSession, type UserRow } from '../accounts/auth-guard';
import { issueVisitor } from '../visitors/visitors';
import { barePageNote } from './bare-page-note';
import { dashboardNoScript } from './dashboard-fill';
import { profileStatusNoScript } from './profile-status-fill';
import { noScriptNote } from './no-script-notes';
import { payTotals } from './pay-totals';
import type { PromoState } from './pay-promo-field';
import { withServerForms } from './forms/server-forms';
import { fillFrame, fillOwnerFrame, ownerFrameData } from './owner-frame';
import { preloadHints } from './preload-hints';
import { withCurrentStarter } from './page-starter';
import { ownerFrameFile, prerenderDir, prerenderFile, pricedFile } from './snapshot-files';
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
 * The logged-in owner opening one of their pages: the request's session cookie is live. It decides
 * which page is sent (their page's frame) and what its fields hold; the API itself still
 * authenticates by the bearer header alone.
 */
async function ownerOf(db: Kysely<Database>, request: FastifyRequest, pathname: string): Promise<UserRow | null> {
  if (!isOwnerPage(pathname)) return null;
  const token = parseCookies(request.headers.cookie ?? '')[STORAGE_KEYS.token];
  return token ? ((await liveSession(db, token))?.user ?? null) : null;
}

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The price-test variant a page's prices are shown for, decided on the page's request (decision 033):
 * a logged-in owner's account variant, else the variant of the visitor id in the `visitorId` cookie if
 * the server issued it, else a new id drawn now (`issueVisitor`, the same rules as `POST /v2/visitor`)
 * and set as the cookie. The page then shows its prices as served, never a placeholder.
 */
async function pageVariant(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, secure: boolean): Promise<AbVariant> {
  const cookies = parseCookies(request.headers.cookie ?? '');
  const token = cookies[STORAGE_KEYS.token];
  const session = token ? await liveSession(db, token) : null;
  if (session) return session.user.ab_variant === 'A' ? 'A' : 'B';
  const held = cookies[STORAGE_KEYS.visitorId];
  const { cid, abVariant } = await issueVisitor(db, held, request.ip);
  if (cid !== held) reply.header('Set-Cookie', visitorCookie(cid, secure));
  return abVariant;
}

/** The visitor id as a first-party cookie, read by the page request and by the browser (it sends it as `cid`). */
export const visitorCookie = (cid: string, secure: boolean) =>
  serialize(STORAGE_KEYS.visitorId, cid, { path: '/', maxAge: YEAR_S, sameSite: 'lax', secure });

/**
 * Answers a page request: an owner's frame for a logged-in owner on their page, a public page with its
 * prices for the visitor's variant where the page shows prices, else the public page.
 */
export async function servePage(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  config: ShellPageConfig,
  pathname = '/',
  /** A served form's answer (`forms/`): what it changes in the page, after the owner's own fill. */
  answer?: (html: string) => string,
  /** A pay step's promo code as its form's post left it (`pay-promo-field.ts`): its order is priced with the code applied. */
  promo?: PromoState,
) {
  // The release this visitor is served (with a canary on their side, that release and its own snapshots),
  // worked out once per request: it may draw their canary bucket (a cookie).
  const release = visitorRelease(reply, config.releasesDir, config.env === 'production');
  const owner = await ownerOf(db, request, pathname).catch(() => null);
  if (owner) {
    // The frame with the owner's answers in its fields (decision 036); without them (the database is
    // away for a moment) the fields are empty and the app fills them as it takes over.
    const data = await ownerFrameData(db, owner).catch(() => null);
    // Without scripts the dashboard shows the campaigns the app would draw, a step what needs scripts (inside <noscript>).
    const noScript = await servedWithoutScripts(db, pathname, data);
    // A plan the address names (`?plan=growth`, the keywords step's post without scripts) is ticked on the pay step.
    const tier = searchPlanBySlug((request.query as { plan?: string } | undefined)?.plan)?.tier;
    const fills = [
      data ? (html: string) => fillOwnerFrame(html, pathname, data) : null,
      noScript,
      data ? payTotals(pathname, data, tier, promo) : null,
      answer ?? null,
      withServerForms(pathname, request.method === 'POST'),
    ];
    const fill = (html: string) => fills.reduce((page, step) => (step ? step(page) : page), html);
    return sendShellPage(reply, config, release, pathname, { owner: true, variant: abVariantOf(owner), fill });
  }
  // A link that names the plan (`/register-ads?plan=growth`, the pricing page's Get started) is served with it ticked.
  const plan = pathname === ROUTES.registerAds && !answer ? searchPlanBySlug((request.query as { plan?: string } | undefined)?.plan) : null;
  const answered = plan ? (html: string) => fillFrame(html, { plan: plan.tier }) : answer;
  const serverForms = withServerForms(pathname, request.method === 'POST');
  const fill = (html: string) => serverForms(answered ? answered(html) : html);
  if (!hasPricedSnapshots(config, release.hash, pathname)) return sendShellPage(reply, config, release, pathname, { fill });
  let variant: AbVariant | undefined;
  try {
    variant = await pageVariant(db, request, reply, config.env === 'production');
  } catch {
    // The database is away for a moment: the page is served without prices, which it asks for itself.
  }
  return sendShellPage(reply, config, release, pathname, { variant, fill });
}

/** What an owner page shows without scripts: the dashboard's campaigns and the profile's status as the app would draw them, else a step's note. */
async function servedWithoutScripts(db: Kysely<Database>, pathname: string, data: OwnerFrameData | null) {
  const drawn = pathname === ROUTES.dashboard ? dashboardNoScript : pathname === gbpStepPath('status') ? profileStatusNoScript : null;
  if (!drawn) return noScriptNote(pathname, data);
  return data ? drawn(db, data).catch(() => null) : null;
}

type ShellPageConfig = Pick<Config, 'siteRoot' | 'releasesDir' | 'apiBase' | 'blogUrl' | 'env'>;

/** Whether the live release has the page prerendered once per price variant (a page that shows prices). */
function hasPricedSnapshots(config: ShellPageConfig, hash: string, pathname: string): boolean {
  if (!/^[a-z0-9/-]{1,80}$/.test(pathname)) return false;
  return fs.existsSync(path.join(prerenderDir(config.siteRoot!, hash), pricedFile(pathname, 'A')));
}

/**
 * Every page route answers the shell's page; the shell's router decides what to show. A public page
 * prerendered for the live release is sent with its content already in place (with `variant`, its copy
 * with that variant's prices, and the variant in `<meta name="price-variant">`); an owner's page
 * (`owner`) with its frame (progress, heading, introduction and the step's form), `fill` putting in the
 * owner's answers (decision 036), painted before any script has run.
 */
function sendShellPage(
  reply: FastifyReply,
  config: ShellPageConfig,
  { text: releaseText, hash }: ReturnType<typeof visitorRelease>,
  pathname = '/',
  { owner = false, variant, fill }: { owner?: boolean; variant?: AbVariant; fill?: (html: string) => string } = {},
) {
  const siteRoot = config.siteRoot!;
  // The API base and the blog's address are run-time configuration: the page carries them, no bundle does.
  const meta = [
    config.apiBase ? `<meta name="api-base" content="${config.apiBase.replace(/[^A-Za-z0-9:/._-]/g, '')}">` : '',
    /^(https?:\/\/|\/)/.test(config.blogUrl) ? `<meta name="blog-url" content="${escapeHtml(config.blogUrl)}">` : '',
    // A frame's part the server has not shown stays hidden though its class sets a display (the login page's code form showed at its address step).
    `<style>[${FRAME_PART_ATTRIBUTE}][hidden]{display:none!important}</style>`,
    // Without scripts the phone's menu is always open (index.html): a sticky header would keep half the screen.
    '<noscript><style>@media (max-width:960px){#root>div>header{position:static}}</style></noscript>',
  ].join('');
  // A served form posts (its page answers it: `forms/`), so nothing typed lands in an address or a log.
  const withMeta = (html: string) =>
    withCurrentStarter(html.replace('<head>', `<head>${meta}`).replace(/<form(?![^>]*\smethod=)/g, '<form method="post"'));
  const read = (file: string) =>
    /^[a-z0-9/-]{1,80}$/.test(pathname) ? readCached(path.join(prerenderDir(siteRoot, hash), file), withMeta) : null;
  // A frame that shows prices has a copy per variant (the owner's account variant is theirs); another has one.
  const snapshot = owner
    ? ((variant ? read(ownerFrameFile(pathname, variant)) : null) ?? read(ownerFrameFile(pathname)))
    : read(variant ? pricedFile(pathname, variant) : prerenderFile(pathname));
  const prerendered = snapshot && fill ? fill(snapshot) : snapshot;
  const shellPage = prerendered ? null : readCached(path.join(siteRoot, 'shell/dist/site/index.html'), withMeta);
  // A page without a snapshot has nothing to show until its remote has loaded: hint all of its files at
  // once. A snapshot's page lists its remote's own files for the shell to preload once it has painted
  // (the runtime loads the remote's entry without working out that list on the phone: decision 026).
  const variantMeta = prerendered && variant ? `<meta name="price-variant" content="${variant}">` : '';
  const html = prerendered
    ? prerendered.replace('</head>', `${variantMeta}${preloadHints(siteRoot, releaseText, hash, pathname, { snapshot: true })}</head>`)
    : shellPage
        ?.replace('</head>', `${preloadHints(siteRoot, releaseText, hash, pathname)}</head>`)
        .replace('</body>', `${barePageNote(pathname, owner)}</body>`);
  if (!html) return reply.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
  // The same address is a public page or an owner's frame, by the session cookie. An owner's frame carries
  // their name, address and answers: kept by no cache, as the owner's JSON is (lib/owner-cache-control.ts).
  return reply
    .header('Cache-Control', owner ? 'private, no-store' : NO_CACHE)
    .header('Vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(html);
}
