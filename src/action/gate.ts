import { readFile } from "node:fs/promises";
import path from "node:path";
import { caseSetOfReport, type CaseSet } from "../gate/cases.js";
import { compareRuns } from "../gate/diff.js";
import { appendToHistory, entryFromReport, readHistory, selectBaseline } from "../gate/history.js";
import { runMetaFrom } from "../gate/run-meta.js";
import type { BaselineInfo, Comparison, Regression } from "../report/comparison.js";
import { ReportSchema, type Report } from "../report/schema.js";
import type { ActionInputs } from "./inputs.js";

export interface ActionGateResult {
  /** Null when there was no baseline to compare against. */
  comparison: Comparison | null;
  /** The gating regressions; without a baseline every failing case is a new case that fails. */
  regressions: Regression[];
  warnings: string[];
  /** Problems that make the step an error (an unreadable baseline, a bad history write). */
  problems: string[];
}

interface Baseline {
  cases: CaseSet;
  info: BaselineInfo;
}

/**
 * The regression gate as the action runs it: load the baseline (a report, or the blessed
 * history entry of the PR's base), compare, then append this run to the history.
 */
export async function runActionGate(
  report: Report,
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  workspace: string,
  complete: boolean,
): Promise<ActionGateResult> {
  const warnings: string[] = [];
  const problems: string[] = [];
  let baseline: Baseline | null = null;
  if (inputs.baseline !== null) {
    const loaded = await loadBaseline(inputs.baseline, inputs, env, workspace);
    warnings.push(...loaded.warnings);
    if (loaded.problem) problems.push(loaded.problem);
    baseline = loaded.baseline;
  }

  const current = caseSetOfReport(report);
  let comparison: Comparison | null = null;
  if (baseline) {
    const baselineCases = inputs.shard ? onlyCases(baseline.cases, current) : baseline.cases;
    comparison = compareRuns(
      baselineCases,
      current,
      { alpha: inputs.alpha, maxScoreDrop: inputs.maxScoreDrop, failOnLostCoverage: false },
      baseline.info,
      { loopgateVersion: report.loopgate.version, configHash: report.config.hash, rulesVersion: report.config.rulesVersion },
    );
  }
  const regressions = comparison ? comparison.regressions : failingCases(current);

  if (inputs.history !== null) {
    const { meta, problems: metaProblems } = runMetaFrom({}, env);
    warnings.push(...metaProblems);
    const blessed =
      inputs.bless && complete && report.totals.errors === 0 && problems.length === 0 && !(comparison?.regressed ?? false);
    if (inputs.bless && !blessed) warnings.push("loopgate: this run is not blessed as a baseline because it regressed or had errors");
    try {
      const appended = await appendToHistory(path.resolve(workspace, inputs.history), entryFromReport(report, meta, blessed), {
        max: null,
        displayPath: inputs.history,
      });
      warnings.push(...appended.warnings);
    } catch (error) {
      problems.push(`history "${inputs.history}" could not be written: ${firstLine(error)}`);
    }
  }
  return { comparison, regressions, warnings, problems };
}

async function loadBaseline(
  file: string,
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
  workspace: string,
): Promise<{ baseline: Baseline | null; warnings: string[]; problem: string | null }> {
  const absolute = path.resolve(workspace, file);
  let text: string;
  try {
    text = await readFile(absolute, "utf8");
  } catch (error) {
    return { baseline: null, warnings: [], problem: `baseline "${file}" could not be read: ${firstLine(error)}` };
  }
  const asReport = parseReport(text);
  if (asReport) {
    return {
      baseline: {
        cases: caseSetOfReport(asReport),
        info: {
          source: "report",
          file,
          runId: null,
          commit: null,
          ref: null,
          time: null,
          loopgateVersion: asReport.loopgate.version,
          configHash: asReport.config.hash,
          rulesVersion: asReport.config.rulesVersion,
        },
      },
      warnings: [],
      problem: null,
    };
  }
  const history = await readHistory(absolute, file);
  if (history.entries.length === 0 && history.warnings.length > 0) {
    return { baseline: null, warnings: [], problem: `baseline "${file}" is neither a loopgate JSON report nor a history file (${history.warnings[0]})` };
  }
  const ref = inputs.baselineRef ?? (env.GITHUB_BASE_REF || env.GITHUB_REF_NAME || "");
  if (ref === "") {
    return { baseline: null, warnings: history.warnings, problem: `baseline "${file}" is a history file: set baseline-ref to pick its entry` };
  }
  const choice = selectBaseline(history.entries, {
    ref,
    commit: await pullRequestBaseSha(env),
    excludeRunId: env.GITHUB_RUN_ID || null,
  });
  if (!choice) {
    return {
      baseline: null,
      warnings: [...history.warnings, `loopgate: history "${file}" has no blessed run of "${ref}" yet; every failing case counts as a regression`],
      problem: null,
    };
  }
  const entry = choice.entry;
  return {
    baseline: {
      cases: entry.cases,
      info: {
        source: "history",
        file,
        runId: entry.runId,
        commit: entry.commit,
        ref: entry.ref,
        time: entry.time,
        loopgateVersion: entry.loopgateVersion,
        configHash: entry.configHash,
        rulesVersion: entry.rulesVersion,
      },
    },
    warnings: history.warnings,
    problem: null,
  };
}

function parseReport(text: string): Report | null {
  try {
    const parsed = ReportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The PR's base commit from the event payload, so the baseline is the base's own run. */
async function pullRequestBaseSha(env: NodeJS.ProcessEnv): Promise<string | null> {
  if (!env.GITHUB_EVENT_PATH) return null;
  try {
    const event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, "utf8")) as { pull_request?: { base?: { sha?: unknown } } };
    const sha = event.pull_request?.base?.sha;
    return typeof sha === "string" && /^[0-9a-f]{7,64}$/i.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/** A shard compares only its own cases: the others are another shard's business, not removals. */
function onlyCases(baseline: CaseSet, current: CaseSet): CaseSet {
  return new Map([...baseline].filter(([caseId]) => current.has(caseId)));
}

/** Without a baseline every case is new, so each failing one regresses (rule NEW_CASE_FAILS). */
function failingCases(current: CaseSet): Regression[] {
  const out: Regression[] = [];
  for (const [caseId, tally] of current) {
    if (tally.failed > 0) {
      const runs = tally.passed + tally.failed + tally.notTested + tally.errors;
      out.push({ caseId, rule: "NEW_CASE_FAILS", message: `fails with no baseline to compare (${tally.failed} of ${runs} run${runs === 1 ? "" : "s"} failed)` });
    }
  }
  return out;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}
