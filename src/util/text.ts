/** Cuts after `maxChars` UTF-16 units (never inside a surrogate pair) and says how much is gone. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let end = maxChars;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}… [${text.length - end} more characters]`;
}

/** The text before its first line break: an error message's headline. */
export function firstLine(text: string): string {
  const end = text.indexOf("\n");
  return end === -1 ? text : text.slice(0, end);
}

/** Splits a list (`a, b`, or one item per line as YAML block inputs give it) into trimmed, non-empty items. */
export function commaList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** What a caught value says: its message when it is an Error, else the value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
