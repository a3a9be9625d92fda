/** Unit specs beside the code (src/**\/*.spec.ts) and e2e specs against a real database (test/). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  setupFilesAfterEnv: ['<rootDir>/test/setup-env.ts'],
  testTimeout: 30000,
};
