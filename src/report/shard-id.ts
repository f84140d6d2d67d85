import { MAX_SHARDS } from "./schema-version.js";

/** Shard `index` of `total`, counted from 1: how a report, a history entry and a CI matrix name one. */
export interface Shard {
  index: number;
  total: number;
}

/** `I/N` with 1 ≤ I ≤ N ≤ {@link MAX_SHARDS}; null when `text` is not that. */
export function parseShard(text: string): Shard | null {
  const match = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(text);
  if (!match) return null;
  const index = Number(match[1]);
  const total = Number(match[2]);
  return total >= 1 && total <= MAX_SHARDS && index >= 1 && index <= total ? { index, total } : null;
}

/** `shard 2/4`, as summaries and headlines name a shard. */
export function shardLabel(shard: Shard): string {
  return `shard ${shard.index}/${shard.total}`;
}
