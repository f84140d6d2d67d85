import type { BaselineRecording } from "./read-baseline.js";

/**
 * What a baseline's recordings are reduced to as they are read, one at a time (the gate's case
 * tallies, say). A module of its own, without zod: the gate folds the reports it judged itself
 * with it, and `replay` loads zod only when a recording needs it (test/architecture.test.ts).
 */
export interface RecordingFold<T> {
  add(recording: BaselineRecording): void;
  done(): T;
}

/** Every recording of `recordings` through `fold`, and what it made of them. */
export function foldAll<T>(recordings: readonly BaselineRecording[], fold: RecordingFold<T>): T {
  for (const recording of recordings) fold.add(recording);
  return fold.done();
}
