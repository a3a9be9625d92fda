/** Unit specs beside the code (src/**\/*.spec.ts) and e2e specs against a real database (test/). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
    // content-disposition (of @fastify/static; ES modules only since its version 2) loads in Node but
    // not in jest's CommonJS runtime: it is compiled to CommonJS for the tests.
    '/node_modules/content-disposition/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'CommonJS' } },
    ],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  setupFilesAfterEnv: ['<rootDir>/test/support/setup-env.ts'],
  // Generous: a test that waits for a mail may wait a minute (test/support/smtp-inbox.ts).
  testTimeout: 90000,
};
