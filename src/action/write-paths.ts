import path from "node:path";
import { unsafeWritePath, type WriteRoot } from "../util/confine.js";
import { InputError, type ActionInputs } from "./inputs.js";
import { FORMAT_IDS } from "../outputs/formats.js";

/**
 * Every file the step writes (the reports, the history) must stay inside the
 * workspace or the runner's temp directory, through real folders only: the workspace
 * holds the pull request's files, links included. Checked before anything is judged,
 * so a refused path fails the step at once with one line naming the input.
 */
export function checkWritePaths(inputs: ActionInputs, env: NodeJS.ProcessEnv, workspace: string): void {
  const roots: WriteRoot[] = [{ dir: workspace, name: "the workspace" }];
  if (env.RUNNER_TEMP) roots.push({ dir: path.resolve(env.RUNNER_TEMP), name: "the runner's temp directory" });
  const written: [string, string | null][] = [
    ...FORMAT_IDS.map((id): [string, string] => [id, inputs.outputs[id]]),
    ["history", inputs.history === null ? null : path.resolve(workspace, inputs.history)],
  ];
  for (const [input, file] of written) {
    if (file === null) continue;
    const problem = unsafeWritePath(file, roots);
    if (problem !== null)
      throw new InputError(`input "${input}" names ${JSON.stringify(shown(file, workspace))}, refused: ${problem}`);
  }
}

function shown(file: string, workspace: string): string {
  const relative = path.relative(workspace, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}
