// Builds the two committed bundles with @vercel/ncc: dist/cli.js (the CLI) and
// dist/index.js (the GitHub Action). TypeScript 5 is pinned so ncc compiles src/*.ts
// directly (TypeScript 7 has no JS API for ncc's loader; see docs/development.md).
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, readFileSync, chmodSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ncc = path.join(root, "node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");
const entries = [
  { source: "src/cli/index.ts", output: "cli.js" },
  { source: "src/action/index.ts", output: "index.js" },
];

const dist = path.join(root, "dist");
const work = path.join(root, "build", "ncc");
rmSync(work, { recursive: true, force: true });
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

for (const entry of entries) {
  const out = path.join(work, path.basename(entry.output, ".js"));
  execFileSync(process.execPath, [ncc, "build", entry.source, "-o", out, "--quiet", "--target", "es2022"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (const file of readdirSync(out)) {
    if (file === "package.json") continue;
    const target = file === "index.js" ? entry.output : file;
    if (target !== entry.output) throw new Error(`ncc emitted an unexpected asset ${file} for ${entry.source}`);
    renameSync(path.join(out, file), path.join(dist, target));
  }
}
writeFileSync(path.join(dist, "package.json"), `${JSON.stringify({ type: "module" }, null, 2)}\n`);
const cli = path.join(dist, "cli.js");
const code = readFileSync(cli, "utf8");
if (!code.startsWith("#!")) writeFileSync(cli, `#!/usr/bin/env node\n${code}`);
chmodSync(cli, 0o755);
rmSync(path.join(root, "build"), { recursive: true, force: true });
