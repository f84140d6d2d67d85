import { describe, expect, it } from "vitest";
import { runGate } from "../src/gate/gate.js";
import { markdownCodeWrapping } from "../src/report/escape.js";
import { caseAnchor, renderMarkdown } from "../src/report/markdown.js";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import type { Report } from "../src/report/schema.js";
import { anchorTags, brokenTableRows, linkableText, renderLikeGitHub } from "./helpers/github-markdown.js";
import { operation, recording, reportOf } from "./helpers/report-builders.js";

/**
 * Issue 12, item 4: a ~200-character case id wraps instead of pushing the table's other
 * columns off-screen; each regression row links to its case's details; a SCORE_DROP says
 * which operations lost the points.
 */
/** 194 characters, none a space. */
const LONG_ID = `agents/booking-assistant-v2/${"travel_".repeat(12)}scenario-F1-timeout-after-write/${"x".repeat(50)}`;

function run(score: number, handling: "VERIFIED" | "UNVERIFIED_GHOST"): Report {
  return reportOf([
    recording({
      caseId: LONG_ID,
      path: "recordings/long.jsonl",
      score,
      rawScore: score,
      operations: [operation({ tool: "create_booking", outcome: "EXECUTED_ONCE", handling })],
    }),
    recording({ caseId: "short", path: "recordings/short.jsonl" }),
  ]);
}

async function gatedSummary(): Promise<string> {
  const gate = await runGate({
    report: run(80, "UNVERIFIED_GHOST"),
    baseline: { kind: "report", report: run(100, "VERIFIED"), file: "baseline.json" },
    thresholds: { alpha: 0.05, maxScoreDrop: 10, failOnLostCoverage: false },
    runMeta: { runId: null, commit: null, ref: null, time: null },
    history: null,
    trendRuns: 0,
  });
  expect(gate.comparison!.regressions).toEqual([
    {
      caseId: LONG_ID,
      rule: "SCORE_DROP",
      message:
        "mean score 100 → 80 (-20), more than 10 points lower; points lost: unverified ghost write of create_booking, −20",
    },
  ]);
  return renderMarkdown(gate.report, {
    ...MARKDOWN_FILE_BOUND,
    headline: gate.headline,
    leadSections: gate.markdownSections,
  });
}

describe("a long case id", () => {
  it("gets a break opportunity after natural breaks and at least every 24 characters, nothing else changed", () => {
    const cell = markdownCodeWrapping(LONG_ID);
    expect(cell.startsWith("<code>agents/<wbr>booking-<wbr>assistant-<wbr>v2/<wbr>travel\\_<wbr>travel\\_<wbr>")).toBe(
      true,
    );
    const pieces = cell.slice("<code>".length, -"</code>".length).split("<wbr>");
    expect(Math.max(...pieces.map((piece) => piece.replace(/\\/g, "").length))).toBeLessThanOrEqual(24);
    expect(pieces.join("").replace(/\\_/g, "_")).toBe(LONG_ID);
    // Short ids, and long text with spaces a browser can break at, stay plain code spans.
    expect(markdownCodeWrapping("short")).toBe("`short`");
    expect(markdownCodeWrapping(`${"word ".repeat(40)}end`)).toBe(`\`${"word ".repeat(40)}end\``);
  });

  it("wraps in the scenario table and in the regressions table, whose row links to the case's row", async () => {
    const md = await gatedSummary();
    const anchor = caseAnchor(LONG_ID);
    const wrapped = markdownCodeWrapping(LONG_ID);
    expect(md).toContain(`| ${wrapped} [details](#${anchor}) | SCORE\\_DROP | mean score 100 → 80 (-20), more than 10`);
    expect(md).toContain(`| ✅ PASS | <a name="${anchor}"></a>${wrapped} | \`recordings/long.jsonl\` | 80 |`);
    // Only the regressed case carries an anchor.
    expect(md.match(/<a name=/g)!.length).toBe(1);
    expect(md).toContain("points lost: unverified ghost write of create\\_booking, −20 |");
  });

  it("renders with cmark-gfm to intact tables and an in-page link whose target is on the page", async () => {
    const html = renderLikeGitHub(await gatedSummary());
    expect(brokenTableRows(html)).toEqual([]);
    const anchor = caseAnchor(LONG_ID);
    expect(anchorTags(html)).toEqual([{ href: `#${anchor}` }, { name: anchor }]);
    expect(html.match(/<wbr>/g)!.length).toBe(2 * (markdownCodeWrapping(LONG_ID).split("<wbr>").length - 1));
  });

  it("splits only text already neutralised: issue 12's probes in one long id link and ping nothing", () => {
    const probes =
      "https://evil.example/x/www.evil.example/a@b.example/#42/\\#42/GH-42/@org/team/[[ATTACHMENT|/etc/passwd]]";
    const id = `${"a".repeat(70)}/${probes}`;
    const cell = markdownCodeWrapping(id);
    expect(cell).toContain("<wbr>");
    const html = renderLikeGitHub(`| Case |\n|---|\n| ${cell} |\n`);
    expect(anchorTags(html)).toEqual([]);
    expect(linkableText(html)).toEqual([]);
    expect(brokenTableRows(html)).toEqual([]);
    expect(html.replace(/<wbr>/g, "")).toContain(
      "https[:]//evil.example/x/www[.]evil.example/a[@]b.example/[#]42/\\[#]42/GH[-]42/[@]org/team/[[ATTACHMENT[|]/etc/passwd]]",
    );
  });
});
