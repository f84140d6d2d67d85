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

/**
 * Issue 23 item 1: one writeOutputs for every door. The same recordings and baseline give the
 * same Markdown (headline and body), JUnit and JSON from `replay --baseline`, from `report`
 * on replay's JSON, and from the bundled action; the action's Markdown differs only by its
 * links to the recordings at the commit being built (and, with a history, the trend).
 */
describe("replay --baseline, report and the action write the same files from the same run", () => {
  const LINK_ENV = { GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "o/r", GITHUB_SHA: "a".repeat(40) };
  const withoutLinks = (markdown: string) =>
    markdown.replace(/\[([^\]]*)\]\(https:\/\/github\.com\/o\/r\/blob\/a{40}\/[^)]*\)/g, "$1");

  test("a regressed run against a baseline report: Markdown, gate-mode JUnit and JSON", async () => {
    const ws = workspace({ "a.jsonl": recording(FAILING, "a"), "b.jsonl": recording(PASSING, "b") });
    baseline(ws, { "a.jsonl": recording(PASSING, "a"), "b.jsonl": recording(PASSING, "b") });
    const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: ws.dir, encoding: "utf8" });
    const junit = ["--junit-mode", "gate", "--junit-flavor", "jenkins"];
    const replayed = cli([
      "replay",
      "recordings",
      "--baseline",
      "baseline.json",
      "--json",
      "r.json",
      "--junit",
      "r.xml",
      "--markdown",
      "r.md",
      ...junit,
    ]);
    expect(replayed.status, replayed.stderr).toBe(0);
    const reported = cli(["report", "r.json", "--junit", "again.xml", "--markdown", "again.md", ...junit]);
    expect(reported.status, reported.stderr).toBe(0);
    const run = await runAction(
      ws,
      {
        recordings: "recordings",
        baseline: "baseline.json",
        "upload-artifact": "false",
        "junit-mode": "gate",
        "junit-flavor": "jenkins",
        "fail-on-regression": "false",
      },
      LINK_ENV,
    );
    expect(run.code, run.stderr).toBe(0);
    const read = (file: string) => readFileSync(path.join(ws.dir, file), "utf8");
    const markdown = read("r.md");
    expect(markdown.split("\n")[0]).toBe(
      "## ❌ loopgate: 1 case regressed against baseline `baseline.json` (2 recordings)",
    );
    expect(read("again.md")).toBe(markdown);
    const actionMarkdown = read("loopgate-report/summary.md");
    expect(actionMarkdown).not.toBe(markdown);
    expect(actionMarkdown).toContain(
      "[`recordings/a.jsonl`](https://github.com/o/r/blob/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/recordings/a.jsonl)",
    );
    expect(withoutLinks(actionMarkdown)).toBe(markdown);
    expect(run.summary).toBe(actionMarkdown);
    const xml = read("r.xml");
    expect(xml).toContain('<testcase name="a"');
    expect(read("again.xml")).toBe(xml);
    expect(read("loopgate-report/junit.xml")).toBe(xml);
    expect(read("loopgate-report/report.json")).toBe(read("r.json"));
  }, 90_000);

  test("a pattern that matches nothing: the CLI's JSON report says so, and every door opens with it", async () => {
    const ws = workspace({ "a.jsonl": recording(PASSING, "a") });
    const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: ws.dir, encoding: "utf8" });
    const replayed = cli(["replay", "recordings", "nowhere/*.jsonl", "--json", "r.json", "--markdown", "r.md"]);
    expect(replayed.status).toBe(1);
    expect(JSON.parse(readFileSync(path.join(ws.dir, "r.json"), "utf8")).runProblems).toEqual([
      'no recording matches "nowhere/*.jsonl"',
    ]);
    expect(cli(["report", "r.json", "--markdown", "again.md"]).status).toBe(0);
    const run = await runAction(ws, { recordings: "recordings\nnowhere/*.jsonl", "upload-artifact": "false" });
    const read = (file: string) => readFileSync(path.join(ws.dir, file), "utf8");
    expect(read("r.md").split("\n")[0]).toBe('## ⚠️ loopgate: no recording matches "nowhere/\\*.jsonl"');
    expect(read("again.md")).toBe(read("r.md"));
    expect(run.summary).toBe(read("r.md"));
    expect(read("loopgate-report/report.json")).toBe(read("r.json"));
  }, 90_000);
});
