import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "yaml";
import { git } from "./emulated-repo.js";
import { spawnLogged, type StepContext } from "./emulated-job.js";
import { actionNode, ACTION_BUNDLE, ROOT } from "./run-action.js";
import { globMatch, REPOSITORY, type WorkflowRun } from "./workflow-emulator.js";
import { zipEntries } from "./zip-entries.js";
import { interpolate } from "./workflow-expressions.js";

/**
 * The `uses:` steps of the examples. The loopgate action runs for real (the bundle as a
 * process, with its artifact upload against the run's loopback results service);
 * checkout, upload-artifact, download-artifact and github-script are emulated with the
 * inputs and behaviour of the pinned releases. Any other action, or an input an emulation
 * does not know, throws.
 */

/** The loopgate action as the examples reference it (the placeholder owner and SHA). */
const LOOPGATE = /^your-org\/loopgate@[0-9a-f]{40}$/;
const EMULATED: Record<string, { inputs: string[]; run: Emulation }> = {};
type Emulation = (ctx: StepContext, inputs: Record<string, string>, env: Record<string, string>) => Promise<string>;

/** A step's failure as the runner logs it: the step fails, the job goes on to `if: always()` steps. */
class StepFailure extends Error {}

export async function runUses(
  ctx: StepContext,
  uses: string,
  inputs: Record<string, string>,
  env: Record<string, string>,
): Promise<{ code: number; log: string }> {
  if (LOOPGATE.test(uses)) return runLoopgate(ctx, inputs, env);
  const action = uses.replace(/@[0-9a-f]{40}$/, "");
  const emulation = EMULATED[action];
  if (!emulation) throw new Error(`uses: ${uses} is not emulated`);
  for (const name of Object.keys(inputs))
    if (!emulation.inputs.includes(name)) throw new Error(`uses: ${action}: input ${name} is not emulated`);
  try {
    return { code: 0, log: await emulation.run(ctx, inputs, env) };
  } catch (error) {
    if (!(error instanceof StepFailure)) throw error;
    return { code: 1, log: `::error::${error.message}\n` };
  }
}

const actionYml = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string }>;
};

/** `node dist/index.js` as the runner starts a node24 action: INPUT_* for every input, defaults included. */
async function runLoopgate(
  ctx: StepContext,
  inputs: Record<string, string>,
  env: Record<string, string>,
): Promise<{ code: number; log: string }> {
  const inputEnv: Record<string, string> = {};
  // The runner evaluates a default like `${{ github.token }}` in the step's contexts.
  for (const [name, spec] of Object.entries(actionYml.inputs))
    inputEnv[`INPUT_${name.toUpperCase()}`] = inputs[name] ?? interpolate(spec.default ?? "", ctx.contexts, ctx.status);
  for (const name of Object.keys(inputs))
    if (!(name in actionYml.inputs)) throw new Error(`loopgate: unknown input ${name}`);
  const server = ctx.run.artifactServer;
  const result = await spawnLogged(actionNode(), [ACTION_BUNDLE], ctx.workspace, {
    ...env,
    ...inputEnv,
    ...server.env,
  });
  collectUploads(ctx.run);
  return result;
}

/** Artifacts the action uploaded to the results service, unzipped into the run's store. */
function collectUploads(run: WorkflowRun): void {
  const live = new Set(run.artifactServer.artifacts.map((artifact) => artifact.id));
  for (const artifact of run.artifactServer.artifacts) {
    if (artifact.finalizeRequest === null || artifact.committed === null || run.collected.has(artifact.id)) continue;
    // The same name again is fine only when the service deleted the earlier one (a re-run's upload replaces it).
    const replaces = [...run.collected].some((id) => !live.has(id));
    if (run.artifacts.has(artifact.name) && !replaces)
      throw new Error(`artifact ${artifact.name}: uploaded by the action and by upload-artifact; not emulated`);
    run.collected.add(artifact.id);
    run.artifacts.set(artifact.name, zipEntries(artifact.committed));
  }
}

EMULATED["actions/checkout"] = {
  inputs: ["repository", "ref", "path", "fetch-depth", "persist-credentials"],
  run: async (ctx, inputs) => {
    const dir = path.resolve(ctx.workspace, inputs.path ?? ".");
    if (inputs.repository !== undefined && inputs.repository !== REPOSITORY) {
      // The reviewed loopgate commit, as fork-safe.yml checks it out: this tree's built bundle.
      if (inputs.repository !== "your-org/loopgate") throw new Error(`checkout: repository ${inputs.repository}`);
      mkdirSync(dir, { recursive: true });
      symlinkSync(path.join(ROOT, "dist"), path.join(dir, "dist"));
      return `checked out ${inputs.repository} at ${inputs.ref}\n`;
    }
    return checkoutRepository(ctx, dir, inputs);
  },
};

/** The runner's checkout: the event's commit (refs/pull/N/merge for a pull request), shallow unless fetch-depth: 0. */
function checkoutRepository(ctx: StepContext, dir: string, inputs: Record<string, string>): string {
  const run = ctx.run;
  if (inputs.ref !== undefined) throw new Error("checkout: ref is not emulated for this repository");
  const depth = inputs["fetch-depth"] ?? "1";
  mkdirSync(dir, { recursive: true });
  git(dir, ["init", "-q"]);
  git(dir, ["remote", "add", "origin", ctx.github.repo.url]);
  const branch = run.ref.startsWith("refs/heads/") ? run.ref.slice("refs/heads/".length) : null;
  const remoteRef = branch ? `refs/remotes/origin/${branch}` : run.ref.replace(/^refs\//, "refs/remotes/");
  const deepen = depth === "0" ? [] : [`--depth=${depth}`];
  if (depth === "0")
    git(dir, [
      "fetch",
      "-q",
      "--prune",
      "--no-recurse-submodules",
      "origin",
      "+refs/heads/*:refs/remotes/origin/*",
      "+refs/tags/*:refs/tags/*",
    ]);
  git(dir, ["fetch", "-q", "--no-tags", ...deepen, "origin", `+${run.sha}:${remoteRef}`]);
  if (branch) git(dir, ["checkout", "-q", "--force", "-B", branch, remoteRef]);
  else git(dir, ["checkout", "-q", "--force", "--detach", remoteRef]);
  // Without persisted credentials (or with a read-only token) a push is refused, as on GitHub.
  const canPush = inputs["persist-credentials"] !== "false" && ctx.permissions.contents === "write";
  if (!canPush) git(dir, ["config", "remote.origin.pushurl", "https://x-access-token:none@github.invalid/refused"]);
  return `checked out ${run.sha} (${run.ref})\n`;
}

EMULATED["actions/upload-artifact"] = {
  inputs: ["name", "path", "retention-days", "overwrite", "if-no-files-found", "include-hidden-files"],
  run: async (ctx, inputs) => {
    const name = inputs.name ?? "artifact";
    if (/[\n*?[\]!]/.test(inputs.path ?? "")) throw new Error(`upload-artifact: path patterns are not emulated`);
    const source = path.resolve(ctx.workspace, inputs.path!);
    const files = existsSync(source) ? collectFiles(source, inputs["include-hidden-files"] === "true") : new Map();
    if (files.size === 0) {
      const mode = inputs["if-no-files-found"] ?? "warn";
      if (mode === "error") throw new StepFailure(`No files were found with the provided path: ${inputs.path}`);
      return `::warning::No files were found with the provided path: ${inputs.path}. No artifacts will be uploaded.\n`;
    }
    if (ctx.run.artifacts.has(name) && inputs.overwrite !== "true")
      throw new StepFailure(
        `Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run`,
      );
    ctx.run.artifacts.set(name, files);
    return `Artifact ${name} uploaded (${files.size} files)\n`;
  },
};

function collectFiles(source: string, hidden: boolean): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!lstatSync(source).isDirectory()) return files.set(path.basename(source), readFileSync(source));
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!hidden && entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else files.set(`${prefix}${entry.name}`, readFileSync(full));
    }
  };
  walk(source, "");
  return files;
}

EMULATED["actions/download-artifact"] = {
  inputs: ["name", "pattern", "path", "run-id", "github-token", "merge-multiple"],
  run: async (ctx, inputs) => {
    const run = downloadSource(ctx, inputs);
    const dest = path.resolve(ctx.workspace, inputs.path ?? ".");
    const write = (files: Map<string, Buffer>, dir: string) => {
      for (const [file, bytes] of files) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), bytes);
      }
    };
    if (inputs.name !== undefined) {
      const files = run.artifacts.get(inputs.name);
      if (!files) throw new StepFailure(`Unable to download artifact(s): Artifact not found for name: ${inputs.name}`);
      write(files, dest);
      return `downloaded ${inputs.name}\n`;
    }
    const names = [...run.artifacts.keys()].filter((n) => inputs.pattern === undefined || globMatch(inputs.pattern, n));
    for (const name of names)
      write(run.artifacts.get(name)!, inputs["merge-multiple"] === "true" ? dest : path.join(dest, name));
    return `Total of ${names.length} artifact(s) downloaded\n`;
  },
};

/** This run, or (with run-id and a token) another run of the repository. */
function downloadSource(ctx: StepContext, inputs: Record<string, string>): WorkflowRun {
  if (inputs["run-id"] === undefined) return ctx.run;
  if (!inputs["github-token"]) throw new StepFailure("run-id needs github-token");
  const id = Number(inputs["run-id"]);
  const run = ctx.github.runs.filter((r) => r.id === id).at(-1);
  if (!run) throw new StepFailure(`no workflow run ${inputs["run-id"]}`);
  return run;
}

EMULATED["actions/github-script"] = {
  inputs: ["script", "github-token"],
  run: async (ctx, inputs, env) => {
    const log: string[] = [];
    let failed: string | null = null;
    const core = {
      info: (m: string) => log.push(m),
      debug: () => {},
      notice: (m: string) => log.push(`::notice::${m}`),
      warning: (m: string) => log.push(`::warning::${m}`),
      error: (m: string) => log.push(`::error::${m}`),
      // As in @actions/core: the step fails when the script ends; the script goes on.
      setFailed: (m: string) => {
        failed = m;
      },
    };
    const script = new AsyncFunction("require", "github", "context", "core", "process", inputs.script!);
    try {
      await script(createRequire(path.join(ctx.workspace, "index.js")), restClient(ctx), scriptContext(ctx), core, {
        env,
      });
    } catch (error) {
      if (error instanceof StepFailure) throw new StepFailure([...log, error.message].join("\n"));
      throw new StepFailure([...log, `Unhandled error: ${String(error)}`].join("\n"));
    }
    if (failed !== null) throw new StepFailure([...log, failed].join("\n"));
    return log.map((line) => `${line}\n`).join("");
  },
};

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<unknown>;

function scriptContext(ctx: StepContext): Record<string, unknown> {
  const [owner, repo] = REPOSITORY.split("/");
  return {
    payload: ctx.run.payload,
    repo: { owner, repo },
    eventName: ctx.run.event,
    sha: ctx.run.sha,
    runId: ctx.run.id,
  };
}

/** The REST calls the examples make, against the emulated pull requests; any other call throws. */
function restClient(ctx: StepContext): Record<string, unknown> {
  const pull = (number: unknown) => {
    const pr = ctx.github.pulls.get(Number(number));
    if (!pr) throw new Error(`HttpError: Not Found (pull ${String(number)})`);
    return pr;
  };
  const mayWrite = () => {
    if (ctx.permissions["pull-requests"] !== "write" && ctx.permissions.issues !== "write")
      throw new Error("HttpError: Resource not accessible by integration (403)");
  };
  const rest = {
    pulls: {
      get: async (p: { pull_number: number }) => {
        const pr = pull(p.pull_number);
        const base = { sha: ctx.github.repo.remoteSha(pr.baseRef), ref: pr.baseRef, repo: { full_name: REPOSITORY } };
        return {
          data: {
            number: pr.number,
            head: { sha: pr.headSha, ref: pr.headRef, repo: { full_name: pr.headRepo } },
            base,
          },
        };
      },
    },
    issues: {
      listComments: async (p: { issue_number: number }) => ({
        data: pull(p.issue_number).comments.map((c) => ({ ...c })),
      }),
      createComment: async (p: { issue_number: number; body: string }) => {
        mayWrite();
        return { data: ctx.github.addComment(pull(p.issue_number), p.body) };
      },
      updateComment: async (p: { comment_id: number; body: string }) => {
        mayWrite();
        const comment = [...ctx.github.pulls.values()].flatMap((pr) => pr.comments).find((c) => c.id === p.comment_id);
        if (!comment) throw new Error("HttpError: Not Found (comment)");
        comment.body = p.body;
        return { data: comment };
      },
    },
  };
  const paginate = async (method: (p: unknown) => Promise<{ data: unknown[] }>, params: unknown) =>
    (await method(params)).data;
  return strict(
    {
      rest: strict({ pulls: strict(rest.pulls, "rest.pulls"), issues: strict(rest.issues, "rest.issues") }, "rest"),
      paginate,
    },
    "github",
  );
}

/** An object whose missing properties throw, so a script calling an API the emulator lacks fails loudly. */
function strict<T extends object>(target: T, name: string): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === "string" && !(key in object) && key !== "then")
        throw new Error(`github-script emulation: ${name}.${key} is not emulated`);
      return (object as Record<string | symbol, unknown>)[key];
    },
  });
}
