const path = require('node:path');

/** One jest set-up for every workspace: SWC transforms, CSS modules as identity maps, DOM matchers. */
function preset(dir, environment = 'jsdom') {
  return {
    displayName: path.basename(dir),
    // A real database per test app (and PostgreSQL in CI) on a 2-core machine: allow slow set-up.
    testTimeout: environment === 'node' ? 30000 : 15000,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/tools/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
      // As webpack's `asset/source`: a markdown file is its text.
      '^.+\\.md$': path.join(__dirname, 'text-transform.js'),
    },
    transformIgnorePatterns: ['/node_modules/(?!(@adlaunch|cookie|light-my-request)/)'],
    moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.ts')] : [path.join(__dirname, 'setup-node.ts')],
  };
}

module.exports = { preset };
