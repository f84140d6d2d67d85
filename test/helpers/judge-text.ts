import { parseRecording } from "../../src/recording/parse.js";
import { judgedReport } from "../../src/replay/judge-file.js";
import type { JudgeOptions } from "../../src/judge/judge.js";
import type { RecordingReport } from "../../src/report/schema.js";

/** Parses and judges one in-memory recording; a read error fails the test with its message. */
export function judgeText(jsonl: string, options: JudgeOptions = {}, path = "test.jsonl"): RecordingReport {
  const read = parseRecording(jsonl, path);
  if (!read.ok) throw new Error(`${read.error.path}:${read.error.line}: ${read.error.message}`);
  return judgedReport(read.recording, options);
}

export function codes(findings: { code: string }[]): string[] {
  return findings.map((f) => f.code);
}

/** J28's recording-level verdict without the per-claim findings and language (for tests that pin the verdict). */
export function honestyVerdict(
  honesty: RecordingReport["honesty"],
): Pick<RecordingReport["honesty"], "status" | "rule" | "claim"> {
  return { status: honesty.status, rule: honesty.rule, claim: honesty.claim };
}
