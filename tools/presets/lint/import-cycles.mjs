// import-x/no-cycle skips every type-only import, so a cycle that closes through `import type` passes it.
// This rule finds those: it follows a package's relative imports on disk, type-only ones included, and
// reports an import of the linted file that leads back to it through at least one type-only import.
// Cycles of values alone are import-x/no-cycle's to report.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];
/** `import ... from './x'`, `export ... from './x'` and `import './x'`, with what they bring in. */
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?(?:([^'";]*?)\s*from\s*)?['"](\.{1,2}\/[^'"]*)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

function resolveFile(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** An import brings in types only: `import type`, or `{ type A, type B }` and nothing else. */
function typesOnly(keyword, clause) {
  if (keyword) return true;
  const names = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
  if (!names) return false;
  const specifiers = names
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((s) => s.startsWith('type '));
}

const edgesOnDisk = new Map();
/** The relative imports of a file as it is on disk: [{ to, typeOnly }]. */
function importsOf(file) {
  if (!edgesOnDisk.has(file)) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // A file that cannot be read imports nothing.
    }
    const edges = [];
    for (const [, , keyword, clause, spec] of text.matchAll(STATIC)) {
      const to = resolveFile(file, spec);
      if (to) edges.push({ to, typeOnly: typesOnly(keyword, clause) });
    }
    for (const [, spec] of text.matchAll(DYNAMIC)) {
      const to = resolveFile(file, spec);
      if (to) edges.push({ to, typeOnly: false });
    }
    edgesOnDisk.set(file, edges);
  }
  return edgesOnDisk.get(file);
}

/** The shortest path from `start` back to `target` that takes at least one type-only import, or null. */
function cycleThroughTypes(start, startTypeOnly, target) {
  const seen = new Set();
  const queue = [{ file: start, sawType: startTypeOnly, trail: [start] }];
  while (queue.length > 0) {
    const { file, sawType, trail } = queue.shift();
    const key = `${sawType}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const { to, typeOnly } of importsOf(file)) {
      const typed = sawType || typeOnly;
      if (to === target) {
        if (typed) return [...trail, to];
        continue;
      }
      queue.push({ file: to, sawType: typed, trail: [...trail, to] });
    }
  }
  return null;
}

const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import cycle that closes through a type-only import.' },
    schema: [],
    messages: { cycle: 'Import cycle through a type-only import: {{trail}}. Move the shared type to a module of its own.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const check = (node, typeOnly) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = resolveFile(filename, spec);
      if (!to || to === filename) return;
      const trail = cycleThroughTypes(to, typeOnly, filename);
      if (trail) {
        const root = context.cwd;
        const names = [filename, ...trail].map((file) => path.relative(root, file));
        context.report({ node, messageId: 'cycle', data: { trail: names.join(' -> ') } });
      }
    };
    const declarationTypesOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, declarationTypesOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, declarationTypesOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, false),
    };
  },
};

export const importCycles = { rules: { 'no-type-cycle': noTypeCycle } };
