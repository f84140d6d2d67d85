/** What a recorder test reads back: the recording's events, the fixture server's bookings, the judge's report of it. */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { CLI, ROOT } from "./paths.js";

export type RecordedEvent = Record<string, unknown> & { type: string };

/** A recording's events, in order. */
export const eventsOf = (file: string): RecordedEvent[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as RecordedEvent);

/** Bookings the fixture booking server really holds (the ground truth); it writes no state file before its first booking. */
export const bookingsIn = (stateFile: string): number =>
  existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, "utf8")) as { bookings: unknown[] }).bookings.length : 0;

/** One recording as the JSON report has it: the fields the recorder tests compare. */
export interface JudgedRecording {
  verdict: string;
  reasonCode: string;
  violations: { code: string }[];
  observations: { code: string }[];
  operations: { arguments: string; executions: number }[];
}

/** `loopgate replay FILE --json FILE.report.json …options` with the built CLI: the recording's report, judged without an error. */
export function replayJson(file: string, ...options: string[]): JudgedRecording {
  const out = `${file}.report.json`;
  const run = spawnSync(process.execPath, [CLI, "replay", file, "--json", out, ...options], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(run.stderr).not.toMatch(/error/i);
  return JSON.parse(readFileSync(out, "utf8")).recordings[0] as JudgedRecording;
}
