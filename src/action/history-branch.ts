import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { appendToHistory, decodeLine, type HistoryEntry } from "../gate/history.js";
import { git, type GitOptions } from "../util/git.js";

/**
 * The history on its own branch (input history-branch), the way github-action-benchmark
 * keeps its data on gh-pages: read with git, written as one commit on top of the branch and
 * pushed, retried when another run pushed first. Nothing touches the checkout: the commit
 * is built with a temporary index, so the code branch never gets a bot commit.
 */

/** Where the branch is fetched to: a ref of our own, so no remote-tracking ref is disturbed. */
function localRef(branch: string): string {
  return `refs/loopgate/${branch}`;
}

/** Fetches the branch; false when origin has no such branch yet. Throws on any other failure. */
export async function fetchHistoryBranch(branch: string, options: GitOptions): Promise<boolean> {
  const run = await git(
    ["fetch", "--no-tags", "--quiet", "--depth=1", "origin", `+refs/heads/${branch}:${localRef(branch)}`],
    options,
  );
  if (run.ok) return true;
  if (/couldn't find remote ref|not our ref|no such ref/i.test(run.stderr)) return false;
  throw new Error(`git fetch of history-branch "${branch}" failed: ${gitReason(run.stderr)}`);
}

/** A file of a commit or ref, or null when it holds none. */
export async function showFile(revision: string, file: string, options: GitOptions): Promise<string | null> {
  const run = await git(["show", `${revision}:${toGitPath(file)}`], options);
  return run.ok ? run.stdout : null;
}

/**
 * A file of a commit that a shallow checkout (the merge commit alone) may lack: the commit
 * is fetched from origin first. Null when the commit holds no such file.
 */
export async function showFileOfCommit(commit: string, file: string, options: GitOptions): Promise<string | null> {
  const present = await git(["cat-file", "-e", `${commit}^{commit}`], options);
  if (!present.ok) {
    const fetched = await git(["fetch", "--no-tags", "--quiet", "--depth=1", "origin", commit], options);
    if (!fetched.ok) throw new Error(`git fetch of the base commit ${commit} failed: ${gitReason(fetched.stderr)}`);
  }
  return showFile(commit, file, options);
}

/** History paths are relative to the branch's root, with `/`. */
export function toGitPath(file: string): string {
  return path.posix.normalize(file.split(path.sep).join("/")).replace(/^(\.\/)+/, "");
}

export interface PushedHistory {
  commit: string;
  attempts: number;
}

const PUSH_ATTEMPTS = 5;

/**
 * Commits `localFile` (this run's history, already appended) as `file` on the branch and
 * pushes it. A rejected push means another run pushed first: the branch is fetched again,
 * this run's entry appended to what is there now, and the push retried.
 */
export async function pushHistory(
  branch: string,
  file: string,
  localFile: string,
  runId: string | null,
  message: string,
  options: GitOptions & { retryDelayMs: number },
): Promise<PushedHistory> {
  const entry = entryOfRun(readFileSync(localFile, "utf8"), runId);
  let parent = (await fetchHistoryBranch(branch, options)) ? localRef(branch) : null;
  for (let attempt = 1; ; attempt++) {
    const commit = await commitFile(parent, toGitPath(file), readFileSync(localFile), message, options);
    const push = await git(["push", "--quiet", "origin", `${commit}:refs/heads/${branch}`], options);
    if (push.ok) return { commit, attempts: attempt };
    if (attempt >= PUSH_ATTEMPTS || entry === null)
      throw new Error(`git push to history-branch "${branch}" failed: ${gitReason(push.stderr)}`);
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs * attempt));
    parent = (await fetchHistoryBranch(branch, options)) ? localRef(branch) : null;
    const now = parent === null ? "" : ((await showFile(parent, file, options)) ?? "");
    writeFileSync(localFile, now);
    await appendToHistory(localFile, entry, { max: null });
  }
}

/** This run's line, to append again on top of a branch another run moved. */
function entryOfRun(text: string, runId: string | null): HistoryEntry | null {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  for (const line of lines.reverse()) {
    const decoded = decodeLine(line);
    if (decoded.ok && (runId === null || decoded.entry.runId === runId)) return decoded.entry;
  }
  return null;
}

/** One commit: the parent's tree with `file` replaced, built in a temporary index. */
async function commitFile(
  parent: string | null,
  file: string,
  bytes: Buffer,
  message: string,
  options: GitOptions,
): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "loopgate-history-"));
  try {
    const content = path.join(dir, "content");
    writeFileSync(content, bytes);
    const env = { ...options.env, ...BOT, GIT_INDEX_FILE: path.join(dir, "index") };
    const step = async (args: string[]) => {
      const run = await git(args, { cwd: options.cwd, env });
      if (!run.ok) throw new Error(`git ${args[0]} for the history commit failed: ${gitReason(run.stderr)}`);
      return run.stdout.trim();
    };
    await step(parent === null ? ["read-tree", "--empty"] : ["read-tree", parent]);
    const blob = await step(["hash-object", "-w", "--", content]);
    await step(["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`]);
    const tree = await step(["write-tree"]);
    return await step(["commit-tree", tree, ...(parent === null ? [] : ["-p", parent]), "-m", message]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The author GitHub shows for its own bot, as the shipped workflows used. */
const BOT = {
  GIT_AUTHOR_NAME: "github-actions[bot]",
  GIT_AUTHOR_EMAIL: "41898282+github-actions[bot]@users.noreply.github.com",
  GIT_COMMITTER_NAME: "github-actions[bot]",
  GIT_COMMITTER_EMAIL: "41898282+github-actions[bot]@users.noreply.github.com",
};

/** git's own reason: its `fatal:`/`error:` line, not the hint lines git prints after it. */
function gitReason(text: string): string {
  const lines = text.trim().split("\n");
  const reason = lines.find((line) => /^(fatal|error): /.test(line)) ?? lines.at(-1) ?? "";
  return reason.slice(0, 300) || "no message";
}

/**
 * The token for git, where the checkout left no credentials of its own (actions/checkout
 * with `persist-credentials: false` leaves none): two Authorization headers make GitHub
 * refuse the request.
 */
export async function gitCredentials(
  token: string | null,
  env: NodeJS.ProcessEnv,
  workspace: string,
): Promise<NodeJS.ProcessEnv> {
  if (token === null) return {};
  const server = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const existing = await git(["config", "--get-all", `http.${server}/.extraheader`], { cwd: workspace });
  return existing.ok && existing.stdout.trim() !== "" ? {} : tokenEnv(token, server);
}

/**
 * Credentials for git over HTTPS to the GitHub server, passed in the environment (never on
 * the command line, where other processes could read them), as actions/checkout sets them.
 */
export function tokenEnv(token: string | null, serverUrl: string | undefined): NodeJS.ProcessEnv {
  if (token === null) return {};
  const server = (serverUrl || "https://github.com").replace(/\/+$/, "");
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  return {
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: `http.${server}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
  };
}
