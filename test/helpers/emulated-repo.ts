import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The real git binary with no user or system configuration leaking in. */
export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync("git", args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH ?? "", HOME: cwd, GIT_CONFIG_NOSYSTEM: "1", ...env },
    }).trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(`git ${args.join(" ")} (in ${cwd}): ${stderr.trim() || String(error)}`, { cause: error });
  }
}

export const ZERO_SHA = "0000000000000000000000000000000000000000";

/**
 * A user's repository on "GitHub": a bare origin, and a clone the test authors commits in
 * (as the user, at a fixed clock, so commit times and SHAs are the same on every run).
 */
export class UserRepository {
  readonly origin: string;
  readonly work: string;
  /** Seconds since the epoch of the next commit. */
  private clock = Date.UTC(2026, 10, 2, 9, 0, 0) / 1000;

  constructor(root: string) {
    this.origin = path.join(root, "origin.git");
    this.work = path.join(root, "author");
    mkdirSync(this.origin, { recursive: true });
    git(this.origin, ["init", "-q", "--bare", "-b", "main"]);
    git(root, ["clone", "-q", this.origin, this.work]);
  }

  get url(): string {
    return `file://${this.origin}`;
  }

  private authorEnv(): Record<string, string> {
    const date = `${this.clock} +0000`;
    this.clock += 60;
    return {
      GIT_AUTHOR_NAME: "Ada",
      GIT_AUTHOR_EMAIL: "ada@example.com",
      GIT_COMMITTER_NAME: "Ada",
      GIT_COMMITTER_EMAIL: "ada@example.com",
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    };
  }

  /** A commit on `branch` (created from `from`, else its remote tip), files set or (null) deleted. */
  commit(branch: string, files: Record<string, string | null>, message: string, from?: string): string {
    git(this.work, ["fetch", "-q", "origin"]);
    const start = from ?? (this.remoteSha(branch) || this.remoteSha("main") || null);
    if (start) git(this.work, ["checkout", "-q", "-B", branch, start]);
    else git(this.work, ["checkout", "-q", "--orphan", branch]);
    for (const [file, content] of Object.entries(files)) {
      const full = path.join(this.work, file);
      if (content === null) rmSync(full, { force: true });
      else {
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, content);
      }
    }
    git(this.work, ["add", "-A"]);
    git(this.work, ["commit", "-q", "--allow-empty", "-m", message], this.authorEnv());
    return git(this.work, ["rev-parse", "HEAD"]);
  }

  /** Pushes the local branch; returns the tips before and after. */
  push(branch: string): { before: string; after: string } {
    const before = this.remoteSha(branch) || ZERO_SHA;
    git(this.work, ["push", "-q", "origin", `${branch}:refs/heads/${branch}`]);
    return { before, after: this.remoteSha(branch) };
  }

  /** A commit pushed to the origin under another ref (a fork's branch, which GitHub mirrors as refs/pull/N/head). */
  pushRef(sha: string, ref: string): void {
    git(this.work, ["push", "-q", "origin", `${sha}:${ref}`]);
  }

  /** The branch's tip in the origin, "" when it does not exist. */
  remoteSha(ref: string): string {
    try {
      return git(this.origin, [
        "rev-parse",
        "--verify",
        "-q",
        `${ref.startsWith("refs/") ? ref : `refs/heads/${ref}`}^{commit}`,
      ]);
    } catch {
      return "";
    }
  }

  /** GitHub's refs/pull/N/head and refs/pull/N/merge (head merged into the base tip, as GitHub computes it). */
  updatePullRefs(number: number, headSha: string, baseSha: string): string {
    git(this.origin, ["update-ref", `refs/pull/${number}/head`, headSha]);
    const tree = git(this.origin, ["merge-tree", "--write-tree", baseSha, headSha]).split("\n")[0]!;
    const merge = git(
      this.origin,
      ["commit-tree", tree, "-p", baseSha, "-p", headSha, "-m", `Merge ${headSha} into ${baseSha}`],
      { ...this.authorEnv(), GIT_COMMITTER_NAME: "GitHub", GIT_COMMITTER_EMAIL: "noreply@github.com" },
    );
    git(this.origin, ["update-ref", `refs/pull/${number}/merge`, merge]);
    return merge;
  }

  /** GitHub's "Create a merge commit" button: base tip + PR head, pushed to the base branch. */
  mergeInto(base: string, headSha: string, message: string): { before: string; after: string } {
    git(this.work, ["fetch", "-q", "origin"]);
    git(this.work, ["checkout", "-q", "-B", base, `origin/${base}`]);
    git(this.work, ["fetch", "-q", "origin", headSha]);
    git(this.work, ["merge", "-q", "--no-ff", "-m", message, headSha], this.authorEnv());
    return this.push(base);
  }

  /** Files changed between two commits ("three-dot", as GitHub's paths filter sees a pull request). */
  changedFiles(base: string, head: string, threeDot: boolean): string[] {
    if (base === ZERO_SHA) return git(this.origin, ["ls-tree", "-r", "--name-only", head]).split("\n");
    const range = threeDot ? `${base}...${head}` : `${base}..${head}`;
    return git(this.origin, ["diff", "--name-only", range]).split("\n").filter(Boolean);
  }

  /** A file at a commit of the origin, null when absent. */
  show(ref: string, file: string): string | null {
    try {
      return git(this.origin, ["show", `${ref}:${file}`]);
    } catch {
      return null;
    }
  }

  /** The workflow files at a commit: path → text. */
  workflows(sha: string): Map<string, string> {
    const listing = git(this.origin, ["ls-tree", "--name-only", sha, ".github/workflows/"]);
    const files = new Map<string, string>();
    for (const file of listing.split("\n").filter((f) => /\.ya?ml$/.test(f))) files.set(file, this.show(sha, file)!);
    return files;
  }

  commitTime(sha: string): string {
    return git(this.origin, ["show", "-s", "--format=%cI", sha]);
  }
}
