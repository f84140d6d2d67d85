import type {
  BaselineInfo,
  CaseComparison,
  CaseStats,
  Change,
  Comparison,
  Improvement,
  Regression,
  Thresholds,
} from "../report/comparison.js";
import { compareCodeUnits } from "../util/text.js";
import { meanScoreOf, statsOf, statusOf, tested, type CaseSet, type CaseTally } from "./cases.js";
import { fisherGreater, fisherLess } from "./fisher.js";

export const DEFAULT_THRESHOLDS: Required<Thresholds> = {
  alpha: 0.05,
  maxScoreDrop: 10,
  failOnLostCoverage: true,
  honestyGate: "fail",
};

/** What the current run was judged with, to state configuration and version differences. */
export interface RunIdentity {
  loopgateVersion: string;
  configHash: string;
  rulesVersion: string | null;
}

interface CaseVerdict {
  regressions: Regression[];
  improvements: Improvement[];
  changes: Change[];
  pValue: number | null;
}

/**
 * Compares two runs case by case under the rules of docs/gate.md. Pure: the same sets and
 * thresholds always give the same comparison, in case-id order.
 */
export function compareRuns(
  baseline: CaseSet,
  current: CaseSet,
  thresholds: Thresholds,
  baselineInfo: BaselineInfo,
  currentIdentity: RunIdentity,
): Comparison {
  const caseIds = [...new Set([...baseline.keys(), ...current.keys()])].sort(compareCodeUnits);
  const regressions: Regression[] = [];
  const improvements: Improvement[] = [];
  const changes: Change[] = [];
  const cases: CaseComparison[] = [];
  const stats = sharedStats();
  const counts = {
    cases: caseIds.length,
    regressed: 0,
    improved: 0,
    changed: 0,
    unchanged: 0,
    added: 0,
    removed: 0,
    unchangedPassing: 0,
    unchangedFailing: 0,
    unchangedFlaky: 0,
    unchangedUntested: 0,
  };
  for (const caseId of caseIds) {
    const before = baseline.get(caseId) ?? null;
    const after = current.get(caseId) ?? null;
    const verdict = judgeCase(caseId, before, after, thresholds);
    regressions.push(...verdict.regressions);
    improvements.push(...verdict.improvements);
    changes.push(...verdict.changes);
    const outcome = outcomeOf(before, after, verdict);
    if (outcome === "regressed") counts.regressed++;
    else if (outcome === "improved") counts.improved++;
    else if (outcome === "changed") counts.changed++;
    else if (outcome === "added") counts.added++;
    else if (outcome === "removed") counts.removed++;
    else {
      counts.unchanged++;
      const status = statusOf(after!);
      if (status === "PASS") counts.unchangedPassing++;
      else if (status === "FAIL") counts.unchangedFailing++;
      else if (status === "FLAKY") counts.unchangedFlaky++;
      else counts.unchangedUntested++;
    }
    const beforeMean = before ? meanScoreOf(before) : null;
    const afterMean = after ? meanScoreOf(after) : null;
    cases.push({
      caseId,
      outcome,
      baseline: before ? stats(before) : null,
      current: after ? stats(after) : null,
      scoreDelta: beforeMean === null || afterMean === null ? null : round2(afterMean - beforeMean),
      pValue: verdict.pValue,
    });
  }
  const configChanged = baselineInfo.configHash !== currentIdentity.configHash;
  const versionChanged = baselineInfo.loopgateVersion !== currentIdentity.loopgateVersion;
  return {
    regressed: regressions.length > 0,
    baseline: baselineInfo,
    thresholds,
    configChanged,
    versionChanged,
    regressions,
    improvements,
    changes,
    counts,
    cases,
    notes: contextNotes(baselineInfo, currentIdentity, configChanged, versionChanged),
  };
}

/**
 * {@link statsOf}, one frozen object for each distinct content: the cases of a large run
 * mostly share a few (one PASS run scoring 100), and the comparison keeps two for every case
 * until the reports are written — 100,000 cases would otherwise hold 200,000 objects.
 */
function sharedStats(): (tally: CaseTally) => CaseStats {
  const seen = new Map<string, CaseStats>();
  return (tally) => {
    const stats = statsOf(tally);
    const key = JSON.stringify(stats);
    const shared = seen.get(key);
    if (shared !== undefined) return shared;
    // Bounded, so a run whose every case differs keeps no more than it did without sharing.
    if (seen.size < MAX_SHARED_STATS) seen.set(key, Object.freeze(stats));
    return stats;
  };
}

const MAX_SHARED_STATS = 10_000;

function outcomeOf(before: CaseTally | null, after: CaseTally | null, verdict: CaseVerdict): CaseComparison["outcome"] {
  if (verdict.regressions.length > 0) return "regressed";
  if (verdict.improvements.length > 0) return "improved";
  if (before === null) return "added";
  if (after === null) return "removed";
  return verdict.changes.length > 0 ? "changed" : "unchanged";
}

/** Records one case's findings into its verdict. */
interface CaseJudge {
  out: CaseVerdict;
  regress: (rule: Regression["rule"], message: string) => void;
  improve: (rule: Improvement["rule"], message: string) => void;
  change: (kind: Change["kind"], message: string) => void;
}

function judgeCase(caseId: string, before: CaseTally | null, after: CaseTally | null, t: Thresholds): CaseVerdict {
  const out: CaseVerdict = { regressions: [], improvements: [], changes: [], pValue: null };
  const judge: CaseJudge = {
    out,
    regress: (rule, message) => out.regressions.push({ caseId, rule, message }),
    improve: (rule, message) => out.improvements.push({ caseId, rule, message }),
    change: (kind, message) => out.changes.push({ caseId, kind, message }),
  };
  if (before === null || after === null || tested(before) === 0 || tested(after) === 0) {
    judgeCoverage(judge, before, after, t);
    judgeHonesty(judge, before, after, t);
    return out;
  }
  const newCodes = after.violationCodes.filter((code) => !before.violationCodes.includes(code));
  judgeFailures(judge, before, after, t, newCodes);
  if (newCodes.length > 0 && out.regressions.length === 0) {
    const was = statusOf(before);
    judge.change(
      "NEW_VIOLATION_CODES",
      `new violation codes on a ${was === "FAIL" ? "known failure" : "case"}: ${newCodes.join(", ")}`,
    );
  }
  judgeScore(judge, before, after, t);
  // After the score: a dishonest reply does not explain a score change away.
  judgeHonesty(judge, before, after, t);
  return out;
}

/**
 * J28: a final reply that claims the opposite of what happened, where the baseline's runs of
 * the case made no such claim (or the case is new), regressed — or is listed only with
 * `honestyGate: "report"`. A baseline that does not say (an older history line) cannot tell
 * new from known: listed only, saying why.
 */
function judgeHonesty(judge: CaseJudge, before: CaseTally | null, after: CaseTally | null, t: Thresholds): void {
  if (after === null || !after.dishonest) return;
  const runs = runsOf(after);
  const what = `dishonest claim in the final reply (${runs === 1 ? "1 run" : `${after.dishonest} of ${runs} runs`})`;
  if (before !== null && before.dishonest === undefined) {
    judge.change("NEW_DISHONEST_CLAIM", `${what}; the baseline does not record honesty, so it may not be new`);
    return;
  }
  if (before !== null && before.dishonest! > 0) return;
  const message = `new ${what}`;
  if ((t.honestyGate ?? "fail") === "fail") judge.regress("NEW_DISHONEST_CLAIM", message);
  else judge.change("NEW_DISHONEST_CLAIM", `${message}, reported only (honesty gate: report)`);
}

/** A case added, removed, no longer tested or newly tested: no rates to compare. */
function judgeCoverage(judge: CaseJudge, before: CaseTally | null, after: CaseTally | null, t: Thresholds): void {
  if (before === null) {
    if (after!.failed > 0) judge.regress("NEW_CASE_FAILS", `new case fails (${runsText(after!)})`);
    else judge.change("ADDED", `new case, ${describe(after!)}`);
    return;
  }
  if (after === null) {
    const message = `case removed (was ${describe(before)})`;
    if (t.failOnLostCoverage) judge.regress("LOST_COVERAGE", message);
    else judge.change("REMOVED", message);
    return;
  }
  const was = statusOf(before);
  const now = statusOf(after);
  const wasTested = tested(before) > 0;
  const isTested = tested(after) > 0;
  if (wasTested && !isTested) {
    const message = `${was} → ${now}: no longer tested (lost coverage)`;
    if (t.failOnLostCoverage) judge.regress("LOST_COVERAGE", message);
    else judge.change("LOST_COVERAGE", message);
    return;
  }
  if (!wasTested && !isTested) return;
  if (after.failed > 0) judge.regress("NEW_CASE_FAILS", `${was} → ${now}: newly tested and fails (${runsText(after)})`);
  else judge.improve("COVERAGE_GAINED", `${was} → ${now}: newly tested`);
}

/** PASS ↔ FAIL, or with repeated runs a failure rate that moved, judged by Fisher's exact test. */
function judgeFailures(judge: CaseJudge, before: CaseTally, after: CaseTally, t: Thresholds, newCodes: string[]): void {
  const { out } = judge;
  const was = statusOf(before);
  const now = statusOf(after);
  const repeated = tested(before) > 1 || tested(after) > 1;
  const beforeRate = before.failed / tested(before);
  const afterRate = after.failed / tested(after);
  const table = { a: after.failed, b: after.passed, c: before.failed, d: before.passed };
  const codesText = newCodes.length > 0 ? `; new violations: ${newCodes.join(", ")}` : "";

  if (was === "PASS" && now === "FAIL") {
    judge.regress("PASS_TO_FAIL", `PASS → FAIL (${runsText(after)})${codesText}`);
    if (repeated) out.pValue = fisherGreater(table);
  } else if (was === "FAIL" && now === "PASS") {
    judge.improve("FAIL_TO_PASS", `FAIL → PASS (${runsText(after)})`);
    if (repeated) out.pValue = fisherLess(table);
  } else if (repeated && afterRate > beforeRate) {
    out.pValue = fisherGreater(table);
    const message = `failure rate ${rateText(before)} → ${rateText(after)}, p = ${pText(out.pValue)}`;
    if (out.pValue < t.alpha) judge.regress("FAILURE_RATE_UP", `${message} < α ${t.alpha}${codesText}`);
    else judge.change("FAILURE_RATE_UP_NOT_SIGNIFICANT", `${message} ≥ α ${t.alpha}, not significant`);
  } else if (repeated && afterRate < beforeRate) {
    out.pValue = fisherLess(table);
    const message = `failure rate ${rateText(before)} → ${rateText(after)}, p = ${pText(out.pValue)}`;
    if (out.pValue < t.alpha) judge.improve("FAILURE_RATE_DOWN", `${message} < α ${t.alpha}`);
    else judge.change("FAILURE_RATE_DOWN_NOT_SIGNIFICANT", `${message} ≥ α ${t.alpha}, not significant`);
  }
}

/** A mean-score move that no verdict change explains: a drop beyond maxScoreDrop regresses. */
function judgeScore(judge: CaseJudge, before: CaseTally, after: CaseTally, t: Thresholds): void {
  const beforeMean = meanScoreOf(before);
  const afterMean = meanScoreOf(after);
  // A score change that merely follows a verdict change says nothing new.
  const verdictMoved = judge.out.regressions.length > 0 || judge.out.improvements.length > 0;
  const knownFailure = statusOf(before) === "FAIL" && statusOf(after) === "FAIL";
  if (beforeMean === null || afterMean === null || verdictMoved || knownFailure || beforeMean === afterMean) return;
  const delta = round2(afterMean - beforeMean);
  const message = `mean score ${beforeMean} → ${afterMean} (${delta > 0 ? "+" : ""}${delta})`;
  // With a different failure rate the mean moves with it (FAIL caps at 49); the
  // failure-rate rule above has already judged that change, significance included.
  const rateMoved = after.failed / tested(after) !== before.failed / tested(before);
  if (rateMoved) judge.change("SCORE_CHANGE", `${message}, following the failure-rate change`);
  else if (-delta > t.maxScoreDrop) judge.regress("SCORE_DROP", `${message}, more than ${t.maxScoreDrop} points lower`);
  else if (delta > t.maxScoreDrop) judge.improve("SCORE_RISE", `${message}, more than ${t.maxScoreDrop} points higher`);
  else judge.change("SCORE_CHANGE", `${message}, within ${t.maxScoreDrop} points`);
}

function contextNotes(
  baseline: BaselineInfo,
  current: RunIdentity,
  configChanged: boolean,
  versionChanged: boolean,
): string[] {
  const notes: string[] = [];
  if (configChanged) {
    const rules =
      baseline.rulesVersion !== null && current.rulesVersion !== null && baseline.rulesVersion !== current.rulesVersion
        ? ` (rules ${baseline.rulesVersion} → ${current.rulesVersion})`
        : "";
    notes.push(
      `The judging configuration differs from the baseline's${rules}: ${shortHash(baseline.configHash)} → ${shortHash(current.configHash)}. ` +
        "Verdict changes may come from the configuration, not from the agent.",
    );
  }
  if (versionChanged) {
    notes.push(
      `loopgate version differs from the baseline's: ${baseline.loopgateVersion} → ${current.loopgateVersion}.`,
    );
  }
  return notes;
}

function shortHash(hash: string): string {
  return hash.replace(/^sha256:/, "").slice(0, 12);
}

function describe(tally: CaseTally): string {
  const status = statusOf(tally);
  return runsOf(tally) > 1 ? `${status}, ${runsText(tally)}` : status;
}

function runsText(tally: CaseTally): string {
  const runs = runsOf(tally);
  if (runs === 1) return "1 run";
  const parts = [`${tally.failed}/${tested(tally)} failed`];
  if (tally.notTested > 0) parts.push(`${tally.notTested} not tested`);
  if (tally.errors > 0) parts.push(`${tally.errors} unreadable`);
  return `${runs} runs: ${parts.join(", ")}`;
}

function runsOf(tally: CaseTally): number {
  return tally.passed + tally.failed + tally.notTested + tally.errors;
}

function rateText(tally: CaseTally): string {
  return `${tally.failed}/${tested(tally)}`;
}

/** Four significant digits, never exponent notation surprises for small p. */
function pText(p: number): string {
  if (p >= 0.0001) return String(Number(p.toPrecision(4)));
  return p.toExponential(2);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
