// The hash of what dist/ is built from: every file under src/ and package-lock.json, by
// path and bytes, in a fixed order. `npm run package` writes it to dist/source-hash.txt and
// vitest's global setup compares it before any test, because the tests drive the built
// bundles: a stale dist/ would test yesterday's code and pass or fail for the wrong reason.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const SOURCE_HASH_FILE = path.join("dist", "source-hash.txt");

/** Files under `dir` (relative to `root`, `/`-separated), sorted by code point. */
function filesUnder(root, dir) {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(root, relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out;
}

/** `sha256:<hex>` of src/ and package-lock.json under `root`. */
export function sourceHash(root) {
  const hash = createHash("sha256");
  const files = [...filesUnder(root, "src"), "package-lock.json"].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return `sha256:${hash.digest("hex")}`;
}
