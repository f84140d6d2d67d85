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

/**
 * `text` in UTF-8, in a buffer of its own (a worker thread hands it over by transferring
 * that memory, so it must not be a slice of a shared pool). Reports are nearly always
 * ASCII: encoding into exactly `text.length` bytes then takes one pass and no measuring.
 * Every UTF-16 unit needs at least one byte, so when all of `text` was read into that
 * room, each took exactly one and the bytes are complete; otherwise it is encoded again.
 */
export function utf8Bytes(text: string): Uint8Array {
  const bytes = Buffer.allocUnsafeSlow(text.length);
  const { read, written } = utf8.encodeInto(text, bytes);
  return read === text.length && written === text.length ? bytes : utf8.encode(text);
}

const utf8 = new TextEncoder();

/** Orders strings by UTF-16 code units, as `<` does: the same order on every machine and locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
