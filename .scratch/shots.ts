import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from '../tools/bench/web/lighthouse';
import { login, OWNERS, seedOwners } from '../tools/bench/web/owners';
import { siteEnv, startSite } from '../tools/bench/web/servers';

async function main() {
  const env = siteEnv();
  const passwords = await seedOwners(env);
  const site = await startSite(env);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    const shots: [string, 'A' | 'B' | null][] = [
      ['/setup-search/about', 'A'],
      ['/setup-search/details', 'A'],
      ['/setup-gbp/business', 'A'],
      ['/dashboard', 'B'],
      ['/', null],
    ];
    for (const width of [360, 1366]) {
      for (const [path, owner] of shots) {
        const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
        if (owner) {
          const token = await login(site.url, OWNERS[owner].email, passwords[owner]);
          await context.addCookies([{ name: 'token', value: token, url: site.url }]);
        }
        const page = await context.newPage();
        await page.goto(site.url + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        const name = `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`;
        await page.screenshot({ path: name, fullPage: path === '/dashboard' ? false : false });
        console.log(name, 'sideways overflow', overflow);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    site.child.kill('SIGTERM');
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
