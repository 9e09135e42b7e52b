import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BrowserMissingError, findChromium } from '../tools/presets/browser';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The journey that publishes and rolls back a release of the shared server's site: every page the others
 * load would change under them, so it runs after them. The canary, billing and engine-results journeys,
 * which also act on a whole site, run their own site servers (support/own-site.ts) and so run beside the others.
 */
const WHOLE_SITE_SPECS = ['**/release.spec.ts'];
const root = path.resolve(__dirname, '..');
// Each run gets an empty database; the release manifest is the repository's own.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-e2e-'));
// Worker processes load this file again: the variable makes them share the server's database folder.
process.env.E2E_DATA_DIR = dataDir;

/** The journeys need a Chromium (CHROMIUM_PATH, a system one, or Playwright's own): without one, stop here with how to get it. */
function chromiumOrExit(): string {
  try {
    return findChromium();
  } catch (error) {
    if (!(error instanceof BrowserMissingError)) throw error;
    console.error(`e2e: ${error.message}`);
    process.exit(1);
  }
}
const executablePath = chromiumOrExit();

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time: a journey mostly waits (on the server, the browser, a timer), so two
  // share this 2-core machine well. The journey that changes the shared site's release (WHOLE_SITE_SPECS)
  // runs after the others.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: WHOLE_SITE_SPECS },
    { name: 'whole-site', testMatch: WHOLE_SITE_SPECS, dependencies: ['journeys'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node --import tsx ${path.join(root, 'api/src/main.ts')}`,
    cwd: root,
    url: `http://localhost:${PORT}/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_ROOT: root,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_OTP_PER_IP: '1000',
      RATE_LOGIN_PER_IP: '1000',
      RATE_OTP_PER_ADDRESS: '50',
    },
  },
});
