import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { ACCOUNT_LIMITS } from '../src/accounts/account-limits';
import { insertVerifiedUser } from '../src/testing/insert-user';

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startApi(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      RELEASE_REPORT_SECRET: 'test-release-report-secret-0123456789',
      DATA_DIR: dataDir,
      // Production refuses to start without the supplier its tax invoices name.
      INVOICE_SUPPLIER_NAME: 'AdLaunch Test (Pty) Ltd',
      INVOICE_SUPPLIER_ADDRESS: '1 Test Street, Cape Town',
      INVOICE_SUPPLIER_VAT_NUMBER: '4999999999',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ROOT: '',
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp(port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/version-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"cid":"crash"}',
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
}

it('loses no acknowledged save when the API is killed mid-write, and restarts on an intact database', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-crash-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
  const setup = openDatabase(config);
  await migrate(setup);
  // Each account may start only a few campaigns a day: every lane writes through a pool of accounts.
  const LANES = 4;
  const ACCOUNTS_PER_LANE = 40;
  const accounts: { id: number; token: string }[] = [];
  for (let i = 0; i < LANES * ACCOUNTS_PER_LANE; i++) {
    const { user, token } = await insertVerifiedUser(setup.db, `crash-${i}@example.com`);
    accounts.push({ id: user.id, token });
  }
  await setup.db.destroy();

  const port = await freePort();
  let api = startApi(dataDir, port);
  await waitUntilUp(port);

  const acknowledged: { id: number; keyword: string }[] = [];
  let stop = false;
  const writer = async (lane: number) => {
    for (let i = 0; !stop && i < ACCOUNTS_PER_LANE * ACCOUNT_LIMITS.searchAdsPerDay; i += 1) {
      const keyword = `lane-${lane}-save-${i}`;
      const { token } = accounts[lane * ACCOUNTS_PER_LANE + Math.floor(i / ACCOUNT_LIMITS.searchAdsPerDay)];
      try {
        const res = await fetch(`http://127.0.0.1:${port}/v2/search-ads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ keywords: [keyword], competitors: ['rival'] }),
        });
        if (res.ok) acknowledged.push({ id: ((await res.json()) as { search_ad: { id: number } }).search_ad.id, keyword });
      } catch {
        return; // the server is gone: this request was never acknowledged
      }
    }
  };
  const lanes = Array.from({ length: LANES }, (_, lane) => writer(lane));
  await new Promise((r) => setTimeout(r, 1500));
  api.kill('SIGKILL');
  stop = true;
  await Promise.all(lanes);
  expect(acknowledged.length).toBeGreaterThan(10);

  api = startApi(dataDir, port);
  try {
    await waitUntilUp(port);
    const res = await fetch(`http://127.0.0.1:${port}/v2/search-ads`, { headers: { authorization: `Bearer ${accounts[0].token}` } });
    expect(res.status).toBe(200);
  } finally {
    api.kill('SIGTERM');
  }

  const after = openDatabase(config);
  const rows = await after.db
    .selectFrom('search_ads')
    .select(['id', 'keywords'])
    .where(
      'user_id',
      'in',
      accounts.map((a) => a.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, JSON.parse(r.keywords) as string[]]));
  const lost = acknowledged.filter((a) => !byId.get(a.id)?.includes(a.keyword));
  expect(lost).toEqual([]);
  const integrity = await after.db.executeQuery<{ integrity_check: string }>({
    sql: 'PRAGMA integrity_check',
    parameters: [],
    query: { kind: 'RawNode' },
  } as never);
  expect(integrity.rows[0].integrity_check).toBe('ok');
  await after.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 90_000);
