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

/** How paths are checked: inside `within` (`area` names it in errors), through links unless `links` is false. */
export interface RuleFileBounds {
  within: string;
  /** `the working directory` (the CLI), `the workspace` (the action). */
  area: string;
  /** false for files read from a commit through git: a link there is a blob, never followed. */
  links: boolean;
}

/**
 * The files the config file's `honestyRules` names, relative to the config file's folder.
 * The config file may come from a pull request, so a path must stay inside `bounds.within`
 * (the working directory, the action's workspace), through links too: an absolute path,
 * `../` out of it or a link out of it is refused, naming the key. `shownConfig` names the
 * config file in errors when it was read elsewhere (`<base sha>:loopgate.json`).
 */
export function configRuleFiles(
  configFile: string,
  paths: readonly string[],
  cwd: string,
  bounds: RuleFileBounds,
  shownConfig: string = configFile,
): RuleFileToRead[] {
  const folder = path.dirname(path.resolve(cwd, configFile));
  return paths.map((given, index) =>
    ruleFileInside(
      given,
      { where: `${shownConfig}: honestyRules[${index}]`, relativeTo: "the config file", folder },
      cwd,
      bounds,
    ),
  );
}

/**
 * The action's input `honesty-rules`: paths relative to the workspace that stay inside it
 * (in a pull request they are read from the base commit, so they must be repository paths).
 */
export function inputRuleFiles(paths: readonly string[], workspace: string, links: boolean): RuleFileToRead[] {
  const naming = { where: 'input "honesty-rules"', relativeTo: "the workspace", folder: workspace };
  const bounds = { within: workspace, area: "the workspace", links };
  return paths.map((given) => ruleFileInside(given, naming, workspace, bounds));
}

interface RuleFileNaming {
  /** Where the path was given, for its errors: `loopgate.json: honestyRules[0]`. */
  where: string;
  relativeTo: string;
  folder: string;
}

function ruleFileInside(
  given: string,
  { where, relativeTo, folder }: RuleFileNaming,
  cwd: string,
  { within, area, links }: RuleFileBounds,
): RuleFileToRead {
  if (path.isAbsolute(given) || given.includes("\0"))
    throw new ConfigError(`${where}: must be a path relative to ${relativeTo}, got ${JSON.stringify(given)}`);
  const absolute = path.resolve(folder, given);
  const inside = links ? insideThroughLinks(absolute, within) : isInside(absolute, path.resolve(within));
  if (!inside)
    throw new ConfigError(`${where}: ${JSON.stringify(given)} lies outside ${area} (or is a link out of it); not read`);
  return { absolute, shown: shownPath(absolute, cwd) };
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
