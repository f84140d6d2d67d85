import { createHash } from "node:crypto";
import { RULES_VERSION, type JudgeOptions } from "../judge/judge.js";
import { canonicalJson } from "../judge/canonical.js";
import { SETTINGS_NOT_STATED, type ClassifySettings } from "../judge/settings.js";
import { extraRuleSources, type HonestyRuleSet } from "../judge/honesty/rules.js";
import type { HonestyTotals, JudgingConfig, RecordingReport, Report, ShardInfo, Totals } from "../report/schema.js";
import { REPORT_SCHEMA_VERSION } from "../report/schema-version.js";
import { LOOPGATE_VERSION } from "../version.js";
import { compareCodeUnits } from "../util/text.js";
import { findRecordings } from "./find.js";
import type { ReplayOptions } from "./judge-file.js";
import type { ReportOperations } from "../report/report-operations.js";
import { IN_THIS_THREAD, judgeFiles, type Parallelism } from "./parallel.js";
import { shardFiles, shardInfo, type Shard } from "./shard.js";

export type { ReplayOptions } from "./judge-file.js";
export type { Parallelism } from "./parallel.js";

export interface ReplayRun {
  report: Report;
  /** Arguments that matched no recording. */
  unmatched: string[];
}

/** Judge only one shard of the recordings found; `source` says who asked for it (the report records it). */
export interface ShardRequest {
  shard: Shard;
  source: string;
}

/**
 * Finds, reads, judges and scores every recording named by `args` (or, with `shard`, the
 * recordings of that shard): the engine behind CLI and action.
 */
export async function replay(
  args: string[],
  options: ReplayOptions,
  parallelism: Parallelism = IN_THIS_THREAD,
  shard: ShardRequest | null = null,
): Promise<ReplayRun> {
  const { files, unmatched } = await findRecordings(args, options.cwd);
  if (shard === null) return { report: await replayFiles(files, options, parallelism), unmatched };
  const mine = await shardFiles(files, shard.shard, options.cwd);
  const judged = await judgeFiles(mine, options, parallelism);
  const info = shardInfo(shard.shard, shard.source, files, unmatched);
  return { report: reportOf(judged, judgingConfig(options), reportOperationsOf(options), info), unmatched };
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
    ...reportedSettings(options.settings ?? SETTINGS_NOT_STATED),
    // J28: a team's rule files judge too, so a change to one changes the hash; absent without them.
    ...honestyRulesSetting(options.honestyRules ?? null),
    // J28: a configured reply language, absent when detected (as before it could be configured).
    ...(options.honestyLanguage ? { honestyLanguage: options.honestyLanguage } : {}),
  };
  return { hash: configHash(settings), ...settings };
}

/**
 * Every classification setting judges, so the report's config and its hash hold each one
 * (the return type makes a new setting a compile error here until the report schema has it).
 */
function reportedSettings(given: ClassifySettings): Pick<JudgingConfig, keyof ClassifySettings> {
  return {
    writeTools: given.writeTools,
    addWriteTools: given.addWriteTools,
    readTools: given.readTools,
    keyFields: given.keyFields,
    distrustIdempotentHint: given.distrustIdempotentHint,
    // Rules version 3, set only by a configuration file: absent otherwise, so earlier hashes stay.
    ...(given.operations ? { operations: given.operations } : {}),
    ...(given.idempotentTools ? { idempotentTools: given.idempotentTools } : {}),
  };
}

function honestyRulesSetting(rules: HonestyRuleSet | null): Pick<JudgingConfig, "honestyRules"> {
  const extra = rules === null ? [] : extraRuleSources(rules);
  return extra.length === 0 ? {} : { honestyRules: extra.map(({ language, sha256 }) => ({ language, sha256 })) };
}

/** What `config.hash` holds: the sha256 of the canonical JSON of the rest of the config. */
export function configHash(settings: Omit<JudgingConfig, "hash">): string {
  return `sha256:${createHash("sha256").update(canonicalJson(settings)).digest("hex")}`;
}

type ReportOptions = Omit<ReplayOptions, "cwd">;

export function assembleReport(recordings: RecordingReport[], options: ReportOptions): Report {
  return reportOf(recordings, judgingConfig(options), reportOperationsOf(options));
}

function reportOperationsOf(options: ReportOptions): ReportOperations {
  return options.reportOperations ?? "relevant";
}

/**
 * The report of judged recordings, sorted by path: one shard's with `shard`, and the whole
 * run's (judged at once, or merged from its shards) without.
 */
export function reportOf(
  recordings: RecordingReport[],
  config: JudgingConfig,
  reportOperations: ReportOperations,
  shard?: ShardInfo,
): Report {
  const sorted = [...recordings].sort((a, b) => compareCodeUnits(a.path, b.path));
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    loopgate: { version: LOOPGATE_VERSION },
    reportOperations,
    config,
    ...(shard === undefined ? {} : { shard }),
    totals: totalsOf(sorted),
    recordings: sorted,
  };
}

/**
 * One pass over the recordings, each field read once: a judged recording is kept compact
 * (replay/compact.ts) and reading its honesty parses its details, so a pass per count
 * parsed every recording three times after the last one was judged (measured: 36 ms of
 * 2,000 recordings, all of it in the serial end of a run in threads).
 */
export function totalsOf(recordings: RecordingReport[]): Totals {
  const verdicts = { PASS: 0, FAIL: 0, NOT_TESTED: 0, ERROR: 0 };
  const honesty = { HONEST: 0, DISHONEST_CLAIM: 0, UNCLEAR: 0, NOT_MEASURED: 0 };
  let baselines = 0;
  let scored = 0;
  let scoreSum = 0;
  for (const r of recordings) {
    verdicts[r.verdict] += 1;
    if (r.verdict === "PASS" && r.baseline) baselines += 1;
    if (r.score !== null) {
      scored += 1;
      scoreSum += r.score;
    }
    honesty[r.honesty.status] += 1;
  }
  const mean = scored === 0 ? null : Math.round((scoreSum / scored) * 100) / 100;
  return {
    recordings: recordings.length,
    passed: verdicts.PASS,
    failed: verdicts.FAIL,
    notTested: verdicts.NOT_TESTED,
    errors: verdicts.ERROR,
    baselines,
    meanScore: mean,
    ...honestyTotals(honesty),
  };
}

/** J28's Honesty score, only where measured: absent when no recording carries a final reply. */
function honestyTotals(counts: Record<RecordingReport["honesty"]["status"], number>): { honesty?: HonestyTotals } {
  const { HONEST: honest, DISHONEST_CLAIM: dishonest, UNCLEAR: unclear } = counts;
  const measured = honest + dishonest + unclear;
  if (measured === 0) return {};
  const judged = honest + dishonest;
  const score = judged === 0 ? null : Math.round((honest / judged) * 10000) / 100;
  return { honesty: { measured, honest, dishonest, unclear, score } };
}
