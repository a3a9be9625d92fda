import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { errorTextTables } from './vite.config';

/**
 * Browser journeys: real Chromium against the real server serving the built shop. One file at a
 * time, because every file drives the same server and a browser is heavy on a small machine.
 * `npm test` sets SKIP_BROWSER_JOURNEYS (to the reason) when no Chromium can be had here.
 */
const skipped = process.env.SKIP_BROWSER_JOURNEYS;

export default defineConfig({
  // Journeys read the app's texts (src/i18n), which import through the app's alias and bring
  // the API's error texts.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [errorTextTables()],
  test: {
    environment: 'node',
    include: skipped ? [] : ['e2e/**/*.e2e.ts'],
    passWithNoTests: Boolean(skipped),
    globalSetup: skipped ? [] : ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
