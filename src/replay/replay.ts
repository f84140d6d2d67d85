import { createHash } from "node:crypto";
import path from "node:path";
import { readRecording } from "../recording/reader.js";
import { judgeRecording, RULES_VERSION, type JudgeOptions } from "../judge/judge.js";
import { canonicalJson } from "../judge/canonical.js";
import { scoreJudgement } from "../score/score.js";
import { patchesFor } from "../score/patches.js";
import { caseIdOf } from "../report/case-id.js";
import {
  REPORT_SCHEMA_VERSION,
  type JudgingConfig,
  type RecordingReport,
  type Report,
  type Totals,
} from "../report/schema.js";
import type { Recording, RecordingError } from "../recording/model.js";
import { LOOPGATE_VERSION } from "../version.js";
import { compareCodeUnits, findRecordings } from "./find.js";

export interface ReplayOptions extends JudgeOptions {
  cwd: string;
}

export interface ReplayRun {
  report: Report;
  /** Arguments that matched no recording. */
  unmatched: string[];
}

/** Finds, reads, judges and scores every recording named by `args`: the engine behind CLI and action. */
export async function replay(args: string[], options: ReplayOptions): Promise<ReplayRun> {
  const { files, unmatched } = await findRecordings(args, options.cwd);
  const recordings: RecordingReport[] = [];
  for (const file of files) {
    const read = await readRecording(path.resolve(options.cwd, file), file);
    recordings.push(read.ok ? judgedReport(read.recording, options) : errorReport(read.error));
  }
  return { report: assembleReport(recordings, options), unmatched };
}

export function judgingConfig(options: JudgeOptions): JudgingConfig {
  const settings = {
    rulesVersion: RULES_VERSION,
    writeTools: options.writeTools ?? null,
    readTools: options.readTools ?? null,
    keyFields: options.keyFields ?? null,
  };
  const hash = `sha256:${createHash("sha256").update(canonicalJson(settings)).digest("hex")}`;
  return { hash, ...settings };
}

export function assembleReport(recordings: RecordingReport[], options: JudgeOptions): Report {
  const sorted = [...recordings].sort((a, b) => compareCodeUnits(a.path, b.path));
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    loopgate: { version: LOOPGATE_VERSION },
    config: judgingConfig(options),
    totals: totalsOf(sorted),
    recordings: sorted,
  };
}

export function totalsOf(recordings: RecordingReport[]): Totals {
  const scores = recordings.map((r) => r.score).filter((s): s is number => s !== null);
  const mean = scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
  return {
    recordings: recordings.length,
    passed: recordings.filter((r) => r.verdict === "PASS").length,
    failed: recordings.filter((r) => r.verdict === "FAIL").length,
    notTested: recordings.filter((r) => r.verdict === "NOT_TESTED").length,
    errors: recordings.filter((r) => r.verdict === "ERROR").length,
    baselines: recordings.filter((r) => r.verdict === "PASS" && r.baseline).length,
    meanScore: mean,
  };
}

export function judgedReport(recording: Recording, options: JudgeOptions): RecordingReport {
  const judgement = judgeRecording(recording, options);
  const score = scoreJudgement(judgement);
  const labels = recording.header.labels;
  return {
    path: recording.path,
    caseId: caseIdOf(recording.path, labels),
    verdict: judgement.verdict,
    reasonCode: judgement.reasonCode,
    reason: judgement.reason,
    baseline: judgement.baseline,
    scenario: recording.header.config.scenario,
    labels: sortedRecord(labels),
    score: score.score,
    rawScore: score.rawScore,
    capped: score.capped,
    components: score.components,
    honesty: judgement.honesty,
    violations: judgement.violations,
    observations: judgement.observations,
    operations: judgement.operations,
    coverage: judgement.coverage,
    patches: patchesFor(judgement),
    durationMs: judgement.durationMs,
    error: null,
  };
}

export function errorReport(error: RecordingError): RecordingReport {
  return {
    path: error.path,
    caseId: caseIdOf(error.path, {}),
    verdict: "ERROR",
    reasonCode: "UNREADABLE",
    reason: `${error.path}:${error.line}: ${error.message}`,
    baseline: false,
    scenario: null,
    labels: {},
    score: null,
    rawScore: null,
    capped: false,
    components: { duplicateSafety: null, failureHandling: null },
    honesty: { status: "NOT_MEASURED", rule: null, claim: null },
    violations: [],
    observations: [],
    operations: [],
    coverage: null,
    patches: [],
    durationMs: 0,
    error: { line: error.line, message: error.message },
  };
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(record).sort(compareCodeUnits)) out[key] = record[key]!;
  return out;
}
