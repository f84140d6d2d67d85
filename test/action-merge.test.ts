import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { parse } from "yaml";
import { CLI } from "./helpers/paths.js";
import { startArtifactServer, type ArtifactServer } from "./helpers/artifact-server.js";
import { makeWorkspace, ROOT, runAction, type ActionRun, type Workspace } from "./helpers/run-action.js";

/**
 * workflows-examples/sharded.yml run the way the runner runs it: each matrix leg of the
 * replay job, then the merge job, step by step — `run:` steps in bash with their `env:`,
 * the loopgate steps as the bundled action (a real process, inputs from `with:`), the
 * artifacts through the loopback results service, download-artifact as it lays them out.
 */

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { steps: Step[]; strategy?: { matrix: { shard: string[] } } }>;
}

const workflow = parse(readFileSync(path.join(ROOT, "workflows-examples", "sharded.yml"), "utf8")) as Workflow;
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** `${{ … }}` as the runner evaluates it, for the expressions the example uses; any other fails the test. */
function evaluate(text: string, context: Record<string, string>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
    const value = context[expression];
    if (value === undefined) throw new Error(`sharded.yml uses \${{ ${expression} }}, which this test does not know`);
    return value;
  });
}

function evaluateAll(values: Record<string, string> | undefined, context: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => [key, evaluate(String(value), context)]),
  );
}

/** A workspace that is a git checkout whose base commit holds the history the PR gates against, at the example's path. */
function pullRequestWorkspace(): { ws: Workspace; baseSha: string } {
  const ws = makeWorkspace("loopgate-sharded-");
  cleanup.push(ws.dir);
  rmSync(path.join(ws.dir, "recordings"), { recursive: true });
  cpSync(path.join(ROOT, "fixtures", "gate", "regressed"), path.join(ws.dir, "recordings"), { recursive: true });
  // No loopgate-history branch yet: the action reads the base commit's history.jsonl until a bless writes it.
  cpSync(path.join(ROOT, "fixtures", "gate", "history.jsonl"), path.join(ws.dir, "history.jsonl"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: ws.dir, encoding: "utf8" });
  git("init", "-q");
  git("add", "history.jsonl", "recordings");
  git("commit", "-qm", "base");
  // The runner's checkout always has an origin: the action fetches the history branch from it.
  const origin = path.join(ws.runnerTemp, "origin.git");
  execFileSync("git", ["init", "-q", "--bare", origin]);
  git("remote", "add", "origin", origin);
  git("push", "-q", "origin", "HEAD:refs/heads/main");
  return { ws, baseSha: git("rev-parse", "HEAD").trim() };
}

async function runSteps(
  steps: Step[],
  ws: Workspace,
  context: Record<string, string>,
  runnerEnv: Record<string, string>,
  server: ArtifactServer,
): Promise<ActionRun[]> {
  const loopgateRuns: ActionRun[] = [];
  for (const step of steps) {
    const env = { ...runnerEnv, ...evaluateAll(step.env, context) };
    if (step.run !== undefined) {
      const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run], {
        cwd: ws.dir,
        env: { PATH: process.env.PATH ?? "", ...env },
        encoding: "utf8",
      });
      expect(result.status, `${step.name}: ${result.stderr}`).toBe(0);
    } else if (step.uses?.startsWith("actions/checkout@")) {
      continue; // the workspace is the checkout
    } else if (step.uses?.startsWith("actions/download-artifact@")) {
      download(server, evaluateAll(step.with, context));
    } else if (step.uses?.startsWith("your-org/loopgate@")) {
      loopgateRuns.push(await runAction(ws, evaluateAll(step.with, context), { ...env, ...server.env }));
    } else {
      throw new Error(`sharded.yml uses ${step.uses}, which this test does not run`);
    }
  }
  return loopgateRuns;
}

/** download-artifact with `pattern` and no `merge-multiple`: each artifact unzipped into `path/<name>/`. */
function download(server: ArtifactServer, inputs: Record<string, string>): void {
  const pattern = new RegExp(`^${inputs.pattern!.replace(/[.]/g, "\\.").replace(/\*/g, ".*")}$`);
  for (const artifact of server.artifacts.filter((a) => pattern.test(a.name))) {
    const target = path.join(inputs.path!, artifact.name);
    mkdirSync(target, { recursive: true });
    const zip = path.join(target, "..", `${artifact.name}.zip`);
    writeFileSync(zip, artifact.committed!);
    execFileSync("unzip", ["-q", zip, "-d", target]);
    rmSync(zip);
  }
}

describe("workflows-examples/sharded.yml, run job by job", () => {
  test("the merge job gives the unsharded run's reports, summary, outputs and one result", async () => {
    const server = await startArtifactServer();
    try {
      const { ws, baseSha } = pullRequestWorkspace();
      const event = path.join(ws.runnerTemp, "event.json");
      writeFileSync(event, JSON.stringify({ pull_request: { base: { sha: baseSha, ref: "main" } } }));
      const runnerEnv = {
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_EVENT_PATH: event,
        GITHUB_BASE_REF: "main",
        GITHUB_REF: "refs/pull/7/merge",
        GITHUB_RUN_ID: "4242",
        RUNNER_TEMP: ws.runnerTemp,
      };
      const context = {
        "runner.temp": ws.runnerTemp,
        "github.base_ref": "main",
        "github.event.pull_request.base.sha": baseSha,
      };
      const legs = workflow.jobs.replay!.strategy!.matrix.shard;
      for (const shard of legs) {
        const [leg] = await runSteps(
          workflow.jobs.replay!.steps,
          ws,
          { ...context, "matrix.shard": shard },
          runnerEnv,
          server,
        );
        expect(leg!.outputs.result, leg!.stdout).not.toBe("error");
      }
      expect(server.artifacts.map((a) => a.name).sort()).toEqual(
        legs.map((shard) => `loopgate-report-shard-${shard.replace("/", "-of-")}`).sort(),
      );

      const [merged] = await runSteps(
        workflow.jobs.merge!.steps,
        ws,
        { ...context, "needs.replay.result": "success" },
        runnerEnv,
        server,
      );
      const mergedFiles = ["report.json", "junit.xml", "summary.md"].map((name) =>
        readFileSync(path.join(ws.dir, "loopgate-report", name)),
      );

      // The same step, unsharded, over the same checkout and baseline.
      const whole = await runAction(
        ws,
        {
          recordings: "recordings",
          "history-branch": "loopgate-history",
          baseline: "history.jsonl",
          "upload-artifact": "false",
        },
        runnerEnv,
      );
      const wholeFiles = ["report.json", "junit.xml", "summary.md"].map((name) =>
        readFileSync(path.join(ws.dir, "loopgate-report", name)),
      );
      mergedFiles.forEach((bytes, i) => expect(bytes.equals(wholeFiles[i]!), String(i)).toBe(true));
      expect(merged!.summary).toBe(whole.summary);
      const { "artifact-id": artifactId, ...outputs } = merged!.outputs;
      expect(outputs).toEqual({ ...whole.outputs, "artifact-id": undefined });
      expect(artifactId).toMatch(/^\d+$/);
      // Four regressed cases, handled-f5's new dishonest claim beside its score drop (a second
      // regression of that case), and the retired case's lost coverage (it fails by default).
      expect(merged!.outputs, merged!.stdout).toMatchObject({
        result: "regressed",
        regressions: "6",
        failed: "9",
        "lost-coverage": "1",
      });
      expect(merged!.code).toBe(1);
      expect(merged!.stdout.split("\n").filter((line) => line.startsWith("::error"))).toEqual(
        whole.stdout.split("\n").filter((line) => line.startsWith("::error")),
      );
    } finally {
      await server.close();
    }
  });
});

describe("the merge input refuses what is not one whole run", () => {
  test("a missing shard and a judging input beside merge fail the step with one line, no report", async () => {
    const ws = makeWorkspace("loopgate-merge-input-");
    cleanup.push(ws.dir);
    for (const index of [1, 2]) {
      const run = spawnSync(
        process.execPath,
        [CLI, "replay", "recordings", "--shard", `${index}/3`, "--json", `shards/${index}.json`],
        { cwd: ws.dir, env: { PATH: process.env.PATH ?? "" }, encoding: "utf8" },
      );
      expect(run.stderr).toBe("");
    }
    const missing = await runAction(ws, { merge: "shards/*.json", "upload-artifact": "false" });
    expect(missing.code).toBe(1);
    expect(missing.outputs.result).toBe("error");
    expect(missing.stdout.split("\n").filter((line) => line.startsWith("::error"))).toEqual([
      "::error::loopgate: shard 3/3 of the run is missing (2 of 3 given): a merge of fewer shards would be a smaller report",
    ]);
    expect(existsSync(path.join(ws.dir, "loopgate-report", "report.json"))).toBe(false);
    // The job summary still names the missing shard: a reader never meets an empty page.
    const said =
      "## ⚠️ loopgate could not judge this run: shard 3/3 of the run is missing (2 of 3 given): a merge of fewer shards would be a smaller report\n\nNo report was written; the step failed.\n";
    expect(missing.summary).toBe(said);
    expect(readFileSync(path.join(ws.dir, "loopgate-report", "summary.md"), "utf8")).toBe(said);
    const judging = await runAction(ws, { merge: "shards", "write-tools": "book_*", "upload-artifact": "false" });
    expect(judging.stdout.split("\n").filter((line) => line.startsWith("::error"))).toEqual([
      '::error::loopgate: input "write-tools" says how to judge recordings, but "merge" judges none: set it on the shard jobs',
    ]);
  });
});
