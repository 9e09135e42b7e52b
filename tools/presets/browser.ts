import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * The one place that knows where a Chromium is and what to say when there is none: the prerender,
 * the release command, the Playwright journeys and the benchmark all launch the browser found here.
 */
export const BROWSER_HELP = `npm test (the Playwright journeys) and the prerender of the public pages need Chromium. To get it:
  Debian/Ubuntu: sudo apt-get install -y chromium
  macOS:         brew install --cask chromium   (or set CHROMIUM_PATH to a Chrome you have)
  Windows:       install Chrome or Chromium, then set CHROMIUM_PATH to its chrome.exe
CHROMIUM_PATH, when set, names the Chromium or Chrome executable to use (e.g. CHROMIUM_PATH=/usr/bin/chromium).`;

export class BrowserMissingError extends Error {
  constructor(reason = 'No Chromium or Chrome found.') {
    super(`${reason}\n${BROWSER_HELP}`);
    this.name = 'BrowserMissingError';
  }
}

/** Where each platform's package or installer puts Chromium (or Chrome), most specific first. */
function knownPaths(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string[] {
  if (platform === 'darwin') {
    return ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter((r): r is string => Boolean(r));
    return roots.flatMap((r) => [
      path.win32.join(r, 'Chromium/Application/chrome.exe'),
      path.win32.join(r, 'Google/Chrome/Application/chrome.exe'),
    ]);
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ];
}

/** Playwright's own download (`npx playwright install chromium`), when there is one. */
function playwrightChromium(): string | null {
  try {
    return chromium.executablePath() || null;
  } catch {
    return null;
  }
}

export interface FindOptions {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  exists?: (file: string) => boolean;
  bundled?: () => string | null;
}

/**
 * The browser to launch: CHROMIUM_PATH when set (it must exist: a wrong path is an error, not a
 * silent fallback), else a system Chromium or Chrome, else Playwright's own download.
 * Throws BrowserMissingError, whose message says how to get one.
 */
export function findChromium({
  env = process.env,
  platform = process.platform,
  exists = fs.existsSync,
  bundled = playwrightChromium,
}: FindOptions = {}): string {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (exists(configured)) return configured;
    throw new BrowserMissingError(`CHROMIUM_PATH is set to "${configured}", but there is no file there.`);
  }
  const found = [...knownPaths(env, platform), bundled()].find((file): file is string => Boolean(file) && exists(file!));
  if (!found) throw new BrowserMissingError();
  return found;
}

/** The same, answering null instead of throwing (for callers that report the problem themselves). */
export function chromiumOrNull(options?: FindOptions): string | null {
  try {
    return findChromium(options);
  } catch (error) {
    if (error instanceof BrowserMissingError) return null;
    throw error;
  }
}
