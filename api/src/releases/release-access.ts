import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';

/**
 * What the release command (tools/release) uses of the release health: the canaries and the health
 * table live in the API's database (DATABASE_URL, or the SQLite file in DATA_DIR), as for `npm run ops`.
 */
export {
  AUTOMATIC,
  healthTable,
  manifestText,
  promoteCanary,
  ReleaseHealthError,
  rollbackCanary,
  runningCanaries,
  startCanary,
  withCanaries,
  type Canary,
  type VersionHealth,
} from './services/release-health';
export type { Database } from './db/schema';
export { replaceFile } from './lib/atomic-write';

/** The API's database, migrated; `destroy()` it when done. */
export async function openReleaseDatabase() {
  const database = openDatabase(loadConfig());
  await migrate(database);
  return database.db;
}
