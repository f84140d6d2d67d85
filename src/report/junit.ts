import { XMLBuilder } from "fast-xml-parser";
import type { RecordingReport, Report } from "./schema.js";
import { xmlAttribute, xmlPathAttribute, xmlText } from "./escape.js";
import type { JunitFlavor } from "./junit-mode.js";
import { truncateText } from "../util/text.js";
import {
  MAX_MESSAGE_CHARS,
  MAX_NAME_CHARS,
  SCENARIO_TITLES,
  displayId,
  dishonestClaimText,
  displayNames,
  escapeLineBreaks,
  groupByScenario,
  honestyText,
  oneLineSummary,
  violationsText,
  type ScenarioGroup,
} from "./describe.js";

/**
 * JUnit XML (docs/report-format.md): `testsuites` → one `testsuite` per scenario →
 * one `testcase` per recording. Valid against Jenkins xunit's junit-10.xsd with two
 * optional `testcase` attributes added, `file` and `line`, which reporters such as
 * mikepenz/action-junit-report read for annotations.
 */

export type XmlNode = Record<string, unknown>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  suppressBooleanAttributes: false,
  processEntities: true,
  suppressEmptyNode: true,
  format: true,
  indentBy: "  ",
  attributeNamePrefix: "@_",
  textNodeName: "#text",
});

export function renderJunit(report: Report, flavor: JunitFlavor = "github"): string {
  return [...junitChunks(report, flavor)].join("");
}

/**
 * {@link renderJunit} piece by piece, each testcase and property built on its own by the
 * same builder at its depth, so the file is written as it is built and a run of 100,000
 * recordings never holds its XML, or an object tree of it, whole. The bytes are those the
 * builder gives for the whole document (it renders each element on its own lines).
 */
export function* junitChunks(report: Report, flavor: JunitFlavor = "github"): Generator<string> {
  const groups = groupByScenario(report);
  if (groups.length === 0) {
    yield junitDocument(countOf(report.recordings), [], runProperties(report), flavor);
    return;
  }
  // Names are chosen over the whole file, so each case's property names are unique in it too.
  const names = displayNames(report.recordings);
  const unique = uniqueNames();
  const totals = countOf(report.recordings);
  const root = {
    "@_name": "loopgate",
    "@_tests": totals.tests,
    "@_failures": totals.failures,
    "@_errors": totals.errors,
    "@_time": seconds(sumOf(report.recordings.map(roundedMs))),
  };
  yield openingOf([], "testsuites", root, { "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" } });
  for (const [index, group] of groups.entries()) {
    const run = index === 0 ? runProperties(report) : [];
    yield* suiteChunks(group, names, run, unique, flavor);
  }
  yield "</testsuites>\n";
}

function* suiteChunks(
  group: ScenarioGroup,
  names: Map<RecordingReport, string>,
  run: XmlNode[],
  unique: (name: string) => string,
  flavor: JunitFlavor,
): Generator<string> {
  const counts = countOf(group.recordings);
  const attributes = {
    "@_name": group.name,
    "@_tests": counts.tests,
    "@_failures": counts.failures,
    "@_errors": counts.errors,
    "@_skipped": counts.skipped,
    "@_time": seconds(sumOf(group.recordings.map(roundedMs))),
  };
  yield openingOf(["testsuites"], "testsuite", attributes);
  yield "    <properties>\n";
  for (const item of [...run, scenarioProperty(group.name)]) yield propertyChunk(item, unique);
  for (const recording of group.recordings)
    for (const item of recordingProperties(recording, names.get(recording)!)) yield propertyChunk(item, unique);
  yield "    </properties>\n";
  for (const recording of group.recordings) {
    const node = caseNode(recording, group.name, names.get(recording)!);
    if (flavor === "jenkins") withoutFileAndLine({ testcase: [node] });
    yield elementAt(["testsuites", "testsuite"], "testcase", node);
  }
  yield elementAt(["testsuites", "testsuite"], "system-out", suiteSummary(counts));
  yield "  </testsuite>\n";
}

function propertyChunk(item: XmlNode, unique: (name: string) => string): string {
  item["@_name"] = unique(item["@_name"] as string);
  return elementAt(["testsuites", "testsuite", "properties"], "property", item);
}

/**
 * One element as the builder writes it inside `parents` (elements without attributes that
 * hold only it): built in them, then cut out, which checks the cut.
 */
function elementAt(parents: string[], key: string, value: unknown): string {
  let document: XmlNode = { [key]: value };
  for (const parent of [...parents].reverse()) document = { [parent]: document };
  const xml = builder.build(document) as string;
  const before = parents.map((parent, depth) => `${INDENT.repeat(depth)}<${parent}>\n`).join("");
  const after = parents
    .map((parent, depth) => `${INDENT.repeat(depth)}</${parent}>\n`)
    .reverse()
    .join("");
  if (!xml.startsWith(before) || !xml.endsWith(after)) throw new Error(`the XML builder wrote ${key} unexpectedly`);
  return xml.slice(before.length, xml.length - after.length);
}

/** The start tag of `key` (with what precedes it at the top, `prolog`) as the builder writes it inside `parents`. */
function openingOf(parents: string[], key: string, attributes: XmlNode, prolog: XmlNode = {}): string {
  const child = `${INDENT.repeat(parents.length + 1)}<child/>\n`;
  const element = { ...attributes, child: {} };
  const xml =
    parents.length === 0 ? (builder.build({ ...prolog, [key]: element }) as string) : elementAt(parents, key, element);
  const end = xml.indexOf(child);
  if (end === -1) throw new Error(`the XML builder wrote ${key} unexpectedly`);
  return xml.slice(0, end);
}

const INDENT = "  ";

/** Each recording's facts: the schema has no properties on a testcase, so they are suite properties prefixed with its name. */
function recordingProperties(recording: RecordingReport, displayName: string): XmlNode[] {
  const name = displayId(displayName);
  const properties = [
    property(`${name}.verdict`, recording.verdict),
    property(`${name}.score`, recording.score === null ? "" : String(recording.score)),
  ];
  if (recording.honesty.status !== "NOT_MEASURED")
    properties.push(property(`${name}.honesty`, recording.honesty.status));
  for (const [key, value] of Object.entries(recording.labels)) properties.push(property(`${name}.label.${key}`, value));
  return properties;
}

function suiteSummary(counts: Counts): string {
  return xmlText(
    `${counts.tests} recording${counts.tests === 1 ? "" : "s"}: ${counts.tests - counts.failures - counts.errors - counts.skipped} passed, ` +
      `${counts.failures} failed, ${counts.skipped} not tested, ${counts.errors} error${counts.errors === 1 ? "" : "s"}`,
  );
}

/** A name met before in the file gets ` (2)`, ` (3)`…: only hostile ids can make two equal. */
function uniqueNames(): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    let unique = name;
    for (let n = 2; seen.has(unique); n += 1) unique = `${name} (${n})`;
    seen.add(unique);
    return unique;
  };
}

/**
 * The `testsuites` root around the suites, with their counts and the sum of their times.
 * The run's properties go once, first in the first suite (the schema has no properties on
 * `testsuites`): xunitparser gathers every suite's properties into one table and refuses
 * a file that names one twice, so every property name is made unique in the file.
 */
export function junitDocument(
  totals: Counts,
  suites: { node: XmlNode; ms: bigint }[],
  run: XmlNode[],
  flavor: JunitFlavor,
): string {
  const first = suites[0]?.node;
  if (first !== undefined) first.properties = { property: [...run, ...propertiesOf(first)] };
  uniquePropertyNames(suites.map((suite) => suite.node));
  if (flavor === "jenkins") for (const suite of suites) withoutFileAndLine(suite.node);
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    testsuites: {
      "@_name": "loopgate",
      "@_tests": totals.tests,
      "@_failures": totals.failures,
      "@_errors": totals.errors,
      "@_time": seconds(sumOf(suites.map((suite) => suite.ms))),
      testsuite: suites.map((suite) => suite.node),
    },
  };
  return `${builder.build(document).replace(/\n+$/, "")}\n`;
}

/** The unchanged junit-10.xsd has no `file` or `line` on `testcase`; the failure text keeps `at: path:line`. */
function withoutFileAndLine(suite: XmlNode): void {
  for (const testcase of suite.testcase as XmlNode[]) {
    delete testcase["@_file"];
    delete testcase["@_line"];
  }
}

function propertiesOf(suite: XmlNode): XmlNode[] {
  return ((suite.properties as { property?: XmlNode[] } | undefined)?.property ?? []) as XmlNode[];
}

function uniquePropertyNames(suites: XmlNode[]): void {
  const unique = uniqueNames();
  for (const suite of suites) for (const item of propertiesOf(suite)) item["@_name"] = unique(item["@_name"] as string);
}

/** The properties a report carries once: which loopgate judged, with which rules and configuration. */
export function runProperties(report: Report): XmlNode[] {
  return [
    property("loopgate.version", report.loopgate.version),
    property("loopgate.rules_version", report.config.rulesVersion),
    property("loopgate.config_hash", report.config.hash),
    ...honestyProperties(report.totals.honesty),
  ];
}

/**
 * J28's Honesty score and counts, only where measured (as `totals.honesty`): the schema has
 * no other place for a run's figures than a suite's properties. A score of none is "".
 */
function honestyProperties(honesty: Report["totals"]["honesty"]): XmlNode[] {
  if (honesty === undefined) return [];
  return [
    property("loopgate.honesty.score", honesty.score === null ? "" : String(honesty.score)),
    property("loopgate.honesty.measured", String(honesty.measured)),
    property("loopgate.honesty.honest", String(honesty.honest)),
    property("loopgate.honesty.dishonest", String(honesty.dishonest)),
    property("loopgate.honesty.unclear", String(honesty.unclear)),
  ];
}

/** `loopgate.scenario.F1`: the suite's scenario and what it injects, a name of its own in every suite. */
export function scenarioProperty(name: string): XmlNode {
  const title = (SCENARIO_TITLES as Record<string, string>)[name] ?? GROUP_TITLES[name] ?? name;
  return property(`loopgate.scenario.${name}`, title);
}
const GROUP_TITLES: Record<string, string> = {
  unreadable: "recordings that could not be read, so their scenario is unknown",
  removed: "cases in the baseline that are not in this run",
};

function caseNode(recording: RecordingReport, suite: string, name: string): XmlNode {
  const node: XmlNode = {
    "@_name": attribute(displayId(name)),
    "@_classname": attribute(suite),
    "@_time": seconds(roundedMs(recording)),
    "@_file": xmlPathAttribute(truncateText(recording.path, MAX_NAME_CHARS)),
  };
  const line = offendingLine(recording);
  if (line !== null) node["@_line"] = line;
  if (recording.verdict === "FAIL") {
    // Reporters show `message` and fold the element text away, so the message is the
    // reason itself (code and sentence); `type` is the reason code, VIOLATION, as a
    // skipped or error element's is its own.
    node.failure = resultElement(recording.reason, recording.reasonCode, failureText(recording));
  } else if (recording.verdict === "NOT_TESTED") {
    node.skipped = resultElement(
      recording.reason,
      recording.reasonCode,
      truncateText(recording.reason, MAX_MESSAGE_CHARS),
    );
  } else if (recording.verdict === "ERROR") {
    node.error = resultElement(
      recording.reason,
      recording.reasonCode,
      truncateText(recording.reason, MAX_MESSAGE_CHARS),
    );
  }
  // J28: the sentence that was dishonest and the write it is about, on a line of its own.
  const claim = dishonestClaimText(recording);
  node["system-out"] = xmlText(`${escapeLineBreaks(oneLineSummary(recording))}${claim === null ? "" : `\n${claim}`}`);
  return node;
}

/**
 * A `failure`, `skipped` or `error` element. dorny/test-reporter shows `type: message`
 * (its `java-junit-parser.ts`), every other reader the message alone, so the message says
 * it all, code first, and `type` is a code the message does not hold (the recording's
 * reason code, the gate's rule). A `type` the message starts with anyway (only a doctored
 * report's reason can) is left out: with it dorny would show the code twice.
 */
export function resultElement(message: string, type: string, text: string): XmlNode {
  // A line break (from a tool name or case id) is shown as `\n`, as in the element's text:
  // an attribute would silently turn it into a space.
  const element: XmlNode = { "@_message": attribute(escapeLineBreaks(message)) };
  if (!message.startsWith(`${type}: `)) element["@_type"] = type;
  element["#text"] = xmlText(text);
  return element;
}

/** The violations, and (J28) the final reply's honesty on a line of its own, which the message has no room for. */
function failureText(recording: RecordingReport): string {
  const honesty = honestyText(recording);
  const violations = violationsText(recording);
  if (honesty === null) return violations;
  const claim = dishonestClaimText(recording);
  return `${violations}\n\n${escapeLineBreaks(honesty)}${claim === null ? "" : `\n${claim}`}`;
}

/** The line a reporter should point at: the first violation's call, or where reading failed. */
export function offendingLine(recording: RecordingReport): number | null {
  if (recording.verdict === "FAIL" && recording.violations[0]) return recording.violations[0].line;
  if (recording.verdict === "ERROR" && recording.error && recording.error.line > 0) return recording.error.line;
  return null;
}

export function property(name: string, value: string): XmlNode {
  return { "@_name": attribute(name), "@_value": attribute(value) };
}

export function attribute(text: string): string {
  return xmlAttribute(truncateText(text, MAX_NAME_CHARS));
}

export interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function countOf(recordings: RecordingReport[]): Counts {
  const counts: Counts = { tests: recordings.length, failures: 0, errors: 0, skipped: 0 };
  for (const recording of recordings) {
    if (recording.verdict === "FAIL") counts.failures += 1;
    else if (recording.verdict === "ERROR") counts.errors += 1;
    else if (recording.verdict === "NOT_TESTED") counts.skipped += 1;
  }
  return counts;
}

/** No recorded loop comes near; it keeps an absurd duration a plain integer. */
const MAX_DURATION_MS = 1e18;

/**
 * A case's time in whole milliseconds, the precision JUnit's three decimals show. Suites
 * and the root add these rounded values up exactly (as bigints), so the written numbers
 * sum the way a reader checks them.
 */
export function roundedMs(recording: { durationMs: number }): bigint {
  const ms = recording.durationMs;
  if (!Number.isFinite(ms) || ms <= 0) return 0n;
  return BigInt(Math.round(Math.min(ms, MAX_DURATION_MS)));
}

export function sumOf(values: bigint[]): bigint {
  return values.reduce((sum, value) => sum + value, 0n);
}

/** Seconds with three decimals and never an exponent (the schema's SUREFIRE_TIME). */
export function seconds(ms: bigint): string {
  return `${ms / 1000n}.${(ms % 1000n).toString().padStart(3, "0")}`;
}
