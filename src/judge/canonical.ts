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
function isFlatObject(value: Json): value is Record<string, string | number | boolean | null> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  for (const key in value) {
    const item = value[key];
    if (item !== null && typeof item === "object") return false;
  }
  return true;
}

/**
 * Canonical JSON of a flat object. Keys already in order: the object as it is. Otherwise
 * a copy with its keys inserted in order, which the native JSON.stringify writes on its
 * fast path; objects print integer-like keys first whatever the insertion order, so
 * those are written key by key.
 */
function flatCanonical(value: Record<string, string | number | boolean | null>): string {
  const keys = Object.keys(value);
  if (isOrdered(keys)) return JSON.stringify(value);
  keys.sort();
  if (keys.some(startsWithDigit)) return keyByKey(value, keys);
  const ordered: Record<string, string | number | boolean | null> = {};
  for (const key of keys) {
    // Assigning "__proto__" would set the prototype instead of adding the key.
    if (key === "__proto__") Object.defineProperty(ordered, key, { value: value[key], enumerable: true, writable: true, configurable: true });
    else ordered[key] = value[key]!;
  }
  return JSON.stringify(ordered);
}

function keyByKey(value: Record<string, string | number | boolean | null>, sortedKeys: string[]): string {
  const parts = sortedKeys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(value[key])}`);
  return `{${parts.join(",")}}`;
}

function startsWithDigit(key: string): boolean {
  const first = key.charCodeAt(0);
  return first >= 48 && first <= 57;
}

function isOrdered(keys: string[]): boolean {
  for (let i = 1; i < keys.length; i += 1) if (keys[i - 1]! > keys[i]!) return false;
  return true;
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
  for (const i of order) Object.defineProperty(out, keys[i]!, { value: items[i], enumerable: true, writable: true, configurable: true });
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

/** Cuts a string to `max` UTF-16 units without splitting a surrogate pair, saying how much was left out. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}… (${text.length - end} more characters)`;
}
