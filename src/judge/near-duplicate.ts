import type { Json } from "../recording/schema.js";
import { canonicalJson } from "./canonical.js";

/**
 * J18: are two argument objects the same request spelled differently? Returns the
 * differences that were tolerated (for the report), or null when a value really changed.
 * Callers only ask about arguments that are not canonically equal (J5 already differs).
 */
export function nearDuplicate(a: Record<string, Json>, b: Record<string, Json>): string[] | null {
  const differences: string[] = [];
  return nearEqual(a, b, "", differences) ? differences : null;
}

// Format characters (zero-width space, soft hyphen, direction marks, BOM …) and variation selectors.
const INVISIBLE = /[\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/gu;
const WHITESPACE = /\s+/gu;
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Unicode-normalised, invisible characters and white space removed, lower-cased. */
function looseText(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "").replace(WHITESPACE, "").toLowerCase();
}

function numericString(text: string, pattern: RegExp): number | null {
  const loose = looseText(text);
  return pattern.test(loose) ? Number(loose) : null;
}

function note(differences: string[], path: string, what: string): void {
  differences.push(`${path || "(arguments)"}: ${what}`);
}

function nearEqual(a: Json, b: Json, path: string, differences: string[]): boolean {
  if (a === b) return true;
  if (typeof a === "number" && typeof b === "number") return a === b;
  if (typeof a === "number" && typeof b === "string") return numberVsString(a, b, path, differences);
  if (typeof a === "string" && typeof b === "number") return numberVsString(b, a, path, differences);
  if ((a === null && b === "") || (a === "" && b === null)) {
    note(differences, path, "null vs empty string");
    return true;
  }
  if (typeof a === "string" && typeof b === "string") return stringsNearEqual(a, b, path, differences);
  if (Array.isArray(a) && Array.isArray(b)) return arraysNearEqual(a, b, path, differences);
  if (isObject(a) && isObject(b)) return objectsNearEqual(a, b, path, differences);
  return false;
}

function numberVsString(n: number, s: string, path: string, differences: string[]): boolean {
  const parsed = numericString(s, JSON_NUMBER);
  if (parsed === null || parsed !== n) return false;
  note(differences, path, "number vs numeric string");
  return true;
}

function stringsNearEqual(a: string, b: string, path: string, differences: string[]): boolean {
  const looseA = looseText(a);
  const looseB = looseText(b);
  if (looseA === looseB) {
    note(differences, path, "spelling (case, white space, Unicode form or invisible characters)");
    return true;
  }
  const numberA = numericString(a, PLAIN_DECIMAL);
  const numberB = numericString(b, PLAIN_DECIMAL);
  if (numberA !== null && numberA === numberB) {
    note(differences, path, "decimal spelling");
    return true;
  }
  return false;
}

function arraysNearEqual(a: Json[], b: Json[], path: string, differences: string[]): boolean {
  if (a.length !== b.length) return false;
  const inOrder: string[] = [];
  if (a.every((item, i) => nearEqual(item, b[i]!, `${path}[${i}]`, inOrder))) {
    differences.push(...inOrder);
    return true;
  }
  const byLooseForm = (items: Json[]) =>
    items.map((item) => ({ item, key: looseCanonical(item) })).sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const sortedA = byLooseForm(a);
  const sortedB = byLooseForm(b);
  const reordered: string[] = [];
  if (sortedA.every((entry, i) => nearEqual(entry.item, sortedB[i]!.item, `${path}[${i}]`, reordered))) {
    note(differences, path, "array order");
    differences.push(...reordered);
    return true;
  }
  return false;
}

/** Sort key for order-insensitive array comparison: canonical JSON of the loosened value. */
function looseCanonical(value: Json): string {
  if (typeof value === "string") return canonicalJson(numericString(value, JSON_NUMBER) ?? looseText(value));
  if (value === null) return '""';
  if (Array.isArray(value)) return canonicalJson(value.map(looseCanonical));
  if (isObject(value)) {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) out[key] = looseCanonical(item);
    return canonicalJson(out);
  }
  return canonicalJson(value);
}

/**
 * Every field present on both sides must be near-equal; fields on one side only are
 * tolerated while at least half of the union of field names is shared (and equal).
 */
function objectsNearEqual(
  a: Record<string, Json>,
  b: Record<string, Json>,
  path: string,
  differences: string[],
): boolean {
  const union = new Set([...Object.keys(a), ...Object.keys(b)]);
  let shared = 0;
  const onlyOne: string[] = [];
  for (const key of [...union].sort()) {
    const inA = Object.hasOwn(a, key);
    const inB = Object.hasOwn(b, key);
    const childPath = path === "" ? key : `${path}.${key}`;
    if (inA && inB) {
      if (!nearEqual(a[key]!, b[key]!, childPath, differences)) return false;
      shared += 1;
    } else {
      onlyOne.push(childPath);
    }
  }
  if (onlyOne.length === 0) return true;
  if (shared * 2 < union.size) return false;
  for (const field of onlyOne) note(differences, field, "added or missing field");
  return true;
}

function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
