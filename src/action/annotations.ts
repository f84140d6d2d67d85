import type { Regression } from "../report/comparison.js";
import type { RecordingReport, Report } from "../report/schema.js";
import { compareCodeUnits } from "../util/text.js";
import { operationLosses } from "../score/points-lost.js";
import { oneLine } from "../report/escape.js";
import { groupBy } from "../util/group.js";
import { hasUnprintable, printable } from "../util/printable.js";

/** GitHub shows at most 10 annotations of each kind per step (and 50 per job); the rest are dropped. */
export const ANNOTATIONS_PER_KIND = 10;
const MAX_MESSAGE_CHARS = 1000;

export interface Annotation {
  level: "error" | "warning";
  title: string;
  message: string;
  /**
   * Relative to the workspace, as the recording's path in the report; left out when the
   * name holds a character GitHub would show raw (bidi, line separators: `@actions/core`
   * escapes only `% \r \n : ,`), and then named, escaped, in the message.
   */
  file: string | undefined;
  startLine: number;
}

export interface AnnotationPlan {
  annotations: Annotation[];
  /** How many were left out per kind to stay within GitHub's limit. */
  omitted: { error: number; warning: number };
}

/**
 * Most important first: one annotation per regressed case (at its failing call), then
 * unreadable recordings, then the other violations of regressed cases; known failures
 * (still failing, not a regression) come as warnings. With `regressionsAreErrors` off a
 * regression does not fail the step, so it is shown as a warning too.
 */
export function planAnnotations(
  report: Report,
  regressions: Regression[],
  regressionsAreErrors: boolean,
  /** A blessed run's regressions are the new baseline: shown, titled as accepted. */
  accepted = false,
): AnnotationPlan {
  const regressed = regressionAnnotations(
    report,
    regressions,
    regressionsAreErrors && !accepted ? "error" : "warning",
    accepted ? "loopgate accepted regression (blessed)" : "loopgate regression",
  );
  const ordered = [
    ...regressed.headlines,
    ...unreadableAnnotations(report),
    ...regressed.details,
    ...knownFailureAnnotations(report, regressed.cases),
  ];
  return withinGitHubLimits(ordered);
}

interface RegressionAnnotations {
  /** One per regressed case, at its first failing call. */
  headlines: Annotation[];
  /** The regressed cases' other violations. */
  details: Annotation[];
  /** The regressed cases, so their failures are not repeated as known failures. */
  cases: Set<string>;
}

function regressionAnnotations(
  report: Report,
  regressions: Regression[],
  level: Annotation["level"],
  title: string,
): RegressionAnnotations {
  const byCase = groupBy(report.recordings, (recording) => recording.caseId);
  const out: RegressionAnnotations = { headlines: [], details: [], cases: new Set() };
  const usedFindings = new Set<string>();
  for (const regression of regressions) {
    if (out.cases.has(regression.caseId)) continue;
    out.cases.add(regression.caseId);
    const recordings = byCase.get(regression.caseId) ?? [];
    const failing = recordings.find((r) => r.verdict === "FAIL" && r.violations.length > 0);
    const violation = failing?.violations[0];
    if (failing && violation) usedFindings.add(`${failing.path}#0`);
    const where = failing && violation ? { path: failing.path, line: violation.line } : pointsLostAt(recordings);
    if (!where) continue;
    out.headlines.push({
      level,
      title: `${title}: ${regression.caseId}`,
      message: violation ? `${regression.message} — ${violation.code}: ${violation.message}` : regression.message,
      file: where.path,
      startLine: where.line,
    });
    for (const recording of recordings) {
      recording.violations.forEach((finding, index) => {
        if (usedFindings.has(`${recording.path}#${index}`)) return;
        out.details.push({
          level,
          title: `loopgate ${finding.code}: ${regression.caseId}`,
          message: finding.message,
          file: recording.path,
          startLine: finding.line,
        });
      });
    }
  }
  return out;
}

/**
 * Where a case without a violation lost its points (a SCORE_DROP): the call of the
 * operation that cost most in its lowest-scored recording, at the attempt that met the
 * fault; line 1 of its first recording when no operation lost any.
 */
function pointsLostAt(recordings: RecordingReport[]): { path: string; line: number } | null {
  const lowest = recordings
    .filter((r) => r.score !== null)
    .sort((a, b) => a.score! - b.score! || compareCodeUnits(a.path, b.path))[0];
  const costliest = lowest
    ? operationLosses(lowest).sort((a, b) => b.points - a.points || a.index - b.index)[0]
    : undefined;
  if (lowest && costliest) {
    const attempts = lowest.operations[costliest.index]!.attempts;
    const attempt = attempts.find((a) => a.fault !== null) ?? attempts[0];
    if (attempt) return { path: lowest.path, line: attempt.line };
  }
  const first = recordings[0];
  return first ? { path: first.path, line: 1 } : null;
}

function unreadableAnnotations(report: Report): Annotation[] {
  return report.recordings
    .filter((r) => r.verdict === "ERROR")
    .map((r) => ({
      level: "error",
      title: "loopgate: unreadable recording",
      message: r.error?.message ?? r.reason,
      file: r.path,
      startLine: Math.max(1, r.error?.line ?? 1),
    }));
}

/** Failures of cases that did not regress: still failing, so shown as warnings. */
function knownFailureAnnotations(report: Report, regressedCases: Set<string>): Annotation[] {
  return report.recordings
    .filter((r) => r.verdict === "FAIL" && !regressedCases.has(r.caseId) && r.violations.length > 0)
    .map((r) => {
      const violation = r.violations[0]!;
      return {
        level: "warning",
        title: `loopgate known failure: ${r.caseId}`,
        message: `${violation.code}: ${violation.message}`,
        file: r.path,
        startLine: violation.line,
      };
    });
}

/** The first ANNOTATIONS_PER_KIND of each level, their texts made safe and bounded. */
function withinGitHubLimits(ordered: Annotation[]): AnnotationPlan {
  const kept: Annotation[] = [];
  const counts = { error: 0, warning: 0 };
  const omitted = { error: 0, warning: 0 };
  for (const annotation of ordered) {
    if (counts[annotation.level] >= ANNOTATIONS_PER_KIND) {
      omitted[annotation.level] += 1;
      continue;
    }
    counts[annotation.level] += 1;
    const fileIsSafe = annotation.file === undefined || !hasUnprintable(annotation.file);
    // Without file= a line= points nowhere: the message says both.
    const message = fileIsSafe
      ? annotation.message
      : `${printable(annotation.file!)}:${annotation.startLine}: ${annotation.message}`;
    kept.push({
      ...annotation,
      title: oneLine(annotation.title, 200),
      message: oneLine(message, MAX_MESSAGE_CHARS),
      file: fileIsSafe ? annotation.file : undefined,
    });
  }
  return { annotations: kept, omitted };
}
