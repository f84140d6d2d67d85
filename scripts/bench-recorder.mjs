// Recorder overhead: median latency of one tool call through `loopgate record` vs the
// same call directly against the same upstream (the fixture booking server), as a ratio.
//   node scripts/bench-recorder.mjs [--calls N] [--json]      (needs dist/cli.js, or LOOPGATE_CLI)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const { values } = parseArgs({ options: { calls: { type: "string", default: "300" }, json: { type: "boolean", default: false } } });
const calls = Number(values.calls);
if (!Number.isInteger(calls) || calls < 10) throw new Error("--calls must be an integer of at least 10");
if (!existsSync(cli)) {
  process.stderr.write(`bench-recorder: ${path.relative(root, cli)} not found; run 'npm run package' first\n`);
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "loopgate-bench-recorder-"));
const server = ["node", path.join(root, "fixtures", "upstreams", "booking-server.mjs"), "--state", path.join(work, "state.json")];
const WARM_UP = 20;

async function medianLatency(command) {
  const client = new Client({ name: "bench", version: "1" }, { capabilities: {} });
  await client.connect(new StdioClientTransport({ command: command[0], args: command.slice(1), cwd: work, stderr: "ignore" }));
  const request = { name: "search_availability", arguments: { hotel: "harbour-view", check_in: "2026-12-04", nights: 2 } };
  const samples = [];
  try {
    for (let i = 0; i < WARM_UP + calls; i += 1) {
      const start = performance.now();
      await client.callTool(request);
      if (i >= WARM_UP) samples.push(performance.now() - start);
    }
  } finally {
    await client.close();
  }
  samples.sort((a, b) => a - b);
  const middle = Math.floor(samples.length / 2);
  return samples.length % 2 === 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2;
}

try {
  // Interleaved rounds so a noisy moment on the machine hits both sides alike.
  const direct = [];
  const recorded = [];
  for (let round = 0; round < 3; round += 1) {
    direct.push(await medianLatency(server));
    recorded.push(await medianLatency([process.execPath, cli, "record", "--out", path.join(work, `bench-${round}.jsonl`), "--", ...server]));
  }
  const mid = (list) => [...list].sort((a, b) => a - b)[1];
  const result = {
    name: "recorder-overhead",
    calls,
    directMs: mid(direct),
    recordedMs: mid(recorded),
    overheadMs: mid(recorded) - mid(direct),
    ratio: mid(recorded) / mid(direct),
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    process.stdout.write(
      `recorder overhead: median tool call ${result.directMs.toFixed(3)} ms direct, ${result.recordedMs.toFixed(3)} ms through loopgate record (+${result.overheadMs.toFixed(3)} ms; ${calls} calls x 3 rounds): ${result.ratio.toFixed(2)}x\n`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
