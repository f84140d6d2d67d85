import type { Json } from "../recording/schema.js";

/**
 * J5 canonical JSON: object keys sorted by code unit, numbers by numeric value (so `250`
 * and `250.0`, already one number once parsed, print alike), nothing else normalised.
 * Built on the native JSON.stringify, copying only objects whose keys are out of order.
 */
export function canonicalJson(value: Json | undefined): string {
  if (value === undefined) return "null";
  return isFlatObject(value) ? flatCanonical(value) : JSON.stringify(sortedKeys(value));
}

/** Most tool arguments: an object of strings, numbers and booleans. */
function isFlatObject(value: Json): value is FlatObject {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  for (const key in value) {
    const item = value[key];
    if (item !== null && typeof item === "object") return false;
  }
  return true;
}

type FlatObject = Record<string, string | number | boolean | null>;

/**
 * The canonical layout of one key order: the keys sorted, each with its `{"key":` or
 * `,"key":` text, and that text with the opening quote of a string value.
 */
interface FlatLayout {
  keys: string[];
  sorted: string[];
  prefixes: string[];
  stringPrefixes: string[];
}

/**
 * Layouts of the key orders seen last. The arguments of one tool nearly always come in one
 * key order, so a lookup is a few string identity checks, and the key text is built once.
 */
const recentLayouts: FlatLayout[] = [];
const RECENT_LAYOUTS = 8;

/**
 * Canonical JSON of a flat object, written from its layout: no sort, no copy, and no call
 * of JSON.stringify per value (it cost more than the rest of the work together).
 */
function flatCanonical(value: FlatObject): string {
  const layout = layoutOf(value);
  let out = "";
  for (let i = 0; i < layout.sorted.length; i += 1) {
    const item = value[layout.sorted[i]!]!;
    if (typeof item === "string" && !needsEscape(item)) out += `${layout.stringPrefixes[i]}${item}"`;
    else out += layout.prefixes[i]! + scalarJson(item);
  }
  return out === "" ? "{}" : `${out}}`;
}

/**
 * Whether the text may need JSON.stringify's escaping: a quote, backslash or control character
 * (always escaped), or any surrogate (escaped when lone, since ES2019; a pair is left alone,
 * and leaving it to JSON.stringify too is merely slower). U+2028, U+2029 and DEL are not escaped.
 */
function needsEscape(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

/** What JSON.stringify writes for a scalar. */
function scalarJson(item: string | number | boolean | null): string {
  // JSON.stringify writes a finite number as String(n) (so -0 as 0); a parsed 1e999 is Infinity, which it writes as null.
  if (typeof item === "number") return Number.isFinite(item) ? String(item) : "null";
  // For null and booleans String() is what JSON.stringify writes, without the call.
  return typeof item === "string" ? JSON.stringify(item) : String(item);
}

function layoutOf(value: FlatObject): FlatLayout {
  for (let i = 0; i < recentLayouts.length; i += 1) {
    if (hasKeyOrder(value, recentLayouts[i]!.keys)) return recentLayouts[i]!;
  }
  const keys = Object.keys(value);
  const sorted = [...keys].sort();
  const prefixes = sorted.map((key, i) => `${i === 0 ? "{" : ","}${JSON.stringify(key)}:`);
  const layout = { keys, sorted, prefixes, stringPrefixes: prefixes.map((prefix) => `${prefix}"`) };
  recentLayouts.unshift(layout);
  if (recentLayouts.length > RECENT_LAYOUTS) recentLayouts.pop();
  return layout;
}

/**
 * Whether the object's keys are exactly `keys`, in that order. for-in, not Object.keys: no
 * array per call. Parsed JSON inherits no enumerable key (isFlatObject relies on that too).
 */
function hasKeyOrder(value: FlatObject, keys: string[]): boolean {
  let i = 0;
  for (const key in value) if (key !== keys[i++]) return false;
  return i === keys.length;
}

function sortedKeys(value: Json): Json {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: Json[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item = sortedKeys(value[i]!);
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return copy ?? value;
  }
  const keys = Object.keys(value);
  if (isFlatAndOrdered(value, keys)) return value;
  const items = keys.map((key) => sortedKeys(value[key]!));
  let same = true;
  for (let i = 0; i < keys.length; i += 1) {
    if ((i > 0 && keys[i - 1]! > keys[i]!) || items[i] !== value[keys[i]!]) same = false;
  }
  if (same) return value;
  const order = keys.map((_, i) => i).sort((x, y) => (keys[x]! < keys[y]! ? -1 : 1));
  const out: Record<string, Json> = {};
  // defineProperty, not assignment: an argument named "__proto__" is a key like any other.
  for (const i of order)
    Object.defineProperty(out, keys[i]!, { value: items[i], enumerable: true, writable: true, configurable: true });
  return out;
}

/** The common case, checked without allocating: keys already in order, no nested object or array. */
function isFlatAndOrdered(value: Record<string, Json>, keys: string[]): boolean {
  for (let i = 0; i < keys.length; i += 1) {
    if (i > 0 && keys[i - 1]! > keys[i]!) return false;
    const item = value[keys[i]!];
    if (item !== null && typeof item === "object") return false;
  }
  return true;
}
