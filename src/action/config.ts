import { loadConfig } from "../config/load.js";
import { resolveSettings, type ClassificationSettings } from "../config/resolve.js";
import type { ActionInputs } from "./inputs.js";

/**
 * The action's judging settings: the inputs over the config file (input `config`, else
 * loopgate.json at the workspace root when present), which never reaches out of the workspace.
 */
export function actionSettings(
  inputs: ActionInputs,
  workspace: string,
): { settings: ClassificationSettings; file: string | null } {
  const loaded = loadConfig({ config: inputs.config ?? undefined, within: workspace }, workspace);
  const { settings } = resolveSettings(loaded?.config ?? null, {
    writeTools: inputs.writeTools ?? undefined,
    addWriteTools: inputs.addWriteTools ?? undefined,
    readTools: inputs.readTools ?? undefined,
    keyFields: inputs.keyFields ?? undefined,
    distrustIdempotentHint: inputs.distrustIdempotentHint ?? undefined,
  });
  return { settings, file: loaded?.file ?? null };
}
