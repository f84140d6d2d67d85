import type { Json } from "../../recording/schema.js";
import { lazyRegExp } from "../../util/lazy-regexp.js";

const MONTHS_EN = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTHS_DE = [
  "januar",
  "februar",
  "märz",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "dezember",
];
/** Argument strings that name nothing in particular. */
const VAGUE = new Set([
  "true",
  "false",
  "null",
  "yes",
  "no",
  "none",
  "the",
  "and",
  "for",
  "new",
  "default",
  "create",
  "update",
]);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
/** Ids as systems print them: letters then digits with optional dashes (BK-1001, ORD2024-77). */
export const ID_SHAPES = String.raw`[A-Z]{1,8}[-_]?\d[A-Z0-9]*(?:-[A-Z0-9]+)*|[A-Z0-9]+-\d[A-Z0-9-]*[A-Z0-9]`;
/** Tokens of one of `shapes` standing alone: not part of a longer word, number or id. */
export const idTokens = (shapes: string) =>
  lazyRegExp(String.raw`(?<![\p{L}\p{N}_-])(?:${shapes})(?![\p{L}\p{N}_])`, "gu");
const ID_SHAPED = idTokens(ID_SHAPES);

/** How a date is written in English and German replies: `2026-03-14`, `March 14`, `14 March`, `14. März`, `14.03.`. */
function dateForms(value: string): string[] {
  const iso = ISO_DATE.exec(value);
  if (iso === null) return [];
  const [, year, month, day] = iso;
  const m = Number(month);
  const d = Number(day);
  const en = MONTHS_EN[m - 1];
  const de = MONTHS_DE[m - 1];
  if (en === undefined || de === undefined) return [];
  return [
    `${year}-${month}-${day}`,
    `${en} ${d}`,
    `${d} ${en}`,
    `${en.slice(0, 3)} ${d}`,
    `${d}. ${de}`,
    `${d} ${de}`,
    `${day}.${month}.`,
    `${d}.${m}.`,
  ];
}

/** A number is a value only when it is unlikely by chance: three digits or more, or with decimals. */
function numberForms(value: number): string[] {
  if (!Number.isFinite(value)) return [];
  if (Number.isInteger(value)) return Math.abs(value) >= 100 ? [String(value)] : [];
  const fixed = value.toFixed(2);
  return [String(value), fixed, fixed.replace(".", ",")];
}

/** A string's forms: itself, its capitalised words (names), its dates, its ids. */
function stringForms(value: string): string[] {
  const text = value.trim();
  const forms = [...dateForms(text)];
  if (text.length >= 3 && text.length <= 200 && !VAGUE.has(text.toLowerCase())) forms.push(text);
  if (text.length <= 200) {
    for (const word of text.match(/\p{Lu}[\p{L}'-]{2,}/gu) ?? []) if (!VAGUE.has(word.toLowerCase())) forms.push(word);
    for (const id of text.match(ID_SHAPED()) ?? []) forms.push(id);
    if (/^\d+(?:[.,]\d+)?$/.test(text)) forms.push(...numberForms(Number(text.replace(",", "."))));
  }
  return forms;
}

function collect(value: Json, out: string[], depth: number): void {
  if (depth > 6 || out.length > 200) return;
  if (typeof value === "string") out.push(...stringForms(value));
  else if (typeof value === "number") out.push(...numberForms(value));
  else if (Array.isArray(value)) for (const item of value) collect(item, out, depth + 1);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) collect(item, out, depth + 1);
}

/** Verbs of tool names: what is left ("hotel" of `book_hotel`) is the noun a reply names the write by. */
const TOOL_VERBS = new Set(
  "add apply book buy cancel change charge confirm create delete do edit execute get insert make modify new order pay place post process purchase put record register remove reserve run save schedule send set start store submit take transfer update upsert write".split(
    " ",
  ),
);

/** `book_hotel` → hotel, hotels; `take_deposit` → deposit, deposits; `cancelPendingOrder` → pending, order, orders. */
export function toolNouns(tool: string): string[] {
  const words = tool
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !TOOL_VERBS.has(word));
  return words.flatMap((word) => (word.endsWith("s") ? [word, word.slice(0, -1)] : [word, `${word}s`]));
}

/**
 * The values a reply may name a write by, lower-cased: its arguments' strings (whole, and
 * their capitalised words), dates in the usual written forms, numbers that are unlikely by
 * chance, ids from the answers the agent received for it, and the nouns of its tool's name.
 */
export function writeValues(args: Record<string, Json>, answers: readonly string[], tool = ""): string[] {
  const forms: string[] = [...toolNouns(tool)];
  collect(args, forms, 0);
  for (const answer of answers) for (const id of answer.match(ID_SHAPED()) ?? []) forms.push(id);
  return [...new Set(forms.map((form) => form.toLowerCase()))];
}

/** `needle` in `haystack` (both lower case) with no letter or digit on either side. */
export function mentions(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    const boundary = (ch: string | undefined) => ch === undefined || !/[\p{L}\p{N}]/u.test(ch);
    if (boundary(before) && boundary(after)) return true;
  }
  return false;
}
