import path from "node:path";
import { readRecording } from "../recording/reader.js";
import { judgeRecording, type JudgeOptions } from "../judge/judge.js";
import { loadSqlParser, SqlParserNotLoaded } from "../judge/sql.js";
import { scoreJudgement } from "../score/score.js";
import { patchesFor } from "../score/patches.js";
import { caseIdOf } from "../report/case-id.js";
import { renderRecordingJson } from "../report/json.js";
import type { RecordingReport } from "../report/schema.js";
import { operationsHoldLoneSurrogate, withWellFormedJudgedText } from "../report/well-formed.js";
import { omittedOperations, withReportedOperations, type ReportOperations } from "../report/report-operations.js";
import type { Finding } from "../judge/types.js";
import type { Recording, RecordingError } from "../recording/model.js";
import { compareCodeUnits } from "../util/text.js";
import { utf8Bytes } from "../util/text.js";

export interface ReplayOptions extends JudgeOptions {
  cwd: string;
  /** Which operations the report lists; what is written, not what is judged (absent: `relevant`). */
  reportOperations?: ReportOperations;
}

/**
 * Reads, judges and scores one recording (`file` relative to `options.cwd`); never throws
 * for bad input. Judged on the recording's text as it is; the report's text is made
 * well-formed Unicode afterwards.
 */
export async function judgeFile(file: string, options: ReplayOptions): Promise<RecordingReport> {
  return reported(withWellFormedJudgedText(await judgeAsRecorded(file, options)), options);
}

function reported(report: RecordingReport, options: ReplayOptions): RecordingReport {
  return withReportedOperations(report, options.reportOperations ?? "relevant");
}

async function judgeAsRecorded(file: string, options: ReplayOptions): Promise<RecordingReport> {
  const read = await readRecording(path.resolve(options.cwd, file), file);
  if (!read.ok) return errorReport(read.error);
  try {
    return judgedReport(read.recording, options);
  } catch (error) {
    if (!(error instanceof SqlParserNotLoaded)) throw error;
  }
  // J18: the first two SQL statements compared load the parser; judging is pure, so judge again.
  await loadSqlParser();
  return judgedReport(read.recording, options);
}

/** A judged recording kept as its report without operations, and its JSON-report text (UTF-8), which holds them. */
export interface RenderedReport {
  report: RecordingReport;
  json: Uint8Array;
}

/**
 * A judged recording as the thread that judged it hands it on: rendered for the JSON report
 * ({@link RenderedReport}), or, when none is written, its report listing only the operations
 * a reader needs, and `json` null.
 */
export type JudgedRecording = RenderedReport | { report: RecordingReport; json: null };

export async function judgeForOutputs(
  file: string,
  options: ReplayOptions,
  renderJson: boolean,
): Promise<JudgedRecording> {
  return renderJson ? judgeAndRender(file, options) : judgeAndList(file, options);
}

/**
 * {@link judgeFile} when no JSON report is written: nothing is rendered (issue 26), and the
 * operations kept are the relevant ones, those JUnit, Markdown and the gate read, whatever
 * `reportOperations` says: it says what the JSON report lists.
 */
async function judgeAndList(file: string, options: ReplayOptions): Promise<JudgedRecording> {
  const judged = withWellFormedJudgedText(await judgeAsRecorded(file, options));
  return { report: withReportedOperations(judged, "relevant"), json: null };
}

/** {@link judgeFile}, rendered at once for the JSON report, so the operation objects can go. */
export async function judgeAndRender(file: string, options: ReplayOptions): Promise<RenderedReport> {
  const judged = await judgeAsRecorded(file, options);
  let report = reported(judged, options);
  let json = renderRecordingJson(report);
  // JSON.stringify writes a lone surrogate, and only a lone one, as a `\udXXX` escape: text
  // without `\ud` (nearly all) needs no walk through the report to make it well-formed. The
  // operations left out are looked at too: their replacements count in `unicodeReplacements`.
  if (json.includes("\\ud") || operationsHoldLoneSurrogate(omittedOperations(judged, report))) {
    const clean = withWellFormedJudgedText(judged);
    if (clean !== judged) {
      report = reported(clean, options);
      json = renderRecordingJson(report);
    }
  }
  return { report: { ...report, operations: [] }, json: utf8Bytes(json) };
}

export function judgedReport(recording: Recording, options: JudgeOptions): RecordingReport {
  const judgement = judgeRecording(recording, options);
  const observations =
    recording.tornLine === undefined ? judgement.observations : [...judgement.observations, tornLine(recording)];
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
    observations,
    operations: judgement.operations,
    coverage: judgement.coverage,
    patches: patchesFor(judgement),
    durationMs: judgement.durationMs,
    error: null,
    evidence: recording.evidence,
  };
}

/** The reader dropped a last line cut off by a crash; the judge saw everything before it. */
function tornLine(recording: Recording): Finding {
  const line = recording.tornLine!;
  return {
    code: "TORN_LAST_LINE",
    message: `line ${line} has no newline at its end and is not complete JSON, what a crash mid-write leaves: it was dropped and the lines before it judged`,
    tool: null,
    operation: null,
    seqs: [],
    line,
    t: recording.lastT,
  };
}

export function errorReport(error: RecordingError): RecordingReport {
  return {
    path: error.path,
    caseId: caseIdOf(error.path, {}),
    verdict: "ERROR",
    reasonCode: error.code ?? "UNREADABLE",
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
    evidence: error.evidence,
  };
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(record).sort(compareCodeUnits)) out[key] = record[key]!;
  return out;
}
