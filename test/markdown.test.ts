import { describe, expect, it } from "vitest";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import { defaultHeadline, renderMarkdown, type MarkdownBound } from "../src/report/markdown.js";
import type { RecordingReport } from "../src/report/schema.js";
import {
  comparison,
  failing,
  finding,
  mixedReport,
  notTested,
  recording,
  reportOf,
  unreadable,
} from "./helpers/report-builders.js";
import { assertMarkdownIntact } from "./helpers/markdown-checks.js";

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
/** A bound named by the test, not by GitHub: the renderer says whatever bound it is given. */
const testBound = (maxBytes: number): MarkdownBound => ({ maxBytes, boundName: `the test's ${maxBytes}-byte bound` });
/** Room for every summary of these small reports, so nothing is shortened. */
const ROOMY = testBound(100_000);

describe("renderMarkdown", () => {
  it("puts the gate result first, then totals and a table per scenario", () => {
    const md = renderMarkdown(mixedReport(), ROOMY);
    expect(md.split("\n").slice(0, 20).join("\n")).toBe(
      [
        "## ❌ loopgate: 2 of 6 recordings failed, 1 could not be read",
        "",
        "### Totals",
        "",
        "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |",
        "|---:|---:|---:|---:|---:|---:|",
        "| 6 | 2 (1 baseline only) | 2 | 1 | 1 | 60 |",
        "",
        "### Results by scenario",
        "",
        "#### F1: ghost write: executed, but the agent got a timeout (2 recordings, 1 passed, 1 failed)",
        "",
        "| Result | Case | Recording | Score | Reason |",
        "|---|---|---|---:|---|",
        "| ❌ FAIL | `recordings/f1-dup` | `recordings/f1-dup.jsonl` | 20 (capped from 40) | DUPLICATE\\_EXECUTION: book\\_room executed twice |",
        "| ✅ PASS | `recordings/f1-pass` | `recordings/f1-pass.jsonl` | 100 | no violation; the F1 fault was handled |",
        "",
        "#### F2: rate limit: 429 with retry\\_after (1 recording, 1 failed)",
        "",
        "| Result | Case | Recording | Score | Reason |",
      ].join("\n"),
    );
    assertMarkdownIntact(md);
  });

  it("lists failures with violations and details, not-tested reasons, errors and patches in <details>", () => {
    const md = renderMarkdown(mixedReport(), ROOMY);
    expect(md).toContain(
      "#### `recordings/f1-dup`\n\n`recordings/f1-dup.jsonl` · scenario F1 · score 20 (capped from 40)\n\n" +
        "- **DUPLICATE_EXECUTION**: book\\_room executed twice (calls 2 and 4, line 9)\n\n" +
        "<details><summary>Violation details</summary>\n\n```text\nDUPLICATE_EXECUTION: book_room executed twice\n",
    );
    expect(md).toContain("- `recordings/f4-none.jsonl` (NO_WRITE_CALLS): the agent made no write call\n");
    expect(md).toContain("### ⚠️ Unreadable recordings (1)\n\n- `recordings/broken.jsonl:3: not JSON`\n");
    expect(md).toContain(
      "<details><summary>GHOST_WRITE: Verify before retrying a timed-out write (1 recording)</summary>\n\n" +
        "For: `recordings/f1-dup.jsonl`\n\n```text\nAfter a timeout, read first.\nThen decide.\n```\n\n</details>\n",
    );
  });

  it("links recordings when given a link base", () => {
    const md = renderMarkdown(reportOf([recording({ path: "dir/a b.jsonl" })]), {
      ...ROOMY,
      recordingLinkBase: "https://github.com/o/r/blob/abc/",
    });
    expect(md).toContain("| [`dir/a b.jsonl`](https://github.com/o/r/blob/abc/dir/a%20b.jsonl) |");
  });

  it("takes the caller's headline and lead sections, in that order, before the totals", () => {
    const md = renderMarkdown(mixedReport(), {
      ...ROOMY,
      headline: "❌ 2 regressions against `main@abc123`",
      leadSections: ["### Changes against baseline\n\n- one\n\n\n", "### Trend\n\nup"],
    });
    expect(
      md.startsWith(
        "## ❌ 2 regressions against `main@abc123`\n\n### Changes against baseline\n\n- one\n\n### Trend\n\nup\n\n### Totals\n",
      ),
    ).toBe(true);
  });

  it("renders the report's comparison itself when no lead sections are given", () => {
    const report = reportOf([failing()], {
      comparison: comparison({
        regressed: true,
        regressions: [{ caseId: "recordings/f1-dup", rule: "PASS_TO_FAIL", message: "was PASS, now FAIL" }],
        changes: [{ caseId: "x|y", kind: "ADDED", message: "new case" }],
        notes: ["baseline <b>main</b>"],
      }),
    });
    const md = renderMarkdown(report, ROOMY);
    expect(
      md.startsWith(
        "## ❌ loopgate: 1 regression against the baseline (1 recording)\n\n### Changes against the baseline\n\n" +
          "- baseline &lt;b&gt;main&lt;/b&gt;\n- ❌ `recordings/f1-dup` (PASS\\_TO\\_FAIL): was PASS, now FAIL\n" +
          "- <code>x&#124;y</code> (ADDED): new case\n\n### Totals\n",
      ),
    ).toBe(true);
  });

  it("says what happened in one line for every kind of run", () => {
    expect(defaultHeadline(reportOf([recording()]))).toBe(
      "✅ loopgate: no violations in 1 recording (1 passed, 0 not tested)",
    );
    expect(defaultHeadline(reportOf([unreadable(), recording()]))).toBe(
      "⚠️ loopgate: 1 of 2 recordings could not be read",
    );
    expect(defaultHeadline(reportOf([notTested()]))).toBe(
      "⚪ loopgate: nothing tested in 1 recording (see the reasons below)",
    );
    expect(defaultHeadline(reportOf([]))).toBe("⚪ loopgate: no recordings");
    expect(defaultHeadline(reportOf([recording()], { comparison: comparison() }))).toBe(
      "✅ loopgate: no regressions against the baseline (1 recording)",
    );
  });

  it("says under the totals which recordings held text that is not valid Unicode", () => {
    const one = renderMarkdown(reportOf([failing({ unicodeReplacements: 1 })]), ROOMY);
    expect(one).toContain(
      "> [!NOTE]\n> Text that is not valid Unicode (1 lone UTF-16 surrogate in `recordings/f1-dup.jsonl`) is shown as " +
        "U+FFFD (�) here, in the JUnit XML and in the JSON report (`unicodeReplacements`); the recordings keep the original.\n\n" +
        "### Results by scenario",
    );
    const many = Array.from({ length: 7 }, (_, i) =>
      recording({ path: `r/${i}.jsonl`, caseId: `r/${i}`, unicodeReplacements: 2 }),
    );
    expect(renderMarkdown(reportOf(many), ROOMY)).toContain(
      "(14 lone UTF-16 surrogates in `r/0.jsonl`, `r/1.jsonl`, `r/2.jsonl`, `r/3.jsonl`, `r/4.jsonl`, 2 more)",
    );
    expect(renderMarkdown(reportOf([failing()]), ROOMY)).not.toContain("[!NOTE]");
  });

  it("is byte-identical across renders", () => {
    expect(renderMarkdown(mixedReport(), ROOMY)).toBe(renderMarkdown(mixedReport(), ROOMY));
  });
});

describe("size limit", () => {
  it("keeps below the caller's maxBytes and names the caller's bound in its note, never GitHub's", () => {
    const md = renderMarkdown(mixedReport(), testBound(2_000));
    expect(bytes(md)).toBeLessThan(2_000);
    expect(bytes(md)).toBeGreaterThan(1_500);
    const lines = md.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "## ❌ loopgate: 2 of 6 recordings failed, 1 could not be read",
      "",
      "> [!WARNING]",
    ]);
    expect(lines[3]).toMatch(
      /^> Shortened to fit the test's 2000-byte bound\. Not shown: violation details, prompt patch texts, violations beyond the first 3 per failure, passing recordings in the scenario tables\. Cut off at the end: .+\. The JSON report and the JUnit XML hold everything\.$/,
    );
    expect(md).not.toContain("GitHub");
    assertMarkdownIntact(md);
  });

  it("marks where it was cut, after the last whole table row or section, outside any table", () => {
    const many = Array.from({ length: 3_000 }, (_, i) =>
      failing({ path: `runs/case-${String(i).padStart(4, "0")}.jsonl`, caseId: `case-${i}` }),
    );
    const md = renderMarkdown(reportOf(many), testBound(20_000));
    expect(bytes(md)).toBeLessThan(20_000);
    const lines = md.split("\n");
    expect(lines.slice(-3)).toEqual([
      "",
      "> ✂️ **Cut here** to fit the test's 20000-byte bound: the note under the headline says what is missing; the JSON report and the JUnit XML hold everything.",
      "",
    ]);
    expect(lines[lines.length - 4]).toMatch(
      /^\| ❌ FAIL \| `case-\d+` \| `runs\/case-\d{4}\.jsonl` \| 20 \(capped from 40\) \| DUPLICATE\\_EXECUTION: book\\_room executed twice \|$/,
    );
    expect(md.match(/Cut here/g)).toHaveLength(1);
    assertMarkdownIntact(md);
  });

  it("writes the footer's version, rules and hash as code, so no linkifier makes judge.md a link", () => {
    const report = mixedReport();
    expect(renderMarkdown(report, ROOMY).split("\n").slice(-2)).toEqual([
      `<sub>loopgate \`0.1.0\` · rules \`loopgate-judge/3 (judge.md J1-J29)\` · judging config \`${report.config.hash}\`</sub>`,
      "",
    ]);
  });

  it("gives a reason with a long stretch without spaces break opportunities in its table cell", () => {
    const tool = `book_${"room".repeat(30)}`;
    const md = renderMarkdown(reportOf([failing({ reason: `DUPLICATE_EXECUTION: ${tool} executed twice` })]), ROOMY);
    const row = md.split("\n").find((line) => line.startsWith("| ❌ FAIL |"))!;
    expect(row.split(" | ").at(-1)).toBe(
      // Only the stretch longer than 24 characters is broken; "DUPLICATE_EXECUTION:" (20) stays whole.
      "DUPLICATE\\_EXECUTION: book\\_<wbr>roomroomroomroomroomroom<wbr>roomroomroomroomroomroom<wbr>roomroomroomroomroomroom<wbr>roomroomroomroomroomroom<wbr>roomroomroomroomroomroom executed twice |",
    );
    assertMarkdownIntact(md);
  });

  it("writes no mark when nothing was cut", () => {
    expect(renderMarkdown(mixedReport(), ROOMY)).not.toContain("Cut here");
  });

  it("shrinks detail first, saying what is not shown, when that is enough", () => {
    const report = mixedReport();
    const full = renderMarkdown(report, ROOMY);
    const md = renderMarkdown(report, testBound(bytes(full) - 10));
    expect(bytes(md)).toBeLessThan(bytes(full) - 10);
    expect(md).not.toContain("<details><summary>Violation details</summary>");
    expect(md).toContain(
      `> [!WARNING]\n> Shortened to fit the test's ${bytes(full) - 10}-byte bound. Not shown: violation details, prompt patch texts, ` +
        "violations beyond the first 10 per failure. The JSON report and the JUnit XML hold everything.\n\n",
    );
    expect(md).toContain("- GHOST\\_WRITE: Verify before retrying a timed-out write (1 recording)\n");
    assertMarkdownIntact(md);
  });

  it("escapes the bound's name like any other text", () => {
    const md = renderMarkdown(mixedReport(), { maxBytes: 2_000, boundName: "the *quota* of <team>" });
    expect(md.split("\n")[3]).toMatch(/^> Shortened to fit the \\\*quota\\\* of &lt;team&gt;\. Not shown: /);
  });

  it("with the CLI's bound, trims a summary over 1 MiB below 1 MiB less 16 KiB, the note saying what was left out", () => {
    const recordings: RecordingReport[] = [];
    for (let i = 0; i < 6_000; i += 1) {
      const id = String(i).padStart(5, "0");
      const long = `${"reason with | pipes and <tags> ".repeat(10)}${id}`;
      recordings.push(
        i % 3 === 0
          ? failing({
              path: `runs/case-${id}.jsonl`,
              caseId: `case-${id}`,
              reason: long,
              violations: [finding({ message: long })],
            })
          : recording({ path: `runs/case-${id}.jsonl`, caseId: `case-${id}`, reason: long }),
      );
    }
    const md = renderMarkdown(reportOf(recordings), MARKDOWN_FILE_BOUND);
    expect(bytes(md)).toBeLessThan(1_048_576 - 16_384);
    expect(bytes(md)).toBeGreaterThan(1_048_576 - 16_384 - 20_000);
    expect(
      md.startsWith(
        "## ❌ loopgate: 2000 of 6000 recordings failed\n\n> [!WARNING]\n> Shortened to fit GitHub's 1048576-byte job summary limit.",
      ),
    ).toBe(true);
    const note = md.split("\n")[3]!;
    expect(note).toMatch(
      /Not shown: violation details, prompt patch texts, violations beyond the first 3 per failure, passing recordings in the scenario tables\. Cut off at the end: (\d+ rows of the scenario tables, )?\d+ failures, 1 prompt patch\. The JSON report and the JUnit XML hold everything\.$/,
    );
    assertMarkdownIntact(md);
  });

  it("stays below any limit, however small, keeping whole table rows", () => {
    const report = mixedReport();
    for (const maxBytes of [100, 700, 1_500, 3_000]) {
      const md = renderMarkdown(report, testBound(maxBytes));
      expect(bytes(md)).toBeLessThan(maxBytes);
      if (maxBytes >= 1_500) {
        expect(md).toContain("> [!WARNING]");
        assertMarkdownIntact(md);
      }
    }
  });

  it("cuts a huge lead section at a line boundary and says so", () => {
    const lead = `### Changes against baseline\n\n${Array.from({ length: 2_000 }, (_, i) => `- change ${i}`).join("\n")}\n`;
    const md = renderMarkdown(mixedReport(), {
      headline: "❌ 2000 regressions",
      leadSections: [lead],
      ...testBound(5_000),
    });
    expect(bytes(md)).toBeLessThan(5_000);
    expect(md).toMatch(/Cut off at the end: the end of the sections above the totals, \d+ rows of the scenario tables/);
    expect(md).toMatch(/\n- change \d+\n\n\n> ✂️ \*\*Cut here\*\* to fit the test's 5000-byte bound: [^\n]*\n$/);
  });
});
