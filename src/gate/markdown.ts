import type {
  BaselineInfo,
  Comparison,
  ConfigCaseChange,
  EvidenceChanges,
  HonestyCaseChange,
  ProposedConfig,
  ProposedFile,
} from "../report/comparison.js";
import { escapeMarkdownText, markdownCode, tableCellCode, tableCellText } from "../report/escape.js";
import { detailsLinker, unsealedLine } from "../report/markdown.js";
import { truncateText } from "../util/text.js";
import type { Report } from "../report/schema.js";

/**
 * The gate's Markdown: the headline and the lead sections that renderMarkdown
 * (src/report/markdown.ts) puts first. Everything from recordings, history or the CI
 * environment goes through the report stage's escapers.
 */

const MAX_ROWS = 100;
const MAX_ID_CHARS = 200;
const MAX_MESSAGE_CHARS = 400;
const SPARK = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];

/**
 * ✅ only when nothing regressed, no case lost coverage and every recording was tested:
 * never a silent green. ⚠️ when the gate passes with something untested, ❌ on a regression.
 */
export function gateHeadline(comparison: Comparison, report: Report): string {
  const t = report.totals;
  const recordings = `${t.recordings} recording${t.recordings === 1 ? "" : "s"}`;
  const against = `against ${baselineShort(comparison.baseline)}`;
  const regressedCases = new Set(comparison.regressions.map((r) => r.caseId)).size;
  if (comparison.regressed) {
    return `❌ loopgate: ${plural(regressedCases, "case")} regressed ${against} (${recordings})`;
  }
  const improved = comparison.counts.improved;
  const parts = untestedParts(comparison, t.notTested);
  const symbol = parts.length > 0 ? "⚠️" : "✅";
  if (improved > 0) parts.push(`${plural(improved, "case")} improved`);
  parts.push(recordings);
  return `${symbol} loopgate: no regressions ${against} (${parts.join(", ")})`;
}

/**
 * A blessed run that keeps failures: ⚠️, not ❌ — the default branch recorded its state on
 * purpose and the check passes; the bless section and annotations list what was accepted.
 */
export function blessedHeadline(knownFailures: number, acceptedRegressions: number, report: Report): string {
  const t = report.totals;
  const text = blessText(knownFailures, acceptedRegressions);
  return `⚠️ loopgate: ${text.charAt(0).toLowerCase()}${text.slice(1)} as the baseline (${t.recordings} recording${t.recordings === 1 ? "" : "s"})`;
}

/** "1 case lost coverage", "2 not tested": what keeps a passing gate from a ✅. */
export function untestedParts(comparison: Comparison | undefined, notTested: number): string[] {
  const parts: string[] = [];
  const lost = comparison
    ? new Set(comparison.changes.filter((c) => c.kind === "LOST_COVERAGE" || c.kind === "REMOVED").map((c) => c.caseId))
        .size
    : 0;
  if (lost > 0) parts.push(`${plural(lost, "case")} lost coverage`);
  if (notTested > 0) parts.push(`${notTested} not tested`);
  return parts;
}

/** `main@1a2b3c4 (loopgate-history:history.jsonl)`: the baseline as the action's output and the headline name it. */
export function baselineName(baseline: BaselineInfo): string {
  if (baseline.source === "none") return "";
  if (baseline.source === "report") return baseline.file;
  const ref = baseline.ref === null ? "" : baseline.ref.replace(/^refs\/heads\//, "");
  const at =
    baseline.commit === null ? (baseline.runId === null ? "" : `run ${baseline.runId}`) : shortCommit(baseline.commit);
  return `${ref}${ref && at ? "@" : ""}${at} (${baseline.file})`.trim();
}

/** "Changes against baseline": context notes, regressions, improvements, other changes, unchanged counts. */
export function changesSection(comparison: Comparison): string {
  const out: string[] = ["### Changes against baseline", ""];
  out.push(`Baseline: ${baselineLong(comparison.baseline)}. ${thresholdText(comparison)}`, "");
  if (comparison.notes.length > 0) {
    out.push("> [!IMPORTANT]");
    comparison.notes.forEach((note, i) => {
      if (i > 0) out.push(">");
      out.push(`> ${escapeMarkdownText(truncateText(note, MAX_MESSAGE_CHARS))}`);
    });
    out.push("");
  }
  const regressedCases = new Set(comparison.regressions.map((r) => r.caseId)).size;
  if (comparison.regressions.length > 0) {
    out.push(`#### ❌ Regressions (${plural(regressedCases, "case")})`, "");
    out.push(
      ...table(
        ["Case", "Rule", "Change"],
        comparison.regressions.map((r) => [r.caseId, r.rule, r.message]),
        "comparison",
        detailsLinker(comparison),
      ),
    );
  } else {
    out.push("No regressions.", "");
  }
  if (comparison.improvements.length > 0) {
    out.push(`#### ✅ Improvements (${plural(comparison.counts.improved, "case")})`, "");
    out.push(
      ...table(
        ["Case", "Rule", "Change"],
        comparison.improvements.map((r) => [r.caseId, r.rule, r.message]),
        "comparison",
      ),
    );
  }
  if (comparison.changes.length > 0) {
    out.push(`#### Other changes (not regressions)`, "");
    out.push(
      ...table(
        ["Case", "Kind", "Change"],
        comparison.changes.map((c) => [c.caseId, c.kind, c.message]),
        "comparison",
      ),
    );
  }
  const c = comparison.counts;
  const parts = [
    `${c.unchangedPassing} passing`,
    `${c.unchangedFailing} known failure${c.unchangedFailing === 1 ? "" : "s"} (still failing, not regressions)`,
  ];
  if (c.unchangedFlaky > 0) parts.push(`${c.unchangedFlaky} flaky`);
  if (c.unchangedUntested > 0) parts.push(`${c.unchangedUntested} not tested`);
  out.push(`**Unchanged:** ${plural(c.unchanged, "case")} — ${parts.join(", ")}.`);
  return `${out.join("\n")}\n`;
}

/** What a bless did, loudly: a changed baseline is a decision a reviewer should see. */
export function blessSection(outcome: {
  blessed: boolean;
  refusal: string | null;
  knownFailures: number;
  acceptedRegressions: Array<{ caseId: string; rule: string; message: string }>;
}): string {
  if (!outcome.blessed) {
    return [
      "### Not blessed",
      "",
      "> [!WARNING]",
      `> Not blessed: ${escapeMarkdownText(truncateText(outcome.refusal ?? "", MAX_MESSAGE_CHARS))}. The run is recorded in the history; pull requests keep comparing with the previous baseline.`,
      "",
    ].join("\n");
  }
  const out = ["### 🔖 Blessed as the baseline", ""];
  const text = `${blessText(outcome.knownFailures, outcome.acceptedRegressions.length)}: pull requests now compare with this run.`;
  if (outcome.acceptedRegressions.length === 0) out.push(text, "");
  else {
    out.push("> [!WARNING]", `> ${text} The accepted regressions are the new baseline:`, "");
    out.push(
      ...table(
        ["Case", "Rule", "Change"],
        outcome.acceptedRegressions.map((r) => [r.caseId, r.rule, r.message]),
        "comparison",
      ),
    );
  }
  return `${out.join("\n").trimEnd()}\n`;
}

/**
 * "If this pull request's `loopgate.json` applied": the run is judged with the base commit's
 * judging configuration; this says what the pull request's (its config file, its honesty rule
 * files) would change, so a reviewer decides on it.
 */
export function proposedConfigSection(proposed: ProposedConfig): string {
  const files = proposedFiles(proposed);
  const out = [`### If this pull request's ${proposedFileNames(proposed)} applied`, ""];
  const verbs = (["changed", "added", "removed"] as const)
    .map((change) => {
      const names = files
        .filter((f) => f.change === change)
        .map((f) => markdownCode(truncateText(f.file, MAX_ID_CHARS)));
      return names.length === 0 ? null : `${CHANGE_VERB[change]} ${fileList(names)}`;
    })
    .filter((part): part is string => part !== null);
  out.push(
    `This pull request ${fileList(verbs)}. The run above is judged with the base commit's judging configuration; the recordings were judged again with the pull request's to show what it would change once merged and blessed.`,
    "",
  );
  if (proposed.invalid !== null) {
    out.push(
      "> [!CAUTION]",
      `> This pull request's judging configuration cannot be used: ${escapeMarkdownText(truncateText(proposed.invalid, MAX_MESSAGE_CHARS))}`,
      "",
    );
  }
  const lost = proposed.lostCoverage.length;
  if (lost > 0) {
    const verdict = proposed.fails
      ? "this fails the check (set `fail-on-lost-coverage: false` for a change you mean)"
      : "allowed: fail-on-lost-coverage (or fail-on-regression) is false";
    out.push(
      proposed.fails ? "> [!CAUTION]" : "> [!WARNING]",
      `> ${plural(lost, "case")} would lose coverage: ${verdict}.`,
      "",
    );
  }
  const rows = [
    ...caseRows(proposed.lostCoverage, "would lose coverage"),
    ...caseRows(proposed.gainedCoverage, "would gain coverage"),
    ...caseRows(proposed.statusChanges, "would change status"),
  ];
  if (rows.length > 0)
    out.push(...table(["Case", "Change", "Base's config → this pull request's"], rows, "proposedConfig"));
  const honesty = proposed.honestyChanges ?? [];
  if (honesty.length > 0)
    out.push(
      ...table(
        ["Case", "Change", "Final reply (J28): base's → this pull request's"],
        honesty.map(honestyRow),
        "proposedConfig",
      ),
    );
  if (proposed.reclassified.length > 0) {
    out.push(
      ...table(
        ["Tool", "Change", "Class: base's config → this pull request's"],
        proposed.reclassified.map((r) => [r.tool, "reclassified", `${r.from} → ${r.to}`]),
        "proposedConfig",
      ),
    );
  }
  if (proposed.invalid === null && rows.length + honesty.length + proposed.reclassified.length === 0)
    out.push(unchangedSentence(proposed), "");
  return `${out.join("\n").trimEnd()}\n`;
}

const CHANGE_VERB = { changed: "changes", added: "adds", removed: "removes" } as const;

/** The files a proposal names; a report written before `files` was added names only the first (its kind unknown). */
export function proposedFiles(
  proposed: ProposedConfig,
): Array<Pick<ProposedFile, "file" | "change"> & { kind?: ProposedFile["kind"] }> {
  return proposed.files ?? [{ file: proposed.file, change: proposed.change }];
}

/** The files a proposal changes as Markdown: "`loopgate.json` and `rules/nl.json`". */
export function proposedFileNames(proposed: ProposedConfig): string {
  return fileList(proposedFiles(proposed).map((f) => markdownCode(truncateText(f.file, MAX_ID_CHARS))));
}

/** "a", "a and b", "a, b and c"; past four, "a, b, c and 2 more files" (a pull request names them). */
export function fileList(items: string[]): string {
  const shown = items.length > 4 ? [...items.slice(0, 3), `${items.length - 3} more files`] : items;
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)!}`;
}

/**
 * What was compared, and found equal: only what the section would list, so it is true even
 * when a case's violations or score change while its status does not. A report written before
 * honesty was compared says nothing about the replies.
 */
function unchangedSentence(proposed: ProposedConfig): string {
  return proposed.honestyChanges === undefined
    ? "No case would lose or gain coverage or change status, and no tool the recordings call would be reclassified."
    : "No case would lose or gain coverage, change status or have its final reply read differently (J28), and no tool the recordings call would be reclassified.";
}

function honestyRow(change: HonestyCaseChange): [string, string, string] {
  const runs = plural(change.runs, "run");
  const what = change.from === change.to ? "would read the reply differently" : "would change honesty";
  return [change.caseId, what, `${change.from} → ${change.to} (${runs} read differently)`];
}

function caseRows(changes: ConfigCaseChange[], what: string): Array<[string, string, string]> {
  return changes.map((c) => [c.caseId, what, `${c.from} → ${c.to}`]);
}

/** "blessed with 2 known failures, 1 accepted regression" (also the log line and the annotation). */
export function blessText(knownFailures: number, acceptedRegressions: number): string {
  if (knownFailures === 0 && acceptedRegressions === 0) return "Blessed, with no failures";
  return `Blessed with ${plural(knownFailures, "known failure")}, ${plural(acceptedRegressions, "accepted regression")}`;
}

/**
 * "Evidence against baseline": the recordings this pull request added, changed or removed
 * (by SHA-256), and those without a seal. Paths come from the pull request: escaped.
 */
export function evidenceSection(evidence: EvidenceChanges, source: BaselineInfo["source"]): string {
  const out: string[] = ["### Evidence against baseline", ""];
  if (!evidence.compared) {
    out.push(
      source === "none"
        ? "No baseline, so no recording can be compared with it."
        : "The baseline holds no per-recording digests (written by loopgate 0.1, or an unblessed history run), so added, changed and removed recordings cannot be listed.",
      "",
    );
  } else {
    const total = evidence.added.length + evidence.changed.length + evidence.removed.length;
    out.push(
      total === 0
        ? `No recording added, changed or removed: ${plural(evidence.unchanged, "recording")} byte for byte as in the baseline (SHA-256).`
        : `**${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed** against the baseline (SHA-256), ${evidence.unchanged} unchanged. The verdicts rest on these files: review their diff.`,
      "",
    );
    const rows: [string, string][] = [
      ...evidence.added.map((file): [string, string] => [file, "added"]),
      ...evidence.changed.map((file): [string, string] => [file, "changed"]),
      ...evidence.removed.map((file): [string, string] => [file, "removed"]),
    ];
    if (rows.length > 0) out.push(...pathTable(rows));
  }
  if (evidence.unsealed.length > 0) out.push(unsealedLine(evidence.unsealed), "");
  return `${out.join("\n").trimEnd()}\n`;
}

function pathTable(rows: Array<[string, string]>): string[] {
  const out = ["| Recording | Change |", "|---|---|"];
  for (const [file, change] of rows.slice(0, MAX_ROWS))
    out.push(`| ${tableCellCode(truncateText(file, MAX_ID_CHARS))} | ${change} |`);
  if (rows.length > MAX_ROWS)
    out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`comparison.evidence\`).`);
  out.push("");
  return out;
}

/**
 * A Case/Rule/Change table; `details` links each case to its details below (the regressions).
 * Rows past the table's bound are in the JSON report's block `field`, which the last line names.
 */
function table(
  header: [string, string, string],
  rows: Array<[string, string, string]>,
  field: "comparison" | "proposedConfig",
  details?: (caseId: string) => string,
): string[] {
  const out = [`| ${header.join(" | ")} |`, "|---|---|---|"];
  for (const [caseId, rule, message] of rows.slice(0, MAX_ROWS)) {
    const link = details?.(caseId) ?? "";
    out.push(
      `| ${tableCellCode(truncateText(caseId, MAX_ID_CHARS))}${link === "" ? "" : ` ${link}`} | ${tableCellText(rule)} | ${tableCellText(truncateText(message, MAX_MESSAGE_CHARS))} |`,
    );
  }
  if (rows.length > MAX_ROWS) out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`${field}\`).`);
  out.push("");
  return out;
}

function thresholdText(comparison: Comparison): string {
  const t = comparison.thresholds;
  return (
    `Rules: α = ${t.alpha} for failure-rate changes over repeated runs, a mean score drop of more than ${t.maxScoreDrop} points, ` +
    `lost coverage ${t.failOnLostCoverage ? "fails" : "reported only"}` +
    `${t.honestyGate === "report" ? ", a new dishonest claim reported only" : ""} (docs/gate.md).`
  );
}

function baselineShort(baseline: BaselineInfo): string {
  if (baseline.source === "none") return "an empty baseline (none found)";
  if (baseline.source === "report") return `baseline ${markdownCode(truncateText(baseline.file, MAX_ID_CHARS))}`;
  return `baseline ${markdownCode(truncateText(baselineName(baseline), MAX_ID_CHARS))}`;
}

function baselineLong(baseline: BaselineInfo): string {
  if (baseline.source === "none")
    return `none found in ${markdownCode(truncateText(baseline.file, MAX_ID_CHARS))}, every case counts as new`;
  if (baseline.source === "report") return `report ${markdownCode(truncateText(baseline.file, MAX_ID_CHARS))}`;
  const parts = [
    `run ${baseline.runId === null ? "without id" : markdownCode(truncateText(baseline.runId, MAX_ID_CHARS))}`,
  ];
  if (baseline.ref !== null) parts.push(`ref ${markdownCode(truncateText(baseline.ref, MAX_ID_CHARS))}`);
  if (baseline.commit !== null) parts.push(`commit ${markdownCode(shortCommit(baseline.commit))}`);
  if (baseline.time !== null) parts.push(escapeMarkdownText(truncateText(baseline.time, 40)));
  return `${parts.join(" · ")} from ${markdownCode(truncateText(baseline.file, MAX_ID_CHARS))}`;
}

function shortCommit(commit: string): string {
  return /^[0-9a-f]{40,64}$/i.test(commit) ? commit.slice(0, 7) : truncateText(commit, 40);
}

export interface TrendPoint {
  runId: string | null;
  commit: string | null;
  ref: string | null;
  /** Percent of tested recordings (PASS or FAIL) that passed, one decimal; null when none was tested. */
  passRate: number | null;
  meanScore: number | null;
  current: boolean;
}

export function passRateOf(totals: { passed: number; failed: number }): number | null {
  const tested = totals.passed + totals.failed;
  return tested === 0 ? null : Math.round((totals.passed / tested) * 1000) / 10;
}

/** Sparkline on a fixed 0–100 scale, so a flat line at 95 and one at 40 look different. */
export function sparkline(values: Array<number | null>): string {
  return values
    .map((value) =>
      value === null ? "·" : SPARK[Math.min(SPARK.length - 1, Math.max(0, Math.floor((value / 100) * SPARK.length)))]!,
    )
    .join("");
}

/** Pass rate and mean score over the last runs: sparklines, a table, and a Mermaid xychart-beta. */
export function trendSection(points: TrendPoint[]): string {
  if (points.length === 0) return "";
  const out = [`### Trend (last ${plural(points.length, "run")})`, ""];
  out.push(
    `Pass rate ${sparkline(points.map((p) => p.passRate))} · mean score ${sparkline(points.map((p) => p.meanScore))}`,
    "",
  );
  out.push("| # | Run | Commit | Ref | Pass rate | Mean score |", "|---:|---|---|---|---:|---:|");
  points.forEach((point, i) => {
    const cells = [
      `${i + 1}${point.current ? " (this run)" : ""}`,
      point.runId === null ? "—" : tableCellCode(truncateText(point.runId, 60)),
      point.commit === null ? "—" : tableCellCode(shortCommit(point.commit)),
      point.ref === null ? "—" : tableCellCode(truncateText(point.ref, 80)),
      point.passRate === null ? "—" : `${point.passRate}%`,
      point.meanScore === null ? "—" : String(point.meanScore),
    ];
    out.push(`| ${cells.join(" | ")} |`);
  });
  out.push("");
  const charted = points.filter((p) => p.passRate !== null && p.meanScore !== null);
  if (charted.length >= 2) {
    const labels = points.map((p, i) => ({ p, label: chartLabel(p, i) })).filter(({ p }) => charted.includes(p));
    out.push(
      "Pass rate (first line, %) and mean score (second line, points):",
      "",
      "```mermaid",
      "xychart-beta",
      '  title "loopgate trend"',
      `  x-axis [${labels.map(({ label }) => `"${label}"`).join(", ")}]`,
      '  y-axis "percent / points" 0 --> 100',
      `  line [${charted.map((p) => p.passRate).join(", ")}]`,
      `  line [${charted.map((p) => p.meanScore).join(", ")}]`,
      "```",
      "",
    );
  }
  return `${out.join("\n")}`;
}

/** Only hex commits and run numbers reach the chart: nothing there can break out of its quotes. */
function chartLabel(point: TrendPoint, index: number): string {
  if (point.commit !== null && /^[0-9a-f]{7,64}$/i.test(point.commit)) return point.commit.slice(0, 7);
  return `run ${index + 1}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
