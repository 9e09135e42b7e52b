/** The API's tests, on their own: TypeScript through SWC in Node (no DOM, no CSS, no front-end globals). */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // A real database per test app (and PostgreSQL in CI) on a 2-core machine: allow slow set-up.
  testTimeout: 30000,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The contract is TypeScript source, and the cookie package of fastify's inject (light-my-request) is an ES module: SWC makes both CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(@adlaunch|cookie|light-my-request)/)'],
};
