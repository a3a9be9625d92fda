/** Unit specs beside the code (src/**\/*.spec.ts) and e2e specs against a real database (test/). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
    // content-disposition 2 (of @fastify/static) ships ES modules only, which Node loads but
    // jest's CommonJS runtime does not: it is compiled to CommonJS for the tests.
    '/node_modules/content-disposition/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'CommonJS' } },
    ],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-env.ts'],
  testTimeout: 30000,
};
