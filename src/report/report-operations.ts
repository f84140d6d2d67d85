import type { Operation } from "../judge/types.js";
import type { RecordingReport } from "./schema.js";

/**
 * Which operations the JSON report lists (`--report-operations`, the action's
 * `report-operations`). `relevant`, the default: only those a reader of the report can
 * need (issue 26: in a large run 148 of every 150 are clean single executions, 93 % of the
 * report, restating the committed recording). `all`: every one, as schema version 1 did.
 * It changes what is written, never what is judged, so it is no part of the judging
 * configuration or its hash.
 */
export const REPORT_OPERATIONS = ["relevant", "all"] as const;
export type ReportOperations = (typeof REPORT_OPERATIONS)[number];

export function parseReportOperations(value: string): ReportOperations | null {
  return (REPORT_OPERATIONS as readonly string[]).includes(value) ? (value as ReportOperations) : null;
}

/**
 * The recording's report as the JSON report lists it: with `relevant`, the operations a
 * violation or observation names (by id, or by the sequence number of one of its calls),
 * and every one that is not a clean single execution — which takes in every operation that
 * lost points — with `operationsOmitted` counting the rest, right after `operations`.
 * Every reader of the report (JUnit, Markdown, the gate's SCORE_DROP explanation, the
 * action's annotations) needs only these.
 */
export function withReportedOperations(recording: RecordingReport, listed: ReportOperations): RecordingReport {
  if (listed === "all") return recording;
  const named = new Set<string>();
  const namedCalls = new Set<number>();
  for (const finding of [...recording.violations, ...recording.observations]) {
    if (finding.operation !== null) named.add(finding.operation);
    for (const seq of finding.seqs) namedCalls.add(seq);
  }
  // A loop, not filter() with a callback: a large recording has thousands of operations, met
  // once each in a cold process, where every call and closure runs in the interpreter.
  const operations: Operation[] = [];
  for (let i = 0; i < recording.operations.length; i += 1) {
    const op = recording.operations[i]!;
    if (!isCleanSingleExecution(op) || named.has(op.id) || namesAnAttempt(op, namedCalls)) operations.push(op);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(recording)) {
    if (key === "operationsOmitted") continue;
    out[key] = key === "operations" ? operations : value;
    if (key === "operations") out.operationsOmitted = recording.operations.length - operations.length;
  }
  return out as RecordingReport;
}

function namesAnAttempt(op: Operation, namedCalls: ReadonlySet<number>): boolean {
  if (namedCalls.size === 0) return false;
  for (let i = 0; i < op.attempts.length; i += 1) if (namedCalls.has(op.attempts[i]!.seq)) return true;
  return false;
}

/**
 * One call, executed once, no fault met and nothing to handle: it cost no points and no
 * finding can be about it unless one names it.
 */
function isCleanSingleExecution(op: Operation): boolean {
  return (
    op.outcome === "EXECUTED_ONCE" &&
    op.executions === 1 &&
    op.attempts.length === 1 &&
    op.fault === null &&
    op.handling === null
  );
}

/** The operations `reported` (from {@link withReportedOperations}) leaves out of `recording`. */
export function omittedOperations(recording: RecordingReport, reported: RecordingReport): Operation[] {
  if (reported.operations.length === recording.operations.length) return [];
  const kept = new Set(reported.operations);
  return recording.operations.filter((op) => !kept.has(op));
}
