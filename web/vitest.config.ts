import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** Unit and component tests; the browser journeys have their own config (vitest.e2e.config.ts). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: './src/test/jsdom-environment.ts',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['src/test/setup.ts'],
      // antd's CSS-in-JS makes the first render of each file slow on small machines, and the
      // back office's forms (a product with its cars) take over 20 s when the two cores are shared.
      testTimeout: 60_000,
    },
  }),
);
