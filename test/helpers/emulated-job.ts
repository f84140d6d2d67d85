import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runUses } from "./emulated-actions.js";
import type { GitHub, WorkflowRun } from "./workflow-emulator.js";
import { needsOf, REPOSITORY } from "./workflow-emulator.js";
import { condition, interpolate, type JobStatus, type Value } from "./workflow-expressions.js";

/** One job of a workflow file, with the keys the examples use. */
export interface JobSpec {
  name?: string;
  "runs-on": string;
  "timeout-minutes"?: number;
  needs?: string | string[];
  if?: string | boolean;
  environment?: string;
  permissions?: Record<string, string>;
  strategy?: { "fail-fast"?: boolean; matrix: Record<string, Value[]> };
  outputs?: Record<string, string>;
  steps: StepSpec[];
}

export interface StepSpec {
  name?: string;
  id?: string;
  if?: string | boolean;
  uses?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string | number | boolean>;
  run?: string;
}

const JOB_KEYS = new Set([
  "name",
  "runs-on",
  "timeout-minutes",
  "needs",
  "if",
  "environment",
  "permissions",
  "strategy",
  "outputs",
  "steps",
]);
const STEP_KEYS = new Set(["name", "id", "if", "uses", "with", "env", "run"]);

export interface Annotation {
  level: "error" | "warning" | "notice";
  message: string;
  properties: string;
}

export interface StepRun {
  name: string;
  conclusion: "success" | "failure" | "skipped";
  outputs: Record<string, string>;
  log: string;
  annotations: Annotation[];
}

export interface JobRun {
  name: string;
  conclusion: "success" | "failure" | "skipped";
  matrix: Record<string, Value>;
  steps: StepRun[];
  /** The job summary: every step's GITHUB_STEP_SUMMARY, in order. */
  summary: string;
  outputs: Record<string, string>;
}

/** What a step runs with: the job's directories, contexts and token permissions. */
export interface StepContext {
  github: GitHub;
  run: WorkflowRun;
  workspace: string;
  temp: string;
  contexts: Record<string, Value>;
  permissions: Record<string, string>;
  env: Record<string, string>;
  status: JobStatus;
}

/** Runs one job (each matrix leg of it) after the jobs it needs. */
export async function runJob(
  github: GitHub,
  run: WorkflowRun,
  jobId: string,
  job: JobSpec,
  done: Map<string, JobRun[]>,
): Promise<JobRun[]> {
  for (const key of Object.keys(job)) if (!JOB_KEYS.has(key)) throw new Error(`job ${jobId}: unsupported key ${key}`);
  const needs: Record<string, Value> = {};
  let needFailed = false;
  for (const need of needsOf(job)) {
    const legs = done.get(need)!;
    const result = legs.some((l) => l.conclusion === "failure")
      ? "failure"
      : legs.every((l) => l.conclusion === "skipped")
        ? "skipped"
        : "success";
    if (result !== "success") needFailed = true;
    needs[need] = { result, outputs: Object.assign({}, ...legs.map((l) => l.outputs)) as Record<string, Value> };
  }
  const legs: JobRun[] = [];
  for (const matrix of matrixLegs(jobId, job)) {
    const label = Object.keys(matrix).length ? `${jobId} (${Object.values(matrix).join(", ")})` : jobId;
    const contexts: Record<string, Value> = { ...baseContexts(run, jobId), matrix, needs, steps: {}, env: {} };
    const status: JobStatus = { failed: needFailed, cancelled: false };
    if (!condition(job.if, contexts, status)) {
      legs.push({ name: label, conclusion: "skipped", matrix, steps: [], summary: "", outputs: {} });
      continue;
    }
    if (github.lostLegs.has(label)) {
      legs.push({ name: label, conclusion: "failure", matrix, steps: [], summary: "", outputs: {} });
      continue;
    }
    legs.push(await runLeg(github, run, label, job, contexts));
  }
  return legs;
}

function matrixLegs(jobId: string, job: JobSpec): Record<string, Value>[] {
  if (!job.strategy) return [{}];
  const entries = Object.entries(job.strategy.matrix);
  if (entries.length !== 1 || !Array.isArray(entries[0]![1]))
    throw new Error(`job ${jobId}: only a one-dimensional matrix list is supported`);
  const [name, values] = entries[0]!;
  return values.map((value) => ({ [name]: value }));
}

function baseContexts(run: WorkflowRun, jobId: string): Record<string, Value> {
  const refName = run.ref.replace(/^refs\/(heads|tags)\//, "");
  const pr = run.payload.pull_request as Record<string, Record<string, Value>> | undefined;
  return {
    github: {
      event: run.payload,
      event_name: run.event,
      sha: run.sha,
      ref: run.ref,
      ref_name: refName,
      base_ref: pr ? pr.base!.ref! : "",
      head_ref: pr ? pr.head!.ref! : "",
      repository: REPOSITORY,
      repository_owner: REPOSITORY.split("/")[0]!,
      run_id: String(run.id),
      run_number: String(run.id - 9000),
      run_attempt: String(run.attempt),
      workflow: run.workflow.name,
      job: jobId,
      actor: "ada",
      server_url: "https://github.com",
      api_url: "https://api.github.com",
      token: "ghs_emulated-token",
    },
    secrets: { GITHUB_TOKEN: "ghs_emulated-token" },
  };
}

async function runLeg(
  github: GitHub,
  run: WorkflowRun,
  label: string,
  job: JobSpec,
  contexts: Record<string, Value>,
): Promise<JobRun> {
  const dir = github.jobDir(run, label);
  const workspace = path.join(dir, "work", "agent");
  const temp = path.join(dir, "_temp");
  mkdirSync(workspace, { recursive: true });
  mkdirSync(temp, { recursive: true });
  const eventPath = path.join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(run.payload));
  (contexts.runner as Value) = { temp, os: "Linux" };
  (contexts.github as Record<string, Value>).workspace = workspace;
  const env = runnerEnv(run, contexts, workspace, temp, eventPath, dir);
  const status: JobStatus = { failed: false, cancelled: false };
  const ctx: StepContext = {
    github,
    run,
    workspace,
    temp,
    contexts,
    permissions: tokenPermissions(run, job),
    env,
    status,
  };
  const steps: StepRun[] = [];
  let summary = "";
  for (const [index, step] of job.steps.entries()) {
    for (const key of Object.keys(step))
      if (!STEP_KEYS.has(key)) throw new Error(`step ${index}: unsupported key ${key}`);
    const name = step.name ?? step.uses ?? step.run!.split("\n")[0]!;
    const result = condition(step.if, contexts, status)
      ? await runStep(ctx, step, index)
      : { step: { conclusion: "skipped" as const, outputs: {}, log: "", annotations: [] }, summary: "" };
    steps.push({ name, ...result.step });
    summary += result.summary;
    const { outputs, conclusion } = result.step;
    // Without continue-on-error (not emulated) a step's outcome is its conclusion.
    if (step.id) (contexts.steps as Record<string, Value>)[step.id] = { outputs, conclusion, outcome: conclusion };
    if (conclusion === "failure") status.failed = true;
  }
  const outputs: Record<string, string> = {};
  for (const [name, expr] of Object.entries(job.outputs ?? {})) outputs[name] = interpolate(expr, contexts, status);
  return {
    name: label,
    conclusion: status.failed ? "failure" : "success",
    matrix: contexts.matrix as Record<string, Value>,
    steps,
    summary,
    outputs,
  };
}

/** The token's permissions: the job's, else the workflow's; a fork's pull_request run gets read-only. */
function tokenPermissions(run: WorkflowRun, job: JobSpec): Record<string, string> {
  const granted = { ...(job.permissions ?? run.workflow.permissions) };
  const pr = run.payload.pull_request as Record<string, Record<string, Record<string, Value>>> | undefined;
  if (run.event === "pull_request" && pr?.head?.repo?.fork === true)
    for (const scope of Object.keys(granted)) granted[scope] = "read";
  return granted;
}

/** The variables the runner sets for every step (docs: "Default environment variables"). */
function runnerEnv(
  run: WorkflowRun,
  contexts: Record<string, Value>,
  workspace: string,
  temp: string,
  eventPath: string,
  dir: string,
): Record<string, string> {
  const gh = contexts.github as Record<string, string>;
  const home = path.join(dir, "home");
  mkdirSync(home, { recursive: true });
  return {
    PATH: process.env.PATH ?? "",
    HOME: home,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GIT_CONFIG_NOSYSTEM: "1",
    RUNNER_OS: "Linux",
    RUNNER_TEMP: temp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: run.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: run.sha,
    GITHUB_REF: run.ref,
    GITHUB_REF_NAME: gh.ref_name!,
    GITHUB_REF_TYPE: "branch",
    GITHUB_BASE_REF: gh.base_ref!,
    GITHUB_HEAD_REF: gh.head_ref!,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_REPOSITORY_OWNER: gh.repository_owner!,
    GITHUB_RUN_ID: gh.run_id!,
    GITHUB_RUN_NUMBER: gh.run_number!,
    GITHUB_RUN_ATTEMPT: gh.run_attempt!,
    GITHUB_WORKFLOW: run.workflow.name,
    GITHUB_JOB: gh.job!,
    GITHUB_ACTOR: gh.actor!,
    GITHUB_SERVER_URL: gh.server_url!,
    GITHUB_API_URL: gh.api_url!,
  };
}

/** One step: its env and `with:` evaluated, then `run:` in bash or `uses:` emulated. */
async function runStep(
  ctx: StepContext,
  step: StepSpec,
  index: number,
): Promise<{ step: Omit<StepRun, "name">; summary: string }> {
  const stamp = path.join(ctx.temp, `_runner_file_commands`);
  mkdirSync(stamp, { recursive: true });
  const files = {
    GITHUB_OUTPUT: path.join(stamp, `set_output_${index}`),
    GITHUB_STEP_SUMMARY: path.join(stamp, `step_summary_${index}`),
    GITHUB_ENV: path.join(stamp, `set_env_${index}`),
    GITHUB_PATH: path.join(stamp, `add_path_${index}`),
    GITHUB_STATE: path.join(stamp, `save_state_${index}`),
  };
  for (const file of Object.values(files)) writeFileSync(file, "");
  const stepEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(step.env ?? {}))
    stepEnv[name] = interpolate(String(value), ctx.contexts, ctx.status);
  (ctx.contexts.env as Value) = stepEnv;
  const env = { ...ctx.env, ...files, ...stepEnv };
  let result: { code: number; log: string };
  if (step.run !== undefined) {
    if (step.uses !== undefined) throw new Error(`step ${index}: both run and uses`);
    result = await spawnLogged(
      "bash",
      ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run],
      ctx.workspace,
      env,
    );
  } else {
    const inputs: Record<string, string> = {};
    for (const [name, value] of Object.entries(step.with ?? {}))
      inputs[name] = interpolate(String(value), ctx.contexts, ctx.status);
    result = await runUses(ctx, step.uses!, inputs, env);
  }
  for (const name of ["GITHUB_ENV", "GITHUB_PATH"] as const)
    if (readFileSync(files[name], "utf8") !== "") throw new Error(`step ${index}: ${name} is not emulated`);
  return {
    step: {
      conclusion: result.code === 0 ? "success" : "failure",
      outputs: commandFile(readFileSync(files.GITHUB_OUTPUT, "utf8")),
      log: result.log,
      annotations: annotationsOf(result.log),
    },
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, "utf8"),
  };
}

export function spawnLogged(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, log }));
  });
}

/** `::error file=…::message` workflow commands: the annotations GitHub would show. */
export function annotationsOf(log: string): Annotation[] {
  const found: Annotation[] = [];
  for (const line of log.split("\n")) {
    const match = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (match) found.push({ level: match[1] as Annotation["level"], properties: match[2] ?? "", message: match[3]! });
  }
  return found;
}

/** A GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` blocks. */
function commandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== block[2]; i++) value.push(lines[i]!);
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: ${block[1]} has no closing ${block[2]}`);
      values[block[1]!] = value.join("\n");
    } else if (line.includes("=")) {
      values[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    } else if (line !== "") throw new Error(`GITHUB_OUTPUT: unreadable line ${line}`);
  }
  return values;
}
