import { assembleReport } from "../../src/replay/replay.js";
import { ReportSchema, type RecordingReport, type Report } from "../../src/report/schema.js";
import type { Verdict, ViolationCode } from "../../src/judge/types.js";
import { SETTINGS_NOT_STATED } from "../../src/judge/settings.js";

/** Hand-built reports for the gate tests, validated against ReportSchema so they stay real. */

export interface Run {
  caseId: string;
  verdict: Verdict;
  score?: number | null;
  violations?: ViolationCode[];
}

export function run(caseId: string, verdict: Verdict, score?: number | null, violations: ViolationCode[] = []): Run {
  return { caseId, verdict, score, violations };
}

/** `n` runs of one case: `failed` FAILs (score 30) then PASSes (score 100). */
export function repeats(caseId: string, n: number, failed: number): Run[] {
  return Array.from({ length: n }, (_, i) =>
    i < failed ? run(caseId, "FAIL", 30, ["DUPLICATE_EXECUTION"]) : run(caseId, "PASS", 100),
  );
}

export function recordingOf(r: Run, index: number): RecordingReport {
  const defaultScore = r.verdict === "PASS" ? 100 : r.verdict === "FAIL" ? 30 : null;
  const score = r.score === undefined ? defaultScore : r.score;
  return {
    path: `cases/${r.caseId}-${index + 1}.jsonl`,
    caseId: r.caseId,
    verdict: r.verdict,
    reasonCode:
      r.verdict === "FAIL"
        ? "VIOLATION"
        : r.verdict === "PASS"
          ? "PASS"
          : r.verdict === "ERROR"
            ? "UNREADABLE"
            : "NO_WRITE_CALLS",
    reason: r.verdict,
    baseline: false,
    scenario: r.verdict === "ERROR" ? null : "F1",
    labels: { case: r.caseId },
    score,
    rawScore: score,
    capped: false,
    components: { duplicateSafety: null, failureHandling: null },
    honesty: { status: "NOT_MEASURED", rule: null, claim: null },
    violations: (r.violations ?? []).map((code) => ({
      code,
      message: `${code} in ${r.caseId}`,
      tool: "book_room",
      operation: "op1",
      seqs: [1, 2],
      line: 7,
      t: 100,
    })),
    observations: [],
    operations: [],
    coverage: null,
    patches: [],
    durationMs: 10,
    error: r.verdict === "ERROR" ? { line: 1, message: "not a recording" } : null,
  };
}

export function report(runs: Run[], options: { writeTools?: string[] | null; version?: string } = {}): Report {
  const perCase = new Map<string, number>();
  const recordings = runs.map((r) => {
    const index = perCase.get(r.caseId) ?? 0;
    perCase.set(r.caseId, index + 1);
    return recordingOf(r, index);
  });
  const built = assembleReport(recordings, {
    settings: { ...SETTINGS_NOT_STATED, writeTools: options.writeTools ?? null },
  });
  if (options.version) built.loopgate.version = options.version;
  return ReportSchema.parse(built);
}
