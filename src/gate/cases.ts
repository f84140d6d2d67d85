import type { CaseStats, CaseStatus } from "../report/comparison.js";
import type { BaselineRecording, BaselineReport } from "../report/read-baseline.js";
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
  const firstRun = sharedFirstRunTallies();
  let sorted = true;
  let lastCaseId: string | null = null;
  return {
    add(recording) {
      const tally = byCase.get(recording.caseId);
      if (tally === undefined) {
        if (lastCaseId !== null && compareCodeUnits(lastCaseId, recording.caseId) > 0) sorted = false;
        lastCaseId = recording.caseId;
        byCase.set(recording.caseId, firstRun(recording));
      } else if (Object.isFrozen(tally)) {
        const own = { ...tally, violationCodes: [...tally.violationCodes] };
        addRun(own, recording);
        byCase.set(recording.caseId, own);
      } else addRun(tally, recording);
    },
    done() {
      for (const tally of byCase.values()) if (!Object.isFrozen(tally)) tally.violationCodes.sort(compareCodeUnits);
      // Recordings mostly come in case order already: then the map is the set as it is.
      if (sorted) return byCase;
      const out: CaseSet = new Map();
      for (const caseId of [...byCase.keys()].sort(compareCodeUnits)) out.set(caseId, byCase.get(caseId)!);
      return out;
    },
  };
}

function addRun(tally: CaseTally, recording: BaselineRecording): void {
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
}

/**
 * The tally of a case's first run, one frozen object for each distinct content: most cases
 * of a large run have one run and share a few (one PASS scoring 100), and a tally of its
 * own with its array cost about 120 bytes for each of 100,000 cases on both sides of the
 * gate (issue 26). A second run of the case copies it ({@link caseTallier}).
 */
function sharedFirstRunTallies(): (recording: BaselineRecording) => CaseTally {
  const seen = new Map<string, CaseTally>();
  return (recording) => {
    const tally = emptyTally();
    addRun(tally, recording);
    tally.violationCodes.sort(compareCodeUnits);
    const key = `${recording.verdict} ${recording.score} ${tally.violationCodes.join()} ${tally.dishonest}`;
    const shared = seen.get(key);
    if (shared !== undefined) return shared;
    // Bounded, so a run whose every case differs keeps no more than without sharing.
    if (seen.size >= MAX_SHARED_TALLIES) return tally;
    Object.freeze(tally.violationCodes);
    seen.set(key, Object.freeze(tally));
    return tally;
  };
}

const MAX_SHARED_TALLIES = 10_000;

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
