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
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { latencyOptions, median, roundMedians, root, variantSummary } from "./bench-latency.mjs";

const { cli, calls, warmUp, rounds, json } = latencyOptions("bench-recorder", { calls: 400, warmUp: 300 });

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

async function connect(command) {
  const client = new Client({ name: "bench", version: "1" }, { capabilities: {} });
  await client.connect(
    new StdioClientTransport({ command: command[0], args: command.slice(1), cwd: work, stderr: "ignore" }),
  );
  return client;
}

const names = Object.keys(variants);
try {
  const perRound = await roundMedians(
    names,
    async (name, round) => {
      const client = await connect(variants[name](round));
      return { client, close: () => client.close() };
    },
    { rounds, calls, warmUp },
  );
  const summary = (name) => variantSummary(perRound, name);
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
  if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
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
