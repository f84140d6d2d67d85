import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trendSection } from "../src/gate/markdown.js";
import { TABLE_CELL_MAX_UNBROKEN_CHARS, tableCellText } from "../src/report/escape.js";
import { truncateText } from "../src/util/text.js";
import {
  brokenTableRows,
  longestUnbrokenInTableCells,
  renderLikeGitHub,
  tableCount,
} from "./helpers/github-markdown.js";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * Issue 23 item 7, "long reasons wrapped": no table cell of the Markdown summary holds a
 * stretch longer than TABLE_CELL_MAX_UNBROKEN_CHARS (24, docs/report-format.md "Long ids and
 * reasons") without a break opportunity, so no reason, tool name, id or path pushes a table
 * off-screen. Measured on the built CLI's Markdown as cmark-gfm renders it.
 */
const HAND = path.join(ROOT, "fixtures", "recordings", "hand");
/** 2,000 characters with no space and no natural break point (`/ : . _ - = & ?`). */
const TOKEN = "A1b2C3d4".repeat(250);
/** 5,000 characters: a reason that names a tool called TOKEN, then goes on in words. */
const REASON =
  `DUPLICATE_EXECUTION: ${TOKEN} executed 2 times with the same arguments${" and again".repeat(300)}`.slice(0, 5000);

const dir = mkdtempSync(path.join(tmpdir(), "loopgate-width-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): void {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
}

function edit(file: string, change: (report: ReportJson) => void): void {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as ReportJson;
  change(report);
  writeFileSync(path.join(dir, file), JSON.stringify(report));
}

interface RecordingJson {
  caseId: string;
  path: string;
  verdict: string;
  score: number | null;
  rawScore: number | null;
  reason: string;
  violations: unknown[];
  operations: { tool: string; handling: string }[];
}
interface ReportJson {
  recordings: RecordingJson[];
}
const failingOf = (report: ReportJson) => report.recordings.find((r) => r.caseId === "f1-naive")!;
const passingOf = (report: ReportJson) => report.recordings.find((r) => r.caseId === "f1-careful")!;

/**
 * A real report of two hand fixtures, doctored as a saved report can be: the failing case's id,
 * path and reason carry TOKEN (the reason is 5,000 characters), and the passing case's score
 * dropped on a write to a tool named after TOKEN, and its reason holds a 60-character stretch.
 * The baseline has both cases passing at 100.
 */
beforeAll(() => {
  mkdirSync(path.join(dir, "rec"));
  for (const name of ["f1-naive-resends-duplicate-booking", "f1-careful-verifies-after-timeout"])
    copyFileSync(path.join(HAND, `${name}.jsonl`), path.join(dir, "rec", `${name}.jsonl`));
  cli(["replay", "rec", "--json", "current.json"]);
  copyFileSync(path.join(dir, "current.json"), path.join(dir, "baseline.json"));
  edit("baseline.json", (report) => {
    Object.assign(failingOf(report), { caseId: TOKEN, verdict: "PASS", score: 100, rawScore: 100, violations: [] });
  });
  edit("current.json", (report) => {
    Object.assign(failingOf(report), { caseId: TOKEN, path: `rec/${TOKEN}.jsonl`, reason: REASON });
    const passing = passingOf(report);
    // 60 characters without a break: more than the bound, less than the 80 where ids outside tables wrap.
    Object.assign(passing, { score: 80, rawScore: 80, reason: `no violation under F1, key ${TOKEN.slice(0, 60)}` });
    Object.assign(passing.operations[0]!, { tool: `mcp__${TOKEN}`, handling: "UNVERIFIED_GHOST" });
  });
});

describe("long reasons, tool names, ids and paths in Markdown tables", () => {
  it(`report: no stretch in any cell is longer than ${TABLE_CELL_MAX_UNBROKEN_CHARS} characters; the 5,000-character reason is cut to 300`, () => {
    cli(["report", "current.json", "--markdown", "report.md"]);
    const markdown = readFileSync(path.join(dir, "report.md"), "utf8");
    const html = renderLikeGitHub(markdown);
    expect([tableCount(html), brokenTableRows(html)]).toEqual([2, []]);
    expect(longestUnbrokenInTableCells(html)).toEqual({ chars: 24, text: "A1b2C3d4A1b2C3d4A1b2C3d4" });
    // The reason cell shows exactly the cut reason (break opportunities aside): 299 characters and the count of the rest.
    const reasonCell = markdown
      .split("\n")
      .find((line) => line.startsWith("| ❌ FAIL |"))!
      .split(" | ")
      .at(-1)!;
    expect(reasonCell.replaceAll("<wbr>", "").replace(/\\(.)/g, "$1")).toBe(`${truncateText(REASON, 300)} |`);
    expect(truncateText(REASON, 300)).toMatch(/^DUPLICATE_EXECUTION: (A1b2C3d4)+A1b2C3d… \[4700 more characters\]$/);
  });

  it("diff: the regressions and evidence tables too, a SCORE_DROP naming a 2,005-character tool included", () => {
    cli(["diff", "baseline.json", "current.json", "--markdown", "diff.md"]);
    const markdown = readFileSync(path.join(dir, "diff.md"), "utf8");
    const html = renderLikeGitHub(markdown);
    // Regressions, evidence, totals, the F1 scenario table.
    expect([tableCount(html), brokenTableRows(html)]).toEqual([4, []]);
    expect(longestUnbrokenInTableCells(html)).toEqual({ chars: 24, text: "A1b2C3d4A1b2C3d4A1b2C3d4" });
    expect(markdown).toContain(
      "| SCORE\\_DROP | mean score 100 → 80 (-20), more than 10 points lower; points lost: unverified ghost write of mcp\\_<wbr>\\_<wbr>A1b2C3d4A1b2C3d4A1b2C3d4<wbr>",
    );
  });

  it("the action's trend table: a 60-character run id, a 300-character ref and a non-hex commit are broken too", () => {
    const long = (n: number) => "R".repeat(n);
    const section = trendSection([
      {
        runId: long(60),
        commit: long(50),
        ref: `refs/heads/${long(300)}`,
        passRate: 50,
        meanScore: 80,
        current: false,
      },
      {
        runId: "7",
        commit: "0123456789abcdef0123456789abcdef01234567",
        ref: null,
        passRate: 100,
        meanScore: 100,
        current: true,
      },
    ]);
    const html = renderLikeGitHub(section);
    expect([tableCount(html), brokenTableRows(html)]).toEqual([1, []]);
    expect(longestUnbrokenInTableCells(html)).toEqual({ chars: 24, text: long(24) });
  });

  it("text with no stretch over the bound is left as it was; a longer one keeps every character", () => {
    expect(tableCellText("PASS → FAIL (1 run); new violations: DUPLICATE_EXECUTION")).toBe(
      "PASS → FAIL (1 run); new violations: DUPLICATE\\_EXECUTION",
    );
    const cell = tableCellText(`see ${"x".repeat(25)}`);
    expect(cell).toBe(`see ${"x".repeat(24)}<wbr>x`);
  });
});
