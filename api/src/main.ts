import { buildApp } from './app';
import { assertStartable, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';

async function main() {
  const config = loadConfig();
  assertStartable(config);
  const database = openDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, ...database });
  const close = async () => {
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
