import { createHash } from "node:crypto";
import { RULES_VERSION, type JudgeOptions } from "../judge/judge.js";
import { canonicalJson } from "../judge/canonical.js";
import type { JudgingConfig, RecordingReport, Report, Totals } from "../report/schema.js";
import { REPORT_SCHEMA_VERSION } from "../report/schema-version.js";
import { LOOPGATE_VERSION } from "../version.js";
import { compareCodeUnits, findRecordings } from "./find.js";
import type { ReplayOptions } from "./judge-file.js";
import { IN_THIS_THREAD, judgeFiles, type Parallelism } from "./parallel.js";

export type { ReplayOptions } from "./judge-file.js";
export type { Parallelism } from "./parallel.js";

export interface ReplayRun {
  report: Report;
  /** Arguments that matched no recording. */
  unmatched: string[];
}

/** Finds, reads, judges and scores every recording named by `args`: the engine behind CLI and action. */
export async function replay(
  args: string[],
  options: ReplayOptions,
  parallelism: Parallelism = IN_THIS_THREAD,
): Promise<ReplayRun> {
  const { files, unmatched } = await findRecordings(args, options.cwd);
  return { report: await replayFiles(files, options, parallelism), unmatched };
}

/** Judges recordings already found (paths relative to `options.cwd`); the report lists them by path. */
export async function replayFiles(
  files: string[],
  options: ReplayOptions,
  parallelism: Parallelism = IN_THIS_THREAD,
): Promise<Report> {
  return assembleReport(await judgeFiles(files, options, parallelism), options);
}

export function judgingConfig(options: JudgeOptions): JudgingConfig {
  const settings = {
    rulesVersion: RULES_VERSION,
    writeTools: options.writeTools ?? null,
    addWriteTools: options.addWriteTools ?? null,
    readTools: options.readTools ?? null,
    keyFields: options.keyFields ?? null,
    distrustIdempotentHint: options.distrustIdempotentHint ?? null,
  };
  const hash = `sha256:${createHash("sha256").update(canonicalJson(settings)).digest("hex")}`;
  return { hash, ...settings };
}

export function assembleReport(recordings: RecordingReport[], options: JudgeOptions): Report {
  const sorted = [...recordings].sort((a, b) => compareCodeUnits(a.path, b.path));
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    loopgate: { version: LOOPGATE_VERSION },
    config: judgingConfig(options),
    totals: totalsOf(sorted),
    recordings: sorted,
  };
}

export function totalsOf(recordings: RecordingReport[]): Totals {
  const scores = recordings.map((r) => r.score).filter((s): s is number => s !== null);
  const mean = scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
  return {
    recordings: recordings.length,
    passed: recordings.filter((r) => r.verdict === "PASS").length,
    failed: recordings.filter((r) => r.verdict === "FAIL").length,
    notTested: recordings.filter((r) => r.verdict === "NOT_TESTED").length,
    errors: recordings.filter((r) => r.verdict === "ERROR").length,
    baselines: recordings.filter((r) => r.verdict === "PASS" && r.baseline).length,
    meanScore: mean,
  };
}
