import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type MinimizerPluginType from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';

const root = path.resolve(__dirname, '../../..');
/** The ES module build of a package that resolves to CommonJS for `require` (`dist/index.cjs` beside `dist/index.js`). */
const esmBuild = (pkg: string) => require.resolve(pkg, { paths: [root] }).replace(/\.cjs$/, '.js');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const sharedPkg = readJson(path.join(root, 'shared/package.json'));
const sessionPkg = readJson(path.join(root, 'session/package.json'));
/**
 * webpack's own minimizer (its dependency `minimizer-webpack-plugin`, the one its default `'...'` uses),
 * with swc's minifier for JavaScript instead of terser's: a one-line change re-minifies the changed
 * chunk and the two runtimes that name it, which took terser (two passes, in a worker) about 3.5 s of a
 * one-remote rebuild and swc 0.3 s; the files come out 0.4 % smaller (docs/performance.md).
 * Run in this process: after a small change only a few files are minified, fewer than a worker costs to start.
 */
const fromWebpack = createRequire(require.resolve('webpack/package.json', { paths: [root] }));
const MinimizerPlugin = fromWebpack('minimizer-webpack-plugin') as typeof MinimizerPluginType;
const minimizer = () => [
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } }, parallel: false }),
  new CssMinimizerPlugin(),
];
const installedVersion = (dep: string) =>
  readJson(require.resolve(`${dep}/package.json`, { paths: [root, path.join(root, 'shell')] })).version as string;

/**
 * Everything a remote and the host must agree on at run time: one React, one router, one contract
 * package. The host provides them all; a remote shares only the packages it depends on (its
 * package.json `dependencies`), so its entry does not describe, nor its build bundle, libraries it never loads.
 * No app states a required version range. The host loads first and provides every singleton itself;
 * a remote gets the host's copy whatever its range says (a singleton's mismatch is only a console
 * warning), while the runtime parses each range with its semver code on the phone's main thread as
 * the remote starts (6-9 ms unthrottled, decision 026). What must match is the contract, whose major
 * version the shell checks on every remote it loads (`isCompatibleContract`).
 */
function sharedModules(dependencies?: Record<string, string>) {
  // The version is given, not inferred: `@hookform/resolvers/zod` has a package.json of its own (1.0.0).
  const singleton = (dep: string) => ({
    singleton: true,
    requiredVersion: false as const,
    version: installedVersion(dep),
  });
  const workspace = (pkg: { version: string }) => ({ singleton: true, requiredVersion: false as const, version: pkg.version });
  const all: Record<string, { pkg: string; config: object }> = {
    react: { pkg: 'react', config: singleton('react') },
    'react/': { pkg: 'react', config: singleton('react') },
    'react-dom': { pkg: 'react-dom', config: singleton('react-dom') },
    'react-dom/': { pkg: 'react-dom', config: singleton('react-dom') },
    'react-router-dom': { pkg: 'react-router-dom', config: singleton('react-router-dom') },
    zustand: { pkg: 'zustand', config: singleton('zustand') },
    zod: { pkg: 'zod', config: singleton('zod') },
    'react-hook-form': { pkg: 'react-hook-form', config: singleton('react-hook-form') },
    '@hookform/resolvers/zod': { pkg: '@hookform/resolvers', config: singleton('@hookform/resolvers') },
    // The contract and the session client are host-provided singletons: one session store, one API
    // client. The UI kit (`@adlaunch/ui-kit`) is deliberately absent: each app bundles its own copy
    // and releases it with its own code (docs/decisions/009-packages-by-owner-and-runtime.md).
    '@adlaunch/shared': { pkg: '@adlaunch/shared', config: workspace(sharedPkg) },
    '@adlaunch/shared/schemas/base': { pkg: '@adlaunch/shared', config: workspace(sharedPkg) },
    '@adlaunch/shared/schemas': { pkg: '@adlaunch/shared', config: workspace(sharedPkg) },
    '@adlaunch/session': { pkg: '@adlaunch/session', config: workspace(sessionPkg) },
    '@adlaunch/session/api': { pkg: '@adlaunch/session', config: workspace(sessionPkg) },
    '@adlaunch/session/queries': { pkg: '@adlaunch/session', config: workspace(sessionPkg) },
  };
  return Object.fromEntries(
    Object.entries(all)
      .filter(([, { pkg }]) => !dependencies || pkg in dependencies)
      .map(([key, { config }]) => [key, config]),
  );
}

export interface AppOptions {
  /** The app folder (its package directory). */
  dir: string;
  /** The federation options of the app (its module-federation.config.ts). */
  federation: ConstructorParameters<typeof ModuleFederationPlugin>[0];
  port: number;
  /** The shell serves the page; a remote gets a page of its own only for standalone development. */
  isHost?: boolean;
  /** In development the host answers /remotes.json itself, pointing at each remote's dev server. */
  devRemotes?: Record<string, number>;
  /** Build as one ordinary bundle without federation (the performance benchmark's peer). */
  withoutFederation?: boolean;
  /** The page template, when it is not the app's own `src/index.html`. */
  template?: string;
}

export function createConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const appName = path.basename(options.dir);
    // A change to one file rebuilds only what it touches: modules, minified chunks and styles are kept
    // between builds on disk (decision 018). A test build that swaps in another UI kit keeps one of its own.
    const uiKitOverride = process.env.ADLAUNCH_TEST_UI_KIT_DIR ?? '';
    return {
      mode,
      entry: { main: './src/index.ts' },
      context: options.dir,
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(root, 'node_modules/.cache/webpack'),
        name: [appName, mode, options.withoutFederation ? 'single' : '', uiKitOverride ? 'test-ui-kit' : ''].filter(Boolean).join('-'),
        // Another test UI kit folder replaces that cache rather than adding one per run.
        version: uiKitOverride,
        // The build's own configuration: a change to any of these starts the cache afresh.
        buildDependencies: {
          config: [
            __filename,
            ...['webpack.config.ts', 'module-federation.config.ts', 'package.json'].map((f) => path.join(options.dir, f)),
          ].filter((f) => fs.existsSync(f)),
        },
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist', options.isHost ? 'site' : '.build'),
        publicPath: options.isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: appName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          // One copy of the federation SDK, as ES modules so that its unused parts are dropped.
          '@module-federation/sdk$': esmBuild('@module-federation/sdk'),
          // The host's runtime provider is given to webpack as CommonJS, which would pull in a second,
          // CommonJS copy of the federation runtime beside the ES module one.
          [require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [root] })]: esmBuild(
            '@module-federation/inject-external-runtime-core-plugin',
          ),
          // Test hook, set only by the release journey (e2e/tests/release.spec.ts): a candidate build bundles
          // a modified copy of the UI kit, as a team would ship its own kit change, without editing ui-kit/.
          ...(process.env.ADLAUNCH_TEST_UI_KIT_DIR
            ? { '@adlaunch/ui-kit$': path.join(path.resolve(process.env.ADLAUNCH_TEST_UI_KIT_DIR), 'src/index.ts') }
            : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              // In production the styles are minified CSS files (loaded beside each chunk), not strings in the JavaScript.
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
                    localIdentHashSalt: appName,
                  },
                },
              },
            ],
          },
          { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
          // Texts written in markdown (the blog's articles) arrive as strings, each in the chunk that imports it.
          { test: /\.md$/, type: 'asset/source' },
        ],
      },
      plugins: [
        ...(options.withoutFederation
          ? []
          : [
              new ModuleFederationPlugin({
                dts: false,
                shareStrategy: 'loaded-first',
                shared: sharedModules(options.isHost ? undefined : readJson(path.join(options.dir, 'package.json')).dependencies),
                // In production the host ships the federation runtime once and every remote uses it,
                // instead of each remote entry carrying its own copy (about 24 KB compressed each).
                // In development a remote keeps its own, so that it also runs standalone.
                experiments: {
                  ...(production ? (options.isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
                  // Browser only: the runtime's Node.js code paths are left out; a remote loads no remotes
                  // of its own, so it leaves out the code that would.
                  optimization: { target: 'web', ...(options.isHost ? {} : { disableRemote: true }) },
                },
                ...options.federation,
              }),
            ]),
        ...(production
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]
          : []),
        new webpack.DefinePlugin({ __CONTRACT_VERSION__: JSON.stringify(sharedPkg.version) }),
        // Zod's translations into other languages are never used: the shared zod carries English only.
        new webpack.NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, path.join(__dirname, 'zod-locales.ts')),
        new HtmlWebpackPlugin({ template: options.template ?? path.join(options.dir, 'src/index.html'), publicPath: '/' }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimizer: minimizer() },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        headers: options.isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        // The API's dev server runs on 4000 (`npm run dev`); every app proxies its calls there.
        proxy: [{ context: ['/v1', '/v2', '/__dev'], target: 'http://localhost:4000' }],
        setupMiddlewares: (middlewares, devServer) => {
          const remotes = options.devRemotes;
          if (remotes) {
            devServer.app?.get('/remotes.json', (_req, res) => {
              const manifest = Object.fromEntries(
                Object.entries(remotes).map(([name, port]) => [
                  name,
                  { version: 'dev', entry: `http://localhost:${port}/mf-manifest.json` },
                ]),
              );
              res.set('Cache-Control', 'no-cache').json(manifest);
            });
          }
          return middlewares;
        },
      },
    };
  };
}

/**
 * The worker that reads and checks the owner's data off the page's thread (decision 024), built beside
 * the shell's files as `owner-reads.worker.js`: a plain bundle (no federation: nothing in a worker is
 * shared with the page), holding zod and the contract's schemas. Built after the shell, whose build
 * empties the folder first.
 */
export function readWorkerConfig(shellDir: string, after: string) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const mode = argv.mode ?? 'production';
    return {
      name: 'owner-reads-worker',
      dependencies: [after],
      mode,
      target: 'webworker',
      entry: { 'owner-reads.worker': path.join(root, 'session/src/reads/owner-reads.worker.ts') },
      context: shellDir,
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(root, 'node_modules/.cache/webpack'),
        name: `owner-reads-worker-${mode}`,
        buildDependencies: { config: [__filename] },
      },
      devtool: mode === 'production' ? false : 'cheap-module-source-map',
      output: { path: path.join(shellDir, 'dist', 'site'), filename: '[name].js', clean: false },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
          },
        ],
      },
      plugins: [
        new webpack.NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, path.join(__dirname, 'zod-locales.ts')),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
