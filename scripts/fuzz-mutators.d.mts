/** Types for fuzz-mutators.mjs, which stays plain JavaScript so the harness runs with bare `node`. */
export type Random = (() => number) & { int(n: number): number; pick<T>(items: readonly T[]): T };
export type Mutation = (bytes: Buffer, rng: Random) => Buffer;
export declare function random(seed: number): Random;
export declare const GENERIC: Record<string, Mutation>;
export declare const RECORDING: Record<string, Mutation>;
export declare function reseal(bytes: Buffer): Buffer;
export declare function secretArguments(
  entry: import("./secret-corpus.mjs").CorpusEntry,
  rng: Random,
): Record<string, unknown>;
