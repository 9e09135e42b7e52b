import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The structure drawn from the imports of every package's own code (its src/, tests included): no arrow
 * runs back up and there is no cycle. Only tooling (tools/, an app's webpack and federation config,
 * api/bench, e2e's Playwright config) may point anywhere; it is left out here and checked by ESLint.
 */
const ROOT = path.resolve(__dirname, '../../..');
/** Lower ranks are imported by higher ones, never the other way. Equal ranks never import each other. */
const RANK: Record<string, number> = {
  shared: 0,
  session: 1,
  api: 1,
  'ui-kit': 2,
  shell: 3,
  'mfe-marketing': 3,
  'mfe-auth': 3,
  'mfe-search-wizard': 3,
  'mfe-gbp-wizard': 3,
  'mfe-dashboard': 3,
  e2e: 4,
};
const BY_NAME: Record<string, string> = {
  '@adlaunch/shared': 'shared',
  '@adlaunch/session': 'session',
  '@adlaunch/ui-kit': 'ui-kit',
  '@adlaunch/api': 'api',
  '@adlaunch/e2e': 'e2e',
  ...Object.fromEntries(Object.keys(RANK).map((dir) => [dir, dir])),
};

function packageGraph(): Map<string, Map<string, string>> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => {
      const [top, second] = file.split('/');
      return top in RANK && (top === 'e2e' ? second === 'tests' || second === 'support' : second === 'src');
    });
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    const from = file.split('/')[0];
    // Double-quoted strings are left out: lint probes hold the imports they expect refused as text (api/src/layers.test.ts).
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const to = spec.startsWith('.')
        ? path.normalize(path.join(path.dirname(file), spec)).split(path.sep)[0]
        : BY_NAME[
            spec
              .split('/')
              .slice(0, spec.startsWith('@') ? 2 : 1)
              .join('/')
          ];
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, file);
    }
  }
  return graph;
}

describe('the structure drawn from the imports', () => {
  const graph = packageGraph();

  it('finds the arrows it checks', () => {
    expect(graph.get('mfe-dashboard')?.has('session')).toBe(true);
    expect(graph.get('api')?.has('shared')).toBe(true);
  });

  it('has every arrow pointing down, never up or sideways', () => {
    const wrong = [...graph].flatMap(([from, targets]) =>
      [...targets].filter(([to]) => !(to in RANK) || RANK[to] >= RANK[from]).map(([to, file]) => `${from} -> ${to} (${file})`),
    );
    expect(wrong).toEqual([]);
  });

  it('has no cycle', () => {
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      for (const next of graph.get(node)?.keys() ?? []) {
        if (trail.includes(next)) cycles.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
        else visit(next, [...trail, next]);
      }
    };
    for (const node of graph.keys()) visit(node, [node]);
    expect(cycles).toEqual([]);
  });
});
