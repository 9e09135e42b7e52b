import { MARKETING_PATHS, ROUTES, type RemoteName } from '@adlaunch/shared';

/** Which remote serves a public page: the pages the site prerenders. */
export function publicPageRemote(pathname: string): { remote: RemoteName; exposed: string } | null {
  const path = pathname.replace(/\/+$/, '') || ROUTES.home;
  if ((MARKETING_PATHS as readonly string[]).includes(path)) return { remote: 'mfe-marketing', exposed: './App' };
  if (path === ROUTES.registerAds || path === ROUTES.registerGbp) return { remote: 'mfe-auth', exposed: './RegisterPage' };
  if (path === ROUTES.dashboard) return { remote: 'mfe-dashboard', exposed: './App' };
  return null;
}
