import { MARKETING_PATHS, ROUTES } from '../constants/routes';
import type { RemoteName } from './contract';

export interface PageRemote {
  remote: RemoteName;
  exposed: './App' | './RegisterPage';
}

/**
 * Which remote renders the page at `pathname` (the shell's routes, as data): the shell preloads it
 * over a prerendered page, and the server hints its files to the browser on other pages.
 */
export function pageRemote(pathname: string): PageRemote | null {
  const path = pathname.replace(/\/+$/, '') || ROUTES.home;
  if ((MARKETING_PATHS as readonly string[]).includes(path)) return { remote: 'mfe-marketing', exposed: './App' };
  if (path === ROUTES.registerAds || path === ROUTES.registerGbp) return { remote: 'mfe-auth', exposed: './RegisterPage' };
  if (path === ROUTES.dashboard) return { remote: 'mfe-dashboard', exposed: './App' };
  if (path.startsWith(`${ROUTES.setupSearch}/`)) return { remote: 'mfe-search-wizard', exposed: './App' };
  if (path.startsWith(`${ROUTES.setupGbp}/`)) return { remote: 'mfe-gbp-wizard', exposed: './App' };
  return null;
}
