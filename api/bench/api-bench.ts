import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeResults } from '../../tools/bench/results';
import autocannon from 'autocannon';
import { migrate, openDatabase } from '../src/db/database';
import { insertVerifiedUser } from '../src/testing/insert-user';

/**
 * `npm run bench:api`: starts the API in production mode on a free loopback port (a child process,
 * throw-away SQLite database), then loads it from this process with autocannon and prints
 * requests/s and latency per call. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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

async function createUserWithToken(dataDir: string): Promise<string> {
  const database = openDatabase({ databaseUrl: null, dataDir });
  await migrate(database);
  const { token } = await insertVerifiedUser(database.db, `bench-${Date.now()}@example.com`);
  await database.db.destroy();
  return token;
}

interface Target {
  name: string;
  path: string;
  body: unknown;
  auth?: boolean;
}

async function post(base: string, target: Target, token: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.auth) headers.authorization = `Bearer ${token}`;
  return fetch(`${base}${target.path}`, { method: 'POST', headers, body: JSON.stringify(target.body) });
}

/** The optional calls join the run only when the server has them and they answer the sample body. */
async function optionalTargets(base: string, token: string): Promise<Target[]> {
  const targets: Target[] = [];
  const search: Target = { name: 'location-search', path: '/v2/location-search', body: { locationTerm: 'Cape' } };
  const found = await post(base, search, token);
  if (!found.ok) {
    console.log(`skipping location-search and search-ads save: location-search answered ${found.status}`);
    return targets;
  }
  targets.push(search);
  const { list } = (await found.json()) as { list: { id: string }[] };
  const save: Target = {
    name: 'search-ads save',
    path: '/v2/search-ads',
    auth: true,
    body: {
      mobile: '+27 82 555 0101',
      business_name: 'Bench Bakery',
      business_url: 'bench.example.com',
      location_ids: list.slice(0, 1).map((l) => l.id),
      address: '1 Long Street, Cape Town',
    },
  };
  const saved = await post(base, save, token);
  if (saved.ok) targets.push(save);
  else console.log(`skipping search-ads save: it answered ${saved.status}`);
  return targets;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiDir, 'src/main.ts')], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_ROOT: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LOCATION_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    await waitForServer(base, child);
    const token = await createUserWithToken(dataDir);
    const targets: Target[] = [
      { name: 'token-login', path: '/v2/token-login', body: {}, auth: true },
      { name: 'version-check', path: '/v1/version-check', body: { cid: 'bench' } },
      ...(await optionalTargets(base, token)),
    ];
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per call, server pid ${child.pid} on ${base}\n`);
    const rows = [];
    for (const target of targets) {
      const result = await autocannon({
        url: `${base}${target.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(target.auth ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(target.body),
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      rows.push({
        call: target.name,
        'requests/s': Math.round(result.requests.average),
        p50: ms(result.latency.p50),
        p99: ms(result.latency.p99),
        '2xx': result['2xx'],
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    console.table(rows);
    if (rows.some((r) => r['non-2xx'] > 0)) console.log('non-2xx answers are usually rate limits.');
    writeResults(
      'api',
      [
        `${CONNECTIONS} connections for ${SECONDS} s per call, autocannon in a second process against the API on loopback (production mode, SQLite).`,
        '',
        '| call | requests/s | p50 | p99 | 2xx | non-2xx |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map((r) => `| ${r.call} | ${r['requests/s']} | ${r.p50} | ${r.p99} | ${r['2xx']} | ${r['non-2xx']} |`),
      ].join('\n'),
    );
  } finally {
    stop();
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
