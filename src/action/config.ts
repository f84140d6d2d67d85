import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig, parseConfigText, readConfigText } from "../config/load.js";
import { ConfigError } from "../config/error.js";
import { resolveSettings } from "../config/resolve.js";
import type { ClassifySettings } from "../judge/classify.js";
import type { ConfigFile } from "../config/schema.js";
import type { HonestyRuleSet } from "../judge/honesty/rules.js";
import { gitCredentials, showFileOfCommit, toGitPath } from "./history-branch.js";
import { baseRules, workspaceRules, type JudgingFileChange, type RulesInForce } from "./honesty-rules.js";
import type { ActionInputs } from "./inputs.js";
import type { ProposedFile } from "../report/comparison.js";

export interface ActionSettings {
  settings: ClassifySettings;
  /** The config file as the log names it: a workspace path, or `<base sha>:loopgate.json`. */
  file: string | null;
  /**
   * The judging configuration a pull request changes but that does not judge it: its config
   * file, then its honesty rule files, each with how the log names the base commit's (null:
   * the base has none). Empty outside pull requests and when it changes none.
   */
  changes: JudgingFileChange[];
  /** J28: the honesty rule files in force (the base commit's in a pull request). */
  honesty: RulesInForce;
  /** J28: the language every final reply is read in (input over config file); null: detected. */
  honestyLanguage: string | null;
  /**
   * The pull request's own config when it differs: the settings it would give (or why it cannot
   * be read), to judge the recordings a second time and say what it would change.
   */
  proposed: ProposedSettings | null;
}

export interface ProposedSettings {
  /** The files it changes, its config file first (as the report lists them). */
  files: ProposedFile[];
  settings: ClassifySettings | null;
  honestyRules: HonestyRuleSet | null;
  honestyLanguage: string | null;
  /** The file's error line when it is not a valid config (settings is then null). */
  invalid: string | null;
}

/**
 * The action's judging settings: the inputs over the config file (input `config`, else
 * loopgate.json at the workspace root when present). In a pull request the file is the base
 * commit's, read through git, never the pull request's own: a pull request must not pick the
 * rules that judge it (SECURITY.md). So are the J28 honesty rule files it and the input
 * `honesty-rules` name. Elsewhere they are the workspace's, which never reach out of it.
 */
export async function actionSettings(
  inputs: ActionInputs,
  workspace: string,
  baseSha: string | null,
  env: NodeJS.ProcessEnv,
): Promise<ActionSettings> {
  // A merge judges nothing: its shards were judged with the base commit's file already.
  const own = baseSha === null || inputs.merge !== null ? null : ownConfig(inputs, workspace);
  const git = own === null ? null : { cwd: workspace, env: await gitCredentials(inputs.token, env, workspace) };
  const fromBase = own === null ? undefined : await baseConfig(own, workspace, baseSha!, git!);
  const loaded =
    fromBase === undefined
      ? loadConfig({ config: inputs.config ?? undefined, within: workspace }, workspace)
      : fromBase.loaded;
  const { settings } = resolveSettings(loaded?.config ?? null, inputs.settingFlags);
  const naming = ruleNaming(inputs, loaded);
  const input = inputs.honestyRules ?? [];
  const honesty: RulesInForce & { changes?: JudgingFileChange[] } =
    inputs.merge !== null
      ? { rules: null, shown: [] }
      : own === null
        ? workspaceRules(naming, input, workspace)
        : await baseRules(naming, input, workspace, baseSha!, git!);
  const configChange: JudgingFileChange[] = fromBase?.changed
    ? [
        {
          kind: "config" as const,
          file: own!.file,
          change: configChangeOf(own!, fromBase.loaded === null),
          base: loaded?.file ?? null,
        },
      ]
    : [];
  const changes = [...configChange, ...(honesty.changes ?? [])];
  return {
    settings,
    file: loaded?.file ?? null,
    changes,
    honesty: { rules: honesty.rules, shown: honesty.shown },
    honestyLanguage: languageOf(inputs, loaded?.config ?? null),
    proposed: changes.length > 0 ? proposedSettings(inputs, own!, changes, workspace) : null,
  };
}

/** The config file as its `honestyRules` are read: relative to where it lies in the workspace. */
function ruleNaming(inputs: ActionInputs, loaded: { file: string; config: ConfigFile } | null) {
  const names = loaded?.config.honestyRules ?? [];
  if (loaded === null || names.length === 0) return null;
  return { file: inputs.config ?? "loopgate.json", shown: loaded.file, names };
}

function languageOf(inputs: ActionInputs, config: ConfigFile | null): string | null {
  return inputs.honestyLanguage ?? config?.honestyLanguage ?? null;
}

function configChangeOf(own: OwnConfig, baseHasNone: boolean): JudgingFileChange["change"] {
  return baseHasNone ? "added" : own.text !== null || own.unreadable !== null ? "changed" : "removed";
}

/** The workspace's own config file: its text (null when there is none) or why it cannot be read. */
interface OwnConfig {
  file: string;
  text: string | null;
  unreadable: string | null;
}

function ownConfig(inputs: ActionInputs, workspace: string): OwnConfig {
  const file = inputs.config ?? "loopgate.json";
  if (!existsSync(path.resolve(workspace, file))) return { file, text: null, unreadable: null };
  try {
    return { file, text: readConfigText(file, workspace, workspace), unreadable: null };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { file, text: null, unreadable: error.message };
  }
}

/**
 * The settings the pull request's own config file and rule files would give, with the same
 * inputs over them: never used to judge the run, only to show what merging them would change.
 * `changes` are the files it changes, which the report names.
 */
function proposedSettings(
  inputs: ActionInputs,
  own: OwnConfig,
  changes: JudgingFileChange[],
  workspace: string,
): ProposedSettings {
  const files = changes.map(({ file, kind, change }) => ({ file, kind, change }));
  const invalid = (problem: string) => ({
    files,
    settings: null,
    honestyRules: null,
    honestyLanguage: null,
    invalid: problem,
  });
  if (own.unreadable !== null) return invalid(own.unreadable);
  try {
    const config = own.text === null ? null : parseConfigText(own.text, own.file);
    const naming = ruleNaming(inputs, config === null ? null : { file: own.file, config });
    const { rules } = workspaceRules(naming, inputs.honestyRules ?? [], workspace);
    return {
      files,
      settings: resolveSettings(config, inputs.settingFlags).settings,
      honestyRules: rules,
      honestyLanguage: languageOf(inputs, config),
      invalid: null,
    };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return invalid(error.message);
  }
}

/**
 * The base commit's config file (fetched when the checkout lacks the commit); null when the
 * base has none. Undefined when the config path is not in the repository (absolute).
 */
async function baseConfig(
  own: OwnConfig,
  workspace: string,
  baseSha: string,
  git: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ loaded: { file: string; config: ConfigFile } | null; changed: boolean } | undefined> {
  if (path.isAbsolute(own.file)) return undefined;
  const gitPath = toGitPath(own.file);
  const text = await showFileOfCommit(baseSha, gitPath, git).catch((error: unknown) => {
    throw new ConfigError(`${gitPath} of the base commit ${baseSha} could not be read: ${(error as Error).message}`);
  });
  const changed = own.unreadable !== null || text !== own.text;
  if (text === null) return { loaded: null, changed };
  const shown = `${baseSha.slice(0, 7)}:${gitPath}`;
  return { loaded: { file: shown, config: parseConfigText(text, shown) }, changed };
}
