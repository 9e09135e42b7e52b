import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const apiDir = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(base: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/v1/version-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"cid":"bench"}',
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start within 60 s');
}

/**
 * The API in production mode in a child process on a free loopback port, with a throw-away SQLite
 * database (emails kept in its outbox); `env` adds to or overrides the defaults, `nodeArgs` go to node
 * before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startBenchApi(env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_ROOT: '',
      NODE_ENV: 'production',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      RELEASE_REPORT_SECRET: 'bench-release-report-secret-0123456789',
      LOG_LEVEL: 'warn',
      // Production refuses to start without the supplier its tax invoices name.
      INVOICE_SUPPLIER_NAME: 'AdLaunch Test (Pty) Ltd',
      INVOICE_SUPPLIER_ADDRESS: '1 Test Street, Cape Town',
      INVOICE_SUPPLIER_VAT_NUMBER: '4999999999',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(130);
  });
  try {
    await waitForServer(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, pid: child.pid, stop };
}
