import { describe, expect, it } from "vitest";
import { caseSetOfReport } from "../src/gate/cases.js";
import { compareRuns, DEFAULT_THRESHOLDS } from "../src/gate/diff.js";
import { runGate } from "../src/gate/gate.js";
import { ComparisonSchema, type BaselineInfo, type Comparison, type Thresholds } from "../src/report/comparison.js";
import { ReportSchema, type Report } from "../src/report/schema.js";
import { repeats, report, run, type Run } from "./helpers/gate-helpers.js";

function info(base: Report): BaselineInfo {
  return {
    source: "report",
    file: "baseline.json",
    runId: null,
    commit: null,
    ref: null,
    time: null,
    loopgateVersion: base.loopgate.version,
    configHash: base.config.hash,
    rulesVersion: base.config.rulesVersion,
  };
}

function diff(before: Run[], after: Run[], thresholds: Partial<Thresholds> = {}): Comparison {
  const base = report(before);
  const current = report(after);
  const comparison = compareRuns(
    caseSetOfReport(base),
    caseSetOfReport(current),
    { ...DEFAULT_THRESHOLDS, ...thresholds },
    info(base),
    {
      loopgateVersion: current.loopgate.version,
      configHash: current.config.hash,
      rulesVersion: current.config.rulesVersion,
    },
  );
  ComparisonSchema.parse(comparison);
  return comparison;
}

const rules = (c: Comparison) => c.regressions.map((r) => `${r.caseId}:${r.rule}`);
const gains = (c: Comparison) => c.improvements.map((r) => `${r.caseId}:${r.rule}`);
const kinds = (c: Comparison) => c.changes.map((r) => `${r.caseId}:${r.kind}`);

describe("regression rules", () => {
  it("PASS_TO_FAIL: a case that passed now fails", () => {
    const c = diff(
      [run("a", "PASS"), run("b", "PASS")],
      [run("a", "FAIL", 30, ["DUPLICATE_EXECUTION"]), run("b", "PASS")],
    );
    expect(c.regressed).toBe(true);
    expect(rules(c)).toEqual(["a:PASS_TO_FAIL"]);
    expect(c.regressions[0]!.message).toBe("PASS → FAIL (1 run); new violations: DUPLICATE_EXECUTION");
    expect(c.counts).toMatchObject({ cases: 2, regressed: 1, unchanged: 1, unchangedPassing: 1 });
    expect(c.cases.find((x) => x.caseId === "a")).toMatchObject({
      outcome: "regressed",
      scoreDelta: -70,
      pValue: null,
    });
  });

  it("a known failure that stays failing is not a regression, even with a new violation code", () => {
    const c = diff(
      [run("a", "FAIL", 30, ["DUPLICATE_EXECUTION"])],
      [run("a", "FAIL", 10, ["DUPLICATE_EXECUTION", "RETRY_AFTER_VIOLATED"])],
    );
    expect(c.regressed).toBe(false);
    expect(rules(c)).toEqual([]);
    expect(kinds(c)).toEqual(["a:NEW_VIOLATION_CODES"]);
    expect(c.changes[0]!.message).toBe("new violation codes on a known failure: RETRY_AFTER_VIOLATED");
  });

  it("a known failure with the same codes counts as unchanged and as a known failure", () => {
    const c = diff([run("a", "FAIL", 30, ["DUPLICATE_EXECUTION"])], [run("a", "FAIL", 30, ["DUPLICATE_EXECUTION"])]);
    expect(c.regressed).toBe(false);
    expect(c.counts).toMatchObject({ unchanged: 1, unchangedFailing: 1, regressed: 0, changed: 0 });
  });

  it("NEW_CASE_FAILS: a new case that fails; a new passing case is only added", () => {
    const c = diff([run("a", "PASS")], [run("a", "PASS"), run("new-bad", "FAIL"), run("new-good", "PASS")]);
    expect(rules(c)).toEqual(["new-bad:NEW_CASE_FAILS"]);
    expect(kinds(c)).toEqual(["new-good:ADDED"]);
    expect(c.counts).toMatchObject({ added: 1, regressed: 1 });
  });

  it("a case untested in the baseline that now fails is a regression; now passing is an improvement", () => {
    const c = diff([run("a", "NOT_TESTED"), run("b", "NOT_TESTED")], [run("a", "FAIL"), run("b", "PASS")]);
    expect(rules(c)).toEqual(["a:NEW_CASE_FAILS"]);
    expect(gains(c)).toEqual(["b:COVERAGE_GAINED"]);
  });

  it("FAILURE_RATE_UP: with repeats, a rise counts only when Fisher's p < alpha", () => {
    // 0/10 → 5/10: p = 0.01625 < 0.05.
    const significant = diff(repeats("a", 10, 0), repeats("a", 10, 5));
    expect(rules(significant)).toEqual(["a:FAILURE_RATE_UP"]);
    expect(significant.regressions[0]!.message).toBe(
      "failure rate 0/10 → 5/10, p = 0.01625 < α 0.05; new violations: DUPLICATE_EXECUTION",
    );
    expect(significant.cases[0]!.pValue).toBeCloseTo(0.016253869969, 10);

    // 0/10 → 1/10: p = 0.5, one noisy run does not flip the gate.
    const noise = diff(repeats("a", 10, 0), repeats("a", 10, 1));
    expect(rules(noise)).toEqual([]);
    expect(noise.changes.map((change) => `${change.kind}: ${change.message}`)).toEqual([
      "FAILURE_RATE_UP_NOT_SIGNIFICANT: failure rate 0/10 → 1/10, p = 0.5 ≥ α 0.05, not significant",
      "NEW_VIOLATION_CODES: new violation codes on a case: DUPLICATE_EXECUTION",
      "SCORE_CHANGE: mean score 100 → 93 (-7), following the failure-rate change",
    ]);
  });

  it("--alpha moves the line: 0/10 → 5/10 passes at α = 0.01", () => {
    expect(rules(diff(repeats("a", 10, 0), repeats("a", 10, 5), { alpha: 0.01 }))).toEqual([]);
    expect(rules(diff(repeats("a", 10, 0), repeats("a", 10, 5), { alpha: 0.02 }))).toEqual(["a:FAILURE_RATE_UP"]);
  });

  it("a flaky case getting flakier without significance is not a regression", () => {
    const c = diff(repeats("a", 5, 1), repeats("a", 5, 2));
    expect(rules(c)).toEqual([]);
    expect(kinds(c)).toContain("a:FAILURE_RATE_UP_NOT_SIGNIFICANT");
  });

  it("all repeats passing → all failing is PASS_TO_FAIL whatever the p-value", () => {
    const c = diff(repeats("a", 2, 0), repeats("a", 2, 2));
    expect(rules(c)).toEqual(["a:PASS_TO_FAIL"]);
    expect(c.cases[0]!.pValue).toBeCloseTo(1 / 6, 12);
  });

  it("SCORE_DROP: the mean score fell by more than --max-score-drop points", () => {
    const c = diff([run("a", "PASS", 100), run("b", "PASS", 100)], [run("a", "PASS", 85), run("b", "PASS", 92)]);
    expect(rules(c)).toEqual(["a:SCORE_DROP"]);
    expect(c.regressions[0]!.message).toBe("mean score 100 → 85 (-15), more than 10 points lower");
    expect(kinds(c)).toEqual(["b:SCORE_CHANGE"]);
    expect(rules(diff([run("a", "PASS", 100)], [run("a", "PASS", 85)], { maxScoreDrop: 15 }))).toEqual([]);
    expect(rules(diff([run("a", "PASS", 100)], [run("a", "PASS", 84)], { maxScoreDrop: 15 }))).toEqual([
      "a:SCORE_DROP",
    ]);
  });

  it("a known failure's score drop is not a regression", () => {
    expect(rules(diff([run("a", "FAIL", 45)], [run("a", "FAIL", 5)]))).toEqual([]);
  });

  it("LOST_COVERAGE: removed and now-untested cases gate by default, not with --fail-on-lost-coverage=false", () => {
    const before = [run("gone", "PASS"), run("untested", "PASS"), run("kept", "PASS")];
    const after = [run("untested", "NOT_TESTED"), run("kept", "PASS")];
    expect(DEFAULT_THRESHOLDS.failOnLostCoverage).toBe(true);
    const lenient = diff(before, after, { failOnLostCoverage: false });
    expect(lenient.regressed).toBe(false);
    expect(kinds(lenient)).toEqual(["gone:REMOVED", "untested:LOST_COVERAGE"]);
    expect(lenient.counts).toMatchObject({ removed: 1, changed: 1, unchanged: 1 });
    const strict = diff(before, after);
    expect(rules(strict)).toEqual(["gone:LOST_COVERAGE", "untested:LOST_COVERAGE"]);
    expect(strict.regressions.map((r) => r.message)).toEqual([
      "case removed (was PASS)",
      "PASS → NOT_TESTED: no longer tested (lost coverage)",
    ]);
  });

  it("a case whose recordings became unreadable has lost coverage", () => {
    const c = diff([run("a", "PASS")], [run("a", "ERROR")], { failOnLostCoverage: true });
    expect(c.regressions.map((r) => r.message)).toEqual(["PASS → ERROR: no longer tested (lost coverage)"]);
  });
});

describe("improvements", () => {
  it("FAIL_TO_PASS, FAILURE_RATE_DOWN and SCORE_RISE are listed, never gate", () => {
    const c = diff(
      [run("fixed", "FAIL"), ...repeats("steadier", 10, 6), run("better", "PASS", 80)],
      [run("fixed", "PASS"), ...repeats("steadier", 10, 0), run("better", "PASS", 100)],
    );
    expect(c.regressed).toBe(false);
    expect(gains(c)).toEqual(["better:SCORE_RISE", "fixed:FAIL_TO_PASS", "steadier:FAILURE_RATE_DOWN"]);
    expect(c.counts.improved).toBe(3);
  });
});

describe("context notes", () => {
  it("states a judging-configuration change first, so a rule change is not mistaken for an agent change", () => {
    const base = report([run("a", "PASS")]);
    const current = report([run("a", "FAIL")], { writeTools: ["book_*"], version: "0.2.0" });
    const c = compareRuns(caseSetOfReport(base), caseSetOfReport(current), DEFAULT_THRESHOLDS, info(base), {
      loopgateVersion: current.loopgate.version,
      configHash: current.config.hash,
      rulesVersion: current.config.rulesVersion,
    });
    expect(c.configChanged).toBe(true);
    expect(c.versionChanged).toBe(true);
    expect(c.notes).toEqual([
      `The judging configuration differs from the baseline's: ${base.config.hash.slice(7, 19)} → ${current.config.hash.slice(7, 19)}. ` +
        "Verdict changes may come from the configuration, not from the agent.",
      "loopgate version differs from the baseline's: 0.1.0 → 0.2.0.",
    ]);
  });

  it("says nothing when configuration and version are equal", () => {
    const c = diff([run("a", "PASS")], [run("a", "PASS")]);
    expect(c).toMatchObject({ configChanged: false, versionChanged: false, notes: [], regressed: false });
  });
});

describe("case identity", () => {
  it("repeated runs of one case id are aggregated into one case", () => {
    const set = caseSetOfReport(report([...repeats("a", 3, 1), run("b", "NOT_TESTED"), run("b", "PASS", 90)]));
    expect([...set.keys()]).toEqual(["a", "b"]);
    expect(set.get("a")).toEqual({
      passed: 2,
      failed: 1,
      notTested: 0,
      errors: 0,
      scoreSum: 230,
      scored: 3,
      violationCodes: ["DUPLICATE_EXECUTION"],
      dishonest: 0,
    });
    expect(set.get("b")).toMatchObject({ passed: 1, notTested: 1, scoreSum: 90, scored: 1 });
  });
});

describe("runGate with a report baseline", () => {
  const runMeta = { runId: null, commit: null, ref: null, time: null };
  it("exits 3 only with failOnRegression and embeds the comparison in the report", async () => {
    const base = report([run("a", "PASS")]);
    const current = report([run("a", "FAIL")]);
    const options = {
      report: current,
      baseline: { kind: "report" as const, report: base, file: "base.json" },
      thresholds: DEFAULT_THRESHOLDS,
      runMeta,
      history: null,
      trendRuns: 10,
    };
    const strict = await runGate(options);
    expect(strict.regressed).toBe(true);
    expect(strict.headline).toBe("❌ loopgate: 1 case regressed against baseline `base.json` (1 recording)");
    expect(ReportSchema.parse(strict.report).comparison?.regressions.map((r) => r.rule)).toEqual(["PASS_TO_FAIL"]);
    // Changes against baseline, then the evidence (no trend without a history).
    expect(strict.markdownSections).toHaveLength(2);
    expect(strict.comparison?.regressed).toBe(true);
  });

  it("is deterministic: the same input gives the same comparison and Markdown", async () => {
    const make = () =>
      runGate({
        report: report([...repeats("x", 4, 2), run("y", "PASS", 70)]),
        baseline: { kind: "report", report: report([...repeats("x", 4, 0), run("y", "PASS", 100)]), file: "b.json" },
        thresholds: DEFAULT_THRESHOLDS,
        runMeta,
        history: null,
        trendRuns: 10,
      });
    const [one, two] = [await make(), await make()];
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
  });
});
