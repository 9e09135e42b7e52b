import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { migrate, openDatabase } from '../src/db/database';
import { writeResults } from '../src/testing/bench-results';
import { insertVerifiedUser } from '../src/testing/insert-user';
import { about, details } from '../src/testing/search-ad-steps';
import { startBenchApi } from './bench-server';

/**
 * `npm run bench:api`: a bare Fastify hello world in a child process (the baseline: what this machine
 * serves right now) and the API in production mode (throw-away SQLite database), each loaded from this
 * process with autocannon. Every call is measured in slices, each right after a slice of the hello world,
 * and stated as a ratio to the hello world's requests/s in those slices, with its answers by status: a
 * row whose answers are mostly not 2xx measures refusals, not its call, and fails the run. The last row
 * is the hello world answering as the version check does (its POST, body and headers): the most the
 * version check could serve. BENCH_SECONDS per call (default 10), BENCH_CONNECTIONS (10), BENCH_OWNERS
 * (50: the second token-login row and the save row cycle through their tokens and drafts). BENCH_RECORD=0 does not write docs/performance.md.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const OWNERS = Number(process.env.BENCH_OWNERS ?? 50);
const SLICE_SECONDS = 2;
const SLICES = Math.max(1, Math.round(SECONDS / SLICE_SECONDS));
/** Goal: these calls serve at least half the hello world's requests/s. */
const GOAL_RATIO = 0.5;
const GOAL_ROWS = ['version-check', 'token-login'];

/** The hello world in a child process; `headers` are set on its every answer (the ceiling row). */
async function startHelloWorld(headers: [string, string][] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'hello-server.ts')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, HELLO_HEADERS: headers.length ? JSON.stringify(headers) : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      const found = /listening (\d+)/.exec(c.toString());
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the hello world exited with code ${code}`)));
  });
  const stop = () => new Promise((r) => (child.exitCode === null ? (child.once('exit', r), child.kill('SIGTERM')) : r(null)));
  return { base: `http://127.0.0.1:${port}`, stop };
}

/** Owners with a bearer token each, written straight into the API's database. */
async function createOwners(dataDir: string, count: number): Promise<string[]> {
  const database = openDatabase({ databaseUrl: null, dataDir });
  await migrate(database);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push((await insertVerifiedUser(database.db, `bench-${i}-${Date.now()}@example.com`)).token);
  await database.db.destroy();
  return tokens;
}

const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** Each owner's draft, made by the wizard's first step: the save row saves the next step into it. */
async function draftsOf(base: string, tokens: string[]) {
  const drafts: { token: string; adId: number }[] = [];
  for (const token of tokens) {
    const res = await fetch(`${base}/v2/search-ads`, { method: 'POST', headers: json(token), body: JSON.stringify(about) });
    if (!res.ok) throw new Error(`the first step answered ${res.status}: ${await res.text()}`);
    drafts.push({ token, adId: ((await res.json()) as { search_ad: { id: number } }).search_ad.id });
  }
  return drafts;
}

interface Row {
  call: string;
  rps: number;
  /** The hello world's requests/s in the slices beside this row's. */
  helloRps: number;
  ratio: number;
  p50: number;
  p99: number;
  ok: number;
  notOk: number;
  codes: string;
}

/** A call's answers over its slices. */
class Tally {
  requests = 0;
  seconds = 0;
  ok = 0;
  notOk = 0;
  errors = 0;
  p50s: number[] = [];
  p99 = 0;
  codes = new Map<string, number>();
  add(result: Result, seconds: number) {
    this.requests += result.requests.total;
    this.seconds += seconds;
    this.ok += result['2xx'];
    this.notOk += result.non2xx + result.errors + result.timeouts;
    this.errors += result.errors + result.timeouts;
    this.p50s.push(result.latency.p50);
    this.p99 = Math.max(this.p99, result.latency.p99);
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) this.codes.set(code, (this.codes.get(code) ?? 0) + count);
  }
  get rps() {
    return Math.round(this.requests / this.seconds);
  }
  row(call: string, helloRps: number): Row {
    const codes = [...this.codes].map(([code, count]) => `${code}: ${count}`).join(', ');
    return {
      call,
      rps: this.rps,
      helloRps,
      ratio: this.rps / helloRps,
      p50: this.p50s.reduce((a, b) => a + b, 0) / this.p50s.length,
      p99: this.p99,
      ok: this.ok,
      notOk: this.notOk,
      codes: codes + (this.errors ? `, errors: ${this.errors}` : ''),
    };
  }
}

/** Every slice of the hello world, for its own row. */
const helloTotal = new Tally();

/**
 * A call measured in slices of SLICE_SECONDS, each after a slice of the hello world: on 2 cores other
 * people's work comes and goes within seconds, and the two then see it alike. The ratio is the call's
 * requests over the hello world's in those slices.
 */
async function measure(call: string, options: Omit<Options, 'connections' | 'duration'>, hello: Omit<Options, 'connections' | 'duration'>) {
  const mine = new Tally();
  const beside = new Tally();
  // Not counted: the first second of each wakes its code up (JIT, caches).
  await autocannon({ ...hello, connections: CONNECTIONS, duration: 1 });
  await autocannon({ ...options, connections: CONNECTIONS, duration: 1 });
  for (let i = 0; i < SLICES; i++) {
    const greeted = await autocannon({ ...hello, connections: CONNECTIONS, duration: SLICE_SECONDS });
    beside.add(greeted, SLICE_SECONDS);
    helloTotal.add(greeted, SLICE_SECONDS);
    mine.add(await autocannon({ ...options, connections: CONNECTIONS, duration: SLICE_SECONDS }), SLICE_SECONDS);
  }
  const row = mine.row(call, beside.rps);
  console.log(
    `${call}: ${row.rps} requests/s beside the hello world's ${row.helloRps} (${row.ratio.toFixed(2)} x), ${row.ok} 2xx, ${row.notOk} not (${row.codes})`,
  );
  return row;
}

/** An answer's own headers: the ones Node's HTTP server adds to any answer left out. */
const OWN_HEADERS_ONLY = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

async function loadApi(hello: Options): Promise<{ rows: Row[]; saved: string; answerHeaders: [string, string][] }> {
  const { base, dataDir, pid, stop } = await startBenchApi({ RATE_LOCATION_PER_MINUTE: '100000000' });
  try {
    const tokens = await createOwners(dataDir, OWNERS);
    const drafts = await draftsOf(base, tokens);
    console.log(`API: server pid ${pid} on ${base}; ${OWNERS} owners, each with a draft search ad`);
    const check = await fetch(`${base}/v1/version-check`, { method: 'POST', headers: json(), body: '{"cid":"bench"}' });
    const answerHeaders = [...check.headers].filter(([name]) => !OWN_HEADERS_ONLY.has(name));
    // Token login answers from memory while nothing is committed (decision 042): one owner's page loads,
    // then the owners in turn (each token's own kept answer).
    let turn = 0;
    const inTurn = {
      method: 'POST' as const,
      path: '/v2/token-login',
      setupRequest: (request: object) => ({ ...request, headers: json(tokens[turn++ % tokens.length]), body: '{}' }),
    };
    const rows = [
      await measure('token-login', { url: `${base}/v2/token-login`, method: 'POST', headers: json(tokens[0]), body: '{}' }, hello),
      await measure(`token-login, ${OWNERS} owners in turn`, { url: base, requests: [inTurn] }, hello),
      await measure('version-check', { url: `${base}/v1/version-check`, method: 'POST', headers: json(), body: '{"cid":"bench"}' }, hello),
      await measure(
        'location-search',
        { url: `${base}/v2/location-search`, method: 'POST', headers: json(), body: '{"locationTerm":"Cape"}' },
        hello,
      ),
    ];
    // The wizard's ad details step saved into an owner's draft, the owners in turn, each body different.
    let sent = 0;
    const save = {
      method: 'POST' as const,
      path: '/v2/search-ads',
      setupRequest: (request: object) => {
        const draft = drafts[sent % drafts.length]!;
        sent += 1;
        const body = { ...details, ads_id: draft.adId, ad_details: { ...details.ad_details, headline_2: `Fast Repairs ${sent}` } };
        return { ...request, headers: json(draft.token), body: JSON.stringify(body) };
      },
    };
    rows.push(await measure('search-ads save (ad details step)', { url: base, requests: [save] }, hello));
    // Read back: the drafts hold what the row sent.
    const read = await fetch(`${base}/v2/search-ads`, { headers: json(drafts[0]!.token) });
    const headline = ((await read.json()) as { search_ad: { ad_details: { headline_2?: string } | null } }).search_ad.ad_details
      ?.headline_2;
    return { rows, saved: headline ?? '(nothing saved)', answerHeaders };
  } finally {
    await stop();
  }
}

const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const load = loadNow();
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per call; load average ${load}\n`);
  const hello = await startHelloWorld();
  const greeting: Options = { url: `${hello.base}/` };
  let result: Awaited<ReturnType<typeof loadApi>>;
  const ceiling = { headers: [] as [string, string][], row: null as Row | null };
  try {
    result = await loadApi(greeting);
    // What the version check's answer costs before any of the API's work: the same POST and body, answered
    // with the API's headers (helmet's and Cache-Control) by a second hello world.
    ceiling.headers = result.answerHeaders;
    const echo = await startHelloWorld(ceiling.headers);
    try {
      ceiling.row = await measure(
        `hello world answering as the version check (POST, JSON body, the API's ${ceiling.headers.length} headers)`,
        { url: `${echo.base}/`, method: 'POST', headers: json(), body: '{"cid":"bench"}' },
        greeting,
      );
    } finally {
      await echo.stop();
    }
  } finally {
    await hello.stop();
  }
  const { rows, saved } = result;
  console.log(`The first owner's draft after the save row: headline 2 "${saved}".`);
  const baseline = helloTotal.row('bare Fastify hello world (baseline)', helloTotal.rps);
  rows.push(ceiling.row!);
  const all = [baseline, ...rows];
  const refused = all.filter((r) => r.notOk > r.ok);
  const goal = (r: Row) => (GOAL_ROWS.includes(r.call) ? (r.ratio >= GOAL_RATIO ? 'met' : 'missed') : '');
  if (process.env.BENCH_RECORD !== '0')
    writeResults(
      'api',
      [
        `${CONNECTIONS} connections, autocannon in this process against child processes on loopback: a bare Fastify hello world (\`GET /\`) and the API in production mode on SQLite. Each call is measured for ${SECONDS} s in ${SLICES} slices of ${SLICE_SECONDS} s, each right after a ${SLICE_SECONDS} s slice of the hello world: the 2 cores are shared, other work comes and goes within seconds, and the two see it alike. A row's ratio is its requests/s over the hello world's in the slices beside it; p50 is the slices' mean, p99 their highest. Load average at the start: ${load}; at the end: ${loadNow()}. Goal: version check and token login >= ${GOAL_RATIO} x. Token login answers from memory while nothing was committed to the database since its answer was read ([decision 042](decisions/042-token-login-cache.md)); its rows run before the rows that write, the first with one owner's token, the second with ${OWNERS} owners' in turn. The save row saves the ad details step into ${OWNERS} owners' drafts in turn, each body different; read back after the row, the first draft's headline 2 was "${saved}". The last row is the hello world answering as the version check does (its POST and body, the API's answer headers): the most the version check could serve here.`,
        '',
        '| call | requests/s | hello world beside it | x hello world | p50 | p99 | 2xx | not 2xx | answers | goal |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...all.map(
          (r) =>
            `| ${r.call} | ${r.rps} | ${r.helloRps} | ${r.ratio.toFixed(2)} x | ${ms(r.p50)} | ${ms(r.p99)} | ${r.ok} | ${r.notOk} | ${r.codes} | ${goal(r)} |`,
        ),
      ].join('\n'),
    );
  if (refused.length) {
    console.error(`Mostly not 2xx, so not measuring what they name: ${refused.map((r) => r.call).join(', ')}.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
