import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from '../tools/bench/web/lighthouse';
import { login, OWNERS, seedOwners, ownerOf } from '../tools/bench/web/owners';
import { siteEnv, startSite } from '../tools/bench/web/servers';

async function main() {
  const pages = process.argv.slice(2);
  const env = siteEnv();
  const passwords = await seedOwners(env);
  const site = await startSite(env);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  try {
    for (const p of pages) {
      const [path, ownerFlag] = p.split('@');
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      if (ownerFlag) {
        const owner = ownerOf(path);
        const token = await login(site.url, OWNERS[owner].email, (passwords as any)[owner]);
        await context.addCookies([{ name: 'token', value: token, url: site.url }]);
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
      await page.goto(site.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(6000);
      const buf = await browser.stopTracing();
      const trace = JSON.parse(buf.toString());
      const ev = (trace.traceEvents ?? trace) as any[];
      const nav = ev.find((e) => e.name === 'navigationStart')?.ts ?? ev[0].ts;
      const main = ev.filter((e) => e.name === 'RunTask' && e.dur > 0);
      // main thread: the thread with the most CrRendererMain?
      const threadNames = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
      const long = main.filter((e) => threadNames.includes(`${e.pid}:${e.tid}`) && e.dur > 50000);
      let tbt = 0;
      console.log(`== ${p}`);
      for (const t of long) {
        tbt += t.dur / 1000 - 50;
        const inside = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 3000 && e.name !== 'RunTask');
        const desc = inside
          .filter((e) => ['EvaluateScript', 'FunctionCall', 'v8.compile', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'v8.callFunction', 'RunMicrotasks', 'Paint', 'PrePaint'].includes(e.name))
          .map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${Math.round(e.dur / 1000)}`)
          .slice(0, 8);
        console.log(`  ${Math.round((t.ts - nav) / 1000)}ms +${Math.round(t.dur / 1000)}: ${desc.join(' | ')}`);
      }
      console.log(`  sum(long-50) = ${Math.round(tbt)} ms`);
      fs.writeFileSync(`/tmp/trace-${path.replace(/\W+/g, '_')}.json`, buf);
      await context.close();
    }
  } finally {
    await browser.close();
    site.child.kill('SIGTERM');
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
