import type { CaseComparison, Change, Comparison, Regression } from "./comparison.js";
import type { RecordingReport, Report } from "./schema.js";
import { xmlPathAttribute, xmlText } from "./escape.js";
import { truncateText } from "../util/text.js";
import {
  MAX_MESSAGE_CHARS,
  MAX_NAME_CHARS,
  SCENARIO_ORDER,
  dishonestClaimText,
  displayId,
  UNKNOWN_SCENARIO_GROUP,
  escapeLineBreaks,
  oneLineSummary,
} from "./describe.js";
import {
  attribute,
  junitDocument,
  resultElement,
  offendingLine,
  property,
  roundedMs,
  scenarioProperty,
  runProperties,
  seconds,
  sumOf,
  junitChunks,
  type Counts,
  type XmlNode,
} from "./junit.js";
import type { JunitFlavor, JunitMode } from "./junit-mode.js";
import { groupBy } from "../util/group.js";
import { plural } from "../judge/findings.js";

/**
 * JUnit XML as the gate sees the run (`--junit-mode gate`, docs/report-format.md): one
 * testcase per case, failing only when the case regressed against the baseline, so a
 * check driven by the JUnit agrees with the gate. A known failure the gate accepts is
 * `skipped` with the reason, an unreadable recording stays an `error` (the gate's run
 * fails on it too). Without a comparison every case counts as new, as the gate counts it
 * when no baseline is found: a failing case is a regression.
 */

/** The suite of cases that are in the baseline but not in this run. */
const REMOVED_GROUP = "removed";
const MAX_RECORDINGS_LISTED = 50;

interface GateCase {
  caseId: string;
  /** This run's recordings of the case, in report order; none when the case was removed. */
  recordings: RecordingReport[];
  regressions: Regression[];
  changes: Change[];
  /** The case in the comparison; null without one. */
  compared: CaseComparison | null;
}

type Result =
  { kind: "failure" | "error" | "skipped"; message: string; type: string; text: string } | { kind: "passed" };

/** The JUnit XML of `--junit-mode`. */
export function renderJunitFor(report: Report, mode: JunitMode, flavor: JunitFlavor = "github"): Iterable<string> {
  return mode === "gate" ? [renderGateJunit(report, flavor)] : junitChunks(report, flavor);
}

export function renderGateJunit(report: Report, flavor: JunitFlavor = "github"): string {
  const cases = casesOf(report);
  const groups = new Map<string, GateCase[]>();
  for (const name of [...SCENARIO_ORDER, UNKNOWN_SCENARIO_GROUP, REMOVED_GROUP]) groups.set(name, []);
  for (const gateCase of cases) groups.get(groupOf(gateCase))!.push(gateCase);
  const totals: Counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const suites = [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([name, members]) => {
      const suite = suiteNode(name, members);
      for (const key of ["tests", "failures", "errors", "skipped"] as const) totals[key] += suite.counts[key];
      return suite;
    });
  const run = [
    ...runProperties(report),
    property("loopgate.junit_mode", "gate"),
    property("loopgate.baseline", baselineText(report.comparison)),
  ];
  return junitDocument(totals, suites, run, flavor);
}

/** Every case of the comparison (removed ones included), else every case of the report, in code-unit order. */
function casesOf(report: Report): GateCase[] {
  const byCase = groupBy(report.recordings, (recording) => recording.caseId);
  const comparison = report.comparison;
  if (!comparison)
    return [...byCase.keys()].sort().map((caseId) => {
      const recordings = byCase.get(caseId)!;
      return { caseId, recordings, regressions: newCaseRegressions(caseId, recordings), changes: [], compared: null };
    });
  // Grouped once: looked up per case, the lists would make 50,000 cases a quadratic walk.
  const regressions = groupBy(comparison.regressions, (regression) => regression.caseId);
  const changes = groupBy(comparison.changes, (change) => change.caseId);
  return comparison.cases.map((compared) => ({
    caseId: compared.caseId,
    recordings: byCase.get(compared.caseId) ?? [],
    regressions: regressions.get(compared.caseId) ?? [],
    changes: changes.get(compared.caseId) ?? [],
    compared,
  }));
}

/** Without a baseline a failing case is new, and a new case that fails is a regression (docs/gate.md). */
function newCaseRegressions(caseId: string, recordings: RecordingReport[]): Regression[] {
  const failed = recordings.filter((r) => r.verdict === "FAIL").length;
  if (failed === 0) return [];
  const tested = recordings.filter((r) => r.verdict === "FAIL" || r.verdict === "PASS").length;
  const runs = tested === 1 ? "its run fails" : `${failed} of ${tested} tested runs fail`;
  return [{ caseId, rule: "NEW_CASE_FAILS", message: `no baseline, so the case counts as new, and ${runs}` }];
}

function groupOf(gateCase: GateCase): string {
  const first = gateCase.recordings[0];
  if (first === undefined) return REMOVED_GROUP;
  return first.scenario ?? UNKNOWN_SCENARIO_GROUP;
}

function suiteNode(name: string, cases: GateCase[]): { node: XmlNode; ms: bigint; counts: Counts } {
  const counts: Counts = { tests: cases.length, failures: 0, errors: 0, skipped: 0 };
  const testcases = cases.map((gateCase) => {
    const result = resultOf(gateCase);
    if (result.kind === "failure") counts.failures += 1;
    else if (result.kind === "error") counts.errors += 1;
    else if (result.kind === "skipped") counts.skipped += 1;
    return caseNode(gateCase, name, result);
  });
  const ms = sumOf(cases.map(caseMs));
  const passed = counts.tests - counts.failures - counts.errors - counts.skipped;
  const node = {
    "@_name": name,
    "@_tests": counts.tests,
    "@_failures": counts.failures,
    "@_errors": counts.errors,
    "@_skipped": counts.skipped,
    "@_time": seconds(ms),
    properties: { property: [scenarioProperty(name)] },
    testcase: testcases,
    "system-out": xmlText(
      `${plural(counts.tests, "case")}: ${passed} passed, ${counts.failures} regressed against the baseline, ` +
        `${counts.skipped} skipped (known failures, not tested or removed), ${plural(counts.errors, "error")}`,
    ),
  };
  return { node, ms, counts };
}

function caseMs(gateCase: GateCase): bigint {
  return sumOf(gateCase.recordings.map(roundedMs));
}

function caseNode(gateCase: GateCase, suite: string, result: Result): XmlNode {
  const node: XmlNode = {
    "@_name": attribute(displayId(gateCase.caseId)),
    "@_classname": attribute(suite),
    "@_time": seconds(caseMs(gateCase)),
  };
  const first = gateCase.recordings[0];
  const pointedAt = gateCase.recordings.find((r) => offendingLine(r) !== null) ?? first;
  if (pointedAt !== undefined) {
    node["@_file"] = xmlPathAttribute(truncateText(pointedAt.path, MAX_NAME_CHARS));
    const line = result.kind === "passed" ? null : offendingLine(pointedAt);
    if (line !== null) node["@_line"] = line;
  }
  if (result.kind !== "passed") {
    node[result.kind] = resultElement(result.message, result.type, truncateText(result.text, MAX_MESSAGE_CHARS * 4));
  }
  node["system-out"] = xmlText(caseSummary(gateCase));
  return node;
}

/** Regressed → failure; an unreadable recording → error; failing but accepted, untested or removed → skipped. */
function resultOf(gateCase: GateCase): Result {
  const { recordings, regressions } = gateCase;
  if (regressions.length > 0) {
    const reasons = regressions.map((r) => `${r.rule}: ${r.message}`);
    return {
      kind: "failure",
      message: regressionMessage(regressions, recordings),
      type: regressions[0]!.rule,
      text: ["regressed against the baseline:", ...reasons, "", ...recordingLines(recordings)].join("\n"),
    };
  }
  const unreadable = recordings.find((r) => r.verdict === "ERROR");
  if (unreadable !== undefined)
    return {
      kind: "error",
      message: unreadable.reason,
      type: unreadable.reasonCode,
      text: recordingLines(recordings).join("\n"),
    };
  const failing = recordings.find((r) => r.verdict === "FAIL");
  if (failing !== undefined) return acceptedFailure(gateCase, failing);
  if (recordings.length === 0) {
    const removed = gateCase.changes.map((c) => c.message).join("; ") || "case removed";
    return { kind: "skipped", message: `not in this run: ${removed}`, type: "REMOVED", text: removed };
  }
  if (!recordings.some((r) => r.verdict === "PASS")) {
    const untested = recordings[0]!;
    return {
      kind: "skipped",
      message: `not tested: ${untested.reason}`,
      type: untested.reasonCode,
      text: recordingLines(recordings).join("\n"),
    };
  }
  return { kind: "passed" };
}

/** The changes in a failure message; the rest of {@link MAX_GATE_MESSAGE_CHARS} is left for the reason. */
const MAX_CHANGE_CHARS = 400;
/** dorny/test-reporter and mikepenz/action-junit-report show the message and nothing else, in a table or an annotation. */
export const MAX_GATE_MESSAGE_CHARS = 900;

/**
 * `PASS → FAIL (1 run); new violations: X — the agent re-sent … (calls 3 and 5)`: what
 * changed against the baseline, then why the case fails now, the reason of its first
 * failing run (the one `file` and `line` point at), because the reporters that show only
 * the message would otherwise say that it regressed but not why. The rule is the `type`.
 */
function regressionMessage(regressions: Regression[], recordings: RecordingReport[]): string {
  const changes = truncateText(regressions.map((r) => r.message).join("; "), MAX_CHANGE_CHARS);
  const failing = recordings.find((r) => r.verdict === "FAIL");
  if (failing === undefined) return changes;
  return truncateText(`${changes} — ${reasonAfter(changes, failing.reason)}`, MAX_GATE_MESSAGE_CHARS);
}

/**
 * The reason without its leading `CODE: ` when the changes already name that code
 * (`new violations: CODE`), so no reader shows the code twice in one message.
 */
function reasonAfter(changes: string, reason: string): string {
  const code = /^([A-Z][A-Z0-9_]*): /.exec(reason)?.[1];
  if (code === undefined || !new RegExp(`(?:: |, )${code}(?![A-Z0-9_])`).test(changes)) return reason;
  return reason.slice(code.length + 2);
}

/** Failing runs the gate accepts: failing in the baseline too, or a change under the thresholds. */
function acceptedFailure(gateCase: GateCase, failing: RecordingReport): Result {
  const before = gateCase.compared?.baseline?.status ?? null;
  const known = before === "FAIL" || before === "FLAKY";
  const why = known
    ? `known failure, ${before} in the baseline too`
    : `failing, but under the gate's thresholds: ${gateCase.changes.map((c) => `${c.kind}: ${c.message}`).join("; ")}`;
  return {
    kind: "skipped",
    message: `not a regression against the baseline (${why}): ${failing.reason}`,
    type: known ? "KNOWN_FAILURE" : "NOT_A_REGRESSION",
    text: recordingLines(gateCase.recordings).join("\n"),
  };
}

function recordingLines(recordings: RecordingReport[]): string[] {
  const shown = recordings.slice(0, MAX_RECORDINGS_LISTED);
  const lines = shown.flatMap((r) => {
    const line = `${displayId(r.path)}${lineSuffix(r)}: ${escapeLineBreaks(oneLineSummary(r))}`;
    // J28: which sentence was dishonest and about which write, which the summary has no room for.
    const claim = dishonestClaimText(r);
    return claim === null ? [line] : [line, `  ${claim}`];
  });
  if (recordings.length > shown.length)
    lines.push(`… ${recordings.length - shown.length} more recordings in the JSON report`);
  return lines;
}

/** `:13`, where the recording fails or could not be read: the place a reader of the text (or a reporter's trace search) goes to. */
function lineSuffix(recording: RecordingReport): string {
  const line = offendingLine(recording);
  return line === null ? "" : `:${line}`;
}

/** `this run: FAIL, 1 run, mean score 35; baseline: PASS, 1 run, mean score 100` — what the case is now and was. */
function caseSummary(gateCase: GateCase): string {
  const side = (stats: CaseComparison["current"]) =>
    stats === null
      ? "none"
      : `${stats.status}, ${plural(stats.runs, "run")}, ${stats.meanScore === null ? "no score" : `mean score ${stats.meanScore}`}`;
  if (gateCase.compared !== null)
    return `this run: ${side(gateCase.compared.current)}; baseline: ${side(gateCase.compared.baseline)}`;
  const verdicts = gateCase.recordings.map((r) => r.verdict).join(", ");
  return `this run: ${verdicts}; no baseline`;
}

function baselineText(comparison: Comparison | undefined): string {
  if (!comparison) return "none given: every case counts as new, so every failing case is a regression";
  const b = comparison.baseline;
  if (b.source === "none") return `none found in ${b.file}: every case counts as new`;
  const parts = [b.source === "report" ? `report ${b.file}` : `history ${b.file}`];
  if (b.runId !== null) parts.push(`run ${b.runId}`);
  if (b.ref !== null) parts.push(`ref ${b.ref}`);
  if (b.commit !== null) parts.push(`commit ${b.commit}`);
  return parts.join(", ");
}
