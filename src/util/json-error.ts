import { printable } from "./printable.js";

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
/** Deeper than any config file; a hostile one cannot exhaust the stack. */
const MAX_DEPTH = 256;

/**
 * Where and why JSON.parse rejected `text`, as `LINE:COLUMN: message`. V8's own message
 * is not used: its wording and whether it names a position change between Node versions,
 * and it quotes the start of the file, which may not be a config file at all.
 */
export function describeJsonError(text: string): string {
  const offset = firstBadOffset(text);
  const before = text.slice(0, offset).split("\n");
  const what =
    offset >= text.length ? "unexpected end of file" : `unexpected ${printable(JSON.stringify(text[offset]))}`;
  return `${before.length}:${before.at(-1)!.length + 1}: not valid JSON: ${what}`;
}

/** The offset of the first character that cannot continue a JSON text (the length if it only ends too soon). */
function firstBadOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new BadJson(i);
  };
  const skip = () => {
    WHITESPACE.lastIndex = i;
    WHITESPACE.exec(text);
    i = WHITESPACE.lastIndex;
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = i;
    if (pattern.exec(text) === null) fail();
    i = pattern.lastIndex;
  };
  const string = () => {
    for (i += 1; text[i] !== '"';) {
      if (i >= text.length || text.charCodeAt(i) < 0x20) fail();
      if (text[i] === "\\") match(ESCAPE);
      else i += 1;
    }
    i += 1;
  };
  const container = (close: string, item: () => void, depth: number) => {
    if (depth > MAX_DEPTH) fail();
    i += 1;
    skip();
    if (text[i] === close) return void (i += 1);
    for (;;) {
      item();
      skip();
      if (text[i] === close) return void (i += 1);
      if (text[i] !== ",") fail();
      i += 1;
    }
  };
  const member = (depth: number) => () => {
    skip();
    if (text[i] !== '"') fail();
    string();
    skip();
    if (text[i] !== ":") fail();
    i += 1;
    value(depth);
  };
  const value = (depth: number): void => {
    skip();
    const c = text[i];
    if (c === "{") return container("}", member(depth + 1), depth + 1);
    if (c === "[") return container("]", () => value(depth + 1), depth + 1);
    if (c === '"') return string();
    const word = ["true", "false", "null"].find((literal) => literal[0] === c);
    if (word === undefined) return match(NUMBER);
    for (const letter of word) {
      if (text[i] !== letter) fail();
      i += 1;
    }
  };
  try {
    value(0);
    skip();
    return i < text.length ? i : text.length;
  } catch (error) {
    if (error instanceof BadJson) return error.offset;
    throw error;
  }
}

class BadJson {
  constructor(readonly offset: number) {}
}
