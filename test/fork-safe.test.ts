import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CLI, ROOT } from "./helpers/paths.js";
import { assertMarkdownIntact } from "./helpers/markdown-checks.js";

/**
 * Runs the privileged job of workflows-examples/fork-safe.yml step by step against an
 * artifact a fork made (issue 11): the `run:` steps in bash as the runner does, the
 * github-script step's script against a stand-in for GitHub's REST API (the one remote
 * service here), with the built CLI as "the loopgate commit you reviewed".
 */
interface Step {
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
const workflow = parse(readFileSync(path.join(ROOT, "workflows-examples", "fork-safe.yml"), "utf8")) as {
  jobs: { comment: { steps: Step[] } };
};
const steps = workflow.jobs.comment.steps;
const renderStep = steps.find((step) => step.run !== undefined)!;
const scriptStep = steps.find((step) => step.uses?.startsWith("actions/github-script@"))!;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const HEAD_SHA = "3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39";
const RUN_URL = "https://github.com/acme/agent/actions/runs/4242";
const MARKER = "<!-- loopgate-summary -->";

interface Job {
  workspace: string;
  runnerTemp: string;
  /** The render step's `problem` output, once it ran. */
  problem?: string;
}

/** The job's starting point: the trusted checkout, and the artifact as download-artifact leaves it. */
function job(artifact: Record<string, string>): Job {
  const workspace = mkdtempSync(path.join(tmpdir(), "loopgate-fork-safe-"));
  made.push(workspace);
  const runnerTemp = path.join(workspace, "_temp");
  mkdirSync(path.join(runnerTemp, "loopgate-pr"), { recursive: true });
  symlinkSync(ROOT, path.join(workspace, "loopgate-trusted"));
  for (const [name, content] of Object.entries(artifact))
    writeFileSync(path.join(runnerTemp, "loopgate-pr", name), content);
  return { workspace, runnerTemp };
}

function stepEnv(step: Step, at: Job): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(step.env ?? {}))
    env[key] = value
      .replaceAll("${{ runner.temp }}", at.runnerTemp)
      .replaceAll("${{ steps.render.outputs.problem }}", at.problem ?? "");
  return env;
}

/** A `run:` step as the runner runs it on ubuntu: bash -e, pipefail, the workspace as cwd; its `problem` output kept. */
function runShellStep(step: Step, at: Job) {
  const outputFile = path.join(at.runnerTemp, "github-output");
  writeFileSync(outputFile, "");
  const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run!], {
    cwd: at.workspace,
    env: { PATH: process.env.PATH ?? "", RUNNER_TEMP: at.runnerTemp, GITHUB_OUTPUT: outputFile, ...stepEnv(step, at) },
    encoding: "utf8",
  });
  at.problem = /^problem=(.*)$/m.exec(readFileSync(outputFile, "utf8"))?.[1];
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, problem: at.problem };
}

interface Pull {
  head: { sha: string; repo: { full_name: string } };
}

/** GitHub as github-script's `github` object shows it, recording what the script posts. */
function fakeGitHub(pulls: Record<number, Pull>, comments: { id: number; body: string; user: { type: string } }[]) {
  const calls: { method: string; args: Record<string, unknown> }[] = [];
  const github = {
    rest: {
      pulls: {
        get: async ({ pull_number }: { pull_number: number }) => {
          const pull = pulls[pull_number];
          if (!pull) throw new Error(`Not Found: pull ${pull_number}`);
          return { data: pull };
        },
      },
      issues: {
        listComments: async () => ({ data: comments }),
        createComment: async (args: Record<string, unknown>) => calls.push({ method: "createComment", args }),
        updateComment: async (args: Record<string, unknown>) => calls.push({ method: "updateComment", args }),
      },
    },
    paginate: async (method: () => Promise<{ data: unknown[] }>) => (await method()).data,
  };
  return { github, calls };
}

async function runScriptStep(at: Job, github: unknown) {
  const notices: string[] = [];
  const context = {
    repo: { owner: "acme", repo: "agent" },
    payload: {
      workflow_run: { head_sha: HEAD_SHA, head_repository: { full_name: "fork/agent" }, html_url: RUN_URL },
    },
  };
  const core = {
    notice: (message: string) => notices.push(message),
    setFailed: (message: string) => notices.push(`failed: ${message}`),
  };
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const script = new AsyncFunction("require", "github", "context", "core", "process", scriptStep.with!.script!);
  await script(createRequire(import.meta.url), github, context, core, { env: stepEnv(scriptStep, at) });
  return notices;
}

const forkPull: Pull = { head: { sha: HEAD_SHA, repo: { full_name: "fork/agent" } } };

/** A real report of the hostile corpus, then doctored the way a fork can: forged totals, a poisoned reason. */
function hostileReport(dir: string): string {
  const file = path.join(dir, "real.json");
  spawnSync(process.execPath, [CLI, "replay", "fixtures/hostile", "--json", file], { cwd: ROOT });
  const report = JSON.parse(readFileSync(file, "utf8"));
  report.totals = { ...report.totals, failed: 0, errors: 0 };
  report.recordings[0].reason =
    '## ✅ all clear @acme/security-team #1 <img src=x onerror=alert(1)> [log in](https://evil.example/login) <a href="https://evil.example">details</a>';
  return JSON.stringify(report, null, 2);
}

const FORGED_SUMMARY =
  "## ✅ loopgate: no regressions\n\ncc @acme/security-team — [approve here](https://evil.example)\n";

describe("fork-safe.yml's privileged job against an artifact a fork made", () => {
  it("posts the trusted re-rendering of the report, never the artifact's own text", async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "loopgate-fork-report-"));
    made.push(scratch);
    const report = hostileReport(scratch);
    const at = job({ "report.json": report, "pr-number.txt": "12\n", "summary.md": FORGED_SUMMARY });

    const rendered = runShellStep(renderStep, at);
    expect([rendered.status, rendered.stderr]).toEqual([0, ""]);
    const { github, calls } = fakeGitHub({ 12: forkPull }, []);
    expect(await runScriptStep(at, github)).toEqual([]);

    // What the reviewed loopgate renders from that report, independently of the workflow.
    writeFileSync(path.join(scratch, "report.json"), report);
    spawnSync(process.execPath, [CLI, "report", "report.json", "--markdown", "expected.md"], { cwd: scratch });
    const expected = readFileSync(path.join(scratch, "expected.md"), "utf8");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("createComment");
    const body = calls[0]!.args.body as string;
    expect(body).toBe(
      `${MARKER}\n_Rendered by the reviewed loopgate from the report of [the pull request's run](${RUN_URL}); the results are what that run reported._\n\n${expected}`,
    );
    expect(calls[0]!.args).toMatchObject({ owner: "acme", repo: "agent", issue_number: 12 });
    expect(body).not.toContain("no regressions\n\ncc @acme");
    expect(body).not.toContain("[log in](https://evil.example/login)");
    // The reports' neutralising (docs/report-format.md): no link, no mention, no issue reference.
    expect(body).toContain(
      "\\#\\# ✅ all clear \\[@\\]acme/security-team \\[\\#\\]1 &lt;img src=x onerror=alert(1)&gt; \\[log in\\](https\\[:<wbr>\\]/<wbr>/<wbr>evil.<wbr>example/<wbr>login)",
    );
    assertMarkdownIntact(body);
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("a report that does not match the report schema is not rendered: the comment says the PR could not be judged", async () => {
    const at = job({ "report.json": '{"schemaVersion":1,"totals":"✅ all passed"}', "pr-number.txt": "12\n" });
    const rendered = runShellStep(renderStep, at);
    expect([rendered.status, rendered.problem]).toEqual([0, "invalid"]);
    expect(rendered.stderr).toMatch(/^loopgate report: .*report\.json: [^\n]+\n$/);
    const { github, calls } = fakeGitHub({ 12: forkPull }, [
      { id: 5, body: `${MARKER}\nold ✅`, user: { type: "Bot" } },
    ]);
    expect(await runScriptStep(at, github)).toEqual([
      "failed: the pull request's report did not pass validation; the comment says it could not be judged",
    ]);
    expect(calls).toEqual([
      {
        method: "updateComment",
        args: {
          owner: "acme",
          repo: "agent",
          comment_id: 5,
          body: `${MARKER}\n## ⚠️ loopgate could not judge this pull request: its report did not pass validation\n\nSee [the pull request's run](${RUN_URL}) for what happened. Earlier results no longer apply.`,
        },
      },
    ]);
  });

  it("a report.json that is a link is refused; a missing one means the run wrote none", () => {
    const at = job({ "pr-number.txt": "12\n" });
    symlinkSync("/etc/passwd", path.join(at.runnerTemp, "loopgate-pr", "report.json"));
    const rendered = runShellStep(renderStep, at);
    expect([rendered.status, rendered.stdout, rendered.problem]).toEqual([
      0,
      "::error::report.json in the artifact is not a regular file\n",
      "invalid",
    ]);
    const none = job({ "pr-number.txt": "12\n", "outcome.txt": "failure\n" });
    expect(runShellStep(renderStep, none)).toMatchObject({ status: 0, stdout: "", problem: "no-report" });
  });

  it("a PR number naming another pull request gets no comment; an existing comment is updated in place", async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "loopgate-fork-report-"));
    made.push(scratch);
    const report = hostileReport(scratch);
    const victim: Pull = { head: { sha: "9".repeat(40), repo: { full_name: "acme/agent" } } };
    const other = job({ "report.json": report, "pr-number.txt": "7\n" });
    expect(runShellStep(renderStep, other).status).toBe(0);
    const elsewhere = fakeGitHub({ 7: victim, 12: forkPull }, []);
    expect(await runScriptStep(other, elsewhere.github)).toEqual([
      "pull request #7 is not the one this run judged (or has moved on); not commenting",
    ]);
    expect(elsewhere.calls).toEqual([]);

    const again = job({ "report.json": report, "pr-number.txt": "12\n" });
    expect(runShellStep(renderStep, again).status).toBe(0);
    const existing = [
      { id: 5, body: `${MARKER}\nold`, user: { type: "Bot" } },
      { id: 6, body: `${MARKER}\nfrom a person`, user: { type: "User" } },
    ];
    const updated = fakeGitHub({ 12: forkPull }, existing);
    await runScriptStep(again, updated.github);
    expect(updated.calls.map((call) => [call.method, call.args.comment_id])).toEqual([["updateComment", 5]]);
  });
});
