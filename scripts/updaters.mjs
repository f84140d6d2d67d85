// One gate for every updater that rewrites expected files (goldens, fixtures, schemas,
// generated docs): it refuses under CI, where a leaked UPDATE_* variable would rewrite the
// very files a run is meant to check, so the run could never fail on them.

/** The CI convention of ci-info and most CI hosts: set, and not "false" or "0". */
export function runningInCi(env = process.env) {
  const value = env.CI;
  return value !== undefined && value !== "" && value !== "false" && value !== "0";
}

/** The one line an updater prints (or throws) when it refuses to write under CI. */
export function refusalLine(what, env = process.env) {
  return `${what} rewrites committed expected files and refuses to run under CI (CI=${env.CI}); run it locally and commit the diff`;
}

export class UpdateRefusedError extends Error {
  name = "UpdateRefusedError";
  constructor(message) {
    super(message);
    // The line says everything; a stack would only bury it.
    this.stack = `${this.name}: ${message}`;
  }
}

/**
 * Whether `variable` (e.g. UPDATE_GOLDEN) asks to rewrite expected files: set, and not
 * "" or "0". Throws an UpdateRefusedError with one line when it does under CI.
 */
export function updateRequested(variable, env = process.env) {
  const value = env[variable];
  if (value === undefined || value === "" || value === "0") return false;
  if (runningInCi(env)) throw new UpdateRefusedError(refusalLine(`${variable}=${value}`, env));
  return true;
}
