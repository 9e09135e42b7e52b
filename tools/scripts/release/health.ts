import { releasesDir } from '../build/paths';
import { manifestText } from '@adlaunch/api/releases';
import type { ReleaseManifest } from '@adlaunch/shared';
import type * as ReleaseHealthApi from '@adlaunch/api/release-health';
import type { Canary } from '@adlaunch/api/release-health';

type Api = typeof ReleaseHealthApi;

/** The release health as the release command uses it: the canaries and each version's numbers, in the API's database. */
export interface HealthAccess {
  canaries(): Promise<Pick<Canary, 'remote' | 'version' | 'entry' | 'percent'>[]>;
  startCanary(canary: {
    remote: string;
    version: string;
    entry: string;
    percent: number;
    baseVersion: string | null;
    actor: string;
  }): Promise<unknown>;
  promote(remote: string, actor: string): Promise<{ version: string }>;
  rollback(remote: string, actor: string): Promise<{ version: string }>;
  table(extraVersions: { remote: string; version: string }[]): ReturnType<Api['healthTable']>;
  /** The manifest bytes with a canary in place: exactly what the site serves its side (and hashes for its snapshots). */
  manifestWith(live: ReleaseManifest, canary: Pick<Canary, 'remote' | 'version' | 'entry'>): string;
  close(): Promise<void>;
}

/** Opens the API's database (DATABASE_URL, or DATA_DIR's SQLite file): loaded only by the commands that need it. */
export async function openHealth(dir = releasesDir()): Promise<HealthAccess> {
  const api: Api = await import('@adlaunch/api/release-health');
  const db = await api.openReleaseDatabase();
  return {
    canaries: () => api.runningCanaries(db),
    startCanary: (canary) => api.startCanary(db, canary),
    promote: (remote, actor) => api.promoteCanary(db, dir, remote, actor),
    rollback: (remote, actor) => api.rollbackCanary(db, remote, actor),
    table: (extraVersions) => api.healthTable(db, dir, extraVersions),
    manifestWith: (live, canary) => manifestText(api.withCanaries(live, [canary])),
    close: () => db.destroy(),
  };
}
