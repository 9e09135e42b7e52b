import { preloadPageFiles } from './page-files';

afterEach(() => {
  document.head.innerHTML = '';
});

it("preloads the remote's files the server listed for a prerendered page: scripts as scripts, styles as styles", () => {
  document.head.innerHTML =
    '<meta name="page-files" content="/remotes/mfe-x/1.0.0-a/remoteEntry.js /remotes/mfe-x/1.0.0-a/1.js /remotes/mfe-x/1.0.0-a/2.css">';
  preloadPageFiles();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.as]);
  expect(links).toEqual([
    ['/remotes/mfe-x/1.0.0-a/remoteEntry.js', 'script'],
    ['/remotes/mfe-x/1.0.0-a/1.js', 'script'],
    ['/remotes/mfe-x/1.0.0-a/2.css', 'style'],
  ]);
});

it('preloads nothing on a page without the list', () => {
  preloadPageFiles();
  expect(document.head.querySelector('link')).toBeNull();
});
