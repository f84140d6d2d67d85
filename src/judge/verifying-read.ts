import type { Json } from "../recording/schema.js";
import { canonicalJson } from "./canonical.js";
import { DEFAULT_READ_VERBS, DEFAULT_WRITE_VERBS } from "./classify.js";

/**
 * J17 (rules version 2): what makes a read able to show a write. A read verifies an
 * uncertain write only when it (a) sends one of the write's identifying values, (b) gets
 * one back in its result, or (c) names a noun the write tool names. Kept apart from the
 * judge so `loopgate doctor` can ask the same question of a server's tool list.
 */

/** Identifying values are argument strings of at least this many characters after trimming. */
export const MIN_IDENTIFYING_LENGTH = 4;
/** Noun words shorter than this are ignored (`id`, `to`, `v2`). */
const MIN_NOUN_LENGTH = 3;

const VERBS: ReadonlySet<string> = new Set<string>([...DEFAULT_WRITE_VERBS, ...DEFAULT_READ_VERBS]);
/** camelCase humps: before an upper-case letter after a lower-case letter or digit, and inside `HTTPServer`. */
const HUMP = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** The words of a tool name: split at `_`, `-`, `.` and camelCase humps, lower-cased. */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  for (const part of name.split(/[_.-]+/)) {
    for (const word of part.split(HUMP)) if (word !== "") words.push(word.toLowerCase());
  }
  return words;
}

/**
 * J17 (c): the nouns of a tool name, sorted and distinct: its words without a leading
 * default write verb or read prefix (J2), words under three letters (a trailing `s` not
 * counted) left out. A word keeps
 * every letter (`status` stays `status`); a trailing `s` is ignored only when two nouns
 * are compared ({@link sameNoun}).
 */
export function toolNouns(name: string): string[] {
  const words = nameWords(name);
  if (words.length > 0 && VERBS.has(words[0]!)) words.shift();
  const nouns = new Set<string>();
  for (const word of words) {
    // The length rule reads the word without a trailing s, as before: `ids` is as short as `id`.
    const stem = word.endsWith("s") ? word.length - 1 : word.length;
    if (stem >= MIN_NOUN_LENGTH) nouns.add(word);
  }
  return [...nouns].sort();
}

/** J17 (c): equal, or equal but for one trailing `s` (`booking`, `bookings`). */
export function sameNoun(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.length === short.length + 1 && long.endsWith("s") && long.startsWith(short);
}

/** J17 (c): the write's nouns that a noun of the read names too (shorter spelling of each pair), sorted; empty when none. */
export function sharedNouns(writeTool: string, readTool: string): string[] {
  const readNouns = toolNouns(readTool);
  const shared = new Set<string>();
  for (const noun of toolNouns(writeTool)) {
    const match = readNouns.find((read) => sameNoun(noun, read));
    if (match !== undefined) shared.add(match.length < noun.length ? match : noun);
  }
  return [...shared].sort();
}

/** Every string leaf of a JSON value, at any depth, in document order. */
function stringLeaves(value: Json | undefined, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out);
  else if (value !== null && typeof value === "object") for (const key in value) stringLeaves(value[key], out);
  return out;
}

/** A string as J17 compares it: trimmed and lower-cased. */
const comparable = (text: string) => text.trim().toLowerCase();

/**
 * J17: the write's identifying values: its argument string leaves (key fields included) of
 * at least four characters after trimming, lower-cased, in argument order without repeats.
 * Numbers and booleans never identify a record.
 */
export function identifyingValues(writeArguments: Record<string, Json>): string[] {
  const values = new Set<string>();
  for (const leaf of stringLeaves(writeArguments, [])) {
    const value = comparable(leaf);
    if (value.length >= MIN_IDENTIFYING_LENGTH) values.add(value);
  }
  return [...values];
}

/** J17 (a): the read's argument string leaves, as J17 compares them. */
export function argumentValues(readArguments: Record<string, Json>): Set<string> {
  return new Set(stringLeaves(readArguments, []).map(comparable));
}

/**
 * J17 (b): the text a read's result shows, lower-cased: the text of its content items
 * (an embedded resource's text included) and the canonical JSON of `structuredContent`.
 */
export function resultText(result: Record<string, Json> | undefined): string {
  if (result === undefined) return "";
  const parts: string[] = [];
  const content = result.content;
  if (Array.isArray(content)) {
    for (const item of content) {
      if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
      if (typeof item.text === "string") parts.push(item.text);
      const resource = item.resource;
      if (resource !== null && typeof resource === "object" && !Array.isArray(resource)) {
        if (typeof resource.text === "string") parts.push(resource.text);
      }
    }
  }
  if (result.structuredContent !== undefined) parts.push(canonicalJson(result.structuredContent));
  return parts.join("\n").toLowerCase();
}

/** How a read could show a write (J17 a–c), for the report. */
export type ReadMatch =
  { by: "argument"; value: string } | { by: "result"; value: string } | { by: "noun"; noun: string };

/** Says how a read matched, in words for a finding's message; never quotes a value (it may be long or personal). */
export function describeMatch(match: ReadMatch): string {
  switch (match.by) {
    case "argument":
      return "its arguments carry a value of the write";
    case "result":
      return "its result shows a value of the write";
    case "noun":
      return `its name shares the noun "${match.noun}" with the write`;
  }
}

/** A write as J17 needs it: its tool and identifying values ({@link identifyingValues}). */
export interface WriteEvidence {
  tool: string;
  values: readonly string[];
}

/** A successful read call as J17 needs it. */
export interface ReadEvidence {
  tool: string;
  arguments: Record<string, Json>;
  result: Record<string, Json> | undefined;
}

/**
 * How much J17 may compare in one recording: one unit per read examined, per value or noun
 * compared, and per character of result text searched for each identifying value. A
 * recording built to be slow (thousands of uncertain writes, each followed by megabytes
 * of reads) stops the search there instead of running for hours; a real one stays far
 * below it. Deterministic: the count depends only on the recording.
 */
export const VERIFY_SEARCH_BUDGET = 2 ** 28;

/** Asks J17 of many reads for a few writes; each read's values, text and nouns are derived once. */
export class ReadMatcher {
  private readonly argumentsOf = new Map<ReadEvidence, Set<string>>();
  private readonly textOf = new Map<ReadEvidence, string>();
  private readonly nounsOf = new Map<string, string[]>();
  /** Set once the search ran out of budget; from then on no read matches. */
  budgetExhausted = false;

  constructor(private budget = VERIFY_SEARCH_BUDGET) {}

  /**
   * How `read` could show `write`, checked as (a) arguments, (c) nouns, (b) result (cheapest
   * first); null when it could not, or when the budget is spent ({@link budgetExhausted}).
   */
  match(write: WriteEvidence, read: ReadEvidence): ReadMatch | null {
    let values = this.argumentsOf.get(read);
    if (values === undefined) this.argumentsOf.set(read, (values = argumentValues(read.arguments)));
    const readNouns = this.nouns(read.tool);
    if (!this.spend(1 + write.values.length + readNouns.length)) return null;
    for (const value of write.values) if (values.has(value)) return { by: "argument", value };
    for (const noun of this.nouns(write.tool)) {
      const match = readNouns.find((item) => sameNoun(noun, item));
      if (match !== undefined) return { by: "noun", noun: match.length < noun.length ? match : noun };
    }
    return this.searchResult(write, read);
  }

  /**
   * J17 (rules version 3) for an unclassified call: whether it would meet (a) or (b) if it
   * were a read. A shared noun (c) is not enough: it says nothing about what the call did.
   */
  matchByValue(write: WriteEvidence, call: ReadEvidence): ReadMatch | null {
    let values = this.argumentsOf.get(call);
    if (values === undefined) this.argumentsOf.set(call, (values = argumentValues(call.arguments)));
    if (!this.spend(1 + write.values.length)) return null;
    for (const value of write.values) if (values.has(value)) return { by: "argument", value };
    return this.searchResult(write, call);
  }

  /** Takes `units` from the budget; false (and {@link budgetExhausted}) when they are not left. */
  spend(units: number): boolean {
    if (this.budgetExhausted || units > this.budget) {
      this.budgetExhausted = true;
      return false;
    }
    this.budget -= units;
    return true;
  }

  private nouns(tool: string): string[] {
    let nouns = this.nounsOf.get(tool);
    if (nouns === undefined) this.nounsOf.set(tool, (nouns = toolNouns(tool)));
    return nouns;
  }

  private searchResult(write: WriteEvidence, read: ReadEvidence): ReadMatch | null {
    if (write.values.length === 0) return null;
    let text = this.textOf.get(read);
    if (text === undefined) this.textOf.set(read, (text = resultText(read.result)));
    if (!this.spend(text.length * write.values.length)) return null;
    for (const value of write.values) if (text.includes(value)) return { by: "result", value };
    return null;
  }
}
