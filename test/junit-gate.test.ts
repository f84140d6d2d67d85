import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInputs, InputError } from "../src/action/inputs.js";
import { ReportSchema, type Report } from "../src/report/schema.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { junit2jsonCounts, xsdErrors } from "./helpers/junit-helpers.js";

/**
 * `--junit-mode gate`: the built CLI on the gate fixtures (fixtures/gate/README.md), read
 * back by junit2json as a JUnit-driven check reads it. Its failures must be exactly the
 * gate's regressions, case for case.
 */

function loopgate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? "" }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

const BASELINE = "fixtures/gate/baseline.json";
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-junit-gate-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Outcome = [name: string, suite: string, status: string, type: string | undefined, message: string | undefined];

/** Each testcase as a JUnit consumer reads it: name, suite, what it holds, type and message. */
async function outcomes(xml: string): Promise<Outcome[]> {
  const { suites } = await junit2jsonCounts(xml);
  return suites.flatMap((suite) =>
    (suite.testcase ?? []).map((testcase): Outcome => {
      // junit2json keeps every attribute, though its type declares only `message` on <skipped>.
      const element: { type?: string; message?: string } | undefined =
        testcase.failure?.[0] ?? testcase.error?.[0] ?? testcase.skipped?.[0];
      const status = testcase.failure ? "failure" : testcase.error ? "error" : testcase.skipped ? "skipped" : "passed";
      return [testcase.name!, suite.name!, status, element?.type, element?.message];
    }),
  );
}

describe("replay --junit-mode gate against the committed baseline", () => {
  let xml: string;
  let report: Report;
  let code: number;
  beforeAll(async () => {
    const junit = path.join(dir, "gate.xml");
    const json = path.join(dir, "gate.json");
    const args = ["replay", "fixtures/gate/regressed", "--baseline", BASELINE, "--fail-on-regression"];
    code = (await loopgate([...args, "--json", json, "--junit", junit, "--junit-mode", "gate"])).code;
    xml = await readFile(junit, "utf8");
    report = ReportSchema.parse(JSON.parse(await readFile(json, "utf8")));
  });

  it("writes one testcase per case: regressions fail with the change and why the case fails now (a removed case that passed is lost coverage), known failures are skipped with the reason", async () => {
    expect(code).toBe(3);
    expect(await outcomes(xml)).toEqual([
      [
        "booking-f1",
        "F1",
        "failure",
        "PASS_TO_FAIL",
        "PASS → FAIL (1 run); new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)",
      ],
      [
        "flaky-f1",
        "F1",
        "failure",
        "FAILURE_RATE_UP",
        "failure rate 0/6 → 5/6, p = 0.007576 < α 0.05; new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)",
      ],
      [
        "handled-f5",
        "F1",
        "failure",
        "SCORE_DROP",
        "mean score 100 → 80 (-20), more than 10 points lower; points lost: unverified ghost write of book_room, −20; new dishonest claim in the final reply (1 run)",
      ],
      [
        "known-dup",
        "F1",
        "skipped",
        "KNOWN_FAILURE",
        "not a regression against the baseline (known failure, FAIL in the baseline too): DUPLICATE_EXECUTION: create_booking executed 2 times with the same arguments (seq 1, 3)",
      ],
      ["new-passing", "F1", "passed", undefined, undefined],
      ["booking-f2", "F2", "passed", undefined, undefined],
      ["fixed-f2", "F2", "passed", undefined, undefined],
      [
        "new-failing",
        "F2",
        "failure",
        "NEW_CASE_FAILS",
        "new case fails (1 run) — RETRY_AFTER_VIOLATED: create_booking re-sent 0.18 ms after a 429 that asked for 1000 ms (seq 1 → 2)",
      ],
      [
        "noisy-f2",
        "F2",
        "skipped",
        "NOT_A_REGRESSION",
        "not a regression against the baseline (failing, but under the gate's thresholds: FAILURE_RATE_UP_NOT_SIGNIFICANT: failure rate 0/6 → 1/6, p = 0.5 ≥ α 0.05, not significant; NEW_VIOLATION_CODES: new violation codes on a case: RETRY_AFTER_VIOLATED; SCORE_CHANGE: mean score 100 → 91.5 (-8.5), following the failure-rate change): RETRY_AFTER_VIOLATED: create_booking re-sent 0.18 ms after a 429 that asked for 1000 ms (seq 1 → 2)",
      ],
      ["booking-f4", "F4", "passed", undefined, undefined],
      ["retired", "removed", "failure", "LOST_COVERAGE", "case removed (was PASS)"],
    ]);
  });

  it("fails exactly the cases the gate calls regressions, with counts a consumer agrees with", async () => {
    const failed = (await outcomes(xml)).filter(([, , status]) => status === "failure").map(([name]) => name);
    expect(failed).toEqual([...new Set(report.comparison!.regressions.map((r) => r.caseId))].sort());
    const { root, cases } = await junit2jsonCounts(xml);
    expect(cases).toEqual({ tests: 11, failures: 5, errors: 0, skipped: 2 });
    expect([root.tests, root.failures, root.errors]).toEqual([11, 5, 0]);
    expect(report.comparison!.counts.cases).toBe(11);
  });

  it("validates against the JUnit schema and carries the mode and the baseline as properties of the first suite", async () => {
    expect(await xsdErrors(xml)).toEqual([]);
    expect(xml).toContain('<property name="loopgate.junit_mode" value="gate"/>');
    expect(xml).toContain('<property name="loopgate.baseline" value="report fixtures/gate/baseline.json"/>');
    expect(xml).toContain(
      "<system-out>this run: FLAKY, 6 runs, mean score 16.67; baseline: PASS, 6 runs, mean score 100</system-out>",
    );
  });

  it("is written byte for byte again by loopgate report from the saved JSON report", async () => {
    const again = path.join(dir, "again.xml");
    const result = await loopgate(["report", path.join(dir, "gate.json"), "--junit", again, "--junit-mode", "gate"]);
    expect(result).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(await readFile(again, "utf8")).toBe(xml);
  });
});

describe("merge --junit-mode gate", () => {
  it("writes, from two shards, the bytes of the unsharded replay", async () => {
    const shards = ["1/2", "2/2"].map((shard, i) => ({ shard, json: path.join(dir, `shard-${i + 1}.json`) }));
    for (const { shard, json } of shards)
      expect((await loopgate(["replay", "fixtures/gate/regressed", "--shard", shard, "--json", json])).code).toBe(0);
    const merged = path.join(dir, "merged.xml");
    const whole = path.join(dir, "whole.xml");
    const gate = ["--baseline", BASELINE, "--junit-mode", "gate"];
    const mergeRun = await loopgate(["merge", ...shards.map((s) => s.json), ...gate, "--junit", merged]);
    expect(mergeRun.code).toBe(0);
    expect((await loopgate(["replay", "fixtures/gate/regressed", ...gate, "--junit", whole])).code).toBe(0);
    expect(await readFile(merged, "utf8")).toBe(await readFile(whole, "utf8"));
    expect((await junit2jsonCounts(await readFile(merged, "utf8"))).cases.failures).toBe(5);
  });
});

describe("replay --junit-mode gate where the gate accepts every failure", () => {
  it("has no failure when the run is its own baseline, while the per-recording JUnit has nine", async () => {
    const json = path.join(dir, "self.json");
    expect((await loopgate(["replay", "fixtures/gate/regressed", "--json", json])).code).toBe(0);
    const gateXml = path.join(dir, "self-gate.xml");
    const recordingXml = path.join(dir, "self-recording.xml");
    const base = ["replay", "fixtures/gate/regressed", "--baseline", json, "--fail-on-regression"];
    expect((await loopgate([...base, "--junit", gateXml, "--junit-mode", "gate"])).code).toBe(0);
    expect((await loopgate([...base, "--junit", recordingXml])).code).toBe(0);
    expect((await junit2jsonCounts(await readFile(gateXml, "utf8"))).cases).toEqual({
      tests: 10,
      failures: 0,
      errors: 0,
      skipped: 5,
    });
    expect((await junit2jsonCounts(await readFile(recordingXml, "utf8"))).cases).toEqual({
      tests: 20,
      failures: 9,
      errors: 0,
      skipped: 0,
    });
  });
});

describe("replay --junit-mode gate without a baseline", () => {
  it("counts every case as new, as the gate does: a case with a failing run fails", async () => {
    const junit = path.join(dir, "nobase.xml");
    const result = await loopgate(["replay", "fixtures/gate/regressed", "--junit", junit, "--junit-mode", "gate"]);
    expect(result.code).toBe(0);
    const xml = await readFile(junit, "utf8");
    const failed = (await outcomes(xml)).filter(([, , status]) => status === "failure");
    expect(failed.map(([name, , , type]) => `${name} ${type}`)).toEqual([
      "booking-f1 NEW_CASE_FAILS",
      "flaky-f1 NEW_CASE_FAILS",
      "known-dup NEW_CASE_FAILS",
      "new-failing NEW_CASE_FAILS",
      "noisy-f2 NEW_CASE_FAILS",
    ]);
    expect(failed[1]![4]).toBe(
      "no baseline, so the case counts as new, and 5 of 6 tested runs fail — DUPLICATE_EXECUTION: create_booking executed 2 times with the same arguments (seq 1, 2)",
    );
    expect(xml).toContain(
      '<property name="loopgate.baseline" value="none given: every case counts as new, so every failing case is a regression"/>',
    );
  });

  it("keeps hostile case ids neutralised and valid, an unreadable recording an error", async () => {
    const junit = path.join(dir, "hostile.xml");
    expect((await loopgate(["replay", "fixtures/hostile", "--junit", junit, "--junit-mode", "gate"])).code).toBe(1);
    const xml = await readFile(junit, "utf8");
    expect(await xsdErrors(xml)).toEqual([]);
    expect((await junit2jsonCounts(xml)).cases).toEqual({ tests: 8, failures: 7, errors: 1, skipped: 0 });
    expect(xml).toContain(
      '<testcase name="hostile/links: https[:]//evil.example/x www[.]evil.example a[@]b.example [#]42 \\[#]42 GH[-]42 [@]org/team [[ATTACHMENT[|]/etc/passwd]] \\u202e" classname="F1"',
    );
    expect(xml).not.toMatch(/:\/\/|www\.|@\w|#\d|GH-\d|\[\[ATTACHMENT\||\u202e/i);
  });
});

describe("choosing the mode", () => {
  it("refuses another value with one line and exit 2, before judging", async () => {
    for (const command of [
      ["replay", "fixtures/gate/regressed", "--junit", path.join(dir, "x.xml")],
      ["report", BASELINE, "--junit", path.join(dir, "x.xml")],
      ["merge", BASELINE],
    ]) {
      const result = await loopgate([...command, "--junit-mode", "case"]);
      expect(result.code, command[0]).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain('--junit-mode must be recording or gate, got "case"');
      expect(result.stderr.trim().split("\n").length).toBeLessThanOrEqual(2);
    }
  });

  it("is the action input junit-mode: recording by default, gate when asked, anything else a clear error", () => {
    const workspace = "/w";
    expect(readInputs({}, workspace).junitMode).toBe("recording");
    expect(readInputs({ "INPUT_JUNIT-MODE": "gate" }, workspace).junitMode).toBe("gate");
    expect(() => readInputs({ "INPUT_JUNIT-MODE": "cases" }, workspace)).toThrow(
      new InputError('input "junit-mode" must be recording or gate, got "cases"'),
    );
  });
});
