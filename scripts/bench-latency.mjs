// What the two recorder benchmarks (scripts/bench-recorder.mjs over stdio,
// scripts/bench-recorder-http.mjs over Streamable HTTP) share: their options, the tool call
// they time, and the method: fresh sessions of every variant each round, warmed up, timed in
// alternating blocks in a rotated order, one median per variant and round.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** `--calls`, `--warm-up`, `--rounds`, `--json` and the CLI to time; exits 1 when the CLI is not built. */
export function latencyOptions(script, defaults) {
  const { values } = parseArgs({
    options: {
      calls: { type: "string", default: String(defaults.calls) },
      "warm-up": { type: "string", default: String(defaults.warmUp) },
      rounds: { type: "string", default: "5" },
      json: { type: "boolean", default: false },
    },
  });
  const count = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer of at least ${min}`);
    return value;
  };
  const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
  if (!existsSync(cli)) {
    process.stderr.write(`${script}: ${path.relative(root, cli)} not found; run 'npm run package' first\n`);
    process.exit(1);
  }
  return { cli, calls: count("calls", 10), warmUp: count("warm-up", 0), rounds: count("rounds", 1), json: values.json };
}

export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Calls per variant before switching to the next: short enough that a burst of load elsewhere hits all variants, long enough to stay warm. */
const BLOCK = 20;
const REQUEST = {
  name: "search_availability",
  arguments: { hotel: "harbour-view", check_in: "2026-12-04", nights: 2 },
};

async function latencies(client, n) {
  const samples = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await client.callTool(REQUEST);
    samples.push(performance.now() - start);
  }
  return samples;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process so far, in ms (Linux /proc), or null where there is none. */
function cpuMs(pid) {
  if (pid === undefined) return null;
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * One median latency per variant and round, and for a variant whose session names the `pid`
 * of its own process, that process's CPU time per timed call (`cpu`, ms): less moved by the
 * load of the machine than latency, since a process waiting for a core spends none. `open(name, round)` starts a variant's session
 * and resolves with `{ client, close }`; every session is closed at the end of its round.
 */
export async function roundMedians(names, open, { rounds, calls, warmUp }) {
  const perRound = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    const sessions = {};
    try {
      for (const name of order) sessions[name] = await open(name, round);
      for (const name of order) await latencies(sessions[name].client, warmUp);
      const samples = Object.fromEntries(order.map((name) => [name, []]));
      const cpuBefore = Object.fromEntries(order.map((name) => [name, cpuMs(sessions[name].pid)]));
      for (let done = 0; done < calls; done += BLOCK) {
        for (const name of order)
          samples[name].push(...(await latencies(sessions[name].client, Math.min(BLOCK, calls - done))));
      }
      const cpu = {};
      for (const name of order) {
        const after = cpuMs(sessions[name].pid);
        if (after !== null && cpuBefore[name] !== null) cpu[name] = (after - cpuBefore[name]) / calls;
      }
      perRound.push({ ...Object.fromEntries(order.map((name) => [name, median(samples[name])])), cpu });
    } finally {
      for (const session of Object.values(sessions)) await session.close();
    }
  }
  return perRound;
}

/** A variant's median over the rounds and its per-round ratios over the direct call. */
export function variantSummary(perRound, name) {
  return {
    ms: median(perRound.map((round) => round[name])),
    ratio: median(perRound.map((round) => round[name] / round.direct)),
    ratios: perRound.map((round) => Number((round[name] / round.direct).toFixed(3))),
  };
}
