import { BrowserMissingError } from '../browser';
import { ensureSnapshots, type SnapshotOptions, type SnapshotResult } from '../build/prerender';
import { ReleaseError, ReleaseStore } from './release-store';

const USAGE = `Usage:
  npm run release -- status
  npm run release -- publish <remote> [version] [--no-snapshots]
  npm run release -- rollback <remote> [version] [--no-snapshots]

publish and rollback prerender the public pages of the new release before it goes live (a release
snapshotted before reuses its pages). --no-snapshots releases without them: the public pages are then
served without their snapshots until \`npm run prerender\` runs.`;

export interface ReleaseDeps {
  store?: ReleaseStore;
  snapshots?: (manifestText: string, options: SnapshotOptions) => Promise<SnapshotResult>;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

function describe(result: SnapshotResult): string {
  if (result.reused) return 'snapshots: reused (this release was prerendered before)';
  return `snapshots: ${result.rendered.length} public pages and ${result.renderedFrames.length} owner frames prerendered, ${result.copied.length + result.copiedFrames.length} unchanged pages copied`;
}

/** The release command; answers its exit code. */
export async function main(argv: string[], deps: ReleaseDeps = {}): Promise<number> {
  const { store = new ReleaseStore(), snapshots = ensureSnapshots, log = console.log, error = console.error } = deps;
  const flags = argv.filter((a) => a.startsWith('--'));
  const [command, remote, version] = argv.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--no-snapshots');
  const withSnapshots = !flags.includes('--no-snapshots');
  try {
    if (command === 'status' && unknown.length === 0) {
      for (const row of store.status()) {
        log(`${row.remote}: live ${row.live ?? '(none)'}`);
        for (const build of row.builds) log(`  ${build === row.live ? '*' : ' '} ${build}`);
      }
      return 0;
    }
    if ((command === 'publish' || command === 'rollback') && remote && unknown.length === 0) {
      const plan = store.plan(command, remote, version);
      // The new release's pages are prerendered first, so that it is served fast from its first request.
      if (withSnapshots) log(describe(await snapshots(plan.manifestText, { previousText: plan.previousText })));
      const event = command === 'publish' ? store.publish(plan.remote, plan.to) : store.rollback(plan.remote, plan.to);
      log(`${event.remote}: ${event.from ?? '(none)'} -> ${event.to} (${event.action})`);
      const live = store.readManifestText();
      if (!withSnapshots) {
        error(
          `release: ${event.action === 'publish' ? 'published' : 'rolled back'} without snapshots: the public pages are served without them until \`npm run prerender\` runs.`,
        );
      } else if (live !== null && live !== plan.manifestText) {
        // Another release went live meanwhile: the manifest now live is a third one. This one is live
        // already, so a failure here is reported, not a reason to fail the release.
        await snapshots(live, { previousText: plan.manifestText }).then(
          (result) => log(describe(result)),
          (failure) => error(`release: the live release has no snapshots: ${String(failure?.message ?? failure)}`),
        );
      }
      return 0;
    }
    error(USAGE);
    return 2;
  } catch (caught) {
    if (caught instanceof ReleaseError) {
      error(`release: ${caught.message}`);
      return 1;
    }
    if (caught instanceof BrowserMissingError) {
      error(`release: ${command} ${remote} stopped: its public pages cannot be prerendered.\n${caught.message}`);
      error(`To release anyway, without snapshots: npm run release -- ${command} ${remote}${version ? ` ${version}` : ''} --no-snapshots`);
      return 1;
    }
    throw caught;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (caught) => {
      console.error(caught);
      process.exitCode = 1;
    },
  );
}
