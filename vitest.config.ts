import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Most test files wait on the processes they spawn (the CLI, the recorder, MCP servers):
    // vitest's default of one worker per core but one left 2-core CI runners with one file
    // at a time, at ~1.1 cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Fails the run at once, "run npm run package", when dist/ was built from other sources.
    globalSetup: ["test/global-setup.mjs"],
  },
});
