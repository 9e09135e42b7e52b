// The shape of the codebase, checked (docs/decisions/009-packages-by-owner-and-runtime.md):
// who may import whom, no import cycles, the rules of hooks. Formatting is Prettier's job.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-marketing', 'mfe-auth', 'mfe-search-wizard', 'mfe-gbp-wizard', 'mfe-dashboard'];
const FRONT_END_PACKAGES = ['@adlaunch/session', '@adlaunch/session/*', '@adlaunch/ui-kit'];

/** An import of another app, by path or by package name. */
const otherApps = (self) =>
  APPS.filter((app) => app !== self).flatMap((app) => [
    {
      group: [`**/${app}/**`, `${app}`, `${app}/*`],
      message: `${self ?? 'This package'} never imports ${app}: apps meet only through the shell and the contract.`,
    },
  ]);

const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });

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
      'tools/bench/*/dist/**',
      '**/*.js',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
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
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Playwright's fixtures call `use`, which is not React's hook.
  { files: ['e2e/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The contract: no app, no session client, no UI kit; no React, axios or zustand at run time.
  {
    files: ['shared/**/*.ts'],
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
    files: ['api/**/*.ts'],
    rules: restrict([
      ...otherApps(null),
      { group: FRONT_END_PACKAGES, message: 'The API server imports only the contract (@adlaunch/shared), no front-end code.' },
      { group: ['react', 'react-dom', 'react-dom/*', 'axios', 'zustand'], message: 'The API server has no front-end libraries.' },
    ]),
  },
  // Build, release and benchmark tools: no app's source (they build apps, they do not run them).
  {
    files: ['tools/**/*.ts'],
    ignores: ['tools/bench/**'],
    rules: restrict(APPS.map((app) => ({ group: [`**/${app}/src/**`], message: `tools/ builds ${app}; it never imports its source.` }))),
  },
);
