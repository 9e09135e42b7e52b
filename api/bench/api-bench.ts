import { writeResults } from '../src/testing/bench-results';
import autocannon from 'autocannon';
import { migrate, openDatabase } from '../src/db/database';
import { insertVerifiedUser } from '../src/testing/insert-user';
import { startBenchApi } from './bench-server';

/**
 * `npm run bench:api`: starts the API in production mode on a free loopback port (a child process,
 * throw-away SQLite database), then loads it from this process with autocannon and prints
 * requests/s and latency per call. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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
  const { base, dataDir, pid, stop } = await startBenchApi({ RATE_LOCATION_PER_MINUTE: '100000000' });
  try {
    const token = await createUserWithToken(dataDir);
    const targets: Target[] = [
      { name: 'token-login', path: '/v2/token-login', body: {}, auth: true },
      { name: 'version-check', path: '/v1/version-check', body: { cid: 'bench' } },
      ...(await optionalTargets(base, token)),
    ];
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per call, server pid ${pid} on ${base}\n`);
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
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
