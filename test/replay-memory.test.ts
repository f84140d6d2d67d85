import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { syntheticRecording } from "../scripts/synthetic-corpus.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * Issue 26: a replay's memory is bounded by its largest recording, not by how many there
 * are — with all three reports and a baseline. The built CLI judges N and 4N recordings
 * under one V8 heap limit, chosen so that keeping something per recording whole (the
 * baseline report parsed as one object tree, the JUnit XML built as one document) runs out
 * of heap at 4N; no time is measured. The baseline is written with every operation, as a
 * schema-1 report or `--report-operations all` holds it: its size is what a reader must not keep.
 */
const HEAP_MIB = 40;
const N = 300;
const CALLS = 50;
/**
 * The most the live heap may grow for each recording more, from N to 4N: the slope of what
 * test/helpers/live-heap.mjs measures (the heap in use after a full collection, compiled code
 * aside, while judging, once the baseline is read, and as each report is opened). Measured
 * (bytes a recording): 1,365 and 1,402 with the baseline read after judging and its digests
 * compared as read; 1,455 at 6679705; 1,920 at df91308, the design that took 549 MiB at
 * 100,000 recordings (each baseline recording kept cut down). All 4N recordings' JSON stays
 * within the in-memory budget here, so each keeps the objects of its bytes.
 */
const MAX_LIVE_BYTES_PER_RECORDING = 1_650;
const LIVE_HEAP = path.join(ROOT, "test", "helpers", "live-heap.mjs");

const dir = mkdtempSync(path.join(tmpdir(), "loopgate-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `count` synthetic recordings in `name`, relative to the runs' working directory. */
function corpus(name: string, count: number): string {
  mkdirSync(path.join(dir, name));
  for (let i = 0; i < count; i++)
    writeFileSync(path.join(dir, name, `r${String(i).padStart(5, "0")}.jsonl`), syntheticRecording(i, CALLS));
  return name;
}

function loopgate(nodeFlags: string[], args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [...nodeFlags, CLI, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { status: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr };
}

function gatedRun(count: number) {
  const recordings = corpus(`c${count}`, count);
  const out = (file: string) => `${count}-${file}`;
  const blessed = loopgate([], ["replay", recordings, "--json", out("baseline.json"), "--report-operations", "all"]);
  expect(blessed.status).toBe(0);
  const liveHeapFile = path.join(dir, out("live-heap"));
  const run = loopgate(
    [`--max-old-space-size=${HEAP_MIB}`, "--expose-gc", "--import", pathToFileURL(LIVE_HEAP).href],
    [
      "replay",
      recordings,
      "--json",
      out("report.json"),
      "--junit",
      out("junit.xml"),
      "--markdown",
      out("summary.md"),
      "--baseline",
      out("baseline.json"),
    ],
    { LIVE_HEAP_FILE: liveHeapFile },
  );
  const read = (file: string) => readFileSync(path.join(dir, out(file)), "utf8");
  return { run, read, liveHeap: () => Number(readFileSync(liveHeapFile, "utf8")) };
}

/** The live heap of each gated run, by its number of recordings. */
const liveHeap = new Map<number, number>();

describe(`replay under a ${HEAP_MIB} MiB heap, all three reports and a baseline`, () => {
  for (const count of [N, 4 * N]) {
    it(`judges ${count} recordings of ${CALLS} calls`, () => {
      const { run, read, liveHeap: live } = gatedRun(count);
      expect({ status: run.status, signal: run.signal, stderr: run.stderr.split("\n")[0] }).toEqual({
        status: 0,
        signal: null,
        stderr:
          "loopgate replay: hint: this only reports; a regression still exits 0. Add --fail-on-regression to exit 3 on a regression.",
      });
      const report = JSON.parse(read("report.json")) as {
        totals: { recordings: number; passed: number };
        comparison: { counts: { regressed: number; unchanged: number } };
      };
      expect(report.totals.recordings).toBe(count);
      expect(report.totals.passed).toBe(count);
      expect(report.comparison.counts.regressed).toBe(0);
      expect(report.comparison.counts.unchanged).toBe(count);
      const junit = read("junit.xml");
      expect(junit.match(/<testcase /g)?.length).toBe(count);
      expect(junit.endsWith("</testsuites>\n")).toBe(true);
      expect(read("summary.md").split("\n")[0]).toBe(
        `## ✅ loopgate: no regressions against baseline \`${count}-baseline.json\` (${count} recordings)`,
      );
      liveHeap.set(count, live());
    }, 120_000);
  }

  // A heap limit only fails a design that keeps several times too much; this fails one that
  // keeps a few hundred bytes more for each recording, whatever the heap limit.
  it(`keeps at most ${MAX_LIVE_BYTES_PER_RECORDING} bytes of live heap more for each recording more`, () => {
    expect([...liveHeap.keys()]).toEqual([N, 4 * N]);
    const perRecording = (liveHeap.get(4 * N)! - liveHeap.get(N)!) / (3 * N);
    expect(perRecording).toBeGreaterThan(0);
    expect(perRecording).toBeLessThan(MAX_LIVE_BYTES_PER_RECORDING);
  });
});
