import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const cache = new Map<string, { stamps: string; hash: string }>();

function stamp(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'none';
  }
}

/** SHA-256 over the files' bytes (a missing file counts as '-'), read again only when one changes. */
export function filesHash(files: string[]): string {
  const key = files.join('|');
  const stamps = files.map(stamp).join('|');
  const hit = cache.get(key);
  if (hit?.stamps === stamps) return hit.hash;
  const hash = createHash('sha256');
  for (const file of files) {
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('-');
    }
  }
  const digest = hash.digest('hex');
  cache.set(key, { stamps, hash: digest });
  return digest;
}

/** How long a computed version is answered before the release's files are looked at again. */
export const VERSION_RECHECK_MS = 1000;

const versions = new Map<string, { version: string; checkedAt: number }>();

/**
 * The live release: the shell build plus the release manifest. Any publish or rollback changes it,
 * so open pages are offered a refresh. Every page polls it, so the files are stat-ed at most once a
 * second (`now` for tests): a publish shows within that second, without a restart.
 */
export function releaseVersion(config: Pick<Config, 'siteRoot' | 'releasesDir'>, now = Date.now()): string {
  const shellIndex = config.siteRoot ? path.join(config.siteRoot, 'shell/dist/site/index.html') : '';
  const files = [shellIndex, path.join(config.releasesDir, 'remotes.json')];
  const key = files.join('|');
  const known = versions.get(key);
  if (known && now - known.checkedAt >= 0 && now - known.checkedAt < VERSION_RECHECK_MS) return known.version;
  const version = `1.0.0-${filesHash(files).slice(0, 10)}`;
  versions.set(key, { version, checkedAt: now });
  return version;
}
