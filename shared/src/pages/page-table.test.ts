import { pageRemote } from './page-remote';
import { isOwnerPage, OWNER_PAGE_PATHS } from '../constants/routes';

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
