import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';

type ConfigFactory = (env: unknown, argv: { mode: 'production' | 'development' }) => Configuration | Configuration[];

async function compile(appDir: string): Promise<void> {
  const factory = (await import(path.join(appDir, 'webpack.config.ts'))).default as ConfigFactory | { default: ConfigFactory };
  const create = typeof factory === 'function' ? factory : factory.default;
  const created = create({}, { mode: 'production' });
  // The shell builds two bundles: the site and the owner-reads worker (decision 024).
  const config = Array.isArray(created) ? created : [created];
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** A remote's version is its package version plus a hash of what it built: the same code gives the same folder. */
export function stampRemote(appDir: string): string {
  const buildDir = path.join(appDir, 'dist', '.build');
  const hash = createHash('sha256');
  for (const file of filesOf(buildDir)) {
    if (file === 'mf-stats.json') continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(buildDir, file)));
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${hash.digest('hex').slice(0, 10)}`;
  const target = path.join(appDir, 'dist', version);
  if (fs.existsSync(target)) fs.rmSync(buildDir, { recursive: true, force: true });
  else {
    fs.writeFileSync(path.join(buildDir, 'build.json'), JSON.stringify({ version, builtAt: new Date().toISOString() }, null, 2));
    fs.renameSync(buildDir, target);
  }
  fs.writeFileSync(path.join(appDir, 'dist', 'latest'), version);
  return version;
}

/**
 * Compressed copies by their file's content: a file that an earlier build compressed (most of a
 * remote's files after a one-line change, as chunk names carry their content's hash) is copied, not
 * compressed again. Brotli at its best quality was a third of a one-remote rebuild.
 */
const COMPRESSED = path.resolve(__dirname, '../../../node_modules/.cache/precompressed');

function writeCompressed(body: Buffer, target: string, kind: 'br' | 'gz'): void {
  const cached = path.join(COMPRESSED, `${createHash('sha256').update(body).digest('hex')}.${kind}`);
  if (fs.existsSync(cached)) return fs.copyFileSync(cached, target);
  const compressed =
    kind === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : zlib.gzipSync(body, { level: 9 });
  fs.writeFileSync(target, compressed);
  // Written whole, then renamed: a build beside this one never copies half a file.
  fs.mkdirSync(COMPRESSED, { recursive: true });
  fs.writeFileSync(`${cached}.${process.pid}`, compressed);
  fs.renameSync(`${cached}.${process.pid}`, cached);
}

/** Brotli and gzip copies beside each text file, served as-is by the site server (no compression per request). */
export function precompress(dir: string): void {
  for (const file of filesOf(dir)) {
    if (!/\.(js|css|html|json|svg|txt)$/.test(file)) continue;
    const full = path.join(dir, file);
    const body = fs.readFileSync(full);
    if (body.length < 1024) continue;
    writeCompressed(body, `${full}.br`, 'br');
    writeCompressed(body, `${full}.gz`, 'gz');
  }
}

export async function buildApp(appDir: string): Promise<string | null> {
  await compile(appDir);
  // Remotes build into dist/.build (then a version folder); the host builds into dist/site.
  if (!fs.existsSync(path.join(appDir, 'dist', '.build'))) {
    precompress(path.join(appDir, 'dist', 'site'));
    return null;
  }
  const version = stampRemote(appDir);
  precompress(path.join(appDir, 'dist', version));
  return version;
}

if (require.main === module) {
  const appDir = path.resolve(process.argv[2] ?? process.cwd());
  const started = Date.now();
  buildApp(appDir)
    .then((version) => {
      const name = path.basename(appDir);
      console.log(`${name}: built${version ? ` version ${version}` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    })
    .catch((error) => {
      console.error(String(error?.message ?? error));
      process.exit(1);
    });
}
