import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { GITHUB_STEP_SUMMARY_LIMIT, JOB_SUMMARY_BOUND, JOB_SUMMARY_SAFETY_MARGIN } from "../src/action/limits.js";
import { renderJsonReport } from "../src/report/json.js";
import type { Report } from "../src/report/schema.js";
import {
  CAREFUL,
  engineReport,
  expectedOutputs,
  NAIVE,
  NO_UPLOAD,
  readReport,
  regressCarefulCase,
  Workspaces,
} from "./helpers/action-cases.js";
import { recording } from "./helpers/recording-builder.js";
import { commandLines, FIXTURES, type Workspace } from "./helpers/run-action.js";
import { CLI } from "./helpers/paths.js";
import { runActionInProcess } from "./helpers/run-action-in-process.js";

/**
 * The action's step run in-process (src/action/main.ts's run) against a stubbed
 * @actions/core, as actions/typescript-action tests its action: inputs, outputs, summary,
 * annotations and failure paths. action-bundle.test.ts starts dist/index.js as the runner
 * does for the few things only a real process shows.
 */
vi.mock("@actions/core", () => import("./helpers/core-stub.js"));

const workspaces = new Workspaces();
const workspace = (): Workspace => workspaces.make();
afterAll(() => workspaces.removeAll());

describe("the action against a baseline report", () => {
  let clean: Workspace;
  let baseline: Report;
  beforeAll(async () => {
    clean = workspace();
    baseline = await engineReport(clean);
    writeFileSync(path.join(clean.dir, "baseline.json"), renderJsonReport(baseline));
  });

  test("a clean fixture set passes: exact outputs, summary file = Markdown report, no error lines", async () => {
    const run = await runActionInProcess(clean, { ...NO_UPLOAD, baseline: "baseline.json" });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual(expectedOutputs(clean, baseline, "passed", 0, { baseline: "baseline.json" }));
    const markdown = readFileSync(path.join(clean.dir, "loopgate-report", "summary.md"), "utf8");
    expect(run.summary).toBe(markdown);
    const n = baseline.totals.recordings;
    // The fixtures hold recordings that test nothing: never a silent green.
    const untested = baseline.totals.notTested;
    expect(untested).toBeGreaterThan(0);
    expect(markdown.split("\n")[0]).toBe(
      `## ⚠️ loopgate: no regressions against baseline \`baseline.json\` (${untested} not tested, ${n} recordings)`,
    );
    expect(markdown).toContain("\n### Changes against baseline\n\nBaseline: report `baseline.json`. ");
    expect(markdown).toContain("\nNo regressions.\n");
    expect(commandLines(run.stdout, "error")).toEqual([]);
    const written = readReport(clean);
    expect(written.recordings).toEqual(baseline.recordings);
    expect(written.comparison?.regressions).toEqual([]);
    expect(written.comparison?.baseline.file).toBe("baseline.json");
  });

  test("a SCORE_DROP is annotated at the call that lost the points, not at the header", async () => {
    const ws = workspace();
    const gate = path.join(FIXTURES, "..", "gate");
    rmSync(path.join(ws.dir, "recordings"), { recursive: true });
    mkdirSync(path.join(ws.dir, "recordings"));
    writeFileSync(
      path.join(ws.dir, "recordings", "handled-f5.jsonl"),
      readFileSync(path.join(gate, "regressed", "handled-f5.jsonl")),
    );
    const before = spawnSync(process.execPath, [
      CLI,
      "replay",
      path.join(gate, "baseline", "handled-f5.jsonl"),
      "--json",
      path.join(ws.dir, "baseline.json"),
    ]);
    expect(before.status).toBe(0);
    // Its reply "the booking failed" after the ghost write is a new dishonest claim: listed only with honesty-gate report.
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, baseline: "baseline.json", "honesty-gate": "report" });
    expect(readReport(ws).comparison!.regressions.map((r) => `${r.caseId}: ${r.rule}`)).toEqual([
      "handled-f5: SCORE_DROP",
    ]);
    expect(readReport(ws).comparison!.changes.map((c) => `${c.caseId}: ${c.kind}`)).toEqual([
      "handled-f5: NEW_DISHONEST_CLAIM",
    ]);
    // Line 3 is the book_room call whose ghost write went unverified (fixtures/gate/regressed/handled-f5.jsonl).
    const line = readFileSync(path.join(ws.dir, "recordings", "handled-f5.jsonl"), "utf8").split("\n")[2]!;
    expect(JSON.parse(line)).toMatchObject({ type: "call", seq: 1, tool: "book_room" });
    const at = commandLines(run.stdout, "error").flatMap((l) => /\bfile=([^,:]*),line=(\d+)/.exec(l)?.slice(1) ?? []);
    expect(at).toEqual(["recordings/handled-f5.jsonl", "3"]);
  });

  test("a removed case is a regression by default; fail-on-lost-coverage false makes it another change", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "baseline.json"), renderJsonReport(baseline));
    rmSync(path.join(ws.dir, CAREFUL));
    const current = await engineReport(ws);

    const lenient = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      baseline: "baseline.json",
      "fail-on-lost-coverage": "false",
    });
    expect(lenient.code).toBe(0);
    expect(lenient.outputs).toEqual(
      expectedOutputs(ws, current, "passed", 0, { baseline: "baseline.json", "lost-coverage": "1" }),
    );
    // Never a silent green: the case that lost its coverage keeps the ✅ away.
    expect(lenient.summary.split("\n")[0]).toMatch(
      /^## ⚠️ loopgate: no regressions against baseline `baseline\.json` \(1 case lost coverage, (\d+ not tested, )?\d+ recordings\)$/,
    );
    expect(
      readReport(ws)
        .comparison!.changes.filter((c) => c.caseId === "f1-careful")
        .map((c) => c.kind),
    ).toEqual(["REMOVED"]);

    const strict = await runActionInProcess(ws, { ...NO_UPLOAD, baseline: "baseline.json" });
    expect(strict.code).toBe(1);
    expect(strict.outputs).toEqual(
      expectedOutputs(ws, current, "regressed", 1, { baseline: "baseline.json", "lost-coverage": "1" }),
    );
    const comparison = readReport(ws).comparison!;
    expect(comparison.thresholds.failOnLostCoverage).toBe(true);
    expect(comparison.regressions).toEqual([
      { caseId: "f1-careful", rule: "LOST_COVERAGE", message: "case removed (was PASS)" },
    ]);
    expect(commandLines(strict.stdout, "error").at(-1)).toBe(
      "::error::loopgate: 1 regression against the baseline (first: f1-careful: case removed (was PASS))",
    );
  });

  test("a shard compares only its own cases with the baseline: the other shard's are not removed", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "baseline.json"), renderJsonReport(baseline));
    const run = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      baseline: "baseline.json",
      shard: "1/2",
      "fail-on-lost-coverage": "true",
    });
    expect(run.code).toBe(0);
    // Only the merge job gates the whole run.
    expect(run.outputs.result).toBe("partial");
    const report = readReport(ws);
    const judged = [...new Set(report.recordings.map((r) => r.caseId))].sort();
    expect(report.comparison!.counts.removed).toBe(0);
    expect(report.comparison!.cases.map((c) => c.caseId)).toEqual(judged);
    expect(judged.length).toBeLessThan(new Set(baseline.recordings.map((r) => r.caseId)).size);
  });

  test("fail-on-regression false reports the regression as a warning and passes the step", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "baseline.json"), renderJsonReport(baseline));
    regressCarefulCase(ws);
    const run = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      baseline: "baseline.json",
      "fail-on-regression": "false",
    });
    expect(run.code).toBe(0);
    expect(run.outputs.result).toBe("regressed");
    expect(run.outputs.regressions).toBe("1");
    expect(commandLines(run.stdout, "error")).toEqual([]);
    const warnings = commandLines(run.stdout, "warning");
    const regressionWarnings = warnings.filter((line) => line.startsWith("::warning title=loopgate regression"));
    expect(regressionWarnings).toHaveLength(1);
    expect(regressionWarnings[0]).toMatch(
      /^::warning title=loopgate regression%3A f1-careful,file=recordings\/hand\/f1-careful-verifies-after-timeout\.jsonl,line=\d+::/,
    );
    expect(warnings[0]).toBe(regressionWarnings[0]);
    expect(warnings.at(-1)).toMatch(
      /^::warning::loopgate: 1 regression against the baseline \(first: f1-careful: .*\) \(fail-on-regression is false\)$/,
    );
  });
});

describe("the action's junit-mode input", () => {
  test("gate writes the JUnit `loopgate report --junit-mode gate` writes of its JSON report, failing the one regressed case", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "baseline.json"), renderJsonReport(await engineReport(ws)));
    regressCarefulCase(ws);
    const run = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      baseline: "baseline.json",
      "fail-on-regression": "false",
      "junit-mode": "gate",
    });
    expect([run.code, run.outputs.regressions]).toEqual([0, "1"]);
    const junit = readFileSync(run.outputs["junit-xml"]!, "utf8");
    const cli = spawnSync(
      process.execPath,
      [CLI, "report", "loopgate-report/report.json", "--junit", "cli-gate.xml", "--junit-mode", "gate"],
      { cwd: ws.dir, encoding: "utf8" },
    );
    expect([cli.status, cli.stderr]).toEqual([0, ""]);
    expect(junit).toBe(readFileSync(path.join(ws.dir, "cli-gate.xml"), "utf8"));
    expect(junit).toContain('<property name="loopgate.junit_mode" value="gate"/>');
    expect(junit.match(/<testcase [^>]*>\s*<failure /g)?.map((tag) => /name="([^"]*)"/.exec(tag)![1])).toEqual([
      "f1-careful",
    ]);
  });
});

describe("the action without a baseline", () => {
  test("every failing case counts as a regression, annotated in case order at its first violation", async () => {
    const ws = workspace();
    const report = await engineReport(ws);
    const failingCases = [
      ...new Set(report.recordings.filter((r) => r.verdict === "FAIL").map((r) => r.caseId)),
    ].sort();
    expect(failingCases.length).toBeGreaterThan(0);
    const run = await runActionInProcess(ws, NO_UPLOAD);
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual(expectedOutputs(ws, report, "regressed", failingCases.length));
    expect(readFileSync(path.join(ws.dir, "loopgate-report", "report.json"), "utf8")).toBe(renderJsonReport(report));
    const expectedLocations = failingCases.slice(0, 10).map((caseId) => {
      const recording = report.recordings.find(
        (r) => r.caseId === caseId && r.verdict === "FAIL" && r.violations.length > 0,
      )!;
      return `file=${recording.path},line=${recording.violations[0]!.line}`;
    });
    const annotations = commandLines(run.stdout, "error").filter((line) => line.startsWith("::error title="));
    expect(annotations.map((line) => /(file=[^,]+,line=\d+)::/.exec(line)![1])).toEqual(expectedLocations);
  });

  test("GitHub's job summary limit and the margin below it are the action's own constants", () => {
    expect(GITHUB_STEP_SUMMARY_LIMIT).toBe(1_048_576);
    expect(JOB_SUMMARY_SAFETY_MARGIN).toBe(16_384);
    expect(JOB_SUMMARY_BOUND).toEqual({ maxBytes: 1_032_192, boundName: "GitHub's 1048576-byte job summary limit" });
  });

  test("a corpus whose summary would pass 1 MiB gets a trimmed job summary under GitHub's limit", async () => {
    const ws = workspace();
    const naive = readFileSync(path.join(ws.dir, NAIVE), "utf8");
    mkdirSync(path.join(ws.dir, "big"));
    const longCase = "x".repeat(400);
    for (let i = 0; i < 1500; i++) {
      const id = `case-${String(i).padStart(4, "0")}-${longCase}`;
      writeFileSync(
        path.join(ws.dir, "big", `${String(i).padStart(4, "0")}.jsonl`),
        naive.replace('"case":"f1-naive"', `"case":"${id}"`),
      );
    }
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, recordings: "big" });
    expect(run.code).toBe(1);
    expect(run.outputs.regressions).toBe("1500");
    const bytes = Buffer.byteLength(run.summary);
    expect(bytes).toBeLessThan(1_048_576 - 16_384);
    expect(bytes).toBeGreaterThan(900_000);
    expect(run.summary).toBe(readFileSync(path.join(ws.dir, "loopgate-report", "summary.md"), "utf8"));
    expect(run.summary.split("\n")[0]).toBe("## ❌ loopgate: 1500 of 1500 recordings failed");
    expect(run.summary.split("\n")[2]).toMatch(/^> \[!WARNING\]$/);
    expect(run.summary.split("\n")[3]).toMatch(
      /^> Shortened to fit GitHub's 1048576-byte job summary limit\. .*Cut off at the end: \d+ /,
    );
  });

  test("summary and annotations can be switched off; the step result and the reports stay", async () => {
    const ws = workspace();
    const run = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      summary: "false",
      annotations: "false",
      recordings: NAIVE,
    });
    expect(run.code).toBe(1);
    expect(run.summary).toBe("");
    expect(commandLines(run.stdout, "error")).toEqual([
      "::error::loopgate: 1 regression with no baseline (every failing case counts) (first: f1-naive: fails with no baseline to compare (1 of 1 run failed))",
    ]);
    expect(commandLines(run.stdout, "warning")).toEqual([]);
    expect(
      readFileSync(path.join(ws.dir, "loopgate-report", "summary.md"), "utf8").startsWith(
        "## ❌ loopgate: 1 of 1 recording failed",
      ),
    ).toBe(true);
  });

  test("more than 10 regressions: 10 error annotations, the rest counted in the log", async () => {
    const ws = workspace();
    const naive = readFileSync(path.join(ws.dir, NAIVE), "utf8");
    mkdirSync(path.join(ws.dir, "many"));
    for (let i = 1; i <= 15; i++) {
      const id = `case-${String(i).padStart(2, "0")}`;
      writeFileSync(path.join(ws.dir, "many", `${id}.jsonl`), naive.replace('"case":"f1-naive"', `"case":"${id}"`));
    }
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, recordings: "many/*.jsonl" });
    expect(run.code).toBe(1);
    expect(run.outputs.regressions).toBe("15");
    const annotations = commandLines(run.stdout, "error").filter((line) => line.startsWith("::error title="));
    expect(annotations.map((line) => /file=([^,]+),/.exec(line)![1])).toEqual(
      Array.from({ length: 10 }, (_, i) => `many/case-${String(i + 1).padStart(2, "0")}.jsonl`),
    );
    expect(run.stdout).toContain(
      "loopgate: 5 more annotations left out (GitHub shows 10 per kind per step); all are in the reports\n",
    );
  });

  test("a clean set without a baseline passes, using every default input", async () => {
    const ws = workspace();
    rmSync(path.join(ws.dir, "recordings"), { recursive: true });
    mkdirSync(path.join(ws.dir, "recordings"));
    const careful = readFileSync(path.join(FIXTURES, "hand", "f1-careful-verifies-after-timeout.jsonl"));
    writeFileSync(path.join(ws.dir, "recordings", "careful.jsonl"), careful);
    const report = await engineReport(ws);
    expect(report.totals.passed).toBe(1);
    const run = await runActionInProcess(ws, NO_UPLOAD);
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual(expectedOutputs(ws, report, "passed", 0));
    expect(run.stdout).toContain("loopgate: passed — 1 recording, 1 passed, 0 failed (known), 0 not tested\n");
  });

  test("add-write-tools and distrust-idempotent-hint reach the judge and the judging configuration", async () => {
    const ws = workspace();
    rmSync(path.join(ws.dir, "recordings"), { recursive: true });
    mkdirSync(path.join(ws.dir, "recordings"));
    // Recorded with --add-write-tools triage_*; triage_ticket declares idempotentHint: true, so its repeat
    // is a duplicate only when the hint is distrusted.
    const twice = recording({ scenario: "F4" }, [{ name: "triage_ticket", annotations: { idempotentHint: true } }])
      .call({ tool: "triage_ticket", args: { ticket: "T-1" }, t: 0, class: "write" })
      .call({ tool: "triage_ticket", args: { ticket: "T-1" }, t: 100, class: "write" })
      .end(200)
      .toJsonl();
    writeFileSync(path.join(ws.dir, "recordings", "triage.jsonl"), twice);
    const trusting = await runActionInProcess(ws, { ...NO_UPLOAD, "add-write-tools": "escalate_*, triage_*" });
    const trusted = readReport(ws);
    expect([trusted.config.addWriteTools, trusted.config.distrustIdempotentHint]).toEqual([
      ["escalate_*", "triage_*"],
      null,
    ]);
    expect(trusted.recordings.map((r) => [r.verdict, r.coverage?.tools[0]?.why, r.observations[0]?.code])).toEqual([
      ["PASS", "add-write-tools", "IDEMPOTENT_REPEAT"],
    ]);
    expect([trusting.code, trusting.outputs.passed]).toEqual([0, "1"]);
    const run = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      "add-write-tools": "escalate_*, triage_*",
      "distrust-idempotent-hint": "true",
    });
    const report = readReport(ws);
    expect(report.config.distrustIdempotentHint).toBe(true);
    expect(report.config.hash).not.toBe(trusted.config.hash);
    expect(report.recordings.map((r) => [r.verdict, r.violations[0]?.code])).toEqual([["FAIL", "DUPLICATE_EXECUTION"]]);
    expect([run.code, run.outputs.failed]).toEqual([1, "1"]);
  });

  test("an unreadable recording makes the result an error, annotated at its bad line", async () => {
    const ws = workspace();
    const careful = readFileSync(path.join(ws.dir, CAREFUL), "utf8").split("\n");
    writeFileSync(path.join(ws.dir, "recordings", "broken.jsonl"), `${careful[0]}\n${careful[1]}\n{not json\n`);
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, recordings: `recordings/broken.jsonl\n${CAREFUL}` });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("error");
    expect(run.outputs.errors).toBe("1");
    const report = readReport(ws);
    const broken = report.recordings.find((r) => r.path === "recordings/broken.jsonl")!;
    expect(broken.error?.line).toBe(3);
    const errors = commandLines(run.stdout, "error");
    expect(errors[0]).toBe(
      `::error title=loopgate%3A unreadable recording,file=recordings/broken.jsonl,line=3::${broken.error!.message}`,
    );
    expect(errors.at(-1)).toBe(`::error::loopgate: 1 recording could not be read (${broken.reason})`);
  });

  test("a pattern that matches nothing is an error naming it", async () => {
    const ws = workspace();
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, recordings: `${CAREFUL}, nowhere/*.jsonl` });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("error");
    expect(commandLines(run.stdout, "error")).toEqual(['::error::loopgate: no recording matches "nowhere/*.jsonl"']);
  });
});

describe("sharding, history and blessing", () => {
  test("shards 1/2 and 2/2 judge disjoint case sets that together cover every recording", async () => {
    const ws = workspace();
    const all = (await engineReport(ws)).recordings.map((r) => r.path);
    const seen: string[][] = [];
    for (const shard of ["1/2", "2/2"]) {
      const run = await runActionInProcess(ws, {
        ...NO_UPLOAD,
        shard,
        json: `shard-${shard[0]}.json`,
        "fail-on-regression": "false",
      });
      expect(run.code).toBe(0);
      const report = JSON.parse(readFileSync(path.join(ws.dir, `shard-${shard[0]}.json`), "utf8")) as Report;
      seen.push(report.recordings.map((r) => r.path));
      expect(run.summary.split("\n")[0]).toContain(`(shard ${shard})`);
    }
    expect(seen[0]!.length).toBeGreaterThan(0);
    expect(seen[1]!.length).toBeGreaterThan(0);
    expect(seen[0]!.filter((p) => seen[1]!.includes(p))).toEqual([]);
    expect([...seen[0]!, ...seen[1]!].sort()).toEqual([...all].sort());
  });

  test("a blessed run in the history becomes the next run's baseline; an unblessed one never does", async () => {
    const ws = workspace();
    const ciEnv = (runId: string) => ({
      GITHUB_REF: "refs/heads/main",
      GITHUB_REF_NAME: "main",
      GITHUB_RUN_ID: runId,
      GITHUB_SHA: "a".repeat(40),
    });
    const first = await runActionInProcess(
      ws,
      { ...NO_UPLOAD, history: "history.jsonl", bless: "true", "fail-on-regression": "false" },
      ciEnv("101"),
    );
    expect(first.code).toBe(0);
    const lines = readFileSync(path.join(ws.dir, "history.jsonl"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ runId: "101", ref: "refs/heads/main", blessed: true });

    regressCarefulCase(ws);
    const second = await runActionInProcess(
      ws,
      {
        ...NO_UPLOAD,
        baseline: "history.jsonl",
        "baseline-ref": "main",
        history: "history.jsonl",
        bless: "if-passing",
      },
      ciEnv("102"),
    );
    expect(second.code).toBe(1);
    expect(second.outputs.result).toBe("regressed");
    expect(second.outputs.blessed).toBe("false");
    expect(second.outputs.baseline).toBe("main@aaaaaaa (history.jsonl)");
    expect(second.outputs["baseline-commit"]).toBe("a".repeat(40));
    const comparison = readReport(ws).comparison!;
    expect(comparison.baseline).toMatchObject({ source: "history", file: "history.jsonl", runId: "101" });
    expect(comparison.regressions.map((r) => `${r.caseId}:${r.rule}`)).toEqual(["f1-careful:PASS_TO_FAIL"]);
    const after = readFileSync(path.join(ws.dir, "history.jsonl"), "utf8").trim().split("\n");
    expect(after.map((line) => JSON.parse(line) as { runId: string; blessed: boolean })).toMatchObject([
      { runId: "101", blessed: true },
      { runId: "102", blessed: false },
    ]);
    expect(commandLines(second.stdout, "warning")).toContain(
      "::warning::loopgate: not blessed: this run regressed against its baseline (bless: if-passing; bless: true records the new state)",
    );
    expect(second.summary).toContain(
      "\nBaseline: run `101` · ref `refs/heads/main` · commit `aaaaaaa` from `history.jsonl`. ",
    );
    expect(second.summary).toContain("\n### Trend (last 2 runs)\n");
    expect(second.summary).toContain("\n| 2 (this run) | `102` | `aaaaaaa` | `refs/heads/main` | ");

    // bless: true on the default branch: the merged state is the truth, its regression accepted, loudly.
    const third = await runActionInProcess(
      ws,
      { ...NO_UPLOAD, baseline: "history.jsonl", "baseline-ref": "main", history: "history.jsonl", bless: "true" },
      ciEnv("103"),
    );
    expect(third.code).toBe(0);
    expect(third.outputs).toMatchObject({ result: "regressed", regressions: "1", blessed: "true" });
    const known =
      new Set(
        readReport(ws)
          .recordings.filter((r) => r.verdict === "FAIL")
          .map((r) => r.caseId),
      ).size - 1;
    expect(known).toBeGreaterThan(1);
    expect(third.summary).toContain(
      `\n### 🔖 Blessed as the baseline\n\n> [!WARNING]\n> Blessed with ${known} known failures, 1 accepted regression: pull requests now compare with this run. The accepted regressions are the new baseline:\n`,
    );
    const warnings = commandLines(third.stdout, "warning");
    expect(
      warnings.filter((line) =>
        line.startsWith("::warning title=loopgate accepted regression (blessed)%3A f1-careful,"),
      ),
    ).toHaveLength(1);
    expect(warnings.at(-1)).toMatch(
      /^::warning::loopgate: 1 regression against the baseline \(first: f1-careful: .*\) \(accepted: this run is blessed as the baseline\)$/,
    );
    expect(third.stdout).toContain(
      `\nloopgate: Blessed with ${known} known failures, 1 accepted regression: this run is the baseline now\n`,
    );
    const blessed = readFileSync(path.join(ws.dir, "history.jsonl"), "utf8").trim().split("\n");
    expect(blessed.map((line) => JSON.parse(line) as { runId: string; blessed: boolean })).toMatchObject([
      { runId: "101", blessed: true },
      { runId: "102", blessed: false },
      { runId: "103", blessed: true },
    ]);
  });

  test("an empty history (the base branch has none yet) means no baseline: every failing case counts", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "empty.jsonl"), "");
    const run = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      recordings: NAIVE,
      baseline: "empty.jsonl",
      "baseline-ref": "main",
    });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("regressed");
    expect(run.outputs.regressions).toBe("1");
    expect(readReport(ws).comparison!.baseline).toMatchObject({ source: "none", file: "empty.jsonl" });
    expect(commandLines(run.stdout, "warning")).toContain(
      "::warning::loopgate: no baseline: empty.jsonl holds no runs yet; every case counts as new, so every failing case is a regression",
    );
    expect(commandLines(run.stdout, "error").at(-1)).toBe(
      "::error::loopgate: 1 regression with no baseline (every failing case counts) (first: f1-naive: new case fails (1 run))",
    );
  });

  test("a missing baseline is an error, unless it is the history this run starts", async () => {
    const ws = workspace();
    const missing = await runActionInProcess(ws, {
      ...NO_UPLOAD,
      recordings: CAREFUL,
      baseline: "history.jsonl",
      "baseline-ref": "main",
    });
    expect(missing.code).toBe(1);
    expect(missing.outputs.result).toBe("error");
    expect(commandLines(missing.stdout, "error").at(-1)).toBe(
      '::error::loopgate: baseline "history.jsonl" could not be read: no such file',
    );

    const env = { GITHUB_REF: "refs/heads/main", GITHUB_RUN_ID: "301" };
    const inputs = {
      ...NO_UPLOAD,
      recordings: CAREFUL,
      baseline: "history.jsonl",
      "baseline-ref": "main",
      history: "history.jsonl",
      bless: "true",
    };
    const first = await runActionInProcess(ws, inputs, env);
    expect(first.code).toBe(0);
    expect(first.outputs.result).toBe("passed");
    expect(commandLines(first.stdout, "warning")).toEqual([
      "::warning::loopgate: no baseline: history.jsonl holds no runs yet; every case counts as new, so every failing case is a regression",
    ]);
    const second = await runActionInProcess(ws, inputs, { ...env, GITHUB_RUN_ID: "302" });
    expect(second.code).toBe(0);
    expect(readReport(ws).comparison!.baseline).toMatchObject({ source: "history", runId: "301" });
    const runs = readFileSync(path.join(ws.dir, "history.jsonl"), "utf8").trim().split("\n");
    expect(runs.map((line) => JSON.parse(line) as { runId: string; blessed: boolean })).toMatchObject([
      { runId: "301", blessed: true },
      { runId: "302", blessed: true },
    ]);
  });

  test("a baseline that is neither a report nor a history is an error naming the file and line", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "broken.json"), '{\n  "schemaVersion": 1,\n  oops\n}\n');
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, recordings: CAREFUL, baseline: "broken.json" });
    expect(run.code).toBe(1);
    expect(run.outputs.result).toBe("error");
    const last = commandLines(run.stdout, "error").at(-1)!;
    expect(last).toMatch(/^::error::loopgate: broken\.json:3: not valid JSON \(/);
    // The summary is Markdown: the dot of a bare file name is escaped there so no renderer links it.
    const message = last.slice("::error::loopgate: ".length).replace("broken.json", "broken\\.json");
    expect(run.summary.split("\n")[0]).toBe(`## ⚠️ loopgate: ${message}`);
  });

  test("a run that is only a shard, or missed a pattern, is recorded but never blessed", async () => {
    const ws = workspace();
    const env = { GITHUB_REF: "refs/heads/main", GITHUB_RUN_ID: "201" };
    const shard = await runActionInProcess(
      ws,
      { ...NO_UPLOAD, recordings: CAREFUL, shard: "1/1", history: "h.jsonl", bless: "true" },
      env,
    );
    expect(shard.code).toBe(0);
    // A shard is quiet: what it cannot decide is the merge job's to say.
    expect(commandLines(shard.stdout, "warning")).toEqual([]);
    expect(shard.stdout).toContain("\nloopgate: not blessed: shard 1/1 judged only part of the cases\n");
    expect(shard.outputs).toMatchObject({ result: "partial", blessed: "false" });
    const missed = await runActionInProcess(
      ws,
      { ...NO_UPLOAD, recordings: `${CAREFUL}, nowhere/*.jsonl`, history: "h.jsonl", bless: "true" },
      { ...env, GITHUB_RUN_ID: "202" },
    );
    expect(missed.code).toBe(1);
    expect(commandLines(missed.stdout, "warning")).toEqual([
      '::warning::loopgate: not blessed: no recording matches "nowhere/*.jsonl"',
    ]);
    const lines = readFileSync(path.join(ws.dir, "h.jsonl"), "utf8").trim().split("\n");
    expect(lines.map((line) => JSON.parse(line) as { runId: string; blessed: boolean })).toMatchObject([
      { runId: "201", blessed: false },
      { runId: "202", blessed: false },
    ]);
  });
});

describe("input validation: one clear line per bad input", () => {
  const cases: [Record<string, string>, string][] = [
    [{ alpha: "1.5" }, 'input "alpha" must be a number above 0 and below 1, got "1.5"'],
    [{ alpha: "five" }, 'input "alpha" must be a number above 0 and below 1, got "five"'],
    [{ "max-score-drop": "-1" }, 'input "max-score-drop" must be a number from 0 to 100, got "-1"'],
    [{ bless: "yes" }, 'input "bless" must be true, false or if-passing, got "yes"'],
    [{ "baseline-depth": "-1" }, 'input "baseline-depth" must be a whole number from 0 to 10000, got "-1"'],
    [
      { "history-branch": "--upload-pack=x" },
      'input "history-branch" must be a branch name (e.g. loopgate-history), got "--upload-pack=x"',
    ],
    [{ "fail-on-regression": "1" }, 'input "fail-on-regression" must be true or false, got "1"'],
    [{ "fail-on-lost-coverage": "on" }, 'input "fail-on-lost-coverage" must be true or false, got "on"'],
    [{ shard: "5/4" }, 'input "shard" must look like I/N with 1 <= I <= N (for example 2/4), got "5/4"'],
    [{ shard: "half" }, 'input "shard" must look like I/N with 1 <= I <= N (for example 2/4), got "half"'],
    [{ "retention-days": "0" }, 'input "retention-days" must be a whole number from 1 to 90, got "0"'],
    [
      { "artifact-name": "a/b" },
      'input "artifact-name" must not contain any of " : < > | * ? \\ / or a line break, got "a/b"',
    ],
    [{ recordings: " , \n ," }, 'input "recordings" names no recording, directory or glob'],
    [{ json: "reports/" }, 'input "json" must name a file, got the directory "reports/"'],
  ];
  const ws = workspace();
  test.each(cases)("%o", async (inputs, message) => {
    const run = await runActionInProcess(ws, { ...NO_UPLOAD, ...inputs });
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([`::error::loopgate: ${message}`]);
    expect(run.outputs).toEqual({ result: "error" });
  });
});

describe("the runner's files", () => {
  const ws = workspace();
  const missing = path.join(ws.runnerTemp, "not-created");
  const hint =
    'which is not a file. The runner creates it before the step; to run the action locally, create it first (docs/action.md, "Running it locally")';

  test("a GITHUB_OUTPUT file that does not exist fails the step in one line, before any judging", async () => {
    const run = await runActionInProcess(ws, NO_UPLOAD, { GITHUB_OUTPUT: missing });
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([`::error::loopgate: GITHUB_OUTPUT names "${missing}", ${hint}`]);
  });

  test("a GITHUB_STEP_SUMMARY file that does not exist fails the step in one line; result is error", async () => {
    const run = await runActionInProcess(ws, NO_UPLOAD, { GITHUB_STEP_SUMMARY: missing });
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([
      `::error::loopgate: GITHUB_STEP_SUMMARY names "${missing}", ${hint}`,
    ]);
    expect(run.outputs).toEqual({ result: "error" });
  });

  test("with summary: false a missing summary file does not matter", async () => {
    const inputs = { ...NO_UPLOAD, summary: "false", recordings: CAREFUL };
    const run = await runActionInProcess(ws, inputs, { GITHUB_STEP_SUMMARY: missing });
    expect([run.code, run.outputs.result]).toEqual([0, "passed"]);
  });
});
