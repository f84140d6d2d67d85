import type { BaselineInfo, Comparison, Regression, Thresholds } from "../report/comparison.js";
import type { Report } from "../report/schema.js";
import { baselineSummaryFor, type BaselineSummary, type GivenBaseline } from "./baseline.js";
import { caseSetOfReport, type CaseSet } from "./cases.js";
import { compareRuns, type RunIdentity } from "./diff.js";
import {
  appendToHistory,
  entryFromReport,
  normalizeRef,
  readHistory,
  runNumber,
  selectBaseline,
  type HistoryEntry,
  type HistoryLine,
} from "./history.js";
import { runMarkdownParts } from "./headline.js";
import { compareEvidence } from "./evidence.js";
import { passRateOf, type TrendPoint } from "./markdown.js";
import { parseTime, type RunMeta } from "./run-meta.js";
import { explainScoreDrops } from "./score-drop.js";
import { ancestry } from "../util/git.js";

export type BaselineSource =
  | { kind: "report"; report: GivenBaseline; file: string }
  | {
      kind: "history";
      file: string;
      ref: string;
      commit: string | null;
      /** Warn when the chosen baseline is older than this (ms) relative to the current run's time. */
      maxAgeMs: number | null;
      /** How `file` is named in warnings and the report, when it is read from a resolved path. */
      displayPath?: string;
      /**
       * `commit` and its ancestors, nearest first, as git walked them (bounded): the baseline
       * is the nearest one's blessed run. Null or absent: git could not tell, so only `commit` itself.
       */
      ancestry?: string[] | null;
      /** Walk `commit`'s ancestors with git in this folder (the CLI), when `ancestry` is not given. */
      walk?: { cwd: string; depth: number };
    };

export interface GateOptions {
  report: Report;
  baseline: BaselineSource | null;
  thresholds: Thresholds;
  runMeta: RunMeta;
  /**
   * Record this run in a history file (`--history`). `blessRefusal` says why a run that
   * looks clean must still not become a baseline (a recordings pattern matched nothing,
   * only one shard was judged).
   */
  history: {
    file: string;
    max: number | null;
    /**
     * always: the run is the truth (the default branch after a merge), blessed even when it
     * differs from its baseline; if-passing: not when it regressed against a blessed run.
     */
    bless: BlessMode;
    displayPath?: string;
    blessRefusal?: string | null;
  } | null;
  /** History entries shown in the trend, this run included; 0 for none. */
  trendRuns: number;
  /**
   * Compare only the cases this run judged: a shard's run holds part of the cases, and a
   * case judged by another shard is not removed.
   */
  onlyJudgedCases?: boolean;
}

export type BlessMode = false | "always" | "if-passing";

/** What a bless did: blessed or refused (with why), and what the blessed state holds. */
export interface BlessOutcome {
  blessed: boolean;
  /** Why the run was not blessed; null when it was. */
  refusal: string | null;
  /** Failing cases that the baseline already failed, or all failing cases of a first bless. */
  knownFailures: number;
  /** Regressions against the previous baseline that this bless accepts as the new state. */
  acceptedRegressions: Regression[];
}

export interface GateResult {
  /** The report with `comparison` set when a baseline was found. */
  report: Report;
  comparison: Comparison | null;
  /** The run regressed against its baseline; what that means for the exit is the caller's (`failOnRegression`). */
  regressed: boolean;
  /** One line of Markdown for renderMarkdown's `headline`. */
  headline: string;
  /** renderMarkdown's `leadSections` (runMarkdownParts): the config change, bless, changes, evidence, trend. */
  markdownSections: string[];
  /** For stderr or annotations: skipped history lines, missing baseline, baseline age. */
  warnings: string[];
  /** Null when no bless was asked for. */
  bless: BlessOutcome | null;
  /** The history trend the Markdown shows, this run last; empty without a history. */
  trend: TrendPoint[];
}

/**
 * The regression gate, shared by `loopgate diff`, `loopgate replay --baseline…` and the
 * GitHub Action: pick the baseline, compare, record the run in the history, render.
 */
export async function runGate(given: GateOptions): Promise<GateResult> {
  const options = await withAncestry(given);
  const warnings: string[] = [];
  const histories = new Map<string, HistoryLine[]>();
  const loadHistory = async (file: string, displayPath: string) => {
    const cached = histories.get(file);
    if (cached) return cached;
    const read = await readHistory(file, displayPath);
    warnings.push(...read.warnings);
    histories.set(file, read.entries);
    return read.entries;
  };

  const current = options.report;
  const comparison = await compareWithBaseline(options, loadHistory, warnings);
  const report: Report = comparison ? { ...current, comparison } : current;
  let trendEntries: HistoryLine[] = [];
  const trendFile = options.history
    ? { file: options.history.file, shown: options.history.displayPath ?? options.history.file }
    : options.baseline?.kind === "history"
      ? { file: options.baseline.file, shown: options.baseline.displayPath ?? options.baseline.file }
      : null;
  if (options.trendRuns > 0 && trendFile !== null) trendEntries = await loadHistory(trendFile.file, trendFile.shown);

  let blessed: BlessOutcome | null = null;
  if (options.history) {
    blessed = blessOutcome(options.history, current, comparison);
    if (blessed?.refusal) warnings.push(`not blessed: ${blessed.refusal}`);
    const entry = entryFromReport(current, options.runMeta, blessed?.blessed ?? false);
    const appended = await appendToHistory(options.history.file, entry, {
      max: options.history.max,
      ...(options.history.displayPath === undefined ? {} : { displayPath: options.history.displayPath }),
    });
    if (!histories.has(options.history.file)) warnings.push(...appended.warnings);
  }

  const trendRef = options.baseline?.kind === "history" ? options.baseline.ref : options.runMeta.ref;
  const ancestry = options.baseline?.kind === "history" ? (options.baseline.ancestry ?? null) : null;
  const points = trendPoints(
    inCommitOrder(trendEntries, ancestry),
    current,
    options.runMeta,
    trendRef,
    options.trendRuns,
  );
  const { headline, leadSections } = runMarkdownParts(report, { bless: blessed, trend: points });
  return {
    report,
    comparison,
    regressed: comparison?.regressed ?? false,
    headline,
    markdownSections: leadSections,
    warnings,
    bless: blessed,
    trend: points,
  };
}

/**
 * Whether this run becomes a baseline. An incomplete run (a pattern matched nothing, one
 * shard, unreadable recordings) never does: it is not the state of the branch. A run with
 * no blessed run before it is always accepted, so a history with known failures can start.
 */
function blessOutcome(
  history: NonNullable<GateOptions["history"]>,
  current: Report,
  comparison: Comparison | null,
): BlessOutcome | null {
  if (history.bless === false) return null;
  const failing = [...caseSetOfReport(current)].filter(([, tally]) => tally.failed > 0).map(([caseId]) => caseId);
  const hasBaseline = comparison !== null && comparison.baseline.source !== "none";
  const accepted = hasBaseline ? comparison.regressions : [];
  const acceptedCases = new Set(accepted.map((r) => r.caseId));
  const outcome = {
    knownFailures: failing.filter((caseId) => !acceptedCases.has(caseId)).length,
    acceptedRegressions: accepted,
  };
  const refusal =
    history.blessRefusal ||
    (current.totals.errors > 0
      ? `${current.totals.errors} recording(s) could not be read, so this run is incomplete`
      : history.bless === "if-passing" && hasBaseline && comparison.regressed
        ? "this run regressed against its baseline (bless: if-passing; bless: true records the new state)"
        : null);
  return refusal ? { blessed: false, refusal, ...outcome } : { blessed: true, refusal: null, ...outcome };
}

/** The CLI names a commit; git on this machine gives its ancestors (fetching what a shallow clone lacks). */
async function withAncestry(options: GateOptions): Promise<GateOptions> {
  const source = options.baseline;
  if (source?.kind !== "history" || source.ancestry !== undefined || !source.walk || source.commit === null)
    return options;
  const found = await ancestry(source.commit, source.walk.depth, { cwd: source.walk.cwd, fetch: true });
  return { ...options, baseline: { ...source, ancestry: found } };
}

type HistoryLoader = (file: string, displayPath: string) => Promise<HistoryLine[]>;

interface Compared {
  comparison: Comparison;
  /** The baseline's per-recording digests (or their changes, when read against this run); null when it holds none. */
  evidence: BaselineSummary["evidence"];
}

/** What both kinds of baseline need: this run's cases and how it was judged. */
interface CurrentRun {
  cases: CaseSet;
  identity: RunIdentity;
  /** The baseline's cases this run is compared on (a shard: only those it judged). */
  scoped: (baseline: CaseSet) => CaseSet;
}

/** The comparison with the baseline, the evidence changes included; null without a baseline. */
async function compareWithBaseline(
  options: GateOptions,
  loadHistory: HistoryLoader,
  warnings: string[],
): Promise<Comparison | null> {
  const current = options.report;
  const cases = caseSetOfReport(current);
  const run: CurrentRun = {
    cases,
    identity: {
      loopgateVersion: current.loopgate.version,
      configHash: current.config.hash,
      rulesVersion: current.config.rulesVersion,
    },
    scoped: (baseline) =>
      options.onlyJudgedCases ? new Map([...baseline].filter(([caseId]) => cases.has(caseId))) : baseline,
  };
  let compared: Compared | null = null;
  const onlyJudged = options.onlyJudgedCases ?? false;
  if (options.baseline?.kind === "report") {
    const baseline = await baselineSummaryFor(options.baseline.report, { current, onlyJudged });
    const info = baselineInfo("report", options.baseline.file, null, {
      loopgateVersion: baseline.loopgate.version,
      configHash: baseline.config.hash,
      rulesVersion: baseline.config.rulesVersion,
    });
    compared = {
      comparison: compareRuns(run.scoped(baseline.cases), cases, options.thresholds, info, run.identity),
      evidence: baseline.evidence,
    };
  } else if (options.baseline?.kind === "history") {
    compared = await compareWithHistory(options.baseline, options, run, loadHistory, warnings);
  }
  if (compared === null) return null;
  explainScoreDrops(compared.comparison, current);
  const { evidence } = compared;
  compared.comparison.evidence =
    evidence === null || evidence instanceof Map ? compareEvidence(current, evidence, { onlyJudged }) : evidence;
  return compared.comparison;
}

/** Against the history's blessed run of the base commit or ref; with none, against nothing (every case new). */
async function compareWithHistory(
  source: Extract<BaselineSource, { kind: "history" }>,
  options: GateOptions,
  run: CurrentRun,
  loadHistory: HistoryLoader,
  warnings: string[],
): Promise<Compared> {
  const shown = source.displayPath ?? source.file;
  const entries = await loadHistory(source.file, shown);
  const choice = selectBaseline(entries, {
    ref: source.ref,
    commit: source.commit,
    excludeRunId: options.runMeta.runId,
    ancestry: source.ancestry ?? null,
  });
  if (choice === null) {
    const reason =
      entries.length === 0
        ? `${shown} holds no runs yet`
        : `${shown} has no blessed run of ref ${normalizeRef(source.ref)}${source.commit === null ? "" : ` or commit ${source.commit}`}`;
    warnings.push(`no baseline: ${reason}; every case counts as new, so every failing case is a regression`);
    const info = baselineInfo("none", shown, null, run.identity);
    const comparison = compareRuns(new Map(), run.cases, options.thresholds, info, run.identity);
    comparison.notes.unshift(
      `No baseline: ${reason}. Every case counts as new, so every failing case is a regression.`,
    );
    return { comparison, evidence: null };
  }
  const entry = choice.entry;
  const info = baselineInfo("history", shown, entry, entry);
  const comparison = compareRuns(run.scoped(entry.cases), run.cases, options.thresholds, info, run.identity);
  // Only a baseline picked by file order deserves the callout: an ancestor's run is the expected case.
  if (source.commit !== null && choice.matchedBy === "ref") {
    const walked = source.ancestry ? source.ancestry.length - 1 : 0;
    const within = source.ancestry ? ` or of its ancestors within ${walked} commit${walked === 1 ? "" : "s"}` : "";
    comparison.notes.unshift(
      `No blessed run of the base commit ${source.commit}${within} in the history; compared with the newest blessed run of ${normalizeRef(source.ref)} instead.`,
    );
  }
  const age = ageProblem(entry, options.runMeta, source.maxAgeMs);
  if (age !== null) {
    comparison.notes.unshift(age);
    warnings.push(age);
  }
  return { comparison, evidence: entry.evidence };
}

function baselineInfo(
  source: BaselineInfo["source"],
  file: string,
  run: RunMeta | null,
  judged: RunIdentity,
): BaselineInfo {
  return {
    source,
    file,
    runId: run?.runId ?? null,
    commit: run?.commit ?? null,
    ref: run?.ref ?? null,
    time: run?.time ?? null,
    loopgateVersion: judged.loopgateVersion,
    configHash: judged.configHash,
    rulesVersion: judged.rulesVersion,
  };
}

function ageProblem(entry: HistoryEntry, meta: RunMeta, maxAgeMs: number | null): string | null {
  if (maxAgeMs === null) return null;
  const baselineTime = entry.time === null ? null : parseTime(entry.time);
  const currentTime = meta.time === null ? null : parseTime(meta.time);
  if (baselineTime === null || currentTime === null) {
    const missing =
      baselineTime === null
        ? "the baseline run has no time"
        : "this run has no time (set --run-time or LOOPGATE_RUN_TIME)";
    return `The baseline's age cannot be checked: ${missing}.`;
  }
  const age = currentTime - baselineTime;
  if (age <= maxAgeMs) return null;
  return `The baseline (${entry.time}) is ${formatDuration(age)} older than this run, more than --max-baseline-age ${formatDuration(maxAgeMs)}.`;
}

function formatDuration(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours >= 48) return `${Math.floor(hours / 24)}d`;
  if (hours >= 1) return `${Math.floor(hours)}h`;
  return `${Math.max(0, Math.floor(ms / 60_000))}m`;
}

/**
 * With the ancestry known, the trend follows the commits, not the file: the runs of the
 * base commit's ancestors, oldest commit first (runs of one commit by run id, then line).
 * Runs of commits off that line (an abandoned branch, an unknown commit) are left out.
 */
function inCommitOrder(entries: HistoryLine[], ancestry: string[] | null): HistoryLine[] {
  if (ancestry === null) return entries;
  const position = new Map(ancestry.map((commit, index) => [commit.toLowerCase(), index]));
  return entries
    .filter((item) => item.entry.commit !== null && position.has(item.entry.commit.toLowerCase()))
    .sort(
      (a, b) =>
        position.get(b.entry.commit!.toLowerCase())! - position.get(a.entry.commit!.toLowerCase())! ||
        runNumber(a) - runNumber(b) ||
        a.line - b.line,
    );
}

/** The last runs of the trend ref from the history, oldest first, then this run. */
function trendPoints(
  entries: HistoryLine[],
  current: Report,
  meta: RunMeta,
  ref: string | null,
  runs: number,
): TrendPoint[] {
  if (runs <= 0) return [];
  const wanted = ref === null ? null : normalizeRef(ref);
  const matching = entries
    .map((item) => item.entry)
    .filter(
      (entry) =>
        (wanted === null || (entry.ref !== null && normalizeRef(entry.ref) === wanted)) &&
        (meta.runId === null || entry.runId !== meta.runId),
    );
  const points: TrendPoint[] = (runs > 1 ? matching.slice(-(runs - 1)) : []).map((entry) => ({
    runId: entry.runId,
    commit: entry.commit,
    ref: entry.ref,
    passRate: passRateOf(entry.totals),
    meanScore: entry.totals.meanScore,
    current: false,
  }));
  points.push({
    runId: meta.runId,
    commit: meta.commit,
    ref: meta.ref,
    passRate: passRateOf(current.totals),
    meanScore: current.totals.meanScore,
    current: true,
  });
  return points;
}
