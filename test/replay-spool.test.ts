import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { replay, type Parallelism } from "../src/replay/replay.js";
import { afterShortWrite, RenderedSpool } from "../src/replay/spool.js";
import { renderJsonReport } from "../src/report/json.js";
import { renderJunit } from "../src/report/junit.js";
import { defaultHeadline, renderMarkdown } from "../src/report/markdown.js";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import type { Report } from "../src/report/schema.js";
import { ROOT } from "./helpers/paths.js";
import { syntheticRecording } from "../scripts/synthetic-corpus.mjs";

const WORKER = path.join(ROOT, "dist", "worker", "index.js");
const FIXTURE_SETS = ["fixtures/recordings", "fixtures/hostile", "fixtures/gate/regressed"];

function outputs(report: Report): { json: string; junit: string; markdown: string } {
  return {
    json: renderJsonReport(report),
    junit: renderJunit(report),
    markdown: renderMarkdown(report, { ...MARKDOWN_FILE_BOUND, headline: defaultHeadline(report) }),
  };
}

const spoolDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith("loopgate-replay-"));

describe("recordings set aside on disk (a run larger than the memory budget)", () => {
  it("a spool keeps bytes in memory up to its budget and reads the rest back from an already removed file", () => {
    const before = spoolDirs();
    const spool = new RenderedSpool(5);
    const pieces = ["abc", "defgh", "ü-Ω-😀", "", "x".repeat(70_000)].map((text) => new TextEncoder().encode(text));
    const kept = pieces.map((bytes) => spool.keep(bytes));
    // In memory the bytes themselves; on disk the number of the piece set aside.
    expect(kept.map((entry) => (typeof entry === "number" ? entry : typeof entry))).toEqual([
      "object",
      0,
      1,
      "object",
      2,
    ]);
    expect(kept[0]).toBe(pieces[0]);
    for (const i of [4, 1, 2, 1, 4])
      expect(Buffer.from(spool.bytes(kept[i]!)).equals(Buffer.from(pieces[i]!))).toBe(true);
    // Unlinked as soon as it was opened: nothing is left behind even if the process is killed.
    expect(spoolDirs()).toEqual(before);
  });

  it("reads back every piece, in order, backwards, by jumps, and between further keeps", () => {
    const spool = new RenderedSpool(0);
    // Sizes from empty to beyond the megabyte it writes at once; more tiny ones than one write takes.
    const sizes = [...Array.from({ length: 1500 }, (_, i) => i % 7), 300_000, 1_500_000, 45_000, 1_200, 45_000];
    const pieces = sizes.map((size, i) => Buffer.alloc(size, i % 251));
    const kept = pieces.map((bytes) => spool.keep(bytes));
    const back = (i: number) => Buffer.from(spool.bytes(kept[i]!));
    // Bytes handed out earlier must not change with later reads.
    const held = spool.bytes(kept[1501]!);
    const orders = [
      sizes.map((_, i) => i),
      sizes.map((_, i) => sizes.length - 1 - i),
      sizes.map((_, i) => (i * 37) % sizes.length),
    ];
    for (const order of orders) for (const i of order) expect(back(i).equals(pieces[i]!)).toBe(true);
    expect(Buffer.from(held).equals(pieces[1501]!)).toBe(true);
    const later = [Buffer.alloc(70_000, 7), Buffer.alloc(3, 8)].map((bytes) => [bytes, spool.keep(bytes)] as const);
    for (const [bytes, entry] of later) expect(Buffer.from(spool.bytes(entry)).equals(bytes)).toBe(true);
    expect(back(1500).equals(pieces[1500]!)).toBe(true);
  });

  for (const set of FIXTURE_SETS) {
    it(`${set}: JSON, JUnit and Markdown are the same bytes whether recordings stay in memory or go to disk`, async () => {
      expect(existsSync(WORKER)).toBe(true);
      const run = async (parallelism: Parallelism) => outputs((await replay([set], { cwd: ROOT }, parallelism)).report);
      const inMemory = await run({ jobs: 1, workerScript: null, renderJson: false });
      expect(inMemory.junit).toContain("<failure");
      expect(inMemory.junit).toMatch(/calls: call \d+ at [\d.]+ ms \(line \d+, /);
      const variants: Parallelism[] = [
        { jobs: 1, workerScript: null, renderJson: true, memoryBytes: 0 },
        { jobs: 1, workerScript: null, renderJson: false, memoryBytes: 0 },
        { jobs: 1, workerScript: null, renderJson: false, memoryBytes: 20_000 },
        { jobs: 2, workerScript: WORKER, renderJson: true, memoryBytes: 0 },
        { jobs: 3, workerScript: WORKER, renderJson: true, memoryBytes: 30_000 },
        { jobs: 2, workerScript: WORKER, renderJson: false, memoryBytes: 0 },
      ];
      for (const parallelism of variants) {
        const { json, ...reports } = await run(parallelism);
        // Without a JSON report nothing is rendered (issue 26): only JUnit and Markdown are compared.
        if (parallelism.renderJson) expect(json).toBe(inMemory.json);
        expect(reports).toEqual({ junit: inMemory.junit, markdown: inMemory.markdown });
      }
    });
  }

  it("a write that stops short goes on from the first byte that did not go out", () => {
    const pieces = ["abc", "", "de", "fghi"].map((text) => new TextEncoder().encode(text));
    const text = (rest: Uint8Array[]) => rest.map((bytes) => new TextDecoder().decode(bytes));
    expect(text(afterShortWrite(pieces, 0))).toEqual(["abc", "", "de", "fghi"]);
    expect(text(afterShortWrite(pieces, 2))).toEqual(["c", "", "de", "fghi"]);
    // A piece written whole is dropped, and so is an empty one right after it.
    expect(text(afterShortWrite(pieces, 3))).toEqual(["de", "fghi"]);
    expect(text(afterShortWrite(pieces, 6))).toEqual(["ghi"]);
    expect(text(afterShortWrite(pieces, 9))).toEqual([]);
  });

  it("a temporary folder that is not there stops a run judged in this thread and a worker, with one line naming the folder", async () => {
    const corpus = mkdtempSync(path.join(tmpdir(), "loopgate-spool-fail-"));
    try {
      mkdirSync(path.join(corpus, "recs"));
      // About 2 MiB rendered with every operation listed: more than the megabyte the spool
      // writes at once, so it writes while both threads judge.
      for (let i = 0; i < 40; i += 1)
        writeFileSync(path.join(corpus, "recs", `r${String(i).padStart(2, "0")}.jsonl`), syntheticRecording(i, 200));
      const before = spoolDirs();
      const missing = path.join(corpus, "no-such-folder");
      const saved = process.env.TMPDIR;
      process.env.TMPDIR = missing;
      const run = replay(
        ["recs"],
        { cwd: corpus, reportOperations: "all" },
        { jobs: 2, workerScript: WORKER, renderJson: true, memoryBytes: 0 },
      );
      try {
        await expect(run).rejects.toThrow(
          `cannot set judged recordings aside in the temporary folder ${missing}: no such file or directory (TMPDIR, or TEMP on Windows, chooses another)`,
        );
      } finally {
        if (saved === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = saved;
      }
      expect(spoolDirs()).toEqual(before);
    } finally {
      rmSync(corpus, { recursive: true, force: true });
    }
  });
});
