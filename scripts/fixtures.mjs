// Regenerates fixtures/recordings/recorded/ by driving the real recorder process
// (dist/cli.js, or LOOPGATE_CLI) with the reference agents in front of the fixture
// booking server, and checks each server's state against what the case expects.
//   npm run package && npm run fixtures
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AGENTS } from "../fixtures/agents/agents.mjs";
import { CASES, confirmedBookings, recordArgs } from "../fixtures/agents/cases.mjs";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import { refusalLine, runningInCi } from "./updaters.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const outDir = path.join(root, "fixtures", "recordings", "recorded");
const only = process.argv.slice(2);

if (runningInCi()) {
  process.stderr.write(`fixtures: ${refusalLine("npm run fixtures")}\n`);
  process.exit(1);
}
if (!existsSync(cli)) {
  process.stderr.write(`fixtures: ${path.relative(root, cli)} not found; run 'npm run package' first\n`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const selected = only.length > 0 ? CASES.filter((c) => only.includes(c.name)) : CASES;
if (only.length === 0)
  for (const file of readdirSync(outDir)) if (file.endsWith(".jsonl")) rmSync(path.join(outDir, file));

async function recordCase(testCase) {
  const work = mkdtempSync(path.join(tmpdir(), "loopgate-fixture-"));
  const stateFile = path.join(work, "state.json");
  const relativeOut = path.join("fixtures", "recordings", "recorded", `${testCase.name}.jsonl`);
  try {
    const session = await AgentSession.connect(
      [process.execPath, cli, ...recordArgs(testCase, relativeOut, stateFile)],
      { cwd: root, stderr: "pipe" },
    );
    try {
      await AGENTS[testCase.agent](session);
    } finally {
      await session.close();
    }
    const bookings = confirmedBookings(JSON.parse(readFileSync(stateFile, "utf8")));
    if (bookings !== testCase.bookings) {
      throw new Error(
        `${testCase.name}: the booking server holds ${bookings} bookings, the case expects ${testCase.bookings}\n${session.stderr}`,
      );
    }
    return `${testCase.name}: ${bookings} booking(s)`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const CONCURRENCY = 4;
let failed = 0;
const queue = [...selected];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        process.stdout.write(`${await recordCase(next)}\n`);
      } catch (error) {
        failed += 1;
        process.stderr.write(`fixtures: ${error.message}\n`);
      }
    }
  }),
);
process.stdout.write(`${selected.length - failed} recorded, ${failed} failed in ${path.relative(root, outDir)}\n`);
process.exitCode = failed > 0 ? 1 : 0;
