import fs from 'node:fs';
import path from 'node:path';
import {
  parseReleaseManifest,
  RELEASE_VERSION,
  REMOTE_NAMES,
  type ReleaseHistoryEvent,
  type ReleaseManifest,
  type RemoteName,
} from '@adlaunch/shared';
import { releaseHistoryEventSchema } from '@adlaunch/shared/schemas';
import { replaceFile } from '../lib/atomic-write';

/**
 * The release store: the one reader and writer of the live release manifest (`releases/remotes.json`)
 * and its history (`releases/history.json`), for the release command (publish, rollback; through
 * `@adlaunch/api/releases`) and the server (a canary's promotion) alike.
 */

/** The manifest as written to disk: the site server hashes these bytes to find a release's snapshots. */
export const manifestText = (manifest: ReleaseManifest) => `${JSON.stringify(manifest, null, 2)}\n`;

export const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
/** Where an app's builds are, one folder per version. */
export const remoteBuildsDir = (remote: string, siteRoot: string) => path.join(siteRoot, remote, 'dist');

export class ReleaseError extends Error {}

/** What the release command does itself (a promotion is the server's, or the command's through the database). */
type CliAction = 'publish' | 'rollback';

/** A publish or rollback worked out but not yet made: the manifest it would write, byte for byte. */
export interface ReleasePlan {
  action: CliAction;
  remote: RemoteName;
  from: string | null;
  to: string;
  /** The live manifest's bytes now (null when there is none yet). */
  previousText: string | null;
  manifestText: string;
}

export class ReleaseStore {
  constructor(
    readonly dir: string,
    /** The folder holding each app's builds (`<app>/dist/<version>`). */
    readonly siteRoot: string,
  ) {}

  get manifestFile() {
    return path.join(this.dir, 'remotes.json');
  }
  get historyFile() {
    return path.join(this.dir, 'history.json');
  }

  readManifest(): ReleaseManifest {
    try {
      return JSON.parse(fs.readFileSync(this.manifestFile, 'utf8'));
    } catch {
      return {};
    }
  }

  /** The live manifest's exact bytes, or null when nothing was published yet. */
  readManifestText(): string | null {
    try {
      return fs.readFileSync(this.manifestFile, 'utf8');
    } catch {
      return null;
    }
  }

  /** The live manifest, checked as a page checks it, with its exact bytes; an empty one when there is none or it does not parse. */
  readLive(): { text: string; manifest: ReleaseManifest } {
    try {
      const text = fs.readFileSync(this.manifestFile, 'utf8');
      return { text, manifest: parseReleaseManifest(JSON.parse(text)) };
    } catch {
      return { text: '{}', manifest: {} };
    }
  }

  readHistory(): ReleaseHistoryEvent[] {
    try {
      return releaseHistoryEventSchema.array().parse(JSON.parse(fs.readFileSync(this.historyFile, 'utf8')));
    } catch {
      return [];
    }
  }

  /** Builds of a remote, oldest first. */
  builds(remote: RemoteName): string[] {
    const dir = remoteBuildsDir(remote, this.siteRoot);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && RELEASE_VERSION.test(d.name) && !d.name.startsWith('.'))
      .map((d) => ({ name: d.name, at: this.builtAt(remote, d.name) }))
      .sort((a, b) => a.at - b.at)
      .map((b) => b.name);
  }

  newestBuild(remote: RemoteName): string | null {
    const latestFile = path.join(remoteBuildsDir(remote, this.siteRoot), 'latest');
    const latest = fs.existsSync(latestFile) ? fs.readFileSync(latestFile, 'utf8').trim() : null;
    if (latest && this.builds(remote).includes(latest)) return latest;
    return this.builds(remote).at(-1) ?? null;
  }

  private builtAt(remote: RemoteName, version: string): number {
    try {
      const info = JSON.parse(fs.readFileSync(path.join(remoteBuildsDir(remote, this.siteRoot), version, 'build.json'), 'utf8'));
      return Date.parse(info.builtAt) || 0;
    } catch {
      return 0;
    }
  }

  /** A version may go live only if its files are all there and its federation manifest loads. Answers its entry's file name. */
  validate(remote: RemoteName, version: string): string {
    if (!RELEASE_VERSION.test(version)) throw new ReleaseError(`"${version}" is not a version name.`);
    const dir = path.join(remoteBuildsDir(remote, this.siteRoot), version);
    if (!fs.existsSync(dir)) throw new ReleaseError(`${remote} has no build ${version}.`);
    const manifestPath = path.join(dir, 'mf-manifest.json');
    let manifest: { name?: string; metaData?: { remoteEntry?: { name?: string } }; exposes?: unknown[] };
    try {
      manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    } catch {
      throw new ReleaseError(`${remote} ${version}: mf-manifest.json is missing or does not parse.`);
    }
    const entryName = manifest.metaData?.remoteEntry?.name;
    if (!manifest.name || !entryName || !Array.isArray(manifest.exposes)) {
      throw new ReleaseError(`${remote} ${version}: mf-manifest.json is not a federation manifest.`);
    }
    if (!fs.existsSync(path.join(dir, entryName))) throw new ReleaseError(`${remote} ${version}: ${entryName} is missing.`);
    return entryName;
  }

  /** Readers see the old manifest or the new one, never half. */
  writeManifest(manifest: ReleaseManifest): void {
    this.writeManifestText(manifestText(manifest));
  }

  /** A manifest's exact bytes (a release worked out by `plan`): the site hashes these to find its snapshots. */
  writeManifestText(text: string): void {
    replaceFile(this.manifestFile, text);
  }

  /** A change of the live release: the new manifest, and the event appended to the history. */
  change(manifest: ReleaseManifest, event: ReleaseHistoryEvent): void {
    this.writeManifest(manifest);
    replaceFile(this.historyFile, JSON.stringify([...this.readHistory(), event], null, 2));
  }

  /** The manifest with `version` of `remote` live (validated), and the version it replaces. */
  private next(remote: RemoteName, version: string): { manifest: ReleaseManifest; from: string | null } {
    const entryName = this.validate(remote, version);
    const manifest = this.readManifest();
    const from = manifest[remote]?.version ?? null;
    // In production the remotes live on a CDN: REMOTES_BASE_URL makes the entries absolute.
    const base = (process.env.REMOTES_BASE_URL ?? '').replace(/\/+$/, '');
    // The page loads the remote's entry script itself, not its federation manifest: the runtime then
    // builds no snapshot and no preload list on the phone's main thread; the server sends those
    // preloads with the page, worked out from the same manifest (decision 026).
    manifest[remote] = { version, entry: `${base}/remotes/${remote}/${version}/${entryName}` };
    return { manifest, from };
  }

  private setLive(remote: RemoteName, version: string, action: CliAction): ReleaseHistoryEvent {
    const { manifest, from } = this.next(remote, version);
    const event = { at: new Date().toISOString(), action, remote, from, to: version };
    this.change(manifest, event);
    return event;
  }

  /**
   * What `publish` or `rollback` would do, with the same checks, without doing it: the release command
   * prerenders the new release's pages from this before the release goes live.
   */
  plan(action: CliAction, remote: string, version?: string): ReleasePlan {
    const name = this.remote(remote);
    const to = action === 'publish' ? this.publishTarget(name, version) : this.rollbackTarget(name, version);
    const previousText = this.readManifestText();
    const { manifest, from } = this.next(name, to);
    return { action, remote: name, from, to, previousText, manifestText: manifestText(manifest) };
  }

  publish(remote: string, version?: string): ReleaseHistoryEvent {
    const name = this.remote(remote);
    return this.setLive(name, this.publishTarget(name, version), 'publish');
  }

  /** Back to the named version, or to the version that was live before the current one. */
  rollback(remote: string, version?: string): ReleaseHistoryEvent {
    const name = this.remote(remote);
    return this.setLive(name, this.rollbackTarget(name, version), 'rollback');
  }

  private publishTarget(name: RemoteName, version?: string): string {
    const target = version ?? this.newestBuild(name);
    if (!target) throw new ReleaseError(`${name} has no build: run \`npm run build -w ${name}\` first.`);
    return target;
  }

  private rollbackTarget(name: RemoteName, version?: string): string {
    const current = this.readManifest()[name]?.version;
    let target = version;
    if (!target) {
      const previous = this.readHistory()
        .filter((e) => e.remote === name && e.to === current && e.from && e.from !== current)
        .at(-1)?.from;
      if (!previous) throw new ReleaseError(`${name} has no earlier version to roll back to.`);
      target = previous;
    }
    if (target === current) throw new ReleaseError(`${name} ${target} is already live.`);
    return target;
  }

  status(): { remote: RemoteName; live: string | null; builds: string[] }[] {
    const manifest = this.readManifest();
    return REMOTE_NAMES.map((remote) => ({ remote, live: manifest[remote]?.version ?? null, builds: this.builds(remote) }));
  }

  private remote(name: string): RemoteName {
    if (!isRemote(name)) throw new ReleaseError(`Unknown remote "${name}". Remotes: ${REMOTE_NAMES.join(', ')}.`);
    return name;
  }
}
