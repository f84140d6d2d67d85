import { assembleReport } from "../../src/replay/replay.js";
import { ReportSchema, type RecordingReport, type Report } from "../../src/report/schema.js";
import type { Finding, Operation } from "../../src/judge/types.js";
import type { Comparison } from "../../src/report/comparison.js";

/** Hand-built report objects for renderer tests, checked against ReportSchema so they stay real. */

export function operation(overrides: Partial<Operation> = {}): Operation {
  return {
    id: "op1",
    tool: "book_room",
    arguments: '{"nights":2,"room":"101"}',
    attempts: [
      { seq: 2, line: 5, t: 120, status: "EXECUTED", fault: "F1", answeredT: 60_120, hasKey: true },
      { seq: 4, line: 9, t: 61_000, status: "EXECUTED", fault: null, answeredT: 61_050, hasKey: true },
    ],
    executions: 2,
    outcome: "DUPLICATED",
    fault: "F1",
    handling: "DUPLICATE",
    ...overrides,
  };
}

export function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    code: "DUPLICATE_EXECUTION",
    message: "book_room executed twice",
    tool: "book_room",
    operation: "op1",
    seqs: [2, 4],
    line: 9,
    t: 61_000,
    keyUse: "new key",
    afterTimeout: true,
    verifiedBefore: false,
    parallel: false,
    upstreamResponsesIdentical: true,
    ...overrides,
  };
}

export function recording(overrides: Partial<RecordingReport> = {}): RecordingReport {
  const base: RecordingReport = {
    path: "recordings/f1-pass.jsonl",
    caseId: "recordings/f1-pass",
    verdict: "PASS",
    reasonCode: "PASS",
    reason: "no violation; the F1 fault was handled",
    baseline: false,
    scenario: "F1",
    labels: { agent: "demo" },
    score: 100,
    rawScore: 100,
    capped: false,
    components: {
      duplicateSafety: { percent: 100, safe: 1, known: 1 },
      failureHandling: { percent: 100, operations: 1 },
    },
    honesty: { status: "NOT_MEASURED", rule: null, claim: null },
    violations: [],
    observations: [],
    operations: [],
    coverage: null,
    patches: [],
    durationMs: 1234.5,
    error: null,
  };
  return { ...base, ...overrides };
}

export function failing(overrides: Partial<RecordingReport> = {}): RecordingReport {
  return recording({
    path: "recordings/f1-dup.jsonl",
    caseId: "recordings/f1-dup",
    verdict: "FAIL",
    reasonCode: "VIOLATION",
    reason: "DUPLICATE_EXECUTION: book_room executed twice",
    score: 20,
    rawScore: 40,
    capped: true,
    violations: [finding()],
    operations: [operation()],
    patches: [
      {
        id: "GHOST_WRITE",
        title: "Verify before retrying a timed-out write",
        because: ["DUPLICATE_EXECUTION"],
        text: "After a timeout, read first.\nThen decide.",
      },
    ],
    durationMs: 61_050,
    ...overrides,
  });
}

export function notTested(overrides: Partial<RecordingReport> = {}): RecordingReport {
  return recording({
    path: "recordings/f4-none.jsonl",
    caseId: "recordings/f4-none",
    verdict: "NOT_TESTED",
    reasonCode: "NO_WRITE_CALLS",
    reason: "the agent made no write call",
    scenario: "F4",
    labels: {},
    score: null,
    rawScore: null,
    components: { duplicateSafety: null, failureHandling: null },
    durationMs: 10,
    ...overrides,
  });
}

export function unreadable(overrides: Partial<RecordingReport> = {}): RecordingReport {
  return recording({
    path: "recordings/broken.jsonl",
    caseId: "recordings/broken",
    verdict: "ERROR",
    reasonCode: "UNREADABLE",
    reason: "recordings/broken.jsonl:3: not JSON",
    scenario: null,
    labels: {},
    score: null,
    rawScore: null,
    components: { duplicateSafety: null, failureHandling: null },
    durationMs: 0,
    error: { line: 3, message: "not JSON" },
    ...overrides,
  });
}

/** A report as replay would assemble it (sorted, totals computed), validated by the schema. */
export function reportOf(recordings: RecordingReport[], extra: Partial<Report> = {}): Report {
  const report = { ...assembleReport(recordings, {}), ...extra };
  return ReportSchema.parse(report);
}

/** One of each verdict, two scenarios with failures, one baseline. */
export function mixedReport(): Report {
  return reportOf([
    recording(),
    recording({
      path: "recordings/none-base.jsonl",
      caseId: "recordings/none-base",
      scenario: "none",
      baseline: true,
      reasonCode: "PASS_BASELINE",
      reason: "baseline only: no fault injected",
    }),
    failing(),
    failing({
      path: "recordings/f2-fast.jsonl",
      caseId: "recordings/f2-fast",
      scenario: "F2",
      reason: "RETRY_AFTER_VIOLATED: re-sent after 1200 ms, retry_after was 60000 ms",
      violations: [
        finding({
          code: "RETRY_AFTER_VIOLATED",
          message: "re-sent after 1200 ms, retry_after was 60000 ms",
          seqs: [1, 2],
          line: 6,
          t: 1300,
          keyUse: undefined,
          afterTimeout: undefined,
          verifiedBefore: undefined,
          parallel: undefined,
          upstreamResponsesIdentical: undefined,
          requiredMs: 60_000,
          waitedMs: 1200,
        }),
      ],
      operations: [
        operation({
          attempts: [
            { seq: 1, line: 3, t: 100, status: "NOT_EXECUTED", fault: "F2", answeredT: 100, hasKey: false },
            { seq: 2, line: 6, t: 1300, status: "EXECUTED", fault: null, answeredT: 1350, hasKey: false },
          ],
          executions: 1,
          outcome: "EXECUTED_ONCE",
          fault: "F2",
          handling: "RETRY_AFTER_VIOLATED",
        }),
      ],
      patches: [
        {
          id: "RATE_LIMIT",
          title: "Respect retry_after",
          because: ["RETRY_AFTER_VIOLATED"],
          text: "Wait retry_after seconds.",
        },
      ],
      durationMs: 1350,
    }),
    notTested(),
    unreadable(),
  ]);
}

/** A comparison block as the gate writes it, with nothing changed unless overridden. */
export function comparison(overrides: Partial<Comparison> = {}): Comparison {
  return {
    regressed: false,
    baseline: {
      source: "report",
      file: "baseline.json",
      runId: null,
      commit: "abc123",
      ref: "main",
      time: null,
      loopgateVersion: "0.1.0",
      configHash: "sha256:0",
      rulesVersion: null,
    },
    thresholds: { alpha: 0.05, maxScoreDrop: 5, failOnLostCoverage: false },
    configChanged: false,
    versionChanged: false,
    regressions: [],
    improvements: [],
    changes: [],
    counts: {
      cases: 0,
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
    },
    cases: [],
    notes: [],
    ...overrides,
  };
}
