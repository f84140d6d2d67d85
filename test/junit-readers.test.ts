import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderJunit } from "../src/report/junit.js";
import { MAX_GATE_MESSAGE_CHARS, renderGateJunit } from "../src/report/junit-gate.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { failing, finding, recording, reportOf } from "./helpers/report-builders.js";
import { CLI, ROOT } from "./helpers/paths.js";
import {
  JUNIT_XSD,
  junit2jsonCounts,
  xsdErrors,
  xunitViewerCounts,
  xunitViewerSuites,
} from "./helpers/junit-helpers.js";
import { xunitparserParse } from "./helpers/xunitparser.js";

/**
 * What JUnit readers make of loopgate's file beyond counts: the message a reporter shows
 * alone, properties as xunitparser gathers them, long and invisible ids.
 */

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-junit-readers-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function cliJunit(args: string[], name: string): Promise<string> {
  const file = path.join(dir, name);
  await run(process.execPath, [CLI, ...args, "--junit", file], { cwd: ROOT }).catch((error: { code?: number }) => {
    if (typeof error.code !== "number") throw error;
  });
  return readFile(file, "utf8");
}

const sha12 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

describe("gate-mode failure message", () => {
  it("says what changed and why the case fails now, in the message dorny and mikepenz show alone", async () => {
    const xml = renderGateJunit(reportOf([failing()]));
    const { suites } = await junit2jsonCounts(xml);
    expect(suites[0]!.testcase![0]!.failure![0]!.message).toBe(
      "no baseline, so the case counts as new, and its run fails — DUPLICATE_EXECUTION: book_room executed twice",
    );
  });

  it("is bounded: a 5,000-character reason is cut at the message's limit with the count of what is gone", async () => {
    const reason = `DUPLICATE_EXECUTION: ${"x".repeat(5_000)}`;
    const xml = renderGateJunit(reportOf([failing({ reason })]));
    const { suites } = await junit2jsonCounts(xml);
    const message = suites[0]!.testcase![0]!.failure![0]!.message!;
    const whole = `no baseline, so the case counts as new, and its run fails — ${reason}`;
    expect(message).toBe(
      `${whole.slice(0, MAX_GATE_MESSAGE_CHARS)}… [${whole.length - MAX_GATE_MESSAGE_CHARS} more characters]`,
    );
  });
});

describe("properties as xunitparser reads them (one table for the whole file)", () => {
  it("the replicated parser refuses a property name written twice, as xunitparser.py's assert does", () => {
    const twice =
      '<testsuites tests="0"><testsuite name="a" tests="0" failures="0" errors="0"><properties><property name="v" value="1"/></properties></testsuite>' +
      '<testsuite name="b" tests="0" failures="0" errors="0"><properties><property name="v" value="1"/></properties></testsuite></testsuites>';
    expect(() => xunitparserParse(twice)).toThrow("AssertionError: e.attrib['name'] not in ts.properties (v)");
  });

  it("reads the fixture corpus's JUnit, both modes, with the run's properties once and each case's of its own", async () => {
    const recordingXml = await cliJunit(["replay", "fixtures/recordings"], "fixtures.xml");
    const parsed = xunitparserParse(recordingXml);
    // 51: careful-F1-lookup-down; 15 failures since pressured-F1 tells a lie rather than booking twice.
    expect(parsed.cases.length).toBe(51);
    expect(parsed.cases.filter((c) => c.result === "failure").length).toBe(15);
    expect(parsed.properties["loopgate.version"]).toBe("0.1.0");
    expect(parsed.properties["loopgate.scenario.F1"]).toBe("ghost write: executed, but the agent got a timeout");
    expect(parsed.properties["f1-naive.verdict"]).toBe("FAIL");
    const gateXml = await cliJunit(
      ["replay", "fixtures/gate/regressed", "--baseline", "fixtures/gate/baseline.json", "--junit-mode", "gate"],
      "gate.xml",
    );
    const gate = xunitparserParse(gateXml);
    expect(Object.keys(gate.properties)).toEqual([
      "loopgate.version",
      "loopgate.rules_version",
      "loopgate.config_hash",
      "loopgate.honesty.score",
      "loopgate.honesty.measured",
      "loopgate.honesty.honest",
      "loopgate.honesty.dishonest",
      "loopgate.honesty.unclear",
      "loopgate.junit_mode",
      "loopgate.baseline",
      "loopgate.scenario.F1",
      "loopgate.scenario.F2",
      "loopgate.scenario.F4",
      "loopgate.scenario.removed",
    ]);
    // J28's totals as a JUnit consumer reads them: the Honesty score and the dishonest claims.
    expect(["score", "dishonest"].map((key) => gate.properties[`loopgate.honesty.${key}`])).toEqual(["95", "1"]);
    expect(gate.cases.filter((c) => c.result === "failure").map((c) => c.methodname)).toEqual([
      "booking-f1",
      "flaky-f1",
      "handled-f5",
      "new-failing",
      "retired",
    ]);
  });

  it("keeps names unique when one case id is in two scenarios or hostile names would meet", async () => {
    const xml = renderJunit(
      reportOf([
        recording({ path: "a/x-f1.jsonl", caseId: "x", labels: { "y.verdict": "z" } }),
        recording({ path: "a/x-f2.jsonl", caseId: "x", scenario: "F2" }),
        recording({ path: "a/x.label.y.jsonl", caseId: "x.label.y", scenario: "F2", labels: {} }),
      ]),
    );
    const parsed = xunitparserParse(xml);
    expect(parsed.cases.map((c) => `${c.classname}/${c.methodname}`)).toEqual([
      "F1/a/x-f1.jsonl",
      "F2/a/x-f2.jsonl",
      "F2/x.label.y",
    ]);
    expect(Object.keys(parsed.properties).filter((name) => !name.startsWith("loopgate."))).toEqual([
      "a/x-f1.jsonl.verdict",
      "a/x-f1.jsonl.score",
      "a/x-f1.jsonl.label.y.verdict",
      "a/x-f2.jsonl.verdict",
      "a/x-f2.jsonl.score",
      "a/x-f2.jsonl.label.agent",
      "x.label.y.verdict",
      "x.label.y.score",
    ]);
    const clash = renderJunit(
      reportOf([
        recording({ path: "a.jsonl", caseId: "x", labels: { "y.verdict": "z" } }),
        recording({ path: "b.jsonl", caseId: "x.label.y", labels: {} }),
      ]),
    );
    expect(Object.entries(xunitparserParse(clash).properties).filter(([name]) => name.includes("verdict"))).toEqual([
      ["x.verdict", "PASS"],
      ["x.label.y.verdict", "z"],
      ["x.label.y.verdict (2)", "PASS"],
    ]);
    expect(await xsdErrors(clash)).toEqual([]);
  });
});

describe("long, invisible and multi-line ids", () => {
  const prefix = `cases/${"long-".repeat(220)}`;
  const ids = [`${prefix}alpha`, `${prefix}beta`];

  it("stay distinct tests, each cut to 1,000 characters with its own SHA-256 suffix, in GitLab-like readers", async () => {
    const report = reportOf(ids.map((caseId, i) => failing({ path: `runs/${i}.jsonl`, caseId })));
    for (const xml of [renderJunit(report), renderGateJunit(report)]) {
      const names = [...xml.matchAll(/<testcase name="([^"]*)"/g)].map((m) => m[1]!);
      const suffixes = ids.map((id) => `… [sha256:${sha12(id)}]`);
      expect(names).toEqual(ids.map((id, i) => `${id.slice(0, 1000 - suffixes[i]!.length)}${suffixes[i]}`));
      expect(names.map((name) => name.length)).toEqual([1000, 1000]);
      expect(await xunitViewerCounts(xml)).toEqual({ tests: 2, failures: 2, errors: 0, skipped: 0 });
      const suites = await xunitViewerSuites(xml);
      expect(Object.keys(suites[0]!.tests).length).toBe(2);
      expect(await xsdErrors(xml)).toEqual([]);
    }
    expect(renderJunit(report)).toBe(renderJunit(reportOf([...report.recordings].reverse())));
  });

  it("show tag characters, bidi controls and zero-width characters escaped in JUnit and Markdown", () => {
    const hidden = "book\u{E0049}\u{E0047}\u{E004E}_room\u200b\u202e\u00ad\u2066\u034f\u180b";
    const report = reportOf([
      failing({
        caseId: `case${hidden}`,
        reason: `DUPLICATE_EXECUTION: ${hidden} executed twice`,
        violations: [finding({ tool: hidden, message: `${hidden} executed twice` })],
      }),
    ]);
    const shown = "book\\u{e0049}\\u{e0047}\\u{e004e}_room\\u200b\\u202e\\u00ad\\u2066\\u034f\\u180b";
    const invisible = /[\u{E0000}-\u{E007F}\u200b\u202e\u00ad\u2066]|\u034f|\u180b/u;
    const xml = renderJunit(report);
    const markdown = renderMarkdown(report, { maxBytes: 1_000_000, boundName: "the test" });
    for (const output of [xml, renderGateJunit(report), markdown]) expect(output).not.toMatch(invisible);
    expect(xml).toContain(`<testcase name="case${shown}" classname="F1"`);
    expect(xml).toContain(`  tool: ${shown}\n`);
    expect(markdown).toContain(`case${shown}`);
  });

  it("escape a newline in a tool name, so no line of the failure text is one the name wrote", () => {
    const tool = "book\n  at: elsewhere.jsonl:1\r\nDUPLICATE_EXECUTION: forged";
    const report = reportOf([
      failing({ caseId: "multi\nline", violations: [finding({ tool, message: `${tool} executed twice` })] }),
    ]);
    const xml = renderJunit(report);
    const text = /<failure [^>]*>([^<]*)<\/failure>/.exec(xml)![1]!;
    expect(text.split("\n")).toEqual([
      "DUPLICATE_EXECUTION: book\\n  at: elsewhere.jsonl:1\\r\\nDUPLICATE_EXECUTION: forged executed twice",
      "  tool: book\\n  at: elsewhere.jsonl:1\\r\\nDUPLICATE_EXECUTION: forged",
      expect.stringMatching(/^ {2}calls: /),
      expect.stringMatching(/^ {2}arguments: /),
      expect.stringMatching(/^ {2}details: /),
      "  at: recordings/f1-dup.jsonl:9",
    ]);
    expect(xml).toContain('<testcase name="multi\\nline" classname="F1"');
  });
});

describe("--junit-flavor", () => {
  it("jenkins: the unchanged junit-10.xsd accepts the file in both modes, which the default fails for its file and line", async () => {
    const args = ["replay", "fixtures/gate/regressed", "--baseline", "fixtures/gate/baseline.json"];
    for (const mode of ["recording", "gate"]) {
      const jenkins = await cliJunit([...args, "--junit-mode", mode, "--junit-flavor", "jenkins"], `${mode}-j.xml`);
      expect(await xsdErrors(jenkins, JUNIT_XSD)).toEqual([]);
      expect(jenkins).not.toMatch(/ (?:file|line)="/);
      expect(jenkins).toContain(
        mode === "gate"
          ? "\nfixtures/gate/regressed/booking-f1.jsonl:13: FAIL, score 0, scenario F1"
          : "\n  at: fixtures/gate/regressed/booking-f1.jsonl:13\n",
      );
      const github = await cliJunit([...args, "--junit-mode", mode], `${mode}-g.xml`);
      expect((await xsdErrors(github, JUNIT_XSD))[0]).toContain("The attribute 'file' is not allowed");
      expect(github.replace(/ (?:file|line)="[^"]*"/g, "")).toBe(jenkins);
    }
  });

  it("refuses another value with one line and exit 2, on replay, merge and report", async () => {
    for (const command of [
      ["replay", "fixtures/gate/regressed", "--junit", path.join(dir, "x.xml")],
      ["report", "fixtures/gate/baseline.json", "--junit", path.join(dir, "x.xml")],
      ["merge", "fixtures/gate/baseline.json"],
    ]) {
      const failed = await run(process.execPath, [CLI, ...command, "--junit-flavor", "gitlab"], { cwd: ROOT }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed.code, command[0]).toBe(2);
      expect(failed.stderr).toContain('--junit-flavor must be github or jenkins, got "gitlab"');
    }
  });
});
