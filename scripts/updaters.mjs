// One gate for every updater that rewrites expected files (goldens, fixtures, schemas,
// generated docs): it refuses under CI, where a leaked UPDATE_* variable would rewrite the
// very files a run is meant to check, so the run could never fail on them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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

/**
 * The test files (test/*.test.ts, relative to `root`, sorted) that honour `variable`: those
 * that name it to {@link updateRequested}. `npm run regen` runs them with it set, so a new
 * updater is found by the call that guards it, not by a list kept by hand.
 */
export function updaterTestFiles(root, variable) {
  const call = `updateRequested("${variable}")`;
  return readdirSync(path.join(root, "test"))
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => readFileSync(path.join(root, "test", file), "utf8").includes(call))
    .sort()
    .map((file) => `test/${file}`);
}
