import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { hashPassword } from '../src/accounts/passwords';
import { insertVerifiedUser } from '../src/testing/insert-user';
import { startBenchApi } from './bench-server';

/**
 * `npm run bench:login-flood -w api`: what a flood of password logins does to everyone else. Starts
 * the API in production mode (the built site from the repository, if any), measures a page (`/`) and
 * the release manifest (`/remotes.json`) alone, then again while autocannon sends password logins
 * (real scrypt cost) as fast as FLOOD_CONNECTIONS connections allow. Prints figures; asserts nothing.
 * BENCH_SECONDS (default 10), FLOOD_CONNECTIONS (default 50).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 50);
const PASSWORD = 'a bench password that is long';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** GETs the paths one after another until `until` resolves; answers each path's latencies in ms. */
async function probe(base: string, paths: string[], until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  const times = new Map<string, number[]>(paths.map((p) => [p, []]));
  const statuses = new Map<string, Set<number>>(paths.map((p) => [p, new Set()]));
  while (!done) {
    for (const p of paths) {
      const start = performance.now();
      const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      times.get(p)!.push(performance.now() - start);
      statuses.get(p)!.add(res.status);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { times, statuses };
}

async function main() {
  const root = path.resolve(__dirname, '../..');
  const api = await startBenchApi({ SITE_ROOT: root, RATE_LOGIN_PER_IP: '100000000' });
  try {
    const database = openDatabase({ databaseUrl: null, dataDir: api.dataDir });
    await migrate(database);
    const email = `flood-${Date.now()}@example.com`;
    await insertVerifiedUser(database.db, email, { password_hash: await hashPassword(PASSWORD, loadConfig({}).scryptCost) });
    await database.db.destroy();

    const paths = ['/', '/remotes.json'];
    const quiet = await probe(api.base, paths, new Promise((r) => setTimeout(r, SECONDS * 1000)));
    const flood = autocannon({
      url: `${api.base}/v2/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
      connections: FLOOD_CONNECTIONS,
      duration: SECONDS,
    });
    const [loud, result] = await Promise.all([probe(api.base, paths, flood), flood]);

    console.log(`\nserver pid ${api.pid}; login flood: ${FLOOD_CONNECTIONS} connections for ${SECONDS} s\n`);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.table(
      paths.flatMap((p) =>
        [
          ['alone', quiet],
          ['during flood', loud],
        ].map(([label, run]) => {
          const { times, statuses } = run as typeof quiet;
          const t = times.get(p)!;
          return {
            path: p,
            when: label as string,
            requests: t.length,
            statuses: [...statuses.get(p)!].join(' '),
            p50: ms(percentile(t, 50)),
            p95: ms(percentile(t, 95)),
            max: ms(Math.max(...t)),
          };
        }),
      ),
    );
    console.log(
      `logins: ${Math.round(result.requests.average)}/s, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}; ` +
        `2xx ${result['2xx']}, non-2xx ${result.non2xx} (503 = refused while busy), errors ${result.errors + result.timeouts}`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
