import { defineConfig } from "vitest/config";

/**
 * The browser tests (`npm run test:e2e`): the playground built and served, driven in Debian's
 * Chromium by playwright-core. Separate from the unit suite so each run writes its own report.
 */
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/support/build-once.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
