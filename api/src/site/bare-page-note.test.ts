import { createTestApp, type TestApp } from '../testing/test-app';
import { servedSite } from './forms/forms-test-kit';

let t: TestApp;
let site: ReturnType<typeof servedSite>;
beforeAll(async () => {
  // No snapshot at all: every page is the shell's, drawn by the app alone.
  site = servedSite({});
  t = await createTestApp({}, { siteRoot: site.siteRoot, releasesDir: site.releasesDir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const get = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  const note = res.body.match(/<noscript>.*<main data-bare-page-note="">(.*)<\/main><\/noscript><\/body>/)?.[1];
  expect(res.body).toContain('<body>shell');
  return note;
};

describe('a page served without its snapshot, without scripts', () => {
  it("asks for a login on an owner's page, and brings the owner back to it", async () => {
    expect(await get('/setup-gbp/about')).toBe(
      '<h1>Log in to see this page</h1><p>This page is part of your AdLaunch account. <a href="/login?next=%2Fsetup-gbp%2Fabout">Log in</a> to continue.</p>',
    );
  });

  it('says an address is no page, and that another page needs JavaScript (an owner is linked to their dashboard)', async () => {
    expect(await get('/no-such-page')).toBe(
      '<h1>We could not find this page</h1><p>Check the address, or go to <a href="/">the home page</a>.</p>',
    );
    expect(await get('/pricing')).toContain('<h1>This page needs JavaScript</h1>');
    const { token } = await t.createUser();
    const owner = await get('/setup-search/about', `token=${token}`);
    expect(owner).toContain('<h1>This page needs JavaScript</h1>');
    expect(owner).toContain('<a href="/dashboard">your dashboard</a>');
  });
});
