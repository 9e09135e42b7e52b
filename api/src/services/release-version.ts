import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

let cache: { key: string; version: string } | null = null;

function stamp(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'none';
  }
}

/**
 * The live release: the shell build plus the release manifest. Any publish or rollback changes it,
 * so open pages are offered a refresh.
 */
export function releaseVersion(config: Pick<Config, 'siteRoot' | 'releasesDir'>): string {
  const shellIndex = config.siteRoot ? path.join(config.siteRoot, 'shell/dist/site/index.html') : '';
  const manifest = path.join(config.releasesDir, 'remotes.json');
  const key = `${stamp(shellIndex)}|${stamp(manifest)}`;
  if (cache?.key === key) return cache.version;
  const hash = createHash('sha256');
  for (const file of [shellIndex, manifest]) {
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('-');
    }
  }
  const version = `1.0.0-${hash.digest('hex').slice(0, 10)}`;
  cache = { key, version };
  return version;
}
