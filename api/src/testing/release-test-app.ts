import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { startCanary } from '../releases/release-health';
import { createTestApp, type TestApp } from './test-app';

/** Where a remote's version is loaded from, as the release manifest names it. */
const remoteEntry = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;

/**
 * A test app with a releases folder of its own whose `remotes.json` serves `live` (remote → version);
 * `close()` removes the folder too.
 */
export async function createReleaseTestApp(
  live: Record<string, string>,
  env: Record<string, string> = {},
): Promise<TestApp & { releasesDir: string; manifest: Record<string, { version: string; entry: string }> }> {
  const manifest = Object.fromEntries(
    Object.entries(live).map(([remote, version]) => [remote, { version, entry: remoteEntry(remote, version) }]),
  );
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const removeDir = () => fs.rmSync(releasesDir, { recursive: true, force: true });
  fs.writeFileSync(path.join(releasesDir, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    const t = await createTestApp(env, { releasesDir });
    return { ...t, releasesDir, manifest, close: () => t.close().finally(removeDir) };
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** Starts a canary of `version` (of mfe-marketing unless said) for `percent` of visitors, over `baseVersion`. */
export const startTestCanary = (
  db: Kysely<Database>,
  {
    remote = 'mfe-marketing',
    version,
    percent,
    baseVersion,
    actor,
  }: { remote?: string; version: string; percent: number; baseVersion: string; actor: string },
) => startCanary(db, { remote, version, entry: remoteEntry(remote, version), percent, baseVersion, actor });
