import { parseShard, type Shard } from "../report/shard-id.js";

/**
 * Who a run was: stored with each history entry. Every field comes from a flag or from the
 * CI environment, never from the clock or from guessing at git; what is unknown stays null.
 */
export interface RunMeta {
  runId: string | null;
  commit: string | null;
  ref: string | null;
  /** ISO 8601 with a zone, as given. */
  time: string | null;
}

/**
 * Environment variables read, first present wins: LOOPGATE_* (any CI), then GitHub
 * Actions, GitLab CI and Buildkite. GitHub and Buildkite offer no run start time: set
 * LOOPGATE_RUN_TIME or pass --run-time (docs/gate.md). This module is the one place that
 * reads CI variables for run metadata; the CLI and the action both ask it.
 */
const SOURCES: Record<keyof RunMeta, string[]> = {
  runId: ["LOOPGATE_RUN_ID", "GITHUB_RUN_ID", "CI_PIPELINE_ID", "BUILDKITE_BUILD_ID"],
  commit: ["LOOPGATE_COMMIT", "GITHUB_SHA", "CI_COMMIT_SHA", "BUILDKITE_COMMIT"],
  ref: ["LOOPGATE_REF", "GITHUB_REF", "CI_COMMIT_REF_NAME", "BUILDKITE_BRANCH"],
  time: ["LOOPGATE_RUN_TIME", "CI_PIPELINE_CREATED_AT"],
};

/** The branch a pull request targets: the baseline's ref when none is given. */
const BASE_REF_SOURCES = [
  "LOOPGATE_BASELINE_REF",
  "GITHUB_BASE_REF",
  "CI_MERGE_REQUEST_TARGET_BRANCH_NAME",
  "BUILDKITE_PULL_REQUEST_BASE_BRANCH",
];

/** Buildkite may give a symbolic name (HEAD) for the commit: only a hex commit is one. */
const HEX_COMMIT = /^[0-9a-f]{7,64}$/i;

function fromEnv(env: NodeJS.ProcessEnv, names: string[], accept: (value: string) => boolean = () => true) {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value !== undefined && value !== "" && accept(value)) return value;
  }
  return null;
}

/**
 * The ref whose blessed run is the baseline when none is named: the pull request's target
 * branch, else the ref being built (a push to main gates against main's last blessed run).
 */
export function baselineRefFrom(env: NodeJS.ProcessEnv): string | null {
  return fromEnv(env, BASE_REF_SOURCES) ?? fromEnv(env, SOURCES.ref);
}

export function runMetaFrom(flags: Partial<RunMeta>, env: NodeJS.ProcessEnv): { meta: RunMeta; problems: string[] } {
  const problems: string[] = [];
  const pick = (field: keyof RunMeta): string | null => {
    const flag = flags[field];
    if (flag !== undefined && flag !== null && flag.trim() !== "") return flag.trim();
    if (field !== "commit") return fromEnv(env, SOURCES[field]);
    return (
      fromEnv(env, ["LOOPGATE_COMMIT"]) ?? fromEnv(env, SOURCES.commit.slice(1), (value) => HEX_COMMIT.test(value))
    );
  };
  const time = pick("time");
  let checkedTime: string | null = null;
  if (time !== null) {
    if (parseTime(time) === null)
      problems.push(`run time "${time}" is not an ISO 8601 date-time with a zone (e.g. 2026-05-01T12:00:00Z)`);
    else checkedTime = time;
  }
  return { meta: { runId: pick("runId"), commit: pick("commit"), ref: pick("ref"), time: checkedTime }, problems };
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** Milliseconds since the epoch, or null unless an ISO 8601 date-time with a zone. */
export function parseTime(text: string): number | null {
  if (!ISO_WITH_ZONE.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** `90s`, `45m`, `36h`, `7d`, `2w`, or plain seconds → milliseconds; null if not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*([smhdw]?)$/.exec(text.trim());
  if (!match) return null;
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86400, w: 604800 }[match[2] as "" | "s" | "m" | "h" | "d" | "w"];
  return Number(match[1]) * unit * 1000;
}

/**
 * The CI's own parallel-job variables, for `replay` without `--shard`: GitLab's `parallel:`
 * (CI_NODE_INDEX counts from 1), then Buildkite's `parallelism:` (BUILDKITE_PARALLEL_JOB
 * counts from 0). A pair applies only when both are set and the total is above 1: GitLab
 * sets CI_NODE_TOTAL=1 on every job that does not run in parallel.
 */
const SHARD_VARIABLES = [
  { index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", firstIndex: 1 },
  { index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0 },
] as const;

export type ShardFromEnv = { shard: Shard; source: string } | { problem: string } | null;

export function shardFromEnv(env: NodeJS.ProcessEnv): ShardFromEnv {
  for (const names of SHARD_VARIABLES) {
    const index = env[names.index]?.trim() ?? "";
    const total = env[names.total]?.trim() ?? "";
    if (index === "" || total === "" || total === "1") continue;
    const source = `${names.index}/${names.total}`;
    const shard = /^\d{1,4}$/.test(index) ? parseShard(`${Number(index) + 1 - names.firstIndex}/${total}`) : null;
    if (shard === null)
      return {
        problem: `${names.index}=${JSON.stringify(index).slice(0, 40)} and ${names.total}=${JSON.stringify(total).slice(0, 40)} name no shard (the index counts from ${names.firstIndex})`,
      };
    return { shard, source };
  }
  return null;
}
