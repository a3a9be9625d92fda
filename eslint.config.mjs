// @ts-check
// One lint setup for the three workspaces; formatting is prettier's job (npm run lint checks both).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The web's layers (docs/architecture.md, "Web"): imports flow
 * @shop/shared → lib, components, stores, hooks, i18n, config → features → app, and a feature
 * never imports another feature. Test support (src/test) may use any layer; the app's code may
 * not use it.
 */
const WEB = './web/src';
const BASE_LAYERS = ['lib', 'components', 'stores', 'hooks', 'i18n', 'config', 'styles'];
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...BASE_LAYERS.map((layer) => ({
    target: `${WEB}/${layer}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'lib, components, stores, hooks and i18n sit below features and the app.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features sit below the app: pass what they need in instead.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move the shared piece to lib or components.',
  })),
  {
    target: [`${WEB}/app`, `${WEB}/features`, ...BASE_LAYERS.map((layer) => `${WEB}/${layer}`)],
    from: [`${WEB}/test`, './web/test-support', './web/e2e'],
    message: "Test support is for tests, not the app's code.",
  },
  {
    target: './shared',
    from: ['./server', './web'],
    message: 'shared is the bottom layer: it imports neither the server nor the web.',
  },
];

/*
 * The server's layers (docs/architecture.md, "Server"): common, config, database, events, text
 * and zatca (ZATCA's documents as plain functions) are libraries below the feature modules (one folder each under server/src): a feature may import
 * them, they never import a feature. The migrations and the app's assembly sit above the
 * features, which never import them.
 */
const SERVER = './server/src';
const SERVER_LIBRARIES = ['common', 'config', 'database', 'events', 'text', 'types', 'zatca'];
const SERVER_ABOVE_FEATURES = [
  'migrations',
  'app.module.ts',
  'app.factory.ts',
  'main.ts',
  'static-files.ts',
];
const SERVER_FEATURES = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !SERVER_LIBRARIES.includes(name) && !SERVER_ABOVE_FEATURES.includes(name));
/** @type {(names: string[]) => string[]} */
const inServer = (names) => names.map((name) => `${SERVER}/${name}`);
const serverLayerZones = [
  {
    target: inServer(SERVER_LIBRARIES),
    from: inServer([...SERVER_FEATURES, ...SERVER_ABOVE_FEATURES]),
    message:
      'common, config, database, events, text and zatca sit below the features: move the shared ' +
      'piece down, or let the feature pass it in.',
  },
  {
    target: inServer(SERVER_FEATURES),
    from: inServer(SERVER_ABOVE_FEATURES),
    message: "Features sit below the migrations and the app's assembly: they never import them.",
  },
];

/** The import plugin's settings for TypeScript files (the plugin declares them optional). */
const importTypeScript = /** @type {Record<string, unknown>} */ (
  importPlugin.flatConfigs.typescript.settings
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'uploads/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'server/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
      '**/*.config.{js,mjs,ts}',
      'shared/*.mjs',
      '.ci/**/*.mjs',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/NumberInput.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['InputNumber'],
              message:
                'Use NumberInput (components/ui): its step arrows are named in English only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test may reach its layer's test support, which renders the whole app.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: webLayerZones.filter((zone) => !zone.message.startsWith('Test support')) },
      ],
    },
  },
  {
    // The web's component tests find and check the screen as a user sees it.
    files: ['web/src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    settings: {
      // The render helpers of src/test/render.tsx; renderApp answers its router, not the render.
      'testing-library/custom-renders': ['renderAt', 'renderInProviders'],
    },
  },
  { files: ['web/src/**/*.test.tsx'], ...jestDom.configs['flat/recommended'] },
  {
    files: ['web/e2e/**/*.ts', 'web/*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  {
    // No module imports one that (through others) imports it back.
    files: ['server/src/**/*.ts', 'shared/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // How the rule reads the TypeScript files it follows (each folder's resolver is above).
      'import/parsers': importTypeScript['import/parsers'],
      'import/extensions': importTypeScript['import/extensions'],
      // Packages import nothing of ours: not reading them keeps the rule quick.
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A promise is awaited, returned or handed on with its failure handled: never dropped, and
    // never given where nothing awaits it (a listener, a callback expecting void).
    files: ['server/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
