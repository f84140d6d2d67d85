/**
 * Control characters (C0 including tab and newline, DEL, C1), line and paragraph
 * separators, and bidirectional controls. Any of them in text from a recording could
 * forge a line of CI log (a `::error::` workflow command, a fake PASS), move the cursor,
 * or reorder what a reader sees.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

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
