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

/**
 * The live release: the shell build plus the release manifest. Any publish or rollback changes it,
 * so open pages are offered a refresh.
 */
export function releaseVersion(config: Pick<Config, 'siteRoot' | 'releasesDir'>): string {
  const shellIndex = config.siteRoot ? path.join(config.siteRoot, 'shell/dist/site/index.html') : '';
  return `1.0.0-${filesHash([shellIndex, path.join(config.releasesDir, 'remotes.json')]).slice(0, 10)}`;
}
