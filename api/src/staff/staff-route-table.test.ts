import { STAFF_API, STAFF_ROLES, STAFF_SESSION_HOURS, type StaffRole } from '@adlaunch/shared';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { issueStaffSession } from './auth/staff-sessions';
import { operatorActor } from './staff-actions';
import { staffRouteTable, type StaffRouteEntry } from './staff-guard';
import { addStaff } from './staff-store';
import { signedInStaff, staffAddress } from './staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (route: StaffRouteEntry, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as InjectOptions['method'],
    url: route.url.replace(':product', 'search_ads').replace(':id', '1'),
    headers,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('every /v2/staff/ route', () => {
  it('is in the guarded table, which holds the whole back office', async () => {
    const table = staffRouteTable(t.app);
    for (const route of table) expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
    const urls = table.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([`GET ${STAFF_API.orders}`, `POST ${STAFF_API.signInTotp}`, `GET ${STAFF_API.me}`, `GET ${STAFF_API.leads}`]),
    );
    expect(table.filter((r) => r.access === 'public').map((r) => r.url)).toEqual([STAFF_API.signInCode, STAFF_API.signInVerify]);
    // The journeys read the same table off the server (outside production).
    const served = (await t.app.inject({ method: 'GET', url: '/__dev/staff-routes' })).json().routes;
    expect(served).toEqual(table.map((r) => ({ method: r.method, url: r.url, public: r.access === 'public' })));
  });

  it('refuses no token (401), an owner token (403) and a session without its second factor (401); a wrong role gets 403', async () => {
    const owner = await t.createUser();
    const member = await addStaff(
      t.db,
      staffAddress('half'),
      ['admin', 'campaigns', 'finance', 'releases', 'support'],
      operatorActor('test'),
    );
    const halfSignedIn = { authorization: `Bearer ${(await issueStaffSession(t.db, member.id)).token}` };
    const guarded = staffRouteTable(t.app).filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const label = `${route.method} ${route.url}`;
      // None: nobody signed in (401). An owner's live token: a known caller who is not staff (403).
      expect([label, (await call(route)).statusCode]).toEqual([label, 401]);
      expect([label, (await call(route, owner.headers)).statusCode]).toEqual([label, 403]);
      if (route.access !== 'session') expect([label, (await call(route, halfSignedIn)).statusCode]).toEqual([label, 401]);
      const access = route.access;
      if (typeof access === 'object' && access.roles !== 'any') {
        const others = STAFF_ROLES.filter((role) => !access.roles.includes(role)) as StaffRole[];
        expect(others.length).toBeGreaterThan(0);
        const wrong = await signedInStaff(t, others);
        expect([label, (await call(route, wrong.headers)).statusCode]).toEqual([label, 403]);
      }
    }
  });

  it('an ended owner token is refused as no sign-in (401), not as an owner', async () => {
    const owner = await t.createUser();
    await t.db.updateTable('auth_tokens').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', owner.user.id).execute();
    expect((await t.app.inject({ method: 'GET', url: STAFF_API.me, headers: owner.headers })).statusCode).toBe(401);
  });

  it('a staff token opens no owner route: on every /v2 route an owner must sign in for, it is refused as no token is', async () => {
    const staff = await signedInStaff(t, [...STAFF_ROLES]);
    const ownerRoutes: string[] = [];
    for (const route of appRoutes(t.app)) {
      // The back office's own (the Releases screen's among them) are staff routes.
      if (!route.url.startsWith('/v2/') || route.url.startsWith('/v2/staff/')) continue;
      const request = { method: route.method as InjectOptions['method'], url: route.url.replace(/:[a-z_]+/gi, '1') };
      const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
      const anonymous = await t.app.inject({ ...request, ...body });
      if (anonymous.statusCode !== 401) continue;
      const label = `${route.method} ${route.url}`;
      ownerRoutes.push(label);
      expect([label, (await t.app.inject({ ...request, ...body, headers: staff.headers })).statusCode]).toEqual([label, 401]);
    }
    expect(ownerRoutes).toEqual(
      expect.arrayContaining(['GET /v2/search-ads', 'GET /v2/google-business-profile/all', 'GET /v2/subscriptions']),
    );
    expect(ownerRoutes.length).toBeGreaterThan(20);
  });
});

describe('a staff session', () => {
  afterEach(() => jest.useRealTimers());

  it('ends 8 hours after it began', async () => {
    const staff = await signedInStaff(t, ['support']);
    const me = () => t.app.inject({ method: 'GET', url: STAFF_API.me, headers: staff.headers });
    const began = Date.now();
    // Only the clock moves: the database and the server's own timers run as ever.
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(began + STAFF_SESSION_HOURS * 3_600_000 - 60_000);
    expect((await me()).statusCode).toBe(200);
    jest.setSystemTime(began + STAFF_SESSION_HOURS * 3_600_000 + 1_000);
    expect((await me()).statusCode).toBe(401);
  });
});

/** Every route of the app with its method (HEAD left out), read off Fastify's route tree. */
function appRoutes(app: TestApp['app']): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join('');
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
