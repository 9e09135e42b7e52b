import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesHash } from '../../releases/release-version';
import type { TestApp } from '../../testing/test-app';
import { prerenderDir } from '../snapshot-files';

/** A one-time code in an email's text. */
const CODE = /\b[0-9A-HJKMNP-TV-Z]{5}\b/;
/** The site's own address, as a browser names it on a same-site post. */
export const ORIGIN = 'http://localhost:3400';

const html = (root: string) => `<html><head></head><body><div id="root" data-prerendered>${root}</div></body></html>`;

/**
 * A site folder for the served-forms tests: an empty release, the shell's page, and the given served
 * pages (snapshot file name -> the markup inside #root, as the apps render it, trimmed).
 */
export function servedSite(pages: Record<string, string>) {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'served-forms-'));
  const releasesDir = path.join(siteRoot, 'releases');
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.writeFileSync(path.join(releasesDir, 'remotes.json'), '{}');
  fs.mkdirSync(path.join(siteRoot, 'shell/dist/site'), { recursive: true });
  fs.writeFileSync(path.join(siteRoot, 'shell/dist/site/index.html'), '<html><head></head><body>shell</body></html>');
  const dir = prerenderDir(siteRoot, filesHash([path.join(releasesDir, 'remotes.json')]).slice(0, 16));
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, root] of Object.entries(pages)) fs.writeFileSync(path.join(dir, file), html(root));
  return { siteRoot, releasesDir, remove: () => fs.rmSync(siteRoot, { recursive: true, force: true }) };
}

/** Posts a form as a browser without scripts does (urlencoded, from the site's own page unless `headers` say otherwise). */
export const postForm = (t: TestApp, url: string, form: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3400', ...headers },
  });

/** The codes in the emails sent to `to`, newest first ('' for an email without one). */
export async function emailedCodes(t: TestApp, to: string): Promise<string[]> {
  await t.settle();
  const res = await t.app.inject({ method: 'GET', url: `/__dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json().messages as { text: string }[]).map((m) => m.text.match(CODE)?.[0] ?? '');
}
