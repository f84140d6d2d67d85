import type { Json } from "../recording/schema.js";

/**
 * J7 (rules version 3): an upstream result without `isError` that reports failure in-band,
 * as many published servers do (`{"success":false,"error":"…"}`). The judge treats such a
 * write like one rejected with `isError`; the recorder uses the same function to pass the
 * answer on and keep F1 armed (J11). One function, so the two never disagree.
 */

/** The top-level field that said the call failed, in the order they are looked for. */
export type InBandField = "success" | "ok" | "status" | "error";

export interface InBandRejection {
  field: InBandField;
  /** Where the field was: the result's `structuredContent`, or its only text content item parsed as JSON. */
  source: "structuredContent" | "text";
}

const FAILED_STATUS: ReadonlySet<string> = new Set(["error", "failed", "failure"]);

export type JsonObject = Record<string, Json>;

/** A JSON object: not null, not an array (the judge's one test for it). */
export const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The field of `answer` that reports failure, or null when it reports none (J7's exact list). */
function failureField(answer: JsonObject): InBandField | null {
  if (Object.hasOwn(answer, "success") && answer.success === false) return "success";
  if (Object.hasOwn(answer, "ok") && answer.ok === false) return "ok";
  const status = Object.hasOwn(answer, "status") ? answer.status : undefined;
  if (typeof status === "string" && FAILED_STATUS.has(status.toLowerCase())) return "status";
  const error = Object.hasOwn(answer, "error") ? answer.error : undefined;
  const nonEmpty = typeof error === "string" ? error.trim() !== "" : isObject(error) && Object.keys(error).length > 0;
  // An error beside an explicit success is a warning the server chose to add, not a failure.
  if (nonEmpty && answer.success !== true && answer.ok !== true) return "error";
  return null;
}

/** The text of `content`'s only `text` item; null when it has none, several, or one that is no string. */
export function onlyTextItem(content: Json | undefined): string | null {
  if (!Array.isArray(content)) return null;
  let text: string | null = null;
  // Indexed, not for-of: asked of every write's answer, mostly in a cold process, where for-of builds an iterator each time.
  for (let i = 0; i < content.length; i += 1) {
    const item = content[i];
    if (!isObject(item) || item.type !== "text") continue;
    if (text !== null || typeof item.text !== "string") return null;
    text = item.text;
  }
  return text;
}

/**
 * What the text of an object that {@link failureField} flags must hold: `"success"` or `"ok"`
 * followed by `false`, or a `"status"` or `"error"` key. A key spelled with an escape
 * (`"\u006fk"`) holds a backslash, so any backslash sends the text to the parser too. Most
 * answers (`{"ok":true,…}`) match none, and the test costs about a sixth of parsing them (which
 * was ≈ 7 % of the floor's own parse on the bench's corpus, docs/benchmarks.md).
 */
const MAY_REPORT_FAILURE = /"(?:success|ok)"\s*:\s*false|"(?:status|error)"|\\/;

/**
 * The only `text` item of `content`, parsed, when it is a JSON object that may report a
 * failure; null otherwise. Text that does not start with `{` is never parsed, so plain
 * answers cost nothing, and neither do objects that name no failure field.
 */
function failureCandidate(content: Json | undefined): JsonObject | null {
  const text = onlyTextItem(content);
  if (text === null || text.trimStart()[0] !== "{" || !MAY_REPORT_FAILURE.test(text)) return null;
  try {
    const parsed = JSON.parse(text) as Json;
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * J7: how a result without `isError` reports failure in-band, or null when it does not.
 * `structuredContent`, when it is an object, is the server's machine-readable answer and
 * alone decides; otherwise the only text content item, when it is a JSON object.
 */
export function inBandRejection(result: JsonObject | undefined): InBandRejection | null {
  if (result === undefined || result.isError === true) return null;
  const structured = result.structuredContent;
  if (isObject(structured)) {
    const field = failureField(structured);
    return field === null ? null : { field, source: "structuredContent" };
  }
  const answer = failureCandidate(result.content);
  const field = answer === null ? null : failureField(answer);
  return field === null ? null : { field, source: "text" };
}
