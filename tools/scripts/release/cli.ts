import os from 'node:os';
import { BrowserMissingError } from '../../presets/browser';
import { ensureSnapshots, type SnapshotOptions, type SnapshotResult } from '../build/prerender';
import { openHealth, type HealthAccess } from './health';
import { ReleaseError, ReleaseStore } from '@adlaunch/api/releases';
import { releasesDir, ROOT } from '../build/paths';

const USAGE = `Usage:
  npm run release -- status
  npm run release -- publish <remote> [version] [--canary <percent>] [--no-snapshots]
  npm run release -- promote <remote> [--no-snapshots]
  npm run release -- rollback <remote> [version] [--no-snapshots]

publish and rollback prerender the public pages of the new release before it goes live (a release
snapshotted before reuses its pages). --no-snapshots releases without them: the public pages are then
served without their snapshots until \`npm run prerender\` runs.

--canary <percent> serves the new version to that share of visitors (1-99) and the live one to the
rest; promote makes it live for everyone, rollback (without a version) ends it. The server rolls a
failing canary back by itself (decision 030). status prints each version's health.`;

export interface ReleaseDeps {
  store?: ReleaseStore;
  snapshots?: (manifestText: string, options: SnapshotOptions) => Promise<SnapshotResult>;
  /** The canaries and the health table (the API's database). */
  health?: () => Promise<HealthAccess>;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** Who runs the command, for the release log. */
const actor = () => `cli:${process.env.RELEASE_ACTOR || os.userInfo().username}`;

function describe(result: SnapshotResult): string {
  if (result.reused) return 'snapshots: reused (this release was prerendered before)';
  return `snapshots: ${result.rendered.length} public pages and ${result.renderedFrames.length} owner frames prerendered, ${result.copied.length + result.copiedFrames.length} unchanged pages copied`;
}

/** The release command; answers its exit code. */
export async function main(argv: string[], deps: ReleaseDeps = {}): Promise<number> {
  const {
    store = new ReleaseStore(releasesDir(), ROOT),
    snapshots = ensureSnapshots,
    health = openHealth,
    log = console.log,
    error = console.error,
  } = deps;
  const canaryAt = argv.indexOf('--canary');
  const percentText = canaryAt >= 0 ? argv[canaryAt + 1] : undefined;
  const rest = canaryAt >= 0 ? [...argv.slice(0, canaryAt), ...argv.slice(canaryAt + 2)] : argv;
  const flags = rest.filter((a) => a.startsWith('--'));
  const [command, remote, version] = rest.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--no-snapshots');
  const withSnapshots = !flags.includes('--no-snapshots');
  let access = null as HealthAccess | null;
  const db = async () => (access ??= await health());
  try {
    if (command === 'status' && unknown.length === 0 && canaryAt < 0) {
      const rows = store.status();
      const table = await (await db()).table(rows.flatMap((row) => row.builds.map((build) => ({ remote: row.remote, version: build }))));
      for (const row of rows) {
        log(`${row.remote}: live ${row.live ?? '(none)'}`);
        for (const line of table.filter((health) => health.remote === row.remote)) log(`  ${describeHealth(line)}`);
      }
      return 0;
    }
    if (command === 'publish' && remote && unknown.length === 0 && canaryAt >= 0) {
      const percent = Number(percentText);
      if (!/^\d{1,2}$/.test(percentText ?? '') || percent < 1 || percent > 99) {
        error('release: --canary takes a whole percentage of visitors from 1 to 99, e.g. --canary 10.');
        return 2;
      }
      const plan = store.plan('publish', remote, version);
      const entry = JSON.parse(plan.manifestText)[plan.remote].entry as string;
      // The canary's side is served its own release (the live one with this remote's canary): its pages are prerendered first.
      if (withSnapshots) log(describe(await snapshots(plan.manifestText, { previousText: plan.previousText })));
      await (await db()).startCanary({ remote: plan.remote, version: plan.to, entry, percent, baseVersion: plan.from, actor: actor() });
      log(`${plan.remote}: ${plan.to} to ${percent}% of visitors, ${plan.from ?? '(none)'} to the rest (canary)`);
      return 0;
    }
    if (command === 'promote' && remote && !version && unknown.length === 0 && canaryAt < 0) {
      const health = await db();
      const canary = (await health.canaries()).find((c) => c.remote === remote);
      if (!canary) throw new ReleaseError(`${remote} has no canary to promote.`);
      const live = store.readManifest();
      const previousText = store.readManifestText();
      const nextText = health.manifestWith(live, canary);
      if (withSnapshots) log(describe(await snapshots(nextText, { previousText })));
      await health.promote(remote, actor());
      log(`${remote}: ${live[canary.remote as keyof typeof live]?.version ?? '(none)'} -> ${canary.version} (promote)`);
      return 0;
    }
    if (command === 'rollback' && remote && !version && unknown.length === 0 && canaryAt < 0) {
      const health = await db();
      if ((await health.canaries()).some((c) => c.remote === remote)) {
        const ended = await health.rollback(remote, actor());
        log(`${remote}: canary ${ended.version} ended; every visitor is served the live version from their next page (rollback)`);
        return 0;
      }
    }
    if ((command === 'publish' || command === 'rollback') && remote && unknown.length === 0 && canaryAt < 0) {
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
    if (caught instanceof ReleaseError || (caught instanceof Error && caught.name === 'ReleaseHealthError')) {
      error(`release: ${caught.message}`);
      return 1;
    }
    if (caught instanceof BrowserMissingError) {
      error(`release: ${command} ${remote} stopped: its public pages cannot be prerendered.\n${caught.message}`);
      error(`To release anyway, without snapshots: npm run release -- ${command} ${remote}${version ? ` ${version}` : ''} --no-snapshots`);
      return 1;
    }
    throw caught;
  } finally {
    await access?.close();
  }
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const ms = (value: number | null) => (value === null ? '-' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

/**
 * One version's line of `status`: its state, sessions from how many sources, error-session rate, p75
 * LCP and INP, and the reports left out per reason (as the back office's Releases screen shows them).
 */
export function describeHealth(row: HealthRow): string {
  const state = row.state === 'canary' ? `canary ${row.percent}%` : row.state;
  const numbers =
    row.sessions === 0
      ? 'no sessions'
      : `${row.sessions} sessions from ${row.sources} ${row.sources === 1 ? 'source' : 'sources'}, ${row.errorSessions} with an error (${percent(row.errorRate)}), p75 LCP ${ms(row.lcpP75)}, p75 INP ${ms(row.inpP75)}`;
  const dropped = Object.entries(row.dropped)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} ${reason}`);
  return `${state.padEnd(10)} ${row.version.padEnd(20)} ${numbers}${dropped.length ? `; left out: ${dropped.join(', ')}` : ''}`;
}
type HealthRow = Awaited<ReturnType<HealthAccess['table']>>[number];

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
