import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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

/** A stand-in for the CLI that runs the real one, then spoils what the oracle must catch. */
function spoiledCli(dir: string, spoil: "stack trace" | "jobs" | "gate junit" | "seal" | "secrets"): string {
  const file = path.join(dir, "spoiled-cli.mjs");
  writeFileSync(
    file,
    `import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
const args = process.argv.slice(2);
if (${JSON.stringify(spoil)} === "stack trace" && args[0] === "diff") {
  process.stderr.write(new Error("boom").stack + "\\n");
  process.exit(1);
}
if (${JSON.stringify(spoil)} === "seal" && args[0] === "seal") {
  for (const file of args.slice(1)) process.stdout.write(file + ": sealed (sha256 " + "0".repeat(64) + ")\\n");
  process.exit(0);
}
const run = spawnSync(process.execPath, [${JSON.stringify(CLI)}, ...args], { stdio: "inherit" });
if (${JSON.stringify(spoil)} === "secrets" && args[0] === "record") {
  const { secretCorpus } = await import(${JSON.stringify(path.join(ROOT, "scripts", "secret-corpus.mjs"))});
  appendFileSync(args[args.indexOf("--out") + 1], JSON.stringify({ leaked: secretCorpus().map((e) => e.secret) }) + "\\n");
}
if (${JSON.stringify(spoil)} === "jobs" && args[args.indexOf("--jobs") + 1] === "2")
  appendFileSync(args[args.indexOf("--json") + 1], " ");
if (${JSON.stringify(spoil)} === "gate junit" && args.includes("gate")) {
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

  it("fails a CLI that prints a stack trace, and keeps the batch with the command to rerun it", () => {
    const dir = scratch();
    const keep = path.join(dir, "kept");
    const result = fuzz(
      ["--seed", "3", "--count", "45", "--batch", "10", "--keep", keep],
      spoiledCli(dir, "stack trace"),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("fuzz: seed 3 batch 0: diff (exit 1): a stack trace on stderr (+1 more)\n");
    expect(SUMMARY.exec(result.stdout)?.[11]).toBe("1");
    const failure = readFileSync(path.join(keep, "seed-3-batch-0", "FAILURE.txt"), "utf8");
    expect(failure.split("\n").slice(0, 2)).toEqual([
      "diff (exit 1): a stack trace on stderr",
      'diff (exit 1): stderr line not from loopgate: "Error: boom"',
    ]);
    expect(existsSync(path.join(keep, "seed-3-batch-0", "recordings"))).toBe(true);
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

  it("fails a CLI whose gate-mode JUnit counts one failure more than the gate's regressions", () => {
    const dir = scratch();
    const result = fuzz(
      ["--seed", "3", "--count", "45", "--batch", "10", "--keep", path.join(dir, "kept")],
      spoiledCli(dir, "gate junit"),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^fuzz: seed 3 batch 0: report --junit-mode gate: (\d+) failing testcases, failures="(\d+)", \1 regressed cases\n$/,
    );
    const [, failing, declared] = /(\d+) failing testcases, failures="(\d+)"/.exec(result.stderr)!;
    expect(Number(declared)).toBe(Number(failing) + 1);
  });

  it("fails a seal that says it sealed a recording replay then finds not sealed", () => {
    const dir = scratch();
    const result = fuzz(
      ["--seed", "3", "--count", "45", "--batch", "10", "--keep", path.join(dir, "kept")],
      spoiledCli(dir, "seal"),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^fuzz: seed 3 batch 0: seal said sealrecs\/r0000-[a-zA-Z-]+\.jsonl is sealed; replay finds it (unsealed|edited|null) \(\+\d+ more\)\n$/,
    );
  });

  it("fails a CLI whose recording keeps a secret of the corpus, naming the secret's rule", () => {
    const dir = scratch();
    const keep = path.join(dir, "kept");
    const result = fuzz(["--seed", "3", "--count", "45", "--batch", "10", "--keep", keep], spoiledCli(dir, "secrets"));
    expect(result.status).toBe(1);
    const failure = readFileSync(path.join(keep, "seed-3-batch-0", "FAILURE.txt"), "utf8");
    const survivors = failure
      .split("\n")
      .filter((line) => / survived in the recording, a report or stderr$/.test(line));
    // The spoiled recorder leaks every secret of the corpus: each of the twenty calls' secrets is caught.
    expect(survivors.length).toBe(20);
    expect(survivors.every((line) => /^secret of rule \S+ \((named|shape|text)\) survived/.test(line))).toBe(true);
  });

  it("fails a CLI whose --jobs 2 report differs from --jobs 1 by one byte", () => {
    const dir = scratch();
    const result = fuzz(
      ["--seed", "3", "--count", "45", "--batch", "10", "--keep", path.join(dir, "kept")],
      spoiledCli(dir, "jobs"),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("fuzz: seed 3 batch 0: --jobs 1 and --jobs 2 write different report.json\n");
  });
});
