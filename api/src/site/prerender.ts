import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * A prerendered page starts the app once its first frame is painted (in the frame after): the snapshot
 * paints before any script is fetched or run (a preload would compete with the page itself on a slow
 * connection). The Content Security Policy allows exactly this inline script by its hash.
 */
export const APP_STARTER =
  "requestAnimationFrame(function(){requestAnimationFrame(function(){var s=document.createElement('script');s.src='/main.js';document.head.appendChild(s)})})";
export const APP_STARTER_CSP = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;
export const withAppStarter = (html: string) => {
  const tag = /<script defer(?:="defer")? src="?\/main\.js"?><\/script>/;
  if (!tag.test(html)) throw new Error('the shell page has no deferred /main.js to start after the first frame');
  // At the end of the body, so that the frame it waits for is the one that paints the snapshot.
  return html.replace(tag, '').replace('</body>', `<script>${APP_STARTER}</script></body>`);
};

/** Prerendered pages are kept per release: a publish or rollback makes other snapshots unused. */
export const releaseHash = (manifestText: string | Buffer) => createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
export const prerenderFile = (pathname: string) => `${(pathname.replace(/\/+$/, '') || '/').slice(1).replace(/\//g, '__') || 'index'}.html`;
/** An owner page's frame, kept beside the public snapshots (`/dashboard` has both). */
export const ownerFrameFile = (pathname: string) => `owner.${prerenderFile(pathname)}`;
export const prerenderDir = (siteRoot: string, hash: string) => path.join(siteRoot, 'shell/dist/site/prerendered', hash);
