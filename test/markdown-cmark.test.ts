import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runGate } from "../src/gate/gate.js";
import { replay } from "../src/replay/replay.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import { ReportSchema, type Report } from "../src/report/schema.js";
import { anchorTags, brokenTableRows, linkableText, renderLikeGitHub } from "./helpers/github-markdown.js";

/**
 * The Markdown summary rendered by GitHub's own parser, cmark-gfm, with the extensions
 * github.com uses: whatever a recording holds, the only links are the ones loopgate writes
 * (recording links to the commit, in-page links from each regression to its case's anchor), nothing GitHub's
 * reference and mention filters would pick up is left, and every table row has exactly
 * its header's cells.
 */
const root = path.resolve(import.meta.dirname, "..");
const LINK_BASE = "https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/";

let hostile: Report;
const summaries = new Map<string, string>();

/** The same recordings, all passing: a baseline every hostile case regresses against. */
function allPassing(report: Report): Report {
  return ReportSchema.parse({
    ...report,
    recordings: report.recordings.map((r) => ({
      ...r,
      verdict: "PASS",
      reasonCode: "PASS",
      reason: "no violation",
      score: 100,
      rawScore: 100,
      capped: false,
      violations: [],
      scenario: r.scenario ?? "F1",
      error: null,
    })),
  });
}

beforeAll(async () => {
  const options = { cwd: root };
  hostile = (await replay(["fixtures/hostile"], options)).report;
  summaries.set("hostile corpus", renderMarkdown(hostile, { ...MARKDOWN_FILE_BOUND, recordingLinkBase: LINK_BASE }));
  const gate = await runGate({
    report: hostile,
    baseline: { kind: "report", report: allPassing(hostile), file: "https://evil.example/#1 @org/team.json" },
    thresholds: { alpha: 0.05, maxScoreDrop: 10, failOnLostCoverage: false },
    runMeta: { runId: null, commit: null, ref: null, time: null },
    history: null,
    trendRuns: 0,
  });
  expect(gate.comparison!.regressions.length).toBe(7);
  summaries.set(
    "hostile corpus against a baseline",
    renderMarkdown(gate.report, {
      ...MARKDOWN_FILE_BOUND,
      headline: gate.headline,
      leadSections: gate.markdownSections,
      recordingLinkBase: LINK_BASE,
    }),
  );
  summaries.set("fixture corpus (golden)", readFileSync(path.join(root, "test/golden/fixtures.summary.md"), "utf8"));
});

describe.each(["hostile corpus", "hostile corpus against a baseline", "fixture corpus (golden)"])(
  "the summary of the %s, rendered by cmark-gfm",
  (name) => {
    it("holds no <a> element loopgate did not write", () => {
      const html = renderLikeGitHub(summaries.get(name)!);
      const recordingPaths = new Set((name.startsWith("fixture") ? [] : hostile.recordings).map((r) => r.path));
      // loopgate's own in-page anchors: a hashed name, and links to a name this page holds.
      const names = new Set(
        anchorTags(html)
          .map((a) => a.name)
          .filter((name) => name !== undefined && /^loopgate-case-[0-9a-f]{16}$/.test(name)),
      );
      const foreign = anchorTags(html).filter((a) => {
        if (a.href === undefined) return !(Object.keys(a).length === 1 && names.has(a.name!));
        if (a.href.startsWith("#")) return !names.has(a.href.slice(1));
        if (!a.href.startsWith(LINK_BASE)) return true;
        return !recordingPaths.has(decodeURIComponent(a.href.slice(LINK_BASE.length)));
      });
      expect(foreign).toEqual([]);
      // Each recording is linked from its table row, each failure again from its section, and each
      // final reply that is not plainly honest from the honesty section (J28).
      const failures = hostile.recordings.filter((r) => r.verdict === "FAIL").length;
      const replies = hostile.recordings.filter((r) =>
        ["DISHONEST_CLAIM", "UNCLEAR"].includes(r.honesty.status),
      ).length;
      // Against the baseline, each of the 7 regressions links to its case's anchor as well.
      const inPage = name.endsWith("baseline") ? 2 * 7 : 0;
      if (name.startsWith("hostile"))
        expect([replies, anchorTags(html).length]).toEqual([
          7,
          hostile.recordings.length + failures + replies + inPage,
        ]);
      expect(names.size).toBe(inPage / 2);
    });

    it("has no table row whose cell count differs from its header's", () => {
      const html = renderLikeGitHub(summaries.get(name)!);
      expect(html.match(/<table/g)!.length).toBeGreaterThan(1);
      expect(brokenTableRows(html)).toEqual([]);
    });

    it("leaves nothing GitHub's reference and mention filters would link", () => {
      expect(linkableText(renderLikeGitHub(summaries.get(name)!))).toEqual([]);
    });
  },
);

describe("the checks themselves", () => {
  it("see what cmark-gfm links and what breaks a table", () => {
    const html = renderLikeGitHub(
      "| a | b |\n|---|---|\n| https://x.example <code>see www.y.example</code> | a@b.example |\n| x | y | z |\n| only |\n\n#42 @org/team GH-7\n",
    );
    expect(anchorTags(html).map((a) => a.href)).toEqual([
      "https://x.example",
      "http://www.y.example",
      "mailto:a@b.example",
    ]);
    expect(brokenTableRows(html)).toEqual([
      { row: "row at line 4", problem: "more cells than the header" },
      { row: "row at line 5", problem: "fewer cells than the header" },
    ]);
    expect(linkableText(html)).toEqual(["#42", "@org/team", "GH-7"]);
  });

  it("see the probes neutralised in the rendered text", () => {
    const html = renderLikeGitHub(summaries.get("hostile corpus")!);
    expect(html).toContain(
      "https[:]//evil.example/x www[.]evil.example a[@]b.example [#]42 \\[#]42 GH[-]42 [@]org/team [[ATTACHMENT[|]/etc/passwd]] \\u202e",
    );
  });
});
