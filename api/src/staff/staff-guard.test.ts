import type { FastifyRequest } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { requireReleasesRole } from './staff-guard';
import { signedInStaff } from './staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (headers: Record<string, string>) => ({ headers, query: {}, url: '/v2/releases' }) as unknown as FastifyRequest;

describe('requireReleasesRole (the release page)', () => {
  it('answers the address of a staff member with the releases role, and refuses others', async () => {
    const manager = await signedInStaff(t, ['releases']);
    const finance = await signedInStaff(t, ['finance']);
    const owner = await t.createUser();
    await expect(requireReleasesRole(t.db, request(manager.headers))).resolves.toBe(manager.email);
    await expect(requireReleasesRole(t.db, request(finance.headers))).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireReleasesRole(t.db, request(owner.headers))).rejects.toMatchObject({ statusCode: 401 });
    await expect(requireReleasesRole(t.db, request({}))).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('RELEASE_MANAGERS', () => {
  it('becomes the releases role on start, recorded as the configuration; an address already on staff keeps its roles', async () => {
    const first = await createTestApp({ RELEASE_MANAGERS: 'Naledi@AdLaunch.test' });
    try {
      const rows = await first.db.selectFrom('staff').select(['email', 'roles']).execute();
      expect(rows).toEqual([{ email: 'naledi@adlaunch.test', roles: '["releases"]' }]);
      const [action] = await first.db.selectFrom('staff_actions').selectAll().execute();
      expect(action).toMatchObject({ actor: 'config', action: 'staff_add' });
    } finally {
      await first.close();
    }
  });
});
