// The fuzz harness (issue 11): mutated recordings, histories and baselines from the fixture
// corpus, run through the built CLI as real processes; stops at --count inputs or --time
// seconds, whichever comes first. Seeded: the same seed gives the same inputs.
//   npm run package && npm run fuzz -- [--seed N] [--count N] [--time S] [--batch N] [--keep DIR]
// Oracle for every run: no stack trace, an exit code in the documented set, stderr one
// "loopgate …:" line per message, the JSON report valid against docs/report.schema.json,
// the JUnit XML valid against the XSD, every recording reported once, the Markdown within
// 1 MiB, and the same bytes (reports, history, stdout, stderr) for --jobs 1 and --jobs 2.
// Each batch also mutates two shard reports for `merge`, a loopgate.json for `replay --config`
// and seals a few mutated recordings with `seal`, and records secrets of the corpus in mutated
// forms through `loopgate record`, none of which may survive (issue 22 item 8); see extraStages.
// A failing batch is kept under --keep (default .tmp/fuzz-failures) with the command.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Ajv2020 } from "ajv/dist/2020.js";
import { memoryPages, validateXML } from "xmllint-wasm";
import { AgentSession } from "../fixtures/agents/lib.mjs";
import {
  CONFIG,
  CONFIG_MUTATIONS,
  GENERIC,
  RECORDING,
  SHARD,
  random,
  reseal,
  secretArguments,
} from "./fuzz-mutators.mjs";
import { secretCorpus } from "./secret-corpus.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const { values: flags } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    count: { type: "string", default: "2000" },
    time: { type: "string", default: "600" },
    batch: { type: "string", default: "200" },
    keep: { type: "string", default: path.join(root, ".tmp", "fuzz-failures") },
  },
});
const seed = wholeNumber("seed", flags.seed);
const count = wholeNumber("count", flags.count);
const seconds = wholeNumber("time", flags.time);
const batchSize = Math.max(1, wholeNumber("batch", flags.batch));

function wholeNumber(name, text) {
  if (!/^\d+$/.test(text)) {
    process.stderr.write(`fuzz: --${name} must be a whole number, not "${text}"\n`);
    process.exit(2);
  }
  return Number(text);
}

const RECORDING_MUTATIONS = [
  "byteFlip",
  "truncate",
  "lineDelete",
  "lineDuplicate",
  "lineSwap",
  "jsonValue",
  "jsonValue",
  "semantic",
  "semantic",
  "semantic",
];
// The bound `--markdown` documents in --help ("at most 1 MiB"), checked as promised, not as coded.
const DOCUMENTED_MARKDOWN_MAX_BYTES = 1024 * 1024;
const EXIT_CODES = new Set([0, 1, 3]);
const validateReport = new Ajv2020({ strict: false }).compile(
  JSON.parse(readFileSync(path.join(root, "docs", "report.schema.json"), "utf8")),
);
const junitXsd = readFileSync(path.join(root, "test", "junit-10-file-line.xsd"), "utf8");

function corpus() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".jsonl") && !full.endsWith("history.jsonl")) files.push(readFileSync(full));
    }
  };
  for (const dir of ["fixtures/recordings", "fixtures/hostile", "fixtures/gate"]) walk(path.join(root, dir));
  return files;
}

const RECORDINGS = corpus();
const HISTORY = readFileSync(path.join(root, "fixtures", "gate", "history.jsonl"));
const BASELINE = readFileSync(path.join(root, "fixtures", "gate", "baseline.json"));

function mutate(bytes, rng, mutations, names) {
  let out = bytes;
  const applied = [];
  for (let n = 1 + rng.int(3); n > 0; n--) {
    const name = rng.pick(names);
    out = mutations[name](out, rng);
    applied.push(name);
  }
  return { bytes: out, applied };
}

/** One batch's inputs, written to `dir`: recordings/, history.jsonl, baseline.json. */
function writeBatch(dir, batch, size) {
  const rng = random((seed * 1_000_003 + batch) >>> 0);
  mkdirSync(path.join(dir, "recordings"));
  for (let i = 0; i < size; i++) {
    const base = rng.pick(RECORDINGS);
    let { bytes, applied } = mutate(base, rng, RECORDING, RECORDING_MUTATIONS);
    if (rng() < 0.7) bytes = reseal(bytes);
    const name = `r${String(i).padStart(4, "0")}-${applied.join("-")}.jsonl`;
    writeFileSync(path.join(dir, "recordings", name), bytes);
  }
  writeFileSync(path.join(dir, "history.jsonl"), mutate(HISTORY, rng, GENERIC, Object.keys(GENERIC)).bytes);
  writeFileSync(
    path.join(dir, "baseline.json"),
    mutate(BASELINE, rng, GENERIC, ["jsonValue", "jsonValue", "byteFlip", "truncate"]).bytes,
  );
}

function loopgate(args, cwd) {
  const run = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: cwd },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 300_000,
  });
  return { args, status: run.status, signal: run.signal, stdout: run.stdout ?? "", stderr: run.stderr ?? "" };
}

/** replay with the gate against the mutated history, appending to a copy of it, in `jobs` threads. */
function replayRun(dir, jobs) {
  const out = `out${jobs}`;
  mkdirSync(path.join(dir, out));
  cpSync(path.join(dir, "history.jsonl"), path.join(dir, out, "history.jsonl"));
  const args = ["replay", "recordings", "--jobs", String(jobs), "--json", `${out}/report.json`];
  args.push("--junit", `${out}/junit.xml`, "--markdown", `${out}/summary.md`, "--fail-on-regression");
  args.push("--baseline-from-history", "history.jsonl", "--baseline-ref", "main", "--history", `${out}/history.jsonl`);
  args.push("--run-id", "fuzz", "--ref", "refs/heads/main", "--run-time", "2026-01-01T00:00:00Z", "--bless");
  return { ...loopgate(args, dir), out };
}

const read = (file) => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};

/** What every run of the CLI must show, whatever the input. */
function processProblems(run) {
  const problems = [];
  const what = `${run.args[0]} (exit ${run.status}${run.signal ? `, ${run.signal}` : ""})`;
  if (!EXIT_CODES.has(run.status)) problems.push(`${what}: exit code outside 0, 1, 3`);
  for (const [stream, text] of [
    ["stdout", run.stdout],
    ["stderr", run.stderr],
  ]) {
    if (/^\s+at \S.*(:\d+:\d+\)?|\(native\))$/m.test(text) || text.includes("node:internal"))
      problems.push(`${what}: a stack trace on ${stream}`);
  }
  const stray = run.stderr.split("\n").find((line) => line !== "" && !/^loopgate( [a-z]+)?: /.test(line));
  if (stray !== undefined)
    problems.push(`${what}: stderr line not from loopgate: ${JSON.stringify(stray.slice(0, 200))}`);
  return problems;
}

async function reportProblems(dir, run, files) {
  const problems = [];
  const json = read(path.join(dir, run.out, "report.json"));
  if (json === null) return [`replay: no JSON report written`];
  let report;
  try {
    report = JSON.parse(json.toString("utf8"));
  } catch {
    return [`replay: report.json is not JSON`];
  }
  if (!validateReport(report))
    problems.push(`replay: report.json against the schema: ${JSON.stringify(validateReport.errors?.[0])}`);
  if (report.recordings?.length !== files)
    problems.push(`replay: ${report.recordings?.length} recordings reported, ${files} given`);
  const junit = read(path.join(dir, run.out, "junit.xml"));
  const xsd = junit === null ? { valid: false, errors: [{ rawMessage: "not written" }] } : await validateJunit(junit);
  if (!xsd.valid) problems.push(`replay: junit.xml against the XSD: ${xsd.errors[0]?.rawMessage}`);
  const markdown = read(path.join(dir, run.out, "summary.md"));
  if (markdown === null || markdown.length > DOCUMENTED_MARKDOWN_MAX_BYTES)
    problems.push(`replay: summary.md ${markdown === null ? "not written" : `is ${markdown.length} bytes`}`);
  return problems;
}

function validateJunit(xml) {
  return validateXML({
    xml: [{ fileName: "junit.xml", contents: xml.toString("utf8") }],
    schema: [{ fileName: "junit.xsd", contents: junitXsd }],
    maxMemoryPages: 1024 * memoryPages.MiB,
  });
}

/** --jobs 1 and --jobs 2 must write the same bytes and print the same lines. */
function sameAcrossJobs(dir, one, two) {
  const problems = [];
  if (one.status !== two.status) problems.push(`--jobs 1 exit ${one.status}, --jobs 2 exit ${two.status}`);
  if (one.stdout !== two.stdout) problems.push("--jobs 1 and --jobs 2 print different stdout");
  if (one.stderr.replaceAll("out1/", "outN/") !== two.stderr.replaceAll("out2/", "outN/"))
    problems.push("--jobs 1 and --jobs 2 print different stderr");
  for (const file of ["report.json", "junit.xml", "summary.md", "history.jsonl"]) {
    const a = read(path.join(dir, one.out, file));
    const b = read(path.join(dir, two.out, file));
    if ((a === null) !== (b === null) || (a !== null && !a.equals(b)))
      problems.push(`--jobs 1 and --jobs 2 write different ${file}`);
  }
  return problems;
}

/** diff of the mutated baseline report against this run's report. */
function diffProblems(dir, run) {
  const problems = processProblems(run);
  if (run.status === 0 || run.status === 3) {
    const json = read(path.join(dir, "diff.json"));
    if (json === null) problems.push("diff: no JSON written");
    else if (!validateReport(JSON.parse(json.toString("utf8"))))
      problems.push(`diff: diff.json against the schema: ${JSON.stringify(validateReport.errors?.[0])}`);
  }
  return problems;
}

/**
 * The gate-mode JUnit of the same report: valid against the XSD, and failing exactly one
 * testcase per case the gate calls a regression (counted, as hostile case ids are
 * neutralised in the XML). No CDATA is written, so every `<failure` is an element.
 */
async function gateJunitProblems(dir, out, run) {
  const problems = processProblems(run);
  if (run.status !== 0) return [...problems, `report --junit-mode gate: exit ${run.status}`];
  const xml = read(path.join(dir, out, "junit-gate.xml"));
  if (xml === null) return [...problems, "report --junit-mode gate: junit-gate.xml not written"];
  const xsd = await validateJunit(xml);
  if (!xsd.valid) problems.push(`report --junit-mode gate: against the XSD: ${xsd.errors[0]?.rawMessage}`);
  const { comparison } = JSON.parse(read(path.join(dir, out, "report.json")).toString("utf8"));
  if (comparison) {
    const regressed = new Set(comparison.regressions.map((regression) => regression.caseId)).size;
    const text = xml.toString("utf8");
    const failures = text.match(/<failure[\s>/]/g)?.length ?? 0;
    const declared = Number(/<testsuites [^>]*failures="(\d+)"/.exec(text)?.[1]);
    if (failures !== regressed || declared !== regressed)
      problems.push(
        `report --junit-mode gate: ${failures} failing testcases, failures="${declared}", ${regressed} regressed cases`,
      );
  }
  return problems;
}

/** How many of a batch's recordings the shard, config and seal stages each take: they test those commands, not the judge again. */
const STAGE_RECORDINGS = 12;
const SEALED_PER_BATCH = 10;
/** Inputs of the extra stages besides the sealed recordings: two shard reports and one config. */
const STAGE_FILES = 3;

function stageDir(dir, name, count) {
  mkdirSync(path.join(dir, name));
  const files = readdirSync(path.join(dir, "recordings")).sort().slice(0, count);
  for (const file of files) cpSync(path.join(dir, "recordings", file), path.join(dir, name, file));
  return files;
}

/**
 * merge of two shard reports, one or both mutated: exit 0, 1 or 3 with a valid report, or a
 * refusal in one line. Neither mutated (one batch in five), it must merge every recording.
 */
async function mergeStage(dir, rng) {
  const files = stageDir(dir, "shardrecs", STAGE_RECORDINGS);
  const shards = [1, 2].map((index) =>
    loopgate(["replay", "shardrecs", "--shard", `${index}/2`, "--json", `s${index}.json`], dir),
  );
  const problems = shards.flatMap(processProblems);
  if (problems.length > 0) return { problems, runs: shards };
  const intact = rng() < 0.2;
  for (const index of [1, 2]) {
    const file = path.join(dir, `s${index}.json`);
    if (!intact && (index === 1 || rng() < 0.5))
      writeFileSync(file, mutate(readFileSync(file), rng, SHARD, Object.keys(SHARD)).bytes);
  }
  const args = [
    "merge",
    "s1.json",
    "s2.json",
    "--json",
    "merged.json",
    "--junit",
    "merged.xml",
    "--markdown",
    "merged.md",
  ];
  const run = loopgate(args, dir);
  problems.push(...processProblems(run));
  if (intact || run.status === 0 || run.status === 3) {
    const merged = read(path.join(dir, "merged.json"));
    const report = merged === null ? null : JSON.parse(merged.toString("utf8"));
    if (report === null || !validateReport(report))
      problems.push(`merge (exit ${run.status}): merged.json missing or against the schema`);
    else if (intact && report.recordings.length !== files.length)
      problems.push(`merge of intact shards: ${report.recordings.length} recordings merged, ${files.length} judged`);
  }
  return { problems, runs: [...shards, run] };
}

/** replay with a mutated loopgate.json: a bad config is exit 2 with one line naming the file; a good one judges. */
async function configStage(dir, rng) {
  stageDir(dir, "configrecs", STAGE_RECORDINGS);
  writeFileSync(
    path.join(dir, "fuzz-config.json"),
    mutate(CONFIG, rng, CONFIG_MUTATIONS, Object.keys(CONFIG_MUTATIONS)).bytes,
  );
  const run = loopgate(["replay", "configrecs", "--config", "fuzz-config.json", "--json", "config-report.json"], dir);
  const problems = processProblems({ ...run, status: run.status === 2 ? 0 : run.status });
  if (run.status === 2 && !/^loopgate replay: fuzz-config\.json\b[^\n]*\n$/.test(run.stderr))
    problems.push(
      `replay --config (exit 2): not one line naming fuzz-config.json: ${JSON.stringify(run.stderr.slice(0, 200))}`,
    );
  if (run.status !== 2) {
    const json = read(path.join(dir, "config-report.json"));
    if (json === null || !validateReport(JSON.parse(json.toString("utf8"))))
      problems.push(`replay --config (exit ${run.status}): report missing or against the schema`);
  }
  return { problems, runs: [run] };
}

/** seal mutated recordings; replay must then find every recording seal sealed intact (not edited). */
async function sealStage(dir) {
  const files = stageDir(dir, "sealrecs", SEALED_PER_BATCH);
  const run = loopgate(["seal", ...files.map((file) => `sealrecs/${file}`)], dir);
  const problems = processProblems(run);
  if (run.status !== 0 && run.status !== 1) return { problems, runs: [run], sealed: files.length };
  const replayed = loopgate(["replay", "sealrecs", "--json", "sealed.json"], dir);
  problems.push(...processProblems(replayed));
  const sealedNow = new Set(
    run.stdout
      .split("\n")
      .filter((line) => / sealed \(sha256 [0-9a-f]{64}\)$| already sealed$/.test(line))
      .map((line) => line.slice(0, line.lastIndexOf(":"))),
  );
  const json = read(path.join(dir, "sealed.json"));
  const report = json === null ? null : JSON.parse(json.toString("utf8"));
  if (report === null) problems.push("replay of sealed recordings: no JSON report");
  else {
    for (const recording of report.recordings) {
      if (sealedNow.has(recording.path) && recording.evidence?.seal !== "sealed")
        problems.push(`seal said ${recording.path} is sealed; replay finds it ${recording.evidence?.seal}`);
    }
  }
  return { problems, runs: [run, replayed], sealed: files.length };
}

const SECRETS = secretCorpus();
const SECRET_CALLS = 20;
const ECHO_SERVER = path.join(root, "fixtures", "upstreams", "echo-server.mjs");

/** The corpus entries whose secret is in `text`, as written or JSON-escaped. */
function survivingSecrets(text, entries) {
  return entries.filter(
    (entry) => text.includes(entry.secret) || text.includes(JSON.stringify(entry.secret).slice(1, -1)),
  );
}

/**
 * `loopgate record` of an agent sending corpus secrets in mutated forms to an echo server,
 * then `replay` with all three reports: no secret in any byte of the recording, the reports,
 * stdout or stderr.
 */
async function secretsStage(dir, rng) {
  const entries = Array.from({ length: SECRET_CALLS }, () => rng.pick(SECRETS));
  const args = ["record", "--out", "secrets.jsonl", "--", process.execPath, ECHO_SERVER];
  const problems = [];
  let recorderStderr = "";
  try {
    const session = await AgentSession.connect([process.execPath, cli, ...args], { cwd: dir, stderr: "pipe" });
    try {
      for (const entry of entries) await session.call("echo", secretArguments(entry, rng));
    } finally {
      await session.close();
      recorderStderr = session.stderr;
    }
  } catch (error) {
    problems.push(`record of corpus secrets threw: ${error instanceof Error ? error.message : error}`);
  }
  const record = { args, status: problems.length === 0 ? 0 : 1, stdout: "", stderr: recorderStderr };
  const replayArgs = ["replay", "secrets.jsonl", "--json", "sec.json", "--junit", "sec.xml", "--markdown", "sec.md"];
  const replayed = loopgate(replayArgs, dir);
  problems.push(...processProblems(replayed));
  const written = ["secrets.jsonl", "sec.json", "sec.xml", "sec.md"].map((file) => read(path.join(dir, file)) ?? "");
  const bytes = [...written.map(String), recorderStderr, replayed.stdout, replayed.stderr].join("\n");
  for (const entry of survivingSecrets(bytes, entries))
    problems.push(`secret of rule ${entry.rule} (${entry.kind}) survived in the recording, a report or stderr`);
  return { problems, runs: [record, replayed] };
}

/** The merge, config, seal and secrets stages of one batch. */
async function extraStages(dir, batch) {
  const rng = random((seed * 1_000_003 + batch) ^ 0x5eed);
  const stages = [
    await mergeStage(dir, rng),
    await configStage(dir, rng),
    await sealStage(dir),
    await secretsStage(dir, rng),
  ];
  return {
    problems: stages.flatMap((stage) => stage.problems),
    runs: stages.flatMap((stage) => stage.runs),
    sealed: stages[2].sealed,
  };
}

/**
 * A stage that throws is a bug of the harness, not of loopgate: it fails the batch (kept, with
 * the commands so far) and lets a long run go on and print its figures.
 */
async function harnessGuarded(stages) {
  try {
    return await stages();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { problems: [`harness: a stage threw: ${why}`], runs: [], sealed: 0 };
  }
}

async function runBatch(batch, size) {
  const dir = mkdtempSync(path.join(tmpdir(), `loopgate-fuzz-${seed}-${batch}-`));
  try {
    try {
      writeBatch(dir, batch, size);
    } catch (error) {
      // A bug of the harness, not of loopgate: fail the run and keep what was written, but
      // let a long run go on and print its figures.
      const problems = [`harness: making the batch threw: ${error instanceof Error ? error.message : error}`];
      keep(dir, batch, problems, []);
      return { problems, sealed: 0 };
    }
    const one = replayRun(dir, 1);
    const two = replayRun(dir, 2);
    const problems = [...processProblems(one), ...processProblems(two)];
    if (problems.length === 0)
      problems.push(...(await reportProblems(dir, one, size)), ...sameAcrossJobs(dir, one, two));
    const runs = [one, two];
    if (problems.length === 0) {
      const args = ["diff", "baseline.json", `${one.out}/report.json`, "--json", "diff.json", "--markdown", "diff.md"];
      runs.push(loopgate(args, dir));
      problems.push(...diffProblems(dir, runs[2]));
    }
    if (problems.length === 0) {
      const args = ["report", `${one.out}/report.json`, "--junit", `${one.out}/junit-gate.xml`, "--junit-mode", "gate"];
      runs.push(loopgate(args, dir));
      problems.push(...(await gateJunitProblems(dir, one.out, runs[3])));
    }
    const extra = await harnessGuarded(() => extraStages(dir, batch));
    problems.push(...extra.problems);
    runs.push(...extra.runs);
    if (problems.length > 0) keep(dir, batch, problems, runs);
    return { problems, sealed: extra.sealed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function keep(dir, batch, problems, runs) {
  const target = path.join(flags.keep, `seed-${seed}-batch-${batch}`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dir, target, { recursive: true });
  const commands = runs.map((run) => `node ${cli} ${run.args.join(" ")}`);
  const logs = runs.map(
    (run) => `$ ${run.args.join(" ")}\nexit ${run.status}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`,
  );
  writeFileSync(
    path.join(target, "FAILURE.txt"),
    `${problems.join("\n")}\n\nRun in this folder:\n${commands.join("\n")}\n\n${logs.join("\n")}`,
  );
}

async function main() {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let inputs = 0;
  let batches = 0;
  let failed = 0;
  let sealed = 0;
  while (Date.now() < deadline) {
    const size = Math.min(batchSize, count - inputs - 2 - STAGE_FILES - SEALED_PER_BATCH - SECRET_CALLS);
    if (size < 1) break;
    const { problems, sealed: sealedHere } = await runBatch(batches, size);
    sealed += sealedHere;
    if (problems.length > 0) {
      failed += 1;
      process.stderr.write(
        `fuzz: seed ${seed} batch ${batches}: ${problems[0]}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ""}\n`,
      );
    }
    inputs += size + 2 + STAGE_FILES + sealedHere + SECRET_CALLS;
    batches += 1;
  }
  const elapsed = ((Date.now() - started) / 1000).toFixed(1);
  const where = failed > 0 ? `; kept in ${path.relative(root, flags.keep) || flags.keep}` : "";
  process.stdout.write(
    `fuzz: seed ${seed}: ${inputs} inputs (${inputs - (5 + SECRET_CALLS) * batches - sealed} recordings, ${batches} histories, ${batches} baselines, ${2 * batches} shard reports, ${batches} configs, ${sealed} sealed, ${SECRET_CALLS * batches} secret payloads recorded) in ${batches} batches, ${elapsed} s: ${failed} failing batch${failed === 1 ? "" : "es"}${where}\n`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
