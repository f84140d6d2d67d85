import { statSync } from "node:fs";

/**
 * The runner creates the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name before the step
 * starts. A local run that sets a variable but forgot the file would otherwise fail deep
 * inside @actions/core with a stack trace, after all the judging: name it in one line first.
 * An unset variable is left to @actions/core (it falls back to workflow commands on stdout).
 */
export function missingRunnerFile(
  env: NodeJS.ProcessEnv,
  name: "GITHUB_OUTPUT" | "GITHUB_STEP_SUMMARY",
): string | null {
  const file = env[name];
  if (file === undefined || file === "" || isFile(file)) return null;
  return (
    `${name} names ${JSON.stringify(file)}, which is not a file. The runner creates it before the step; ` +
    `to run the action locally, create it first (docs/action.md, "Running it locally")`
  );
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
