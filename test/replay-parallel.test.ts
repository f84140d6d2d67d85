import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syntheticRecording } from "../scripts/synthetic-corpus.mjs";
import { CLI, ROOT } from "./helpers/paths.js";
import { makeWorkspace, runAction } from "./helpers/run-action.js";

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

interface Outputs {
  status: number | null;
  stdout: string;
  stderr: string;
  json: string;
  junit: string;
  markdown: string;
}

function replayWith(cli: string, args: string[], cwd: string, out: string): Outputs {
  mkdirSync(out, { recursive: true });
  const files = { json: path.join(out, "r.json"), junit: path.join(out, "r.xml"), markdown: path.join(out, "r.md") };
  const result = spawnSync(
    process.execPath,
    [cli, "replay", ...args, "--json", files.json, "--junit", files.junit, "--markdown", files.markdown],
    {
      cwd,
      encoding: "utf8",
    },
  );
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return "";
    }
  };
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    json: read(files.json),
    junit: read(files.junit),
    markdown: read(files.markdown),
  };
}

/** A copy of dist/ whose worker bundle exits at once: a run that uses workers fails, one that does not is unaffected. */
function distWithBrokenWorker(): string {
  const copy = tempDir("loopgate-dist-");
  cpSync(path.join(ROOT, "dist"), copy, { recursive: true });
  writeFileSync(path.join(copy, "worker", "index.js"), "process.exit(7);\n");
  return copy;
}

/** Just over the 8 MiB above which replay judges in worker threads by default. */
function largeCorpus(): string {
  const dir = tempDir("loopgate-large-");
  mkdirSync(path.join(dir, "recs"));
  let bytes = 0;
  for (let i = 0; bytes < 8.5 * 1024 * 1024; i += 1) {
    const text = syntheticRecording(i, 200);
    bytes += text.length;
    writeFileSync(path.join(dir, "recs", `r${String(i).padStart(4, "0")}.jsonl`), text);
  }
  return dir;
}

const FIXTURE_SETS = ["fixtures/recordings", "fixtures/hostile", "fixtures/gate/regressed"];
const cores = Math.min(availableParallelism(), 8);

describe("replay in worker threads gives the same bytes as in one thread", () => {
  for (const set of FIXTURE_SETS) {
    it(`${set}: JSON, JUnit, Markdown, summary and exit code are identical for --jobs 1, 2 and 5`, () => {
      const out = tempDir("loopgate-jobs-");
      const single = replayWith(CLI, [set, "--jobs", "1"], ROOT, path.join(out, "1"));
      expect(single.json.length).toBeGreaterThan(1000);
      expect(JSON.parse(single.json).recordings.length).toBeGreaterThan(3);
      for (const jobs of ["2", "5"]) {
        const threaded = replayWith(CLI, [set, "--jobs", jobs], ROOT, path.join(out, jobs));
        expect(threaded).toEqual(single);
      }
    });
  }

  let large: string;
  beforeAll(() => {
    large = largeCorpus();
  });

  it("a corpus over 8 MiB is judged in worker threads by default (a broken worker bundle shows it) with the one-thread bytes", () => {
    const out = tempDir("loopgate-auto-");
    const single = replayWith(CLI, ["recs", "--jobs", "1"], large, path.join(out, "single"));
    expect(single.status).toBe(0);
    expect(single.stdout.split("\n")[0]).toMatch(
      /^loopgate 0\.1\.0: \d+ recordings: \d+ passed, 0 failed, 0 not tested, 0 errors; mean score 100; \d+ unsealed$/,
    );
    const auto = replayWith(CLI, ["recs"], large, path.join(out, "auto"));
    expect(auto).toEqual(single);

    const broken = path.join(distWithBrokenWorker(), "cli.js");
    const viaBroken = replayWith(broken, ["recs"], large, path.join(out, "broken"));
    if (cores > 1) {
      expect(viaBroken.status).toBe(1);
      expect(viaBroken.stderr).toBe("loopgate replay: a replay worker stopped early (exit code 7)\n");
      expect(viaBroken.json).toBe("");
    } else {
      expect(viaBroken).toEqual(single);
    }
    // A small input stays in this thread, so the broken worker is never started.
    const small = replayWith(broken, ["fixtures/recordings/hand"], ROOT, path.join(out, "small"));
    expect(small.status).toBe(0);
    expect(small.json).toBe(
      replayWith(CLI, ["fixtures/recordings/hand", "--jobs", "1"], ROOT, path.join(out, "small-1")).json,
    );
  });

  it("the action judges a large corpus in worker threads too (a broken worker bundle shows it), with the CLI's bytes", async () => {
    const ws = makeWorkspace("loopgate-action-large-");
    temporary.push(ws.dir);
    cpSync(path.join(large, "recs"), path.join(ws.dir, "large"), { recursive: true });
    const run = await runAction(ws, { recordings: "large", "upload-artifact": "false" });
    expect(run.outputs.result).toBe("passed");
    const cli = replayWith(CLI, ["large", "--jobs", "1"], ws.dir, path.join(ws.dir, ".cli"));
    expect(readFileSync(path.resolve(ws.dir, run.outputs["report-json"]!), "utf8")).toBe(cli.json);

    const broken = await runAction(
      ws,
      { recordings: "large", "upload-artifact": "false" },
      {},
      [],
      path.join(distWithBrokenWorker(), "index.js"),
    );
    if (cores > 1) {
      expect([broken.code, broken.stdout.trim(), broken.outputs]).toEqual([
        1,
        "::error::loopgate: a replay worker stopped early (exit code 7)",
        { result: "error" },
      ]);
    } else {
      expect(broken.outputs.result).toBe("passed");
    }
  });

  it("the main thread judges a share beside the workers, from the first batch on", () => {
    const copy = tempDir("loopgate-logged-worker-");
    cpSync(path.join(ROOT, "dist"), copy, { recursive: true });
    const worker = path.join(copy, "worker");
    renameSync(path.join(worker, "index.js"), path.join(worker, "real.js"));
    // The real worker, then a second listener that notes every batch it is sent (attached after
    // the real one, so no message reaches a port the worker does not listen on yet).
    writeFileSync(
      path.join(worker, "index.js"),
      `import { appendFileSync } from "node:fs";\nimport { parentPort } from "node:worker_threads";\n` +
        `await import("./real.js");\n` +
        `parentPort.on("message", (batch) => appendFileSync(process.env.BATCH_LOG, JSON.stringify(batch.files) + "\\n"));\n`,
    );
    const log = path.join(copy, "batches.log");
    writeFileSync(log, "");
    const set = "fixtures/recordings/recorded";
    const files = readdirSync(path.join(ROOT, set)).filter((name) => name.endsWith(".jsonl"));
    const out = tempDir("loopgate-share-");
    const threaded = spawnSync(
      process.execPath,
      [path.join(copy, "cli.js"), "replay", set, "--jobs", "2", "--json", path.join(out, "2.json")],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, BATCH_LOG: log }, timeout: 60_000 },
    );
    expect([threaded.status, threaded.stderr]).toEqual([0, ""]);
    const byWorker = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .flatMap((line) => JSON.parse(line) as string[]);
    const byMain = files.map((name) => `${set}/${name}`).filter((file) => !byWorker.includes(file));
    // One file per batch for this few: the main thread takes the first before the worker asks for two.
    expect(byMain[0]).toBe(`${set}/${files[0]}`);
    expect(byMain.length + byWorker.length).toBe(files.length);
    expect(byWorker.length).toBeGreaterThan(0);
    replayWith(CLI, [set, "--jobs", "1"], ROOT, path.join(out, "1"));
    expect(readFileSync(path.join(out, "2.json"), "utf8")).toBe(readFileSync(path.join(out, "1", "r.json"), "utf8"));
  });

  it("--jobs takes a whole number from 1 to 64; anything else is a usage error (exit 2, one line)", () => {
    for (const bad of ["0", "65", "1.5", "two", "-1"]) {
      const result = spawnSync(process.execPath, [CLI, "replay", "fixtures/recordings/hand", `--jobs=${bad}`], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect([result.status, result.stdout, result.stderr]).toEqual([
        2,
        "",
        `loopgate replay: --jobs must be a whole number from 1 to 64, not "${bad}" (see 'loopgate replay --help')\n`,
      ]);
    }
  });

  it("a worker whose judging throws ends the run with one line naming the error, no report written", () => {
    const copy = tempDir("loopgate-throwing-worker-");
    cpSync(path.join(ROOT, "dist"), copy, { recursive: true });
    const worker = path.join(copy, "worker");
    renameSync(path.join(worker, "index.js"), path.join(worker, "real.js"));
    // The real worker, started with options its judge cannot use.
    writeFileSync(
      path.join(worker, "index.js"),
      `import { workerData } from "node:worker_threads";\nworkerData.options = null;\nawait import("./real.js");\n`,
    );
    const out = tempDir("loopgate-throwing-out-");
    const result = replayWith(path.join(copy, "cli.js"), ["fixtures/recordings", "--jobs", "2"], ROOT, out);
    expect([result.status, result.stdout, result.json, result.junit, result.markdown]).toEqual([1, "", "", "", ""]);
    expect(result.stderr).toBe(
      "loopgate replay: a replay worker failed: Cannot read properties of null (reading 'cwd')\n",
    );
  });

  it("--jobs 2 without the worker bundle is an error naming the missing file, not a silent slow run", () => {
    const copy = tempDir("loopgate-noworker-");
    cpSync(path.join(ROOT, "dist"), copy, { recursive: true });
    rmSync(path.join(copy, "worker"), { recursive: true });
    const result = spawnSync(
      process.execPath,
      [path.join(copy, "cli.js"), "replay", "fixtures/recordings/hand", "--jobs", "2"],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect([result.status, result.stdout, result.stderr]).toEqual([
      1,
      "",
      `loopgate replay: judging in 2 threads needs the worker bundle ${path.join(copy, "worker", "index.js")}, which is missing\n`,
    ]);
  });
});
