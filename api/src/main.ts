import { buildApp } from './app';
import { createStorage } from './adapters/storage';
import { assertStartable, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { sweepUnattachedUploads } from './services/account-limits';
import { runBillDue } from './services/billing-runner';

const SWEEP_EVERY_MS = 60 * 60_000;
/** Billing looks for what is due every hour; each renewal is charged once on its day however often (or on how many instances) it runs. */
const BILL_EVERY_MS = 60 * 60_000;

async function main() {
  const config = loadConfig();
  assertStartable(config);
  const database = openDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, ...database });
  // Uploads never attached to a profile are removed a day after upload: now, then every hour.
  const storage = createStorage(config);
  const sweep = () =>
    sweepUnattachedUploads(database.db, storage)
      .then((removed) => removed > 0 && app.log.info({ removed }, 'unattached uploads removed'))
      .catch((err) => app.log.error({ err }, 'upload sweep failed'));
  void sweep();
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  const bill = () =>
    runBillDue(database.db, config, { log: (msg) => app.log.warn(msg) })
      .then((o) => (o.paid.length || o.declined.length || o.ended) && app.log.info(o, 'billing run'))
      .catch((err) => app.log.error({ err }, 'billing run failed'));
  void bill();
  const biller = setInterval(bill, BILL_EVERY_MS).unref();
  const close = async () => {
    clearInterval(sweeper);
    clearInterval(biller);
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
