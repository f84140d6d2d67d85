import type { Finding } from "../judge/types.js";
import type { Scenario } from "../recording/schema.js";
import { SCENARIO_ORDER, scenarioSpec } from "../recording/scenarios.js";
import type { RecordingReport, Report } from "./schema.js";
import { createHash } from "node:crypto";
import { truncateText } from "../util/text.js";

/**
 * Plain-text descriptions shared by the JUnit and Markdown renderers. Nothing here is
 * escaped: each renderer escapes for its own format. Lengths are bounded here so a
 * megabyte tool name or argument cannot blow up either output.
 */

export const MAX_NAME_CHARS = 1_000;
export const MAX_MESSAGE_CHARS = 2_000;
export const MAX_ARGUMENT_CHARS = 2_000;
export const MAX_FINDINGS_LISTED = 50;

/** Scenario order in both outputs (the scenario table's); ERROR recordings carry no scenario. */
export { SCENARIO_ORDER } from "../recording/scenarios.js";
/** The group of recordings whose scenario is unknown because they could not be read. */
export const UNKNOWN_SCENARIO_GROUP = "unreadable";

export const SCENARIO_TITLES = Object.fromEntries(
  SCENARIO_ORDER.map((name) => [name, scenarioSpec(name).title]),
) as Record<Scenario, string>;

export interface ScenarioGroup {
  name: string;
  recordings: RecordingReport[];
}

/** Recordings grouped by scenario in {@link SCENARIO_ORDER}, report order inside a group, empty groups left out. */
export function groupByScenario(report: Report): ScenarioGroup[] {
  const groups = new Map<string, RecordingReport[]>();
  for (const name of [...SCENARIO_ORDER, UNKNOWN_SCENARIO_GROUP]) groups.set(name, []);
  for (const recording of report.recordings) groups.get(recording.scenario ?? UNKNOWN_SCENARIO_GROUP)!.push(recording);
  return [...groups]
    .filter(([, recordings]) => recordings.length > 0)
    .map(([name, recordings]) => ({ name, recordings }));
}

export function scoreText(recording: RecordingReport): string {
  if (recording.score === null) return "no score";
  if (recording.capped && recording.rawScore !== null && recording.rawScore !== recording.score)
    return `score ${recording.score} (capped from ${recording.rawScore})`;
  return `score ${recording.score}`;
}

export function verdictText(recording: RecordingReport): string {
  if (recording.verdict === "PASS" && recording.baseline) return "PASS (baseline)";
  return recording.verdict === "NOT_TESTED" ? "NOT TESTED" : recording.verdict;
}

/** A rule's sentence in an honesty line; H6 names the unclassified tools, and a saved report may be hostile. */
const MAX_HONESTY_RULE_CHARS = 500;

/**
 * J28: `honesty DISHONEST_CLAIM (H1 claims success, but no write was executed)`, shown
 * wherever the verdict is; null when the recording carries no final reply to measure.
 */
export function honestyText(recording: RecordingReport): string | null {
  const { status, rule } = recording.honesty;
  if (status === "NOT_MEASURED") return null;
  return rule === null ? `honesty ${status}` : `honesty ${status} (${truncateText(rule, MAX_HONESTY_RULE_CHARS)})`;
}

/** The claim's sentence as a dishonest-claim line quotes it; the report already shortened it to 300 characters. */
const MAX_CLAIM_SENTENCE_CHARS = 300;

/**
 * J28: the claim that made the reply dishonest, and the write it is about:
 * `dishonest claim (failed) about op-2 (book_room): "The booking failed."`; null unless the
 * reply is a DISHONEST_CLAIM. One line: the sentence's line breaks are escaped.
 */
export function dishonestClaimText(recording: RecordingReport): string | null {
  if (recording.honesty.status !== "DISHONEST_CLAIM") return null;
  const claim = recording.honesty.findings?.find((f) => f.status === "DISHONEST_CLAIM");
  if (claim === undefined) return null;
  const about =
    claim.operation === null
      ? "about no single write"
      : `about ${claim.operation}${claim.tool === null ? "" : ` (${truncateText(claim.tool, MAX_HONESTY_RULE_CHARS)})`}`;
  const sentence = escapeLineBreaks(truncateText(claim.sentence, MAX_CLAIM_SENTENCE_CHARS));
  return `dishonest claim${claim.claim === null ? "" : ` (${claim.claim})`} ${about}: "${sentence}"`;
}

/** `FAIL, score 35 (capped from 82), scenario F1, honesty HONEST (…): reason` — the one line a reporter shows first. */
export function oneLineSummary(recording: RecordingReport): string {
  const parts = [verdictText(recording), scoreText(recording), `scenario ${recording.scenario ?? "unknown"}`];
  const labels = Object.entries(recording.labels).map(([key, value]) => `${key}=${value}`);
  if (labels.length > 0) parts.push(`labels ${labels.join(", ")}`);
  const honesty = honestyText(recording);
  if (honesty !== null) parts.push(honesty);
  const replaced = recording.unicodeReplacements ?? 0;
  if (replaced > 0) parts.push(`${replaced} character${replaced === 1 ? "" : "s"} not valid Unicode shown as U+FFFD`);
  return truncateText(`${parts.join(", ")}: ${recording.reason}`, MAX_MESSAGE_CHARS);
}

/**
 * `call 3 at 1200 ms (line 7, EXECUTED)` for every call of a finding that the report can
 * place. Never `#3`: on GitHub that would link issue 3.
 */
export function callsText(finding: Finding, recording: RecordingReport): string {
  const attempts = new Map<number, { line: number; t: number; status: string }>();
  for (const operation of recording.operations)
    for (const attempt of operation.attempts) attempts.set(attempt.seq, attempt);
  const calls = finding.seqs.map((seq) => {
    const attempt = attempts.get(seq);
    return attempt ? `call ${seq} at ${millis(attempt.t)} ms (line ${attempt.line}, ${attempt.status})` : `call ${seq}`;
  });
  return calls.length > 0 ? calls.join(", ") : `line ${finding.line} at ${millis(finding.t)} ms`;
}

/** `call 4`, `calls 1 and 2`, `calls 1, 2 and 5`: sequence numbers as words, never `#N`. */
export function callNumbers(seqs: number[]): string {
  if (seqs.length <= 1) return seqs.length === 0 ? "no call" : `call ${seqs[0]}`;
  return `calls ${seqs.slice(0, -1).join(", ")} and ${seqs[seqs.length - 1]}`;
}

/** Recorded times come from a sub-millisecond clock; microseconds are plenty for a reader. */
function millis(t: number): string {
  return String(Math.round(t * 1000) / 1000);
}

const DETAIL_FIELDS = [
  ["keyUse", "key use"],
  ["afterTimeout", "after timeout"],
  ["verifiedBefore", "verified before"],
  ["parallel", "parallel"],
  ["upstreamResponsesIdentical", "upstream responses identical"],
  ["requiredMs", "required wait ms"],
  ["waitedMs", "waited ms"],
  ["retries", "retries"],
  ["inBandField", "rejected in-band by"],
] as const;

/** A finding as indented plain-text lines: code, message, tool, calls, arguments, details. */
export function findingLines(finding: Finding, recording: RecordingReport): string[] {
  // Every value is one line: a newline in a tool name (which the message repeats) would
  // otherwise start a line that reads like one of these.
  const lines = [`${finding.code}: ${escapeLineBreaks(truncateText(finding.message, MAX_MESSAGE_CHARS))}`];
  if (finding.tool !== null) lines.push(`  tool: ${escapeLineBreaks(truncateText(finding.tool, MAX_NAME_CHARS))}`);
  lines.push(`  calls: ${callsText(finding, recording)}`);
  const operation = recording.operations.find((candidate) => candidate.id === finding.operation);
  if (operation) lines.push(`  arguments: ${escapeLineBreaks(truncateText(operation.arguments, MAX_ARGUMENT_CHARS))}`);
  const details = DETAIL_FIELDS.filter(([field]) => finding[field] !== undefined).map(
    ([field, label]) => `${label} ${String(finding[field])}`,
  );
  if (details.length > 0) lines.push(`  details: ${details.join("; ")}`);
  if (finding.differences && finding.differences.length > 0) {
    lines.push(`  differences: ${escapeLineBreaks(truncateText(finding.differences.join("; "), MAX_MESSAGE_CHARS))}`);
  }
  lines.push(`  at: ${escapeLineBreaks(recording.path)}:${finding.line}`);
  return lines;
}

/** Every violation of a FAIL recording as text, bounded to {@link MAX_FINDINGS_LISTED}. */
export function violationsText(recording: RecordingReport): string {
  const shown = recording.violations.slice(0, MAX_FINDINGS_LISTED);
  const blocks = shown.map((finding) => findingLines(finding, recording).join("\n"));
  const hidden = recording.violations.length - shown.length;
  if (hidden > 0) blocks.push(`… ${hidden} more violations in the JSON report`);
  return blocks.join("\n\n");
}

/** Distinguishes repeated runs of one case: the case id when it is unique in its group, else the path. */
export function displayNames(recordings: RecordingReport[]): Map<RecordingReport, string> {
  const counts = new Map<string, number>();
  for (const recording of recordings) counts.set(recording.caseId, (counts.get(recording.caseId) ?? 0) + 1);
  return new Map(recordings.map((r) => [r, counts.get(r.caseId) === 1 ? r.caseId : r.path]));
}

/** Line breaks as the two characters `\n` (`\r`): text that must stay one line still shows where they were. */
export function escapeLineBreaks(text: string): string {
  return text.replace(/\r/g, "\\r").replace(/\n/g, "\\n");
}

/** Hex digits of the SHA-256 suffix: 48 bits, so two distinct long ids in one report never meet by chance. */
const ID_HASH_HEX = 12;

/**
 * An id (case id, path) as a name a reader keys on: line breaks escaped, and when longer
 * than `maxChars`, cut with a suffix of the whole id's SHA-256 (`… [sha256:1a2b3c4d5e6f]`),
 * so two ids that share their first thousand characters stay two tests in GitLab,
 * xunit-viewer and EnricoMi's action, and the same id gets the same name in every run.
 */
export function displayId(id: string, maxChars = MAX_NAME_CHARS): string {
  const escaped = escapeLineBreaks(id);
  if (escaped.length <= maxChars) return escaped;
  const suffix = `… [sha256:${createHash("sha256").update(id).digest("hex").slice(0, ID_HASH_HEX)}]`;
  let end = maxChars - suffix.length;
  const code = escaped.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${escaped.slice(0, end)}${suffix}`;
}
