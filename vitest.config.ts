import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Most test files wait on the processes they spawn (the CLI, the recorder, MCP servers)
    // or on a service (action-artifact's 500 case sits ~31 s in @actions/artifact's back-off,
    // which has no setting the action could pass): vitest's default of one worker per core
    // but one left 2-core CI runners with one file at a time, at ~1.1 cores busy, and two
    // workers still left ~0.6 of a core idle (1,448 CPU-s over a 1,041 s run). One worker
    // more than cores keeps a file running while another waits.
    maxWorkers: availableParallelism() + 1,
    // Fails the run at once, "run npm run package", when dist/ was built from other sources.
    globalSetup: ["test/global-setup.mjs"],
  },
});
