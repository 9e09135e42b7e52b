import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@adlaunch/shared';
import { liveSession } from '../accounts/auth-guard';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { staffSessionByHash, staffSessionOf, type StaffSession } from './auth/staff-sessions';
import type { Actor } from './staff-actions';

/**
 * Who may call a `/v2/staff/` route, declared on every route (`config.staffAccess`); a route under
 * `/v2/staff/` without it is refused when registered. `public`: the sign-in's first steps.
 * `session`: any staff session, second factor or not (the TOTP step, sign-out). Otherwise the roles
 * that may call it (`any`: every staff member), always with the second factor. `link`: the route
 * also takes a signed link (an upload opened in a new tab) in place of the bearer header.
 */
export type StaffAccess = 'public' | 'session' | { roles: readonly StaffRole[] | 'any'; link?: boolean };

export interface StaffContext {
  session: StaffSession;
  actor: Actor;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    staffContext?: StaffContext;
  }
}

const STAFF_PREFIX = '/v2/staff/';
const STAFF_MESSAGES = {
  signIn: 'Please sign in to the back office.',
  expired: 'Your back office session has ended. Please sign in again.',
  secondFactor: 'Enter the code from your authenticator app first.',
  role: 'Your role does not allow this.',
  ownerToken: 'This is the back office: an owner account cannot use it. Sign in with your staff address.',
} as const;

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

const linkSignature = (tokenHash: string, path: string, expires: number) =>
  createHmac('sha256', tokenHash).update(`${path}:${expires}`).digest('base64url');

/** A link to a staff GET route that opens without the bearer header for 10 minutes, while the session lives. */
export function signedLink(session: StaffSession, path: string, ttlMs = 10 * 60_000): string {
  const expires = Date.now() + ttlMs;
  return `${path}?s=${session.id}&e=${expires}&sig=${linkSignature(session.tokenHash, path, expires)}`;
}

async function sessionFromLink(db: Kysely<Database>, request: FastifyRequest): Promise<StaffSession | null> {
  const query = request.query as Record<string, string | undefined>;
  const sessionId = Number(query.s);
  const expires = Number(query.e);
  if (!Number.isSafeInteger(sessionId) || !Number.isSafeInteger(expires) || !query.sig || expires < Date.now()) return null;
  const row = await db.selectFrom('staff_sessions').select('token_hash').where('id', '=', sessionId).executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(linkSignature(row.token_hash, request.url.split('?')[0], expires));
  const given = Buffer.from(query.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return staffSessionByHash(db, row.token_hash);
}

/**
 * Checks a request against its route's access; the answer is 401 without a live staff session, 403 without
 * the role. A live owner token is a known caller who is not staff, so 403 rather than 401.
 */
async function checkStaffAccess(db: Kysely<Database>, request: FastifyRequest, access: StaffAccess): Promise<StaffContext | null> {
  if (access === 'public') return null;
  const token = bearer(request);
  let session = token ? await staffSessionOf(db, token) : null;
  if (!session && !token && typeof access === 'object' && access.link) session = await sessionFromLink(db, request);
  if (!session && token && (await liveSession(db, token))) throw new HttpError(403, STAFF_MESSAGES.ownerToken);
  if (!session) throw new HttpError(401, token ? STAFF_MESSAGES.expired : STAFF_MESSAGES.signIn);
  const context = { session, actor: { staffId: session.staff.id, name: session.staff.email } };
  if (access === 'session') return context;
  if (!session.secondFactor) throw new HttpError(401, STAFF_MESSAGES.secondFactor);
  if (access.roles !== 'any' && !access.roles.some((role) => session.staff.roles.includes(role)))
    throw new HttpError(403, STAFF_MESSAGES.role);
  return context;
}

/** The caller of a guarded route (set by the guard before the handler runs). */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staffContext) throw new HttpError(401, STAFF_MESSAGES.signIn);
  return request.staffContext;
}

/**
 * Puts the guard on every route under `/v2/staff/` registered after it, and refuses to register one
 * that does not declare its access. Call it before registering any staff route.
 */
export interface StaffRouteEntry {
  method: string;
  url: string;
  access: StaffAccess;
}
const routeTables = new WeakMap<FastifyInstance, StaffRouteEntry[]>();
/** Every route under /v2/staff/ with its declared access (the route-table test walks it). */
export const staffRouteTable = (app: FastifyInstance): readonly StaffRouteEntry[] => routeTables.get(app) ?? [];

export function installStaffGuard(app: FastifyInstance, db: Kysely<Database>): void {
  const table: StaffRouteEntry[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(STAFF_PREFIX)) return;
    const access = route.config?.staffAccess;
    if (!access) throw new Error(`${route.method} ${route.url} must declare config.staffAccess`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access });
    const guard = async (request: FastifyRequest) => {
      const context = await checkStaffAccess(db, request, access);
      if (context) request.staffContext = context;
    };
    const existing = route.preHandler;
    route.preHandler = [guard, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
  });
}
