import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { parse as parseCookies, serialize } from 'cookie';
import type { ReleaseManifest } from '@adlaunch/shared';
import type { Database } from '../db/schema';
import { filesHash } from '../releases/release-version';
import { readLiveManifest, runningCanaries, withCanaries, type Canary } from '../releases/release-health';
import { manifestText } from '../releases/release-store';
import type { ReportTokens } from '../releases/report-token';

/**
 * A visitor's side of the running canaries (decision 030): a random bucket 0-99 in a first-party cookie,
 * drawn by the server the first time it serves the visitor a page or the release manifest. A bucket below
 * a canary's percentage is on its side. The page (its snapshot and hints) and the release manifest are
 * worked out from the same bucket, so one page never mixes two versions of a remote, and the visitor
 * keeps the side on every page and reload until the canary ends.
 */
export const BUCKET_COOKIE = 'al_bucket';
const YEAR_S = 365 * 24 * 60 * 60;

/** The running canaries, read again every couple of seconds (a page never waits for the database). */
export class CanaryCache {
  current: Canary[] = [];
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly everyMs = 2000,
  ) {}
  async refresh(): Promise<Canary[]> {
    try {
      this.current = await runningCanaries(this.db);
    } catch {
      // The database is away for a moment: keep serving the sides known last.
    }
    return this.current;
  }
  async start() {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.everyMs);
    this.timer.unref();
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running canaries (releases/release-health-routes.ts keeps them fresh). */
    releaseCanaries?: CanaryCache;
    /** Signs and checks report tokens and bucket cookies (set by the same routes). */
    releaseReportTokens?: ReportTokens;
  }
}

/**
 * The visitor's bucket: from their cookie, or drawn now and set on the answer. The cookie is signed
 * (`12.<signature>`): a visitor cannot pick bucket 0 to be on every canary's side and learn what is in
 * canary; an unsigned or foreign cookie is drawn again.
 */
function visitorBucket(reply: FastifyReply, secure: boolean): number {
  const raw = parseCookies(reply.request.headers.cookie ?? '')[BUCKET_COOKIE];
  const tokens = reply.server.releaseReportTokens;
  const held = tokens ? tokens.bucketOf(raw) : raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
  if (held !== null) return held;
  const bucket = randomInt(100);
  const value = tokens ? tokens.bucketCookie(bucket) : String(bucket);
  reply.header('Set-Cookie', serialize(BUCKET_COOKIE, value, { path: '/', maxAge: YEAR_S, sameSite: 'lax', httpOnly: true, secure }));
  return bucket;
}

/** The canaries a bucket is on the side of. */
const canariesFor = (bucket: number, canaries: Canary[]) => canaries.filter((canary) => bucket < canary.percent);

const hashes = new Map<string, string>();
const textHash = (text: string) => {
  let hash = hashes.get(text);
  if (!hash) {
    hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    if (hashes.size > 100) hashes.clear();
    hashes.set(text, hash);
  }
  return hash;
};

/** The live manifest, read again only when its bytes change (the same stamp-checked hash the pages use). */
let lastLive: (ReturnType<typeof readLiveManifest> & { hash: string; dir: string }) | null = null;
function liveRelease(releasesDir: string, hash: string) {
  if (lastLive?.hash !== hash || lastLive.dir !== releasesDir) lastLive = { ...readLiveManifest(releasesDir), hash, dir: releasesDir };
  return lastLive;
}

export interface VisitorRelease {
  /** The release manifest's bytes for this visitor: the live file, or it with their canaries in place. */
  text: string;
  /** The hash its snapshots are kept under (the same as the release command's prerender step). */
  hash: string;
  /** The remotes this visitor is served a canary of. */
  canaries: string[];
  /** `name@version` of every remote served. */
  tags: string[];
}

/** The release this visitor is served; sets their bucket cookie on the answer when they had none. */
export function visitorRelease(reply: FastifyReply, releasesDir: string, secure: boolean): VisitorRelease {
  const releaseFile = path.join(releasesDir, 'remotes.json');
  const running = reply.server.releaseCanaries?.current ?? [];
  const bucket = visitorBucket(reply, secure);
  const mine = canariesFor(bucket, running);
  const live = liveRelease(releasesDir, filesHash([releaseFile]));
  const tagsOf = (manifest: ReleaseManifest) => Object.entries(manifest).map(([remote, { version }]) => `${remote}@${version}`);
  if (mine.length === 0) return { text: live.text, hash: live.hash.slice(0, 16), canaries: [], tags: tagsOf(live.manifest) };
  const manifest = withCanaries(live.manifest, mine);
  const text = manifestText(manifest);
  return { text, hash: textHash(text), canaries: mine.map((canary) => canary.remote), tags: tagsOf(manifest) };
}

/**
 * `/remotes.json`: the visitor's release manifest. Revalidated on every load, per cookie (it differs
 * per visitor while a canary runs); `Release-Canary` names the remotes this visitor runs a canary of, so
 * that the shell looks for the canary's end as the visitor moves on (skew: the next page is the live one);
 * `Release-Report-Token` is what the page's health reports carry.
 */
export function sendVisitorManifest(reply: FastifyReply, releasesDir: string, secure: boolean) {
  const release = visitorRelease(reply, releasesDir, secure);
  if (release.canaries.length > 0) reply.header('Release-Canary', release.canaries.join(','));
  // The page's health reports count with this token only (one page load, one session: decision 030).
  const token = reply.server.releaseReportTokens?.issue(release.tags, reply.request.ip);
  if (token) reply.header('Release-Report-Token', token);
  // Private: the token is this answer's own, no shared cache hands it to another visitor.
  return reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').type('application/json').send(release.text);
}
