import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig, parseConfigText, readConfigText } from "../config/load.js";
import { ConfigError } from "../config/error.js";
import { resolveSettings, type ClassificationSettings } from "../config/resolve.js";
import type { ConfigFile } from "../config/schema.js";
import { gitCredentials, showFileOfCommit, toGitPath } from "./history-branch.js";
import type { ActionInputs } from "./inputs.js";

export interface ActionSettings {
  settings: ClassificationSettings;
  /** The config file as the log names it: a workspace path, or `<base sha>:loopgate.json`. */
  file: string | null;
  /** Set when a pull request's own config file differs from the base commit's (it is not used). */
  changedByPullRequest: boolean;
  /** J28: the config file names honesty rule files, which the action does not read yet (said as a warning). */
  unreadHonestyRules: boolean;
  /**
   * The pull request's own config when it differs: the settings it would give (or why it cannot
   * be read), to judge the recordings a second time and say what it would change.
   */
  proposed: ProposedSettings | null;
}

export interface ProposedSettings {
  file: string;
  change: "added" | "changed" | "removed";
  settings: ClassificationSettings | null;
  /** The file's error line when it is not a valid config (settings is then null). */
  invalid: string | null;
}

/**
 * The action's judging settings: the inputs over the config file (input `config`, else
 * loopgate.json at the workspace root when present). In a pull request the file is the base
 * commit's, read through git, never the pull request's own: a pull request must not pick the
 * rules that judge it (SECURITY.md). Elsewhere it is the workspace's, which never reaches out
 * of the workspace.
 */
export async function actionSettings(
  inputs: ActionInputs,
  workspace: string,
  baseSha: string | null,
  env: NodeJS.ProcessEnv,
): Promise<ActionSettings> {
  // A merge judges nothing: its shards were judged with the base commit's file already.
  const own = baseSha === null || inputs.merge !== null ? null : ownConfig(inputs, workspace);
  const fromBase =
    own === null
      ? undefined
      : await baseConfig(own, workspace, baseSha!, await gitCredentials(inputs.token, env, workspace));
  const loaded =
    fromBase === undefined
      ? loadConfig({ config: inputs.config ?? undefined, within: workspace }, workspace)
      : fromBase.loaded;
  const { settings } = resolveSettings(loaded?.config ?? null, flagsOf(inputs));
  const changed = fromBase?.changed ?? false;
  return {
    settings,
    file: loaded?.file ?? null,
    changedByPullRequest: changed,
    unreadHonestyRules: (loaded?.config.honestyRules ?? []).length > 0,
    proposed: changed ? proposedSettings(inputs, own!, fromBase!.loaded === null) : null,
  };
}

function flagsOf(inputs: ActionInputs) {
  return {
    writeTools: inputs.writeTools ?? undefined,
    addWriteTools: inputs.addWriteTools ?? undefined,
    readTools: inputs.readTools ?? undefined,
    keyFields: inputs.keyFields ?? undefined,
    distrustIdempotentHint: inputs.distrustIdempotentHint ?? undefined,
  };
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
 * The settings the pull request's own config file would give, with the same inputs over it:
 * never used to judge the run, only to show what merging the file would change.
 */
function proposedSettings(inputs: ActionInputs, own: OwnConfig, baseHasNone: boolean): ProposedSettings {
  const { file } = own;
  const present = own.text !== null || own.unreadable !== null;
  const change = baseHasNone ? "added" : present ? "changed" : "removed";
  if (own.unreadable !== null) return { file, change, settings: null, invalid: own.unreadable };
  if (own.text === null)
    return { file, change, settings: resolveSettings(null, flagsOf(inputs)).settings, invalid: null };
  try {
    const config = parseConfigText(own.text, file);
    return { file, change, settings: resolveSettings(config, flagsOf(inputs)).settings, invalid: null };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { file, change, settings: null, invalid: error.message };
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
  credentials: NodeJS.ProcessEnv,
): Promise<{ loaded: { file: string; config: ConfigFile } | null; changed: boolean } | undefined> {
  if (path.isAbsolute(own.file)) return undefined;
  const gitPath = toGitPath(own.file);
  const text = await showFileOfCommit(baseSha, gitPath, { cwd: workspace, env: credentials }).catch(
    (error: unknown) => {
      throw new ConfigError(`${gitPath} of the base commit ${baseSha} could not be read: ${(error as Error).message}`);
    },
  );
  const changed = own.unreadable !== null || text !== own.text;
  if (text === null) return { loaded: null, changed };
  const shown = `${baseSha.slice(0, 7)}:${gitPath}`;
  return { loaded: { file: shown, config: parseConfigText(text, shown) }, changed };
}
