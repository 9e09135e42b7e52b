import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseStore } from '@adlaunch/api/releases';
import { APPS, REMOTES, ROOT, releasesDir, type App } from './paths';
import { BrowserMissingError } from '../../presets/browser';
import { ensureSnapshots } from './prerender';

// The workspace packages every app builds from; a change to any of them rebuilds every app that bundles it.
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'session/src',
  'session/package.json',
  'ui-kit/src',
  'ui-kit/package.json',
  'tools/presets',
  'package-lock.json',
];

function hashInputs(app: App): string {
  const hash = createHash('sha256');
  const inputs = [`${app}/src`, `${app}/package.json`, `${app}/webpack.config.ts`, `${app}/module-federation.config.ts`, ...COMMON_INPUTS];
  for (const input of inputs) {
    const full = path.join(ROOT, input);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { withFileTypes: true, recursive: true })
          .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
          .map((d) => path.join(d.parentPath, d.name))
          .sort()
      : [full];
    for (const file of files) hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (app: App) => path.join(ROOT, app, 'dist', '.source-hash');

function isFresh(app: App): boolean {
  try {
    return fs.readFileSync(stampFile(app), 'utf8') === hashInputs(app);
  } catch {
    return false;
  }
}

function buildOne(app: App): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/scripts/build/build-app.ts'), path.join(ROOT, app)], {
      stdio: 'inherit',
      cwd: ROOT,
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app} failed to build`));
      fs.writeFileSync(stampFile(app), hashInputs(app));
      resolve();
    });
  });
}

/**
 * Builds every app that changed (two at a time), then makes sure every remote has a live version and
 * the live release has its snapshots. `snapshots: 'later'` answers before the snapshots are rendered,
 * with their promise (`npm start` serves the site meanwhile: a page without its snapshot still works).
 */
export async function buildAll(options?: { ifNeeded?: boolean; apps?: App[] }): Promise<App[]>;
export async function buildAll(options: {
  ifNeeded?: boolean;
  apps?: App[];
  snapshots: 'later';
}): Promise<{ built: App[]; snapshots: Promise<void> }>;
export async function buildAll({
  ifNeeded = false,
  apps = [...APPS] as App[],
  snapshots = 'now',
}: { ifNeeded?: boolean; apps?: App[]; snapshots?: 'now' | 'later' } = {}): Promise<App[] | { built: App[]; snapshots: Promise<void> }> {
  const queue = apps.filter((app) => !ifNeeded || !isFresh(app));
  const built: App[] = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await buildOne(app);
      built.push(app);
    }
  };
  await Promise.all([worker(), worker()]);

  // A local build of a remote goes live at once; releases elsewhere use `npm run release`.
  const store = new ReleaseStore(releasesDir(), ROOT);
  const manifest = store.readManifest();
  const previousText = store.readManifestText();
  for (const remote of REMOTES) {
    const newest = store.newestBuild(remote);
    if (!newest) continue;
    if ((built as string[]).includes(remote) || !manifest[remote]) {
      if (manifest[remote]?.version !== newest) store.publish(remote, newest);
    }
  }
  const liveText = store.readManifestText();
  const rendering = liveText === null ? Promise.resolve() : renderSnapshots(liveText, previousText);
  if (snapshots === 'later') return { built, snapshots: rendering };
  await rendering;
  return built;
}

async function renderSnapshots(liveText: string, previousText: string | null): Promise<void> {
  try {
    const result = await ensureSnapshots(liveText, { previousText });
    if (!result.reused) {
      console.log(`prerendered ${result.rendered.length} public pages and ${result.renderedFrames.length} owner page frames`);
    }
  } catch (error) {
    if (!(error instanceof BrowserMissingError)) throw error;
    // `npm start` needs no set-up: without a browser the site still runs, its public pages unsnapshotted.
    console.warn(`prerender: ${error.message}\nThe public pages are served without their snapshots until \`npm run prerender\` runs.`);
  }
}

if (require.main === module) {
  const ifNeeded = process.argv.includes('--if-needed');
  const only = process.argv.slice(2).filter((a) => !a.startsWith('--')) as App[];
  buildAll({ ifNeeded, apps: only.length ? only : undefined })
    .then((built) => console.log(built.length ? `built: ${built.join(', ')}` : 'everything is up to date'))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
