import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { expect } from './test';

const root = path.resolve(__dirname, '../..');

export interface OwnSite {
  baseURL: string;
  /** Its SQLite database folder: an operator command (`npm run ops`) given this DATA_DIR acts on this site. */
  dataDir: string;
  /** Its copy of the release manifest and history: a release command given this RELEASES_DIR acts on this site. */
  releasesDir: string;
  stop(): Promise<void>;
}

/**
 * A site server of the journey's own, on its own port, database and copy of the release manifest: a
 * journey that acts on the whole site (runs bill-due for every subscription, publishes or canaries a
 * release) runs beside the others instead of after them, and never changes what they are served.
 */
export async function startOwnSite(port: number, env: Record<string, string> = {}): Promise<OwnSite> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-own-site-'));
  const releasesDir = path.join(work, 'releases');
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(releasesDir);
  for (const file of ['remotes.json', 'history.json']) {
    const from = path.join(root, 'releases', file);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(releasesDir, file));
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      SITE_ROOT: root,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_OTP_PER_IP: '1000',
      RATE_LOGIN_PER_IP: '1000',
      RATE_OTP_PER_ADDRESS: '50',
      ...env,
    },
  });
  const baseURL = `http://localhost:${port}`;
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await expect
      .poll(async () => (await api.get('/remotes.json').catch(() => null))?.status(), {
        timeout: 60_000,
        message: `the site server on ${port} starts`,
      })
      .toBe(200);
  } finally {
    await api.dispose();
  }
  return {
    baseURL,
    dataDir,
    releasesDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
