// Re-records the field corpus (fixtures/field/): every site × agent × scenario through the
// real recorder (dist/cli.js, or LOOPGATE_CLI), each server with its state in a fresh
// temporary directory, then counts from that state what the server really holds and writes
// it to fixtures/field/manifest.json as the truth. Names given on the command line (a site,
// an agent, a scenario, or a recording's name) record only the matching recordings.
//   npm run package && npm run field [-- orchestrator]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { FIELD_AGENTS } from "../fixtures/field/agents.mjs";
import { ROOT, SITES, installedVersion } from "../fixtures/field/sites.mjs";
import { refusalLine, runningInCi } from "./updaters.mjs";

const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(ROOT, "dist", "cli.js");
const fieldDir = path.join(ROOT, "fixtures", "field");
const manifestFile = path.join(fieldDir, "manifest.json");

// Chaos at rate 0.5 with seed 35 draws 0.01, 0.51, 0.72, 0.88: it fails the first tool call (every
// site's write) and lets the next three through, so a retry or a check is not failed again.
const SCENARIOS = {
  F1: ["--scenario", "F1"],
  F2: ["--scenario", "F2", "--retry-after", "1"],
  chaos: ["--mode", "chaos", "--error-rate", "0.5", "--seed", "35"],
};

if (runningInCi()) {
  process.stderr.write(`field: ${refusalLine("npm run field")}\n`);
  process.exit(1);
}
if (!existsSync(cli)) {
  process.stderr.write(`field: ${path.relative(ROOT, cli)} not found; run 'npm run package' first\n`);
  process.exit(1);
}

const runs = SITES.flatMap((site) =>
  Object.keys(FIELD_AGENTS).flatMap((agent) =>
    Object.keys(SCENARIOS).map((scenario) => ({ site, agent, scenario, name: `${site.name}-${agent}-${scenario}` })),
  ),
);
const only = process.argv.slice(2);
const selected = only.length === 0 ? runs : runs.filter((run) => only.some((word) => matches(run, word)));

function matches(run, word) {
  return [run.name, run.site.name, run.agent, run.scenario].includes(word);
}

/** The recorder's command line for one run: the site's own flags, its state in `dir`. */
function recorderCommand(run, dir) {
  const env = Object.entries(run.site.env(dir)).flatMap(([key, value]) => ["--upstream-env", `${key}=${value}`]);
  const labels = [
    "--label",
    `agent=${run.agent}`,
    "--label",
    `case=${run.name}`,
    "--label",
    `server=${run.site.package}`,
  ];
  const out = path.join("fixtures", "field", "recordings", `${run.name}.jsonl`);
  return [process.execPath, cli, "record", "--out", out, ...SCENARIOS[run.scenario], "--allow-writes"].concat(
    run.site.flags,
    labels,
    env,
    ["--", ...run.site.command],
  );
}

async function record(run) {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-field-"));
  try {
    const context = run.site.seed ? await run.site.seed(dir) : {};
    const session = await AgentSession.connect(recorderCommand(run, dir), { cwd: ROOT, stderr: "pipe" });
    try {
      await FIELD_AGENTS[run.agent](run.site, session, context);
    } finally {
      await session.close();
    }
    const stopLine = session.stderr.split("\n").find((line) => line.startsWith("loopgate record: stopped ")) ?? "";
    const count = await run.site.truth(dir);
    return {
      recording: `recordings/${run.name}.jsonl`,
      server: `${run.site.package}@${installedVersion(run.site.package)}`,
      site: run.site.name,
      agent: run.agent,
      scenario: run.scenario,
      truth: [{ operation: run.site.operation, tool: run.site.write({}).tool, count }],
      stopLine,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the manifest whole (temp file + rename), ordered by recording. */
function writeManifest(entries) {
  const sorted = [...entries].sort((a, b) => (a.recording < b.recording ? -1 : a.recording > b.recording ? 1 : 0));
  const temp = `${manifestFile}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ recordings: sorted }, null, 2)}\n`);
  renameSync(temp, manifestFile);
}

mkdirSync(path.join(fieldDir, "recordings"), { recursive: true });
const kept = existsSync(manifestFile)
  ? JSON.parse(readFileSync(manifestFile, "utf8")).recordings.filter(
      (entry) => !selected.some((run) => entry.recording === `recordings/${run.name}.jsonl`),
    )
  : [];
const recorded = [];
let failures = 0;
const queue = [...selected];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    for (let run = queue.shift(); run; run = queue.shift()) {
      try {
        const entry = await record(run);
        recorded.push(entry);
        process.stdout.write(`${run.name}: truth ${entry.truth[0].count}; ${entry.stopLine}\n`);
      } catch (error) {
        failures += 1;
        process.stderr.write(`field: ${run.name}: ${error.stack ?? error}\n`);
      }
    }
  }),
);
writeManifest([...kept, ...recorded.map(({ stopLine: _stopLine, ...entry }) => entry)]);
process.stdout.write(`${recorded.length} recorded, ${failures} failed in ${path.relative(ROOT, fieldDir)}\n`);
process.exitCode = failures > 0 ? 1 : 0;
