/** Jest: TypeScript and TSX through SWC, jsdom, tests in tests/js. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/js'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/js/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // A form walk through userEvent (the registration's four steps) takes 1-2 s on a quiet machine and
  // went past the default 5 s on a loaded one (2 cores, the e2e site beside it): timeouts there are
  // not failures of the island. A test that hangs still fails, after 30 s.
  testTimeout: 30000,
  transformIgnorePatterns: ['/node_modules/'],
};
