import { readFileSync } from "node:fs";
import { validateXML, memoryPages } from "xmllint-wasm";
import { parse as junit2json, type TestSuite, type TestSuites } from "junit2json";
import parseXunitViewer from "xunit-viewer/src/cli/parse.js";

/** Real JUnit consumers and a real XSD validator, so the tests see what CI tools see. */

// The XSD files sit in test/, one level above this helper.
const here = new URL("..", import.meta.url);
/** Jenkins xunit junit-10.xsd with only `file` and `line` added on `testcase` (see the comment in it). */
export const JUNIT_XSD_WITH_FILE_LINE = readFileSync(new URL("junit-10-file-line.xsd", here), "utf8");
/** The unchanged Jenkins xunit junit-10.xsd. */
export const JUNIT_XSD = readFileSync(new URL("junit-10.xsd", here), "utf8");

export async function xsdErrors(xml: string, xsd = JUNIT_XSD_WITH_FILE_LINE): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "junit.xml", contents: xml }],
    schema: [{ fileName: "junit.xsd", contents: xsd }],
    maxMemoryPages: 1024 * memoryPages.MiB,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

export interface ConsumerCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

/** Counts junit2json reads from the testcases themselves (not the totals attributes). */
export async function junit2jsonCounts(
  xml: string,
): Promise<{ root: TestSuites; cases: ConsumerCounts; suites: TestSuite[] }> {
  const root = (await junit2json(xml)) as TestSuites;
  const suites = root.testsuite ?? [];
  const cases = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const suite of suites) {
    for (const testcase of suite.testcase ?? []) {
      cases.tests += 1;
      if (testcase.failure) cases.failures += 1;
      if (testcase.error) cases.errors += 1;
      if (testcase.skipped) cases.skipped += 1;
    }
  }
  return { root, cases, suites };
}

interface XunitViewerTest {
  name: string;
  classname: string;
  status: string;
  messages: string[];
}
interface XunitViewerSuite {
  name: string;
  tests: Record<string, XunitViewerTest>;
  properties: Record<string, string[] | boolean>;
}

/** xunit-viewer's own parser (what its HTML report and console output are built from). */
export async function xunitViewerSuites(xml: string): Promise<XunitViewerSuite[]> {
  const output = (await parseXunitViewer(xml)) as { suites: Record<string, XunitViewerSuite> };
  return Object.values(output.suites);
}

export async function xunitViewerCounts(xml: string): Promise<ConsumerCounts> {
  const counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const suite of await xunitViewerSuites(xml)) {
    for (const test of Object.values(suite.tests)) {
      counts.tests += 1;
      if (test.status === "failure") counts.failures += 1;
      if (test.status === "error") counts.errors += 1;
      if (test.status === "skipped") counts.skipped += 1;
    }
  }
  return counts;
}
