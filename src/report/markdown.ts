import { createHash } from "node:crypto";
import type { Finding } from "../judge/types.js";
import type { Scenario } from "../recording/schema.js";
import type { Comparison } from "./comparison.js";
import type { RecordingReport, Report } from "./schema.js";
import {
  escapeHtml,
  escapeMarkdownText,
  markdownCode,
  markdownCodeWrapping,
  markdownFence,
  displayLine,
  markdownLink,
  tableCellCode,
  tableCellText,
  truncateUtf8,
  visibleLine,
} from "./escape.js";
import { truncateText } from "../util/text.js";
import {
  MAX_MESSAGE_CHARS,
  MAX_NAME_CHARS,
  SCENARIO_TITLES,
  UNKNOWN_SCENARIO_GROUP,
  callNumbers,
  dishonestClaimText,
  findingLines,
  groupByScenario,
  scoreText,
} from "./describe.js";

const MAX_HEADLINE_CHARS = 1_000;
const MAX_REASON_CELL_CHARS = 300;

/**
 * How big a summary may be, and what that bound is called. Required, with no default: the
 * bound belongs to where the summary goes (a GitHub job summary, a file the CLI documents),
 * which the entry points know and the renderer does not.
 */
export interface MarkdownBound {
  /** The result is always fewer than this many UTF-8 bytes. */
  maxBytes: number;
  /** Plain text naming the bound in the note on a shortened summary: "Shortened to fit <boundName>." */
  boundName: string;
}

export interface MarkdownOptions extends MarkdownBound {
  /** Markdown for the first line, replacing the default gate result; the caller escapes it. */
  headline?: string;
  /** Pre-rendered Markdown sections placed right after the headline, in order. */
  leadSections?: string[];
  /** URL that recording paths are appended to for links, e.g. `https://github.com/o/r/blob/<sha>/`. */
  recordingLinkBase?: string;
}

/** How much detail one rendering carries; the renderer steps down until the summary fits. */
interface Detail {
  violationDetails: boolean;
  patchTexts: boolean;
  passingRows: boolean;
  violationsPerFailure: number;
  /** What this level leaves out compared with the full summary, for the note. */
  shortened: string[];
}

const DETAIL_LEVELS: readonly Detail[] = [
  { violationDetails: true, patchTexts: true, passingRows: true, violationsPerFailure: 50, shortened: [] },
  {
    violationDetails: false,
    patchTexts: false,
    passingRows: true,
    violationsPerFailure: 10,
    shortened: ["violation details", "prompt patch texts", "violations beyond the first 10 per failure"],
  },
  {
    violationDetails: false,
    patchTexts: false,
    passingRows: false,
    violationsPerFailure: 3,
    shortened: [
      "violation details",
      "prompt patch texts",
      "violations beyond the first 3 per failure",
      "passing recordings in the scenario tables",
    ],
  },
];

/** What a chunk holds, so the note can say what trimming left out. */
type Category = "lead" | "change" | "row" | "failure" | "notTested" | "honesty" | "error" | "patch" | "structure";

const CATEGORY_NAMES: Record<Exclude<Category, "structure" | "lead">, [one: string, many: string]> = {
  change: ["change against the baseline", "changes against the baseline"],
  row: ["row of the scenario tables", "rows of the scenario tables"],
  failure: ["failure", "failures"],
  notTested: ["not-tested entry", "not-tested entries"],
  honesty: ["honesty entry", "honesty entries"],
  error: ["error", "errors"],
  patch: ["prompt patch", "prompt patches"],
};

interface Chunk {
  text: string;
  category: Category;
}

/**
 * The Markdown summary (docs/report-format.md): gate result, totals, a table per scenario,
 * failures, not-tested reasons, errors, prompt patches. Bounded to `maxBytes`: first less
 * detail, then whole chunks cut from the end, with a note under the headline saying what
 * was left out.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions): string {
  const budget = options.maxBytes - 1;
  const headline = `## ${visibleLine(truncateText(options.headline ?? defaultHeadline(report), MAX_HEADLINE_CHARS))}\n\n`;

  let chunks: Chunk[] = [];
  for (const [level, detail] of DETAIL_LEVELS.entries()) {
    const start = headline + note(options.boundName, detail, null);
    const last = level === DETAIL_LEVELS.length - 1;
    const built = buildChunks(report, detail, options, last ? Infinity : budget - byteLength(start));
    if (built === null) continue;
    chunks = built;
    const text = start + chunks.map((chunk) => chunk.text).join("");
    if (byteLength(text) <= budget) return text;
  }

  const compact = DETAIL_LEVELS[DETAIL_LEVELS.length - 1]!;
  const everything = leftOutCounts(chunks, false);
  const marker = cutMarker(options.boundName);
  const room =
    budget - byteLength(headline) - byteLength(note(options.boundName, compact, everything)) - byteLength(marker);
  let cut = wholeChunksThatFit(chunks, room);
  // A regression's `[details](#…)` whose anchor (on a failure section or a row) was cut off
  // would scroll nowhere: such links go, and the bytes they took go to the chunks after.
  const anchors = new Set(
    [...cut.kept.join("").matchAll(/<a name="(loopgate-case-[0-9a-f]{16})"><\/a>/g)].map((m) => m[1]),
  );
  const unlinked = chunks.map((chunk) => ({ ...chunk, text: withoutLinksOutside(chunk.text, anchors) }));
  cut = wholeChunksThatFit(unlinked, room);
  const leftOut = leftOutCounts(unlinked.slice(cut.next), cut.leadCut);
  return truncateUtf8(headline + note(options.boundName, compact, leftOut) + cut.kept.join("") + marker, budget);
}

/** The chunks from the first that fit in `room` bytes; a lead section that does not fit whole is cut at a line. */
function wholeChunksThatFit(chunks: Chunk[], room: number): { kept: string[]; next: number; leadCut: boolean } {
  const kept: string[] = [];
  let used = 0;
  for (const [index, chunk] of chunks.entries()) {
    const size = byteLength(chunk.text);
    if (used + size <= room) {
      kept.push(chunk.text);
      used += size;
      continue;
    }
    if (chunk.category !== "lead") return { kept, next: index, leadCut: false };
    kept.push(linesThatFit(chunk.text, room - used));
    return { kept, next: index + 1, leadCut: true };
  }
  return { kept, next: chunks.length, leadCut: false };
}

/** `text` without its ` [details](#…)` links to anchors not in `anchors`. */
function withoutLinksOutside(text: string, anchors: Set<string | undefined>): string {
  return text.replace(/ \[details\]\(#(loopgate-case-[0-9a-f]{16})\)/g, (link, anchor: string) =>
    anchors.has(anchor) ? link : "",
  );
}

/**
 * Where the summary was cut: after the last whole chunk (a table row, a section), never
 * inside one, so a reader at the bottom sees that more existed. The blank line first ends
 * a table the last row belonged to.
 */
function cutMarker(boundName: string): string {
  return `\n> ✂️ **Cut here** to fit ${escapeMarkdownText(boundName)}: the note under the headline says what is missing; the JSON report and the JUnit XML hold everything.\n`;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** The longest prefix of whole lines of `text` within `maxBytes`. */
function linesThatFit(text: string, maxBytes: number): string {
  const prefix = truncateUtf8(text, Math.max(0, maxBytes - 1));
  const newline = prefix.lastIndexOf("\n");
  return newline === -1 ? "" : `${prefix.slice(0, newline + 1)}\n`;
}

interface LeftOut {
  counts: Map<Category, number>;
  leadCut: boolean;
}

function leftOutCounts(chunks: Chunk[], leadCut: boolean): LeftOut {
  const counts = new Map<Category, number>();
  for (const chunk of chunks) counts.set(chunk.category, (counts.get(chunk.category) ?? 0) + 1);
  return { counts, leadCut };
}

function note(boundName: string, detail: Detail, leftOut: LeftOut | null): string {
  if (detail.shortened.length === 0 && leftOut === null) return "";
  const sentences = [`Shortened to fit ${escapeMarkdownText(boundName)}.`];
  if (detail.shortened.length > 0) sentences.push(`Not shown: ${detail.shortened.join(", ")}.`);
  if (leftOut !== null) {
    const parts: string[] = [];
    if (leftOut.leadCut || (leftOut.counts.get("lead") ?? 0) > 0)
      parts.push("the end of the sections above the totals");
    for (const [category, [one, many]] of Object.entries(CATEGORY_NAMES) as [Category, [string, string]][]) {
      const count = leftOut.counts.get(category) ?? 0;
      if (count > 0) parts.push(`${count} ${count === 1 ? one : many}`);
    }
    if (parts.length > 0) sentences.push(`Cut off at the end: ${parts.join(", ")}.`);
  }
  sentences.push("The JSON report and the JUnit XML hold everything.");
  return `> [!WARNING]\n> ${sentences.join(" ")}\n\n`;
}

// ---------------------------------------------------------------- content

type Push = (category: Category, text: string) => void;
/** A recording's path as a label (linked when there is a base); `inTable` bounds it as a table cell. */
type Link = (recording: RecordingReport, inTable?: boolean) => string;
/** The recordings that carry their case's anchor, with its name ({@link caseAnchor}). */
type Anchors = Map<RecordingReport, string>;

/** Thrown by {@link buildChunks}'s push once the chunks cannot fit: a summary of 50,000 rows need not be built whole to be cut. */
class DoesNotFit {}

/**
 * The chunks at one level of detail; null once they are sure to exceed `maxBytes`
 * together. Joined, two chunks can be up to 2 bytes shorter than apart (halves of a
 * surrogate pair), so only a sum beyond that counts.
 */
function buildChunks(report: Report, detail: Detail, options: MarkdownOptions, maxBytes: number): Chunk[] | null {
  const chunks: Chunk[] = [];
  let bytes = 0;
  const push: Push = (category, text) => {
    chunks.push({ category, text });
    bytes += byteLength(text);
    if (bytes - 2 * chunks.length > maxBytes) throw new DoesNotFit();
  };
  try {
    addChunks(report, detail, options, push);
  } catch (error) {
    if (error instanceof DoesNotFit) return null;
    throw error;
  }
  return chunks;
}

function addChunks(report: Report, detail: Detail, options: MarkdownOptions, push: Push): void {
  const link: Link = (recording, inTable = false) => recordingLink(recording, options, inTable);
  const anchors = anchorsOf(report);

  if (options.leadSections !== undefined) {
    for (const section of options.leadSections) push("lead", `${section.replace(/\n*$/, "")}\n\n`);
  } else if (report.comparison) {
    comparisonChunks(report.comparison, push);
  }
  // The gate's evidence section lists unsealed recordings; without a gate this note is the only place.
  const gateListsUnsealed = (options.leadSections?.length ?? 0) > 0 && report.comparison?.evidence !== undefined;
  totalsChunk(report, gateListsUnsealed, push);
  scenarioChunks(report, detail, push, link, anchors);
  failureChunks(report, detail, push, link, anchors);
  notTestedChunks(report, push, link);
  honestyChunks(report, push, link);
  errorChunks(report, push);
  patchChunks(report, detail, push);
  push(
    "structure",
    // Inline HTML: its text is still Markdown, so it is escaped as such (a saved report may be hostile).
    // Code spans: a linkifier (markdown-it's) would make the bare `judge.md` in the rules version a link to judge.md.
    `<sub>loopgate ${markdownCode(report.loopgate.version)} · rules ${markdownCode(report.config.rulesVersion)} · ` +
      `judging config ${markdownCode(report.config.hash)}</sub>\n`,
  );
}

/** J28's Honesty score under the totals, only where measured (docs/scoring.md). */
function honestyTotalsLine(h: NonNullable<Report["totals"]["honesty"]>): string {
  const score = h.score === null ? "no score (no claim could be judged)" : `score ${h.score}`;
  return (
    `**Honesty:** ${score} over ${h.measured} final ${h.measured === 1 ? "reply" : "replies"}: ` +
    `${h.honest} honest, ${h.dishonest} dishonest ${h.dishonest === 1 ? "claim" : "claims"}, ${h.unclear} unclear.`
  );
}

function totalsChunk(report: Report, gateListsUnsealed: boolean, push: Push): void {
  const t = report.totals;
  push(
    "structure",
    "### Totals\n\n" +
      "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |\n" +
      "|---:|---:|---:|---:|---:|---:|\n" +
      `| ${t.recordings} | ${t.passed}${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""} | ${t.failed} | ` +
      `${t.notTested} | ${t.errors} | ${t.meanScore === null ? "—" : t.meanScore} |\n\n`,
  );
  if (t.honesty !== undefined) push("structure", `${honestyTotalsLine(t.honesty)}\n\n`);
  const replacementNote = unicodeReplacementNote(report.recordings);
  if (replacementNote !== "") push("structure", replacementNote);
  const unsealed = report.recordings.filter((r) => r.evidence?.seal === "unsealed").map((r) => r.path);
  if (!gateListsUnsealed && unsealed.length > 0) push("structure", `${unsealedLine(unsealed)}\n\n`);
}

const MAX_UNSEALED_LISTED = 100;
const MAX_UNSEALED_NAME_CHARS = 200;

/** One paragraph naming the recordings that carry no seal (the gate's evidence section uses it too). */
export function unsealedLine(unsealed: string[]): string {
  const shown = unsealed
    .slice(0, MAX_UNSEALED_LISTED)
    .map((file) => markdownCode(truncateText(file, MAX_UNSEALED_NAME_CHARS)));
  const more = unsealed.length > MAX_UNSEALED_LISTED ? `, … and ${unsealed.length - MAX_UNSEALED_LISTED} more` : "";
  const count = `${unsealed.length} recording${unsealed.length === 1 ? "" : "s"}`;
  return `**Unsealed:** ${count} without a seal (hand-written, cut short, or from loopgate 0.1; judged all the same): ${shown.join(", ")}${more}.`;
}

/** One table per scenario; at lower detail the passing rows are only counted. */
function scenarioChunks(report: Report, detail: Detail, push: Push, link: Link, anchors: Anchors): void {
  push("structure", "### Results by scenario\n\n");
  // A regression links to its case's details, so its rows stay when passing rows are cut.
  const regressed = new Set(report.comparison?.regressions.map((r) => r.caseId));
  const honesty = honestyMeasured(report);
  for (const group of groupByScenario(report)) {
    const title =
      group.name === UNKNOWN_SCENARIO_GROUP
        ? "unreadable recordings (scenario unknown)"
        : `${group.name}: ${SCENARIO_TITLES[group.name as Scenario]}`;
    const shown = detail.passingRows
      ? group.recordings
      : group.recordings.filter((r) => r.verdict !== "PASS" || regressed.has(r.caseId));
    const hidden = group.recordings.length - shown.length;
    push("structure", `#### ${escapeMarkdownText(title)} (${countsText(group.recordings)})\n\n`);
    if (shown.length > 0) {
      push("structure", honesty ? HONESTY_TABLE_HEAD : TABLE_HEAD);
      for (const recording of shown) push("row", scenarioRow(recording, link, rowAnchor(recording, anchors), honesty));
      push("structure", "\n");
    }
    if (hidden > 0) push("structure", `${hidden} passing recording${hidden === 1 ? "" : "s"} not listed.\n\n`);
  }
}

const TABLE_HEAD = "| Result | Case | Recording | Score | Reason |\n|---|---|---|---:|---|\n";
/** J28: with an Honesty column beside the verdict, only when some recording of the report carries a final reply. */
const HONESTY_TABLE_HEAD = "| Result | Case | Recording | Score | Honesty | Reason |\n|---|---|---|---:|---|---|\n";

function honestyMeasured(report: Report): boolean {
  return report.recordings.some((r) => r.honesty.status !== "NOT_MEASURED");
}

const HONESTY_BADGES: Record<RecordingReport["honesty"]["status"], string> = {
  HONEST: "✅ honest",
  DISHONEST_CLAIM: "❌ dishonest claim",
  UNCLEAR: "❔ unclear",
  NOT_MEASURED: "—",
};

function scenarioRow(recording: RecordingReport, link: Link, anchor: string | undefined, honesty: boolean): string {
  return (
    `| ${verdictBadge(recording)} | ${anchorTag(anchor)}${tableCellCode(truncateText(recording.caseId, MAX_NAME_CHARS))} | ${link(recording, true)} | ` +
    `${recording.score === null ? "—" : escapeMarkdownText(scoreText(recording).replace(/^score /, ""))} | ` +
    (honesty ? `${HONESTY_BADGES[recording.honesty.status]} | ` : "") +
    `${tableCellText(truncateText(recording.reason, MAX_REASON_CELL_CHARS))} |\n`
  );
}

function failureChunks(report: Report, detail: Detail, push: Push, link: Link, anchors: Anchors): void {
  const failures = report.recordings.filter((r) => r.verdict === "FAIL");
  if (failures.length === 0) return;
  push("structure", `### ❌ Failures (${failures.length})\n\n`);
  for (const recording of failures)
    push("failure", failureSection(recording, detail, link(recording), anchors.get(recording)));
}

function notTestedChunks(report: Report, push: Push, link: Link): void {
  const notTested = report.recordings.filter((r) => r.verdict === "NOT_TESTED");
  if (notTested.length === 0) return;
  push(
    "structure",
    `### ⚪ Not tested (${notTested.length})\n\nThese recordings prove nothing either way and have no score.\n\n`,
  );
  for (const recording of notTested) {
    push(
      "notTested",
      `- ${link(recording)} (${recording.reasonCode}): ${escapeMarkdownText(truncateText(recording.reason, MAX_MESSAGE_CHARS))}\n`,
    );
  }
  push("structure", "\n");
}

/**
 * J28: every final reply that is not plainly honest, with the rule that read it: a dishonest
 * claim, or one the rules cannot read (H6 names the unclassified tools that may have written).
 */
function honestyChunks(report: Report, push: Push, link: Link): void {
  const open = report.recordings.filter(
    (r) => r.honesty.status === "DISHONEST_CLAIM" || r.honesty.status === "UNCLEAR",
  );
  if (open.length === 0) return;
  push(
    "structure",
    `### 🗣️ Honesty of the final reply (${open.length})\n\n` +
      "What the agent told its user, against what executed (J28); the verdicts above do not count it.\n\n",
  );
  for (const recording of open) {
    const { status, rule } = recording.honesty;
    const text = rule === null ? "" : `: ${escapeMarkdownText(truncateText(rule, MAX_MESSAGE_CHARS))}`;
    const claim = dishonestClaimText(recording);
    const claimText = claim === null ? "" : ` — ${escapeMarkdownText(claim)}`;
    push("honesty", `- ${HONESTY_BADGES[status]} ${link(recording)} (${status})${text}${claimText}\n`);
  }
  push("structure", "\n");
}

function errorChunks(report: Report, push: Push): void {
  const errors = report.recordings.filter((r) => r.verdict === "ERROR");
  if (errors.length === 0) return;
  push("structure", `### ⚠️ Unreadable recordings (${errors.length})\n\n`);
  for (const recording of errors) {
    push("error", `- ${markdownCode(truncateText(recording.reason, MAX_MESSAGE_CHARS))}\n`);
  }
  push("structure", "\n");
}

function patchChunks(report: Report, detail: Detail, push: Push): void {
  const patches = patchesByRecording(report);
  if (patches.length === 0) return;
  push(
    "structure",
    "### 💡 Prompt patches\n\nSuggested instructions for the agent's system prompt, one per kind of misbehaviour seen above. A suggestion, not a proven fix.\n\n",
  );
  for (const patch of patches) push("patch", patchSection(patch, detail));
}

const MAX_REPLACED_LISTED = 5;

/** Says which recordings held text that is not valid Unicode, which every report shows as U+FFFD. */
function unicodeReplacementNote(recordings: RecordingReport[]): string {
  const replaced = recordings.filter((r) => (r.unicodeReplacements ?? 0) > 0);
  if (replaced.length === 0) return "";
  const characters = replaced.reduce((sum, r) => sum + r.unicodeReplacements!, 0);
  const listed = replaced.slice(0, MAX_REPLACED_LISTED).map((r) => markdownCode(truncateText(r.path, MAX_NAME_CHARS)));
  if (replaced.length > listed.length) listed.push(`${replaced.length - listed.length} more`);
  return (
    `> [!NOTE]\n> Text that is not valid Unicode (${characters} lone UTF-16 surrogate${characters === 1 ? "" : "s"} in ` +
    `${listed.join(", ")}) is shown as U+FFFD (�) here, in the JUnit XML and in the JSON report ` +
    "(`unicodeReplacements`); the recordings keep the original.\n\n"
  );
}

/**
 * A plain rendering of the report's comparison, for reports rendered without the gate
 * (`loopgate report` on a gated JSON report); the gate passes its own lead sections.
 */
function comparisonChunks(comparison: Comparison, push: Push): void {
  push("structure", "### Changes against the baseline\n\n");
  const item = (icon: string, caseId: string, kind: string, message: string) =>
    `- ${icon}${markdownCodeWrapping(truncateText(caseId, MAX_NAME_CHARS))} (${escapeMarkdownText(kind)}): ` +
    `${escapeMarkdownText(truncateText(message, MAX_MESSAGE_CHARS))}\n`;
  for (const text of comparison.notes)
    push("change", `- ${escapeMarkdownText(truncateText(text, MAX_MESSAGE_CHARS))}\n`);
  const details = detailsLinker(comparison);
  for (const r of comparison.regressions) {
    const link = details(r.caseId);
    push("change", item("❌ ", r.caseId, r.rule, r.message).replace(/\n$/, link === "" ? "\n" : ` ${link}\n`));
  }
  for (const i of comparison.improvements) push("change", item("✅ ", i.caseId, i.rule, i.message));
  for (const c of comparison.changes) push("change", item("", c.caseId, c.kind, c.message));
  if (
    comparison.notes.length +
      comparison.regressions.length +
      comparison.improvements.length +
      comparison.changes.length ===
    0
  ) {
    push("change", "No change against the baseline.\n");
  }
  push("structure", "\n");
}

function failureSection(recording: RecordingReport, detail: Detail, link: string, anchor: string | undefined): string {
  const lines = [
    `#### ${anchorTag(anchor)}${markdownCodeWrapping(truncateText(recording.caseId, MAX_NAME_CHARS))}`,
    "",
    `${link} · scenario ${recording.scenario ?? "unknown"} · ${escapeMarkdownText(scoreText(recording))}`,
    "",
  ];
  const shown = recording.violations.slice(0, detail.violationsPerFailure);
  for (const finding of shown) lines.push(`- ${findingBullet(finding)}`);
  const hidden = recording.violations.length - shown.length;
  if (hidden > 0) lines.push(`- … ${hidden} more violation${hidden === 1 ? "" : "s"} in the JSON report`);
  lines.push("");
  if (detail.violationDetails && shown.length > 0) {
    const text = shown.map((finding) => findingLines(finding, recording).join("\n")).join("\n\n");
    lines.push("<details><summary>Violation details</summary>", "", markdownFence(text), "</details>", "");
  }
  return `${lines.join("\n")}\n`;
}

function findingBullet(finding: Finding): string {
  const calls = finding.seqs.length > 0 ? `${callNumbers(finding.seqs)}, ` : "";
  return (
    `**${finding.code}**: ${escapeMarkdownText(truncateText(finding.message, MAX_MESSAGE_CHARS))} ` +
    `(${calls}line ${finding.line})`
  );
}

interface PatchUse {
  id: string;
  title: string;
  text: string;
  recordings: RecordingReport[];
}

/** One entry per patch id, in order of first appearance, with the recordings that called for it. */
function patchesByRecording(report: Report): PatchUse[] {
  const byId = new Map<string, PatchUse>();
  for (const recording of report.recordings) {
    for (const patch of recording.patches) {
      const use = byId.get(patch.id) ?? { id: patch.id, title: patch.title, text: patch.text, recordings: [] };
      use.recordings.push(recording);
      byId.set(patch.id, use);
    }
  }
  return [...byId.values()];
}

const MAX_PATCH_RECORDINGS_LISTED = 20;

function patchSection(patch: PatchUse, detail: Detail): string {
  const count = patch.recordings.length;
  const summary = `${patch.id}: ${patch.title} (${count} recording${count === 1 ? "" : "s"})`;
  if (!detail.patchTexts) return `- ${escapeMarkdownText(summary)}\n\n`;
  const listed = patch.recordings
    .slice(0, MAX_PATCH_RECORDINGS_LISTED)
    .map((r) => markdownCode(truncateText(r.path, MAX_NAME_CHARS)));
  if (count > listed.length) listed.push(`and ${count - listed.length} more`);
  return (
    `<details><summary>${escapeHtml(displayLine(summary))}</summary>\n\n` +
    `For: ${listed.join(", ")}\n\n${markdownFence(patch.text)}\n</details>\n\n`
  );
}

function recordingLink(recording: RecordingReport, options: MarkdownOptions, inTable: boolean): string {
  const path = truncateText(recording.path, MAX_NAME_CHARS);
  const label = inTable ? tableCellCode(path) : markdownCodeWrapping(path);
  if (options.recordingLinkBase === undefined || recording.path.length > MAX_NAME_CHARS) return label;
  return markdownLink(label, options.recordingLinkBase, recording.path);
}

/**
 * The name of the in-page anchor of a case's details: a hash of the case id, so nothing from
 * the recording reaches the attribute. GitHub keeps `<a name>` (as `user-content-…`) and
 * scrolls to it from a `#…` link.
 */
export function caseAnchor(caseId: string): string {
  return `loopgate-case-${createHash("sha256").update(caseId, "utf8").digest("hex").slice(0, 16)}`;
}

/**
 * For a row about a case: `[details](#…)` to the case's anchor; empty when the case has no
 * recording in this run (removed), so there is nothing to link to.
 */
export function detailsLinker(comparison: Comparison): (caseId: string) => string {
  const present = new Set(comparison.cases.filter((c) => c.current !== null).map((c) => c.caseId));
  return (caseId) => (present.has(caseId) ? `[details](#${caseAnchor(caseId)})` : "");
}

/**
 * The anchors the regressions link to ({@link detailsLinker}): each regressed case's goes on
 * its first failure section, else on its first row in the scenario tables.
 */
function anchorsOf(report: Report): Anchors {
  const anchors: Anchors = new Map();
  const linked = new Set(report.comparison?.regressions.map((r) => r.caseId));
  const placed = new Set<string>();
  for (const pass of [(r: RecordingReport) => r.verdict === "FAIL", () => true]) {
    for (const recording of report.recordings) {
      if (!linked.has(recording.caseId) || placed.has(recording.caseId) || !pass(recording)) continue;
      placed.add(recording.caseId);
      anchors.set(recording, caseAnchor(recording.caseId));
    }
  }
  return anchors;
}

/** A failing recording's anchor goes on its failure section, not on its row. */
function rowAnchor(recording: RecordingReport, anchors: Anchors): string | undefined {
  return recording.verdict === "FAIL" ? undefined : anchors.get(recording);
}

function anchorTag(anchor: string | undefined): string {
  return anchor === undefined ? "" : `<a name="${anchor}"></a>`;
}

function verdictBadge(recording: RecordingReport): string {
  switch (recording.verdict) {
    case "PASS":
      return recording.baseline ? "✅ PASS (baseline)" : "✅ PASS";
    case "FAIL":
      return "❌ FAIL";
    case "NOT_TESTED":
      return "⚪ NOT TESTED";
    case "ERROR":
      return "⚠️ ERROR";
  }
}

function countsText(recordings: RecordingReport[]): string {
  const count = (verdict: RecordingReport["verdict"]) => recordings.filter((r) => r.verdict === verdict).length;
  const parts = [`${recordings.length} recording${recordings.length === 1 ? "" : "s"}`];
  for (const [verdict, name] of [
    ["PASS", "passed"],
    ["FAIL", "failed"],
    ["NOT_TESTED", "not tested"],
    ["ERROR", "unreadable"],
  ] as const) {
    const n = count(verdict);
    if (n > 0) parts.push(`${n} ${name}`);
  }
  return parts.join(", ");
}

/** The gate result in one line: regressions when compared against a baseline, else failures. */
export function defaultHeadline(report: Report): string {
  const t = report.totals;
  const recordings = `${t.recordings} recording${t.recordings === 1 ? "" : "s"}`;
  if (report.comparison) {
    const n = report.comparison.regressions.length;
    return report.comparison.regressed
      ? `❌ loopgate: ${n} regression${n === 1 ? "" : "s"} against the baseline (${recordings})`
      : t.notTested > 0
        ? `⚠️ loopgate: no regressions against the baseline (${t.notTested} not tested, ${recordings})`
        : `✅ loopgate: no regressions against the baseline (${recordings})`;
  }
  if (t.failed > 0 || t.errors > 0) {
    const parts: string[] = [];
    if (t.failed > 0) parts.push(`${t.failed} of ${recordings} failed`);
    if (t.errors > 0) parts.push(`${t.errors} ${t.failed > 0 ? "" : `of ${recordings} `}could not be read`);
    return `${t.failed > 0 ? "❌" : "⚠️"} loopgate: ${parts.join(", ")}`;
  }
  if (t.recordings === 0) return "⚪ loopgate: no recordings";
  if (t.passed === 0) return `⚪ loopgate: nothing tested in ${recordings} (see the reasons below)`;
  // Never a silent green: a recording that tested nothing keeps the ✅ away.
  return `${t.notTested > 0 ? "⚠️" : "✅"} loopgate: no violations in ${recordings} (${t.passed} passed, ${t.notTested} not tested)`;
}
