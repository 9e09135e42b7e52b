import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PUBLIC_PAGE_PATHS } from '@adlaunch/shared';
import { prerenderDir, prerenderFile, releaseHash, withAppStarter } from '../../api/src/routes/site';
import { ROOT, releasesDir } from './paths';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export function currentPrerenderDir(): string | null {
  const manifest = path.join(releasesDir(), 'remotes.json');
  return fs.existsSync(manifest) ? prerenderDir(ROOT, releaseHash(fs.readFileSync(manifest))) : null;
}

/**
 * Loads each public page of the live release in headless Chromium, as a first-time visitor (variant B
 * of the A/B test, logged out), and keeps its markup and styles. Skipped when no browser is installed.
 * The snapshot is `inert` until the app takes over, so nothing typed into it can be lost.
 */
export async function prerender(): Promise<void> {
  const target = currentPrerenderDir();
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  if (!target) return;
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: ROOT,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-')),
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 150; i += 1) {
      if (
        await fetch(`${base}/remotes.json`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const browser = await chromium
      .launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] })
      .catch((error) => {
        console.warn(`prerender skipped: no browser (${String(error).split('\n')[0]})`);
        return null;
      });
    if (!browser) return;
    const shellPage = fs.readFileSync(path.join(ROOT, 'shell/dist/site/index.html'), 'utf8');
    const staging = `${target}.tmp`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    try {
      for (const route of PUBLIC_PAGE_PATHS) {
        const context = await browser.newContext();
        await context.addInitScript(() => localStorage.setItem('abtest00', 'B'));
        const page = await context.newPage();
        await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        const { styles, body, title, description } = await page.evaluate(() => ({
          // Every style sheet the page uses (style tags and the chunks' CSS files), inlined in their order,
          // so the snapshot paints without waiting for a style sheet.
          // A snapshot being served already (`data-snapshot`) is left out.
          styles: [...document.styleSheets]
            .filter((sheet) => !(sheet.ownerNode instanceof Element && sheet.ownerNode.hasAttribute('data-snapshot')))
            .map((sheet) => {
              try {
                return `<style data-snapshot>${[...sheet.cssRules].map((rule) => rule.cssText).join('')}</style>`;
              } catch {
                return sheet.ownerNode instanceof Element ? sheet.ownerNode.outerHTML : '';
              }
            })
            .join(''),
          body: document.getElementById('root')!.innerHTML,
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        }));
        const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        const html = withAppStarter(shellPage)
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
          .replace(/<meta name="?description"? content="[^"]*"\s*\/?>/, `<meta name="description" content="${escape(description)}">`)
          .replace('</head>', `${styles}</head>`)
          .replace(/<div id="?root"?><\/div>/, `<div id="root" data-prerendered inert>${body}</div>`);
        fs.writeFileSync(path.join(staging, prerenderFile(route)), html);
        await context.close();
      }
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(staging, target);
      console.log(`prerendered ${PUBLIC_PAGE_PATHS.length} public pages`);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

if (require.main === module) {
  prerender().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
