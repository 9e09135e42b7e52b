import { createTestApp, type TestApp } from '../../testing/test-app';
import { ownerFrameFile } from '../snapshot-files';
import { ORIGIN, postForm, servedSite } from './forms-test-kit';

let t: TestApp;
let site: ReturnType<typeof servedSite>;
beforeAll(async () => {
  site = servedSite({
    [ownerFrameFile('/dashboard')]: '<main><h1>Dashboard</h1></main>',
  });
  t = await createTestApp({}, { siteRoot: site.siteRoot, releasesDir: site.releasesDir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe("the shell's Log Out form, posted without scripts", () => {
  it('revokes the session, clears the cookie and goes home; only from this site', async () => {
    const { token, headers } = await t.createUser();
    const refused = await postForm(t, '/logout', { logout: 'now' }, { origin: 'https://evil.example', cookie: `token=${token}` });
    expect(refused.statusCode).toBe(403);
    const out = await postForm(t, '/logout', { logout: 'now' }, { origin: ORIGIN, cookie: `token=${token}` });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/^token=; Max-Age=0; Path=\/; SameSite=Strict/);
    const login = await t.app.inject({ method: 'POST', url: '/v2/token-login', headers, payload: {} });
    expect(login.statusCode).toBe(401);
  });
});
