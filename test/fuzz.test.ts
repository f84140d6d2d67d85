import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECORDING, random } from "../scripts/fuzz-mutators.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * The fuzz harness itself (scripts/fuzz.mjs): a small seeded slice passes against the
 * built CLI, and its oracle fails a CLI that prints a stack trace or whose --jobs 2 output
 * differs from --jobs 1. CI runs a larger slice from .ci/run.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-fuzz-test-"));
  made.push(dir);
  return dir;
}

function fuzz(args: string[], cli = CLI) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", "fuzz.mjs"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, LOOPGATE_CLI: cli },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

type Spoil = "stack trace" | "jobs" | "gate junit" | "seal" | "secrets";

/**
 * A stand-in for the CLI that runs the real one, then spoils what the oracle must catch: in
 * batch N (the harness runs each batch in a folder `loopgate-fuzz-<seed>-<N>-…`), the spoils
 * of `byBatch[N]`. Spoils of stages that do not stop each other share a batch, so the five
 * cost three batches of one harness run, not five runs of a batch each.
 */
function spoiledCli(dir: string, byBatch: Spoil[][]): string {
  const file = path.join(dir, "spoiled-cli.mjs");
  writeFileSync(
    file,
    `import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
const args = process.argv.slice(2);
const batch = Number(/^loopgate-fuzz-\\d+-(\\d+)-/.exec(path.basename(process.cwd()))[1]);
const spoils = new Set(${JSON.stringify(byBatch)}[batch] ?? []);
if (spoils.has("stack trace") && args[0] === "diff") {
  process.stderr.write(new Error("boom").stack + "\\n");
  process.exit(1);
}
if (spoils.has("seal") && args[0] === "seal") {
  for (const file of args.slice(1)) process.stdout.write(file + ": sealed (sha256 " + "0".repeat(64) + ")\\n");
  process.exit(0);
}
const run = spawnSync(process.execPath, [${JSON.stringify(CLI)}, ...args], { stdio: "inherit" });
if (spoils.has("secrets") && args[0] === "record") {
  const { secretCorpus } = await import(${JSON.stringify(path.join(ROOT, "scripts", "secret-corpus.mjs"))});
  appendFileSync(args[args.indexOf("--out") + 1], JSON.stringify({ leaked: secretCorpus().map((e) => e.secret) }) + "\\n");
}
if (spoils.has("jobs") && args[args.indexOf("--jobs") + 1] === "2")
  appendFileSync(args[args.indexOf("--json") + 1], " ");
if (spoils.has("gate junit") && args.includes("gate")) {
  const xml = args[args.indexOf("--junit") + 1];
  writeFileSync(xml, readFileSync(xml, "utf8").replace(/(<testsuites [^>]*failures=")(\\d+)/, (_, head, n) => head + (Number(n) + 1)));
}
process.exit(run.status);
`,
  );
  return file;
}

const SUMMARY =
  /^fuzz: seed (\d+): (\d+) inputs \((\d+) recordings, (\d+) histories, (\d+) baselines, (\d+) shard reports, (\d+) configs, (\d+) sealed, (\d+) secret payloads recorded\) in (\d+) batches, [\d.]+ s: (\d+) failing batch(es)?(; kept in .*)?\n$/;

describe("npm run fuzz", () => {
  it("a seeded slice of mutated recordings, histories and baselines passes the oracle", () => {
    const keep = scratch();
    const result = fuzz(["--seed", "11", "--count", "110", "--batch", "28", "--keep", keep]);
    expect([result.status, result.stderr]).toEqual([0, ""]);
    // Each batch: its recordings, a history and a baseline, two shard reports for merge, a config, ten recordings
    // sealed, twenty corpus secrets recorded.
    expect(SUMMARY.exec(result.stdout)?.slice(1, 12)).toEqual([
      "11",
      "110",
      "40",
      "2",
      "2",
      "4",
      "2",
      "20",
      "40",
      "2",
      "0",
    ]);
  });

  it("edits a header only where it is an object: a config an earlier mutation made `true` is left alone", () => {
    // Seed 11301719 of the long run died at its batch 256 on `true.retryAfterSeconds = …`.
    for (const config of [true, "x", 5, null, []]) {
      const header = JSON.stringify({ type: "header", t: 0, config });
      const bytes = Buffer.from(`${header}\n{"type":"end","t":1,"reason":"client_closed"}\n`);
      for (let seed = 0; seed < 300; seed++) {
        const lines = RECORDING.semantic!(bytes, random(seed)).toString("utf8").split("\n").filter(Boolean);
        const headers = lines.map((line) => JSON.parse(line) as { type?: string }).filter((e) => e.type === "header");
        expect(headers.map((e) => (e as { config?: unknown }).config)).toEqual([config]);
      }
    }
  });
});

/**
 * One harness run against the spoiled CLI, three batches: batch 0's diff prints a stack trace,
 * its seal claims seals it did not make and its recorder keeps the corpus's secrets (the diff
 * failing skips only the gate-mode JUnit stage, which the others do not need); batch 1
 * miscounts the gate-mode JUnit; batch 2 changes a byte of --jobs 2's report.
 */
describe("npm run fuzz against a spoiled CLI", () => {
  const SPOILED: Spoil[][] = [["stack trace", "seal", "secrets"], ["gate junit"], ["jobs"]];
  let result: ReturnType<typeof fuzz>;
  let keep = "";
  let stderr: string[] = [];
  /** Batch 0's problems, as FAILURE.txt lists them before the commands that rerun it. */
  let problems: string[] = [];
  beforeAll(() => {
    const dir = scratch();
    keep = path.join(dir, "kept");
    result = fuzz(["--seed", "3", "--count", "135", "--batch", "10", "--keep", keep], spoiledCli(dir, SPOILED));
    stderr = result.stderr.split(/(?<=\n)/);
    problems = readFileSync(path.join(keep, "seed-3-batch-0", "FAILURE.txt"), "utf8")
      .split("\n\n")[0]!
      .split("\n");
  }, 240_000);

  it("fails every spoiled batch, one line each, and counts them", () => {
    expect(result.status).toBe(1);
    expect(stderr).toHaveLength(3);
    expect(SUMMARY.exec(result.stdout)?.slice(1, 3)).toEqual(["3", "135"]);
    expect(SUMMARY.exec(result.stdout)?.[11]).toBe("3");
  });

  it("fails a CLI that prints a stack trace, and keeps the batch with the command to rerun it", () => {
    expect(stderr[0]).toBe(
      `fuzz: seed 3 batch 0: diff (exit 1): a stack trace on stderr (+${problems.length - 1} more)\n`,
    );
    expect(problems.filter((line) => line.startsWith("diff "))).toEqual([
      "diff (exit 1): a stack trace on stderr",
      'diff (exit 1): stderr line not from loopgate: "Error: boom"',
    ]);
    expect(problems.slice(0, 2)).toEqual([
      "diff (exit 1): a stack trace on stderr",
      'diff (exit 1): stderr line not from loopgate: "Error: boom"',
    ]);
    expect(existsSync(path.join(keep, "seed-3-batch-0", "recordings"))).toBe(true);
  });

  it("fails a CLI whose gate-mode JUnit counts one failure more than the gate's regressions", () => {
    expect(stderr[1]).toMatch(
      /^fuzz: seed 3 batch 1: report --junit-mode gate: (\d+) failing testcases, failures="(\d+)", \1 regressed cases\n$/,
    );
    const [, failing, declared] = /(\d+) failing testcases, failures="(\d+)"/.exec(stderr[1]!)!;
    expect(Number(declared)).toBe(Number(failing) + 1);
  });

  it("fails a seal that says it sealed a recording replay then finds not sealed", () => {
    const seal = problems.filter((line) => line.startsWith("seal said "));
    expect(seal[0]).toMatch(
      /^seal said sealrecs\/r0000-[a-zA-Z-]+\.jsonl is sealed; replay finds it (unsealed|edited|null)$/,
    );
    // Nothing between the diff's two lines and the seal's: merge and config are not spoiled.
    expect(problems.indexOf(seal[0]!)).toBe(2);
  });

  it("fails a CLI whose recording keeps a secret of the corpus, naming the secret's rule", () => {
    const survivors = problems.filter((line) => / survived in the recording, a report or stderr$/.test(line));
    // The spoiled recorder leaks every secret of the corpus: each of the twenty calls' secrets is caught.
    expect(survivors.length).toBe(20);
    expect(survivors.every((line) => /^secret of rule \S+ \((named|shape|text)\) survived/.test(line))).toBe(true);
  });

  it("fails a CLI whose --jobs 2 report differs from --jobs 1 by one byte", () => {
    expect(stderr[2]).toBe("fuzz: seed 3 batch 2: --jobs 1 and --jobs 2 write different report.json\n");
  });
});
