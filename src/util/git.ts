import { execFile } from "node:child_process";

/**
 * git on the machine the run is on, for what only git knows: a commit's ancestors and the
 * files of another commit or branch. Arguments go to git as an argument list, never through
 * a shell; `--end-of-options` keeps a value from being read as an option.
 */
export interface GitOptions {
  cwd: string;
  /** Extra environment (credentials as GIT_CONFIG_* pairs, a temporary index). */
  env?: NodeJS.ProcessEnv;
}

export interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** A history file of 1,000 runs is a few MB; anything git prints beyond this is not ours. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export function git(args: string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile(
      "git",
      args,
      {
        cwd: options.cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...options.env },
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: "utf8",
      },
      (error, stdout, stderr) => resolve({ ok: error === null, stdout, stderr }),
    );
  });
}

const COMMIT = /^[0-9a-f]{7,64}$/i;

/**
 * The commit and its ancestors, nearest first (`--topo-order`, so a merge's parents come
 * before their own ancestors), at most `depth` commits back. Commits the clone lacks (a
 * shallow checkout) are fetched from `origin` with `fetchEnv` as credentials. Null when git
 * cannot tell (no repository, the commit unknown even after fetching).
 */
export async function ancestry(
  commit: string,
  depth: number,
  options: GitOptions & { fetch: boolean },
): Promise<string[] | null> {
  if (!COMMIT.test(commit)) return null;
  const wanted = depth + 1;
  const list = async () => {
    const run = await git(["rev-list", "--topo-order", `--max-count=${wanted}`, commit, "--"], options);
    return run.ok ? run.stdout.split("\n").filter((line) => COMMIT.test(line)) : null;
  };
  let commits = await list();
  if (commits !== null && (commits.length >= wanted || !(await isShallow(options)))) return commits;
  if (!options.fetch) return commits;
  // A shallow clone ends where its history was cut: fetch the commit with enough of its past.
  await git(["fetch", "--no-tags", "--quiet", `--depth=${wanted}`, "origin", commit], options);
  commits = await list();
  return commits;
}

async function isShallow(options: GitOptions): Promise<boolean> {
  const run = await git(["rev-parse", "--is-shallow-repository"], options);
  return run.ok && run.stdout.trim() === "true";
}
