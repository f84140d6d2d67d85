import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GITHUB_STEP_SUMMARY_LIMIT, JOB_SUMMARY_BOUND } from "../src/action/limits.js";
import { ROOT } from "./helpers/paths.js";
import { assertMarkdownIntact, expectCutBetweenBlocks, linesOutsideBlocks } from "./helpers/markdown-checks.js";
import { GitHub, type PullRequest, type WorkflowRun } from "./helpers/workflow-emulator.js";

/**
 * Issue 23 item 7: a fork's pull request whose 3,000 recordings all fail, played through
 * workflows-examples/pull-request.yml and fork-safe.yml as GitHub runs them (the emulator:
 * the action's bundle, the artifact hand-over, fork-safe.yml's own render step and script).
 * Case ids of 95 characters make the comment's 60,000-byte bound and GitHub's job summary
 * limit really cut: both must stop between whole blocks, say where with a marker, and state
 * exactly what they left out.
 */
const EXAMPLES = path.join(ROOT, "workflows-examples");
const FAILING_F1 = path.join(ROOT, "fixtures", "recordings", "hand", "f1-naive-resends-duplicate-booking.jsonl");
const COUNT = 3000;
/** GitHub refuses a comment body longer than this many characters. */
const GITHUB_COMMENT_LIMIT = 65_536;
const MARKER = "<!-- loopgate-summary -->";

function caseId(i: number): string {
  return `desk/booking-agent/f1-ghost-write-after-upstream-timeout/retries-once-without-reading/case-${String(i).padStart(4, "0")}`;
}

/** The hand fixture that books twice under F1, as the recording of case i. */
function recordings(): Record<string, string> {
  const [header, ...rest] = readFileSync(FAILING_F1, "utf8").split("\n");
  const files: Record<string, string> = {};
  for (let i = 0; i < COUNT; i++) {
    const parsed = JSON.parse(header!) as { labels: Record<string, string> };
    parsed.labels.case = caseId(i);
    files[`recordings/${String(i).padStart(4, "0")}.jsonl`] = [JSON.stringify(parsed), ...rest].join("\n");
  }
  return files;
}

/** The case ids of the scenario table's rows, in order (the ids are shown with <wbr> break opportunities). */
function scenarioRowCases(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("| ❌ FAIL | <code>"))
    .map((line) => /^\| ❌ FAIL \| <code>(.*?)<\/code>/.exec(line)![1]!.replaceAll("<wbr>", ""));
}

/**
 * What a cut summary must show: the shortening note once, under the headline, and the
 * marker once, last; both outside any code block or <details>; the rows kept are the first
 * cases in order, the next one would not have fitted, and the note's counts are exactly
 * what is missing.
 */
function expectCut(summary: string, bound: { maxBytes: number; boundName: string }): number {
  const marker = `\n> ✂️ **Cut here** to fit ${bound.boundName}: the note under the headline says what is missing; the JSON report and the JUnit XML hold everything.\n`;
  expectCutBetweenBlocks(summary, marker);
  assertMarkdownIntact(summary);
  const lines = summary.split("\n");
  const outside = linesOutsideBlocks(summary);
  const noteAt = lines.findIndex((line) => line.startsWith(`> Shortened to fit ${bound.boundName}.`));
  expect(noteAt).toBe(3);
  expect(lines.slice(1, 3)).toEqual(["", "> [!WARNING]"]);
  expect(outside.filter(({ line }) => line.includes("Shortened to fit")).map(({ index }) => index)).toEqual([noteAt]);
  expect(lines.filter((line) => line.includes("Shortened to fit"))).toHaveLength(1);
  const markerLine = lines.length - 2;
  expect(outside.filter(({ line }) => line.includes("Cut here")).map(({ index }) => index)).toEqual([markerLine]);
  expect(lines.filter((line) => line.includes("Cut here"))).toHaveLength(1);

  const rows = scenarioRowCases(summary);
  expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => caseId(i)));
  // The last kept row ends the table whole; the next case's row would have crossed the bound.
  const lastRow = lines[markerLine - 2]!;
  expect(scenarioRowCases(lastRow)).toEqual([caseId(rows.length - 1)]);
  const nextRow = lastRow.replaceAll(String(rows.length - 1).padStart(4, "0"), String(rows.length).padStart(4, "0"));
  expect(Buffer.byteLength(summary)).toBeLessThan(bound.maxBytes);
  expect(Buffer.byteLength(summary) + Buffer.byteLength(`${nextRow}\n`)).toBeGreaterThan(bound.maxBytes - 1);
  expect(lines[noteAt]).toBe(
    `> Shortened to fit ${bound.boundName}. Not shown: violation details, prompt patch texts, violations beyond the first 3 per failure, passing recordings in the scenario tables. ` +
      `Cut off at the end: ${COUNT - rows.length} rows of the scenario tables, ${COUNT} failures, 1 prompt patch. The JSON report and the JUnit XML hold everything.`,
  );
  return rows.length;
}

/**
 * The gate's regressions table: its first 100 cases, then the count of the rest. No row
 * links to its case's details: every failure section (the anchors) was cut off, and a link
 * would scroll nowhere.
 */
function expectRegressionsTable(summary: string): void {
  const lines = summary.split("\n");
  const header = lines.indexOf(`#### ❌ Regressions (${COUNT} cases)`);
  expect(header).toBeGreaterThan(0);
  const rows = lines.slice(header + 4, header + 104);
  const row = /^\| <code>(.*?)<\/code> \| NEW\\_CASE\\_FAILS \| new case fails \(1 run\) \|$/;
  expect(rows.map((line) => row.exec(line)?.[1]?.replaceAll("<wbr>", ""))).toEqual(
    Array.from({ length: 100 }, (_, i) => caseId(i)),
  );
  expect([summary.includes("<a name="), summary.includes("[details](")]).toEqual([false, false]);
  expect(lines.slice(header + 104, header + 107)).toEqual([
    "",
    `… and ${COUNT - 100} more in the JSON report (\`comparison\`).`,
    "",
  ]);
}

describe("a fork's pull request with 3,000 failing recordings, through pull-request.yml and fork-safe.yml", () => {
  const github = new GitHub();
  let pr: PullRequest;
  let check: WorkflowRun;
  let commentRun: WorkflowRun;
  let summaryRows = Infinity;
  afterAll(() => github.close());

  beforeAll(async () => {
    github.repo.commit(
      "main",
      {
        "README.md": "# agent\n",
        ".github/workflows/loopgate-pull-request.yml": readFileSync(path.join(EXAMPLES, "pull-request.yml"), "utf8"),
        ".github/workflows/loopgate-comment.yml": readFileSync(path.join(EXAMPLES, "fork-safe.yml"), "utf8"),
      },
      "Initial commit",
    );
    github.repo.push("main");
    const head = github.repo.commit("many", recordings(), "3,000 recordings", github.repo.remoteSha("main"));
    github.repo.pushRef(head, "refs/forks/many");
    const opened = await github.openPullRequest("many", head, { fork: "mallory/agent" });
    pr = opened.pr;
    expect(opened.runs.map((run) => run.workflow.name)).toEqual(["loopgate", "loopgate comment"]);
    [check, commentRun] = opened.runs as [WorkflowRun, WorkflowRun];
  }, 600_000);

  test("the check judges every recording and fails with 3,000 regressions", () => {
    expect(caseId(0)).toHaveLength(95);
    expect(check.conclusion).toBe("failure");
    const step = check.jobs.get("replay")![0]!.steps.find((s) => s.name === "Replay and gate")!;
    expect([step.outputs.result, step.outputs.failed, step.outputs.passed, step.outputs.regressions]).toEqual([
      "regressed",
      "3000",
      "0",
      "3000",
    ]);
    expect(commentRun.conclusion).toBe("success");
  });

  test("the job summary is cut under GitHub's limit between whole blocks, with the marker and exact counts", () => {
    const summary = check.jobs.get("replay")![0]!.summary;
    expect(Buffer.byteLength(summary)).toBeLessThan(GITHUB_STEP_SUMMARY_LIMIT);
    expect(summary.split("\n")[0]).toBe(
      "## ❌ loopgate: 3000 cases regressed against an empty baseline (none found) (3000 recordings)",
    );
    expectRegressionsTable(summary);
    summaryRows = expectCut(summary, JOB_SUMMARY_BOUND);
  });

  test("the comment is the trusted re-rendering, cut at 60,000 bytes between whole blocks, with the marker and exact counts", () => {
    const bots = pr.comments.filter((c) => c.user.type === "Bot");
    expect(bots).toHaveLength(1);
    const body = bots[0]!.body;
    const origin = `${MARKER}\n_Rendered by the reviewed loopgate from the report of [the pull request's run](https://github.com/acme/agent/actions/runs/${check.id}); the results are what that run reported._\n\n`;
    expect(body.startsWith(origin)).toBe(true);
    expect([...body].length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    const summary = body.slice(origin.length);
    // The same headline as the job summary: both render the same report.
    expect(summary.split("\n")[0]).toBe(check.jobs.get("replay")![0]!.summary.split("\n")[0]);
    expectRegressionsTable(summary);
    const rows = expectCut(summary, { maxBytes: 60_000, boundName: "--markdown-max-bytes 60000" });
    // Same rows first, fewer of them: the comment's bound is the smaller one.
    expect(rows).toBeLessThan(summaryRows);
  });
});
