import { spawnSync } from 'node:child_process';

/**
 * The API suite again, against PostgreSQL, when TEST_DATABASE_URL names a server (CI starts one).
 * Each test app creates and drops its own schema, so the server can be shared.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('PostgreSQL API suite skipped: set TEST_DATABASE_URL=postgres://... to run it (CI does).');
  process.exit(0);
}
// One worker: `npm test` runs this beside the browser journeys, which mostly wait and leave a core free.
// Only the suites that can reach the database (jest follows their imports to db/database.ts): the run is
// there for the dialect, and the others (PDF checks, suggester, config) already ran once in test:unit.
// --forceExit: with one worker jest runs the suites in its own process, where a suite that timed out
// in its set-up leaves its app's pool open and jest waiting for ever; the failure is reported either way.
const args = ['jest', '--selectProjects', 'api', '--maxWorkers=1', '--forceExit', '--findRelatedTests', 'api/src/db/database.ts'];
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
