import { writeStderr } from "./stderr.js";
import type { GateResult } from "../gate/gate.js";
import { shardLabel } from "../replay/shard.js";
import {
  JUNIT_FLAVORS,
  JUNIT_MODES,
  parseJunitFlavor,
  parseJunitMode,
  type JunitFlavor,
  type JunitMode,
} from "../report/junit-mode.js";
import type { Report } from "../report/schema.js";
import { FORMAT_IDS, type RenderSettings } from "../outputs/formats.js";
import { writeOutputs, type OutputFiles } from "../outputs/write.js";
import { withRunProblems } from "../report/run-problems.js";
import { EXIT } from "./exit-codes.js";
import { MARKDOWN_FILE_BOUND } from "./limits.js";
import { gateOptionsFromFlags, gateRequested, type GateFlagValues, type GateSetup } from "./gate-flags.js";
import { formatSummary } from "./summary.js";
import { UsageError } from "./args.js";

/** Where a run's reports go (a file per format, src/outputs/formats.ts). */
export interface OutputFlags extends OutputFiles {
  /** From {@link junitModeOf}, read before judging so a bad value fails fast. */
  junitMode: JunitMode;
  /** From {@link junitFlavorOf}, read before judging too. */
  junitFlavor: JunitFlavor;
}

/** The files replay, merge, diff and report write, by flag (for {@link refuseLinksOut}). */
export function outputPaths(flags: OutputFiles & { history?: string }): Array<[string, string | undefined]> {
  return [...FORMAT_IDS.map((id): [string, string | undefined] => [id, flags[id]]), ["history", flags.history]];
}

/** `--junit-mode` and `--junit-flavor`, shared by replay, merge and report. */
export const JUNIT_MODE_FLAG = { "junit-mode": { type: "string" }, "junit-flavor": { type: "string" } } as const;
export const JUNIT_MODE_HELP = `  --junit-mode MODE    recording (default): one testcase per recording, failing on its verdict;
                       gate: one testcase per case, failing only when it regressed against the
                       baseline, known failures skipped (docs/report-format.md)
${junitFlavorHelp(23)}`;

/** The help lines of `--junit-flavor`, its text starting at column `column`. */
export function junitFlavorHelp(column: number): string {
  const pad = " ".repeat(column);
  return [
    `  --junit-flavor F`.padEnd(column) + `github (default): junit-10.xsd plus the file and line attributes`,
    `${pad}that GitHub and GitLab reporters read; jenkins: the unchanged junit-10.xsd`,
  ].join("\n");
}

export function junitFlavorOf(flags: { "junit-flavor"?: string }): JunitFlavor {
  const value = flags["junit-flavor"] ?? "github";
  const flavor = parseJunitFlavor(value);
  if (flavor === null) throw new UsageError(`--junit-flavor must be ${JUNIT_FLAVORS.join(" or ")}, got "${value}"`);
  return flavor;
}

export function junitModeOf(flags: { "junit-mode"?: string }): JunitMode {
  const value = flags["junit-mode"] ?? "recording";
  const mode = parseJunitMode(value);
  if (mode === null) throw new UsageError(`--junit-mode must be ${JUNIT_MODES.join(" or ")}, got "${value}"`);
  return mode;
}

/**
 * The gate's options from the flags, checked before any judging; null when no gate flag is
 * given. The gate is loaded only then: a plain replay starts sooner. A baseline report is
 * read by the gate, after judging (gate/baseline.ts, BaselineReader); one that cannot be
 * a report fails here (cli/diff.ts, baselineReportReader).
 */
export async function gateSetupFromFlags(
  flags: GateFlagValues & { baseline?: string },
  env: NodeJS.ProcessEnv,
): Promise<GateSetup | null> {
  if (!gateRequested(flags, flags.baseline)) return null;
  const { baselineReportReader } = await import("./diff.js");
  const baseline =
    flags.baseline === undefined ? null : { report: await baselineReportReader(flags.baseline), file: flags.baseline };
  return gateOptionsFromFlags(flags, baseline, env);
}

/**
 * What `replay` and `merge` do once the report is judged: gate it, write the reports, print
 * the summary, and map the outcome to an exit code. One function for both, so a merged run
 * writes what the unsharded run would.
 */
export async function concludeRun(
  command: string,
  judged: Report,
  unmatched: string[],
  outputs: OutputFlags,
  gateSetup: GateSetup | null,
): Promise<number> {
  const failOnRegression = gateSetup?.failOnRegression ?? false;
  const gate = gateSetup === null ? null : await runGateFor(judged, unmatched, gateSetup);
  // As the action does: the JSON report says why the run is incomplete, so its headline does too.
  const report = withRunProblems(
    gate?.report ?? judged,
    unmatched.map((arg) => `no recording matches "${arg}"`),
  );
  await writeOutputs(report, outputs, cliRenderSettings(outputs, gate));
  process.stdout.write(formatSummary(report));
  if (gate) (await import("./diff.js")).reportGateResult(command, gate, failOnRegression);
  for (const arg of unmatched) writeStderr(`loopgate ${command}: `, `no recording matches "${arg}"`);
  if (report.totals.errors > 0 || unmatched.length > 0) return EXIT.UNREADABLE;
  // A pull request's judging configuration that takes coverage away fails as a regression does (merge: the action's shards).
  return (gate?.regressed && failOnRegression) || report.proposedConfig?.fails ? EXIT.REGRESSION : EXIT.OK;
}

/** How the CLI renders: its --markdown bound, no recording links, the gate's bless and trend when it gated. */
export function cliRenderSettings(
  junit: { junitMode: JunitMode; junitFlavor: JunitFlavor },
  gate: Pick<GateResult, "bless" | "trend"> | null,
): RenderSettings {
  return {
    junitMode: junit.junitMode,
    junitFlavor: junit.junitFlavor,
    markdownBound: MARKDOWN_FILE_BOUND,
    recordingLinkBase: null,
    run: gate === null ? {} : { bless: gate.bless, trend: gate.trend },
  };
}

/** A run that missed recordings, or holds only one shard, is recorded in the history but never blessed. */
async function runGateFor(report: Report, unmatched: string[], setup: GateSetup): Promise<GateResult> {
  const { runGate } = await import("../gate/gate.js");
  const blessRefusal =
    unmatched.length > 0
      ? `no recording matches ${unmatched.map((arg) => `"${arg}"`).join(", ")}`
      : report.shard
        ? `${shardLabel(report.shard)} judged only part of the cases`
        : null;
  const { failOnRegression: _failOnRegression, ...options } = setup;
  const history = options.history ? { ...options.history, blessRefusal } : null;
  return runGate({ ...options, history, report, onlyJudgedCases: report.shard !== undefined });
}
