// Re-records the field corpus (fixtures/field/): every site × agent × scenario through the
// real recorder (dist/cli.js, or LOOPGATE_CLI), each server with its state in a fresh
// temporary directory, then counts from that state what the server really holds and writes
// it to fixtures/field/manifest.json as the truth. Names given on the command line (a site,
// an agent, a scenario, or a recording's name) record only the matching recordings.
//   npm run package && npm run field [-- orchestrator]
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RUNS, recordRun } from "../fixtures/field/record.mjs";
import { ROOT } from "../fixtures/field/sites.mjs";
import { refusalLine, runningInCi } from "./updaters.mjs";

const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(ROOT, "dist", "cli.js");
const fieldDir = path.join(ROOT, "fixtures", "field");
const manifestFile = path.join(fieldDir, "manifest.json");

if (runningInCi()) {
  process.stderr.write(`field: ${refusalLine("npm run field")}\n`);
  process.exit(1);
}
if (!existsSync(cli)) {
  process.stderr.write(`field: ${path.relative(ROOT, cli)} not found; run 'npm run package' first\n`);
  process.exit(1);
}

const only = process.argv.slice(2);
const matches = (run, word) => [run.name, run.site.name, run.agent, run.scenario].includes(word);
const selected = only.length === 0 ? RUNS : RUNS.filter((run) => only.some((word) => matches(run, word)));

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
        const { entry, stopLine } = await recordRun(
          cli,
          run,
          path.join("fixtures", "field", "recordings", `${run.name}.jsonl`),
        );
        recorded.push(entry);
        process.stdout.write(`${run.name}: truth ${entry.truth[0].count}; ${stopLine}\n`);
      } catch (error) {
        failures += 1;
        process.stderr.write(`field: ${run.name}: ${error.stack ?? error}\n`);
      }
    }
  }),
);
writeManifest([...kept, ...recorded]);
process.stdout.write(`${recorded.length} recorded, ${failures} failed in ${path.relative(ROOT, fieldDir)}\n`);
process.exitCode = failures > 0 ? 1 : 0;
