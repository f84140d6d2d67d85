import { describe, expect, it } from "vitest";
import { caseAnchor } from "../src/report/markdown.js";
import { DEFAULT_THRESHOLDS } from "../src/gate/diff.js";
import { runGate } from "../src/gate/gate.js";
import { changesSection, sparkline, trendSection } from "../src/gate/markdown.js";
import { renderMarkdown } from "../src/report/markdown.js";
import { MARKDOWN_FILE_BOUND } from "../src/cli/limits.js";
import type { Report } from "../src/report/schema.js";
import { report, run, type Run } from "./helpers/gate-helpers.js";

const runMeta = { runId: null, commit: null, ref: null, time: null };

async function gate(before: Run[], after: Run[], file = "baseline.json") {
  return runGate({
    report: report(after),
    baseline: { kind: "report", report: report(before), file },
    thresholds: DEFAULT_THRESHOLDS,
    runMeta,
    history: null,
    trendRuns: 10,
  });
}

describe("Changes against baseline", () => {
  it("lists regressions first, then improvements, other changes and unchanged counts", async () => {
    const result = await gate(
      [run("a", "PASS"), run("b", "FAIL"), run("c", "PASS", 100), run("d", "FAIL"), run("e", "PASS")],
      [run("a", "FAIL"), run("b", "PASS"), run("c", "PASS", 95), run("d", "FAIL"), run("e", "PASS")],
    );
    expect(result.markdownSections.slice(0, 1)).toEqual([
      [
        "### Changes against baseline",
        "",
        "Baseline: report `baseline.json`. Rules: α = 0.05 for failure-rate changes over repeated runs, a mean score drop of more than 10 points, lost coverage fails (docs/gate.md).",
        "",
        "#### ❌ Regressions (1 case)",
        "",
        "| Case | Rule | Change |",
        "|---|---|---|",
        `| \`a\` [details](#${caseAnchor("a")}) | PASS\\_TO\\_FAIL | PASS → FAIL (1 run) |`,
        "",
        "#### ✅ Improvements (1 case)",
        "",
        "| Case | Rule | Change |",
        "|---|---|---|",
        "| `b` | FAIL\\_TO\\_PASS | FAIL → PASS (1 run) |",
        "",
        "#### Other changes (not regressions)",
        "",
        "| Case | Kind | Change |",
        "|---|---|---|",
        "| `c` | SCORE\\_CHANGE | mean score 100 → 95 (-5), within 10 points |",
        "",
        "**Unchanged:** 2 cases — 1 passing, 1 known failure (still failing, not regressions).",
        "",
      ].join("\n"),
    ]);
    expect(result.headline).toBe("❌ loopgate: 1 case regressed against baseline `baseline.json` (5 recordings)");
  });

  it("escapes hostile case ids and file names so they cannot break the table or inject HTML", async () => {
    const hostile = "x|<img src=x onerror=alert(1)>`@everyone\n# heading";
    const result = await gate([run(hostile, "PASS")], [run(hostile, "FAIL")], "base|<b>.json");
    const section = result.markdownSections[0]!;
    expect(section).toContain(
      "| <code>x&#124;&lt;img src=x onerror=<wbr>alert(1)&gt;\\`\\[@\\]everyone \\# heading</code> [details](#loopgate-case-d9ece7024a1dd50b) | PASS\\_TO\\_FAIL | PASS → FAIL (1 run) |",
    );
    expect(section).toContain("Baseline: report <code>base&#124;&lt;b&gt;.json</code>.");
    expect(section).not.toContain("<img");
    expect(section.split("\n").filter((line) => line.startsWith("#"))).toEqual([
      "### Changes against baseline",
      "#### ❌ Regressions (1 case)",
    ]);
  });

  it("bounds each table to 100 rows and points to the JSON report", async () => {
    const before = Array.from({ length: 150 }, (_, i) => run(`case-${String(i).padStart(3, "0")}`, "PASS"));
    const after = before.map((r) => ({ ...r, verdict: "FAIL" as const, score: 30 }));
    const section = (await gate(before, after)).markdownSections[0]!;
    expect(section.split("\n").filter((line) => line.startsWith("| `case-")).length).toBe(100);
    expect(section).toContain("… and 50 more in the JSON report (`comparison`).");
    expect(section).toContain("#### ❌ Regressions (150 cases)");
  });

  it("states configuration changes in a callout above the regressions", async () => {
    const base = report([run("a", "PASS")]);
    const current = report([run("a", "PASS")], { writeTools: ["pay_*"] });
    const result = await runGate({
      report: current,
      baseline: { kind: "report", report: base, file: "b.json" },
      thresholds: DEFAULT_THRESHOLDS,
      runMeta,
      history: null,
      trendRuns: 10,
    });
    const section = changesSection(result.comparison!);
    const callout = section.indexOf("> [!IMPORTANT]\n> The judging configuration differs from the baseline's");
    expect(callout).toBeGreaterThan(0);
    expect(callout).toBeLessThan(section.indexOf("No regressions."));
  });

  it("plugs into renderMarkdown: the headline first, the gate's sections before the totals", async () => {
    const result = await gate([run("a", "PASS")], [run("a", "FAIL")]);
    const markdown = renderMarkdown(result.report as Report, {
      ...MARKDOWN_FILE_BOUND,
      headline: result.headline,
      leadSections: result.markdownSections,
    });
    expect(
      markdown.startsWith(
        "## ❌ loopgate: 1 case regressed against baseline `baseline.json` (1 recording)\n\n### Changes against baseline\n",
      ),
    ).toBe(true);
    expect(markdown.indexOf("### Changes against baseline")).toBeLessThan(markdown.indexOf("### Totals"));
  });
});

describe("trend", () => {
  it("draws sparklines on a fixed 0–100 scale with gaps for untested runs", () => {
    expect(sparkline([0, 12.5, 25, 50, 75, 99.9, 100, null])).toBe("▁▂▃▅▇██·");
  });

  it("renders a table and a Mermaid xychart-beta whose labels are only hex commits or run numbers", () => {
    const section = trendSection([
      {
        runId: "1",
        commit: "abcdef0123456789abcdef0123456789abcdef01",
        ref: "main",
        passRate: 50,
        meanScore: 60,
        current: false,
      },
      { runId: "2", commit: '"]; click x', ref: "main", passRate: null, meanScore: null, current: false },
      { runId: "3", commit: null, ref: "refs/pull/1/merge", passRate: 100, meanScore: 95.5, current: true },
    ]);
    expect(section).toBe(
      [
        "### Trend (last 3 runs)",
        "",
        "Pass rate ▅·█ · mean score ▅·█",
        "",
        "| # | Run | Commit | Ref | Pass rate | Mean score |",
        "|---:|---|---|---|---:|---:|",
        "| 1 | `1` | `abcdef0` | `main` | 50% | 60 |",
        '| 2 | `2` | `"]; click x` | `main` | — | — |',
        "| 3 (this run) | `3` | — | `refs/pull/1/merge` | 100% | 95.5 |",
        "",
        "Pass rate (first line, %) and mean score (second line, points):",
        "",
        "```mermaid",
        "xychart-beta",
        '  title "loopgate trend"',
        '  x-axis ["abcdef0", "run 3"]',
        '  y-axis "percent / points" 0 --> 100',
        "  line [50, 100]",
        "  line [60, 95.5]",
        "```",
        "",
      ].join("\n"),
    );
  });
});

describe("a gated summary cut to fit", () => {
  it("keeps a regression's details link only while its anchor is kept: none scrolls nowhere", async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `case-${String(i).padStart(3, "0")}`);
    const result = await gate(
      ids.map((id) => run(id, "PASS")),
      ids.map((id) => run(id, "FAIL", 0, ["DUPLICATE_EXECUTION"])),
    );
    const markdown = renderMarkdown(result.report as Report, {
      maxBytes: 45_000,
      boundName: "the test's bound",
      headline: result.headline,
      leadSections: result.markdownSections,
    });
    const anchors = [...markdown.matchAll(/<a name="(loopgate-case-[0-9a-f]{16})"><\/a>/g)].map((m) => m[1]!);
    const links = [...markdown.matchAll(/ \[details\]\(#(loopgate-case-[0-9a-f]{16})\)/g)].map((m) => m[1]!);
    // The cut falls among the failure sections the first 100 rows link to: some rows keep their
    // link, the rest have none, and every link kept scrolls to an anchor the summary holds.
    expect(anchors).toEqual(ids.slice(0, anchors.length).map(caseAnchor));
    expect(links).toEqual(anchors.slice(0, links.length));
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThan(100);
    const rows = markdown.split("\n").filter((line) => /^\| `case-\d{3}`/.test(line));
    expect(rows).toEqual(
      ids
        .slice(0, 100)
        .map(
          (id, i) =>
            `| \`${id}\`${i < links.length ? ` [details](#${caseAnchor(id)})` : ""} | PASS\\_TO\\_FAIL | PASS → FAIL (1 run); new violations: DUPLICATE\\_EXECUTION |`,
        ),
    );
  });
});
