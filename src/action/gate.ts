import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readBaselineSummary } from "../gate/baseline.js";
import { caseSetOfReport } from "../gate/cases.js";
import { runGate, type BaselineSource, type GateResult } from "../gate/gate.js";
import { baselineRefFrom, runMetaFrom, type RunMeta } from "../gate/run-meta.js";
import { ancestry, type GitOptions } from "../util/git.js";
import {
  fetchHistoryBranch,
  gitCredentials,
  pushHistory,
  showFile,
  showFileOfCommit,
  toGitPath,
} from "./history-branch.js";
import type { Regression } from "../report/comparison.js";
import { looksLikeHistory } from "../report/read.js";
import type { Report } from "../report/schema.js";
import { fileOpening, readRegularFile, withoutByteOrderMark } from "../util/fs.js";
import type { ActionInputs } from "./inputs.js";
import { errorMessage, firstLine } from "../util/text.js";

/** Runs in the summary's trend, this one included: the CLI's `--trend` default. */
const TREND_RUNS = 10;

export interface ActionGateResult {
  /** What `loopgate replay --baseline…` would give: the report with its comparison, headline, Markdown sections. */
  gate: GateResult | null;
  /** The gating regressions; without a baseline every failing case is a new case that fails. */
  regressions: Regression[];
  warnings: string[];
  /** Problems that make the step an error (an unreadable baseline, a bad history write). */
  problems: string[];
  /** The history-branch commit that holds this run; null when none was pushed. */
  historyCommit: string | null;
}

/**
 * The regression gate as the action runs it: the CLI's runGate, fed from the inputs and
 * the runner's environment. `incomplete` says why this run must not become a baseline.
 */
export async function runActionGate(
  report: Report,
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  workspace: string,
  incomplete: string | null,
): Promise<ActionGateResult> {
  const warnings: string[] = [];
  const problems: string[] = [];
  const gitOptions = { cwd: workspace, env: await credentials(inputs, env, workspace) };
  const baseSha = await pullRequestBaseSha(env);
  let files: HistoryFiles;
  try {
    files = await historyFiles(inputs, env, workspace, baseSha, gitOptions);
  } catch (error) {
    problems.push(errorLine(error));
    return { gate: null, regressions: [], warnings, problems, historyCommit: null };
  }
  let baseline: BaselineSource | null = null;
  if (files.baseline !== null) {
    try {
      baseline = await baselineSource(files, inputs, env, baseSha, gitOptions, report);
    } catch (error) {
      problems.push(errorLine(error));
    }
  }
  const { meta, problems: metaProblems } = runMetaFrom({}, env);
  // Only the history stores the run time.
  if (inputs.history !== null) warnings.push(...metaProblems);
  const blessRefusal =
    problems[0] ??
    incomplete ??
    (inputs.shard ? `shard ${inputs.shard.index}/${inputs.shard.total} judged only part of the cases` : null);
  let gate: GateResult;
  try {
    gate = await runGate({
      report,
      baseline,
      thresholds: {
        alpha: inputs.alpha,
        maxScoreDrop: inputs.maxScoreDrop,
        failOnLostCoverage: inputs.failOnLostCoverage,
        honestyGate: inputs.honestyGate,
      },
      runMeta: meta,
      history:
        files.history === null
          ? null
          : {
              file: files.history.file,
              displayPath: files.history.shown,
              max: null,
              bless: inputs.bless,
              blessRefusal,
            },
      trendRuns: TREND_RUNS,
      onlyJudgedCases: inputs.shard !== null,
    });
  } catch (error) {
    problems.push(errorLine(error));
    return { gate: null, regressions: [], warnings, problems, historyCommit: null };
  }
  warnings.push(...gate.warnings);
  const regressions = gate.comparison ? gate.comparison.regressions : failingCases(report);
  let historyCommit: string | null = null;
  if (inputs.historyBranch !== null && files.history !== null) {
    try {
      historyCommit = await pushRun(inputs.historyBranch, files.history.file, inputs.history!, meta, gate, gitOptions);
    } catch (error) {
      problems.push(errorLine(error));
    }
  }
  return { gate, regressions, warnings, problems, historyCommit };
}

interface HistoryFiles {
  /** Where the file is read (and, for the history, appended); `shown` names it in the summary. */
  baseline: { file: string; shown: string; missingIsEmpty: boolean } | null;
  history: { file: string; shown: string } | null;
}

/**
 * The baseline and history files as this run reads them. With history-branch they are
 * paths in that branch, copied to a temporary folder (the history is appended there, then
 * pushed); while the branch does not exist yet they come from the base commit in a pull
 * request (never the pull request's own tree) or from the workspace, so a history kept on
 * the default branch moves to the data branch with the first write.
 */
async function historyFiles(
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  workspace: string,
  baseSha: string | null,
  gitOptions: GitOptions,
): Promise<HistoryFiles> {
  const branch = inputs.historyBranch;
  if (branch === null) {
    const appendsTo = (file: string) => inputs.history !== null && path.resolve(workspace, inputs.history) === file;
    const baseline =
      inputs.baseline === null ? null : { file: path.resolve(workspace, inputs.baseline), shown: inputs.baseline };
    return {
      baseline: baseline === null ? null : { ...baseline, missingIsEmpty: appendsTo(baseline.file) },
      history:
        inputs.history === null ? null : { file: path.resolve(workspace, inputs.history), shown: inputs.history },
    };
  }
  const onBranch = await fetchHistoryBranch(branch, gitOptions);
  const temp = mkdtempSync(path.join(env.RUNNER_TEMP || os.tmpdir(), "loopgate-history-"));
  const copy = async (file: string, name: string) => {
    const gitPath = toGitPath(file);
    const fromBase = !onBranch && baseSha !== null;
    const text = onBranch
      ? await showFile(`refs/loopgate/${branch}`, gitPath, gitOptions)
      : fromBase
        ? await showFileOfCommit(baseSha, gitPath, gitOptions)
        : await readWorkspaceFile(path.resolve(workspace, file));
    const local = path.join(temp, name);
    writeFileSync(local, text ?? "");
    const shown = onBranch ? `${branch}:${gitPath}` : fromBase ? `${baseSha.slice(0, 7)}:${gitPath}` : gitPath;
    return { file: local, shown };
  };
  const history = inputs.history === null ? null : await copy(inputs.history, "history.jsonl");
  const sameFile =
    inputs.baseline !== null && inputs.history !== null && toGitPath(inputs.baseline) === toGitPath(inputs.history);
  const baseline = inputs.baseline === null ? null : sameFile ? history! : await copy(inputs.baseline, "baseline");
  // No history yet (no branch, no file): the first run, compared with nothing.
  return { baseline: baseline === null ? null : { ...baseline, missingIsEmpty: true }, history };
}

async function readWorkspaceFile(file: string): Promise<string | null> {
  try {
    return withoutByteOrderMark((await readRegularFile(file)).bytes.toString("utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * A JSON report is compared as is; a history file gives the blessed run of the base
 * commit or its nearest ancestor, and an empty one (or a missing one this run starts)
 * gives none yet.
 */
async function baselineSource(
  files: HistoryFiles,
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  baseSha: string | null,
  gitOptions: GitOptions,
  current: Report,
): Promise<BaselineSource> {
  const { file: absolute, shown: file, missingIsEmpty } = files.baseline!;
  let text: string;
  try {
    text = fileOpening(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The first run of update-baseline.yml: the history it gates against is the one it starts.
    if (code === "ENOENT" && missingIsEmpty) text = "";
    else
      throw new Error(
        `baseline "${file}" could not be read: ${code === "ENOENT" ? "no such file" : errorLine(error)}`,
        { cause: error },
      );
  }
  if (text.trim() !== "" && !looksLikeHistory(text)) {
    // Read as replay --baseline reads it: one recording at a time, against this run.
    const summary = await readBaselineSummary(absolute, file, { current, onlyJudged: inputs.shard !== null });
    return { kind: "report", report: summary, file };
  }
  const ref = inputs.baselineRef ?? baselineRefFrom(env) ?? "";
  if (ref === "") throw new Error(`baseline "${file}" is a history file: set baseline-ref to pick its entry`);
  // A pull request compares with its base commit's line; a push, with the pushed commit's own.
  const commit = baseSha ?? runMetaFrom({}, env).meta.commit;
  return {
    kind: "history",
    file: absolute,
    displayPath: file,
    ref,
    commit,
    maxAgeMs: null,
    ancestry: commit === null ? null : await ancestry(commit, inputs.baselineDepth, { ...gitOptions, fetch: true }),
  };
}

/** This run's history, committed on the branch and pushed; the commit's id. */
async function pushRun(
  branch: string,
  local: string,
  file: string,
  meta: RunMeta,
  gate: GateResult,
  gitOptions: GitOptions,
): Promise<string> {
  const run = meta.runId ?? "without id";
  const at = meta.commit === null ? "" : ` (${meta.commit.slice(0, 7)})`;
  const message = gate.bless?.blessed
    ? `loopgate: bless run ${run}${at}`
    : `loopgate: record run ${run}${at}${gate.bless?.refusal ? ", not blessed" : ""}`;
  const pushed = await pushHistory(branch, file, local, meta.runId, message, { ...gitOptions, retryDelayMs: 2000 });
  return pushed.commit;
}

/** The history branch and a baseline from git are the gate's only reasons to reach origin. */
async function credentials(
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  workspace: string,
): Promise<NodeJS.ProcessEnv> {
  if (inputs.historyBranch === null && inputs.baseline === null) return {};
  return gitCredentials(inputs.token, env, workspace);
}

/** The PR's base commit from the event payload, so the baseline is the base's own run. */
export async function pullRequestBaseSha(env: NodeJS.ProcessEnv): Promise<string | null> {
  if (!env.GITHUB_EVENT_PATH) return null;
  try {
    const event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, "utf8")) as {
      pull_request?: { base?: { sha?: unknown } };
    };
    const sha = event.pull_request?.base?.sha;
    return typeof sha === "string" && /^[0-9a-f]{7,64}$/i.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/**
 * With no baseline and no history the gate has nothing to compare, but the step must not
 * pass silently: every failing case is a new case that fails (rule NEW_CASE_FAILS).
 */
function failingCases(report: Report): Regression[] {
  const out: Regression[] = [];
  for (const [caseId, tally] of caseSetOfReport(report)) {
    if (tally.failed > 0) {
      const runs = tally.passed + tally.failed + tally.notTested + tally.errors;
      out.push({
        caseId,
        rule: "NEW_CASE_FAILS",
        message: `fails with no baseline to compare (${tally.failed} of ${runs} run${runs === 1 ? "" : "s"} failed)`,
      });
    }
  }
  return out;
}

function errorLine(error: unknown): string {
  return firstLine(errorMessage(error));
}
