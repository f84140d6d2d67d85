import { DEFAULT_THRESHOLDS } from "../gate/diff.js";

/** The gate's flags, shared by `diff` and `replay` (docs/gate.md). */
export const GATE_FLAGS = {
  "fail-on-regression": { type: "boolean" },
  alpha: { type: "string" },
  "max-score-drop": { type: "string" },
  "fail-on-lost-coverage": { type: "boolean" },
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

export const GATE_HELP = `gate options:
  --fail-on-regression         exit 3 when a case regressed (otherwise report only, exit 0)
  --alpha P                    significance level for failure-rate changes over repeated runs (default ${DEFAULT_THRESHOLDS.alpha})
  --max-score-drop N           a case's mean score may fall by at most N points (default ${DEFAULT_THRESHOLDS.maxScoreDrop})
  --fail-on-lost-coverage[=false]
                               a removed or no-longer-tested case is a regression (default; =false lists it only)
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
