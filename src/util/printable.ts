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
