import { closeSync, readFileSync } from "node:fs";
import { describeFsError, openRegularFile } from "../../util/fs.js";
import { describeJsonError } from "../../util/json-error.js";
import { honestyRuleSet, HonestyRulesError, type HonestyRuleSet } from "./rules.js";
import { parseHonestyRuleFile } from "./schema.js";

/** Rule files are small; a larger one is a mistake or hostile, refused before it is parsed. */
const MAX_RULE_FILE_BYTES = 1024 * 1024;

/** A rule file's text, and the name its errors and the report give it (a path, or `sha:path` from git). */
export interface HonestyRuleText {
  name: string;
  text: string;
}

/**
 * A rule file's text: a regular file (a FIFO would hang the read) of at most 1 MiB.
 * `shown` names it in errors. Links are the caller's business: see config/honesty-rules.ts.
 */
export function readHonestyRuleText(file: string, shown: string = file): HonestyRuleText {
  let opened;
  try {
    opened = openRegularFile(file);
  } catch (error) {
    throw new HonestyRulesError(`${shown}: cannot read the honesty rule file: ${describeFsError(error)}`);
  }
  try {
    if (opened.stats.size > MAX_RULE_FILE_BYTES)
      throw new HonestyRulesError(`${shown}: the honesty rule file is larger than 1 MiB`);
    return { name: shown, text: readFileSync(opened.fd, "utf8") };
  } finally {
    closeSync(opened.fd);
  }
}

/** One file's text parsed and checked; errors are `name:LINE: …` wherever a line can be found. */
function parseRuleText({ name, text }: HonestyRuleText) {
  if (Buffer.byteLength(text) > MAX_RULE_FILE_BYTES)
    throw new HonestyRulesError(`${name}: the honesty rule file is larger than 1 MiB`);
  // An editor's byte-order mark is not content.
  const json = text.replace(/^\uFEFF/, "");
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new HonestyRulesError(`${name}:${describeJsonError(json)}`);
  }
  return parseHonestyRuleFile(name, value, (at) => lineOfJsonPath(json, at));
}

/**
 * The built-in rule files and then the given ones, in order: a file for a language that has
 * rules adds its phrases after the built-in ones, a file for a new language adds the
 * language. Throws HonestyRulesError with one line, `name[:line]: message`, on the first bad file.
 */
export function honestyRulesFromTexts(texts: readonly HonestyRuleText[]): HonestyRuleSet {
  return honestyRuleSet(texts.map((entry) => ({ name: entry.name, file: parseRuleText(entry) })));
}

/** {@link honestyRulesFromTexts} of files read as they are named (`--honesty-rules FILE`, in the order given). */
export function loadHonestyRules(files: readonly string[]): HonestyRuleSet {
  return honestyRulesFromTexts(files.map((file) => readHonestyRuleText(file)));
}

/**
 * The 1-based line where the value at `at` (object keys and array indices) starts in `text`,
 * which JSON.parse has accepted; null when it is not there. Iterative, so a deeply nested
 * hostile file cannot exhaust the stack.
 */
export function lineOfJsonPath(text: string, at: readonly PropertyKey[]): number | null {
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i += 1;
  };
  const skipString = () => {
    for (i += 1; i < text.length && text[i] !== '"'; i += text[i] === "\\" ? 2 : 1);
    i += 1;
  };
  const skipValue = () => {
    let depth = 0;
    do {
      skipSpace();
      const c = text[i];
      if (c === '"') skipString();
      else if (c === "," || c === ":") i += 1;
      else if (c === "{" || c === "[" || c === "}" || c === "]") {
        depth += c === "{" || c === "[" ? 1 : -1;
        i += 1;
      } else while (i < text.length && !',:{}[]" \t\n\r'.includes(text[i]!)) i += 1;
    } while (depth > 0 && i < text.length);
  };
  /** Past the separator after a member or element, to the next one or the closing bracket. */
  const next = () => {
    skipSpace();
    if (text[i] === ",") i += 1;
    skipSpace();
  };
  for (const key of at) {
    skipSpace();
    if (text[i] === "{" && typeof key === "string") {
      for (i += 1, skipSpace(); text[i] === '"'; next()) {
        const start = i;
        skipString();
        const name = JSON.parse(text.slice(start, i)) as string;
        skipSpace();
        i += 1; // the colon
        if (name === key) break;
        skipValue();
      }
      if (text[i] === "}") return null;
    } else if (text[i] === "[" && typeof key === "number") {
      i += 1;
      for (let n = 0; n < key; n += 1) {
        skipSpace();
        if (text[i] === "]") return null;
        skipValue();
        next();
      }
      skipSpace();
      if (text[i] === "]") return null;
    } else return null;
  }
  skipSpace();
  return text.slice(0, i).split("\n").length;
}
