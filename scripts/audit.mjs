// The supply-chain gate of .ci/run: `npm audit --omit=dev` must report no high or critical
// advisory in what the committed dist/ bundles (the production dependencies).
//   node scripts/audit.mjs
// Exit 1 when it finds one. When the registry's advisory service cannot be reached (some
// mirrors answer 405), nothing was checked: it says so on stderr in one loud line and
// exits 0, so an offline CI does not fail for a reason that is not the code's.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let audit;
try {
  audit = JSON.parse(run.stdout);
} catch {
  audit = null;
}
const counts = audit?.metadata?.vulnerabilities;
if (!counts) {
  const why = audit?.message ?? (run.stderr.trim().split("\n")[0] || `npm audit exited ${run.status}`);
  process.stderr.write(`audit: NOT CHECKED — the advisory service could not be reached (${why})\n`);
  process.exit(0);
}
const serious = Object.entries(audit.vulnerabilities ?? {}).filter(([, v]) =>
  ["high", "critical"].includes(v.severity),
);
process.stdout.write(
  `audit: production dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low\n`,
);
for (const [name, v] of serious) {
  const via = v.via.map((item) => (typeof item === "string" ? item : (item.url ?? item.title))).join(", ");
  process.stdout.write(`audit: ${v.severity} ${name} ${v.range}: ${via}\n`);
}
process.exit(serious.length > 0 ? 1 : 0);
