import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./helpers/paths.js";
import { commandLines, makeWorkspace, runAction, type Workspace } from "./helpers/run-action.js";

/**
 * Links and FIFOs a pull request can commit where loopgate writes or reads (issue 11).
 * The CLI and the bundled action run as processes; "outside" is a folder beside the
 * workspace standing for the runner's home.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-paths-"));
  made.push(dir);
  return dir;
}

function workspace(): Workspace & { outside: string } {
  const ws = makeWorkspace();
  made.push(ws.dir);
  const outside = scratch();
  writeFileSync(path.join(outside, "profile.sh"), "export PATH=/usr/bin\n");
  return { ...ws, outside };
}

const NO_UPLOAD = { "upload-artifact": "false", recordings: "recordings/hand/f3-immediate-retry-is-harmless.jsonl" };
const PROFILE = "export PATH=/usr/bin\n";

describe("the history file as a link (CLI)", () => {
  it("replay --history refuses a history that is a symbolic link, and leaves its target alone", () => {
    const root = scratch();
    mkdirSync(path.join(root, "outside"));
    writeFileSync(path.join(root, "outside", "profile.sh"), PROFILE);
    mkdirSync(path.join(root, "ws", "loopgate"), { recursive: true });
    symlinkSync("../../outside/profile.sh", path.join(root, "ws", "loopgate", "history.jsonl"));
    const ws = path.join(root, "ws");
    writeFileSync(
      path.join(ws, "r.jsonl"),
      readFileSync(
        path.join(import.meta.dirname, "..", "fixtures/recordings/hand/f3-immediate-retry-is-harmless.jsonl"),
      ),
    );
    const args = ["replay", "r.jsonl", "--history", "loopgate/history.jsonl", "--run-id", "7", "--ref", "main"];
    const append = spawnSync(process.execPath, [CLI, ...args], { cwd: ws, encoding: "utf8" });
    expect(append.status).toBe(1);
    expect(append.stderr).toBe(
      "loopgate replay: loopgate/history.jsonl is a symbolic link; refusing to write the history through it\n",
    );
    // The rewrite path (a run id already present, or --history-max) refuses the same way.
    const rewrite = spawnSync(process.execPath, [CLI, ...args, "--history-max", "1"], { cwd: ws, encoding: "utf8" });
    expect([rewrite.status, rewrite.stderr]).toEqual([1, append.stderr]);
    expect(readFileSync(path.join(root, "outside", "profile.sh"), "utf8")).toBe(PROFILE);
  });

  it("a FIFO as the baseline history is refused at once instead of blocking", () => {
    const ws = scratch();
    writeFileSync(
      path.join(ws, "r.jsonl"),
      readFileSync(
        path.join(import.meta.dirname, "..", "fixtures/recordings/hand/f3-immediate-retry-is-harmless.jsonl"),
      ),
    );
    spawnSync("mkfifo", [path.join(ws, "history.jsonl")]);
    const result = spawnSync(
      process.execPath,
      [CLI, "replay", "r.jsonl", "--baseline-from-history", "history.jsonl", "--baseline-ref", "main"],
      { cwd: ws, encoding: "utf8", timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "loopgate replay: history.jsonl: cannot read the history file: not a regular file (a FIFO); refusing to read it\n",
    );
  });
});

describe("the action's output paths stay in the workspace or the runner's temp directory", () => {
  it("a committed loopgate-report link to a folder outside is refused with one line; nothing is written there", async () => {
    const ws = workspace();
    symlinkSync(ws.outside, path.join(ws.dir, "loopgate-report"));
    const run = await runAction(ws, NO_UPLOAD);
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("error");
    expect(commandLines(run.stdout, "error")).toEqual([
      '::error::loopgate: input "json" names "loopgate-report/report.json", refused: its folder "loopgate-report" is a symbolic link',
    ]);
    expect(readdirSync(ws.outside)).toEqual(["profile.sh"]);
  });

  it("a link deeper down, and a path that climbs out, are refused the same way", async () => {
    const ws = workspace();
    mkdirSync(path.join(ws.dir, "out"));
    symlinkSync(ws.outside, path.join(ws.dir, "out", "reports"));
    const deep = await runAction(ws, { ...NO_UPLOAD, junit: "out/reports/junit.xml" });
    expect(commandLines(deep.stdout, "error")).toEqual([
      '::error::loopgate: input "junit" names "out/reports/junit.xml", refused: its folder "out/reports" is a symbolic link',
    ]);
    const climbing = await runAction(ws, { ...NO_UPLOAD, markdown: "../summary.md" });
    expect(commandLines(climbing.stdout, "error")).toEqual([
      `::error::loopgate: input "markdown" names "${path.join(path.dirname(ws.dir), "summary.md")}", refused: it lies outside the workspace and the runner's temp directory`,
    ]);
    expect(existsSync(path.join(path.dirname(ws.dir), "summary.md"))).toBe(false);
    expect(readdirSync(ws.outside)).toEqual(["profile.sh"]);
  });

  it("the runner's temp directory is a fine place for the reports", async () => {
    const ws = workspace();
    const runnerTemp = scratch();
    const run = await runAction(
      ws,
      { ...NO_UPLOAD, json: path.join(runnerTemp, "loopgate", "report.json") },
      { RUNNER_TEMP: runnerTemp },
    );
    expect([run.code, run.outputs.result]).toEqual([0, "passed"]);
    const report = JSON.parse(readFileSync(path.join(runnerTemp, "loopgate", "report.json"), "utf8"));
    expect(report.recordings.map((r: { path: string }) => r.path)).toEqual([
      "recordings/hand/f3-immediate-retry-is-harmless.jsonl",
    ]);
  });

  it("a history input that is a link, or sits behind one, is refused; the link's target is untouched", async () => {
    const ws = workspace();
    mkdirSync(path.join(ws.dir, "loopgate"));
    symlinkSync(path.join(ws.outside, "profile.sh"), path.join(ws.dir, "loopgate", "history.jsonl"));
    const linked = await runAction(ws, { ...NO_UPLOAD, history: "loopgate/history.jsonl" });
    expect(linked.outputs.result).toBe("error");
    expect(commandLines(linked.stdout, "error")).toContain(
      "::error::loopgate: loopgate/history.jsonl is a symbolic link; refusing to write the history through it",
    );
    symlinkSync(ws.outside, path.join(ws.dir, "state"));
    const behind = await runAction(ws, { ...NO_UPLOAD, history: "state/history.jsonl" });
    expect(commandLines(behind.stdout, "error")).toEqual([
      '::error::loopgate: input "history" names "state/history.jsonl", refused: its folder "state" is a symbolic link',
    ]);
    expect(readFileSync(path.join(ws.outside, "profile.sh"), "utf8")).toBe(PROFILE);
    expect(readdirSync(ws.outside)).toEqual(["profile.sh"]);
  });
});
