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
const result = spawnSync('npx', ['jest', '--selectProjects', 'api', '--maxWorkers=1'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
