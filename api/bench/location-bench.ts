/**
 * Location search latency over the whole data set: `npm run bench:locations -w api`.
 * Terms are prefixes (3 to 8 characters) of every country and state, of a spread of cities and of
 * the South African suburbs the index adds, measured against the service directly and through the HTTP route.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { City, Country, State } from 'country-state-city';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { buildLocationIndex } from '../src/campaigns/locations';
import zaSuburbs from '../src/campaigns/places/za-suburbs.json';
import { writeResults } from '../src/testing/bench-results';

const CITY_STEP = Number(process.env.CITY_STEP ?? 50);
const HTTP_TERMS = Number(process.env.HTTP_TERMS ?? 3000);

function terms(): string[] {
  const names = [
    ...Country.getAllCountries().map((c) => c.name),
    ...State.getAllStates().map((s) => s.name),
    ...City.getAllCities()
      .filter((_, i) => i % CITY_STEP === 0)
      .map((c) => c.name),
    ...Object.values(zaSuburbs.byProvince).flat(),
  ];
  const out: string[] = [];
  names.forEach((name, i) => {
    const length = 3 + (i % 6);
    if (name.length >= 3) out.push(name.slice(0, Math.min(length, name.length)));
  });
  return out;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const rows: string[] = [];

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
  console.log(
    `${label.padEnd(8)} n=${String(sorted.length).padStart(6)}  p50=${fmt(percentile(sorted, 50))}  p99=${fmt(percentile(sorted, 99))}  max=${fmt(sorted[sorted.length - 1])}`,
  );
  rows.push(
    `| ${label} | ${sorted.length} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted[sorted.length - 1])} |`,
  );
}

async function main() {
  let start = performance.now();
  const index = buildLocationIndex();
  console.log(`index: ${index.size} places built in ${(performance.now() - start).toFixed(0)} ms`);
  const all = terms();

  const direct: number[] = [];
  let empty = 0;
  for (const term of all) {
    start = performance.now();
    const list = index.search(term);
    direct.push(performance.now() - start);
    if (list.length === 0) empty++;
  }
  report('service', direct);
  if (empty) console.log(`  (${empty} terms found nothing)`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-bench-'));
  // The benchmark measures the search, not the per-client rate limit.
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SITE_ROOT: '', RATE_LOCATION_PER_MINUTE: '100000000' }) };
  const database = openDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, ...database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const step = Math.max(1, Math.floor(all.length / HTTP_TERMS));
  const http: number[] = [];
  let limited = 0;
  for (let i = 0; i < all.length; i += step) {
    start = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/v2/location-search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationTerm: all[i] }),
    });
    await res.json();
    if (res.status === 429) limited++;
    else http.push(performance.now() - start);
  }
  report('http', http);
  if (limited) console.log(`  (${limited} requests were rate limited and left out)`);
  writeResults(
    'locations',
    [
      `Location search over ${index.size} places; terms are 3 to 8 character prefixes of every country and state, of every ${CITY_STEP}th city and of every South African suburb the index adds.`,
      '',
      '| measured | terms | p50 | p99 | max |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
  await app.close();
  await database.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
