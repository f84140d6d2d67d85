// Recorder overhead over Streamable HTTP: median latency of one tool call through
// `loopgate record --listen … --upstream-url …` (HTTP on both sides) vs the same call through a
// bare HTTP relay (a Node process that forwards each request and pipes each answer back,
// streams included: the floor of any HTTP proxy process) and directly against the same
// upstream (the fixture booking server over Streamable HTTP), as ratios. Target: record over
// relay ≤ 1.2× (issue 24).
//   node scripts/bench-recorder-http.mjs [--calls N] [--warm-up N] [--rounds N] [--json]
//   (needs dist/cli.js, or LOOPGATE_CLI)
//
// Method as scripts/bench-recorder.mjs: fresh sessions of every variant each round, warmed up,
// measured in alternating blocks in a rotated order; per-round medians, then the median of the
// per-round ratios. The load average is printed with the figures: on a busy machine they move.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "200" },
    "warm-up": { type: "string", default: "100" },
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
  process.stderr.write(`bench-recorder-http: ${path.relative(root, cli)} not found; run 'npm run package' first\n`);
  process.exit(1);
}

// The floor: an HTTP proxy process that looks at no message, on loopback.
const RELAY = `
const http = require("node:http");
const target = new URL(process.argv[1]);
const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  const up = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  up.on("error", () => { if (!res.headersSent) res.writeHead(502); res.end(); });
  res.on("close", () => up.destroy());
  req.pipe(up);
});
server.listen(0, "127.0.0.1", () => process.stdout.write("http://127.0.0.1:" + server.address().port + "/mcp\\n"));
`;

const work = mkdtempSync(path.join(tmpdir(), "loopgate-bench-recorder-http-"));
const started = [];

/** Starts `command` and resolves with what `found` reads from one of its output lines (30 s at most). */
function startProcess(command, found) {
  const child = spawn(command[0], command.slice(1), { cwd: work, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command.join(" ")} printed no URL within 30 s`)), 30_000);
    const scan = (line) => {
      const value = found(line);
      if (value === null) return;
      clearTimeout(timer);
      resolve({ child, ...value });
    };
    createInterface({ input: child.stdout }).on("line", scan);
    createInterface({ input: child.stderr }).on("line", scan);
    child.once("exit", (code) => reject(new Error(`${command.join(" ")} exited (${code}) before it listened`)));
  });
}

const stop = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
};

const urlLine = (line) => (/^http:\/\/127\.0\.0\.1:\d+\/mcp$/.test(line) ? { url: line } : null);
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp) .* Authorization: Bearer (\S+)$/;

const upstream = await startProcess(
  [
    process.execPath,
    path.join(root, "fixtures", "upstreams", "booking-http-server.mjs"),
    "--state",
    path.join(work, "state.json"),
  ],
  urlLine,
);

/** Each variant: where the agent connects, with which headers, and what to stop afterwards. */
const variants = {
  direct: async () => ({ url: upstream.url, headers: {}, child: null }),
  relay: async () => ({ ...(await startProcess([process.execPath, "-e", RELAY, upstream.url], urlLine)), headers: {} }),
  recorded: async (round) => {
    const out = path.join(work, `bench-${round}.jsonl`);
    const recorder = await startProcess(
      [process.execPath, cli, "record", "--listen", "127.0.0.1:0", "--out", out, "--upstream-url", upstream.url],
      (line) => {
        const match = LISTENING.exec(line);
        return match ? { url: match[1], token: match[2] } : null;
      },
    );
    return { ...recorder, headers: { authorization: `Bearer ${recorder.token}` } };
  },
};
/** Calls per variant before switching to the next (see scripts/bench-recorder.mjs). */
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

async function connect(target) {
  const transport = new StreamableHTTPClientTransport(new URL(target.url), {
    requestInit: { headers: target.headers },
  });
  const client = new Client({ name: "bench", version: "1" }, { capabilities: {} });
  await client.connect(transport);
  return {
    client,
    close: async () => {
      await transport.terminateSession().catch(() => undefined);
      await client.close();
      if (target.child) await stop(target.child);
    },
  };
}

async function latencies({ client }, n) {
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
const loadBefore = loadavg()[0];
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    const sessions = {};
    try {
      for (const name of order) sessions[name] = await connect(await variants[name](round));
      for (const name of order) await latencies(sessions[name], warmUp);
      const samples = Object.fromEntries(order.map((name) => [name, []]));
      for (let done = 0; done < calls; done += BLOCK) {
        for (const name of order)
          samples[name].push(...(await latencies(sessions[name], Math.min(BLOCK, calls - done))));
      }
      perRound.push(Object.fromEntries(order.map((name) => [name, median(samples[name])])));
    } finally {
      for (const session of Object.values(sessions)) await session.close();
    }
  }
  const summary = (name) => ({
    ms: median(perRound.map((round) => round[name])),
    ratios: perRound.map((round) => Number((round[name] / round.direct).toFixed(3))),
  });
  const direct = summary("direct");
  const relay = summary("relay");
  const recorded = summary("recorded");
  const result = {
    name: "recorder-overhead-http",
    calls,
    warmUp,
    rounds,
    directMs: direct.ms,
    relayMs: relay.ms,
    recordedMs: recorded.ms,
    recordedOverRelay: median(perRound.map((round) => round.recorded / round.relay)),
    recordedOverRelayRounds: perRound.map((round) => Number((round.recorded / round.relay).toFixed(3))),
    relayRatios: relay.ratios,
    ratios: recorded.ratios,
    loadAverage: [loadBefore, loadavg()[0]].map((value) => Number(value.toFixed(2))),
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const ms = (value) => `${value.toFixed(3)} ms`;
    process.stdout.write(
      [
        `recorder overhead over Streamable HTTP (median of ${rounds} rounds x ${calls} calls after ${warmUp} warm-up calls per session; 1-minute load average ${result.loadAverage.join(" → ")}):`,
        `  direct             ${ms(result.directMs)}`,
        `  bare HTTP relay    ${ms(result.relayMs)}  (rounds over direct ${result.relayRatios.join(" ")})`,
        `  loopgate record    ${ms(result.recordedMs)}  (rounds over direct ${result.ratios.join(" ")})`,
        `  record over relay  ${result.recordedOverRelay.toFixed(2)}x  (rounds ${result.recordedOverRelayRounds.join(" ")}; target ≤ 1.20x)`,
        "",
      ].join("\n"),
    );
  }
} finally {
  for (const child of started) await stop(child);
  rmSync(work, { recursive: true, force: true });
}
