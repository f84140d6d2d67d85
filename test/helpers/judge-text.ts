import { parseRecording } from "../../src/recording/parse.js";
import { judgedReport } from "../../src/replay/judge-file.js";
import { SETTINGS_NOT_STATED, type ClassifySettings } from "../../src/judge/settings.js";
import type { RecordingReport } from "../../src/report/schema.js";

/**
 * Parses and judges one in-memory recording with the replay-time settings given (the rest as
 * recorded); a read error fails the test with its message.
 */
export function judgeText(
  jsonl: string,
  settings: Partial<ClassifySettings> = {},
  path = "test.jsonl",
): RecordingReport {
  const read = parseRecording(jsonl, path);
  if (!read.ok) throw new Error(`${read.error.path}:${read.error.line}: ${read.error.message}`);
  return judgedReport(read.recording, { settings: { ...SETTINGS_NOT_STATED, ...settings } });
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
