// Runs once before the tests: they spawn the bundled dist/, so it must be built from the
// src/ and package-lock.json checked out now (scripts/source-hash.mjs).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SOURCE_HASH_FILE, sourceHash } from "../scripts/source-hash.mjs";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Throws "run npm run package" when `root`'s dist/ was built from other sources. */
export function checkDistIsCurrent(root = ROOT) {
  const stamp = path.join(root, SOURCE_HASH_FILE);
  const built = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : null;
  if (built !== sourceHash(root))
    throw new Error(
      `dist/ was not built from the src/ and package-lock.json checked out now (${SOURCE_HASH_FILE}: ${built ?? "missing"}): run npm run package`,
    );
}

/**
 * Stops vitest at once with the one line, as the last word: thrown, it would come after
 * vitest's "No test files found" (which reads as the cause) and under a stack trace.
 */
export default function setup() {
  try {
    checkDistIsCurrent();
  } catch (error) {
    process.stderr.write(`\n${error.message}\n`);
    process.exit(1);
  }
}
