import { isOwnerPage, OWNER_PAGE_PATHS, PAGES, pageRemote, PUBLIC_PAGE_PATHS, SHELL_ROUTES } from './page-table';
import { MARKETING_PATHS, ROUTES } from '../constants/routes';

it('names the remote of every kind of page, and none for an unknown path', () => {
  expect(pageRemote('/')).toEqual({ remote: 'mfe-marketing', exposed: './App' });
  expect(pageRemote('/pricing/')).toEqual({ remote: 'mfe-marketing', exposed: './App' });
  expect(pageRemote('/register-gbp')).toEqual({ remote: 'mfe-auth', exposed: './RegisterPage' });
  expect(pageRemote('/dashboard')).toEqual({ remote: 'mfe-dashboard', exposed: './App' });
  expect(pageRemote('/setup-search/keywords')).toEqual({ remote: 'mfe-search-wizard', exposed: './App' });
  expect(pageRemote('/setup-gbp/address')).toEqual({ remote: 'mfe-gbp-wizard', exposed: './App' });
  expect(pageRemote('/setup-search')).toBeNull();
  expect(pageRemote('/nowhere')).toBeNull();
});

it('knows the owner pages, with or without a trailing slash, and nothing else', () => {
  expect(OWNER_PAGE_PATHS).toHaveLength(11);
  for (const page of OWNER_PAGE_PATHS) expect(pageRemote(page)).not.toBeNull();
  expect(isOwnerPage('/setup-search/about')).toBe(true);
  expect(isOwnerPage('/dashboard/')).toBe(true);
  expect(isOwnerPage('/setup-gbp/status')).toBe(true);
  expect(isOwnerPage('/setup-search')).toBe(false);
  expect(isOwnerPage('/pricing')).toBe(false);
  expect(isOwnerPage('/setup-search/nowhere')).toBe(false);
});

it('lists the public pages in their order: the marketing pages, both registrations, the login page, the dashboard', () => {
  expect(PUBLIC_PAGE_PATHS).toEqual([...MARKETING_PATHS, ROUTES.registerAds, ROUTES.registerGbp, ROUTES.login, ROUTES.dashboard]);
  expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
});

it('gives the shell one route per page, and one per wizard (which routes inside itself), behind a login', () => {
  const wizards = SHELL_ROUTES.filter((route) => route.loginRequired).map((route) => [route.path, route.remote]);
  expect(wizards).toEqual([
    ['/setup-search/*', 'mfe-search-wizard'],
    ['/setup-gbp/*', 'mfe-gbp-wizard'],
  ]);
  expect(SHELL_ROUTES.find((route) => route.path === ROUTES.registerGbp)).toMatchObject({
    exposed: './RegisterPage',
    props: { product: 'gbp' },
  });
  expect(SHELL_ROUTES).toHaveLength(MARKETING_PATHS.length + 2 + 1 + 2 + 1);
});
