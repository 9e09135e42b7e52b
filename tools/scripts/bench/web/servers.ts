import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { ROOT } from '../../build/paths';

// The servers a benchmark measures: the composed site (the API serving it) and plain static servers.

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string) {
  for (let i = 0; i < 450; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The site server's environment: its own SQLite database and uploads in a fresh folder. */
export function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    SITE_ROOT: ROOT,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-')),
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    // The presses register and ask for login codes in every run, from one address.
    RATE_OTP_PER_IP: '10000',
    RATE_OTP_PER_ADDRESS: '10000',
  };
}

export async function startSite(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/remotes.json`);
  return { url, child };
}

/** A plain static server (precompressed files, page fallback) for the floor and the peer. */
export async function serveStatic(dir: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true, index: 'index.html', wildcard: true });
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').send(fs.readFileSync(path.join(dir, 'index.html'))));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
