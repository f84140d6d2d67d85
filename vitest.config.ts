import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Fails the run at once, "run npm run package", when dist/ was built from other sources.
    globalSetup: ["test/global-setup.mjs"],
  },
});
