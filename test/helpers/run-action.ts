import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The bundle as the runner starts it; LOOPGATE_ACTION points at a bundle built elsewhere. */
export const ACTION_BUNDLE = process.env.LOOPGATE_ACTION
  ? path.resolve(process.env.LOOPGATE_ACTION)
  : path.join(ROOT, "dist", "index.js");
export const FIXTURES = path.join(ROOT, "fixtures", "recordings");

export interface Workspace {
  dir: string;
  runnerTemp: string;
}

/** A fresh GITHUB_WORKSPACE holding a copy of the fixture recordings under `recordings/`. */
export function makeWorkspace(prefix = "loopgate-action-"): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(FIXTURES, path.join(dir, "recordings"), { recursive: true });
  const runnerTemp = path.join(dir, ".runner-temp");
  mkdirSync(runnerTemp, { recursive: true });
  return { dir, runnerTemp };
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT parsed (the `name<<delimiter` form @actions/core writes). */
  outputs: Record<string, string>;
  summary: string;
}

/** The Node binary that starts the bundle: LOOPGATE_NODE (.ci/run sets it to Node 24), else this process's. */
export function actionNode(): string {
  return process.env.LOOPGATE_NODE ? path.resolve(process.env.LOOPGATE_NODE) : process.execPath;
}

export interface RunnerStep {
  /** Only what a runner sets: nothing of the test process's environment leaks in. */
  env: Record<string, string>;
  outputFile: string;
  summaryFile: string;
}

/**
 * The environment the runner gives a step: inputs as `INPUT_<NAME>` (upper-cased, hyphens
 * kept), the GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files created empty.
 */
export function runnerStep(
  ws: Workspace,
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {},
): RunnerStep {
  const stamp = `${Date.now()}-${Math.random().toString(16).slice(2)}`;
  const outputFile = path.join(ws.runnerTemp, `output-${stamp}`);
  const summaryFile = path.join(ws.runnerTemp, `summary-${stamp}`);
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: ws.runnerTemp,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: ws.dir,
    RUNNER_TEMP: ws.runnerTemp,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  return { env, outputFile, summaryFile };
}

/**
 * Runs the bundled action the way the runner does: `node dist/index.js` in the
 * {@link runnerStep} environment, cwd = workspace.
 */
export function runAction(
  ws: Workspace,
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
  bundle = ACTION_BUNDLE,
): Promise<ActionRun> {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run 'npm run package' first`);
  const { env, outputFile, summaryFile } = runnerStep(ws, inputs, extraEnv);
  return new Promise((resolve, reject) => {
    const child = spawn(actionNode(), [...nodeArgs, bundle], {
      cwd: ws.dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => {
      resolve({
        code,
        stdout,
        stderr,
        outputs: parseOutputFile(readFileSync(outputFile, "utf8")),
        summary: readFileSync(summaryFile, "utf8"),
      });
    });
  });
}

export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
    outputs[name!] = value.join("\n");
  }
  return outputs;
}

/** Workflow-command lines (`::error file=…,line=…::message`) from the step's stdout. */
export function commandLines(stdout: string, command: "error" | "warning" | "notice"): string[] {
  return stdout.split("\n").filter((line) => line.startsWith(`::${command} `) || line.startsWith(`::${command}::`));
}
