import type { Json } from "../recording/schema.js";
import { lazyRegExp } from "../util/lazy-regexp.js";
import { canonicalJson } from "./canonical.js";
import { isObject } from "./in-band.js";
import { sameStatement, startsWithDml } from "./sql.js";
import type { Finding } from "./types.js";

/** At most this many tolerated differences are listed per near-duplicate. */
export const MAX_DIFFERENCES = 100;
/** Arrays up to this length are also matched element by element in any order. */
const GREEDY_MATCH_LIMIT = 64;

/** J18 in rules version 3: which form made two calls one request (the strongest one used). */
export type MatchKind = "near" | "sql" | "reworded";

/** One tolerated difference: where, what kind, and the value on each side (undefined: absent there). */
export interface Difference {
  path: string;
  what: string;
  kind: MatchKind;
  earlier: Json | undefined;
  later: Json | undefined;
}

export interface NearMatch {
  match: MatchKind;
  differences: Difference[];
}

/**
 * J18: are two argument objects the same request spelled differently? Returns the
 * differences that were tolerated (for the report), or null when a value really changed.
 * Callers only ask about arguments that are not canonically equal (J5 already differs).
 */
export function nearDuplicate(a: Record<string, Json>, b: Record<string, Json>): string[] | null {
  return sameRequest(a, b)?.differences.map(describeDifference) ?? null;
}

/**
 * J18 with rules version 3's forms: spelling (`near`), SQL statements read by a parser
 * (`sql`), re-worded descriptive text (`reworded`). A re-wording counts only when the two
 * calls share an identifying string of 3 or more characters.
 */
export function sameRequest(a: Record<string, Json>, b: Record<string, Json>): NearMatch | null {
  const differences: Difference[] = [];
  // The two argument objects are roots, never met again inside the comparison: nothing to
  // remember for them. They are never the same object either (canonically unequal), so
  // equal()'s identity shortcut is not needed here.
  if (!new Comparison().objects(a, b, "", differences)) return null;
  let match: MatchKind = "near";
  for (const difference of differences) {
    if (difference.kind === "reworded") match = "reworded";
    else if (difference.kind === "sql" && match === "near") match = "sql";
  }
  if (match === "reworded" && !sharesIdentifyingString(a, b)) return null;
  return { match, differences };
}

/** Each side's value in `differingPaths` is canonical JSON cut to this many characters. */
export const DIFFERING_VALUE_CHARS = 120;

/** A finding's details for two calls judged one request: the match, and each difference with both values, shortened. */
export function sameRequestDetails(same: { match: MatchKind; differences: Difference[] }): Partial<Finding> {
  const shortened = (value: Json | undefined) => (value === undefined ? null : preview(value));
  return {
    differences: same.differences.map(describeDifference),
    match: same.match,
    differingPaths: same.differences.map((d) => ({
      path: d.path || "(arguments)",
      earlier: shortened(d.earlier),
      later: shortened(d.later),
    })),
  };
}

/**
 * Canonical JSON of a value cut to {@link DIFFERING_VALUE_CHARS}, written only as far as
 * shown: an "array order" difference may hold a huge array, noted up to 100 times.
 */
function preview(value: Json): string {
  const parts: string[] = [];
  let length = 0;
  const write = (text: string) => {
    parts.push(text);
    length += text.length;
  };
  const walk = (item: Json): void => {
    if (length > DIFFERING_VALUE_CHARS) return;
    if (item === null || typeof item !== "object") return write(JSON.stringify(item));
    const array = Array.isArray(item);
    const keys = array ? null : Object.keys(item).sort();
    const count = array ? item.length : keys!.length;
    write(array ? "[" : "{");
    for (let i = 0; i < count && length <= DIFFERING_VALUE_CHARS; i += 1) {
      if (i > 0) write(",");
      if (array) walk(item[i]!);
      else {
        write(`${JSON.stringify(keys![i])}:`);
        walk((item as Record<string, Json>)[keys![i]!]!);
      }
    }
    write(array ? "]" : "}");
  };
  walk(value);
  const text = parts.join("");
  if (text.length <= DIFFERING_VALUE_CHARS) return text;
  // Not truncateText: its count of the characters left out would count only those written.
  const end = DIFFERING_VALUE_CHARS - (isHighSurrogate(text.charCodeAt(DIFFERING_VALUE_CHARS - 1)) ? 1 : 0);
  return `${text.slice(0, end)}…`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The form the `differences` detail has always had: `path: what`. */
export function describeDifference(difference: Difference): string {
  return `${difference.path || "(arguments)"}: ${difference.what}`;
}

/** J18 (ii): a string of four or more whitespace-separated words; a statement never is (it is compared as SQL or text). */
export function isDescriptive(text: string): boolean {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const blank = code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code > 0x7f && /\s/u.test(text[i]!));
    if (blank) inWord = false;
    else if (!inWord) {
      inWord = true;
      words += 1;
      if (words === 4) return !startsWithDml(text);
    }
  }
  return false;
}

/** J18 (ii): do the two calls have an identifying (not descriptive) string of 3+ characters in common? */
function sharesIdentifyingString(a: Json, b: Json): boolean {
  const inA = new Set<string>();
  identifyingStrings(a, (text) => inA.add(text));
  let shared = false;
  identifyingStrings(b, (text) => {
    if (inA.has(text)) shared = true;
  });
  return shared;
}

function identifyingStrings(value: Json, found: (loose: string) => void): void {
  if (typeof value === "string") {
    const loose = looseText(value);
    if ([...loose].length >= 3 && !isDescriptive(value)) found(loose);
  } else if (Array.isArray(value)) {
    for (const item of value) identifyingStrings(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) identifyingStrings(value[key]!, found);
  }
}

// Format characters (zero-width space, soft hyphen, direction marks, BOM …) and every variation selector.
const INVISIBLE = lazyRegExp(String.raw`[\p{Cf}\p{Variation_Selector}]`, "gu");
const WHITESPACE = /\s+/gu;
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const stripInvisible = (text: string) => text.replace(INVISIBLE(), "").replace(WHITESPACE, "");

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

function append(target: Difference[], items: Difference[]): void {
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
  private seen: WeakMap<object, Map<object, Difference[] | null>> | undefined;

  equal(a: Json, b: Json, path: string, differences: Difference[]): boolean {
    if (a === b) return true;
    if (a !== null && b !== null && typeof a === "object" && typeof b === "object")
      return this.containers(a, b, path, differences);
    if (typeof a === "number" && typeof b === "number") return a === b;
    if (typeof a === "number" && typeof b === "string") return this.numberVsString(a, b, b, path, differences);
    if (typeof a === "string" && typeof b === "number") return this.numberVsString(b, a, a, path, differences);
    if (typeof a === "string" && typeof b === "string") return this.strings(a, b, path, differences);
    if ((a === null && isBlank(b)) || (b === null && isBlank(a))) {
      this.note(differences, path, "null vs empty string", a, b);
      return true;
    }
    return false;
  }

  private note(
    differences: Difference[],
    path: string,
    what: string,
    earlier: Json | undefined,
    later: Json | undefined,
    kind: MatchKind = "near",
  ): void {
    if (differences.length < MAX_DIFFERENCES) differences.push({ path, what, kind, earlier, later });
  }

  private containers(
    a: Json[] | Record<string, Json>,
    b: Json[] | Record<string, Json>,
    path: string,
    differences: Difference[],
  ): boolean {
    this.seen ??= new WeakMap();
    let row = this.seen.get(a);
    if (!row) this.seen.set(a, (row = new Map()));
    const known = row.get(b);
    if (known !== undefined) {
      if (known !== null) append(differences, known);
      return known !== null;
    }
    const local: Difference[] = [];
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

  /** `earlier` is whichever of the two the earlier call sent (`n` or `s`), so the report shows each on its side. */
  private numberVsString(n: number, s: string, later: Json, path: string, differences: Difference[]): boolean {
    if (numericString(s) !== n) return false;
    this.note(differences, path, "number vs numeric string", later === s ? n : s, later);
    return true;
  }

  private strings(a: string, b: string, path: string, differences: Difference[]): boolean {
    const looseA = looseText(a);
    const looseB = looseText(b);
    if (looseA === looseB) {
      this.note(differences, path, "spelling (case, white space, Unicode form or invisible characters)", a, b);
      return true;
    }
    if (startsWithDml(a) && startsWithDml(b)) return this.statements(a, b, path, differences);
    // Integers without a sign have one spelling each: only a fraction or "-0" can differ in writing alone.
    const decimal = maySpellDecimal(looseA) || maySpellDecimal(looseB) ? decimalText(looseA) : null;
    if (decimal !== null && decimal === decimalText(looseB)) {
      this.note(differences, path, "decimal spelling", a, b);
      return true;
    }
    if (!isDescriptive(a) || !isDescriptive(b)) return false;
    this.note(differences, path, "re-worded descriptive text", a, b, "reworded");
    return true;
  }

  /** J18 (i): one statement written two ways; a statement the parser cannot read stays text, which already differs. */
  private statements(a: string, b: string, path: string, differences: Difference[]): boolean {
    if (sameStatement(a, b) !== true) return false;
    this.note(differences, path, "the same SQL statement written differently", a, b, "sql");
    return true;
  }

  /** In order first; then sorted by loosened form; short arrays also one-to-one in any order. */
  private arrays(a: Json[], b: Json[], path: string, differences: Difference[]): boolean {
    if (a.length !== b.length) return false;
    const inOrder: Difference[] = [];
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
    const reordered: Difference[] = [];
    if (sortedA.every((item, i) => this.equal(item, sortedB[i]!, `${path}[${i}]`, reordered))) {
      this.note(differences, path, "array order", a, b);
      append(differences, reordered);
      return true;
    }
    if (a.length > GREEDY_MATCH_LIMIT) return false;
    const used = new Set<number>();
    const matched: Difference[] = [];
    for (const item of a) {
      const j = b.findIndex((other, k) => !used.has(k) && this.equal(item, other, path, matched));
      if (j === -1) return false;
      used.add(j);
    }
    this.note(differences, path, "array order", a, b);
    append(differences, matched);
    return true;
  }

  /**
   * Every field present on both sides must be near-equal; fields on one side only are
   * tolerated while at least half of the union of field names is shared (and equal).
   */
  objects(a: Record<string, Json>, b: Record<string, Json>, path: string, differences: Difference[]): boolean {
    if (this.sharedScalarDiffers(a, b)) return false;
    const union = new Set([...Object.keys(a), ...Object.keys(b)]);
    let shared = 0;
    const onlyOne: string[] = [];
    for (const key of [...union].sort()) {
      if (Object.hasOwn(a, key) && Object.hasOwn(b, key)) {
        if (!this.equal(a[key]!, b[key]!, path === "" ? key : `${path}.${key}`, differences)) return false;
        shared += 1;
      } else {
        onlyOne.push(key);
      }
    }
    if (onlyOne.length === 0) return true;
    if (shared * 2 < union.size) return false;
    for (const key of onlyOne) {
      const [earlier, later] = Object.hasOwn(a, key) ? [a[key], undefined] : [undefined, b[key]];
      this.note(differences, path === "" ? key : `${path}.${key}`, "added or missing field", earlier, later);
    }
    return true;
  }

  /**
   * The usual answer, found cheaply: a scalar field on both sides that really changed
   * rules a near-duplicate out whatever else holds, so no union, sort or path is built.
   * Containers are left to the full pass, whose remembered results carry their paths.
   */
  private sharedScalarDiffers(a: Record<string, Json>, b: Record<string, Json>): boolean {
    const ignored: Difference[] = [];
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
