const TestRunner = require('jest-runner').default;
const { alreadyKilled, mayHold, underMutant } = require('./killed');

/** The files a mutant is most often killed by, and cheaply, run first (the pure price tests first of all); the model-based test last. */
const ORDER = [
  'period-price-mutants',
  'subscriptions-routes',
  'billing-ledger',
  'bill-due',
  '-mutants',
  'payment-refunds',
  'payments-routes',
  'payments-redteam',
];
const rank = (file) => {
  if (file.includes('billing-model')) return ORDER.length + 1;
  const i = ORDER.findIndex((name) => file.includes(name));
  return i === -1 ? ORDER.length : i;
};

/**
 * Under a mutant, runs the test files one at a time, only those holding a test that covers it (StrykerJS
 * names the tests in --testNamePattern; jest would load every file), and once a test has failed none
 * after it: loading a file imports the whole API, a second or two of CPU per file and mutant. The files
 * not run are left out of the results (jest counts a file reported without tests as an error). Without
 * a mutant (the dry run, a plain jest run) it is jest's own runner.
 */
class MutationRunner extends TestRunner {
  async runTests(tests, watcher, options) {
    if (!options.serial || !underMutant()) return super.runTests(tests, watcher, options);
    const source = this._globalConfig.testNamePattern;
    const pattern = source ? new RegExp(source, 'i') : null;
    const covering = tests.filter((test) => mayHold(test.path, pattern)).sort((a, b) => rank(a.path) - rank(b.path));
    for (const test of covering) {
      if (alreadyKilled()) break;
      await super.runTests([test], watcher, options);
    }
  }
}

module.exports = MutationRunner;
