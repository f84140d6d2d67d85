import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, readConfigFile } from "../config/load.js";
import { ConfigError } from "../config/error.js";
import { resolveSettings, type ClassificationSettings } from "../config/resolve.js";
import type { ConfigFile } from "../config/schema.js";
import { showFileOfCommit, toGitPath } from "./history-branch.js";
import type { ActionInputs } from "./inputs.js";

export interface ActionSettings {
  settings: ClassificationSettings;
  /** The config file as the log names it: a workspace path, or `<base sha>:loopgate.json`. */
  file: string | null;
  /** Set when a pull request's own config file differs from the base commit's (it is not used). */
  changedByPullRequest: boolean;
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
  const fromBase =
    baseSha === null || inputs.merge !== null ? undefined : await baseConfig(inputs, workspace, baseSha, env);
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
    proposed: changed ? proposedSettings(inputs, workspace, fromBase!.loaded === null) : null,
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

/**
 * The settings the pull request's own config file would give, with the same inputs over it:
 * never used to judge the run, only to show what merging the file would change.
 */
function proposedSettings(inputs: ActionInputs, workspace: string, baseHasNone: boolean): ProposedSettings {
  const file = inputs.config ?? "loopgate.json";
  const present = workspaceText(path.resolve(workspace, file)) !== null;
  const change = baseHasNone ? "added" : present ? "changed" : "removed";
  if (!present) return { file, change, settings: resolveSettings(null, flagsOf(inputs)).settings, invalid: null };
  try {
    const config = readConfigFile(file, workspace, workspace);
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
  inputs: ActionInputs,
  workspace: string,
  baseSha: string,
  env: NodeJS.ProcessEnv,
): Promise<{ loaded: { file: string; config: ConfigFile } | null; changed: boolean } | undefined> {
  const given = inputs.config ?? "loopgate.json";
  if (path.isAbsolute(given)) return undefined;
  const gitPath = toGitPath(given);
  const text = await showFileOfCommit(baseSha, gitPath, { cwd: workspace }).catch((error: unknown) => {
    throw new ConfigError(`${gitPath} of the base commit ${baseSha} could not be read: ${(error as Error).message}`);
  });
  const changed = text !== workspaceText(path.resolve(workspace, given));
  if (text === null) return { loaded: null, changed };
  const dir = mkdtempSync(path.join(env.RUNNER_TEMP || os.tmpdir(), "loopgate-base-config-"));
  writeFileSync(path.join(dir, "loopgate.json"), text);
  const shown = `${baseSha.slice(0, 7)}:${gitPath}`;
  try {
    return { loaded: { file: shown, config: readConfigFile("loopgate.json", dir, dir) }, changed };
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(error.message.replace(/^loopgate\.json/, shown));
    throw error;
  }
}

function workspaceText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
