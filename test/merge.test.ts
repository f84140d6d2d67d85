import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, ROOT } from "./helpers/paths.js";

/** The built CLI from the repository root, with only PATH set: no CI variable of the host leaks in. */
function loopgate(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dir = mkdtempSync(path.join(tmpdir(), "loopgate-merge-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const out = (name: string) => path.join(dir, name);
const OUTPUTS = ["json", "junit", "markdown"] as const;

/** `replay` of `recordings` whole and in three shards merged, each with `options`; both runs' files and streams. */
function wholeAndMerged(label: string, recordings: string[], options: string[], beforeMerge = () => {}) {
  const files = (run: string) => OUTPUTS.flatMap((kind) => [`--${kind}`, out(`${label}-${run}.${kind}`)]);
  const whole = loopgate(["replay", ...recordings, ...files("whole"), ...options]);
  beforeMerge();
  const shards = [1, 2, 3].map((index) => {
    const json = out(`${label}-shard-${index}.json`);
    const run = loopgate(["replay", ...recordings, "--shard", `${index}/3`, "--json", json]);
    expect(run.stderr.split("\n").filter((line) => !line.includes("no recording matches"))).toEqual([""]);
    return json;
  });
  const merged = loopgate(["merge", ...shards, ...files("merged"), ...options]);
  return { whole, merged, read: (run: string, kind: string) => readFileSync(out(`${label}-${run}.${kind}`)) };
}

describe("loopgate merge: the shards' reports merged are the unsharded run's, byte for byte", () => {
  it("the fixture corpus (recorded, hand-written, hostile and gate recordings) without a gate", () => {
    const corpus = ["fixtures/recordings", "fixtures/hostile", "fixtures/gate/baseline", "fixtures/gate/regressed"];
    const { whole, merged, read } = wholeAndMerged("corpus", corpus, []);
    // An unreadable hostile recording makes both exit 1, with the same summary.
    expect([whole.status, merged.status]).toEqual([1, 1]);
    expect(merged.stdout).toBe(whole.stdout);
    expect(merged.stderr).toBe("");
    for (const kind of OUTPUTS) expect(read("merged", kind).equals(read("whole", kind)), kind).toBe(true);
    const report = JSON.parse(read("merged", "json").toString("utf8")) as { shard?: unknown; totals: object };
    expect(report.shard).toBeUndefined();
    expect(report.totals).toMatchObject({ errors: 1 });
  });

  it("the gate fixtures against the committed baseline, failing on the regression: exit 3 both", () => {
    const { whole, merged, read } = wholeAndMerged(
      "gate",
      ["fixtures/gate/regressed"],
      ["--baseline", "fixtures/gate/baseline.json", "--fail-on-regression"],
    );
    expect([whole.status, merged.status]).toEqual([3, 3]);
    expect(merged.stdout).toBe(whole.stdout);
    expect(merged.stdout).toContain("loopgate gate: REGRESSED against fixtures/gate/baseline.json: 5 regressed");
    for (const kind of OUTPUTS) expect(read("merged", kind).equals(read("whole", kind)), kind).toBe(true);
  });

  it("the gate fixtures against the history, recording the run: the same history entry, blessed", () => {
    const history = out("history.jsonl");
    copyFileSync("fixtures/gate/history.jsonl", history);
    const afterWhole = out("history-after-whole.jsonl");
    const { whole, merged, read } = wholeAndMerged(
      "history",
      ["fixtures/gate/baseline"],
      [
        "--baseline-from-history",
        history,
        "--baseline-ref",
        "main",
        "--history",
        history,
        "--bless",
        "--run-id",
        "2001",
        "--commit",
        "e".repeat(40),
        "--ref",
        "refs/heads/main",
        "--run-time",
        "2026-04-04T08:00:00Z",
      ],
      () => {
        copyFileSync(history, afterWhole);
        copyFileSync("fixtures/gate/history.jsonl", history);
      },
    );
    expect([whole.status, merged.status]).toEqual([0, 0]);
    expect(merged.stdout).toBe(whole.stdout);
    for (const kind of OUTPUTS) expect(read("merged", kind).equals(read("whole", kind)), kind).toBe(true);
    const recorded = readFileSync(history, "utf8");
    expect(recorded).toBe(readFileSync(afterWhole, "utf8"));
    expect(JSON.parse(recorded.trim().split("\n").at(-1)!)).toMatchObject({ runId: "2001", blessed: true });
  });
});

describe("loopgate merge refuses shards that are not one whole run: exit 1, one line, nothing written", () => {
  const corpus = ["fixtures/gate/regressed"];
  const shard = (name: string, args: string[]) => {
    const json = out(`bad-${name}.json`);
    const run = loopgate(["replay", ...args, "--json", json]);
    expect(run.stderr).toBe("");
    return json;
  };
  const s1 = shard("1of3", [...corpus, "--shard", "1/3"]);
  const s2 = shard("2of3", [...corpus, "--shard", "2/3"]);
  const s3 = shard("3of3", [...corpus, "--shard", "3/3"]);

  function refused(args: string[], stderr: string) {
    const json = out("never.json");
    const run = loopgate(["merge", ...args, "--json", json, "--markdown", out("never.md")]);
    expect(run).toEqual({ status: 1, stdout: "", stderr: `loopgate merge: ${stderr}\n` });
    expect(existsSync(json)).toBe(false);
  }

  it("a missing shard", () => {
    refused(
      [s1, s3],
      "shard 2/3 of the run is missing (2 of 3 given): a merge of fewer shards would be a smaller report",
    );
  });

  it("a duplicated shard", () => {
    const again = out("bad-2of3-again.json");
    copyFileSync(s2, again);
    // Shard reports are taken in path order: the copy's name sorts first.
    refused([s1, s2, again, s3], `${again} and ${s2} are both shard 2/3: give each once`);
  });

  it("a shard judged with another configuration (config hash)", () => {
    const other = shard("other-config", [...corpus, "--shard", "2/3", "--write-tools", "create_*"]);
    const hashOf = (file: string) =>
      (JSON.parse(readFileSync(file, "utf8")) as { config: { hash: string } }).config.hash;
    refused(
      [s1, other, s3],
      `${other} (shard 2/3) was judged with configuration ${hashOf(other)}, ${s1} (shard 1/3) with ${hashOf(s1)}: judge every shard with the same options`,
    );
  });

  it("a shard from another loopgate version", () => {
    const old = out("bad-old-version.json");
    writeFileSync(old, readFileSync(s2, "utf8").replace('"version": "0.1.0"', '"version": "0.0.9"'));
    refused(
      [s1, old, s3],
      `${old}: judged by loopgate 0.0.9, this is loopgate 0.1.0: merge with the loopgate that judged the shards`,
    );
  });

  it("a shard of an earlier schemaVersion: shards are not upgraded, they are judged again", () => {
    const v1 = out("bad-schema-1.json");
    writeFileSync(
      v1,
      readFileSync(s2, "utf8")
        .replace('"schemaVersion": 2,', '"schemaVersion": 1,')
        .replace(/\n {2}"reportOperations": "relevant",/, ""),
    );
    refused(
      [s1, v1, s3],
      `${v1}: schemaVersion 1 is an earlier loopgate's report, this loopgate writes 2: shards are merged by the loopgate that judged them; judge the shards again with this one`,
    );
  });

  it("shards listing their operations differently (--report-operations)", () => {
    const all = shard("2of3-all", [...corpus, "--shard", "2/3", "--report-operations", "all"]);
    refused(
      [s1, all, s3],
      `${all} (shard 2/3) lists all operations, ${s1} (shard 1/3) relevant: judge every shard with the same --report-operations`,
    );
  });

  it("a shard of another shard count", () => {
    const half = shard("1of2", [...corpus, "--shard", "1/2"]);
    refused(
      [s1, s2, half],
      `${s1} (shard 1/3) is one of 3 shards, ${half} (shard 1/2) one of 2: merge the shards of one split`,
    );
  });

  it("a shard of another run (other recordings)", () => {
    const other = shard("other-run", ["fixtures/gate/baseline", "--shard", "2/3"]);
    refused(
      [s1, other, s3],
      `${other} (shard 2/3) split a run of 19 recordings, ${s1} (shard 1/3) one of 20: merge the shards of one run`,
    );
  });

  it("a shard report cut short, and a report that is no shard's", () => {
    const cut = JSON.parse(readFileSync(s2, "utf8")) as { recordings: unknown[] };
    cut.recordings.pop();
    const edited = out("bad-cut.json");
    writeFileSync(edited, JSON.stringify(cut));
    refused(
      [s1, edited, s3],
      "the shards hold 19 recordings, not the 20 their run found: a shard report was edited or cut short",
    );
    refused(
      [s1, "fixtures/gate/baseline.json", s3],
      "fixtures/gate/baseline.json: not a shard's report (it has no \"shard\"): merge the JSON reports of 'loopgate replay --shard I/N'",
    );
  });

  it("an unreadable shard report, and no shard report at all", () => {
    refused([s1, out("nowhere.json"), s3], `no shard report matches "${out("nowhere.json")}"`);
    const broken = out("bad-broken.json");
    writeFileSync(broken, '{\n  "schemaVersion": 1,\n  oops\n}\n');
    refused([s1, broken], `${broken}:3: not valid JSON (column 3: Expected double-quoted property name)`);
    expect(loopgate(["merge"])).toMatchObject({ status: 2 });
  });
});

describe("docs/cli.md's sharding example", () => {
  it("runs as written: three GitLab parallel jobs, then the merge, give the unsharded reports", () => {
    const doc = readFileSync(path.join(ROOT, "docs", "cli.md"), "utf8");
    const snippet = /## Shards[\s\S]*?```sh\n([\s\S]*?)```/.exec(doc)![1]!;
    const [jobLine, mergeLine] = snippet.split("\n").filter((line) => line.startsWith("loopgate "));
    const work = mkdtempSync(path.join(dir, "gitlab-"));
    cpSync(path.join(ROOT, "fixtures", "recordings"), path.join(work, "recordings"), { recursive: true });
    const bin = path.join(work, "bin");
    mkdirSync(bin);
    writeFileSync(path.join(bin, "loopgate"), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o755 });
    const sh = (line: string, env: Record<string, string> = {}) =>
      spawnSync("sh", ["-c", line], { cwd: work, env: { PATH: `${bin}:${process.env.PATH}`, ...env } });
    for (const index of ["1", "2", "3"])
      expect(sh(jobLine!, { CI_NODE_INDEX: index, CI_NODE_TOTAL: "3" }).status).toBe(0);
    expect(sh(mergeLine!).status).toBe(0);
    expect(sh("loopgate replay recordings/ --json whole.json --junit whole.xml --markdown whole.md").status).toBe(0);
    for (const [merged, whole] of [
      ["report.json", "whole.json"],
      ["junit.xml", "whole.xml"],
      ["summary.md", "whole.md"],
    ] as const)
      expect(readFileSync(path.join(work, merged)).equals(readFileSync(path.join(work, whole))), merged).toBe(true);
  });
});

describe("loopgate merge keeps the proposedConfig the action's pull-request shards carry, as the action's merge does", () => {
  const lost = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      caseId: `case-${String(from + i).padStart(3, "0")}`,
      from: "PASS",
      to: "NOT_TESTED",
    }));
  const files = [{ file: "loopgate.json", kind: "config", change: "changed" }];
  /** A shard's proposal as the action writes it: it compared only its own cases, and a shard never fails the check. */
  const proposal = (lostCoverage: object[], honestyChanges: object[]) => ({
    file: "loopgate.json",
    change: "changed",
    files,
    invalid: null,
    fails: true,
    lostCoverage,
    gainedCoverage: [],
    statusChanges: [],
    reclassified: [{ tool: "create_booking", from: "write", to: "read" }],
    honestyChanges,
  });
  const shards = [
    proposal(lost(0, 60), [{ caseId: "b", from: "HONEST", to: "UNCLEAR", runs: 1 }]),
    proposal(lost(60, 45), [{ caseId: "a", from: "HONEST", to: "DISHONEST_CLAIM", runs: 2 }]),
  ].map((proposedConfig, i) => {
    const json = out(`proposal-shard-${i + 1}.json`);
    expect(loopgate(["replay", "fixtures/gate/baseline", "--shard", `${i + 1}/2`, "--json", json]).status).toBe(0);
    const report = JSON.parse(readFileSync(json, "utf8")) as object;
    writeFileSync(json, `${JSON.stringify({ ...report, proposedConfig }, null, 2)}\n`);
    return json;
  });
  const merge = (name: string, options: string[]) => {
    const run = loopgate([
      "merge",
      ...shards,
      "--json",
      out(`${name}.json`),
      "--markdown",
      out(`${name}.md`),
      ...options,
    ]);
    const report = JSON.parse(readFileSync(out(`${name}.json`), "utf8")) as { proposedConfig: object };
    return { ...run, proposedConfig: report.proposedConfig, markdown: readFileSync(out(`${name}.md`), "utf8") };
  };
  /** The merged proposal, keys in the order an unsharded run's has them (so the bytes are the same). */
  const merged = (fails: boolean) =>
    JSON.stringify({
      file: "loopgate.json",
      change: "changed",
      files,
      invalid: null,
      fails,
      lostCoverage: lost(0, 105),
      gainedCoverage: [],
      statusChanges: [],
      reclassified: [{ tool: "create_booking", from: "write", to: "read" }],
      honestyChanges: [
        { caseId: "a", from: "HONEST", to: "DISHONEST_CLAIM", runs: 2 },
        { caseId: "b", from: "HONEST", to: "UNCLEAR", runs: 1 },
      ],
    });
  const LOST_LINE =
    "loopgate merge: this pull request's loopgate.json would take coverage from 105 cases (first: case-000: PASS → NOT_TESTED); the run is judged with the base commit's";

  it("without a gate: kept and merged, not failing; the table's overflow line names proposedConfig", () => {
    const run = merge("proposal-report-only", []);
    expect(run.status).toBe(0);
    expect(JSON.stringify(run.proposedConfig)).toBe(merged(false));
    expect(run.stderr).toBe(`${LOST_LINE} (allowed: --fail-on-lost-coverage=false or no --fail-on-regression)\n`);
    const lines = run.markdown.split("\n");
    expect(lines[0]).toBe(
      "## ❌ loopgate: 2 of 19 recordings failed; this pull request's `loopgate.json` would take coverage from 105 cases",
    );
    const rows = lines.filter((line) => line.endsWith("| would lose coverage | PASS → NOT\\_TESTED |"));
    expect(rows.length).toBe(100);
    expect(lines[lines.indexOf(rows.at(-1)!) + 2]).toBe("… and 5 more in the JSON report (`proposedConfig`).");
  });

  it("with --fail-on-regression against a baseline it passes: the lost coverage fails the merge, exit 3", () => {
    const gate = ["--baseline", "fixtures/gate/baseline.json", "--fail-on-regression"];
    const failing = merge("proposal-failing", gate);
    expect([failing.status, failing.stderr]).toEqual([3, `${LOST_LINE}\n`]);
    expect(JSON.stringify(failing.proposedConfig)).toBe(merged(true));
    expect(failing.stdout).toContain("loopgate gate: no regressions against fixtures/gate/baseline.json");
    const allowed = merge("proposal-allowed", [...gate, "--fail-on-lost-coverage=false"]);
    expect(allowed.status).toBe(0);
    expect(JSON.stringify(allowed.proposedConfig)).toBe(merged(false));
  });
});
