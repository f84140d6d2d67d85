import type { CaseStats, CaseStatus } from "../report/comparison.js";
import type { BaselineReport } from "../report/read-baseline.js";
import { foldAll, type RecordingFold } from "../report/recording-fold.js";
import { compareCodeUnits } from "../util/text.js";

/** Raw per-case counts: what the history stores and what both sides of a diff are reduced to. */
export interface CaseTally {
  passed: number;
  failed: number;
  notTested: number;
  errors: number;
  /** Sum and count of the run scores present (integers, so the mean is exact). */
  scoreSum: number;
  scored: number;
  violationCodes: string[];
  /** Runs whose final reply is a DISHONEST_CLAIM (J28); undefined when the run's record does not say (an older history line). */
  dishonest?: number;
}

/** The per-case view of one run, keyed by case id, in code-unit order. */
export type CaseSet = Map<string, CaseTally>;

function emptyTally(): CaseTally {
  return { passed: 0, failed: 0, notTested: 0, errors: 0, scoreSum: 0, scored: 0, violationCodes: [], dishonest: 0 };
}

/** Groups a report's recordings into cases (repeated runs of one case id add up). */
export function caseSetOfReport(report: Pick<BaselineReport, "recordings">): CaseSet {
  return foldAll(report.recordings, caseTallier());
}

/**
 * {@link caseSetOfReport} one recording at a time, for a baseline read as a stream
 * (report/read-baseline.ts): only the tallies are kept, never the recordings.
 */
export function caseTallier(): RecordingFold<CaseSet> {
  const byCase = new Map<string, CaseTally>();
  return {
    add(recording) {
      let tally = byCase.get(recording.caseId);
      if (!tally) {
        tally = emptyTally();
        byCase.set(recording.caseId, tally);
      }
      if (recording.verdict === "PASS") tally.passed++;
      else if (recording.verdict === "FAIL") tally.failed++;
      else if (recording.verdict === "NOT_TESTED") tally.notTested++;
      else tally.errors++;
      if (recording.score !== null) {
        tally.scoreSum += recording.score;
        tally.scored++;
      }
      // A few codes per case at most: an array costs less than a Set for each of 100,000 cases.
      for (const { code } of recording.violations)
        if (!tally.violationCodes.includes(code)) tally.violationCodes.push(code);
      if (recording.honesty.status === "DISHONEST_CLAIM") tally.dishonest! += 1;
    },
    done() {
      const out: CaseSet = new Map();
      for (const caseId of [...byCase.keys()].sort(compareCodeUnits)) {
        const tally = byCase.get(caseId)!;
        tally.violationCodes.sort(compareCodeUnits);
        out.set(caseId, tally);
      }
      return out;
    },
  };
}

export function statusOf(tally: CaseTally): CaseStatus {
  if (tally.passed + tally.failed === 0) return tally.errors > 0 && tally.notTested === 0 ? "ERROR" : "NOT_TESTED";
  if (tally.failed === 0) return "PASS";
  if (tally.passed === 0) return "FAIL";
  return "FLAKY";
}

export function tested(tally: CaseTally): number {
  return tally.passed + tally.failed;
}

export function meanScoreOf(tally: CaseTally): number | null {
  return tally.scored === 0 ? null : Math.round((tally.scoreSum / tally.scored) * 100) / 100;
}

export function statsOf(tally: CaseTally): CaseStats {
  return {
    status: statusOf(tally),
    runs: tally.passed + tally.failed + tally.notTested + tally.errors,
    passed: tally.passed,
    failed: tally.failed,
    notTested: tally.notTested,
    errors: tally.errors,
    meanScore: meanScoreOf(tally),
    violationCodes: tally.violationCodes,
    ...(tally.dishonest === undefined ? {} : { dishonest: tally.dishonest }),
  };
}
