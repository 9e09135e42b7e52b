import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build/build-all';
import { ROOT } from './build/paths';

/** `npm start`: build what changed, then serve the composed site and the API on one origin. */
async function main() {
  await buildAll({ ifNeeded: true });
  const port = process.env.PORT ?? '3000';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, SITE_ROOT: process.env.SITE_ROOT ?? ROOT },
  });
  console.log(`AdLaunch is starting on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
