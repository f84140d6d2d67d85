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
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { latencyOptions, median, roundMedians, root, variantSummary } from "./bench-latency.mjs";

const { cli, calls, warmUp, rounds, json } = latencyOptions("bench-recorder-http", { calls: 200, warmUp: 100 });

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

async function connect(target) {
  const transport = new StreamableHTTPClientTransport(new URL(target.url), {
    requestInit: { headers: target.headers },
  });
  const client = new Client({ name: "bench", version: "1" }, { capabilities: {} });
  await client.connect(transport);
  return {
    client,
    pid: target.child?.pid,
    close: async () => {
      await transport.terminateSession().catch(() => undefined);
      await client.close();
      if (target.child) await stop(target.child);
    },
  };
}

const names = Object.keys(variants);
const loadBefore = loadavg()[0];
try {
  const perRound = await roundMedians(names, async (name, round) => connect(await variants[name](round)), {
    rounds,
    calls,
    warmUp,
  });
  const summary = (name) => variantSummary(perRound, name);
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
    relayCpuMsPerCall: median(perRound.map((round) => round.cpu.relay)),
    recordedCpuMsPerCall: median(perRound.map((round) => round.cpu.recorded)),
    recordedOverRelayCpu: median(perRound.map((round) => round.cpu.recorded / round.cpu.relay)),
    ratios: recorded.ratios,
    loadAverage: [loadBefore, loadavg()[0]].map((value) => Number(value.toFixed(2))),
  };
  if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const ms = (value) => `${value.toFixed(3)} ms`;
    process.stdout.write(
      [
        `recorder overhead over Streamable HTTP (median of ${rounds} rounds x ${calls} calls after ${warmUp} warm-up calls per session; 1-minute load average ${result.loadAverage.join(" → ")}):`,
        `  direct             ${ms(result.directMs)}`,
        `  bare HTTP relay    ${ms(result.relayMs)}  (rounds over direct ${result.relayRatios.join(" ")})`,
        `  loopgate record    ${ms(result.recordedMs)}  (rounds over direct ${result.ratios.join(" ")})`,
        `  record over relay  ${result.recordedOverRelay.toFixed(2)}x  (rounds ${result.recordedOverRelayRounds.join(" ")}; target ≤ 1.20x)`,
        `  CPU per call (user+sys of the process in between): relay ${ms(result.relayCpuMsPerCall)}, record ${ms(result.recordedCpuMsPerCall)}, record over relay ${result.recordedOverRelayCpu.toFixed(2)}x`,
        "",
      ].join("\n"),
    );
  }
} finally {
  for (const child of started) await stop(child);
  rmSync(work, { recursive: true, force: true });
}
