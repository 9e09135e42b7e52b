import readline from 'node:readline';
import { runBillDue } from '../src/billing/billing-runner';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

/**
 * One instance of `bench:bill-due`: loaded and connected first, it says "ready", then on "go" (stdin)
 * runs a day's bill-due (`argv[2]`) as the server's scheduler does, and prints how long it took and the
 * outcome, as JSON. Start-up is kept out of the figure: a server's scheduler runs in a started process.
 */
async function main() {
  const day = process.argv[2]!;
  const config = loadConfig();
  const { db } = openDatabase(config);
  await db.selectFrom('subscriptions').select('id').limit(1).execute();
  console.log('ready');
  await new Promise<void>((resolve) => readline.createInterface({ input: process.stdin }).once('line', () => resolve()));
  const started = Date.now();
  const outcome = await runBillDue(db, config, { date: day });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    JSON.stringify({
      seconds,
      paid: outcome.paid.length,
      declined: outcome.declined.length,
      skipped: outcome.skipped,
      unknown: outcome.unknown.length,
    }),
  );
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
