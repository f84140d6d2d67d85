import { readFileSync } from "node:fs";
import { honestyRuleSet, HonestyRulesError, type HonestyRuleSet } from "./rules.js";
import { parseHonestyRuleFile } from "./schema.js";

/** Rule files are small; a larger one is a mistake or hostile, refused before it is parsed. */
const MAX_RULE_FILE_BYTES = 1024 * 1024;

/** 1-based line of a JSON.parse error's character position, when the message names one. */
function lineOfPosition(text: string, message: string): number | null {
  const position = /position (\d+)/.exec(message);
  if (position === null) return null;
  return text.slice(0, Number(position[1])).split("\n").length;
}

function readRuleFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new HonestyRulesError(
      `${file}: cannot read the honesty rule file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if (Buffer.byteLength(text) > MAX_RULE_FILE_BYTES)
    throw new HonestyRulesError(`${file}: the honesty rule file is larger than 1 MiB`);
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const line = lineOfPosition(text, message);
    throw new HonestyRulesError(`${file}${line === null ? "" : `:${line}`}: not JSON: ${message}`);
  }
}

/**
 * The built-in rule files and then each of `files` (`--honesty-rules FILE`, in the order
 * given): a file for a language that has rules adds its phrases after the built-in ones, a
 * file for a new language adds the language. Throws HonestyRulesError with a one-line
 * `file[:line]: message` on the first bad file.
 */
export function loadHonestyRules(files: readonly string[]): HonestyRuleSet {
  return honestyRuleSet(files.map((name) => ({ name, file: parseHonestyRuleFile(name, readRuleFile(name)) })));
}
