import { parseStringPromise } from "xml2js";

/**
 * What dorny/test-reporter shows of a JUnit file, replicated from its source because it is
 * a GitHub Action, not an npm library (read at commit 29672c52a8220c09bd9f79b5b6cf6315f1763996,
 * 2026-04-25), with the XML parser it uses, xml2js 0.6:
 * - `src/parsers/java-junit/java-junit-parser.ts`, `getGroups`: a testcase whose
 *   `classname` equals its suite's name goes to the unnamed group; `getTestCaseError`:
 *   the first `failure`, else the first `error` (`skipped` has none); `details` is its
 *   text; `message` is `failure.$.message`, and `failure.$.type + ': ' + message` when
 *   `type` is set;
 * - `src/report/get-report.ts`, the suite's test list: `❌ name`, then each line of the
 *   error's message (else the first non-empty line of the details) after a tab;
 * - `src/report/get-annotations.ts`: the annotation's title `suite ► name` (group first
 *   when named), its message `Failed test found in:\n  <file>\nError:\n  <message lines>`,
 *   its raw details the element text, `\r` removed (`fixEol`).
 */

export interface DornyAnnotation {
  title: string;
  message: string;
  rawDetails: string;
}

export interface DornyResult {
  /** The lines of each suite's test list in the report, as `get-report.ts` writes them. */
  reportLines: string[];
  annotations: DornyAnnotation[];
}

interface XmlElement {
  $?: Record<string, string>;
  _?: string;
}
type Issue = XmlElement | string;
interface TestCase extends XmlElement {
  failure?: Issue[];
  error?: Issue[];
  skipped?: Issue[];
}
interface TestSuite extends XmlElement {
  testcase?: TestCase[];
}

export async function dornyRead(xml: string, file = "junit.xml"): Promise<DornyResult> {
  const root = (await parseStringPromise(xml)) as { testsuites?: { testsuite?: TestSuite[] }; testsuite?: TestSuite };
  const suites = root.testsuites ? (root.testsuites.testsuite ?? []) : [root.testsuite!];
  const result: DornyResult = { reportLines: [], annotations: [] };
  for (const suite of suites) {
    const suiteName = suite.$!.name!.trim();
    for (const testcase of suite.testcase ?? []) {
      const group = testcase.$!.classname === suite.$!.name ? "" : testcase.$!.classname!;
      const name = testcase.$!.name!.trim();
      const error = testCaseError(testcase);
      const icon = error !== undefined ? "❌" : testcase.skipped ? "⚪" : "✅";
      result.reportLines.push(`${group ? "  " : ""}${icon} ${name}`);
      if (error === undefined) continue;
      const shown =
        error.message ??
        error.details
          .split(/\r?\n/g)
          .find((line) => !/^\s*$/.test(line))
          ?.trim();
      if (shown !== undefined) result.reportLines.push(...shown.split(/\r?\n/g).map((line) => `\t${line}`));
      const message = error.message ?? firstNonEmptyLine(error.details) ?? "Test failed";
      result.annotations.push({
        title: `${suiteName} ► ${group ? `${group} ► ${name}` : name}`,
        message: ["Failed test found in:", `  ${file}`, "Error:", indent(message.replace(/\r/g, ""), "  ")].join("\n"),
        rawDetails: error.details.replace(/\r/g, ""),
      });
    }
  }
  return result;
}

function testCaseError(testcase: TestCase): { details: string; message: string | undefined } | undefined {
  const failures = testcase.failure ?? testcase.error;
  if (!failures) return undefined;
  const failure = failures[0]!;
  const details = typeof failure === "object" ? (failure._ ?? "") : failure;
  let message: string | undefined;
  if (typeof failure === "object") {
    message = failure.$?.message;
    if (failure.$?.type) message = `${failure.$.type}: ${message}`;
  }
  return { details, message };
}

function firstNonEmptyLine(text: string): string | undefined {
  return text.split(/\r?\n/g).find((line) => !/^\s*$/.test(line));
}

function indent(text: string, prefix: string): string {
  return text
    .split(/\n/g)
    .map((line) => prefix + line)
    .join("\n");
}
