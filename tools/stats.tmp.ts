import path from 'node:path';
import fs from 'node:fs';
import webpack from 'webpack';
async function main() {
  const appDir = path.resolve(process.argv[2]);
  const factory = (await import(path.join(appDir, 'webpack.config.ts'))).default;
  const create = typeof factory === 'function' ? factory : factory.default;
  const config = create({}, { mode: 'production' });
  config.output.path = '/tmp/stats-out-' + path.basename(appDir);
  webpack(config, (err, stats) => {
    if (err) throw err;
    fs.writeFileSync('/tmp/stats-' + path.basename(appDir) + '.json', JSON.stringify(stats!.toJson({ modules: true, chunks: true, nestedModules: true, reasons: true })));
    console.log('done');
  });
}
main();
