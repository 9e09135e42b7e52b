import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';

/**
 * What the release command (tools/scripts/release) uses of the release health, as
 * `@adlaunch/api/release-health`: the canaries and the health table live in the API's database
 * (DATABASE_URL, or the SQLite file in DATA_DIR), as for `npm run ops`. Loaded only by the commands
 * that need the database; the release files are `@adlaunch/api/releases` (release-store.ts).
 */
export {
  AUTOMATIC,
  promoteCanary,
  ReleaseHealthError,
  rollbackCanary,
  runningCanaries,
  startCanary,
  withCanaries,
  type Canary,
} from './release-health';
export { healthTable } from './release-status';
export type { Database } from '../db/schema';

/** The API's database, migrated; `destroy()` it when done. */
export async function openReleaseDatabase() {
  const database = openDatabase(loadConfig());
  await migrate(database);
  return database.db;
}
