import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { JOB_SUMMARY_BOUND } from "../src/action/limits.js";
import { renderRunMarkdown } from "../src/outputs/markdown.js";
import { renderJsonReport } from "../src/report/json.js";
import { CLI } from "./helpers/paths.js";
import { expectCutBetweenBlocks } from "./helpers/markdown-checks.js";
import { failing, reportOf } from "./helpers/report-builders.js";

/**
 * Issue 23 item 7: the fork-safe pull request comment and the job summary of a 3,000-failure
 * report are cut only between whole blocks, never inside a code block, a <details> or a
 * table, and say where with a visible marker (fork-safe.yml used to cut at any line).
 */
const temp = mkdtempSync(path.join(tmpdir(), "loopgate-cut-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const report = reportOf(
  Array.from({ length: 3000 }, (_, i) =>
    failing({
      path: `recordings/r${String(i).padStart(4, "0")}.jsonl`,
      caseId: `case-${String(i).padStart(4, "0")}`,
      reason: `DUPLICATE_EXECUTION: book_room executed twice ${"with the same arguments ".repeat(8)}`,
    }),
  ),
);

describe("a 3,000-failure report, cut to fit", () => {
  test("the fork-safe comment: loopgate report --markdown-max-bytes 60000 cuts between blocks, with the marker", () => {
    writeFileSync(path.join(temp, "r.json"), renderJsonReport(report));
    const run = spawnSync(
      process.execPath,
      [CLI, "report", "r.json", "--markdown", "c.md", "--markdown-max-bytes", "60000"],
      { cwd: temp, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    const comment = readFileSync(path.join(temp, "c.md"), "utf8");
    expect(Buffer.byteLength(comment)).toBeLessThanOrEqual(60000);
    expect(Buffer.byteLength(comment)).toBeGreaterThan(50000);
    expect(comment.split("\n")[0]).toBe("## ❌ loopgate: 3000 of 3000 recordings failed");
    expectCutBetweenBlocks(
      comment,
      "\n> ✂️ **Cut here** to fit --markdown-max-bytes 60000: the note under the headline says what is missing; the JSON report and the JUnit XML hold everything.\n",
    );
  });

  test("the job summary: cut between blocks under GitHub's limit, with the marker", () => {
    const summary = renderRunMarkdown(report, {
      junitMode: "recording",
      junitFlavor: "github",
      markdownBound: JOB_SUMMARY_BOUND,
      recordingLinkBase: null,
      run: {},
    });
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1_032_192);
    expectCutBetweenBlocks(
      summary,
      "\n> ✂️ **Cut here** to fit GitHub's 1048576-byte job summary limit: the note under the headline says what is missing; the JSON report and the JUnit XML hold everything.\n",
    );
  });

  test("a bound below 4096 bytes is a usage error naming the range", () => {
    const run = spawnSync(
      process.execPath,
      [CLI, "report", "r.json", "--markdown", "c.md", "--markdown-max-bytes", "100"],
      { cwd: temp, encoding: "utf8" },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `loopgate report: --markdown-max-bytes must be a whole number from 4096 to 1032192, got "100" (see 'loopgate report --help')\n`,
    );
  });
});
