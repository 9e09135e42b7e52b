import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeResults } from '@adlaunch/api/testing';
import { REMOTES, ROOT } from '../build/paths';

/**
 * `npm run bench:rebuild`: one remote built alone after a one-line change, as a team builds it
 * (`npm run build -w <remote>`, README "Working on one remote"), wall time from the command to its
 * end. A build of the unchanged source first brings the persistent cache up to date (decision 018);
 * then each run changes one line of one of the remote's modules (a different value each run, so the
 * output changes too) and builds. The file is put back and the remote built again at the end, and the
 * version folders the changed runs made are removed, so the remote's `dist/latest` is the source's own.
 *
 *   --app NAME     the remote (default mfe-marketing)
 *   --file PATH    the module changed, relative to the remote (default its FAQ page, or src/bootstrap.tsx)
 *   --runs N       changed builds (default 3; a run of 3 or more is recorded in docs/performance.md)
 */

const DEFAULT_FILES: Record<string, string> = { 'mfe-marketing': 'src/features/faqs/components/faqs-page.tsx' };
/** The goal: one remote rebuilt alone after a one-line change. */
const GOAL_MS = 10_000;

function flag(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const value = argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/** Runs the remote's own build script; answers its wall time and the build's own "built in" figure. */
function build(app: string): Promise<{ wallMs: number; insideMs: number | null }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app} failed to build:\n${output}`));
      const inside = /built(?: version \S+)? in ([\d.]+) s/.exec(output);
      resolve({ wallMs: Math.round(performance.now() - started), insideMs: inside ? Math.round(Number(inside[1]) * 1000) : null });
    });
  });
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const argv = process.argv.slice(2);
  const app = flag(argv, '--app') ?? 'mfe-marketing';
  if (!(REMOTES as readonly string[]).includes(app)) throw new Error(`--app: ${app} is not a remote; they are ${REMOTES.join(', ')}`);
  const file = path.join(ROOT, app, flag(argv, '--file') ?? DEFAULT_FILES[app] ?? 'src/bootstrap.tsx');
  const runs = Number(flag(argv, '--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

  const dist = path.join(ROOT, app, 'dist');
  const versionsBefore = new Set(fs.existsSync(dist) ? fs.readdirSync(dist) : []);
  const original = fs.readFileSync(file, 'utf8');
  const loadBefore = load();
  console.log(`${app}: ${path.relative(ROOT, file)}, ${runs} changed build(s); load average ${loadBefore}`);
  const rows: { what: string; wallMs: number; insideMs: number | null }[] = [];
  try {
    const unchanged = await build(app);
    console.log(`  unchanged (brings the cache up to date): ${seconds(unchanged.wallMs)}`);
    rows.push({ what: 'unchanged source (first, brings the cache up to date)', ...unchanged });
    for (let i = 1; i <= runs; i += 1) {
      // One line, a new value each run: the module and its chunk change.
      fs.writeFileSync(file, `${original}(globalThis as Record<string, unknown>).__benchRebuild = '${Date.now()}-${i}';\n`);
      const changed = await build(app);
      console.log(`  one-line change ${i}: ${seconds(changed.wallMs)}`);
      rows.push({ what: `one-line change ${i}`, ...changed });
    }
  } finally {
    fs.writeFileSync(file, original);
    await build(app);
    // The unchanged source's version stays (it is new when other packages changed since the last build).
    const latest = fs.readFileSync(path.join(dist, 'latest'), 'utf8').trim();
    for (const entry of fs.readdirSync(dist)) {
      if (!versionsBefore.has(entry) && entry !== latest) fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
    }
  }

  const changed = rows.slice(1);
  const typical = median(changed.map((r) => r.wallMs));
  const lines = [
    `\`npm run build -w ${app}\` after a one-line change to \`${path.relative(ROOT, file)}\` (a new value each run), wall time from the command to its end (npm, tsx and webpack's start included); "in the build" is the build script's own figure. Load average (1, 5, 15 min) ${loadBefore} before, ${load()} after.`,
    '',
    '| build | wall | in the build |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.what} | ${seconds(r.wallMs)} | ${r.insideMs === null ? '-' : seconds(r.insideMs)} |`),
    '',
    `- Median of the changed builds: **${seconds(typical)}** (${(typical / GOAL_MS).toFixed(2)} x the ${seconds(GOAL_MS)} goal): ${typical <= GOAL_MS ? 'met' : 'missed'}.`,
    `- ${os.cpus().length} cores shared with other work; the load average says how much.`,
  ];
  console.log(`\n${lines.join('\n')}`);
  if (runs >= 3) writeResults('rebuild', lines.join('\n'));
  else console.log('\n(Not recorded: fewer than 3 runs print only.)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
