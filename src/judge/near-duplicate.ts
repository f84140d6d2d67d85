import type { Json } from "../recording/schema.js";
import { canonicalJson } from "./canonical.js";

/** At most this many tolerated differences are listed per near-duplicate. */
export const MAX_DIFFERENCES = 100;
/** Arrays up to this length are also matched element by element in any order. */
const GREEDY_MATCH_LIMIT = 64;

/**
 * J18: are two argument objects the same request spelled differently? Returns the
 * differences that were tolerated (for the report), or null when a value really changed.
 * Callers only ask about arguments that are not canonically equal (J5 already differs).
 */
export function nearDuplicate(a: Record<string, Json>, b: Record<string, Json>): string[] | null {
  const differences: string[] = [];
  // The two argument objects are roots, never met again inside the comparison: nothing to
  // remember for them. They are never the same object either (canonically unequal), so
  // equal()'s identity shortcut is not needed here.
  return new Comparison().objects(a, b, "", differences) ? differences : null;
}

// Format characters (zero-width space, soft hyphen, direction marks, BOM …) and every variation selector.
const INVISIBLE = /[\p{Cf}\p{Variation_Selector}]/gu;
const WHITESPACE = /\s+/gu;
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const stripInvisible = (text: string) => text.replace(INVISIBLE, "").replace(WHITESPACE, "");

/**
 * Invisible characters and white space removed, Unicode-normalised (NFKC), fully
 * case-folded. Stripping comes first so a zero-width space or a blank between a letter
 * and its combining accent cannot block composition ("Cafe\u200B\u0301" is "café"), and
 * again after NFKC, which can itself produce spaces.
 */
function looseText(text: string): string {
  // Printable ASCII without blanks has nothing to strip or compose: lower-casing is all, and
  // without a capital not even that. A loop, not a regular expression or a call: the values
  // compared are short, and the calls cost more than the loop.
  let capital = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x21 || code > 0x7e)
      return stripInvisible(stripInvisible(text).normalize("NFKC")).toUpperCase().toLowerCase().normalize("NFKC");
    if (code >= 0x41 && code <= 0x5a) capital = true;
  }
  return capital ? text.toLowerCase() : text;
}

/** A sign or a fraction: only then can two texts be one decimal spelled two ways. A loop: the texts are short. */
function maySpellDecimal(loose: string): boolean {
  if (loose.charCodeAt(0) === 0x2d) return true;
  for (let i = 0; i < loose.length; i += 1) if (loose.charCodeAt(i) === 0x2e) return true;
  return false;
}

function numericString(text: string): number | null {
  const loose = looseText(text);
  return JSON_NUMBER.test(loose) ? Number(loose) : null;
}

/**
 * A plain decimal (given loosened) compared as exact text (sign, digits, fraction without
 * trailing zeros), never as a double.
 */
function decimalText(loose: string): string | null {
  if (!PLAIN_DECIMAL.test(loose)) return null;
  const negative = loose.startsWith("-");
  const [integer, fraction = ""] = (negative ? loose.slice(1) : loose).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const body = trimmed === "" ? integer! : `${integer}.${trimmed}`;
  return body === "0" ? "0" : `${negative ? "-" : ""}${body}`;
}

function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The loosened value used to sort array items before comparing them out of order. */
function looseForm(value: Json): Json {
  if (typeof value === "string") return numericString(value) ?? looseText(value);
  if (value === null) return "";
  if (Array.isArray(value)) return value.map(looseForm);
  if (isObject(value)) {
    const out = Object.create(null) as Record<string, Json>;
    for (const key of Object.keys(value)) out[key] = looseForm(value[key]!);
    return out;
  }
  return value;
}

const isBlank = (value: Json) => typeof value === "string" && looseText(value) === "";

function append(target: string[], items: string[]): void {
  for (const item of items) {
    if (target.length >= MAX_DIFFERENCES) return;
    target.push(item);
  }
}

/**
 * One J18 comparison. Results for pairs of objects or arrays are remembered, so nested
 * arrays compared both in order and sorted are still each visited a bounded number of times.
 */
class Comparison {
  private seen: WeakMap<object, Map<object, string[] | null>> | undefined;

  equal(a: Json, b: Json, path: string, differences: string[]): boolean {
    if (a === b) return true;
    if (a !== null && b !== null && typeof a === "object" && typeof b === "object")
      return this.containers(a, b, path, differences);
    if (typeof a === "number" && typeof b === "number") return a === b;
    if (typeof a === "number" && typeof b === "string") return this.numberVsString(a, b, path, differences);
    if (typeof a === "string" && typeof b === "number") return this.numberVsString(b, a, path, differences);
    if (typeof a === "string" && typeof b === "string") return this.strings(a, b, path, differences);
    if ((a === null && isBlank(b)) || (b === null && isBlank(a))) {
      this.note(differences, path, "null vs empty string");
      return true;
    }
    return false;
  }

  private note(differences: string[], path: string, what: string): void {
    if (differences.length < MAX_DIFFERENCES) differences.push(`${path || "(arguments)"}: ${what}`);
  }

  private containers(
    a: Json[] | Record<string, Json>,
    b: Json[] | Record<string, Json>,
    path: string,
    differences: string[],
  ): boolean {
    this.seen ??= new WeakMap();
    let row = this.seen.get(a);
    if (!row) this.seen.set(a, (row = new Map()));
    const known = row.get(b);
    if (known !== undefined) {
      if (known !== null) append(differences, known);
      return known !== null;
    }
    const local: string[] = [];
    const equal =
      Array.isArray(a) && Array.isArray(b)
        ? this.arrays(a, b, path, local)
        : isObject(a) && isObject(b)
          ? this.objects(a, b, path, local)
          : false;
    row.set(b, equal ? local : null);
    if (equal) append(differences, local);
    return equal;
  }

  private numberVsString(n: number, s: string, path: string, differences: string[]): boolean {
    if (numericString(s) !== n) return false;
    this.note(differences, path, "number vs numeric string");
    return true;
  }

  private strings(a: string, b: string, path: string, differences: string[]): boolean {
    const looseA = looseText(a);
    const looseB = looseText(b);
    if (looseA === looseB) {
      this.note(differences, path, "spelling (case, white space, Unicode form or invisible characters)");
      return true;
    }
    // Integers without a sign have one spelling each: only a fraction or "-0" can differ in writing alone.
    if (!maySpellDecimal(looseA) && !maySpellDecimal(looseB)) return false;
    const decimal = decimalText(looseA);
    if (decimal !== null && decimal === decimalText(looseB)) {
      this.note(differences, path, "decimal spelling");
      return true;
    }
    return false;
  }

  /** In order first; then sorted by loosened form; short arrays also one-to-one in any order. */
  private arrays(a: Json[], b: Json[], path: string, differences: string[]): boolean {
    if (a.length !== b.length) return false;
    const inOrder: string[] = [];
    if (a.every((item, i) => this.equal(item, b[i]!, `${path}[${i}]`, inOrder))) {
      append(differences, inOrder);
      return true;
    }
    const sorted = (items: Json[]) =>
      items
        .map((item) => ({ item, key: canonicalJson(looseForm(item)) }))
        .sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
        .map((entry) => entry.item);
    const sortedA = sorted(a);
    const sortedB = sorted(b);
    const reordered: string[] = [];
    if (sortedA.every((item, i) => this.equal(item, sortedB[i]!, `${path}[${i}]`, reordered))) {
      this.note(differences, path, "array order");
      append(differences, reordered);
      return true;
    }
    if (a.length > GREEDY_MATCH_LIMIT) return false;
    const used = new Set<number>();
    const matched: string[] = [];
    for (const item of a) {
      const j = b.findIndex((other, k) => !used.has(k) && this.equal(item, other, path, matched));
      if (j === -1) return false;
      used.add(j);
    }
    this.note(differences, path, "array order");
    append(differences, matched);
    return true;
  }

  /**
   * Every field present on both sides must be near-equal; fields on one side only are
   * tolerated while at least half of the union of field names is shared (and equal).
   */
  objects(a: Record<string, Json>, b: Record<string, Json>, path: string, differences: string[]): boolean {
    if (this.sharedScalarDiffers(a, b)) return false;
    const union = new Set([...Object.keys(a), ...Object.keys(b)]);
    let shared = 0;
    const onlyOne: string[] = [];
    for (const key of [...union].sort()) {
      const childPath = path === "" ? key : `${path}.${key}`;
      if (Object.hasOwn(a, key) && Object.hasOwn(b, key)) {
        if (!this.equal(a[key]!, b[key]!, childPath, differences)) return false;
        shared += 1;
      } else {
        onlyOne.push(childPath);
      }
    }
    if (onlyOne.length === 0) return true;
    if (shared * 2 < union.size) return false;
    for (const field of onlyOne) this.note(differences, field, "added or missing field");
    return true;
  }

  /**
   * The usual answer, found cheaply: a scalar field on both sides that really changed
   * rules a near-duplicate out whatever else holds, so no union, sort or path is built.
   * Containers are left to the full pass, whose remembered results carry their paths.
   */
  private sharedScalarDiffers(a: Record<string, Json>, b: Record<string, Json>): boolean {
    const ignored: string[] = [];
    // for-in, not Object.keys: no array per comparison (argument objects have no inherited enumerable keys).
    for (const key in a) {
      if (!Object.hasOwn(b, key)) continue;
      const x = a[key]!;
      const y = b[key]!;
      if ((x !== null && typeof x === "object") || (y !== null && typeof y === "object")) continue;
      if (!this.equal(x, y, "", ignored)) return true;
    }
    return false;
  }
}
