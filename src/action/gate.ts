import { readFile } from "node:fs/promises";
import path from "node:path";
import { caseSetOfReport } from "../gate/cases.js";
import { runGate, type BaselineSource, type GateResult } from "../gate/gate.js";
import { baselineRefFrom, runMetaFrom } from "../gate/run-meta.js";
import type { Regression } from "../report/comparison.js";
import { looksLikeHistory, parseReportText } from "../report/read.js";
import type { Report } from "../report/schema.js";
import { readRegularFile, withoutByteOrderMark } from "../util/fs.js";
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
  /** Cases the pull request's own loopgate.json would leave untested (the run is judged with the base's). */
  configLostCoverage: string[];
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
  let baseline: BaselineSource | null = null;
  if (inputs.baseline !== null) {
    try {
      baseline = await baselineSource(inputs.baseline, inputs, env, workspace);
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
      },
      runMeta: meta,
      history:
        inputs.history === null
          ? null
          : {
              file: path.resolve(workspace, inputs.history),
              displayPath: inputs.history,
              max: null,
              bless: inputs.bless,
              blessRefusal,
            },
      trendRuns: TREND_RUNS,
      onlyJudgedCases: inputs.shard !== null,
    });
  } catch (error) {
    problems.push(errorLine(error));
    return { gate: null, regressions: [], warnings, problems, configLostCoverage: [], historyCommit: null };
  }
  warnings.push(...gate.warnings);
  const regressions = gate.comparison ? gate.comparison.regressions : failingCases(report);
  return { gate, regressions, warnings, problems, configLostCoverage: [], historyCommit: null };
}

/**
 * A JSON report is compared as is; a history file gives its blessed run, and an empty one
 * (or a missing one this run appends to) gives none yet.
 */
async function baselineSource(
  file: string,
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  workspace: string,
): Promise<BaselineSource> {
  const absolute = path.resolve(workspace, file);
  const appendsToIt = inputs.history !== null && path.resolve(workspace, inputs.history) === absolute;
  let text: string;
  try {
    text = withoutByteOrderMark((await readRegularFile(absolute)).bytes.toString("utf8"));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The first run of update-baseline.yml: the history it gates against is the one it starts.
    if (code === "ENOENT" && appendsToIt) text = "";
    else
      throw new Error(
        `baseline "${file}" could not be read: ${code === "ENOENT" ? "no such file" : errorLine(error)}`,
        { cause: error },
      );
  }
  if (text.trim() !== "" && !looksLikeHistory(text)) {
    return { kind: "report", report: parseReportText(text, file), file };
  }
  const ref = inputs.baselineRef ?? baselineRefFrom(env) ?? "";
  if (ref === "") throw new Error(`baseline "${file}" is a history file: set baseline-ref to pick its entry`);
  return {
    kind: "history",
    file: absolute,
    displayPath: file,
    ref,
    commit: await pullRequestBaseSha(env),
    maxAgeMs: null,
  };
}

/** The PR's base commit from the event payload, so the baseline is the base's own run. */
async function pullRequestBaseSha(env: NodeJS.ProcessEnv): Promise<string | null> {
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
