import { buildApp } from './app';
import { createStorage } from './adapters/storage';
import { assertStartable, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { startScheduler } from './lib/scheduler';
import { periodicJobs } from './periodic-jobs';
import { resultsSyncJobs } from './engines/results-sync-job';
import { recordSiteOrigin } from './site/site-origin';

async function main() {
  const config = loadConfig();
  assertStartable(config);
  const database = openDatabase(config);
  await migrate(database);
  await recordSiteOrigin(database.db, config);
  const app = await buildApp({ config, ...database });
  // Periodic jobs (upload sweeps, monthly reports, ...) are scheduled by every instance and run by one
  // per period, under a database lease.
  const scheduler = startScheduler(
    database.db,
    periodicJobs({
      db: database.db,
      storage: createStorage(config),
      outbox: app.outbox,
      // The site's address and the ledger (renewals and retries due today, decision 016) from wiring.ts.
      services: app.services,
      releases: { releasesDir: config.releasesDir, health: config.releaseHealth },
      // The engines' results, daily from 06:00 South African time; off, and said once, without settings.
      resultsSync: resultsSyncJobs(database.db, config.engines, app.log, { wake: () => app.outbox.wake() }),
    }),
    app.log,
    config.schedulerTickMs ? { tickMs: config.schedulerTickMs } : {},
  );
  const close = async () => {
    await scheduler.stop();
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
