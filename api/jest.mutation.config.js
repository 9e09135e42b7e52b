const config = require('./jest.config');

// The model-based test once per mutant at a few runs (its full count is measured in docs/testing.md): the
// deterministic billing tests and these runs are what a mutant has to get past.
process.env.BILLING_MODEL_RUNS ??= '4';

/**
 * The tests StrykerJS runs against each mutant of the ledger and payment modules (`npm run test:mutation`,
 * stryker.config.mjs): the billing and payment suites, which are the ones that exercise those modules.
 */
module.exports = {
  ...config,
  // Each mutant's run is slower (instrumented code, coverage per test) on a shared machine.
  testTimeout: 180_000,
  // Cheaper mutants (measured in docs/testing.md): the location index built once per test runner, and
  // once a test fails under a mutant the tests and files left are skipped. Absolute paths: StrykerJS
  // loads the environment itself, without jest's <rootDir>.
  setupFilesAfterEnv: [require.resolve('./jest-mutation/setup.js')],
  testEnvironment: require.resolve('./jest-mutation/environment.js'),
  runner: require.resolve('./jest-mutation/runner.js'),
  testMatch: [
    '<rootDir>/src/billing/billing-ledger.test.ts',
    '<rootDir>/src/billing/billing-model.test.ts',
    '<rootDir>/src/billing/subscriptions-routes.test.ts',
    '<rootDir>/src/billing/bill-due.test.ts',
    '<rootDir>/src/payments/payments-routes.test.ts',
    '<rootDir>/src/payments/payments-redteam.test.ts',
    '<rootDir>/src/payments/payment-refunds.test.ts',
    // The tests written to kill the mutants that survived these suites.
    '<rootDir>/src/billing/*-mutants.test.ts',
    '<rootDir>/src/payments/*-mutants.test.ts',
  ],
};
