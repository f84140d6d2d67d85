import path from "node:path";
import * as core from "@actions/core";
import { bundledWorkerScript } from "../replay/parallel.js";
import { mergeShards, readShardReports, ShardMergeError } from "../replay/merge.js";
import { replay } from "../replay/replay.js";
import { shardLabel } from "../replay/shard.js";
import { escapeMarkdownText, oneLine } from "../report/escape.js";
import { ReportReadError } from "../report/read.js";
import type { ProposedConfig } from "../report/comparison.js";
import type { Report } from "../report/schema.js";
import { FORMAT_IDS, OUTPUT_FORMATS } from "../outputs/formats.js";
import { writeOutputs } from "../outputs/write.js";
import { withRunProblems } from "../report/run-problems.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { ANNOTATIONS_PER_KIND, planAnnotations } from "./annotations.js";
import { uploadReports } from "./artifact.js";
import { pullRequestBaseSha, runActionGate, type ActionGateResult } from "./gate.js";
import { InputError, readInputs, type ActionInputs } from "./inputs.js";
import { JOB_SUMMARY_BOUND } from "./limits.js";
import { missingRunnerFile } from "./runner-files.js";
import { checkWritePaths } from "./write-paths.js";
import { baselineName, blessText } from "../gate/markdown.js";
import { proposedConfigText } from "../gate/headline.js";
import { invalidProposedConfig, proposedConfigChange, withShardsProposedConfig } from "../gate/proposed-config.js";
import { actionSettings, type ActionSettings } from "./config.js";
import { ConfigError } from "../config/error.js";
import { errorMessage } from "../util/text.js";
import { plural } from "../judge/findings.js";
import type { HonestyRuleSet } from "../judge/honesty/rules.js";

/** `partial`: a shard's run, which only the merge job gates. */
export type ActionResult = "passed" | "regressed" | "error" | "partial";

/** The whole step: inputs → the CLI's engine → reports, summary, annotations, outputs, artifact. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const noOutputFile = missingRunnerFile(env, "GITHUB_OUTPUT");
  if (noOutputFile !== null) {
    core.setFailed(`loopgate: ${noOutputFile}`);
    return;
  }
  let inputs: ActionInputs;
  let config: ActionSettings;
  try {
    inputs = readInputs(env, workspace);
    checkWritePaths(inputs, env, workspace);
    config = await actionSettings(inputs, workspace, await pullRequestBaseSha(env), env);
  } catch (error) {
    if (!(error instanceof InputError) && !(error instanceof ConfigError)) throw error;
    core.setOutput("result", "error");
    core.setFailed(`loopgate: ${error.message}`);
    return;
  }
  const noSummaryFile = inputs.summary ? missingRunnerFile(env, "GITHUB_STEP_SUMMARY") : null;
  if (noSummaryFile !== null) {
    core.setOutput("result", "error");
    core.setFailed(`loopgate: ${noSummaryFile}`);
    return;
  }
  if (inputs.token !== null) core.setSecret(inputs.token);
  if (config.file !== null) core.info(`loopgate: config: ${config.file}`);
  // J28: the rule files judge too, so the log says which, as `loopgate replay` does on stderr.
  if (config.honesty.shown.length > 0) core.info(`loopgate: honesty rules: ${config.honesty.shown.join(", ")}`);
  if (config.changes.length > 0) core.warning(pullRequestChangesText(config));

  const produced = await judgeOrMerge(inputs, config, workspace);
  if ("failure" in produced) {
    await failWithoutReport(produced.failure, inputs);
    return;
  }
  const unmatched = produced.unmatched.map((pattern) => `no recording matches "${oneLine(pattern, 200)}"`);
  // A run that missed some of its recordings must not become anyone's baseline.
  const gate = await runActionGate(produced.report, inputs, env, workspace, unmatched[0] ?? null);
  await conclude(produced.report, gate, unmatched, inputs, env);
}

/**
 * What a pull request changes of the judging configuration (its config file, its honesty rule
 * files), and what judges it instead: the base commit's.
 */
function pullRequestChangesText({ changes }: ActionSettings): string {
  const files = changes.map((c) => c.file).join(", ");
  const bases = changes
    .map(
      (c) => c.base ?? (c.kind === "config" ? "none: the base has no config file" : `none: the base has no ${c.file}`),
    )
    .join(", ");
  return `loopgate: this pull request changes ${files}; it is judged with the base commit's (${bases}). The change applies once merged and blessed.`;
}

/**
 * No report to conclude from (a shard missing from a merge, one from another run): the
 * step fails, and the job summary and the Markdown file still say why, so a reader of
 * either never meets an empty page.
 */
async function failWithoutReport(failure: string, inputs: ActionInputs): Promise<void> {
  const line = oneLine(failure, 1000);
  const markdown = `## ⚠️ loopgate could not judge this run: ${escapeMarkdownText(line)}\n\nNo report was written; the step failed.\n`;
  try {
    await writeFileAtomic(inputs.outputs.markdown, markdown);
  } catch (error) {
    core.warning(`loopgate: ${inputs.outputs.markdown} not written (${oneLine(errorMessage(error), 300)})`);
  }
  if (inputs.summary) await writeJobSummary(markdown);
  core.setOutput("result", "error");
  core.setOutput("blessed", "false");
  core.setOutput(OUTPUT_FORMATS.markdown.output, inputs.outputs.markdown);
  core.setFailed(`loopgate: ${line}`);
}

/**
 * The run's report: the recordings judged (one shard of them with `shard`), or, with
 * `merge`, the shards' reports merged exactly as `loopgate merge` does. A merge that does
 * not add up to one whole run is a failure, with no report. When a pull request changes
 * loopgate.json, the report also says what its config would change (`proposedConfig`).
 */
async function judgeOrMerge(
  inputs: ActionInputs,
  config: ActionSettings,
  workspace: string,
): Promise<{ report: Report; unmatched: string[] } | { failure: string }> {
  const lossFails = inputs.failOnLostCoverage && inputs.failOnRegression;
  if (inputs.merge !== null) {
    try {
      const shards = await readShardReports(inputs.merge, workspace);
      const merged = mergeShards(shards);
      return { ...merged, report: withShardsProposedConfig(merged.report, shards, lossFails) };
    } catch (error) {
      if (error instanceof ShardMergeError || error instanceof ReportReadError) return { failure: error.message };
      throw error;
    }
  }
  const { settings, honesty, honestyLanguage } = config;
  const judged = await judgeWith(inputs, { settings, honestyRules: honesty.rules, honestyLanguage }, workspace, true);
  const proposed = config.proposed;
  if (proposed === null) return judged;
  const proposedConfig =
    proposed.settings === null
      ? invalidProposedConfig(proposed.files, proposed.invalid ?? "not a valid config", lossFails)
      : proposedConfigChange(
          judged.report,
          (await judgeWith(inputs, { ...proposed, settings: proposed.settings }, workspace, false)).report,
          proposed.files,
          lossFails,
        );
  return { ...judged, report: { ...judged.report, proposedConfig } };
}

/** What judges a run: the base's settings, or a pull request's proposal. */
interface JudgingSettings {
  settings: ActionSettings["settings"];
  honestyRules: HonestyRuleSet | null;
  honestyLanguage: string | null;
}

async function judgeWith(
  inputs: ActionInputs,
  { settings, honestyRules, honestyLanguage }: JudgingSettings,
  workspace: string,
  renderJson: boolean,
) {
  return replay(
    inputs.recordings,
    { cwd: workspace, settings, honestyRules, honestyLanguage, reportOperations: inputs.reportOperations },
    { jobs: null, workerScript: bundledWorkerScript(import.meta.url), renderJson },
    inputs.shard ? { shard: inputs.shard, source: "input shard" } : null,
  );
}

/** Reports, job summary, annotations, outputs, artifact and the step's result, from the gated run. */
async function conclude(
  judged: Report,
  gate: ActionGateResult,
  unmatched: string[],
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const problems = [...unmatched, ...gate.problems];
  const report = withRunProblems(gate.gate?.report ?? judged, problems);
  const result: ActionResult =
    problems.length > 0 || report.totals.errors > 0
      ? "error"
      : inputs.shard !== null
        ? "partial"
        : gate.regressions.length > 0 || report.proposedConfig?.fails
          ? "regressed"
          : "passed";
  const bless = gate.gate?.bless ?? null;

  const { markdown } = await writeOutputs(report, inputs.outputs, {
    junitMode: inputs.junitMode,
    junitFlavor: inputs.junitFlavor,
    markdownBound: JOB_SUMMARY_BOUND,
    recordingLinkBase: recordingLinkBase(env),
    run: { bless, trend: gate.gate?.trend ?? [] },
  });
  core.info(`loopgate: reports written to ${FORMAT_IDS.map((id) => inputs.outputs[id]).join(", ")}`);

  // A shard sees part of the run: what looks wrong from there is the merge job's to say.
  const warn = inputs.shard !== null ? core.info : core.warning;
  for (const warning of gate.warnings) warn(`loopgate: ${oneLine(warning, 1000)}`);
  if (bless?.blessed)
    core.info(
      `loopgate: ${blessText(bless.knownFailures, bless.acceptedRegressions.length)}: this run is the baseline now`,
    );
  if (inputs.summary && markdown !== null) await writeJobSummary(markdown);
  if (inputs.annotations) annotate(report, gate, inputs, bless?.blessed ?? false);

  const t = report.totals;
  core.setOutput("result", result);
  core.setOutput("passed", t.passed);
  core.setOutput("failed", t.failed);
  core.setOutput("not-tested", t.notTested);
  core.setOutput("errors", t.errors);
  core.setOutput("regressions", gate.regressions.length);
  core.setOutput("score", t.meanScore === null ? "" : t.meanScore);
  for (const id of FORMAT_IDS) core.setOutput(OUTPUT_FORMATS[id].output, inputs.outputs[id]);
  setGateOutputs(gate, report.proposedConfig);

  let artifactId = "";
  if (inputs.uploadArtifact) {
    const upload = await uploadReports(
      inputs.artifactName,
      FORMAT_IDS.map((id) => inputs.outputs[id]),
      inputs.retentionDays,
    );
    if (upload.failure !== null) {
      core.warning(
        `loopgate: the report artifact was not uploaded (${oneLine(upload.failure, 500)}); the reports are on disk at ${path.dirname(inputs.outputs.json)}`,
      );
    } else if (upload.id !== null) {
      artifactId = String(upload.id);
      core.info(`loopgate: uploaded artifact "${inputs.artifactName}" (id ${artifactId})`);
    }
  }
  core.setOutput("artifact-id", artifactId);

  finish(result, report, gate, problems, inputs);
}

/** The step's end: failed, warned or passed, with one line saying why. */
function finish(
  result: ActionResult,
  report: Report,
  gate: ActionGateResult,
  problems: string[],
  inputs: ActionInputs,
): void {
  const bless = gate.gate?.bless ?? null;
  const config = inputs.shard === null ? proposedConfigText(report.proposedConfig) : null;
  const gateReason = failureReason(result, report, gate, problems);
  const reason = config === null || result === "error" ? gateReason : `${gateReason}; ${config.text}`;
  const regressed = gate.regressions.length > 0;
  if (result === "error") core.setFailed(reason);
  else if (regressed && bless?.blessed) core.warning(`${reason} (accepted: this run is blessed as the baseline)`);
  else if ((regressed && inputs.failOnRegression) || config?.fails) core.setFailed(reason);
  else if (regressed && inputs.shard === null) core.warning(`${reason} (fail-on-regression is false)`);
  else if (config !== null) core.warning(`${reason} (fail-on-lost-coverage or fail-on-regression is false)`);
  else core.info(reason);
}

/** The outputs that say what the gate compared with and what it recorded. */
function setGateOutputs(gate: ActionGateResult, proposed: ProposedConfig | undefined): void {
  const comparison = gate.gate?.comparison ?? null;
  const lost = comparison
    ? new Set(
        [...comparison.regressions.map((r) => ({ caseId: r.caseId, kind: r.rule as string })), ...comparison.changes]
          .filter((c) => c.kind === "LOST_COVERAGE" || c.kind === "REMOVED")
          .map((c) => c.caseId),
      )
    : new Set<string>();
  for (const c of proposed?.lostCoverage ?? []) lost.add(c.caseId);
  core.setOutput("blessed", gate.gate?.bless?.blessed ? "true" : "false");
  core.setOutput("baseline", comparison ? baselineName(comparison.baseline) : "");
  core.setOutput(
    "baseline-commit",
    comparison?.baseline.source === "history" ? (comparison.baseline.commit ?? "") : "",
  );
  core.setOutput("lost-coverage", lost.size);
  core.setOutput("history-commit", gate.historyCommit ?? "");
}

function annotate(report: Report, gate: ActionGateResult, inputs: ActionInputs, blessed: boolean): void {
  const configLoss = inputs.shard === null ? proposedConfigText(report.proposedConfig) : null;
  if (configLoss !== null) {
    const properties = { title: "loopgate: judging config change", file: report.proposedConfig!.file, startLine: 1 };
    if (configLoss.fails) core.error(configLoss.text, properties);
    else core.warning(configLoss.text, properties);
  }
  const plan = planAnnotations(report, gate.regressions, inputs.failOnRegression, blessed);
  for (const a of plan.annotations) {
    const properties =
      a.file === undefined ? { title: a.title } : { title: a.title, file: a.file, startLine: a.startLine };
    if (a.level === "error") core.error(a.message, properties);
    else core.warning(a.message, properties);
  }
  const omitted = plan.omitted.error + plan.omitted.warning;
  if (omitted > 0) {
    core.info(
      `loopgate: ${omitted} more annotation${omitted === 1 ? "" : "s"} left out (GitHub shows ${ANNOTATIONS_PER_KIND} per kind per step); all are in the reports`,
    );
  }
}

async function writeJobSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`loopgate: no job summary written (${oneLine(errorMessage(error), 300)})`);
  }
}

function failureReason(result: ActionResult, report: Report, gate: ActionGateResult, problems: string[]): string {
  if (problems.length > 0) return `loopgate: ${problems[0]}`;
  if (result === "error") {
    const first = report.recordings.find((r) => r.verdict === "ERROR");
    return `loopgate: ${plural(report.totals.errors, "recording")} could not be read${first ? ` (${oneLine(first.reason, 300)})` : ""}`;
  }
  if (gate.regressions.length > 0) {
    const first = gate.regressions[0];
    const detail = first ? ` (first: ${oneLine(first.caseId, 200)}: ${oneLine(first.message, 300)})` : "";
    const source = gate.gate?.comparison?.baseline.source ?? "none";
    return `loopgate: ${plural(gate.regressions.length, "regression")} ${source === "none" ? "with no baseline (every failing case counts)" : "against the baseline"}${detail}`;
  }
  const t = report.totals;
  if (result === "partial")
    return `loopgate: ${report.shard ? shardLabel(report.shard) : "shard"} judged — ${plural(t.recordings, "recording")}, ${t.passed} passed, ${t.failed} failed, ${t.notTested} not tested; the merge job gates the whole run`;
  return `loopgate: passed — ${plural(t.recordings, "recording")}, ${t.passed} passed, ${t.failed} failed (known), ${t.notTested} not tested`;
}

/** Links recordings in the summary to the commit being built. */
function recordingLinkBase(env: NodeJS.ProcessEnv): string | null {
  const server = env.GITHUB_SERVER_URL;
  const repository = env.GITHUB_REPOSITORY;
  const sha = env.GITHUB_SHA;
  if (!server || !repository || !sha || !/^[0-9a-f]{7,64}$/i.test(sha) || !/^[\w.-]+\/[\w.-]+$/.test(repository))
    return null;
  return `${server.replace(/\/+$/, "")}/${repository}/blob/${sha}/`;
}
