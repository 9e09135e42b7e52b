/**
 * Mutation testing only (api/jest.mutation.config.js): the location index (GeoNames' cities500, about 5 s to
 * build on the shared machine) is built once per StrykerJS test runner instead of once per test file and
 * mutant. Jest gives every test file its own module registry, so the index is kept on a Node core module,
 * which jest does not isolate. The ledger's tests only need a saved search ad's location to resolve.
 */
jest.mock('../src/campaigns/locations', () => {
  const actual = jest.requireActual('../src/campaigns/locations');
  const holder = require('node:os');
  const key = Symbol.for('adlaunch.mutation.locationIndex');
  return {
    ...actual,
    locationIndex: () => {
      holder[key] ??= actual.buildLocationIndex();
      return holder[key];
    },
  };
});

/**
 * The Paystack stand-in's client timeout (250 ms in the billing suites) at two seconds or more: on the shared
 * machine at load average 15-20 the instrumented code answered ordinary calls past 250 ms, which the tests
 * took for provider timeouts and failed at random in StrykerJS's dry run (docs/testing.md). A test's fault
 * that hangs still times out, only later. MUTATION_STANDIN_MS sets it.
 */
jest.mock('../src/testing/paystack-standin', () => {
  const actual = jest.requireActual('../src/testing/paystack-standin');
  const floor = Number(process.env.MUTATION_STANDIN_MS ?? 2000);
  return {
    ...actual,
    startPaystackStandin: (options = {}) => actual.startPaystackStandin({ ...options, slowMs: Math.max(options.slowMs ?? 1000, floor) }),
  };
});
