import { writeStderr } from "./stderr.js";
import { parseCommandArgs, UsageError } from "./args.js";
import { EXIT } from "./exit-codes.js";
import { runGate, type GateResult } from "../gate/gate.js";
import type { Comparison, EvidenceChanges } from "../report/comparison.js";
import { looksLikeHistory, readReportFile, ReportReadError } from "../report/read.js";
import { readBaselineSummary, type BaselineReader, type BaselineSummary, type GatedRun } from "../gate/baseline.js";
import { writeOutputs } from "../outputs/write.js";
import { cliRenderSettings } from "./conclude.js";
import { printableLine } from "../util/printable.js";
import { fileOpening } from "../util/fs.js";
import { GATE_FLAGS, GATE_HELP, gateOptionsFromFlags } from "./gate-flags.js";
import { refuseLinksOut, WRITE_THROUGH_LINKS_FLAG, writeThroughLinksHelp } from "./write-paths.js";

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
  // diff writes no JUnit: the JUnit settings are the defaults, unused.
  const settings = cliRenderSettings({ junitMode: "recording", junitFlavor: "github" }, result);
  await writeOutputs(result.report, { json: flags.json, markdown: flags.markdown }, settings);
  reportGateResult("diff", result, options.failOnRegression);
  return result.regressed && options.failOnRegression ? EXIT.REGRESSION : EXIT.OK;
}

/**
 * A baseline JSON report, as the gate reads it (its summary, against `run` when given); a
 * history file named as one gets the flag that reads it.
 */
export async function readBaselineReport(file: string, run?: GatedRun): Promise<BaselineSummary> {
  try {
    return await readBaselineSummary(file, file, run);
  } catch (error) {
    if (!(error instanceof ReportReadError) || error.problem !== "history") throw error;
    throw new ReportReadError(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
  }
}

/**
 * `--baseline FILE` of replay, read when the gate compares: after judging, against the
 * judged run. Its start is looked at now: a file that is missing, unreadable, empty, a
 * history or no JSON object is read whole at once, so it fails with its one-line error
 * before any judging; only a fault deeper in a report waits for the read after judging.
 */
export async function baselineReportReader(file: string): Promise<BaselineReader> {
  if (!opensAsReport(file)) await readBaselineReport(file);
  return { read: (run) => readBaselineReport(file, run) };
}

function opensAsReport(file: string): boolean {
  let opening: string;
  try {
    opening = fileOpening(file);
  } catch {
    return false;
  }
  return opening.trimStart().startsWith("{") && !looksLikeHistory(opening);
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
