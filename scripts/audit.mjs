// The supply-chain gate of .ci/run: no high or critical npm advisory in what the committed
// dist/ bundles.
//   node scripts/audit.mjs
// Every package dist/ carries is a devDependency (ncc bundles it, so a user installs nothing),
// which leaves `npm audit --omit=dev` nothing to check. So this audits the whole tree and keeps
// the advisories of the packages src/ imports and of everything they depend on, resolved in
// package-lock.json as Node resolves them: a superset of what ncc bundles.
// Exit 1 on such an advisory. When the advisory service cannot be reached or does not answer
// in time (some mirrors answer 405), nothing was checked: it says so on stderr in one loud
// line and exits 0, so an offline CI does not fail for a reason that is not the code's.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")).packages;
const ANSWER_SECONDS = 120;
const SERIOUS = ["critical", "high"];

/** Names of the installed packages that src/ imports: the roots of every bundle. */
function importedPackages() {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts")) {
        for (const [, specifier] of readFileSync(full, "utf8").matchAll(/(?:\bfrom|\bimport\()\s*"([^".][^"]*)"/g)) {
          const name = specifier
            .split("/")
            .slice(0, specifier.startsWith("@") ? 2 : 1)
            .join("/");
          if (lock[`node_modules/${name}`]) names.add(name);
        }
      }
    }
  };
  walk(path.join(root, "src"));
  return names;
}

/** Lock-file paths (node_modules/…) of `names` and of everything they depend on. */
function bundledNodes(names) {
  const nodes = new Set();
  const add = (node) => {
    if (nodes.has(node)) return;
    nodes.add(node);
    const entry = lock[node];
    for (const dependency of Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    }))
      resolve(node, dependency);
  };
  const resolve = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      const candidate = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
      if (lock[candidate]) return add(candidate);
      if (dir === "") return;
    }
  };
  for (const name of names) resolve("", name);
  return nodes;
}

function notChecked(why) {
  process.stderr.write(`audit: NOT CHECKED — the advisory service could not be reached (${why})\n`);
  process.exit(0);
}

const roots = importedPackages();
if (roots.size === 0) {
  process.stderr.write("audit: src/ imports no installed package; this script is out of step with src/\n");
  process.exit(1);
}
const bundled = bundledNodes(roots);
const run = spawnSync("npm", ["audit", "--json", "--fetch-retries=1", `--fetch-timeout=${ANSWER_SECONDS * 250}`], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
  timeout: ANSWER_SECONDS * 1000,
});
if (run.error) notChecked(run.error.code === "ETIMEDOUT" ? `no answer within ${ANSWER_SECONDS} s` : run.error.message);
let audit;
try {
  audit = JSON.parse(run.stdout);
} catch {
  audit = null;
}
if (!audit?.metadata?.vulnerabilities)
  notChecked(audit?.message ?? (run.stderr.trim().split("\n")[0] || `npm audit exited ${run.status}`));

const found = Object.values(audit.vulnerabilities ?? {}).filter((v) => v.nodes.some((node) => bundled.has(node)));
const count = (severity) => found.filter((v) => v.severity === severity).length;
process.stdout.write(
  `audit: ${bundled.size} packages dist/ may bundle (${[...roots].sort().join(", ")} and their dependencies): ` +
    `${count("critical")} critical, ${count("high")} high, ${count("moderate")} moderate, ${count("low")} low\n`,
);
const serious = found.filter((v) => SERIOUS.includes(v.severity));
for (const v of serious) {
  const via = v.via.map((item) => (typeof item === "string" ? item : (item.url ?? item.title))).join(", ");
  process.stdout.write(`audit: ${v.severity} ${v.name} ${v.range}: ${via}\n`);
}
process.exit(serious.length > 0 ? 1 : 0);
