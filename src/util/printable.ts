/**
 * Control characters (C0 including tab and newline, DEL, C1), line and paragraph
 * separators, bidirectional controls, and characters that print as nothing (zero-width
 * space and joiners, word joiner, byte-order mark, soft hyphen). Any of them in text from
 * a recording could forge a line of CI log (a `::error::` workflow command, a fake PASS),
 * move the cursor, reorder what a reader sees, or make two different names look the same.
 */
const UNSAFE_CLASS =
  "\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff";
const UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`, "g");
const HAS_UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`);

/** Whether `text` holds a character {@link printable} would escape. */
export function hasUnprintable(text: string): boolean {
  return HAS_UNSAFE.test(text);
}

/** Text from a recording made safe for one line of a terminal or CI log: unsafe characters become `\uXXXX`. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Long enough for any line loopgate writes about a sane recording; a hostile one cannot flood a log. */
export const MAX_PRINTED_LINE = 1000;

/**
 * {@link printable}, cut to `max` characters with a note saying so. Only the first `max`
 * characters are looked at, so a line built from a 100 MB string costs no more than a short one.
 */
export function printableLine(text: string, max = MAX_PRINTED_LINE): string {
  const safe = printable(text.length > max ? text.slice(0, max) : text);
  if (safe.length <= max && text.length <= max) return safe;
  // Never end inside a `\uXXXX` escape or between the halves of a surrogate pair.
  const cut = safe.slice(0, max).replace(/\\u[0-9a-f]{0,3}$|[\ud800-\udbff]$/, "");
  return `${cut}… (cut at ${max} characters)`;
}
