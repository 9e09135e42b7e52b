import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
