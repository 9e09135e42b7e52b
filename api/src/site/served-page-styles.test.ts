import * as cheerio from 'cheerio';
import { createTestApp, type TestApp } from '../testing/test-app';
import { servedSite } from './forms/forms-test-kit';

let t: TestApp;
let site: ReturnType<typeof servedSite>;
beforeAll(async () => {
  site = servedSite({
    'faqs.html': '<h1>FAQs</h1>',
    'login.html':
      '<form class="grid" data-frame-part="login-email"><input name="emailAddress"></form><form class="grid" hidden data-frame-part="login-code"></form>',
  });
  t = await createTestApp({}, { siteRoot: site.siteRoot, releasesDir: site.releasesDir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const page = async (url: string) => cheerio.load((await t.app.inject({ method: 'GET', url })).body);

describe('a served public page without scripts', () => {
  it('keeps a frame part the server has not shown hidden, whatever display its class sets', async () => {
    const $ = await page('/login');
    expect($('form[data-frame-part="login-code"]').attr('hidden')).toBeDefined();
    expect($('head style').text()).toContain('[data-frame-part][hidden]{display:none!important}');
  });

  it("does not keep the header (its menu always open) on a phone's screen as the page scrolls", async () => {
    const $ = await page('/faqs');
    expect($('head noscript').text()).toContain('@media (max-width:960px){#root>div>header{position:static}}');
  });
});
