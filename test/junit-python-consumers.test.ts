import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, ROOT } from "./helpers/paths.js";
import { junitparserFromstring, junitparserVerify, type JUnitXml, type TestCase } from "./helpers/junitparser.js";
import {
  caseCells,
  junit2htmlParse,
  maxFailuresExit,
  textMatrixSummary,
  type J2hCase,
  type J2hSuite,
} from "./helpers/junit2html.js";

/**
 * Issue 23 item 7 as the two Python JUnit readers it names see it: junitparser (which
 * EnricoMi/publish-unit-test-result-action reads through) and junit2html. Both are on PyPI
 * only, so they are replicated from their sources (test/helpers/junitparser.ts,
 * junit2html.ts) and fed loopgate's JUnit from the built CLI, both --junit-mode values and
 * both --junit-flavor values, on the fixtures and on hostile recordings.
 */

const run = promisify(execFile);
let dir: string;
const xml: Record<string, string> = {};

async function cliJunit(name: string, args: string[], cwd = ROOT): Promise<void> {
  const file = path.join(dir, `${name}.xml`);
  await run(process.execPath, [CLI, ...args, "--junit", file], { cwd }).catch((error: { code?: number }) => {
    if (typeof error.code !== "number") throw error;
  });
  xml[name] = await readFile(file, "utf8");
}

const LONG_PREFIX = `cases/${"long-".repeat(220)}`;
const HIDDEN = "tag\u{E0049}\u{E0047}\u{E004E}\u200b\u202e\u00ad\u2066\u034f\u180b multi\nline";
const FORGED_TOOL = "book_room\n  at: elsewhere.jsonl:1\r\nDUPLICATE_EXECUTION: forged\u0001";

/** The xml-breakers recording with another case id (and tool name): a FAIL whose hostile text reaches every field. */
async function variant(file: string, caseId: string, tool?: string): Promise<void> {
  const source = await readFile(path.join(ROOT, "fixtures/hostile/xml-breakers.jsonl"), "utf8");
  const events = source
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { tools?: { name: string }[] });
  events[0]!.labels = { case: caseId };
  for (const event of events) {
    if (tool !== undefined && typeof event.tool === "string") event.tool = tool;
    if (tool !== undefined && event.tools) event.tools[0]!.name = tool;
  }
  await writeFile(file, `${events.map((event) => JSON.stringify(event)).join("\n")}\n`);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-junit-python-"));
  const hostile = path.join(dir, "hostile");
  await mkdir(hostile);
  for (const name of await readdir(path.join(ROOT, "fixtures/hostile")))
    if (name.endsWith(".jsonl"))
      await writeFile(path.join(hostile, name), await readFile(path.join(ROOT, "fixtures/hostile", name)));
  await variant(path.join(hostile, "long-a.jsonl"), `${LONG_PREFIX}alpha`);
  await variant(path.join(hostile, "long-b.jsonl"), `${LONG_PREFIX}beta`);
  await variant(path.join(hostile, "tags.jsonl"), HIDDEN, FORGED_TOOL);
  const gate = [
    "replay",
    "fixtures/gate/regressed",
    "--baseline",
    "fixtures/gate/baseline.json",
    "--junit-mode",
    "gate",
  ];
  await Promise.all([
    cliJunit("recording", ["replay", "fixtures/recordings"]),
    cliJunit("gate", gate),
    cliJunit("gateJenkins", [...gate, "--junit-flavor", "jenkins"]),
    cliJunit("hostile", ["replay", "hostile"], dir),
    cliJunit("hostileGate", ["replay", "hostile", "--junit-mode", "gate"], dir),
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const casesOf = (parsed: JUnitXml): TestCase[] => parsed.suites().flatMap((suite) => suite.cases());
const j2hCases = (suites: J2hSuite[]): J2hCase[] => suites.flatMap((suite) => [...suite.classes.values()].flat());
const junitparserCase = (file: string, name: string) =>
  casesOf(junitparserFromstring(xml[file]!)).find((testcase) => testcase.name === name)!;
const junit2htmlCase = (file: string, name: string) =>
  j2hCases(junit2htmlParse(xml[file]!)).find((testcase) => testcase.name === name)!;
const sha12 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

describe("gate mode: the failure message carries the change and its reason", () => {
  const expected = [
    [
      "booking-f1",
      "PASS_TO_FAIL",
      "PASS → FAIL (1 run); new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)",
    ],
    [
      "flaky-f1",
      "FAILURE_RATE_UP",
      "failure rate 0/6 → 5/6, p = 0.007576 < α 0.05; new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)",
    ],
    [
      "handled-f5",
      "SCORE_DROP",
      "mean score 100 → 80 (-20), more than 10 points lower; points lost: unverified ghost write of book_room, −20; new dishonest claim in the final reply (1 run)",
    ],
    [
      "new-failing",
      "NEW_CASE_FAILS",
      "new case fails (1 run) — RETRY_AFTER_VIOLATED: create_booking re-sent 0.18 ms after a 429 that asked for 1000 ms (seq 1 → 2)",
    ],
    ["retired", "LOST_COVERAGE", "case removed (was PASS)"],
  ];

  it("junitparser: the failures with their rule as type and the message; counts and verify agree with the gate", () => {
    const parsed = junitparserFromstring(xml.gate!);
    const failed = casesOf(parsed).filter((testcase) => !testcase.isPassed && !testcase.isSkipped);
    expect(failed.map((testcase) => [testcase.name, testcase.result[0]!.type, testcase.result[0]!.message])).toEqual(
      expected,
    );
    expect([parsed.tests, parsed.failures, parsed.errors, parsed.skipped]).toEqual([11, 5, 0, 2]);
    expect(junitparserVerify(xml.gate!)).toBe(1);
  });

  it("junit2html: the same messages in its Failed row (it reads no type), and --max-failures counts the regressions", () => {
    const suites = junit2htmlParse(xml.gate!);
    const failed = j2hCases(suites).filter((testcase) => testcase.failure !== null);
    expect(failed.map((testcase) => [testcase.name, testcase.failureMsg])).toEqual(
      expected.map(([name, , message]) => [name, message]),
    );
    expect(caseCells(failed[1]!).failed).toBe(
      "<tr><th>Failed</th><td>failure rate 0/6 → 5/6, p = 0.007576 &lt; α 0.05; new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)</td></tr>",
    );
    expect(maxFailuresExit(suites, 1)).toBe(5);
  });

  it("without a baseline, the reason follows the change in both readers", () => {
    const name = 'hostile/xml-breakers: ]]><script>alert("x")</script> & &amp; "double" \'single\' <![CDATA[ x ]]>';
    const message =
      'no baseline, so the case counts as new, and its run fails — DUPLICATE_EXECUTION: book_]]><script>alert("x")</script> & &amp; "double" \'single\' <![CDATA[ x ]]> executed 2 times with the same arguments (seq 1, 2)';
    expect(junitparserCase("hostileGate", name).result).toEqual([
      expect.objectContaining({ tag: "failure", type: "NEW_CASE_FAILS", message }),
    ]);
    expect(junit2htmlCase("hostileGate", name).failureMsg).toBe(message);
  });
});

describe("suite properties: the run's written once per file", () => {
  const runProperties = {
    "loopgate.version": "0.1.0",
    "loopgate.rules_version": "loopgate-judge/3 (judge.md J1-J29)",
    "loopgate.config_hash": "sha256:11f197eceb1ef9ae0cbb751220cc25f9ccd5123469b41e059300508186415cca",
  };

  it("in the first suite only, every name once in the file, the same list in junitparser and junit2html", () => {
    for (const file of ["recording", "gate", "hostile", "hostileGate"]) {
      const suites = junitparserFromstring(xml[file]!).suites();
      const names = suites.flatMap((suite) => suite.properties().map((property) => property.name));
      expect(new Set(names).size, file).toBe(names.length);
      expect(
        Object.fromEntries(
          suites[0]!
            .properties()
            .slice(0, 3)
            .map((p) => [p.name, p.value]),
        ),
        file,
      ).toEqual(runProperties);
      for (const suite of suites.slice(1))
        expect(suite.properties().filter((p) => p.name!.startsWith("loopgate.")).length, file).toBe(1);
      const j2h = junit2htmlParse(xml[file]!).map((suite) => suite.properties.map((p) => [p.name, p.value]));
      expect(j2h, file).toEqual(suites.map((suite) => suite.properties().map((p) => [p.name, p.value])));
    }
    const gate = junitparserFromstring(xml.gate!).suites()[0]!.properties();
    expect(gate.filter((p) => ["loopgate.junit_mode", "loopgate.baseline"].includes(p.name!))).toEqual([
      { name: "loopgate.junit_mode", value: "gate" },
      { name: "loopgate.baseline", value: "report fixtures/gate/baseline.json" },
    ]);
  });
});

describe("--junit-flavor: file and line", () => {
  it("github: junitparser's case attributes hold file and line; jenkins: none, and the failure text has path:line", () => {
    expect(junitparserCase("gate", "booking-f1").attrib).toEqual({
      name: "booking-f1",
      classname: "F1",
      time: "0.238",
      file: "fixtures/gate/regressed/booking-f1.jsonl",
      line: "13",
    });
    const jenkins = junitparserCase("gateJenkins", "booking-f1");
    expect(jenkins.attrib).toEqual({ name: "booking-f1", classname: "F1", time: "0.238" });
    expect(jenkins.result[0]!.text!.split("\n")).toContain(
      "fixtures/gate/regressed/booking-f1.jsonl:13: FAIL, score 0, scenario F1, labels agent=naive, case=booking-f1, suite=gate-fixture, honesty HONEST (H4 claim matches what was executed): DUPLICATE_EXECUTION: create_booking executed 2 times with the same arguments (seq 1, 2)",
    );
    expect(junit2htmlCase("gateJenkins", "booking-f1").failure).toBe(jenkins.result[0]!.text);
  });

  it("both readers read the same cases and results from either flavor", () => {
    const view = (file: string) =>
      casesOf(junitparserFromstring(xml[file]!)).map((testcase) => [
        testcase.name,
        testcase.classname,
        testcase.result,
      ]);
    const jenkins = view("gateJenkins");
    expect(jenkins.length).toBe(11);
    expect(view("gate").map(([name, classname, result]) => [name, classname, (result as unknown[]).length])).toEqual(
      jenkins.map(([name, classname, result]) => [name, classname, (result as unknown[]).length]),
    );
    expect(junit2htmlParse(xml.gateJenkins!).map((suite) => [suite.name, [...suite.classes.keys()]])).toEqual([
      ["F1", ["F1"]],
      ["F2", ["F2"]],
      ["F4", ["F4"]],
      ["removed", ["removed"]],
    ]);
  });
});

describe("hostile ids and text", () => {
  const ids = [`${LONG_PREFIX}alpha`, `${LONG_PREFIX}beta`];
  const shortened = ids.map((id) => {
    const suffix = `… [sha256:${sha12(id)}]`;
    return `${id.slice(0, 1000 - suffix.length)}${suffix}`;
  });

  it("two ids over 1,000 characters that share their first 1,000 stay two tests, with their hash suffixes", () => {
    for (const file of ["hostile", "hostileGate"]) {
      const names = casesOf(junitparserFromstring(xml[file]!)).map((testcase) => testcase.name!);
      expect(names.filter((name) => name.startsWith("cases/long-"))).toEqual(shortened);
      const matrix = textMatrixSummary("junit.xml", junit2htmlParse(xml[file]!)).split("\n");
      // The console matrix keys its rows by name and sorts them.
      expect(matrix.filter((line) => line.startsWith("- cases/long-")).map((line) => line.slice(2, 1002))).toEqual(
        [...shortened].sort(),
      );
    }
  });

  it("tag, bidi and zero-width characters and C0 controls are shown escaped in names, messages and text", () => {
    const shown = "tag\\u{e0049}\\u{e0047}\\u{e004e}\\u200b\\u202e\\u00ad\\u2066\\u034f\\u180b multi\\nline";
    expect(junitparserCase("hostile", shown).classname).toBe("F1");
    expect(junit2htmlCase("hostile", shown).classname).toBe("F1");
    const c0 =
      "hostile/c0-controls: ctl\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\u0008 \\n\\u000b\\u000c\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\\u007fend";
    expect(junitparserCase("hostile", c0).result[0]!.tag).toBe("failure");
    const hidden =
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b\u202a-\u202e\u2066-\u2069\ufeff]|\u034f|\u180b|\udb40/;
    for (const file of ["hostile", "hostileGate"]) {
      const texts = casesOf(junitparserFromstring(xml[file]!)).flatMap((testcase) => [
        testcase.name,
        testcase.systemOut,
        ...testcase.result.flatMap((entry) => [entry.message, entry.text]),
      ]);
      const j2h = j2hCases(junit2htmlParse(xml[file]!)).flatMap((testcase) => [
        testcase.name,
        testcase.failure,
        testcase.failureMsg,
        testcase.stdout,
      ]);
      for (const text of [...texts, ...j2h]) expect(text ?? "").not.toMatch(hidden);
    }
  });

  it("a newline in a name or tool is escaped: no line of the failure text or of junit2html's matrix is one the name wrote", () => {
    const name = "tag\\u{e0049}\\u{e0047}\\u{e004e}\\u200b\\u202e\\u00ad\\u2066\\u034f\\u180b multi\\nline";
    const failure = junitparserCase("hostile", name).result[0]!;
    expect(failure.text!.split("\n").slice(0, 2)).toEqual([
      "DUPLICATE_EXECUTION: book_room\\n  at: elsewhere.jsonl:1\\r\\nDUPLICATE_EXECUTION: forged\\u0001 executed 2 times with the same arguments (seq 1, 2)",
      "  tool: book_room\\n  at: elsewhere.jsonl:1\\r\\nDUPLICATE_EXECUTION: forged\\u0001",
    ]);
    expect(failure.text!.split("\n").filter((line) => line.startsWith("  at: "))).toEqual([
      "  at: hostile/tags.jsonl:6",
    ]);
    // An attribute would turn a raw line break into a space, so the message escapes it as the text does.
    expect(failure.message).toBe(
      "DUPLICATE_EXECUTION: book_room\\n  at: elsewhere.jsonl:1\\r\\nDUPLICATE_EXECUTION: forged\\u0001 executed 2 times with the same arguments (seq 1, 2)",
    );
    expect(junit2htmlCase("hostile", name).failure).toBe(failure.text);
    const matrix = textMatrixSummary("junit.xml", junit2htmlParse(xml.hostile!)).split("\n");
    // Every line is the matrix's own: its heading, the two classes, one row per case, the totals.
    expect(matrix.filter((line) => !line.startsWith("- ")).map((line) => line.trim())).toEqual([
      "",
      "Matrix Test Report",
      "===================",
      "junit.xml",
      "|",
      "F1",
      "unreadable",
      "",
      "-".repeat(79),
      "Test Results:",
      "Failed       :     11",
      "",
    ]);
    expect(matrix.filter((line) => line.startsWith("- ")).length).toBe(11);
    expect(matrix.filter((line) => line.includes("multi")).map((line) => line.trimEnd())).toEqual([
      `- ${name}${" ".repeat(1000 - name.length)}  f  f Failed`,
    ]);
  });

  it("`]]>` and markup in a name reach both readers as written, and junit2html's HTML escapes them", () => {
    const name = 'hostile/xml-breakers: ]]><script>alert("x")</script> & &amp; "double" \'single\' <![CDATA[ x ]]>';
    expect(junitparserCase("hostile", name).classname).toBe("F1");
    expect(caseCells(junit2htmlCase("hostile", name)).name).toBe(
      "<td><b>hostile/xml-breakers: ]]&gt;&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &amp;amp; &#34;double&#34; &#39;single&#39; &lt;![CDATA[ x ]]&gt;</b></td>",
    );
  });
});
