import { etreeFromstring, pyStrip, type PyElement } from "./python-etree.js";

/**
 * Python's junit2html (inorton/junit2html 31.0.2, read at commit
 * b821eb1a79f25a2efa9bd54d147e3101094ff5fb, 2024-05-23), replicated because it is on
 * PyPI only. What it makes of a JUnit file, as its source has it:
 * - `junit2htmlreport/parser.py`, `Junit.process`: a `testsuite` root is one suite, a
 *   `testsuites` (or `testrun`) root's every child is one; the suite name
 *   (`clean_xml_attribute`, "suite-N" when absent: U+FFFD and what UTF-8 cannot encode become
 *   "?"), its properties in order (a name may repeat), its cases grouped by `classname`
 *   (absent or empty: "no-testclass") in order of first appearance; a case's `name`
 *   (cleaned the same way); `failure` and `error` both set `failure` (the element text, else
 *   "failed"/"error") and `failure_msg` (the `message` attribute); `type`, `file` and `line`
 *   are not read; `skipped` likewise;
 * - `templates/report.html` (Jinja2, autoescaped by markupsafe): the cells a case shows,
 *   `<b>{{test.name}}</b>`, `{{test.failure_msg}}`, `<pre>{{test.failure}}</pre>` (and
 *   `{{test.skipped}}` and `{{test.stdout}}`), and the
 *   failure index's `{{test.prefix()}} {{test.fullname()}}` ("[F] class : name");
 * - `matrix.py`, `TextReportMatrix.summary` (`junit2html --summary-matrix`): a plain-text
 *   table keyed by class and `name.strip()`, one row per distinct name;
 * - `runner.py`, `--max-failures N`: exit with the number of failed cases when it is ≥ N.
 */

export class Junit2htmlParserError extends Error {}

export interface J2hCase {
  name: string | null;
  classname: string;
  duration: number;
  failure: string | null;
  failureMsg: string | null;
  skipped: string | null;
  skippedMsg: string | null;
  stdout: string | null;
}

export interface J2hSuite {
  name: string | null;
  duration: number;
  properties: { name: string; value: string }[];
  /** `Suite.classes`: classname → its cases, in order of first appearance. */
  classes: Map<string, J2hCase[]>;
}

const NO_CLASSNAME = "no-testclass";

export function junit2htmlParse(xml: string): J2hSuite[] {
  let root = etreeFromstring(xml);
  const testrun = root.tag === "testrun";
  if (testrun) root = root.children[0]!;
  let suites: PyElement[] | null = null;
  if (root.tag === "testsuite") suites = [root];
  if (root.tag === "testsuites" || testrun) suites = root.children;
  if (suites === null) throw new Junit2htmlParserError("could not find test suites in results xml");
  return suites.map((suite, index) => suiteOf(suite, index + 1));
}

function suiteOf(elem: PyElement, count: number): J2hSuite {
  const suite: J2hSuite = {
    name: cleanAttribute(elem, "name", `suite-${count}`),
    duration: duration(elem),
    properties: [],
    classes: new Map(),
  };
  for (const child of elem.children) {
    if (child.tag === "properties")
      for (const prop of child.children)
        if (prop.tag === "property") suite.properties.push({ name: key(prop, "name"), value: key(prop, "value") });
    if (child.tag !== "testcase") continue;
    const classname = child.attrib.classname || NO_CLASSNAME;
    if (!suite.classes.has(classname)) suite.classes.set(classname, []);
    suite.classes.get(classname)!.push(caseOf(child, classname));
  }
  return suite;
}

function caseOf(elem: PyElement, classname: string): J2hCase {
  const testcase: J2hCase = {
    name: cleanAttribute(elem, "name", null),
    classname,
    duration: duration(elem),
    failure: null,
    failureMsg: null,
    skipped: null,
    skippedMsg: null,
    stdout: null,
  };
  for (const child of elem.children) {
    if (child.tag === "skipped") {
      testcase.skipped = child.text || "skipped";
      if ("message" in child.attrib) testcase.skippedMsg = child.attrib.message!;
    } else if (child.tag === "system-out") testcase.stdout = child.text;
    else if (child.tag === "failure" || child.tag === "error") {
      testcase.failure = child.text || (child.tag === "failure" ? "failed" : "error");
      if ("message" in child.attrib) testcase.failureMsg = child.attrib.message!;
    }
  }
  return testcase;
}

/** `prop.attrib["name"]`: a missing one is Python's KeyError. */
function key(elem: PyElement, name: string): string {
  const value = elem.attrib[name];
  if (value === undefined) throw new Error(`KeyError: '${name}'`);
  return value;
}

/** `clean_xml_attribute`: encode to UTF-8 with errors="replace" (a lone surrogate → "?"), then U+FFFD → "?". */
function cleanAttribute(elem: PyElement, name: string, fallback: string | null): string | null {
  const value = elem.attrib[name] ?? fallback;
  if (!value) return value;
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\ufffd/g, "?");
}

/** `float(attrib.get("time", "0").replace(",", "") or "0")`. */
function duration(elem: PyElement): number {
  return Number.parseFloat((elem.attrib.time ?? "0").replaceAll(",", "") || "0");
}

export const outcome = (testcase: J2hCase): "skipped" | "failed" | "passed" =>
  testcase.skipped ? "skipped" : testcase.failure !== null ? "failed" : "passed";

/** markupsafe's `escape`, which Jinja2's autoescape applies to every `{{ }}`. */
export function markupsafeEscape(text: string | null): string {
  return (text ?? "None").replace(/[&<>"']/g, (c) => MARKUPSAFE[c]!);
}
const MARKUPSAFE: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };

/** The HTML report's cells for one case, as `report.html` renders them. */
export function caseCells(testcase: J2hCase): { name: string; failed: string | null; pre: string[]; index: string } {
  const failed = testcase.failure !== null;
  const prefix = testcase.skipped ? "[S]" : failed ? "[F]" : "";
  const pre = [failed ? testcase.failure : null, testcase.skipped, testcase.stdout || null].filter(
    (text): text is string => text !== null,
  );
  return {
    name: `<td><b>${markupsafeEscape(testcase.name)}</b></td>`,
    failed: failed ? `<tr><th>Failed</th><td>${markupsafeEscape(testcase.failureMsg)}</td></tr>` : null,
    pre: pre.map((text) => `<pre>${markupsafeEscape(text)}</pre>`),
    index: markupsafeEscape(`${prefix} ${testcase.classname} : ${testcase.name ?? "None"}`),
  };
}

/** `junit2html --max-failures N`'s exit code. */
export function maxFailuresExit(suites: J2hSuite[], max: number): number {
  const failed = suites.flatMap((suite) => [...suite.classes.values()].flat()).filter((c) => c.failure !== null);
  return failed.length >= max ? failed.length : 0;
}

/**
 * `TextReportMatrix.summary()` for one report file: the rows of the console matrix, keyed by
 * class and stripped name, so two cases of one class with the same name are one row.
 */
export function textMatrixSummary(filename: string, suites: J2hSuite[]): string {
  const classes = new Map<string, Map<string, J2hCase>>();
  const results = new Map<string, Map<string, string[]>>();
  const stats = new Map<string, number>();
  for (const suite of suites)
    for (const [classname, cases] of suite.classes) {
      if (!classes.has(classname)) classes.set(classname, new Map());
      if (!results.has(classname)) results.set(classname, new Map());
      for (const testcase of cases) {
        classes.get(classname)!.set(pyStrip(testcase.name ?? ""), testcase);
        const byName = results.get(classname)!;
        byName.set(testcase.name ?? "", [...(byName.get(testcase.name ?? "") ?? []), outcome(testcase)]);
        stats.set(outcome(testcase), (stats.get(outcome(testcase)) ?? 0) + 1);
      }
    }
  return matrixText(filename, classes, results, stats);
}

function matrixText(
  filename: string,
  classes: Map<string, Map<string, J2hCase>>,
  results: Map<string, Map<string, string[]>>,
  stats: Map<string, number>,
): string {
  let indent = 0;
  for (const [classname, names] of classes)
    indent = Math.max(indent, pyLen(classname), ...[...names.keys()].map((name) => pyLen(name)));
  let output = `\nMatrix Test Report\n===================\n${" ".repeat(indent)}    ${filename}\n${" ".repeat(indent)}    | \n`;
  for (const [classname, names] of classes) {
    output += `${classname}  \n`;
    for (const name of [...names.keys()].sort(comparePy)) {
      const testcase = names.get(name)!;
      const mark = testcase.skipped ? "s " : testcase.failure ? "f " : "/ ";
      output += `- ${name}${" ".repeat(Math.max(0, indent - pyLen(name)))}  ${mark}`;
      output += ` ${combined(results.get(classname)!.get(testcase.name ?? "") ?? [])}\n`;
    }
  }
  output += `\n${"-".repeat(79)}\nTest Results:\n`;
  for (const key of [...stats.keys()].sort(comparePy))
    output += `  ${title(key).padEnd(12)} : ${String(stats.get(key)).padStart(6)}\n`;
  return output;
}

/** `combined_result` for the outcomes one report can hold. */
function combined(results: string[]): string {
  if (results.includes("passed")) return results.includes("failed") ? "X Partial Failure" : "/ Passed";
  if (results.includes("failed")) return "f Failed";
  if (results.includes("skipped")) return "U Untested";
  return "  ";
}

const title = (word: string) => word.replace(/\b\w/g, (c) => c.toUpperCase());
/** Python's `len`: code points. */
const pyLen = (text: string) => [...text].length;
/** Python's `sorted` on str: by code point. */
function comparePy(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
