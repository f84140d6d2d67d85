import type { Attempt, Operation } from "../judge/types.js";
import type { RecordingReport, Report } from "./schema.js";

/**
 * Text that is not valid Unicode never reaches a report. In a JavaScript string that is a
 * lone UTF-16 surrogate: a recording line can hold one as a `\udXXX` escape, and JSON
 * written from it would carry the escape on, which jq and Ruby's JSON parser refuse with
 * an error. The reports write U+FFFD instead and count the replacements
 * (`unicodeReplacements`); the recording keeps the original.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The recording's report with every lone surrogate, in values and keys alike, replaced by
 * U+FFFD and `unicodeReplacements` set to how many there were; the very same object when
 * there were none, which is nearly always, so the check allocates nothing.
 */
export function withWellFormedText(recording: RecordingReport): RecordingReport {
  if (!holdsLoneSurrogate(recording)) return recording;
  const tally = { replaced: 0 };
  const clean = wellFormed(recording, tally) as RecordingReport;
  return { ...clean, unicodeReplacements: (recording.unicodeReplacements ?? 0) + tally.replaced };
}

/**
 * {@link withWellFormedText} for a report the judge has just built, whose operations are
 * the judge's own objects with only the fields of an {@link Operation}: those, nearly all of
 * a large recording's report, are checked field by field, where walking them key by key as
 * unknown values cost about as much as grouping them into operations in a cold process.
 */
export function withWellFormedJudgedText(recording: RecordingReport): RecordingReport {
  for (const key in recording) {
    const value = recording[key as keyof RecordingReport];
    if (key === "operations" ? operationsHoldLoneSurrogate(recording.operations) : holdsLoneSurrogate(value))
      return withWellFormedText(recording);
  }
  return recording;
}

/**
 * What each field of an operation and of an attempt holds: text, or only numbers, booleans
 * and null. A field added to either type is a compile error here until it is listed.
 */
const OPERATION_FIELDS = {
  id: "text",
  tool: "text",
  arguments: "text",
  attempts: "attempts",
  executions: "scalar",
  outcome: "text",
  fault: "text",
  handling: "text",
} as const satisfies Record<keyof Operation, "text" | "scalar" | "attempts">;
const ATTEMPT_FIELDS = {
  seq: "scalar",
  line: "scalar",
  t: "scalar",
  status: "text",
  rawStatus: "text",
  fault: "text",
  answeredT: "scalar",
  hasKey: "scalar",
} as const satisfies Record<keyof Attempt, "text" | "scalar">;

const textFields = (fields: Record<string, string>) => Object.keys(fields).filter((key) => fields[key] === "text");
const OPERATION_TEXT = textFields(OPERATION_FIELDS);
const ATTEMPT_TEXT = textFields(ATTEMPT_FIELDS);

/** {@link holdsLoneSurrogate} for operations the judge built (their keys are its own). */
export function operationsHoldLoneSurrogate(operations: readonly Operation[]): boolean {
  for (let i = 0; i < operations.length; i += 1) {
    const op = operations[i]!;
    if (someTextIllFormed(op, OPERATION_TEXT)) return true;
    for (let j = 0; j < op.attempts.length; j += 1) if (someTextIllFormed(op.attempts[j]!, ATTEMPT_TEXT)) return true;
  }
  return false;
}

function someTextIllFormed(value: object, keys: readonly string[]): boolean {
  for (let k = 0; k < keys.length; k += 1) {
    const text = (value as Record<string, unknown>)[keys[k]!];
    if (typeof text === "string" && isIllFormed(text)) return true;
  }
  return false;
}

/**
 * A saved report read back (written by a loopgate that kept lone surrogates): every
 * recording as {@link withWellFormedText} makes it, the rest (the comparison) likewise,
 * in the same key order.
 */
export function wellFormedReport(report: Report): Report {
  if (!holdsLoneSurrogate(report)) return report;
  const entries = Object.entries(report).map(([key, value]) => [
    key,
    key === "recordings" ? (value as RecordingReport[]).map(withWellFormedText) : wellFormed(value, { replaced: 0 }),
  ]);
  return Object.fromEntries(entries) as Report;
}

/** Whether any string (or key) in `value` holds a lone surrogate. */
export function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return isIllFormed(value);
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  for (const key in value) {
    if (isIllFormed(key) || holdsLoneSurrogate((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

// The engine's own check (Node 20 and 24 have it) costs a fraction of two regular expressions,
// which took ≈ 2.7 % of a one-thread replay's profile on Node 20.
function isIllFormed(text: string): boolean {
  return !text.isWellFormed();
}

function wellFormed(value: unknown, tally: { replaced: number }): unknown {
  if (typeof value === "string") return replaceLoneSurrogates(value, tally);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, tally));
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const clean = wellFormed((value as Record<string, unknown>)[key], tally);
    // defineProperty, so a key such as `__proto__` stays a plain key.
    Object.defineProperty(out, replaceLoneSurrogates(key, tally), {
      value: clean,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function replaceLoneSurrogates(text: string, tally: { replaced: number }): string {
  if (text.isWellFormed()) return text;
  return text.replace(LONE_SURROGATE, () => {
    tally.replaced += 1;
    return "\ufffd";
  });
}
