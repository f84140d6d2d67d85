import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPORT_ONLY_HINT } from "../src/cli/diff.js";
import { baselineRefFrom, runMetaFrom, shardFromEnv } from "../src/gate/run-meta.js";
import { findRecordings } from "../src/replay/find.js";
import { parseShard, pathsDigest, shardFiles } from "../src/replay/shard.js";
import type { Report } from "../src/report/schema.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { recording } from "./helpers/recording-builder.js";

/** The built CLI in `cwd`, with only PATH and `env` set, so no CI variable of the host leaks in. */
function loopgate(args: string[], env: Record<string, string> = {}, cwd = ROOT) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-shard-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const labelled = (caseId: string) =>
  recording({ scenario: "none", labels: { case: caseId } })
    .call({ tool: "book_room", args: { room: "1" }, t: 0 })
    .end(10)
    .toJsonl();

describe("the shard partition", () => {
  it("parses I/N with 1 <= I <= N and nothing else", () => {
    expect(parseShard("2/4")).toEqual({ index: 2, total: 4 });
    expect(parseShard(" 1 / 1 ")).toEqual({ index: 1, total: 1 });
    for (const bad of ["0/3", "4/3", "1/0", "1/10000", "half", "1/2/3", "-1/2", "1.5/3", ""])
      expect(parseShard(bad), bad).toBeNull();
  });

  it("with one recording per case, deals the sorted cases round-robin", async () => {
    const files = ["a.jsonl", "b.jsonl", "c.jsonl", "d.jsonl", "e.jsonl"];
    const shards = await Promise.all([1, 2, 3].map((index) => shardFiles(files, { index, total: 3 }, tmpdir())));
    expect(shards).toEqual([["a.jsonl", "d.jsonl"], ["b.jsonl", "e.jsonl"], ["c.jsonl"]]);
  });

  it("keeps a case's runs together, by its header label across folders, and balances recordings", async () => {
    const dir = workspace({
      "x/one.jsonl": labelled("big"),
      "y/two.jsonl": labelled("big"),
      "z/three.jsonl": labelled("big"),
      "a.jsonl": labelled("a"),
      "b.jsonl": labelled("b"),
      "c.jsonl": labelled("c"),
      "broken.jsonl": "not a header\n",
    });
    const files = ["a.jsonl", "b.jsonl", "broken.jsonl", "c.jsonl", "x/one.jsonl", "y/two.jsonl", "z/three.jsonl"];
    const shards = await Promise.all([1, 2].map((index) => shardFiles(files, { index, total: 2 }, dir)));
    // "big" (3 runs) first, to shard 1; a, b and broken (its path is its case) to shard 2,
    // which then holds 3 as well; c to the lower of two equal shards.
    expect(shards).toEqual([
      ["c.jsonl", "x/one.jsonl", "y/two.jsonl", "z/three.jsonl"],
      ["a.jsonl", "b.jsonl", "broken.jsonl"],
    ]);
  });

  it("splits the fixture corpus into disjoint shards that cover it, the same every time", async () => {
    const { files } = await findRecordings(["fixtures/recordings", "fixtures/gate"], ROOT);
    for (const total of [1, 2, 3, 7, 100]) {
      const shards = await Promise.all(
        Array.from({ length: total }, (_, i) => shardFiles(files, { index: i + 1, total }, ROOT)),
      );
      expect(shards.flat().sort()).toEqual([...files].sort());
      expect(new Set(shards.flat()).size).toBe(files.length);
      expect(await shardFiles(files, { index: 1, total }, ROOT)).toEqual(shards[0]);
      const sizes = shards.map((shard) => shard.length);
      // Balanced up to the largest case (6 runs of flaky-f1 / noisy-f2 in fixtures/gate).
      if (total <= files.length / 6) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(6);
    }
  });

  it("reads GitLab's 1-based and Buildkite's 0-based parallel-job variables, GitLab first", () => {
    expect(shardFromEnv({})).toBeNull();
    expect(shardFromEnv({ CI_NODE_TOTAL: "1" })).toBeNull();
    expect(shardFromEnv({ CI_NODE_INDEX: "1", CI_NODE_TOTAL: "1" })).toBeNull();
    expect(shardFromEnv({ CI_NODE_INDEX: "", CI_NODE_TOTAL: "3" })).toBeNull();
    expect(shardFromEnv({ CI_NODE_INDEX: "3", CI_NODE_TOTAL: "3" })).toEqual({
      shard: { index: 3, total: 3 },
      source: "CI_NODE_INDEX/CI_NODE_TOTAL",
    });
    expect(shardFromEnv({ BUILDKITE_PARALLEL_JOB: "0", BUILDKITE_PARALLEL_JOB_COUNT: "4" })).toEqual({
      shard: { index: 1, total: 4 },
      source: "BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT",
    });
    expect(
      shardFromEnv({
        CI_NODE_INDEX: "2",
        CI_NODE_TOTAL: "2",
        BUILDKITE_PARALLEL_JOB: "0",
        BUILDKITE_PARALLEL_JOB_COUNT: "4",
      }),
    ).toMatchObject({ shard: { index: 2, total: 2 } });
    expect(shardFromEnv({ BUILDKITE_PARALLEL_JOB: "4", BUILDKITE_PARALLEL_JOB_COUNT: "4" })).toEqual({
      problem:
        'BUILDKITE_PARALLEL_JOB="4" and BUILDKITE_PARALLEL_JOB_COUNT="4" name no shard (the index counts from 0)',
    });
  });
});

describe("loopgate replay --shard (the built CLI)", () => {
  const corpus = ["fixtures/recordings", "fixtures/gate/regressed"];

  it("records the shard and the whole run in the JSON report and says so first on stdout", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-shard-cli-"));
    const { files } = await findRecordings(corpus, ROOT);
    const paths: string[] = [];
    for (const index of [1, 2, 3]) {
      const json = path.join(dir, `${index}.json`);
      const run = loopgate(["replay", ...corpus, "--shard", `${index}/3`, "--json", json]);
      expect(run.stderr).toBe("");
      const report = JSON.parse(readFileSync(json, "utf8")) as Report;
      expect(report.shard).toEqual({
        index,
        total: 3,
        source: "--shard",
        run: { recordings: files.length, paths: pathsDigest(files), unmatched: [] },
      });
      expect(Object.keys(report)).toEqual([
        "schemaVersion",
        "loopgate",
        "reportOperations",
        "config",
        "shard",
        "totals",
        "recordings",
      ]);
      expect(run.stdout.split("\n")[0]).toMatch(
        new RegExp(
          `^loopgate \\S+: shard ${index}/3 \\(set by --shard\\) of ${files.length} recordings found, ${report.totals.recordings} recordings: `,
        ),
      );
      expect(report.recordings.map((r) => r.path)).toEqual(await shardFiles(files, { index, total: 3 }, ROOT));
      paths.push(...report.recordings.map((r) => r.path));
    }
    expect(paths.sort()).toEqual(files);
  });

  it("without --shard takes GitLab's or Buildkite's variables; --shard wins over them", () => {
    const gitlab = loopgate(["replay", ...corpus], { CI_NODE_INDEX: "2", CI_NODE_TOTAL: "4" });
    expect(gitlab.stdout.split("\n")[0]).toContain(": shard 2/4 (set by CI_NODE_INDEX/CI_NODE_TOTAL) of ");
    const buildkite = loopgate(["replay", ...corpus], {
      BUILDKITE_PARALLEL_JOB: "0",
      BUILDKITE_PARALLEL_JOB_COUNT: "2",
    });
    expect(buildkite.stdout.split("\n")[0]).toContain(
      ": shard 1/2 (set by BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT) of ",
    );
    const flag = loopgate(["replay", ...corpus, "--shard", "3/3"], { CI_NODE_INDEX: "2", CI_NODE_TOTAL: "4" });
    expect(flag.stdout.split("\n")[0]).toContain(": shard 3/3 (set by --shard) of ");
    const notParallel = loopgate(["replay", ...corpus], { CI_NODE_TOTAL: "1" });
    expect(notParallel.stdout.split("\n")[0]).toMatch(/^loopgate \S+: \d+ recordings: /);
  });

  it("a bad --shard or bad CI variables are usage errors (exit 2)", () => {
    expect(loopgate(["replay", "fixtures/recordings", "--shard", "0/3"])).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "loopgate replay: --shard must look like I/N with 1 <= I <= N <= 9999 (for example 2/4), got \"0/3\" (see 'loopgate replay --help')\n",
    });
    expect(loopgate(["replay", "fixtures/recordings"], { CI_NODE_INDEX: "five", CI_NODE_TOTAL: "6" })).toEqual({
      status: 2,
      stdout: "",
      stderr:
        'loopgate replay: CI_NODE_INDEX="five" and CI_NODE_TOTAL="6" name no shard (the index counts from 1) (see \'loopgate replay --help\')\n',
    });
  });

  it("a shard with the gate compares only its own cases and is never blessed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-shard-gate-"));
    const history = path.join(dir, "history.jsonl");
    const run = loopgate([
      "replay",
      "fixtures/gate/regressed",
      "--shard",
      "1/2",
      "--baseline",
      "fixtures/gate/baseline.json",
      "--history",
      history,
      "--bless",
      "--run-id",
      "7",
      "--json",
      path.join(dir, "r.json"),
    ]);
    expect(run.stderr).toBe(
      `loopgate replay: warning: not blessed: shard 1/2 judged only part of the cases\nloopgate replay: ${REPORT_ONLY_HINT}\n`,
    );
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")) as Report;
    const own = new Set(report.recordings.map((r) => r.caseId));
    expect(report.comparison!.cases.map((c) => c.caseId).filter((id) => !own.has(id))).toEqual([]);
    expect(JSON.parse(readFileSync(history, "utf8").trim())).toMatchObject({ runId: "7", blessed: false });
  });
});

describe("run metadata from the CI: one reader for the CLI and the action", () => {
  it("reads Buildkite beside GitHub and GitLab, and a symbolic Buildkite commit is no commit", () => {
    expect(
      runMetaFrom({}, { BUILDKITE_BUILD_ID: "b-1", BUILDKITE_COMMIT: "ABCDEF1234567", BUILDKITE_BRANCH: "main" }).meta,
    ).toEqual({ runId: "b-1", commit: "ABCDEF1234567", ref: "main", time: null });
    expect(runMetaFrom({}, { BUILDKITE_COMMIT: "HEAD" }).meta.commit).toBeNull();
    expect(runMetaFrom({}, { GITHUB_SHA: "a".repeat(40), BUILDKITE_COMMIT: "b".repeat(40) }).meta.commit).toBe(
      "a".repeat(40),
    );
  });

  it("the baseline ref: the pull request's target branch, else the ref being built", () => {
    expect(baselineRefFrom({ GITHUB_BASE_REF: "main", GITHUB_REF: "refs/pull/7/merge" })).toBe("main");
    expect(baselineRefFrom({ CI_MERGE_REQUEST_TARGET_BRANCH_NAME: "develop" })).toBe("develop");
    expect(baselineRefFrom({ BUILDKITE_PULL_REQUEST_BASE_BRANCH: "trunk", BUILDKITE_BRANCH: "feature" })).toBe("trunk");
    expect(baselineRefFrom({ GITHUB_BASE_REF: "", GITHUB_REF: "refs/heads/main" })).toBe("refs/heads/main");
    expect(baselineRefFrom({ BUILDKITE_PULL_REQUEST_BASE_BRANCH: "", BUILDKITE_BRANCH: "main" })).toBe("main");
    expect(baselineRefFrom({})).toBeNull();
  });
});
