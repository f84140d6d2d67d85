import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { FIXTURES, makeWorkspace, ROOT, runAction, type Workspace } from "./helpers/run-action.js";

/**
 * Issue 20 item 5: the PR comment's headline is the job summary's, from one renderer
 * (src/gate/headline.ts). The comment is what fork-safe.yml renders from the step's JSON
 * report with `loopgate report`; the job summary is what the bundled action wrote. For each
 * run below both must open with the same line, and that line is asserted exactly.
 */
const CLI = path.join(ROOT, "dist", "cli.js");
const HAND = path.join(FIXTURES, "hand");

function recording(fixture: string, caseId: string): string {
  const lines = readFileSync(path.join(HAND, `${fixture}.jsonl`), "utf8").split("\n");
  const header = JSON.parse(lines[0]!) as { labels: Record<string, string> };
  header.labels.case = caseId;
  return [JSON.stringify(header), ...lines.slice(1)].join("\n");
}

/** A workspace whose recordings/ holds exactly `files`. */
function workspace(files: Record<string, string>): Workspace {
  const ws = makeWorkspace("loopgate-headline-");
  rmSync(path.join(ws.dir, "recordings"), { recursive: true });
  mkdirSync(path.join(ws.dir, "recordings"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(ws.dir, "recordings", name), text);
  return ws;
}

/** A baseline report: these recordings judged by the CLI. */
function baseline(ws: Workspace, files: Record<string, string>): void {
  const dir = path.join(ws.runnerTemp, "baseline-recordings");
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const made = spawnSync(process.execPath, [CLI, "replay", dir, "--json", path.join(ws.dir, "baseline.json")]);
  expect(made.status, made.stderr.toString()).toBe(0);
}

/** The job summary's first line and the first line of the comment rendered from the same run's JSON report. */
async function bothHeadlines(ws: Workspace, inputs: Record<string, string>): Promise<[string, string]> {
  const run = await runAction(ws, { recordings: "recordings", "upload-artifact": "false", ...inputs });
  const comment = path.join(ws.runnerTemp, "comment.md");
  const rendered = spawnSync(process.execPath, [
    CLI,
    "report",
    path.join(ws.dir, "loopgate-report", "report.json"),
    "--markdown",
    comment,
  ]);
  expect(rendered.status, rendered.stderr.toString()).toBe(0);
  return [run.summary.split("\n")[0]!, readFileSync(comment, "utf8").split("\n")[0]!];
}

const PASSING = "f1-careful-verifies-after-timeout";
const FAILING = "f1-naive-resends-duplicate-booking";

describe("the job summary and the PR comment open with the same headline", () => {
  test("a run with no baseline and a failing recording", async () => {
    const ws = workspace({ "a.jsonl": recording(PASSING, "a"), "b.jsonl": recording(FAILING, "b") });
    const [summary, comment] = await bothHeadlines(ws, {});
    expect(summary).toBe("## ❌ loopgate: 1 of 2 recordings failed");
    expect(comment).toBe(summary);
  }, 60_000);

  test("a run that regressed against a baseline report", async () => {
    const ws = workspace({ "a.jsonl": recording(FAILING, "a"), "b.jsonl": recording(PASSING, "b") });
    baseline(ws, { "a.jsonl": recording(PASSING, "a"), "b.jsonl": recording(PASSING, "b") });
    const [summary, comment] = await bothHeadlines(ws, { baseline: "baseline.json" });
    expect(summary).toBe("## ❌ loopgate: 1 case regressed against baseline `baseline.json` (2 recordings)");
    expect(comment).toBe(summary);
  }, 60_000);

  test("a compared run with a recording that cannot be read", async () => {
    const ws = workspace({ "a.jsonl": recording(PASSING, "a"), "broken.jsonl": "not json\n" });
    baseline(ws, { "a.jsonl": recording(PASSING, "a") });
    const [summary, comment] = await bothHeadlines(ws, { baseline: "baseline.json" });
    // The step fails on the unreadable recording: neither may open with the gate's ✅.
    expect(summary).toBe("## ⚠️ loopgate: 1 recording could not be read");
    expect(comment).toBe(summary);
  }, 60_000);

  test("the CLI's replay --baseline and report give the action's headline for a run with an unreadable recording", () => {
    const ws = workspace({ "a.jsonl": recording(PASSING, "a"), "broken.jsonl": "not json\n" });
    baseline(ws, { "a.jsonl": recording(PASSING, "a") });
    const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: ws.dir, encoding: "utf8" });
    const replayed = cli([
      "replay",
      "recordings",
      "--baseline",
      "baseline.json",
      "--json",
      "r.json",
      "--markdown",
      "r.md",
    ]);
    expect(replayed.status).toBe(1);
    const reported = cli(["report", "r.json", "--markdown", "again.md"]);
    expect(reported.status, reported.stderr).toBe(0);
    const firstLine = (file: string) => readFileSync(path.join(ws.dir, file), "utf8").split("\n")[0];
    // Before one renderer served every door, replay --baseline opened with the gate's ✅ here.
    expect(firstLine("r.md")).toBe("## ⚠️ loopgate: 1 recording could not be read");
    expect(firstLine("again.md")).toBe(firstLine("r.md"));
  }, 60_000);

  test("a run that is an error for a reason no recording shows: a pattern that matched nothing", async () => {
    const ws = workspace({ "a.jsonl": recording(PASSING, "a") });
    const [summary, comment] = await bothHeadlines(ws, { recordings: "recordings\nnowhere/*.jsonl" });
    // The reason is in the report (`runProblems`), so the comment rendered from it says it too.
    expect(summary).toBe('## ⚠️ loopgate: no recording matches "nowhere/\\*.jsonl"');
    expect(comment).toBe(summary);
    const report = JSON.parse(readFileSync(path.join(ws.dir, "loopgate-report", "report.json"), "utf8"));
    expect(report.runProblems).toEqual(['no recording matches "nowhere/*.jsonl"']);
  }, 60_000);
});
