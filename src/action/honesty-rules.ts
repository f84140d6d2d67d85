import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../config/error.js";
import {
  configRuleFiles,
  honestyRulesOf,
  honestyRulesOfTexts,
  inputRuleFiles,
  type RuleFileToRead,
} from "../config/honesty-rules.js";
import { readHonestyRuleText, type HonestyRuleText } from "../judge/honesty/load.js";
import { HonestyRulesError, type HonestyRuleSet } from "../judge/honesty/rules.js";
import { showFileOfCommit, toGitPath } from "./history-branch.js";

/**
 * J28 in the action: the honesty rule files in force are the config file's `honestyRules`
 * (relative to it), then the input `honesty-rules` (relative to the workspace), as on the
 * command line. They are judging configuration: in a pull request they are read from the
 * base commit through git, as the config file is, and a change the pull request makes to
 * one is reported, never used to judge it.
 */

/** The config file whose `honestyRules` name files: its path in the workspace, and how errors name it. */
export interface RuleNamingConfig {
  file: string;
  shown: string;
  names: readonly string[];
}

export interface RulesInForce {
  /** null: the built-in rule files alone. */
  rules: HonestyRuleSet | null;
  /** The files as the log names them, in load order. */
  shown: string[];
}

/** A file of the judging configuration the pull request changes; `base` is how the log names the base commit's, null when it has none. */
export interface JudgingFileChange {
  kind: "config" | "honesty-rules";
  file: string;
  change: "added" | "changed" | "removed";
  base: string | null;
}

const IN_WORKSPACE = (workspace: string) => ({ within: workspace, area: "the workspace", links: true });

/** The workspace's rule files (a push, a pull request's own proposal): never a link out of the workspace. */
export function workspaceRules(
  config: RuleNamingConfig | null,
  input: readonly string[],
  workspace: string,
): RulesInForce {
  const files = [
    ...(config === null ? [] : configRuleFiles(config.file, config.names, workspace, IN_WORKSPACE(workspace))),
    ...inputRuleFiles(input, workspace, true),
  ];
  return { rules: honestyRulesOf(files), shown: files.map((file) => file.shown) };
}

/**
 * The base commit's rule files, as the base commit's config and the input name them, and
 * those the pull request changes. A file the base lacks is not in force (the pull request
 * adds it); one neither has is the same error as on a push.
 */
export async function baseRules(
  config: RuleNamingConfig | null,
  input: readonly string[],
  workspace: string,
  baseSha: string,
  git: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<RulesInForce & { changes: JudgingFileChange[] }> {
  const lexical = { within: workspace, area: "the repository", links: false };
  const files = [
    ...(config === null ? [] : configRuleFiles(config.file, config.names, workspace, lexical, config.shown)),
    ...inputRuleFiles(input, workspace, false),
  ];
  const texts: HonestyRuleText[] = [];
  const changes: JudgingFileChange[] = [];
  for (const file of files) {
    const gitPath = toGitPath(path.relative(workspace, file.absolute));
    const name = `${baseSha.slice(0, 7)}:${gitPath}`;
    const base = await showFileOfCommit(baseSha, gitPath, git).catch((error: unknown) => {
      throw new ConfigError(`${gitPath} of the base commit ${baseSha} could not be read: ${(error as Error).message}`);
    });
    const own = ownRuleText(file);
    if (base === null && !own.present)
      throw new ConfigError(
        `${file.shown}: cannot read the honesty rule file: neither the base commit ${baseSha} nor the workspace has it`,
      );
    if (base !== null) texts.push({ name, text: base });
    if (!own.present || own.text !== base)
      changes.push({
        kind: "honesty-rules",
        file: file.shown,
        change: changeOf(base, own.present),
        base: base === null ? null : name,
      });
  }
  return { rules: honestyRulesOfTexts(texts), shown: texts.map((text) => text.name), changes };
}

function changeOf(base: string | null, ownPresent: boolean): JudgingFileChange["change"] {
  return base === null ? "added" : ownPresent ? "changed" : "removed";
}

/**
 * The pull request's text of a rule file; null text for one it has but that cannot be read
 * (a FIFO, over 1 MiB), which counts as changed: its proposal says why.
 */
function ownRuleText(file: RuleFileToRead): { present: boolean; text: string | null } {
  if (!existsSync(file.absolute)) return { present: false, text: null };
  try {
    return { present: true, text: readHonestyRuleText(file.absolute, file.shown).text };
  } catch (error) {
    if (!(error instanceof HonestyRulesError)) throw error;
    return { present: true, text: null };
  }
}
