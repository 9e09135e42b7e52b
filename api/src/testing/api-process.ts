import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './fake-smtp';

const apiDir = path.resolve(__dirname, '../..');

/**
 * A real API process (`node --import tsx src/main.ts`), as production runs it: its own port, the
 * environment given, and the database every instance of one `ApiCluster` shares (a fresh SQLite
 * folder, or a fresh PostgreSQL schema when `databaseUrl` is set).
 */
export async function apiCluster({ databaseUrl }: { databaseUrl?: string | null } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-instances-'));
  let url: string | null = null;
  let schema: string | null = null;
  if (databaseUrl) {
    schema = `i_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    const u = new URL(databaseUrl);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
  }
  const instances: ApiInstance[] = [];

  async function start(env: Record<string, string>, port?: number): Promise<ApiInstance> {
    const instance = await startApiProcess({
      port: port ?? (await freePort()),
      env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), ...env },
    });
    instances.push(instance);
    return instance;
  }

  /** An operator command (`npm run ops -- ...`) as its own process on the same database; `kill` SIGKILLs it. */
  function startOps(args: string[], env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
      cwd: apiDir,
      env: { ...baseEnv(), DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, output })),
    );
    return { done, kill: () => child.kill('SIGKILL') };
  }
  const ops = (args: string[], env: Record<string, string>) => startOps(args, env).done;

  async function close() {
    await Promise.all(instances.map((i) => i.stop()));
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { start, ops, startOps, close, dataDir, databaseUrl: url, pgSchema: schema };
}

export interface ApiInstance {
  url: string;
  port: number;
  process: ChildProcess;
  /** What the process wrote (its log). */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, nothing in memory survives. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the API answered
  post: (pathname: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; json: any }>;
}

/** What every process of these tests runs with: production mode, no static files, quiet logs. */
const baseEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  SITE_ROOT: '',
  LOG_LEVEL: 'warn',
  RELEASE_REPORT_SECRET: 'test-release-report-secret-0123456789',
});

async function startApiProcess({ port, env }: { port: number; env: Record<string, string> }): Promise<ApiInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...baseEnv(), PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited at start:\n${output}`);
    try {
      await fetch(`${url}/v1/__ready`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the API process did not listen within a minute:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return {
    url,
    port,
    process: child,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    async post(pathname, body, headers = {}) {
      const res = await fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, json };
    },
  };
}

/** Polls until `check` answers true (or throws with `what` after `timeoutMs`). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
