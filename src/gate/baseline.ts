import {
  foldBaselineReportFile,
  type BaselineRecording,
  type BaselineReport,
  type RecordingFold,
} from "../report/read-baseline.js";
import type { EvidenceChanges } from "../report/comparison.js";
import type { Report } from "../report/schema.js";
import { caseSetOfReport, caseTallier, type CaseSet } from "./cases.js";
import { evidenceCollector, evidenceComparer, evidenceOfReport, type EvidenceMap } from "./evidence.js";

/**
 * All the gate reads of a baseline report: its identity, its case tallies and its
 * per-recording digests. A baseline of 100,000 recordings read this way keeps one tally per
 * case and one digest per recording, never the recordings themselves (issue 26, the memory
 * bound with a baseline).
 */
export interface BaselineSummary extends Pick<BaselineReport, "loopgate" | "config"> {
  cases: CaseSet;
  /**
   * Null when the report predates per-recording digests; the evidence changes themselves
   * when it was read against the run it gates ({@link readBaselineSummary}).
   */
  evidence: EvidenceMap | EvidenceChanges | null;
}

/** The run a baseline is compared with, and whether it is a shard (gate/evidence.ts, compareEvidence). */
export interface GatedRun {
  current: Report;
  onlyJudged: boolean;
}

/**
 * A baseline report file the gate reads only when it compares, against the run it gates:
 * `replay --baseline` holds neither the baseline while it judges nor its digests after
 * (issue 26, the memory bound with a baseline).
 */
export interface BaselineReader {
  read(run: GatedRun): Promise<BaselineSummary>;
}

/** A baseline as the gate takes it: a report (tests), its summary (`diff`, the action) or a reader (`replay`). */
export type GivenBaseline = BaselineReport | BaselineSummary | BaselineReader;

export async function baselineSummaryFor(given: GivenBaseline, run: GatedRun): Promise<BaselineSummary> {
  if ("read" in given) return given.read(run);
  if ("cases" in given) return given;
  const { loopgate, config } = given;
  return { loopgate, config, cases: caseSetOfReport(given), evidence: evidenceOfReport(given) };
}

/**
 * A saved JSON report read as a baseline, folded into its summary one recording at a time;
 * against `run`, its digests are compared with the run's as they are read, not kept.
 */
export async function readBaselineSummary(file: string, displayPath = file, run?: GatedRun): Promise<BaselineSummary> {
  const { folded, ...identity } = await foldBaselineReportFile(file, displayPath, () => summaryFold(run));
  return { ...identity, ...folded };
}

function summaryFold(run: GatedRun | undefined): RecordingFold<Pick<BaselineSummary, "cases" | "evidence">> {
  const cases = caseTallier();
  const evidence: RecordingFold<BaselineSummary["evidence"]> =
    run === undefined ? evidenceCollector() : evidenceComparer(run.current, run.onlyJudged);
  return {
    add(recording: BaselineRecording) {
      cases.add(recording);
      evidence.add(recording);
    },
    done: () => ({ cases: cases.done(), evidence: evidence.done() }),
  };
}
