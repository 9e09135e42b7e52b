import { createHash } from 'node:crypto';
import path from 'node:path';

export { PAGE_STARTER, PAGE_STARTER_CSP, withPageStarter } from './page-starter';

/** Prerendered pages are kept per release: a publish or rollback makes other snapshots unused. */
export const releaseHash = (manifestText: string | Buffer) => createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
export const prerenderFile = (pathname: string) => `${(pathname.replace(/\/+$/, '') || '/').slice(1).replace(/\//g, '__') || 'index'}.html`;
/** A page that shows prices, rendered once per price-test variant (decision 033). */
export const pricedFile = (pathname: string, variant: 'A' | 'B') => prerenderFile(pathname).replace(/\.html$/, `.price-${variant}.html`);
/** An owner page's frame, kept beside the public snapshots (`/dashboard` has both); a frame that shows prices, once per variant. */
export const ownerFrameFile = (pathname: string, variant?: 'A' | 'B') =>
  `owner.${variant ? pricedFile(pathname, variant) : prerenderFile(pathname)}`;
export const prerenderDir = (siteRoot: string, hash: string) => path.join(siteRoot, 'shell/dist/site/prerendered', hash);
