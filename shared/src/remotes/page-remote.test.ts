import { pageRemote } from './page-remote';

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
