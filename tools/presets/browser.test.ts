import { BROWSER_HELP, BrowserMissingError, chromiumOrNull, findChromium } from './browser';

const none = () => null;

it('uses CHROMIUM_PATH when it is set', () => {
  const exists = (file: string) => file === '/opt/chrome/chrome' || file === '/usr/bin/chromium';
  expect(findChromium({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, platform: 'linux', exists, bundled: none })).toBe(
    '/opt/chrome/chrome',
  );
});

it('refuses a CHROMIUM_PATH with nothing there, rather than falling back to another browser', () => {
  const exists = (file: string) => file !== '/nope/chrome';
  expect(() => findChromium({ env: { CHROMIUM_PATH: '/nope/chrome' }, platform: 'linux', exists, bundled: none })).toThrow(
    /CHROMIUM_PATH is set to "\/nope\/chrome", but there is no file there/,
  );
});

it("finds the system's Chromium, then Playwright's own download", () => {
  expect(findChromium({ env: {}, platform: 'linux', exists: (f) => f === '/usr/bin/chromium', bundled: none })).toBe('/usr/bin/chromium');
  expect(findChromium({ env: {}, platform: 'darwin', exists: (f) => f.startsWith('/Applications/Chromium.app'), bundled: none })).toBe(
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  );
  expect(findChromium({ env: {}, platform: 'linux', exists: (f) => f === '/pw/chrome', bundled: () => '/pw/chrome' })).toBe('/pw/chrome');
});

it('says how to get a browser on each platform when there is none', () => {
  const missing = () => findChromium({ env: {}, platform: 'linux', exists: () => false, bundled: () => '/pw/chrome' });
  expect(missing).toThrow(BrowserMissingError);
  expect(missing).toThrow(BROWSER_HELP);
  expect(BROWSER_HELP).toContain('apt-get install -y chromium');
  expect(BROWSER_HELP).toContain('brew install --cask chromium');
  expect(BROWSER_HELP).toMatch(/Windows: .*CHROMIUM_PATH/);
  expect(chromiumOrNull({ env: {}, platform: 'win32', exists: () => false, bundled: none })).toBeNull();
});
