import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**", "dist/**"],
    testTimeout: 60_000,
    // The compile benchmark times the built package as Node runs it, not through Vite's transform.
    server: { deps: { external: [/\/dist\/lib\//] } },
  },
});
