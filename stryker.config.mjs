/**
 * Mutation testing of the ledger and payment modules: `npm run test:mutation`, not part of
 * `npm test` (it runs the billing suites once per mutant). Results and every survivor: docs/testing.md.
 * STRYKER_MUTATE narrows it (comma-separated paths) for a quicker look at one module.
 */
const mutate = process.env.STRYKER_MUTATE?.split(',') ?? [
  'api/src/billing/ledger.ts',
  'api/src/billing/charging.ts',
  'api/src/billing/bill-due.ts',
  'api/src/billing/card-update.ts',
  'api/src/billing/renewal-price.ts',
  'api/src/billing/period-price.ts',
  'api/src/billing/end-credit.ts',
  'api/src/payments/payment-store.ts',
];

export default {
  testRunner: 'jest',
  // SWC (through @swc/jest) compiles the instrumented TypeScript as it does the source: no TypeScript checker plugin.
  jest: { projectType: 'custom', configFile: 'api/jest.mutation.config.js', enableFindRelatedTests: false },
  coverageAnalysis: 'perTest',
  mutate,
  // The sandbox holds what the API's tests load; the other workspaces come through node_modules links.
  ignorePatterns: ['/*', '!/api', '!/shared', '!/tools', '!/package.json', '!/tsconfig*.json', '/api/data', '/api/dist'],
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 1),
  timeoutMS: 60_000,
  // event-recorder writes each mutant's result as it is tested (reports/mutation/events), for a run cut short.
  reporters: ['clear-text', 'progress-append-only', 'json', 'html', 'event-recorder'],
  eventReporter: { baseDir: 'reports/mutation/events' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
