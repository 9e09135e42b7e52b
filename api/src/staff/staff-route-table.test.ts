import { STAFF_API, STAFF_ROLES, type StaffRole } from '@adlaunch/shared';
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
  it('is in the guarded table, which holds the whole back office', () => {
    const table = staffRouteTable(t.app);
    for (const route of table) expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
    const urls = table.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([`GET ${STAFF_API.orders}`, `POST ${STAFF_API.signInTotp}`, `GET ${STAFF_API.me}`, `GET ${STAFF_API.leads}`]),
    );
    expect(table.filter((r) => r.access === 'public').map((r) => r.url)).toEqual([STAFF_API.signInCode, STAFF_API.signInVerify]);
  });

  it('refuses no token, an owner token and a session without its second factor; a wrong role gets 403', async () => {
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
      expect([label, (await call(route)).statusCode]).toEqual([label, 401]);
      expect([label, (await call(route, owner.headers)).statusCode]).toEqual([label, 401]);
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

  it('a staff token opens no owner route', async () => {
    const staff = await signedInStaff(t, [...STAFF_ROLES]);
    for (const url of ['/v2/search-ads', '/v2/google-business-profile/all', '/v2/subscriptions'])
      expect([url, (await t.app.inject({ method: 'GET', url, headers: staff.headers })).statusCode]).toEqual([url, 401]);
  });
});
