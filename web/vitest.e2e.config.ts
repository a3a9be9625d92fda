import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: real Chromium against the real server serving the built shop. One file at a
 * time, because every file drives the same server and a browser is heavy on a small machine.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
