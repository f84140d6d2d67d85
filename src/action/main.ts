import path from "node:path";
import * as core from "@actions/core";
import { bundledWorkerScript } from "../replay/parallel.js";
import { mergeShards, readShardReports, ShardMergeError } from "../replay/merge.js";
import { replay } from "../replay/replay.js";
import { shardLabel, type Shard } from "../replay/shard.js";
import { escapeMarkdownText } from "../report/escape.js";
import { jsonReportChunks } from "../report/json.js";
import { renderJunitFor } from "../report/junit-gate.js";
import { ReportReadError } from "../report/read.js";
import { defaultHeadline, renderMarkdown } from "../report/markdown.js";
import type { Report } from "../report/schema.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { ANNOTATIONS_PER_KIND, oneLine, planAnnotations } from "./annotations.js";
import { uploadReports } from "./artifact.js";
import { pullRequestBaseSha, runActionGate, type ActionGateResult } from "./gate.js";
import { InputError, readInputs, type ActionInputs } from "./inputs.js";
import { JOB_SUMMARY_BOUND } from "./limits.js";
import { missingRunnerFile } from "./runner-files.js";
import { checkWritePaths } from "./write-paths.js";
import { baselineName, blessText } from "../gate/markdown.js";
import { actionSettings, type ActionSettings } from "./config.js";
import { ConfigError } from "../config/error.js";
import { errorMessage } from "../util/text.js";

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
  if (config.changedByPullRequest)
    core.warning(
      `loopgate: this pull request changes ${inputs.config ?? "loopgate.json"}; it is judged with the base commit's (${config.file ?? "none: the base has no config file"}). The change applies once merged and blessed.`,
    );

  const produced = await judgeOrMerge(inputs, config.settings, workspace);
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
 * No report to conclude from (a shard missing from a merge, one from another run): the
 * step fails, and the job summary and the Markdown file still say why, so a reader of
 * either never meets an empty page.
 */
async function failWithoutReport(failure: string, inputs: ActionInputs): Promise<void> {
  const line = oneLine(failure, 1000);
  const markdown = `## ⚠️ loopgate could not judge this run: ${escapeMarkdownText(line)}\n\nNo report was written; the step failed.\n`;
  try {
    await writeFileAtomic(inputs.markdown, markdown);
  } catch (error) {
    core.warning(`loopgate: ${inputs.markdown} not written (${oneLine(errorMessage(error), 300)})`);
  }
  if (inputs.summary) await writeJobSummary(markdown);
  core.setOutput("result", "error");
  core.setOutput("blessed", "false");
  core.setOutput("summary-markdown", inputs.markdown);
  core.setFailed(`loopgate: ${line}`);
}

/**
 * The run's report: the recordings judged (one shard of them with `shard`), or, with
 * `merge`, the shards' reports merged exactly as `loopgate merge` does. A merge that does
 * not add up to one whole run is a failure, with no report.
 */
async function judgeOrMerge(
  inputs: ActionInputs,
  settings: ActionSettings["settings"],
  workspace: string,
): Promise<{ report: Report; unmatched: string[] } | { failure: string }> {
  if (inputs.merge !== null) {
    try {
      return mergeShards(await readShardReports(inputs.merge, workspace));
    } catch (error) {
      if (error instanceof ShardMergeError || error instanceof ReportReadError) return { failure: error.message };
      throw error;
    }
  }
  const judging = {
    cwd: workspace,
    writeTools: settings.writeTools,
    addWriteTools: settings.addWriteTools,
    readTools: settings.readTools,
    keyFields: settings.keyFields,
    distrustIdempotentHint: settings.distrustIdempotentHint,
    operations: settings.operations,
    idempotentTools: settings.idempotentTools,
  };
  return replay(
    inputs.recordings,
    judging,
    { jobs: null, workerScript: bundledWorkerScript(import.meta.url), renderJson: true },
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
  const report: Report = gate.gate?.report ?? judged;
  const problems = [...unmatched, ...gate.problems];
  const result: ActionResult =
    problems.length > 0 || report.totals.errors > 0
      ? "error"
      : inputs.shard !== null
        ? "partial"
        : gate.regressions.length > 0
          ? "regressed"
          : "passed";
  const bless = gate.gate?.bless ?? null;

  const linkBase = recordingLinkBase(env);
  const markdown = renderMarkdown(report, {
    ...JOB_SUMMARY_BOUND,
    headline: headlineOf(result, report, gate, problems, inputs.shard),
    leadSections: gate.gate?.markdownSections ?? [],
    ...(linkBase ? { recordingLinkBase: linkBase } : {}),
  });
  await writeFileAtomic(inputs.json, jsonReportChunks(report));
  await writeFileAtomic(inputs.junit, renderJunitFor(report, inputs.junitMode));
  await writeFileAtomic(inputs.markdown, markdown);
  core.info(`loopgate: reports written to ${inputs.json}, ${inputs.junit}, ${inputs.markdown}`);

  // A shard sees part of the run: what looks wrong from there is the merge job's to say.
  const warn = inputs.shard !== null ? core.info : core.warning;
  for (const warning of gate.warnings) warn(`loopgate: ${oneLine(warning, 1000)}`);
  if (bless?.blessed)
    core.info(
      `loopgate: ${blessText(bless.knownFailures, bless.acceptedRegressions.length)}: this run is the baseline now`,
    );
  if (inputs.summary) await writeJobSummary(markdown);
  if (inputs.annotations) annotate(report, gate, inputs.failOnRegression, bless?.blessed ?? false);

  const t = report.totals;
  core.setOutput("result", result);
  core.setOutput("passed", t.passed);
  core.setOutput("failed", t.failed);
  core.setOutput("not-tested", t.notTested);
  core.setOutput("errors", t.errors);
  core.setOutput("regressions", gate.regressions.length);
  core.setOutput("score", t.meanScore === null ? "" : t.meanScore);
  core.setOutput("report-json", inputs.json);
  core.setOutput("junit-xml", inputs.junit);
  core.setOutput("summary-markdown", inputs.markdown);
  setGateOutputs(gate);

  let artifactId = "";
  if (inputs.uploadArtifact) {
    const upload = await uploadReports(
      inputs.artifactName,
      [inputs.json, inputs.junit, inputs.markdown],
      inputs.retentionDays,
    );
    if (upload.failure !== null) {
      core.warning(
        `loopgate: the report artifact was not uploaded (${oneLine(upload.failure, 500)}); the reports are on disk at ${path.dirname(inputs.json)}`,
      );
    } else if (upload.id !== null) {
      artifactId = String(upload.id);
      core.info(`loopgate: uploaded artifact "${inputs.artifactName}" (id ${artifactId})`);
    }
  }
  core.setOutput("artifact-id", artifactId);

  const reason = failureReason(result, report, gate, problems);
  const regressed = gate.regressions.length > 0;
  if (result === "error") core.setFailed(reason);
  else if (regressed && bless?.blessed) core.warning(`${reason} (accepted: this run is blessed as the baseline)`);
  else if (regressed && inputs.failOnRegression) core.setFailed(reason);
  else if (regressed && inputs.shard === null) core.warning(`${reason} (fail-on-regression is false)`);
  else core.info(reason);
}

/** The outputs that say what the gate compared with and what it recorded. */
function setGateOutputs(gate: ActionGateResult): void {
  const comparison = gate.gate?.comparison ?? null;
  const lost = comparison
    ? new Set(
        [...comparison.regressions.map((r) => ({ caseId: r.caseId, kind: r.rule as string })), ...comparison.changes]
          .filter((c) => c.kind === "LOST_COVERAGE" || c.kind === "REMOVED")
          .map((c) => c.caseId),
      )
    : new Set<string>();
  for (const caseId of gate.configLostCoverage) lost.add(caseId);
  core.setOutput("blessed", gate.gate?.bless?.blessed ? "true" : "false");
  core.setOutput("baseline", comparison ? baselineName(comparison.baseline) : "");
  core.setOutput(
    "baseline-commit",
    comparison?.baseline.source === "history" ? (comparison.baseline.commit ?? "") : "",
  );
  core.setOutput("lost-coverage", lost.size);
  core.setOutput("history-commit", gate.historyCommit ?? "");
}

function annotate(report: Report, gate: ActionGateResult, failOnRegression: boolean, blessed: boolean): void {
  const plan = planAnnotations(report, gate.regressions, failOnRegression, blessed);
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

function headlineOf(
  result: ActionResult,
  report: Report,
  gate: ActionGateResult,
  problems: string[],
  shard: Shard | null,
): string {
  const scope = shard ? ` (${shardLabel(shard)})` : "";
  if (problems.length > 0)
    return `⚠️ loopgate${scope}: ${escapeMarkdownText(problems[0]!)}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ""}`;
  if (result === "error")
    return `⚠️ loopgate${scope}: ${countText(report.totals.errors, "recording")} could not be read`;
  return `${gate.gate?.headline ?? defaultHeadline(report)}${scope}`;
}

function failureReason(result: ActionResult, report: Report, gate: ActionGateResult, problems: string[]): string {
  if (problems.length > 0) return `loopgate: ${problems[0]}`;
  if (result === "error") {
    const first = report.recordings.find((r) => r.verdict === "ERROR");
    return `loopgate: ${countText(report.totals.errors, "recording")} could not be read${first ? ` (${oneLine(first.reason, 300)})` : ""}`;
  }
  if (gate.regressions.length > 0) {
    const first = gate.regressions[0];
    const detail = first ? ` (first: ${oneLine(first.caseId, 200)}: ${oneLine(first.message, 300)})` : "";
    const source = gate.gate?.comparison?.baseline.source ?? "none";
    return `loopgate: ${countText(gate.regressions.length, "regression")} ${source === "none" ? "with no baseline (every failing case counts)" : "against the baseline"}${detail}`;
  }
  const t = report.totals;
  if (result === "partial")
    return `loopgate: ${report.shard ? shardLabel(report.shard) : "shard"} judged — ${countText(t.recordings, "recording")}, ${t.passed} passed, ${t.failed} failed, ${t.notTested} not tested; the merge job gates the whole run`;
  return `loopgate: passed — ${countText(t.recordings, "recording")}, ${t.passed} passed, ${t.failed} failed (known), ${t.notTested} not tested`;
}

function countText(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
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
