import { execFileSync } from "node:child_process";

/** A fixed author and no system or user git config: the same commits on every machine. */
const GIT_ENV = {
  GIT_AUTHOR_NAME: "dev",
  GIT_AUTHOR_EMAIL: "dev@example.com",
  GIT_COMMITTER_NAME: "dev",
  GIT_COMMITTER_EMAIL: "dev@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
};

/** The environment of a process a test starts in a test repository: PATH, the git settings above, and `extra`. */
export function gitTestEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? "", ...GIT_ENV, ...extra };
}

/** Runs git in `cwd` with {@link gitTestEnv}; its standard output, trimmed. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: gitTestEnv(), encoding: "utf8" }).trim();
}
