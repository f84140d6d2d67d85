import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { replay } from "../src/replay/replay.js";
import { renderJunit } from "../src/report/junit.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import { renderJsonReport } from "../src/report/json.js";
import { ReportSchema, type Report } from "../src/report/schema.js";
import { hostileRecordings } from "../fixtures/hostile/generate.mjs";
import { junit2jsonCounts, xsdErrors, xunitViewerCounts } from "./helpers/junit-helpers.js";
import { assertMarkdownIntact } from "./helpers/markdown-checks.js";

const root = path.resolve(import.meta.dirname, "..");
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => name === "testcase",
});

let report: Report;
let megabyte: Report;
let scratch: string;

beforeAll(async () => {
  const options = { cwd: root };
  report = (await replay(["fixtures/hostile"], options)).report;
  scratch = mkdtempSync(path.join(os.tmpdir(), "loopgate-hostile-"));
  const big = hostileRecordings().find((file) => !file.committed)!;
  writeFileSync(path.join(scratch, big.name), big.text);
  megabyte = (await replay([path.join(scratch, big.name)], { ...options, cwd: scratch })).report;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const byCase = (xml: string) => {
  const doc = parser.parse(xml);
  const cases = new Map<string, Record<string, unknown>>();
  for (const suite of [doc.testsuites.testsuite].flat()) for (const c of suite.testcase) cases.set(c.file, c);
  return cases;
};

describe("the hostile corpus", () => {
  it("is what fixtures/hostile/generate.mjs writes", () => {
    for (const file of hostileRecordings().filter((f) => f.committed)) {
      expect(readFileSync(path.join(root, "fixtures/hostile", file.name), "utf8"), file.name).toBe(file.text);
    }
  });

  it("judges every hostile recording, so the hostile text reaches every part of the reports", () => {
    expect(report.recordings.map((r) => [r.path, r.verdict])).toEqual([
      ["fixtures/hostile/ansi.jsonl", "FAIL"],
      ["fixtures/hostile/c0-controls.jsonl", "FAIL"],
      ["fixtures/hostile/invisible-and-emoji.jsonl", "FAIL"],
      ["fixtures/hostile/links.jsonl", "FAIL"],
      ["fixtures/hostile/lone-surrogates.jsonl", "FAIL"],
      ["fixtures/hostile/markdown.jsonl", "FAIL"],
      ["fixtures/hostile/unreadable.jsonl", "ERROR"],
      ["fixtures/hostile/xml-breakers.jsonl", "FAIL"],
    ]);
    expect(megabyte.recordings[0]!.verdict).toBe("FAIL");
    expect(megabyte.recordings[0]!.violations[0]!.tool!.length).toBe(5 + 1024 * 1024);
  });
});

describe("JUnit XML from hostile recordings", () => {
  it("is well-formed and valid against the schema", async () => {
    expect(await xsdErrors(renderJunit(report))).toEqual([]);
    expect(await xsdErrors(renderJunit(megabyte))).toEqual([]);
  });

  it("writes the exact escaped forms", () => {
    const xml = renderJunit(report);
    expect(xml).toContain(
      `<testcase name="hostile/xml-breakers: ]]&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &amp;amp; &quot;double&quot; &apos;single&apos; &lt;![CDATA[ x ]]&gt;" classname="F1"`,
    );
    expect(xml).toContain(
      '<testcase name="hostile/c0-controls: ctl\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\u0008 \\n\\u000b\\u000c\\r\\u000e\\u000f\\u0010\\u0011\\u0012\\u0013\\u0014\\u0015\\u0016\\u0017\\u0018\\u0019\\u001a\\u001b\\u001c\\u001d\\u001e\\u001f\\u007fend" classname="F1"',
    );
    expect(xml).toContain('<testcase name="hostile/ansi: red click " classname="F1"');
    expect(xml).toContain('<testcase name="hostile/lone-surrogates: a\ufffdb\ufffdc\ufffd" classname="F1"');
    expect(xml).toContain(
      '<testcase name="hostile/invisible-and-emoji: rtl\\u202eexe.txt zero\\u200bwidth \\u2066iso\\u2069 bom\\ufeff 👨‍👩‍👧 🎉 é" classname="F1"',
    );
    expect(xml).toContain(
      '<testcase name="hostile/links: https[:]//evil.example/x www[.]evil.example a[@]b.example [#]42 \\[#]42 GH[-]42 [@]org/team [[ATTACHMENT[|]/etc/passwd]] \\u202e" classname="F1" time="2.100" file="fixtures/hostile/links.jsonl" line="6">',
    );
    expect(xml).toContain(
      // Line breaks inside a name are escaped: every line of the failure text is one the report wrote.
      "DUPLICATE_EXECUTION: book_ctl\\u0000\\u0001\\u0002\\u0003\\u0004\\u0005\\u0006\\u0007\\u0008\t\\n\\u000b\\u000c\\r\\u000e",
    );
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    expect(xml).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(xml).not.toMatch(/[\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/);
    expect(xml).not.toContain("<script>");
    expect(xml).not.toMatch(/:\/\/|www\.|@\w|#\d|GH-\d|\[\[ATTACHMENT\|/i);
  });

  it("gives a consumer back the hostile text, decoded, as the test name", () => {
    const cases = byCase(renderJunit(report));
    expect(cases.get("fixtures/hostile/xml-breakers.jsonl")!.name).toBe(
      `hostile/xml-breakers: ]]><script>alert("x")</script> & &amp; "double" 'single' <![CDATA[ x ]]>`,
    );
    expect(cases.get("fixtures/hostile/markdown.jsonl")!.name).toBe(
      "hostile/markdown: | pipe | cell | `tick` ``` fence *bold* _em_ [link](javascript:alert(1)) <img src=x onerror=alert(1)> $x^2$ [@]octocat [#]1 \\| ~~strike~~",
    );
  });

  it("is read with the JSON report's counts by junit2json and xunit-viewer", async () => {
    const xml = renderJunit(report);
    expect((await junit2jsonCounts(xml)).cases).toEqual({ tests: 8, failures: 7, errors: 1, skipped: 0 });
    expect(await xunitViewerCounts(xml)).toEqual({ tests: 8, failures: 7, errors: 1, skipped: 0 });
  });

  it("bounds 1 MiB tool names and arguments", () => {
    const xml = renderJunit(megabyte);
    expect(Buffer.byteLength(xml)).toBeLessThan(40_000);
    expect(xml).toMatch(/ {2}tool: book_[^\n]*… \[\d+ more characters\]\n/);
    expect(xml).toMatch(/ {2}arguments: \{[^\n]*… \[\d+ more characters\]\n/);
  });
});

describe("Markdown from hostile recordings", () => {
  it("keeps every table intact and injects no HTML", () => {
    assertMarkdownIntact(renderMarkdown(report, MARKDOWN_FILE_BOUND));
    assertMarkdownIntact(renderMarkdown(megabyte, MARKDOWN_FILE_BOUND));
  });

  it("writes the exact escaped forms in table cells", () => {
    const cells = renderMarkdown(report, MARKDOWN_FILE_BOUND)
      .split("\n")
      .filter((line) => line.startsWith("| ❌") || line.startsWith("| ⚠️"))
      .map((line) => line.split(" | ")[1]);
    expect(cells).toEqual([
      "<code>hostile/ansi: red click </code>",
      // Stretches of more than 24 characters without a space get break opportunities (<wbr>) after natural
      // breaks and every 24 characters; shorter ones stay whole (docs/report-format.md, "Long ids and reasons").
      "<code>hostile/c0-controls: ctl\\\\u0000\\\\u0001\\\\u0002\\\\u0<wbr>003\\\\u0004\\\\u0005\\\\u0006\\\\u0<wbr>007\\\\u0008 \\\\u000b\\\\u000c \\\\u000e\\\\u000f\\\\u0010\\\\u0011<wbr>\\\\u0012\\\\u0013\\\\u0014\\\\u0015<wbr>\\\\u0016\\\\u0017\\\\u0018\\\\u0019<wbr>\\\\u001a\\\\u001b\\\\u001c\\\\u001d<wbr>\\\\u001e\\\\u001f\\\\u007fend</code>",
      "<code>hostile/<wbr>invisible-<wbr>and-<wbr>emoji: rtl\\\\u202eexe\\.txt zero\\\\u200bwidth \\\\u2066iso\\\\u2069 bom\\\\ufeff 👨‍👩‍👧 🎉 é</code>",
      "<code>hostile/links: https\\[:\\]//evil\\.example/x www\\[.\\]evil\\.example a\\[@\\]b\\.example \\[\\#\\]42 \\\\\\[\\#\\]42 GH\\[-\\]42 \\[@\\]org/team \\[\\[ATTACHMENT\\[&#124;\\]/<wbr>etc/<wbr>passwd\\]\\] \\\\u202e</code>",
      "`hostile/lone-surrogates: a\ufffdb\ufffdc\ufffd`",
      "<code>hostile/markdown: &#124; pipe &#124; cell &#124; \\`tick\\` \\`\\`\\` fence \\*bold\\* \\_em\\_ \\[link\\](javascript:<wbr>alert(1)) &lt;img src=x onerror=alert(1)&gt; \\$x^2\\$ \\[@\\]octocat \\[\\#\\]1 \\\\&#124; \\~\\~strike\\~\\~</code>",
      '<code>hostile/xml-breakers: \\]\\]&gt;&lt;script&gt;alert("x")&lt;/<wbr>script&gt; &amp; &amp;amp; "double" \'single\' &lt;\\!\\[CDATA\\[ x \\]\\]&gt;</code>',
      "<code>fixtures/<wbr>hostile/<wbr>unreadable</code>",
    ]);
  });

  it("keeps hostile text inside fenced details literal, with a fence longer than any backtick run", () => {
    const md = renderMarkdown(report, MARKDOWN_FILE_BOUND);
    expect(md).toContain(
      "<details><summary>Violation details</summary>\n\n````text\nDUPLICATE_EXECUTION: book_| pipe | cell | `tick` ``` fence",
    );
  });

  it("stays within the size limit for 1 MiB strings", () => {
    const md = renderMarkdown(megabyte, MARKDOWN_FILE_BOUND);
    expect(Buffer.byteLength(md)).toBeLessThan(60_000);
    expect(Buffer.byteLength(md)).toBeLessThan(MARKDOWN_FILE_BOUND.maxBytes);
  });
});

describe("JSON report from hostile recordings", () => {
  it("round-trips exactly, controls as \\u escapes, lone surrogates as U+FFFD", () => {
    for (const source of [report, megabyte]) {
      const json = renderJsonReport(source);
      expect(Buffer.from(json, "utf8").toString("utf8")).toBe(json);
      const back = JSON.parse(json);
      expect(back).toEqual(source);
      expect(ReportSchema.parse(back)).toEqual(source);
      expect(renderJsonReport(back)).toBe(json);
    }
    const json = renderJsonReport(report);
    expect(json).toContain("hostile/lone-surrogates: a\ufffdb\ufffdc\ufffd");
    expect(json).toContain("ctl\\u0000\\u0001");
    const lone = report.recordings.find((r) => r.path === "fixtures/hostile/lone-surrogates.jsonl")!;
    expect(lone.unicodeReplacements).toBe(24);
    expect(lone.labels).toEqual({
      case: "hostile/lone-surrogates: a\ufffdb\ufffdc\ufffd",
      note: "a\ufffdb\ufffdc\ufffd",
    });
    // 1 MiB of text with a lone surrogate every 14 characters.
    expect(megabyte.recordings[0]!.unicodeReplacements).toBeGreaterThan(300_000);
    expect(report.recordings.filter((r) => r.unicodeReplacements !== undefined).map((r) => r.path)).toEqual([
      "fixtures/hostile/lone-surrogates.jsonl",
      "fixtures/hostile/unreadable.jsonl",
    ]);
  });
});
