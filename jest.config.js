const path = require('node:path');
const { preset } = require('./tools/presets/jest/preset');

/** `npm run test:unit`: every workspace's tests in one jest run. */
module.exports = {
  // A global option: the projects' own (tools/presets/jest/preset.js) apply only when one project runs alone.
  testTimeout: 30000,
  // Every core: jest's default leaves one free, which on a 2-core CI machine runs the tests one file at a time.
  maxWorkers: '100%',
  projects: [
    'shared',
    'session',
    'ui-kit',
    'shell',
    'mfe-marketing',
    'mfe-auth',
    'mfe-search-wizard',
    'mfe-gbp-wizard',
    'mfe-dashboard',
    'mfe-backoffice',
    'api',
  ]
    .map((dir) => `<rootDir>/${dir}`)
    .concat([
      {
        ...preset(__dirname, 'node'),
        displayName: 'tools',
        testMatch: ['<rootDir>/tools/**/*.test.ts'],
        modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
      },
    ]),
};
