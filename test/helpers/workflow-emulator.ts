import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { startArtifactServer, type ArtifactServer } from "./artifact-server.js";
import { UserRepository, ZERO_SHA } from "./emulated-repo.js";
import { runJob, type JobRun, type JobSpec } from "./emulated-job.js";
import type { Value } from "./workflow-expressions.js";

/**
 * Plays GitHub for the example workflows: a user repository with a bare origin, events
 * (push, pull_request with its refs/pull/N/merge commit, workflow_run, workflow_dispatch)
 * that start the workflows committed in the repository, jobs in `needs` order with their
 * matrix legs, steps run as the runner runs them (emulated-job.ts). It supports exactly
 * what the examples use and throws on anything else, so a new construct in an example
 * fails the lifecycle test instead of being played wrong.
 */

export const REPOSITORY = "acme/agent";
const WORKFLOW_KEYS = new Set(["name", "on", "permissions", "concurrency", "jobs"]);

export interface Workflow {
  file: string;
  name: string;
  on: Record<string, Record<string, unknown> | null>;
  permissions: Record<string, string>;
  jobs: Record<string, JobSpec>;
}

export interface Comment {
  id: number;
  user: { login: string; type: string };
  body: string;
}

export interface PullRequest {
  number: number;
  headRef: string;
  headSha: string;
  /** owner/name of the head repository: REPOSITORY, or a fork's. */
  headRepo: string;
  baseRef: string;
  comments: Comment[];
  /** Label names, as the payload's pull_request.labels[].name. */
  labels: string[];
}

export interface WorkflowRun {
  id: number;
  attempt: number;
  workflow: Workflow;
  event: string;
  payload: Record<string, Value>;
  sha: string;
  ref: string;
  /** The pull request's head SHA, else `sha` (workflow_run.head_sha). */
  headSha: string;
  conclusion: "success" | "failure";
  /** Job id → its legs (one per matrix entry), in run order. */
  jobs: Map<string, JobRun[]>;
  /** Artifacts of the run (all attempts): name → files (path inside the artifact → bytes). */
  artifacts: Map<string, Map<string, Buffer>>;
  artifactServer: ArtifactServer;
  /** Ids of the results service's artifacts already in `artifacts`. */
  collected: Set<number>;
}

export class GitHub {
  readonly root: string;
  readonly repo: UserRepository;
  readonly pulls = new Map<number, PullRequest>();
  readonly runs: WorkflowRun[] = [];
  /** Job legs (by name, e.g. "replay (3/4)") whose runner is lost: they fail without running a step. */
  readonly lostLegs = new Set<string>();
  /** While set, new runs wait in `held` until `release` plays them (runs that overlap on GitHub). */
  hold = false;
  readonly held: WorkflowRun[] = [];
  private nextRunId = 9001;
  private nextComment = 1;

  constructor() {
    this.root = mkdtempSync(path.join(tmpdir(), "loopgate-github-"));
    this.repo = new UserRepository(this.root);
  }

  async close(): Promise<void> {
    for (const run of this.runs) await run.artifactServer.close();
    rmSync(this.root, { recursive: true, force: true });
  }

  /** A push of `branch` (committed with repo.commit) and every run it starts, workflow_run chains included. */
  async push(branch: string): Promise<WorkflowRun[]> {
    const { before, after } = this.repo.push(branch);
    return this.pushed(branch, before, after);
  }

  private async pushed(branch: string, before: string, after: string): Promise<WorkflowRun[]> {
    const payload: Record<string, Value> = {
      ref: `refs/heads/${branch}`,
      before,
      after,
      head_commit: { id: after, timestamp: this.repo.commitTime(after) },
      repository: repositoryPayload(),
    };
    const changed = this.repo.changedFiles(before, after, false);
    const started = this.workflowsAt(after).filter((w) => triggers(w, "push", { branch, changed }));
    return this.startAll(started, "push", payload, after, `refs/heads/${branch}`, after);
  }

  /** Opens a pull request from `headRef` (a branch pushed to the origin, or a fork's commit). */
  async openPullRequest(
    headRef: string,
    headSha: string,
    options: { fork?: string; baseRef?: string } = {},
  ): Promise<{ pr: PullRequest; runs: WorkflowRun[] }> {
    const pr: PullRequest = {
      number: this.pulls.size + 1,
      headRef,
      headSha,
      headRepo: options.fork ?? REPOSITORY,
      baseRef: options.baseRef ?? "main",
      comments: [],
      labels: [],
    };
    this.pulls.set(pr.number, pr);
    return { pr, runs: await this.pullRequestEvent(pr, "opened") };
  }

  /** New commits on the pull request's head. */
  async synchronize(pr: PullRequest, headSha: string): Promise<WorkflowRun[]> {
    pr.headSha = headSha;
    return this.pullRequestEvent(pr, "synchronize");
  }

  /** A label added to the pull request: a `labeled` event, which starts only workflows whose types list it. */
  async label(pr: PullRequest, name: string): Promise<WorkflowRun[]> {
    pr.labels.push(name);
    return this.pullRequestEvent(pr, "labeled");
  }

  /** The merge button: a merge commit pushed to the base branch, and its push runs. */
  async merge(pr: PullRequest): Promise<WorkflowRun[]> {
    const { before, after } = this.repo.mergeInto(pr.baseRef, pr.headSha, `Merge pull request #${pr.number}`);
    return this.pushed(pr.baseRef, before, after);
  }

  private async pullRequestEvent(pr: PullRequest, action: string): Promise<WorkflowRun[]> {
    const baseSha = this.repo.remoteSha(pr.baseRef);
    const merge = this.repo.updatePullRefs(pr.number, pr.headSha, baseSha);
    const fork = pr.headRepo !== REPOSITORY;
    const payload: Record<string, Value> = {
      action,
      number: pr.number,
      pull_request: {
        number: pr.number,
        head: { sha: pr.headSha, ref: pr.headRef, repo: { full_name: pr.headRepo, fork } },
        base: { sha: baseSha, ref: pr.baseRef, repo: { full_name: REPOSITORY } },
        labels: pr.labels.map((name) => ({ name })),
      },
      repository: repositoryPayload(),
    };
    const changed = this.repo.changedFiles(baseSha, pr.headSha, true);
    // GitHub runs the pull request's own copy of the workflows: the merge commit's.
    const started = this.workflowsAt(merge).filter((w) => triggers(w, "pull_request", { action, changed }));
    return this.startAll(started, "pull_request", payload, merge, `refs/pull/${pr.number}/merge`, pr.headSha);
  }

  /** "Run workflow" on a workflow file of the default branch. */
  async dispatch(file: string, ref = "main"): Promise<WorkflowRun[]> {
    const sha = this.repo.remoteSha(ref);
    const workflow = this.workflowsAt(sha).find((w) => w.file === file);
    if (!workflow || !("workflow_dispatch" in workflow.on)) throw new Error(`${file} has no workflow_dispatch trigger`);
    const payload = { ref: `refs/heads/${ref}`, inputs: {}, repository: repositoryPayload() };
    return this.startAll([workflow], "workflow_dispatch", payload, sha, `refs/heads/${ref}`, sha);
  }

  /** "Re-run all jobs": the same event, SHA and run id, the next attempt. */
  async rerun(run: WorkflowRun): Promise<WorkflowRun[]> {
    const again: WorkflowRun = { ...run, attempt: run.attempt + 1, jobs: new Map(), conclusion: "success" };
    this.runs.push(again);
    await this.execute(again);
    return [again, ...(await this.completed(again))];
  }

  private async startAll(
    workflows: Workflow[],
    event: string,
    payload: Record<string, Value>,
    sha: string,
    ref: string,
    headSha: string,
  ): Promise<WorkflowRun[]> {
    const runs: WorkflowRun[] = [];
    for (const workflow of workflows) {
      const run: WorkflowRun = {
        id: this.nextRunId++,
        attempt: 1,
        workflow,
        event,
        payload,
        sha,
        ref,
        headSha,
        conclusion: "success",
        jobs: new Map(),
        artifacts: new Map(),
        artifactServer: await startArtifactServer(),
        collected: new Set(),
      };
      this.runs.push(run);
      if (this.hold) {
        this.held.push(run);
        runs.push(run);
        continue;
      }
      await this.execute(run);
      runs.push(run, ...(await this.completed(run)));
    }
    return runs;
  }

  /** Plays a held run now, and the workflow_run runs its completion starts. */
  async release(run: WorkflowRun): Promise<WorkflowRun[]> {
    const at = this.held.indexOf(run);
    if (at < 0) throw new Error(`run ${run.id} is not held`);
    this.held.splice(at, 1);
    await this.execute(run);
    return [run, ...(await this.completed(run))];
  }

  /** workflow_run: the default branch's workflows that wait for this one. */
  private async completed(run: WorkflowRun): Promise<WorkflowRun[]> {
    const main = this.repo.remoteSha("main");
    const started = this.workflowsAt(main).filter((w) => triggers(w, "workflow_run", { workflow: run.workflow.name }));
    if (started.length === 0) return [];
    const pr = run.event === "pull_request" ? (run.payload.pull_request as Record<string, Value>) : null;
    const payload: Record<string, Value> = {
      action: "completed",
      workflow_run: {
        id: run.id,
        name: run.workflow.name,
        event: run.event,
        run_attempt: run.attempt,
        conclusion: run.conclusion,
        head_sha: run.headSha,
        head_branch: pr ? ((pr.head as Record<string, Value>).ref as string) : run.ref.replace("refs/heads/", ""),
        head_repository: {
          full_name: pr
            ? (((pr.head as Record<string, Value>).repo as Record<string, Value>).full_name as string)
            : REPOSITORY,
        },
        html_url: `https://github.com/${REPOSITORY}/actions/runs/${run.id}`,
        // GitHub lists no pull requests for a run from a fork.
        pull_requests: [],
      },
      repository: repositoryPayload(),
    };
    return this.startAll(started, "workflow_run", payload, main, "refs/heads/main", main);
  }

  private async execute(run: WorkflowRun): Promise<void> {
    const done = new Map<string, JobRun[]>();
    for (const jobId of jobOrder(run.workflow)) {
      const legs = await runJob(this, run, jobId, run.workflow.jobs[jobId]!, done);
      done.set(jobId, legs);
      run.jobs.set(jobId, legs);
    }
    const failed = [...run.jobs.values()].flat().some((leg) => leg.conclusion === "failure");
    run.conclusion = failed ? "failure" : "success";
  }

  workflowsAt(sha: string): Workflow[] {
    return [...this.repo.workflows(sha)].map(([file, text]) => parseWorkflow(file, text));
  }

  /** A directory for one job leg's workspace and runner temp. */
  jobDir(run: WorkflowRun, name: string): string {
    const dir = path.join(this.root, "runs", `${run.id}-${run.attempt}-${name.replace(/[^\w.-]+/g, "_")}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  addComment(pr: PullRequest, body: string): Comment {
    const comment = { id: this.nextComment++, user: { login: "github-actions[bot]", type: "Bot" }, body };
    pr.comments.push(comment);
    return comment;
  }
}

function repositoryPayload(): Record<string, Value> {
  return { full_name: REPOSITORY, default_branch: "main", name: REPOSITORY.split("/")[1]!, owner: { login: "acme" } };
}

export function parseWorkflow(file: string, text: string): Workflow {
  const raw = parse(text) as Record<string, unknown>;
  for (const key of Object.keys(raw)) if (!WORKFLOW_KEYS.has(key)) throw new Error(`${file}: unsupported key ${key}`);
  const on = raw.on as Workflow["on"];
  if (typeof on !== "object" || on === null || Array.isArray(on)) throw new Error(`${file}: on: must be a mapping`);
  return {
    file,
    name: (raw.name as string | undefined) ?? file,
    on,
    permissions: (raw.permissions as Record<string, string> | undefined) ?? {},
    jobs: raw.jobs as Record<string, JobSpec>,
  };
}

interface TriggerFacts {
  branch?: string;
  action?: string;
  changed?: string[];
  workflow?: string;
}

const TRIGGER_KEYS: Record<string, Set<string>> = {
  push: new Set(["branches", "paths"]),
  pull_request: new Set(["paths", "types"]),
  workflow_run: new Set(["workflows", "types"]),
  workflow_dispatch: new Set([]),
  schedule: new Set([]),
};

/** Whether `event` starts the workflow: its branches, types, paths and workflows filters. */
function triggers(workflow: Workflow, event: string, facts: TriggerFacts): boolean {
  for (const [name, filter] of Object.entries(workflow.on)) {
    const known = TRIGGER_KEYS[name];
    if (!known) throw new Error(`${workflow.file}: unsupported trigger ${name}`);
    for (const key of Object.keys(filter ?? {}))
      if (!known.has(key)) throw new Error(`${workflow.file}: unsupported filter on.${name}.${key}`);
  }
  if (!(event in workflow.on)) return false;
  const filter = (workflow.on[event] ?? {}) as Record<string, string[] | undefined>;
  if (filter.branches && !filter.branches.some((b) => globMatch(b, facts.branch!))) return false;
  const types = filter.types ?? (event === "pull_request" ? ["opened", "synchronize", "reopened"] : ["completed"]);
  if (event === "pull_request" && !types.includes(facts.action!)) return false;
  if (event === "workflow_run" && (!types.includes("completed") || !filter.workflows!.includes(facts.workflow!)))
    return false;
  if (filter.paths && !facts.changed!.some((file) => filter.paths!.some((p) => globMatch(p, file)))) return false;
  return true;
}

/** GitHub's filter patterns as the examples use them: `*` within a path segment, `**` across. */
export function globMatch(pattern: string, value: string): boolean {
  if (/[!?[\]{}+]/.test(pattern)) throw new Error(`unsupported filter pattern ${pattern}`);
  const source = pattern
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((s) => s.replace(/[.^$()|\\/]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*");
  return new RegExp(`^${source}$`).test(value);
}

/** Jobs in an order where every job comes after the jobs it needs. */
function jobOrder(workflow: Workflow): string[] {
  const order: string[] = [];
  const visit = (id: string, trail: string[]) => {
    if (order.includes(id)) return;
    if (trail.includes(id)) throw new Error(`${workflow.file}: needs cycle through ${id}`);
    const job = workflow.jobs[id];
    if (!job) throw new Error(`${workflow.file}: needs an unknown job ${id}`);
    for (const need of needsOf(job)) visit(need, [...trail, id]);
    order.push(id);
  };
  for (const id of Object.keys(workflow.jobs)) visit(id, []);
  return order;
}

export function needsOf(job: JobSpec): string[] {
  return job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
}

export { ZERO_SHA };
