import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addBillingMonths, billingDay } from '@adlaunch/shared';
import { migrate, openDatabase } from '../src/db/database';
import { startPaystackStandin } from '../src/testing/paystack-standin';
import { writeResults } from '../src/testing/bench-results';
import { seedSubscriptions } from './bill-due-seed';
import { startSlowProxy } from './slow-proxy';

/**
 * `npm run bench:bill-due`: a day's bill-due (`runBillDue`, what `ops bill-due` and the scheduler run) over BILL_DUE_SUBSCRIPTIONS (10,000) subscriptions of
 * which BILL_DUE_DUE (330) renew that day, on PostgreSQL (BENCH_DATABASE_URL, default the local server on
 * port 55432; a database of its own per case, dropped after), the Paystack stand-in behind a proxy that
 * answers every call in PROVIDER_DELAY_MS (300). Run by one instance, then by two at once (two processes).
 * Prints wall time, charges, and checks that every due period was charged once. BILL_DUE_CONCURRENCY
 * passes through to the instances.
 */
const SUBSCRIPTIONS = Number(process.env.BILL_DUE_SUBSCRIPTIONS ?? 10_000);
const DUE = Number(process.env.BILL_DUE_DUE ?? 330);
const DELAY_MS = Number(process.env.PROVIDER_DELAY_MS ?? 300);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const GOAL_S = 60;
const apiDir = path.resolve(__dirname, '..');

const databaseUrl = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One instance (bill-due-instance.ts), started and connected; `go()` runs its bill-due, answering its JSON line. */
async function startInstance(env: Record<string, string>, day: string) {
  // BENCH_CPU_PROF=<dir>: each instance writes a CPU profile there.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(__dirname, 'bill-due-instance.ts'), day], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`an instance exited ${code}: ${output}`)))),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('ready\n')) resolve();
    });
    exited.catch(reject);
  });
  return {
    go: async () => {
      child.stdin.end('go\n');
      await exited;
      return JSON.parse(output.slice(output.indexOf('ready\n') + 6).trim()) as { seconds: number; paid: number; skipped: number };
    },
  };
}

interface CaseResult {
  instances: number;
  seconds: number;
  perInstance: string;
  /** From the first charge's arrival at the provider to the last one's answer. */
  charging: number;
  charges: number;
  /** Invoices an instance found taken by the other. */
  skipped: number;
  paidPeriods: number;
  chargedTwice: number;
  notCharged: number;
  successPayments: number;
  taxInvoices: number;
}

async function runCase(instances: number, day: string): Promise<CaseResult> {
  const name = `adlaunch_bench_bill_due_${process.pid}_${instances}`;
  await onServer(`DROP DATABASE IF EXISTS ${name}`);
  await onServer(`CREATE DATABASE ${name}`);
  const standin = await startPaystackStandin();
  const proxy = await startSlowProxy(standin.url, DELAY_MS);
  const database = openDatabase({ databaseUrl: databaseUrl(name), dataDir: os.tmpdir() });
  try {
    await migrate(database);
    // A card on the stand-in for each due subscription: a checkout initialized and paid there.
    const cards: string[] = [];
    for (let i = 0; i < DUE; i++) {
      const reference = `BENCH-CARD-${i}`;
      await fetch(`${standin.url}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${standin.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reference, amount: 100, email: `owner-${i}@bench.test` }),
      });
      cards.push(standin.payCheckout(reference)!);
    }
    const seeded = Date.now();
    await seedSubscriptions(database.db, { count: SUBSCRIPTIONS, day, cards });
    console.log(`  seeded ${SUBSCRIPTIONS} subscriptions (${DUE} due ${day}) in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const env = {
      DATABASE_URL: databaseUrl(name),
      PAYSTACK_SECRET_KEY: standin.secret,
      PAYSTACK_BASE_URL: proxy.url,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    };
    const ready = await Promise.all(Array.from({ length: instances }, () => startInstance(env, day)));
    const started = Date.now();
    const runs = await Promise.all(ready.map((instance) => instance.go()));
    const seconds = (Date.now() - started) / 1000;
    for (const run of runs) console.log(`  ${JSON.stringify(run)}`);
    const chargeCalls = proxy.calls.filter((c) => c.path === '/transaction/charge_authorization');
    const charges = chargeCalls.length;
    const charging = charges ? (chargeCalls.at(-1)!.at - chargeCalls[0]!.at + DELAY_MS) / 1000 : 0;
    const skipped = runs.reduce((n, r) => n + r.skipped, 0);
    const periods = await database.db
      .selectFrom('period_invoices')
      .leftJoin('payments', (join) =>
        join.onRef('payments.period_invoice_id', '=', 'period_invoices.id').on('payments.status', '=', 'success'),
      )
      .select(['period_invoices.id', 'period_invoices.status'])
      .select((eb) => eb.fn.count<number>('payments.id').as('kept'))
      .where('period_invoices.period_start', '=', day)
      .groupBy(['period_invoices.id', 'period_invoices.status'])
      .execute();
    const renewals = await database.db.selectFrom('payments').select('status').where('kind', '=', 'renewal').execute();
    const taxInvoices = await database.db
      .selectFrom('invoices')
      .innerJoin('payments', 'payments.id', 'invoices.payment_id')
      .select('invoices.id')
      .where('payments.kind', '=', 'renewal')
      .execute();
    return {
      instances,
      seconds,
      perInstance: runs.map((r) => `${r.seconds.toFixed(1)} s`).join(', '),
      charging,
      charges,
      skipped,
      paidPeriods: periods.filter((p) => p.status === 'paid' && Number(p.kept) === 1).length,
      chargedTwice: periods.filter((p) => Number(p.kept) > 1).length,
      notCharged: DUE - periods.filter((p) => Number(p.kept) >= 1).length,
      successPayments: renewals.filter((r) => r.status === 'success').length,
      taxInvoices: taxInvoices.length,
    };
  } finally {
    await database.db.destroy();
    await proxy.close();
    await standin.close();
    await onServer(`DROP DATABASE IF EXISTS ${name}`);
  }
}

async function main() {
  // A day a month ahead, so the seeded paid periods are in the past as they would be.
  const day = addBillingMonths(billingDay(), 1, Number(billingDay().slice(8)));
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(`bill-due over ${SUBSCRIPTIONS} subscriptions, ${DUE} due, provider answering in ${DELAY_MS} ms; load ${load}`);
  const results: CaseResult[] = [];
  for (const instances of [1, 2]) {
    console.log(`\n${instances} instance(s):`);
    results.push(await runCase(instances, day));
  }
  console.table(results);
  const once = (r: CaseResult) => r.chargedTwice === 0 && r.notCharged === 0 && r.paidPeriods === DUE && r.taxInvoices === DUE;
  const sequential = (DUE * DELAY_MS) / 1000;
  const concurrency = process.env.BILL_DUE_CONCURRENCY || '8 (default)';
  // BENCH_RECORD=0: a trial run, not written to docs/performance.md.
  if (process.env.BENCH_RECORD !== '0')
    writeResults(
      'bill-due',
      [
        `\`npm run bench:bill-due\`: a day's bill-due (\`runBillDue\`, as \`ops bill-due\` and the server's scheduler run it) over ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions with ${DUE} due, on PostgreSQL, the Paystack stand-in behind a proxy answering every call in ${DELAY_MS} ms; each instance a process of its own, started and connected first, then told to go at the same moment (as two servers' schedulers run it; start-up not counted); BILL_DUE_CONCURRENCY ${concurrency}. Load average at the start: ${load}. One by one the ${DUE} charges alone would take ${sequential.toFixed(0)} s; goal: under ${GOAL_S} s with two instances.`,
        '',
        '| instances | wall time | each instance | charging (first charge to last answer) | x one-by-one charging | provider charges | skipped (taken by the other) | periods paid once | paid twice | not charged | tax invoices | goal |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...results.map(
          (r) =>
            `| ${r.instances} | ${r.seconds.toFixed(1)} s | ${r.perInstance} | ${r.charging.toFixed(1)} s | ${(r.seconds / sequential).toFixed(2)} x | ${r.charges} | ${r.skipped} | ${r.paidPeriods} | ${r.chargedTwice} | ${r.notCharged} | ${r.taxInvoices} | ${once(r) && (r.instances < 2 || r.seconds < GOAL_S) ? 'met' : 'missed'} |`,
        ),
      ].join('\n'),
    );
  if (!results.every(once)) {
    console.error('A due period was not charged exactly once.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
