import * as cheerio from 'cheerio';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ownerFrameFile } from '../snapshot-files';
import { ORIGIN, postForm, servedSite } from './forms-test-kit';

let t: TestApp;
let site: ReturnType<typeof servedSite>;
beforeAll(async () => {
  site = servedSite({
    [ownerFrameFile('/dashboard')]:
      '<header><ul><li><button type="button" class="nav">Log Out</button></li></ul></header><main><h1>Dashboard</h1></main>' +
      '<footer><ul><li><button type="button" class="link">Log Out</button></li></ul></footer>',
  });
  t = await createTestApp({}, { siteRoot: site.siteRoot, releasesDir: site.releasesDir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

describe("an owner page's Log Out without scripts", () => {
  it('is a form beside each Log Out button (shown only without scripts), posting to /logout', async () => {
    const { token } = await t.createUser();
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: `token=${token}` } });
    const $ = cheerio.load(res.body);
    const forms = $('form[data-served-logout]');
    expect(forms).toHaveLength(2);
    expect(forms.toArray().map((f) => $(f).prev().is('button[type="button"][data-logout-needs-script]'))).toEqual([true, true]);
    expect(forms.first().attr('action')).toBe('/logout');
    expect(forms.first().attr('method')).toBe('post');
    expect(forms.last().find('button[type="submit"]').attr('class')).toBe('link');
    expect($('head style[data-served-logout-style]').text()).toBe('form[data-served-logout]{display:none}');
  });

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
