import { createHash } from "node:crypto";
import { closeSync, readSync } from "node:fs";
import { openRegularFile } from "../util/fs.js";
import path from "node:path";
import { loadRecordingSchemas, type RecordingSchemas } from "../recording/lazy-schema.js";
import { caseIdOf } from "../report/case-id.js";
import type { ShardInfo } from "../report/schema.js";
import type { Shard } from "../report/shard-id.js";
import { compareCodeUnits } from "../util/text.js";

// Naming a shard is the report's business (the gate reads it too); the split is replay's.
export { MAX_SHARDS } from "../report/schema-version.js";
export { parseShard, shardLabel, type Shard } from "../report/shard-id.js";

/**
 * The recordings of shard `shard.index` of `shard.total`, in the order given. Every job of a
 * CI matrix computes this on its own, so it depends only on the recordings: the runs of one
 * case (by the header's `case` label, else by path, as the gate groups them) stay together,
 * and the cases are dealt largest first, each to the shard holding the fewest recordings so
 * far (ties: the lower shard). With one recording per case this is round-robin over the
 * sorted case ids.
 */
export async function shardFiles(files: string[], shard: Shard, cwd: string): Promise<string[]> {
  const { HeaderEventSchema } = await loadRecordingSchemas();
  const byCase = new Map<string, string[]>();
  for (const file of files) {
    const caseId = caseIdOf(file, headerLabels(path.resolve(cwd, file), HeaderEventSchema));
    const runs = byCase.get(caseId);
    if (runs) runs.push(file);
    else byCase.set(caseId, [file]);
  }
  const cases = [...byCase].sort(([a, runsA], [b, runsB]) => runsB.length - runsA.length || compareCodeUnits(a, b));
  const shards = new LeastLoaded(shard.total);
  const mine = new Set<string>();
  for (const [, runs] of cases) {
    if (shards.take(runs.length) === shard.index - 1) for (const file of runs) mine.add(file);
  }
  return files.filter((file) => mine.has(file));
}

/** Shards by load, a binary min-heap of [load, shard]: the least loaded (then lowest) shard first. */
class LeastLoaded {
  private readonly heap: Array<[number, number]>;

  constructor(total: number) {
    this.heap = Array.from({ length: total }, (_, index): [number, number] => [0, index]);
  }

  /** Adds `weight` to the least loaded shard and returns that shard (0-based). */
  take(weight: number): number {
    const top = this.heap[0]!;
    top[0] += weight;
    this.siftDown(0);
    return top[1];
  }

  private siftDown(at: number): void {
    const heap = this.heap;
    for (;;) {
      let smallest = at;
      for (const child of [2 * at + 1, 2 * at + 2]) {
        if (child < heap.length && before(heap[child]!, heap[smallest]!)) smallest = child;
      }
      if (smallest === at) return;
      [heap[at], heap[smallest]] = [heap[smallest]!, heap[at]!];
      at = smallest;
    }
  }
}

function before(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/** A header line longer than this is not read for its labels: the case falls back to the path. */
const MAX_HEADER_BYTES = 1024 * 1024;
const HEADER_READ_BYTES = 64 * 1024;
let headerBuffer: Buffer | undefined;

/**
 * The labels of a recording's header line; none when the file or its header cannot be read
 * (judging reports that recording as unreadable, under its path's case).
 */
function headerLabels(file: string, HeaderEventSchema: RecordingSchemas["HeaderEventSchema"]): Record<string, string> {
  try {
    const line = readHeaderLine(file);
    if (line === null) return {};
    const header = HeaderEventSchema.safeParse(JSON.parse(line));
    return header.success ? header.data.labels : {};
  } catch {
    return {};
  }
}

function readHeaderLine(file: string): string | null {
  const buffer = (headerBuffer ??= Buffer.allocUnsafe(MAX_HEADER_BYTES));
  // Not a plain open: a FIFO would block here (the reader then reports it as unreadable).
  const { fd } = openRegularFile(file);
  try {
    let bytes = 0;
    while (bytes < MAX_HEADER_BYTES) {
      const read = readSync(fd, buffer, bytes, Math.min(HEADER_READ_BYTES, MAX_HEADER_BYTES - bytes), null);
      if (read === 0) return null;
      const newline = buffer.subarray(bytes, bytes + read).indexOf(10);
      if (newline !== -1) return buffer.toString("utf8", 0, bytes + newline);
      bytes += read;
    }
    return null;
  } finally {
    closeSync(fd);
  }
}

/** The whole run a shard belongs to: what `merge` checks the shards add up to. */
export function shardInfo(shard: Shard, source: string, allFiles: string[], unmatched: string[]): ShardInfo {
  return {
    index: shard.index,
    total: shard.total,
    source,
    run: { recordings: allFiles.length, paths: pathsDigest(allFiles), unmatched },
  };
}

/** sha256 of the sorted paths: two shards with the same digest split the same recordings. */
export function pathsDigest(files: string[]): string {
  const sorted = [...files].sort(compareCodeUnits);
  return `sha256:${createHash("sha256").update(JSON.stringify(sorted)).digest("hex")}`;
}
