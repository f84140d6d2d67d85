import { escapeMarkdownText, oneLine } from "../report/escape.js";
import { plural } from "../judge/findings.js";
import { defaultHeadline } from "../report/markdown.js";
import type { ProposedConfig } from "../report/comparison.js";
import type { Report } from "../report/schema.js";
import { shardLabel } from "../report/shard-id.js";
import type { BlessOutcome } from "./gate.js";
import {
  blessedHeadline,
  blessSection,
  changesSection,
  evidenceSection,
  fileList,
  gateHeadline,
  proposedConfigSection,
  proposedFileNames,
  proposedFiles,
  trendSection,
  type TrendPoint,
} from "./markdown.js";

/** What the Markdown needs beyond the report: only the run that wrote the report knows it. */
export interface HeadlineContext {
  /** The bless this run asked for; a pull request's run has none. */
  bless?: BlessOutcome | null;
  /** The history trend, this run last; shown from two points on. Only a run that read the history has it. */
  trend?: TrendPoint[];
}

/**
 * The headline and the sections before the recordings, for every door (replay, merge, diff,
 * report, the action): the pull request's config change, the bless, the changes against the
 * baseline, the evidence, the trend. What the report holds is said the same way by all;
 * only the bless and the trend need the run (`context`), so `report` shows neither.
 */
export function runMarkdownParts(
  report: Report,
  context: HeadlineContext = {},
): { headline: string; leadSections: string[] } {
  const sections: string[] = [];
  const comparison = report.comparison;
  if (report.proposedConfig) sections.push(proposedConfigSection(report.proposedConfig));
  if (context.bless) sections.push(blessSection(context.bless));
  if (comparison) sections.push(changesSection(comparison));
  if (comparison?.evidence) sections.push(evidenceSection(comparison.evidence, comparison.baseline.source));
  if (context.trend && context.trend.length > 1) sections.push(trendSection(context.trend));
  return { headline: runHeadline(report, context), leadSections: sections };
}

/**
 * The one headline of a gated run. The action's job summary and the pull request comment
 * (fork-safe.yml re-renders it from the JSON report with `loopgate report`) both open with
 * it, so they cannot disagree; given the same report they are the same line.
 */
export function runHeadline(report: Report, context: HeadlineContext = {}): string {
  const scope = report.shard ? ` (${shardLabel(report.shard)})` : "";
  // In the report, not passed beside it: the comment, rendered from the report alone, says it too.
  const problems = report.runProblems ?? [];
  if (problems.length > 0)
    return `⚠️ loopgate${scope}: ${escapeMarkdownText(problems[0]!)}${problems.length > 1 ? ` (+${problems.length - 1} more)` : ""}`;
  const errors = report.totals.errors;
  const comparison = report.comparison;
  // Without a comparison the report stage's headline already counts unreadable recordings.
  if (errors > 0 && comparison)
    return `⚠️ loopgate${scope}: ${errors} recording${errors === 1 ? "" : "s"} could not be read`;
  const bless = context.bless ?? null;
  const base =
    bless?.blessed && (bless.knownFailures > 0 || bless.acceptedRegressions.length > 0)
      ? blessedHeadline(bless.knownFailures, bless.acceptedRegressions.length, report)
      : comparison
        ? gateHeadline(comparison, report)
        : defaultHeadline(report);
  return `${withProposedConfig(base, report.proposedConfig)}${scope}`;
}

const LEAD = /^(✅|⚠️|❌|⚪) loopgate: /u;

/**
 * A pull request's judging configuration that would take coverage away (or is not valid) is said in
 * the headline: first and ❌ when it fails the check, after the gate's words and ⚠️ when allowed.
 */
function withProposedConfig(headline: string, proposed: ProposedConfig | undefined): string {
  if (proposed === undefined) return headline;
  const lost = proposed.lostCoverage.length;
  if (lost === 0 && proposed.invalid === null) return headline;
  const what =
    proposed.invalid !== null
      ? `this pull request's ${proposedFileNames(proposed)} ${invalidWords(proposedFiles(proposed))}`
      : `this pull request's ${proposedFileNames(proposed)} would take coverage from ${lost} case${lost === 1 ? "" : "s"}`;
  const lead = LEAD.exec(headline);
  const symbol = lead?.[1] ?? "";
  const rest = lead ? headline.slice(lead[0].length) : headline;
  if (symbol === "❌") return `${headline}; ${what}`;
  if (proposed.fails) return `❌ loopgate: ${what}; ${rest}`;
  return `⚠️ loopgate: ${rest}; ${what} (allowed: fail-on-lost-coverage or fail-on-regression is false)`;
}

/** "is not a valid config" for the config file alone; a rule file, or several files, said as what they are. */
export function invalidWords(files: ReturnType<typeof proposedFiles>): string {
  if (files.length > 1) return "are not a valid judging configuration";
  return files[0]!.kind === "honesty-rules" ? "is not a valid honesty rule file" : "is not a valid config";
}

/**
 * What the pull request's loopgate.json would take away, for a log line (the action's step
 * and its annotation on the file, `loopgate merge`'s stderr); null when it takes nothing away.
 */
export function proposedConfigText(proposed: ProposedConfig | undefined): { text: string; fails: boolean } | null {
  if (proposed === undefined) return null;
  const named = proposedFiles(proposed);
  const files = fileList(named.map((f) => oneLine(f.file, 200)));
  if (proposed.invalid !== null)
    return {
      text: `this pull request's ${files} ${invalidWords(named)} (${oneLine(proposed.invalid, 300)})`,
      fails: proposed.fails,
    };
  const lost = proposed.lostCoverage;
  if (lost.length === 0) return null;
  const first = lost[0]!;
  return {
    text: `this pull request's ${files} would take coverage from ${plural(lost.length, "case")} (first: ${oneLine(first.caseId, 200)}: ${first.from} → ${first.to}); the run is judged with the base commit's`,
    fails: proposed.fails,
  };
}
