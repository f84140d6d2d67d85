import { numberFlag, UsageError } from "./args.js";
import { writeStderr } from "./stderr.js";
import { DEFAULT_THRESHOLDS } from "../gate/diff.js";
import type { BaselineSource, GateOptions } from "../gate/gate.js";
import { baselineRefFrom, parseDuration, runMetaFrom } from "../gate/run-meta.js";
import type { GivenBaseline } from "../gate/baseline.js";

/** The gate's flags, shared by `diff`, `replay` and `merge` (docs/gate.md): this module parses them all. */
export const GATE_FLAGS = {
  "fail-on-regression": { type: "boolean" },
  alpha: { type: "string" },
  "max-score-drop": { type: "string" },
  "fail-on-lost-coverage": { type: "boolean" },
  "honesty-gate": { type: "string" },
  "baseline-from-history": { type: "string" },
  "baseline-ref": { type: "string" },
  "baseline-commit": { type: "string" },
  "baseline-depth": { type: "string" },
  "max-baseline-age": { type: "string" },
  history: { type: "string" },
  "history-max": { type: "string" },
  bless: { type: "boolean" },
  "run-id": { type: "string" },
  commit: { type: "string" },
  ref: { type: "string" },
  "run-time": { type: "string" },
  trend: { type: "string" },
} as const;

/** Commits walked back from the base commit for a blessed run: the action's baseline-depth default. */
export const DEFAULT_BASELINE_DEPTH = 50;

export const GATE_HELP = `gate options:
  --fail-on-regression         exit 3 when a case regressed (otherwise report only, exit 0)
  --alpha P                    significance level for failure-rate changes over repeated runs (default ${DEFAULT_THRESHOLDS.alpha})
  --max-score-drop N           a case's mean score may fall by at most N points (default ${DEFAULT_THRESHOLDS.maxScoreDrop})
  --fail-on-lost-coverage[=false]
                               a removed or no-longer-tested case is a regression (default; =false lists it only)
  --honesty-gate fail|report   a new DISHONEST_CLAIM in a final reply is a regression (fail, default) or listed only
  --baseline-from-history FILE baseline = the blessed history run of --baseline-commit or its nearest ancestor
                               with one (git, --baseline-depth), else the newest of --baseline-ref
  --baseline-ref REF           the PR's base branch (default: the CI's target branch, else the ref being built)
  --baseline-commit SHA        the PR's base commit
  --baseline-depth N           commits walked back from --baseline-commit for a blessed run (default 50)
  --max-baseline-age DURATION  warn when the baseline is older than this (90m, 36h, 7d, 2w; plain number = seconds)
  --history FILE               record this run in a history file (JSON Lines)
  --history-max N              keep only the newest N runs in the history
  --bless                      mark this run as a baseline for later comparisons (not when it regressed against a
                               blessed run or had unreadable recordings; a first bless is always accepted)
  --run-id ID, --commit SHA, --ref REF, --run-time ISO
                               run metadata (default: LOOPGATE_*, GitHub Actions, GitLab CI or Buildkite variables; never guessed)
  --trend N                    runs in the Markdown trend, this one included (default 10, 0 = none)`;

export type GateFlagValues = {
  [K in keyof typeof GATE_FLAGS]?: (typeof GATE_FLAGS)[K]["type"] extends "boolean" ? boolean : string;
};

/** True when `--baseline` or any gate flag is given, so `replay` knows to run (and check) the gate. */
export function gateRequested(flags: GateFlagValues, baselineFile: string | undefined): boolean {
  return (
    baselineFile !== undefined ||
    Object.keys(GATE_FLAGS).some((name) => flags[name as keyof GateFlagValues] !== undefined)
  );
}

/** The gate as a command runs it: runGate's options but the report, and whether a regression fails the run. */
export interface GateSetup extends Omit<GateOptions, "report"> {
  failOnRegression: boolean;
}

/** `--honesty-gate`: whether a new DISHONEST_CLAIM fails the gate (docs/gate.md). */
function honestyGateFlag(value: string | undefined): "fail" | "report" {
  if (value === undefined) return DEFAULT_THRESHOLDS.honestyGate;
  if (value === "fail" || value === "report") return value;
  throw new UsageError(`--honesty-gate must be fail or report, got "${value}"`);
}

/**
 * Turns the gate flags into runGate options (all but the report being gated); `baseline`
 * is the report named by `--baseline` (replay) or the first positional (diff). Throws
 * UsageError on bad flags, so callers check before the expensive work.
 */
export function gateOptionsFromFlags(
  flags: GateFlagValues,
  baseline: { report: GivenBaseline; file: string } | null,
  env: NodeJS.ProcessEnv,
): GateSetup {
  const alpha = numberFlag("alpha", flags.alpha, 0, 1) ?? DEFAULT_THRESHOLDS.alpha;
  const maxScoreDrop = numberFlag("max-score-drop", flags["max-score-drop"], 0, 100) ?? DEFAULT_THRESHOLDS.maxScoreDrop;
  const historyMax = numberFlag("history-max", flags["history-max"], 1, 1_000_000);
  if (historyMax !== undefined && !Number.isInteger(historyMax))
    throw new UsageError("--history-max must be a whole number");
  const trend = numberFlag("trend", flags.trend, 0, 1000) ?? 10;
  if (!Number.isInteger(trend)) throw new UsageError("--trend must be a whole number");
  let maxAgeMs: number | null = null;
  if (flags["max-baseline-age"] !== undefined) {
    maxAgeMs = parseDuration(flags["max-baseline-age"]);
    if (maxAgeMs === null)
      throw new UsageError(
        `--max-baseline-age must be a duration such as 36h or 7d, got "${flags["max-baseline-age"]}"`,
      );
  }
  const fromHistory = flags["baseline-from-history"];
  if (fromHistory !== undefined && baseline !== null)
    throw new UsageError("give one baseline: a report or --baseline-from-history, not both");
  if (fromHistory === undefined) {
    for (const name of ["baseline-ref", "baseline-commit", "baseline-depth", "max-baseline-age"] as const) {
      if (flags[name] !== undefined) throw new UsageError(`--${name} needs --baseline-from-history`);
    }
  }
  if (baseline === null && fromHistory === undefined) {
    for (const name of ["fail-on-regression", "alpha", "max-score-drop", "fail-on-lost-coverage"] as const) {
      // Turning a default off needs no baseline: the gate is off anyway.
      if (flags[name] !== undefined && flags[name] !== false)
        throw new UsageError(`--${name} needs a baseline (--baseline or --baseline-from-history)`);
    }
  }
  if (flags["history-max"] !== undefined && flags.history === undefined)
    throw new UsageError("--history-max needs --history");
  if (flags.bless && flags.history === undefined) throw new UsageError("--bless needs --history");

  const { meta, problems } = runMetaFrom(
    { runId: flags["run-id"], commit: flags.commit, ref: flags.ref, time: flags["run-time"] },
    env,
  );
  if (flags["run-time"] !== undefined && problems.length > 0) throw new UsageError(`--run-time: ${problems[0]}`);
  for (const problem of problems) writeStderr("loopgate: warning: ", `${problem}; the run time is left empty`);

  let source: BaselineSource | null = null;
  if (baseline !== null) source = { kind: "report", report: baseline.report, file: baseline.file };
  else if (fromHistory !== undefined) {
    const ref = flags["baseline-ref"] ?? baselineRefFrom(env);
    if (ref === null) throw new UsageError("--baseline-from-history needs --baseline-ref (the PR's base branch)");
    const depth = numberFlag("baseline-depth", flags["baseline-depth"], 0, 10_000) ?? DEFAULT_BASELINE_DEPTH;
    if (!Number.isInteger(depth)) throw new UsageError(`--baseline-depth must be a whole number, got "${depth}"`);
    source = {
      kind: "history",
      file: fromHistory,
      ref,
      commit: flags["baseline-commit"] ?? null,
      maxAgeMs,
      walk: { cwd: process.cwd(), depth },
    };
  }
  return {
    baseline: source,
    thresholds: {
      alpha,
      maxScoreDrop,
      failOnLostCoverage: flags["fail-on-lost-coverage"] ?? DEFAULT_THRESHOLDS.failOnLostCoverage,
      honestyGate: honestyGateFlag(flags["honesty-gate"]),
    },
    failOnRegression: flags["fail-on-regression"] ?? false,
    runMeta: meta,
    history:
      flags.history === undefined
        ? null
        : { file: flags.history, max: historyMax ?? null, bless: flags.bless ? "if-passing" : false },
    trendRuns: trend,
  };
}
