import { writeStderr } from "./stderr.js";
import { parseCommandArgs, numberFlag, UsageError } from "./args.js";
import { EXIT } from "./exit-codes.js";
import { MARKDOWN_FILE_BOUND } from "./limits.js";
import { DEFAULT_THRESHOLDS } from "../gate/diff.js";
import { runGate, type BaselineSource, type GateOptions, type GateResult } from "../gate/gate.js";
import { baselineRefFrom, parseDuration, runMetaFrom } from "../gate/run-meta.js";
import type { Comparison, EvidenceChanges } from "../report/comparison.js";
import { renderJsonReport } from "../report/json.js";
import { readReportFile, ReportReadError } from "../report/read.js";
import { renderMarkdown } from "../report/markdown.js";
import type { Report } from "../report/schema.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { printableLine } from "../util/printable.js";
import { GATE_FLAGS, GATE_HELP, type GateFlagValues } from "./gate-flags.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";

/** Commits walked back from the base commit for a blessed run: the action's baseline-depth default. */
export const DEFAULT_BASELINE_DEPTH = 50;

const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${writeThroughLinksHelp(31)}
${GATE_HELP}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;

const FLAGS = {
  ...GATE_FLAGS,
  json: { type: "string" },
  markdown: { type: "string" },
  ...WRITE_THROUGH_LINKS_FLAG,
  help: { type: "boolean" },
} as const;

/** The gate as a command runs it: runGate's options but the report, and whether a regression fails the run. */
export interface GateSetup extends Omit<GateOptions, "report"> {
  failOnRegression: boolean;
}

/**
 * Turns the gate flags into runGate options (all but the report being gated); `baseline`
 * is the report named by `--baseline` (replay) or the first positional (diff). Throws
 * UsageError on bad flags, so callers check before the expensive work.
 */
export function gateOptionsFromFlags(
  flags: GateFlagValues,
  baseline: { report: Report; file: string } | null,
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

export async function runDiffCommand(argv: string[]): Promise<number> {
  const { flags, positionals } = parseCommandArgs(argv, FLAGS);
  if (flags.help) {
    process.stdout.write(`${HELP}\n`);
    return EXIT.OK;
  }
  const fromHistory = flags["baseline-from-history"] !== undefined;
  const wanted = fromHistory ? 1 : 2;
  if (positionals.length !== wanted) {
    throw new UsageError(
      fromHistory
        ? "name the CURRENT report (the baseline comes from the history)"
        : "name BASELINE and CURRENT reports",
    );
  }
  refuseLinksOut(
    [
      ["json", flags.json],
      ["markdown", flags.markdown],
      ["history", flags.history],
    ],
    flags,
  );
  const currentFile = positionals[wanted - 1]!;
  const baselineFile = fromHistory ? null : positionals[0]!;
  const baseline =
    baselineFile === null ? null : { report: await readBaselineReport(baselineFile), file: baselineFile };
  const options = gateOptionsFromFlags(flags, baseline, process.env);
  const current = await readReportFile(currentFile);
  const result = await runGate({ ...options, report: current });
  await writeGateOutputs(result, { json: flags.json, markdown: flags.markdown });
  reportGateResult("diff", result, options.failOnRegression);
  return result.regressed && options.failOnRegression ? EXIT.REGRESSION : EXIT.OK;
}

/** A baseline JSON report; a history file named as one gets the flag that reads it. */
export async function readBaselineReport(file: string): Promise<Report> {
  try {
    return await readReportFile(file);
  } catch (error) {
    if (!(error instanceof ReportReadError) || error.problem !== "history") throw error;
    throw new ReportReadError(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
  }
}

async function writeGateOutputs(
  result: GateResult,
  files: { json: string | undefined; markdown: string | undefined },
): Promise<void> {
  if (files.json) await writeFileAtomic(files.json, renderJsonReport(result.report));
  if (files.markdown) {
    await writeFileAtomic(
      files.markdown,
      renderMarkdown(result.report, {
        ...MARKDOWN_FILE_BOUND,
        headline: result.headline,
        leadSections: result.markdownSections,
      }),
    );
  }
}

/** Warnings on stderr; the comparison in a few plain lines on stdout. */
export function reportGateResult(command: string, result: GateResult, failOnRegression: boolean): void {
  for (const warning of result.warnings) writeStderr(`loopgate ${command}: warning: `, warning);
  if (!result.comparison) return;
  process.stdout.write(formatComparison(result.comparison));
  // A gate that cannot fail looks like a passing gate in CI; say so where the log shows it.
  if (!failOnRegression) writeStderr(`loopgate ${command}: `, REPORT_ONLY_HINT);
}

export const REPORT_ONLY_HINT =
  "hint: this only reports; a regression still exits 0. Add --fail-on-regression to exit 3 on a regression.";

const MAX_LINES = 200;

export function formatComparison(comparison: Comparison): string {
  const c = comparison.counts;
  const base = comparison.baseline;
  const against =
    base.source === "report"
      ? base.file
      : base.source === "none"
        ? `an empty baseline (none in ${base.file})`
        : `${base.file} run ${base.runId ?? "without id"}${base.commit ? ` @ ${base.commit.slice(0, 12)}` : ""}`;
  const lines = [
    `loopgate gate: ${comparison.regressed ? "REGRESSED" : "no regressions"} against ${against}: ` +
      `${c.regressed} regressed, ${c.improved} improved, ${c.changed} changed, ${c.added} added, ${c.removed} removed, ` +
      `${c.unchanged} unchanged (${c.unchangedFailing} known failure${c.unchangedFailing === 1 ? "" : "s"})`,
  ];
  if (comparison.evidence) lines.push(evidenceLine(comparison.evidence));
  for (const note of comparison.notes) lines.push(`note: ${note}`);
  const rows = [
    ...comparison.regressions.map((r) => `REGRESSION ${r.caseId}: ${r.rule}: ${r.message}`),
    ...comparison.improvements.map((r) => `IMPROVED   ${r.caseId}: ${r.rule}: ${r.message}`),
    ...comparison.changes.map((r) => `CHANGED    ${r.caseId}: ${r.kind}: ${r.message}`),
  ];
  lines.push(...rows.slice(0, MAX_LINES));
  if (rows.length > MAX_LINES) lines.push(`… ${rows.length - MAX_LINES} more in the JSON report`);
  return `${lines.map((line) => printableLine(line)).join("\n")}\n`;
}

function evidenceLine(evidence: EvidenceChanges): string {
  const unsealed = evidence.unsealed.length > 0 ? `; ${evidence.unsealed.length} unsealed` : "";
  if (!evidence.compared) return `evidence: not compared (the baseline holds no per-recording digests)${unsealed}`;
  return `evidence: ${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed, ${evidence.unchanged} unchanged recordings (SHA-256 against the baseline)${unsealed}`;
}
