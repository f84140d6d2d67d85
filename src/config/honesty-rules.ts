import { realpathSync } from "node:fs";
import path from "node:path";
import { honestyRulesFromTexts, readHonestyRuleText, type HonestyRuleText } from "../judge/honesty/load.js";
import { HonestyRulesError, type HonestyRuleSet } from "../judge/honesty/rules.js";
import { ConfigError } from "./error.js";

/**
 * J28: the honesty rule files in force beyond the built-in ones (docs/honesty.md): those the
 * config file names (`honestyRules`, relative to it), then those the command line or the
 * action's input adds. They are part of the judging configuration; a bad one is the same
 * one-line error, exit 2, as a bad config file.
 */

/** A rule file to read: where it is, and how errors and the log name it. */
export interface RuleFileToRead {
  absolute: string;
  shown: string;
}

/**
 * The files the config file's `honestyRules` names, relative to the config file's folder.
 * The config file may come from a pull request, so a path must stay inside `within` (the
 * working directory, the action's workspace), through links too: an absolute path, `../`
 * out of it or a link out of it is refused, naming the key.
 */
export function configRuleFiles(
  configFile: string,
  paths: readonly string[],
  cwd: string,
  within: string,
): RuleFileToRead[] {
  const folder = path.dirname(path.resolve(cwd, configFile));
  return paths.map((given, index) => {
    const where = `${configFile}: honestyRules[${index}]`;
    if (path.isAbsolute(given) || given.includes("\0"))
      throw new ConfigError(`${where}: must be a path relative to the config file, got ${JSON.stringify(given)}`);
    const absolute = path.resolve(folder, given);
    if (!insideThroughLinks(absolute, within))
      throw new ConfigError(
        `${where}: ${JSON.stringify(given)} lies outside ${within === cwd ? "the working directory" : "the workspace"} (or is a link out of it); not read`,
      );
    return { absolute, shown: shownPath(absolute, cwd) };
  });
}

/** The rule set of the built-in files and `files`, in order; null when there are none (the built-in set applies). */
export function honestyRulesOf(files: readonly RuleFileToRead[]): HonestyRuleSet | null {
  if (files.length === 0) return null;
  return asConfigError(() => honestyRulesFromTexts(files.map((f) => readHonestyRuleText(f.absolute, f.shown))));
}

/** {@link honestyRulesOf} for texts read elsewhere (the base commit's, through git). */
export function honestyRulesOfTexts(texts: readonly HonestyRuleText[]): HonestyRuleSet | null {
  return texts.length === 0 ? null : asConfigError(() => honestyRulesFromTexts(texts));
}

function asConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof HonestyRulesError) throw new ConfigError(error.message);
    throw error;
  }
}

/** `rules/nl.json` for a file under `cwd`, the absolute path otherwise; `/` on every system. */
export function shownPath(absolute: string, cwd: string): string {
  const relative = path.relative(cwd, absolute);
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return absolute;
  return relative.split(path.sep).join("/");
}

/** Inside `dir` by its path, and by its real path when it exists (a missing file is reported by the read). */
function insideThroughLinks(file: string, dir: string): boolean {
  if (!isInside(file, path.resolve(dir))) return false;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return true;
  }
  return isInside(real, realpathSync(dir));
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== "" && relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
