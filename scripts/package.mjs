// Builds the committed bundles with @vercel/ncc:
//   dist/cli.js   → dist/cli/index.js    (the CLI, `node dist/cli.js …`)
//   dist/index.js → dist/action/index.js (the GitHub Action, action.yml `main`)
//   dist/worker/index.js                 (the replay worker thread both of them start)
// Each bundle keeps its lazily imported chunks beside it in its own folder, so `replay`
// never loads the MCP SDK and the action loads @actions/artifact only to upload.
// TypeScript 5 is pinned so ncc compiles src/*.ts directly (TypeScript 7 has no JS API
// for ncc's loader; docs/architecture.md). ncc only transpiles: `npm run typecheck` checks
// types once for the whole tree, where ncc's loader would check them again per bundle (about
// 40 s of a 65 s build). Transpiling file by file emits ES modules only because tsconfig.json
// says `module: ES2022`; under NodeNext it would emit CommonJS, which top-level await breaks.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { SOURCE_HASH_FILE, sourceHash } from "./source-hash.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ncc = path.join(root, "node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");
// `--out DIR` builds the same bundles elsewhere: .ci/run's second build, which checks that
// dist/ is reproducible while the tests still run the first one.
const { values: flags } = parseArgs({ options: { out: { type: "string", default: "dist" } } });
const dist = path.resolve(root, flags.out);
const bundles = [
  { source: "src/cli/index.ts", folder: "cli", entry: "cli.js", shebang: true },
  { source: "src/action/index.ts", folder: "action", entry: "index.js", shebang: false },
  { source: "src/replay/worker.ts", folder: "worker", entry: null, shebang: false },
];

/** One bundle into its own folder; the three build at once (each ncc is mostly one core: 2-core CI halves the wait). */
async function build(bundle) {
  const out = path.join(dist, bundle.folder);
  const args = [ncc, "build", bundle.source, "-o", out, "--quiet", "--target", "es2022", "--transpile-only"];
  const code = await new Promise((resolve, reject) => {
    spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] })
      .on("error", reject)
      .on("close", resolve);
  });
  if (code !== 0) throw new Error(`ncc build ${bundle.source} exited ${code}`);
  rmSync(path.join(out, "package.json"), { force: true });
  if (bundle.entry === null) return;
  const entry = path.join(dist, bundle.entry);
  writeFileSync(entry, `${bundle.shebang ? "#!/usr/bin/env node\n" : ""}import "./${bundle.folder}/index.js";\n`);
  if (bundle.shebang) chmodSync(entry, 0o755);
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await Promise.all(bundles.map(build));
writeFileSync(path.join(dist, "package.json"), `${JSON.stringify({ type: "module" }, null, 2)}\n`);
// What the tests' global setup checks: dist/ is built from the sources checked out now.
writeFileSync(path.join(dist, path.basename(SOURCE_HASH_FILE)), `${sourceHash(root)}\n`);
