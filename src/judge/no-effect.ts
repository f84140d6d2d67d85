import type { Json } from "../recording/schema.js";
import { canonicalJson } from "./canonical.js";
import { isObject, onlyTextItem, type JsonObject } from "./in-band.js";
import { truncateText } from "../util/text.js";

/**
 * J29 (rules version 3), no-effect repeats: a server that de-duplicates answers a repeat with
 * an empty answer (`[]`, `{"created":0}`) and holds one record. Only an answer the server
 * itself says is empty counts: `{"id":"t-2"}` is an answer like any other.
 */

/** Counters that say how many records a write made or touched (judge.md J29's exact list). */
const COUNTERS: ReadonlySet<string> = new Set([
  "created",
  "inserted",
  "added",
  "affected",
  "affectedRows",
  "rowsAffected",
  "changes",
  "count",
]);

/** What a result's answer is: its `structuredContent` when present, else its only text item parsed as JSON. */
export function answerOf(result: JsonObject | undefined): { value: Json } | null {
  if (result === undefined || result.isError === true) return null;
  if (Object.hasOwn(result, "structuredContent") && result.structuredContent !== undefined)
    return { value: result.structuredContent };
  const text = onlyTextItem(result.content);
  if (text === null) return null;
  // Only what could be one of the empty forms is parsed: a plain sentence costs nothing.
  const first = text.trimStart()[0];
  if (first !== "[" && first !== "{" && first !== "n" && first !== '"') return null;
  try {
    return { value: JSON.parse(text) as Json };
  } catch {
    return null;
  }
}

/** J29: `[]`, `{}`, `null`, `""`, or an object whose arrays are all empty and whose counters are all 0 (one at least). */
export function isEmptyAnswer(value: Json): boolean {
  if (value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (!isObject(value)) return false;
  let said = Object.keys(value).length === 0;
  for (const [name, field] of Object.entries(value)) {
    if (Array.isArray(field)) {
      if (field.length > 0) return false;
      said = true;
    } else if (COUNTERS.has(name)) {
      if (field !== 0) return false;
      said = true;
    }
  }
  return said;
}

/** Whether a write's upstream result is an empty answer (J29); false when it has no answer to read. */
export function answeredEmpty(result: JsonObject | undefined): boolean {
  const answer = answerOf(result);
  return answer !== null && isEmptyAnswer(answer.value);
}

const ANSWER_PREVIEW_CHARS = 120;

/** An answer as a finding shows it: canonical JSON, shortened; the raw result where none could be read. */
export function answerPreview(result: JsonObject | undefined): string {
  const answer = answerOf(result);
  return truncateText(canonicalJson(answer === null ? (result ?? null) : answer.value), ANSWER_PREVIEW_CHARS);
}
