import {
  foldBaselineReportFile,
  type BaselineRecording,
  type BaselineReport,
  type RecordingFold,
} from "../report/read-baseline.js";
import { caseSetOfReport, caseTallier, type CaseSet } from "./cases.js";
import { evidenceCollector, evidenceOfReport, type EvidenceMap } from "./evidence.js";

/**
 * All the gate reads of a baseline report: its identity, its case tallies and its
 * per-recording digests. A baseline of 100,000 recordings read this way keeps one tally per
 * case and one digest per recording, never the recordings themselves (issue 26, the memory
 * bound with a baseline).
 */
export interface BaselineSummary extends Pick<BaselineReport, "loopgate" | "config"> {
  cases: CaseSet;
  /** Null when the report predates per-recording digests. */
  evidence: EvidenceMap | null;
}

/** A baseline as the gate takes it: a report (the action, tests) or its summary (the CLI). */
export type GivenBaseline = BaselineReport | BaselineSummary;

export function baselineSummaryOf(given: GivenBaseline): BaselineSummary {
  if ("cases" in given) return given;
  const { loopgate, config } = given;
  return { loopgate, config, cases: caseSetOfReport(given), evidence: evidenceOfReport(given) };
}

/** A saved JSON report read as a baseline, folded into its summary one recording at a time. */
export async function readBaselineSummary(file: string, displayPath = file): Promise<BaselineSummary> {
  const { folded, ...identity } = await foldBaselineReportFile(file, displayPath, summaryFold);
  return { ...identity, ...folded };
}

function summaryFold(): RecordingFold<Pick<BaselineSummary, "cases" | "evidence">> {
  const cases = caseTallier();
  const evidence = evidenceCollector();
  return {
    add(recording: BaselineRecording) {
      cases.add(recording);
      evidence.add(recording);
    },
    done: () => ({ cases: cases.done(), evidence: evidence.done() }),
  };
}
