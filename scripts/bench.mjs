// `npm run bench`: speed as ratios to a floor measured in the same run, never as absolute
// times in tests. Uses the built bundle (run `npm run package` first).
//
// 1. Replay throughput: a synthetic corpus (default 2,000 recordings × 200 calls) judged by
//    `node dist/cli.js replay`, against the floor of a process that only reads the same
//    files and JSON.parses every line. Target: ratio ≤ 2. Replay uses one worker thread per
//    core for a corpus this size; the `--jobs 1` line shows the same run in one thread.
// 2. One recording with 5,000 distinct writes (all after an F1 ghost write, the worst case
//    for near-duplicate checks): judged well under a second.
// 3. Recorder overhead (scripts/bench-recorder.mjs): median tool-call latency through the
//    recorder vs directly against the same upstream. Target: ratio ≤ 1.5.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { distinctWritesRecording, syntheticRecording } from "./synthetic-corpus.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = path.join(root, "dist", "cli.js");
const work = path.join(root, ".tmp", "bench");
const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 2000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);

if (!existsSync(cli)) {
  console.error("bench: dist/cli.js is missing; run `npm run package` first");
  process.exit(2);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeProcess(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd: work,
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 1 << 26,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`bench: ${args.join(" ")} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const FLOOR = `
const fs = require("node:fs"), path = require("node:path");
function walk(dir) { for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
  const p = path.join(dir, e.name); if (e.isDirectory()) walk(p); else if (p.endsWith(".jsonl")) {
    for (const line of fs.readFileSync(p, "utf8").split("\\n")) if (line) JSON.parse(line); } } }
walk(process.argv[1]);`;

rmSync(work, { recursive: true, force: true });
mkdirSync(path.join(work, "corpus"), { recursive: true });
let bytes = 0;
for (let i = 0; i < RECORDINGS; i += 1) {
  const text = syntheticRecording(i, CALLS);
  bytes += Buffer.byteLength(text);
  writeFileSync(path.join(work, "corpus", `r${String(i).padStart(5, "0")}.jsonl`), text);
}
console.log(`corpus: ${RECORDINGS} recordings × ${CALLS} calls, ${(bytes / 1048576).toFixed(1)} MiB`);

const floorTimes = [];
const replayTimes = [];
const oneThreadTimes = [];
for (let r = 0; r < REPEATS; r += 1) {
  floorTimes.push(timeProcess(["-e", FLOOR, "corpus"]));
  replayTimes.push(timeProcess([cli, "replay", "corpus", "--json", "report.json"]));
  oneThreadTimes.push(timeProcess([cli, "replay", "corpus", "--json", "report.json", "--jobs", "1"]));
}
const floorMs = median(floorTimes);
const replayMs = median(replayTimes);
const oneThreadMs = median(oneThreadTimes);
console.log(
  `floor (read + JSON.parse every line): ${floorMs.toFixed(0)} ms  (${(bytes / 1048576 / (floorMs / 1000)).toFixed(0)} MiB/s)`,
);
console.log(
  `loopgate replay --json:               ${replayMs.toFixed(0)} ms  (${((RECORDINGS * CALLS) / (replayMs / 1000)).toFixed(0)} calls/s)`,
);
console.log(
  `replay / floor ratio:                 ${(replayMs / floorMs).toFixed(2)}  (target ≤ 2.00; ${availableParallelism()} cores)`,
);
console.log(
  `replay --json --jobs 1 (one thread):  ${oneThreadMs.toFixed(0)} ms  ratio ${(oneThreadMs / floorMs).toFixed(2)}`,
);

mkdirSync(path.join(work, "single"), { recursive: true });
writeFileSync(path.join(work, "single", "writes-5000.jsonl"), distinctWritesRecording(5000));
const emptyRun = median(Array.from({ length: REPEATS }, () => timeProcess([cli, "--version"])));
const singleMs = median(Array.from({ length: REPEATS }, () => timeProcess([cli, "replay", "single"])));
console.log(
  `one recording, 5,000 distinct writes:  ${singleMs.toFixed(0)} ms including ${emptyRun.toFixed(0)} ms process start-up (judging ≈ ${(singleMs - emptyRun).toFixed(0)} ms, ${(((singleMs - emptyRun) * 1000) / 5000).toFixed(1)} µs per call)`,
);

const recorderBench = path.join(root, "scripts", "bench-recorder.mjs");
if (existsSync(recorderBench)) execFileSync(process.execPath, [recorderBench], { cwd: root, stdio: "inherit" });
rmSync(work, { recursive: true, force: true });
