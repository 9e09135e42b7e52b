// The shape of the codebase, checked (docs/decisions/009-packages-by-owner-and-runtime.md and 014):
// who may import whom, by name and by resolved path, no import cycles (type-only ones too), the rules of hooks.
// Formatting is Prettier's job. tools/presets/lint/boundaries.test.ts proves every forbidden import is refused.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCycles } from './tools/presets/lint/import-cycles.mjs';

const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-search-wizard', 'mfe-gbp-wizard', 'mfe-dashboard', 'mfe-backoffice'];
const FRONT_END_PACKAGES = ['@adlaunch/session', '@adlaunch/session/*', '@adlaunch/ui-kit'];

/** An import of another app, by path or by package name. */
const otherApps = (self) =>
  APPS.filter((app) => app !== self).flatMap((app) => [
    {
      group: [`**/${app}/**`, `${app}`, `${app}/*`],
      message: `${self ?? 'This package'} never imports ${app}: apps meet only through the shell and the contract.`,
    },
  ]);

/** A package's files by name but past its exports (`@adlaunch/session/src/...`): TypeScript refuses them too. */
const DEEP_IMPORT = {
  group: ['@adlaunch/*/src', '@adlaunch/*/src/**', '*/src/**', '!./**', '!../**'],
  message: 'Import a package through its exports (its package.json\'s "exports"), never its src/.',
};
const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns: [DEEP_IMPORT, ...patterns], paths }] });

const ROOT = import.meta.dirname;
/**
 * Who may import whom, by folder: a package may use the packages it lists, and only through their
 * `exports` (the files its package.json names); every other package's files are out of bounds.
 */
const LAYERS = {
  shared: [],
  session: ['shared'],
  'ui-kit': ['shared', 'session'],
  api: ['shared'],
  ...Object.fromEntries(APPS.map((app) => [app, ['shared', 'session', 'ui-kit']])),
  e2e: ['shared'],
};
const PACKAGES = Object.keys(LAYERS);
/** The files a package's `exports` name, relative to its folder ("./src/index.ts"). */
const exportedFiles = (dir) =>
  Object.values(JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).exports ?? {}).filter(
    (file) => typeof file === 'string' && file !== './package.json',
  );
const onlyExports = (dir, message) => ({ from: dir, except: exportedFiles(dir), message });
const zonesFor = (self) => [
  ...PACKAGES.filter((other) => other !== self).map((other) =>
    LAYERS[self].includes(other)
      ? onlyExports(other, `${self} uses ${other} only through its package exports (@adlaunch/${other}/...).`)
      : { from: other, message: `${self} never imports ${other}: see docs/decisions/009-packages-by-owner-and-runtime.md.` },
  ),
  // A package's source never reaches into the build, release and benchmark tools (its configs may);
  // the API's tests, benches and configs stand on their own too.
  ...(self === 'e2e'
    ? []
    : self === 'api'
      ? [{ from: 'tools', message: 'api never imports tools/: its tests, benches and configs stand on their own.' }]
      : [{ from: 'tools', message: `${self}/src runs in the product; tools/ builds it.`, srcOnly: true }]),
];
/**
 * Inside an app, bulletproof-react's rule: a feature imports its app's shared code (components/, lib/,
 * testing/) and the packages, never another feature; app/ composes features; shared code imports
 * neither features nor app/.
 */
const featureZones = (app) => {
  const dir = path.join(ROOT, app, 'src/features');
  const features = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory()) : [];
  return [
    ...features.map((feature) => ({
      target: `${app}/src/features/${feature}`,
      from: `${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature (${app}/src/features/${feature}): compose them in ${app}/src/app/, or move what both need to ${app}/src/components or lib.`,
    })),
    {
      target: `${app}/src/features`,
      from: `${app}/src/app`,
      message: `A feature never imports its app's app/ folder (${app}/src/app): app/ composes the features, not the other way round.`,
    },
    ...['components', 'lib'].map((shared) => ({
      target: `${app}/src/${shared}`,
      from: [`${app}/src/features`, `${app}/src/app`],
      message: `${app}/src/${shared} is shared by the app's features: it imports neither features nor app/.`,
    })),
  ];
};
/**
 * Inside the session client, folders import one way, each only the ones before it: lib (cookies, storage,
 * the API's base and errors) <- stores <- reads <- api <- flows (what pages call: loadApi, the token check,
 * the price variant, changeFeedback) <- queries.
 */
const SESSION_FOLDERS = ['lib', 'stores', 'reads', 'api', 'flows', 'queries'];
const sessionZones = SESSION_FOLDERS.slice(0, -1).map((folder, i) => ({
  target: `session/src/${folder}`,
  from: SESSION_FOLDERS.slice(i + 1).map((above) => `session/src/${above}`),
  message: `session/src/${folder} imports only the folders below it (${SESSION_FOLDERS.slice(0, i).join(', ') || 'none'}): ${SESSION_FOLDERS.join(' <- ')}.`,
}));
/**
 * Inside the API, layers by folder and file name (docs/decisions/037-api-by-domain.md): app.ts registers
 * the routes (`*-routes.ts`), which call a domain's service functions, which use its stores and the
 * adapters, which use db/. Only app.ts imports a route module; db/ imports only itself and the config;
 * lib/ and adapters/ know no domain.
 */
/** Every folder of api/src is a domain but the floors (lib, adapters, db) and the test helpers. */
const API_DOMAINS = fs
  .readdirSync(path.join(ROOT, 'api/src'))
  .filter(
    (entry) => fs.statSync(path.join(ROOT, 'api/src', entry)).isDirectory() && !['lib', 'adapters', 'db', 'testing', 'ops'].includes(entry),
  );
const API_ABOVE_LIB = [
  ...API_DOMAINS.map((d) => `api/src/${d}`),
  'api/src/ops',
  'api/src/app.ts',
  'api/src/wiring.ts',
  'api/src/main.ts',
  'api/src/periodic-jobs.ts',
];
/**
 * Route modules at any depth. app.ts registers each domain's; the staff area's (api/src/staff/<area>/) are
 * registered by api/src/staff/staff-routes.ts alone, after it installs the staff guard, which guards only
 * the routes added after it (an onRoute hook).
 */
const API_ROUTE_MODULES = 'api/src/**/*-routes.ts';
const STAFF_ROUTES_COMPOSER = 'api/src/staff/staff-routes.ts';
const apiLayerZones = [
  {
    target: ['api/src/!(app).ts', 'api/src/!(staff)/**', 'api/src/staff/*/**', 'api/src/staff/!(staff-routes.ts)'],
    from: API_ROUTE_MODULES,
    message: 'Only api/src/app.ts registers route modules (*-routes.ts): a service, a store or another route never imports one.',
  },
  {
    target: STAFF_ROUTES_COMPOSER,
    from: API_ROUTE_MODULES,
    except: [path.join(ROOT, 'api/src/staff/*/*-routes.ts')],
    message: "api/src/staff/staff-routes.ts registers the staff area's route modules (api/src/staff/<area>/*-routes.ts) only.",
  },
  {
    target: 'api/src/app.ts',
    from: 'api/src/staff/*/**/*-routes.ts',
    message: 'app.ts registers the staff area through api/src/staff/staff-routes.ts, which installs the staff guard first.',
  },
  {
    target: 'api/src/db',
    from: 'api/src',
    except: ['./db', './config.ts'],
    message: 'api/src/db is the floor: it imports only db/ and the config, never a domain, a route or lib/.',
  },
  {
    target: ['api/src/lib', 'api/src/adapters'],
    from: API_ABOVE_LIB,
    message: 'api/src/lib and api/src/adapters know no domain: pass what they need in from the domain or app.ts.',
  },
];
/** How the API opens a transaction (one way: writeTransaction); shared by the zones that set no-restricted-syntax. */
const ONE_WAY_TO_A_TRANSACTION = {
  selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
  message: 'Open a transaction with writeTransaction (api/src/lib/transaction.ts): one way, with its retry on contention.',
};
const boundaries = (self) => ({
  'import-x/no-restricted-paths': [
    'error',
    {
      basePath: ROOT,
      zones: [
        ...zonesFor(self).map(({ srcOnly, ...zone }) => ({ ...zone, target: srcOnly ? `${self}/src` : self })),
        ...(APPS.includes(self) ? featureZones(self) : []),
        ...(self === 'session' ? sessionZones : []),
        ...(self === 'api' ? apiLayerZones : []),
      ],
    },
  ],
});
/**
 * Tooling has two floors. tools/presets (the webpack, jest and lint set-up, the browser finder) is what every
 * package's configs build on: it imports no script and no package but the contract. tools/scripts (build,
 * release, start, dev, benchmarks) uses every package, through its exports only, and the presets.
 */
const toolingBoundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      basePath: ROOT,
      zones: [
        ...PACKAGES.map((dir) => ({ target: 'tools', ...onlyExports(dir, `tools/ uses ${dir} only through its package exports.`) })),
        {
          target: 'tools/presets',
          from: ['tools/scripts', ...PACKAGES.filter((dir) => dir !== 'shared')],
          message: 'tools/presets is what every package builds on: it never imports tools/scripts or a package (the contract aside).',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'releases/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'tools/scripts/bench/*/dist/**',
      '.stryker-tmp/**',
      'reports/**',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, adlaunch: importCycles },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['*/tsconfig.json', 'tools/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // import-x/no-cycle skips type-only imports: a cycle through `import type` is refused here.
      'adlaunch/no-type-cycle': 'error',
      // `../../session/src/...` from another package: packages meet by name, through their exports.
      // An app's build config may use the repository's tooling (tools/) by path; the API's zone refuses it.
      'import-x/no-relative-packages': ['error', { ignore: ['^(\\.\\./)+tools/'] }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Playwright's fixtures call `use`, which is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Path-based boundaries, whatever the import looks like.
  ...PACKAGES.map((dir) => ({ files: [`${dir}/**/*.{ts,tsx}`], rules: boundaries(dir) })),
  { files: ['tools/**/*.{ts,tsx}'], rules: toolingBoundaries },
  // A star re-export of a shared module (one of ours or a federated library, by its package name) can come
  // back from webpack's persistent cache with no names in it: name what is re-exported (decision 018).
  {
    files: [...['shared', 'session', 'ui-kit', ...APPS].map((dir) => `${dir}/src/**/*.{ts,tsx}`)],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportAllDeclaration[exportKind='value'][source.value=/^(@adlaunch\\u002F|@hookform\\u002F|react|zod|zustand)/]",
          message:
            'Name what you re-export from a shared module (`export { a, b } from ...`): see docs/decisions/018-persistent-build-cache.md.',
        },
      ],
    },
  },
  // The contract is plain TypeScript: components live in the UI kit or an app.
  {
    files: ['shared/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'The contract has no components: a .tsx file belongs in @adlaunch/ui-kit or an app, not shared/.' },
      ],
    },
  },
  // The contract: no app, no session client, no UI kit; no React, axios or zustand at run time.
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrict([
      ...otherApps(null),
      {
        group: ['@adlaunch/session', '@adlaunch/session/*', '@adlaunch/ui-kit', '**/api/src/**'],
        message: 'The contract depends on nothing of ours.',
      },
      {
        group: ['react', 'react-dom', 'react-dom/*'],
        allowTypeImports: true,
        message: 'The contract has no React at run time (types only).',
      },
      { group: ['axios', 'zustand', '@tanstack/*'], message: 'The contract has no browser client code: that is @adlaunch/session.' },
    ]),
  },
  // The session client: the contract only; never the UI kit or an app.
  {
    files: ['session/**/*.{ts,tsx}'],
    rules: restrict([
      ...otherApps(null),
      { group: ['@adlaunch/ui-kit', '**/api/src/**'], message: 'The session client sits below the UI kit and knows no server code.' },
    ]),
  },
  // The UI kit: the contract and the session client; never an app.
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: restrict([...otherApps(null), { group: ['**/api/src/**'], message: 'The UI kit knows no server code.' }]),
  },
  // Each app: the packages, never another app, never the API's code.
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: restrict([
      ...otherApps(app),
      {
        group: ['**/api/src/**', '@adlaunch/api', '@adlaunch/api/*'],
        message: 'Apps reach the API over HTTP through @adlaunch/session/api.',
      },
    ]),
  })),
  // The API server: the contract only, no front-end code.
  {
    files: ['api/**/*.{ts,tsx}'],
    rules: restrict([
      ...otherApps(null),
      { group: FRONT_END_PACKAGES, message: 'The API server imports only the contract (@adlaunch/shared), no front-end code.' },
      { group: ['react', 'react-dom', 'react-dom/*', 'axios', 'zustand'], message: 'The API server has no front-end libraries.' },
    ]),
  },
  // The API opens every transaction one way: writeTransaction (lib/transaction.ts), which waits its turn on contention.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/lib/transaction.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ONE_WAY_TO_A_TRANSACTION],
    },
  },
  // A route parses, authenticates and answers; the queries are its domain's service's or store's: a route
  // file imports neither the database module nor the query builder (types aside), nor queries the db it
  // is handed. Every route file, none excepted (the last ones' queries moved to their stores).
  {
    files: ['api/src/**/*-routes.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely'],
              allowTypeImports: true,
              message: "A route never builds a query (kysely): call the domain's service, whose store queries.",
            },
            {
              regex: '^(\\.\\./)+db(/|$)',
              allowTypeImports: true,
              message:
                "A route never uses the database module (api/src/db) but for its types: call the domain's service, whose store queries.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ONE_WAY_TO_A_TRANSACTION,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: "A route never queries a table: the query goes in the domain's service or store (*-store.ts), which the route calls.",
        },
      ],
    },
  },
  // A store (*-store.ts) holds a table's queries, below the services: it imports db/, lib/, adapters/, the
  // config and other stores, never a service (types aside: they order no calls). Two modules are stores in
  // all but name: payment-figures.ts (the shape of a payments column) and staff-actions.ts (the append-only
  // staff_actions table).
  {
    files: ['api/src/**/*-store.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\.?/(\\.\\./)*(?!\\.\\./)(?!(db|lib|adapters)/|config$)(?!([\\w-]+/)*([\\w-]+-store|payment-figures|staff-actions)$)',
              allowTypeImports: true,
              message:
                'A store (*-store.ts) never imports a service: the service calls the store. Import db/, lib/, adapters/ or another store.',
            },
          ],
        },
      ],
    },
  },
  // Size: no source file over 450 lines and no function over 150, blank lines not counted (comments are:
  // a reader reads them too). Tests, their helpers (testing/), the end-to-end journeys and data tables (JSON) are
  // exempt (docs/decisions/037-api-by-domain.md).
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', '**/*.d.ts', '.stryker-tmp/**'],
    rules: {
      'max-lines': ['error', { max: 450, skipBlankLines: true, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: false, IIFEs: true }],
    },
  },
  // The end-to-end tests: packages by their exports only.
  { files: ['e2e/**/*.{ts,tsx}'], rules: restrict([]) },
  // Build, release and benchmark tools: an app or a package only by its package name, through its exports
  // (a built site or a public entry), never by a path into its folder.
  {
    files: ['tools/**/*.{ts,tsx}'],
    rules: restrict([
      {
        regex: `^(\\.\\./)+(${PACKAGES.join('|')})(/|$)`,
        message: 'tools/ imports an app or a package by its package name and "exports", never by a path into its folder.',
      },
    ]),
  },
);
