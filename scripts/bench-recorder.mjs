// Recorder overhead: median latency of one tool call through `loopgate record` vs the
// same call through a bare byte relay (a Node process that only pipes bytes both ways, the
// floor of any proxy process) and directly against the same upstream (the fixture booking
// server), as ratios. Target: record over relay ≤ 1.2×.
//   node scripts/bench-recorder.mjs [--calls N] [--warm-up N] [--rounds N] [--json]
//   (needs dist/cli.js, or LOOPGATE_CLI)
//
// Method: each round starts a fresh session of every variant (direct, relay, recorded),
// warms each one up (JIT, caches), then measures them in alternating blocks of a few calls,
// in a rotated order so no variant is always first or last. Every round gives one median per variant and one ratio per
// variant (its median over the direct median of the same round); the result is the median
// of those per-round ratios, so a noisy moment on the machine only moves one round.
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
const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "400" },
    "warm-up": { type: "string", default: "300" },
    rounds: { type: "string", default: "5" },
    json: { type: "boolean", default: false },
  },
});
const count = (name, min) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer of at least ${min}`);
  return value;
};
const calls = count("calls", 10);
const warmUp = count("warm-up", 0);
const rounds = count("rounds", 1);
if (!existsSync(cli)) {
  process.stderr.write(`bench-recorder: ${path.relative(root, cli)} not found; run 'npm run package' first\n`);
  process.exit(1);
}

// The floor: what any proxy process costs before it looks at a single byte.
const RELAY = `
const { spawn } = require("node:child_process");
const child = spawn(process.argv[1], process.argv.slice(2), { stdio: ["pipe", "pipe", "inherit"] });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on("exit", (code) => process.exit(code ?? 1));
`;

const work = mkdtempSync(path.join(tmpdir(), "loopgate-bench-recorder-"));
const server = [
  process.execPath,
  path.join(root, "fixtures", "upstreams", "booking-server.mjs"),
  "--state",
  path.join(work, "state.json"),
];
const variants = {
  direct: () => server,
  relay: () => [process.execPath, "-e", RELAY, ...server],
  recorded: (round) => [
    process.execPath,
    cli,
    "record",
    "--out",
    path.join(work, `bench-${round}.jsonl`),
    "--",
    ...server,
  ],
};
/** Calls per variant before switching to the next: short enough that a burst of load elsewhere hits all variants, long enough to stay warm. */
const BLOCK = 20;
const request = {
  name: "search_availability",
  arguments: { hotel: "harbour-view", check_in: "2026-12-04", nights: 2 },
};

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function connect(command) {
  const client = new Client({ name: "bench", version: "1" }, { capabilities: {} });
  await client.connect(
    new StdioClientTransport({ command: command[0], args: command.slice(1), cwd: work, stderr: "ignore" }),
  );
  return client;
}

async function latencies(client, n) {
  const samples = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await client.callTool(request);
    samples.push(performance.now() - start);
  }
  return samples;
}

const names = Object.keys(variants);
const perRound = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    const clients = {};
    try {
      for (const name of order) clients[name] = await connect(variants[name](round));
      for (const name of order) await latencies(clients[name], warmUp);
      const samples = Object.fromEntries(order.map((name) => [name, []]));
      for (let done = 0; done < calls; done += BLOCK) {
        for (const name of order)
          samples[name].push(...(await latencies(clients[name], Math.min(BLOCK, calls - done))));
      }
      perRound.push(Object.fromEntries(order.map((name) => [name, median(samples[name])])));
    } finally {
      for (const client of Object.values(clients)) await client.close();
    }
  }
  const summary = (name) => ({
    ms: median(perRound.map((round) => round[name])),
    ratio: median(perRound.map((round) => round[name] / round.direct)),
    ratios: perRound.map((round) => Number((round[name] / round.direct).toFixed(3))),
  });
  const direct = summary("direct");
  const relay = summary("relay");
  const recorded = summary("recorded");
  const result = {
    name: "recorder-overhead",
    calls,
    warmUp,
    rounds,
    directMs: direct.ms,
    relayMs: relay.ms,
    recordedMs: recorded.ms,
    overheadMs: recorded.ms - direct.ms,
    relayRatio: relay.ratio,
    ratio: recorded.ratio,
    recordedOverRelay: median(perRound.map((round) => round.recorded / round.relay)),
    relayRatios: relay.ratios,
    ratios: recorded.ratios,
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const ms = (value) => `${value.toFixed(3)} ms`;
    process.stdout.write(
      [
        `recorder overhead (median of ${rounds} rounds x ${calls} calls after ${warmUp} warm-up calls per session):`,
        `  direct             ${ms(result.directMs)}`,
        `  bare byte relay    ${ms(result.relayMs)}  ${result.relayRatio.toFixed(2)}x direct  (floor: the extra process hop; rounds ${result.relayRatios.join(" ")})`,
        `  loopgate record    ${ms(result.recordedMs)}  ${result.ratio.toFixed(2)}x direct  (+${ms(result.overheadMs)}; rounds ${result.ratios.join(" ")})`,
        `  record over relay  ${result.recordedOverRelay.toFixed(2)}x  (what parsing, recording and redaction add to the hop; target ≤ 1.20x)`,
        "",
      ].join("\n"),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
