import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build/build-all';
import { ROOT } from './build/paths';

/**
 * `npm start`: build what changed, then serve the composed site and the API on one origin. The
 * snapshots of the live release are rendered while the server starts: the server looks for them on
 * each request, so a page is served without its snapshot (the app renders it) until they are there.
 */
async function main() {
  const { snapshots } = await buildAll({ ifNeeded: true, snapshots: 'later' });
  const port = process.env.PORT ?? '3000';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, SITE_ROOT: process.env.SITE_ROOT ?? ROOT },
  });
  console.log(`AdLaunch is starting on http://localhost:${port}`);
  snapshots.catch((error: Error) => console.error(`prerender: ${error.message}`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
