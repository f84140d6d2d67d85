import { describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { renderJunit } from "../src/report/junit.js";
import {
  failing,
  finding,
  mixedReport,
  notTested,
  recording,
  reportOf,
  unreadable,
} from "./helpers/report-builders.js";
import {
  JUNIT_XSD,
  junit2jsonCounts,
  xsdErrors,
  xunitViewerCounts,
  xunitViewerSuites,
} from "./helpers/junit-helpers.js";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  textNodeName: "#text",
  isArray: (name) => ["testsuite", "testcase", "property"].includes(name),
});

describe("renderJunit", () => {
  it("writes one suite per scenario in F1…F5, chaos, none order, then the unreadable ones", () => {
    const xml = renderJunit(mixedReport());
    const suites = [...xml.matchAll(/<testsuite name="([^"]*)"/g)].map((match) => match[1]);
    expect(suites).toEqual(["F1", "F2", "F4", "none", "unreadable"]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="loopgate" tests="6" failures="2" errors="1" time="64.880">\n',
      ),
    ).toBe(true);
    expect(xml.endsWith("</testsuites>\n")).toBe(true);
  });

  it("writes a FAIL as a failure whose message is the reason and type its reason code, with every violation's calls, times and arguments", () => {
    const xml = renderJunit(mixedReport());
    expect(xml).toContain(
      '    <testcase name="recordings/f1-dup" classname="F1" time="61.050" file="recordings/f1-dup.jsonl" line="9">\n' +
        '      <failure message="DUPLICATE_EXECUTION: book_room executed twice" type="VIOLATION">DUPLICATE_EXECUTION: book_room executed twice\n' +
        "  tool: book_room\n" +
        "  calls: call 2 at 120 ms (line 5, EXECUTED), call 4 at 61000 ms (line 9, EXECUTED)\n" +
        "  arguments: {&quot;nights&quot;:2,&quot;room&quot;:&quot;101&quot;}\n" +
        "  details: key use new key; after timeout true; verified before false; parallel false; upstream responses identical true\n" +
        "  at: recordings/f1-dup.jsonl:9</failure>\n" +
        "      <system-out>FAIL, score 20 (capped from 40), scenario F1, labels agent=demo: DUPLICATE_EXECUTION: book_room executed twice</system-out>\n" +
        "    </testcase>\n",
    );
  });

  it("writes NOT_TESTED as skipped with the reason and ERROR as error with path:line: message", () => {
    const xml = renderJunit(mixedReport());
    expect(xml).toContain(
      '<testcase name="recordings/f4-none" classname="F4" time="0.010" file="recordings/f4-none.jsonl">\n' +
        '      <skipped message="the agent made no write call" type="NO_WRITE_CALLS">the agent made no write call</skipped>\n',
    );
    expect(xml).toContain(
      '<testcase name="recordings/broken" classname="unreadable" time="0.000" file="recordings/broken.jsonl" line="3">\n' +
        '      <error message="recordings/broken.jsonl:3: not JSON" type="UNREADABLE">recordings/broken.jsonl:3: not JSON</error>\n',
    );
  });

  it("carries version and configuration once, in the first suite, and the scenario and each case's verdict, score and labels in its suite", () => {
    const doc = parser.parse(renderJunit(mixedReport()));
    const f1 = doc.testsuites.testsuite[0];
    const namesOf = (suite: { properties: { property: { name: string }[] } }) =>
      suite.properties.property.map((p) => p.name);
    expect(namesOf(doc.testsuites.testsuite[1])).toEqual([
      "loopgate.scenario.F2",
      "recordings/f2-fast.verdict",
      "recordings/f2-fast.score",
      "recordings/f2-fast.label.agent",
    ]);
    const properties = Object.fromEntries(
      f1.properties.property.map((p: { name: string; value: string }) => [p.name, p.value]),
    );
    expect(properties).toEqual({
      "loopgate.version": "0.1.0",
      "loopgate.rules_version": mixedReport().config.rulesVersion,
      "loopgate.config_hash": mixedReport().config.hash,
      "loopgate.scenario.F1": "ghost write: executed, but the agent got a timeout",
      "recordings/f1-dup.verdict": "FAIL",
      "recordings/f1-dup.score": "20",
      "recordings/f1-dup.label.agent": "demo",
      "recordings/f1-pass.verdict": "PASS",
      "recordings/f1-pass.score": "100",
      "recordings/f1-pass.label.agent": "demo",
    });
  });

  it("keeps suite and root totals equal to the cases they hold", () => {
    const doc = parser.parse(renderJunit(mixedReport()));
    let tests = 0;
    let failures = 0;
    let errors = 0;
    for (const suite of doc.testsuites.testsuite) {
      const cases = suite.testcase as Record<string, unknown>[];
      expect(Number(suite.tests)).toBe(cases.length);
      expect(Number(suite.failures)).toBe(cases.filter((c) => "failure" in c).length);
      expect(Number(suite.errors)).toBe(cases.filter((c) => "error" in c).length);
      expect(Number(suite.skipped)).toBe(cases.filter((c) => "skipped" in c).length);
      tests += cases.length;
      failures += Number(suite.failures);
      errors += Number(suite.errors);
    }
    expect([Number(doc.testsuites.tests), Number(doc.testsuites.failures), Number(doc.testsuites.errors)]).toEqual([
      tests,
      failures,
      errors,
    ]);
    expect([tests, failures, errors]).toEqual([6, 2, 1]);
  });

  it("names repeated runs of one case by path, a unique case by its case id", () => {
    const xml = renderJunit(
      reportOf([
        recording({ path: "runs/book-1.jsonl", caseId: "runs/book" }),
        recording({ path: "runs/book-2.jsonl", caseId: "runs/book" }),
        recording({ path: "runs/other.jsonl", caseId: "other-case" }),
      ]),
    );
    expect([...xml.matchAll(/<testcase name="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "runs/book-1.jsonl",
      "runs/book-2.jsonl",
      "other-case",
    ]);
  });

  it("writes times with toFixed(3), never an exponent, however long or odd the duration", () => {
    const xml = renderJunit(
      reportOf([
        recording({ path: "a.jsonl", durationMs: 0.4 }),
        recording({ path: "b.jsonl", durationMs: 1e300 }),
        recording({ path: "c.jsonl", durationMs: -5 }),
      ]),
    );
    expect([...xml.matchAll(/<testcase [^>]*time="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "0.000",
      "1000000000000000.000",
      "0.000",
    ]);
    expect(xml).toContain('<testsuites name="loopgate" tests="3" failures="0" errors="0" time="1000000000000000.000">');
  });

  it("gives each suite and the root the sum of the rounded times below them", () => {
    // 1.2345 s rounds to 1.235 per case; summing unrounded durations would write 2.469.
    const xml = renderJunit(
      reportOf([
        recording({ path: "a.jsonl", caseId: "a", durationMs: 1234.5 }),
        recording({ path: "b.jsonl", caseId: "b", durationMs: 1234.5 }),
        failing({ durationMs: 0.4 }),
        notTested({ durationMs: 12_322.6 }),
      ]),
    );
    const times = (element: string) =>
      [...xml.matchAll(new RegExp(`<${element} [^>]*time="([^"]*)"`, "g"))].map((m) => m[1]);
    expect(times("testcase")).toEqual(["1.235", "1.235", "0.000", "12.323"]);
    expect(times("testsuite")).toEqual(["2.470", "12.323"]);
    expect(times("testsuites")).toEqual(["14.793"]);
  });

  it("bounds a FAIL with thousands of violations", () => {
    const many = Array.from({ length: 5_000 }, (_, i) => finding({ seqs: [i], line: i + 3 }));
    const xml = renderJunit(reportOf([failing({ violations: many })]));
    expect(xml).toContain("… 4950 more violations in the JSON report</failure>");
    const text = /<failure [^>]*>([^<]*)<\/failure>/.exec(xml)![1]!;
    expect(text.split("DUPLICATE_EXECUTION: book_room executed twice").length - 1).toBe(50);
  });

  it("is byte-identical across renders", () => {
    expect(renderJunit(mixedReport())).toBe(renderJunit(mixedReport()));
  });
});

describe("JUnit consumers", () => {
  it("validates against junit-10.xsd with only file/line added", async () => {
    expect(await xsdErrors(renderJunit(mixedReport()))).toEqual([]);
  });

  it("validates against the unchanged junit-10.xsd once file/line are removed, so nothing else relies on the addition", async () => {
    const xml = renderJunit(mixedReport()).replace(/ (?:file|line)="[^"]*"/g, "");
    expect(await xsdErrors(xml, JUNIT_XSD)).toEqual([]);
  });

  it("the copied schema differs from the original only by the two attributes", async () => {
    const { JUNIT_XSD_WITH_FILE_LINE } = await import("./helpers/junit-helpers.js");
    const removed = JUNIT_XSD_WITH_FILE_LINE.replace(
      / *<!-- loopgate:[\s\S]*?-->\n *<xs:attribute name="file" type="xs:string"\/>\n *<xs:attribute name="line" type="xs:string"\/>\n/,
      "",
    );
    expect(removed).toBe(JUNIT_XSD);
  });

  it("the validator rejects what it should (a testsuite without its required counts)", async () => {
    const errors = await xsdErrors('<testsuites><testsuite name="x"><testcase name="a"/></testsuite></testsuites>');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toContain("The attribute 'tests' is required but missing");
  });

  it("junit2json reads the same counts as the JSON report", async () => {
    const report = mixedReport();
    const { root, cases, suites } = await junit2jsonCounts(renderJunit(report));
    expect(cases).toEqual({ tests: 6, failures: 2, errors: 1, skipped: 1 });
    expect(cases).toEqual({
      tests: report.totals.recordings,
      failures: report.totals.failed,
      errors: report.totals.errors,
      skipped: report.totals.notTested,
    });
    expect([root.tests, root.failures, root.errors]).toEqual([6, 2, 1]);
    expect(suites.map((s) => [s.name, s.tests, s.failures, s.errors, s.skipped])).toEqual([
      ["F1", 2, 1, 0, 0],
      ["F2", 1, 1, 0, 0],
      ["F4", 1, 0, 0, 1],
      ["none", 1, 0, 0, 0],
      ["unreadable", 1, 0, 1, 0],
    ]);
    expect(suites[0]!.testcase![0]!.failure![0]!.message).toBe("DUPLICATE_EXECUTION: book_room executed twice");
  });

  it("xunit-viewer reads the same counts and statuses as the JSON report", async () => {
    const report = reportOf([recording(), failing(), notTested(), unreadable()]);
    const xml = renderJunit(report);
    expect(await xunitViewerCounts(xml)).toEqual({ tests: 4, failures: 1, errors: 1, skipped: 1 });
    const suites = await xunitViewerSuites(xml);
    expect(suites.map((s) => s.name)).toEqual(["F1", "F4", "unreadable"]);
    const statuses = suites
      .flatMap((s) => Object.values(s.tests).map((t) => `${t.classname}/${t.name}:${t.status}`))
      .sort();
    expect(statuses).toEqual([
      "F1/recordings/f1-dup:failure",
      "F1/recordings/f1-pass:passed",
      "F4/recordings/f4-none:skipped",
      "unreadable/recordings/broken:error",
    ]);
  });
});
