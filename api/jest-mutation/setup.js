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
