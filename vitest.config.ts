import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Files that hold a worker longest, started first so that none of them is left running alone
 * at the end while the other worker has nothing left to take. A fresh clone (CI) has no vitest
 * cache of durations, and vitest's fallback, largest file first, starts action-artifact late:
 * a small file, but about 30 s of the artifact client's retry back-off. Durations measured
 * one file at a time (2026-12-02); an order only, so a stale list costs time, never a result.
 */
const LONG_FILES = [
  "test/action-artifact.test.ts",
  "test/lifecycle.test.ts",
  "test/recorder-http-relay.test.ts",
  "test/docs.test.ts",
  "test/published-servers.test.ts",
  "test/config-cli.test.ts",
  "test/merge.test.ts",
  "test/replay-parallel.test.ts",
  "test/history-branch.test.ts",
  "test/recorder-http-everything.test.ts",
  "test/fuzz.test.ts",
];
for (const file of LONG_FILES)
  if (!existsSync(path.join(ROOT, file))) throw new Error(`vitest.config.ts: LONG_FILES names ${file}, which is gone`);

/** vitest's own order (its cache of durations when there is one), the long files first. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.indexOf(path.relative(ROOT, file.moduleId).split(path.sep).join("/"));
      return index === -1 ? LONG_FILES.length : index;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

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
    sequence: { sequencer: LongFilesFirst },
    // Fails the run at once, "run npm run package", when dist/ was built from other sources.
    globalSetup: ["test/global-setup.mjs"],
  },
});
