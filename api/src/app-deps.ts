import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';

/** What the app and every route are built from (its own module: routes never import the app). */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
}
