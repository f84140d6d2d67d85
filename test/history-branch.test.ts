import { execFile, execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test, vi } from "vitest";
import { NO_UPLOAD, readReport, regressCarefulCase, Workspaces } from "./helpers/action-cases.js";
import { git, gitTestEnv } from "./helpers/git-env.js";
import { startGitHttpServer } from "./helpers/git-http-server.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { runActionInProcess } from "./helpers/run-action-in-process.js";
import type { Workspace } from "./helpers/run-action.js";

/**
 * The baseline by ancestry and the history on its own branch, against real git
 * repositories in temporary folders: a bare origin, a clone as the runner's workspace.
 */
vi.mock("@actions/core", () => import("./helpers/core-stub.js"));

const temps: string[] = [];
const workspaces = new Workspaces();
afterAll(() => {
  workspaces.removeAll();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const execFileAsync = promisify(execFile);

function commit(cwd: string, message: string): string {
  git(cwd, "commit", "--allow-empty", "-q", "-m", message);
  return git(cwd, "rev-parse", "HEAD");
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A history line of the committed gate fixture (a blessed run of fixtures/gate/baseline), re-dated. */
function historyLine(runId: string, commitSha: string, blessed = true): string {
  const first = JSON.parse(readFileSync(path.join(ROOT, "fixtures/gate/history.jsonl"), "utf8").split("\n")[0]!);
  return JSON.stringify({ ...first, runId, commit: commitSha, blessed });
}

function cli(cwd: string, args: string[]): { code: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [CLI, ...args], {
      cwd,
      env: gitTestEnv({ LOOPGATE_RUN_ID: "900", LOOPGATE_REF: "refs/pull/3/merge" }),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("loopgate replay --baseline-from-history --baseline-commit: the nearest blessed ancestor", () => {
  const repo = tempDir("loopgate-ancestry-");
  git(repo, "init", "-q", "-b", "main");
  const a = commit(repo, "A");
  const b = commit(repo, "B");
  const c = commit(repo, "C");
  git(repo, "checkout", "-q", "-b", "side", a);
  const z = commit(repo, "Z: a branch that never merged");
  git(repo, "checkout", "-q", "main");
  const history = path.join(repo, "history.jsonl");
  // File order is not ancestry: B's runs are in no order, and the last line is a commit off main's line.
  writeFileSync(
    history,
    [
      historyLine("10", a),
      historyLine("12", b),
      historyLine("11", b),
      historyLine("13", c, false),
      historyLine("14", z),
    ]
      .map((line) => `${line}\n`)
      .join(""),
  );
  const replay = (json: string, extra: string[]) =>
    cli(repo, [
      "replay",
      path.join(ROOT, "fixtures/gate/baseline"),
      "--baseline-from-history",
      history,
      "--baseline-ref",
      "main",
      "--baseline-commit",
      c,
      "--fail-on-regression",
      "--json",
      path.join(repo, json),
      "--markdown",
      path.join(repo, `${json}.md`),
      ...extra,
    ]);
  const report = (json: string) =>
    JSON.parse(readFileSync(path.join(repo, json), "utf8")) as {
      comparison: { baseline: { runId: string; commit: string }; notes: string[] };
    };

  test("C has no blessed run: its parent B's, the higher run id of B's two, never the last line", () => {
    const run = replay("near.json", []);
    expect(run.code).toBe(0);
    expect(report("near.json").comparison.baseline).toMatchObject({ runId: "12", commit: b });
    expect(report("near.json").comparison.notes).toEqual([]);
    // The trend follows C's ancestry, oldest commit first; Z's run is off the line and C's was never blessed.
    const markdown = readFileSync(path.join(repo, "near.json.md"), "utf8");
    const short = (sha: string) => sha.slice(0, 7);
    expect(markdown).toContain(`  x-axis ["${short(a)}", "${short(b)}", "${short(b)}", "${short(c)}", "run 5"]`);
  });

  test("--baseline-depth bounds the walk: beyond it, the newest blessed run of the ref, with the note", () => {
    const run = replay("far.json", ["--baseline-depth", "0"]);
    expect(run.code).toBe(0);
    expect(report("far.json").comparison.baseline).toMatchObject({ runId: "14", commit: z });
    expect(report("far.json").comparison.notes).toEqual([
      `No blessed run of the base commit ${c} or of its ancestors within 0 commits in the history; compared with the newest blessed run of main instead.`,
    ]);
    expect(replay("one.json", ["--baseline-depth", "1"]).code).toBe(0);
    expect(report("one.json").comparison.baseline).toMatchObject({ runId: "12", commit: b });
  });

  test("--baseline-depth without --baseline-from-history, or not a whole number, is a usage error", () => {
    const without = cli(repo, ["replay", path.join(ROOT, "fixtures/gate/baseline"), "--baseline-depth", "3"]);
    expect([without.code, without.stderr.trim()]).toEqual([
      2,
      "loopgate replay: --baseline-depth needs --baseline-from-history (see 'loopgate replay --help')",
    ]);
    const bad = replay("bad.json", ["--baseline-depth", "1.5"]);
    expect([bad.code, bad.stderr.trim()]).toEqual([
      2,
      `loopgate replay: --baseline-depth must be a whole number, got "1.5" (see 'loopgate replay --help')`,
    ]);
  });
});

interface Origin {
  bare: string;
  ws: Workspace;
  /** main's commits, oldest first. */
  commits: string[];
}

const PUSH = (runId: string, sha: string) => ({
  GITHUB_REF: "refs/heads/main",
  GITHUB_REF_NAME: "main",
  GITHUB_RUN_ID: runId,
  GITHUB_SHA: sha,
  GITHUB_EVENT_NAME: "push",
});

/**
 * A bare origin and the runner's clone of main: P, then A holding the history as teams kept
 * it in the repository before the data branch (P's blessed run, written by the action).
 */
async function originWithClone(): Promise<Origin> {
  const bare = tempDir("loopgate-origin-");
  git(bare, "init", "-q", "--bare", "-b", "main");
  const ws = workspaces.make();
  git(ws.dir, "init", "-q", "-b", "main");
  writeFileSync(path.join(ws.dir, ".git", "info", "exclude"), ".runner-temp/\nrecordings/\nloopgate-report/\n");
  const parent = commit(ws.dir, "P");
  const legacy = await runActionInProcess(
    ws,
    { ...NO_UPLOAD, history: "history.jsonl", bless: "true", "fail-on-regression": "false" },
    PUSH("50", parent),
  );
  expect(legacy.outputs.blessed).toBe("true");
  git(ws.dir, "add", "history.jsonl");
  const withHistory = commit(ws.dir, "A: the history as teams kept it before the data branch");
  git(ws.dir, "remote", "add", "origin", bare);
  git(ws.dir, "push", "-q", "origin", "main");
  return { bare, ws, commits: [parent, withHistory] };
}

function pullRequest(ws: Workspace, runId: string, baseSha: string): Record<string, string> {
  const event = path.join(ws.runnerTemp, `event-${runId}.json`);
  writeFileSync(event, JSON.stringify({ pull_request: { number: 7, base: { sha: baseSha, ref: "main" } } }));
  return {
    GITHUB_REF: "refs/pull/7/merge",
    GITHUB_BASE_REF: "main",
    GITHUB_RUN_ID: runId,
    GITHUB_SHA: "f".repeat(40),
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
  };
}

const BLESS = {
  ...NO_UPLOAD,
  baseline: "history.jsonl",
  history: "history.jsonl",
  bless: "true",
  "fail-on-regression": "false",
  "history-branch": "loopgate-history",
  token: "",
};
const CHECK = { ...NO_UPLOAD, baseline: "history.jsonl", "history-branch": "loopgate-history", token: "" };

function branchHistory(bare: string): { runId: string; commit: string; blessed: boolean }[] {
  return git(bare, "show", "loopgate-history:history.jsonl")
    .split("\n")
    .map((line) => JSON.parse(line) as { runId: string; commit: string; blessed: boolean });
}

describe("the action with history-branch", () => {
  test("reads main's file until the first bless writes the data branch; then reads the branch; main gets no bot commit", async () => {
    const { bare, ws, commits } = await originWithClone();
    const [parent, head] = commits as [string, string];
    const short = (sha: string) => sha.slice(0, 7);

    const before = await runActionInProcess(ws, CHECK, pullRequest(ws, "200", head));
    expect(before.outputs).toMatchObject({
      baseline: `main@${short(parent)} (${short(head)}:history.jsonl)`,
      "baseline-commit": parent,
      "history-commit": "",
    });
    expect(before.summary).not.toContain("[!IMPORTANT]");

    const bless = await runActionInProcess(ws, BLESS, PUSH("201", head));
    expect(bless.code).toBe(0);
    const branchHead = git(bare, "rev-parse", "refs/heads/loopgate-history");
    expect(bless.outputs).toMatchObject({ blessed: "true", "history-commit": branchHead });
    expect(branchHistory(bare)).toEqual([
      expect.objectContaining({ runId: "50", commit: parent, blessed: true }),
      expect.objectContaining({ runId: "201", commit: head, blessed: true }),
    ]);
    expect(git(bare, "log", "--format=%s", "loopgate-history")).toBe(`loopgate: bless run 201 (${short(head)})`);
    expect(git(bare, "rev-parse", "refs/heads/main")).toBe(head);
    expect(git(ws.dir, "status", "--porcelain")).toBe("");

    regressCarefulCase(ws);
    const pr = await runActionInProcess(ws, CHECK, pullRequest(ws, "202", head));
    expect(pr.code).toBe(1);
    expect(pr.outputs).toMatchObject({
      result: "regressed",
      baseline: `main@${short(head)} (loopgate-history:history.jsonl)`,
      "baseline-commit": head,
      "history-commit": "",
    });
    expect(readReport(ws).comparison!.regressions.map((r) => `${r.caseId}:${r.rule}`)).toEqual([
      "f1-careful:PASS_TO_FAIL",
    ]);
    expect(git(bare, "rev-parse", "refs/heads/loopgate-history")).toBe(branchHead);
  });

  test("a push race: the branch moved under the run, which appends to the new tip and pushes again", async () => {
    const { bare, ws, commits } = await originWithClone();
    const head = commits[1]!;
    await runActionInProcess(ws, BLESS, PUSH("300", head));
    // Another run's commit on the data branch, pushed by the hook while this run's push is under way.
    const other = tempDir("loopgate-other-");
    git(other, "clone", "-q", "--branch", "loopgate-history", bare, ".");
    writeFileSync(
      path.join(other, "history.jsonl"),
      `${readFileSync(path.join(other, "history.jsonl"), "utf8")}${historyLine("301", head)}\n`,
    );
    git(other, "commit", "-q", "-am", "loopgate: bless run 301");
    const raced = git(other, "rev-parse", "HEAD");
    const hook = path.join(bare, "hooks", "pre-receive");
    const marker = path.join(bare, "raced");
    writeFileSync(
      hook,
      [
        "#!/bin/sh",
        `[ -e "${marker}" ] && exit 0`,
        `touch "${marker}"`,
        `env -u GIT_QUARANTINE_PATH -u GIT_OBJECT_DIRECTORY -u GIT_ALTERNATE_OBJECT_DIRECTORIES git fetch -q "${other}" HEAD`,
        `env -u GIT_QUARANTINE_PATH -u GIT_OBJECT_DIRECTORY -u GIT_ALTERNATE_OBJECT_DIRECTORIES git update-ref refs/heads/loopgate-history ${raced}`,
        "exit 1",
        "",
      ].join("\n"),
    );
    chmodSync(hook, 0o755);
    const second = await runActionInProcess(ws, BLESS, PUSH("302", head));
    expect(second.code).toBe(0);
    expect(existsSync(marker)).toBe(true);
    expect(branchHistory(bare).map((entry) => entry.runId)).toEqual(["50", "300", "301", "302"]);
    expect(second.outputs["history-commit"]).toBe(git(bare, "rev-parse", "refs/heads/loopgate-history"));
    expect(git(bare, "rev-parse", "refs/heads/loopgate-history^")).toBe(raced);
  });

  test("with history-branch, baseline and history are paths inside the branch", async () => {
    const { ws } = await originWithClone();
    const run = await runActionInProcess(ws, { ...CHECK, baseline: "/tmp/history.jsonl" }, PUSH("400", "a".repeat(40)));
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("error");
    expect(run.stdout).toContain(
      'input "baseline" must be a path inside history-branch (e.g. history.jsonl) when history-branch is set, got "/tmp/history.jsonl"',
    );
  });

  test("a checkout without origin: the step fails with git's own reason, not its hint lines", async () => {
    const ws = workspaces.make();
    git(ws.dir, "init", "-q", "-b", "main");
    const head = commit(ws.dir, "P");
    const run = await runActionInProcess(ws, CHECK, pullRequest(ws, "500", head));
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("error");
    expect(run.stdout).toContain(
      `git fetch of history-branch "loopgate-history" failed: fatal: 'origin' does not appear to be a git repository`,
    );
  });

  test("a pull request is judged with the base commit's loopgate.json, never its own", async () => {
    const { ws, commits } = await originWithClone();
    const head = commits[1]!;
    const base = await runActionInProcess(ws, { ...NO_UPLOAD }, PUSH("500", head));
    // The pull request calls the write tool a read: nothing would be tested, nothing could fail.
    writeFileSync(path.join(ws.dir, "loopgate.json"), JSON.stringify({ tools: { book_room: { class: "read" } } }));
    const own = await runActionInProcess(ws, { ...NO_UPLOAD }, PUSH("501", head));
    const pr = await runActionInProcess(ws, { ...NO_UPLOAD }, pullRequest(ws, "502", head));
    expect(Number(own.outputs["not-tested"])).toBeGreaterThan(Number(pr.outputs["not-tested"]));
    expect(pr.outputs).toMatchObject({
      "not-tested": base.outputs["not-tested"],
      failed: base.outputs.failed,
      passed: base.outputs.passed,
    });
    expect(pr.stdout).toContain(
      "::warning::loopgate: this pull request changes loopgate.json; it is judged with the base commit's (none: the base has no config file). The change applies once merged and blessed.",
    );
  });
});

describe("the base commit's loopgate.json over HTTPS with the job's token", () => {
  const TOKEN = "ghs_loopgateTestToken0123456789abcdefXYZ";
  const basic = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString("base64")}`;

  /**
   * A private origin behind the token; the base B holds a loopgate.json that calls the write
   * tool a read, the pull request's head H removes it. The workspace is a depth-1 checkout of
   * H made with `persist-credentials: false`: B is not in it and git holds no credentials.
   */
  async function shallowCheckoutWithoutCredentials() {
    const root = tempDir("loopgate-git-http-");
    git(root, "init", "-q", "--bare", "-b", "main", "repo.git");
    const author = tempDir("loopgate-author-");
    git(author, "init", "-q", "-b", "main");
    writeFileSync(path.join(author, "loopgate.json"), JSON.stringify({ tools: { book_room: { class: "read" } } }));
    git(author, "add", "loopgate.json");
    const base = commit(author, "B: book_room is a read");
    git(author, "rm", "-q", "loopgate.json");
    const head = commit(author, "H: the pull request drops loopgate.json");
    git(author, "push", "-q", path.join(root, "repo.git"), "main");
    const server = await startGitHttpServer(root, TOKEN);
    const ws = workspaces.make();
    git(ws.dir, "init", "-q", "-b", "pr");
    git(ws.dir, "remote", "add", "origin", `${server.url}/repo.git`);
    // Not execFileSync: the server answers on this process's event loop.
    await execFileAsync("git", ["-c", `http.extraheader=${basic}`, "fetch", "-q", "--depth=1", "origin", "main"], {
      cwd: ws.dir,
      env: gitTestEnv({ GIT_TERMINAL_PROMPT: "0" }),
    });
    git(ws.dir, "checkout", "-q", "--detach", "FETCH_HEAD");
    expect(git(ws.dir, "cat-file", "-t", head)).toBe("commit");
    expect(() => git(ws.dir, "cat-file", "-e", `${base}^{commit}`)).toThrow();
    server.requests.length = 0;
    return { ws, base, head, server };
  }

  test("the action fetches the base commit with its token input, and judges with the base's file", async () => {
    const { ws, base, head, server } = await shallowCheckoutWithoutCredentials();
    try {
      const env = { ...pullRequest(ws, "700", base), GITHUB_SERVER_URL: server.url };
      const pr = await runActionInProcess(ws, { ...NO_UPLOAD, token: TOKEN }, env);
      expect(pr.outputs.result).toBe("regressed");
      expect(pr.stdout.split("\n").slice(0, 2)).toEqual([
        `::add-mask::${TOKEN}`,
        `loopgate: config: ${base.slice(0, 7)}:loopgate.json`,
      ]);
      expect(pr.stdout.split(TOKEN).length).toBe(2);
      expect(server.requests.length).toBeGreaterThan(0);
      expect(server.requests.filter((request) => !request.authorized)).toEqual([]);
      writeFileSync(path.join(ws.dir, "loopgate.json"), JSON.stringify({ tools: { book_room: { class: "read" } } }));
      const withBaseFile = await runActionInProcess(ws, NO_UPLOAD, PUSH("701", head));
      rmSync(path.join(ws.dir, "loopgate.json"));
      const withoutFile = await runActionInProcess(ws, NO_UPLOAD, PUSH("702", head));
      expect(pr.outputs["not-tested"]).toBe(withBaseFile.outputs["not-tested"]);
      expect(pr.outputs["not-tested"]).not.toBe(withoutFile.outputs["not-tested"]);
      expect(pr.stdout).toContain(
        `::warning::loopgate: this pull request changes loopgate.json; it is judged with the base commit's (${base.slice(0, 7)}:loopgate.json).`,
      );
    } finally {
      await server.close();
    }
  });

  test("without a token the fetch is refused, and the step says which file of which commit it could not read", async () => {
    const { ws, base, server } = await shallowCheckoutWithoutCredentials();
    try {
      const env = { ...pullRequest(ws, "710", base), GITHUB_SERVER_URL: server.url };
      const pr = await runActionInProcess(ws, { ...NO_UPLOAD, token: "" }, env);
      expect(pr.code).toBe(1);
      expect(pr.outputs.result).toBe("error");
      expect(server.requests.map((request) => request.authorized)).toEqual([false]);
      expect(pr.stdout).toContain(
        `loopgate.json of the base commit ${base} could not be read: git fetch of the base commit ${base} failed: fatal: could not read Username`,
      );
    } finally {
      await server.close();
    }
  });
});

/** The ```sh block under "## Upgrading" in docs/action.md, exactly as a reader copies it. */
function upgradeCommands(): string {
  const docs = readFileSync(path.join(ROOT, "docs", "action.md"), "utf8");
  const section = docs.slice(docs.indexOf("## Upgrading"));
  const block = /```sh\n([\s\S]*?)```/.exec(section.replace(/^ {2}/gm, ""));
  if (!block) throw new Error("docs/action.md's Upgrading section has no sh block");
  return block[1]!;
}

describe("docs/action.md's Upgrading: the one-time move of a history kept on main", () => {
  test("the documented commands put main's loopgate/history.jsonl on loopgate-history, which the action then reads", async () => {
    const bare = tempDir("loopgate-origin-");
    git(bare, "init", "-q", "--bare", "-b", "main");
    const ws = workspaces.make();
    git(ws.dir, "init", "-q", "-b", "main");
    writeFileSync(path.join(ws.dir, ".git", "info", "exclude"), ".runner-temp/\nrecordings/\nloopgate-report/\n");
    const parent = commit(ws.dir, "P");
    const history = `${historyLine("60", parent)}\n`;
    execFileSync("mkdir", ["-p", path.join(ws.dir, "loopgate")]);
    writeFileSync(path.join(ws.dir, "loopgate", "history.jsonl"), history);
    git(ws.dir, "add", "loopgate/history.jsonl");
    const head = commit(ws.dir, "loopgate: bless run 60");
    git(ws.dir, "remote", "add", "origin", bare);
    git(ws.dir, "push", "-q", "origin", "main");

    execFileSync("bash", ["-e", "-c", upgradeCommands()], {
      cwd: ws.dir,
      env: gitTestEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(git(bare, "show", "loopgate-history:history.jsonl")).toBe(history.trim());
    expect(git(bare, "ls-tree", "--name-only", "loopgate-history")).toBe("history.jsonl");
    expect(git(bare, "rev-parse", "refs/heads/main")).toBe(head);

    // The examples' inputs as they are now read the moved history: the base's parent's blessed run.
    const check = await runActionInProcess(ws, CHECK, pullRequest(ws, "301", head));
    expect(check.outputs).toMatchObject({
      baseline: `main@${parent.slice(0, 7)} (loopgate-history:history.jsonl)`,
      "baseline-commit": parent,
    });
  });
});
