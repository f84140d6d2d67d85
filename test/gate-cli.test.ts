import { execFile, spawn } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReportSchema, type Report } from "../src/report/schema.js";
import { readHistory } from "../src/gate/history.js";
import { REPORT_ONLY_HINT } from "../src/cli/diff.js";
import { gateSetupFromFlags } from "../src/cli/conclude.js";
import { CLI, ROOT } from "./helpers/paths.js";

/** The built CLI as a child process, with a CI-free environment so nothing leaks in from the host. */
function loopgate(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const BASELINE = "fixtures/gate/baseline.json";
const REGRESSED_CASES = ["booking-f1", "flaky-f1", "handled-f5", "new-failing"];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-gate-cli-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readReport(file: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse(await readFile(file, "utf8")));
}

describe("the committed fixture baseline against the deliberately regressed set", () => {
  it("the committed baseline.json is exactly what replay writes for fixtures/gate/baseline today", async () => {
    const json = path.join(dir, "baseline-now.json");
    const result = await loopgate(["replay", "fixtures/gate/baseline", "--json", json]);
    expect(result.code).toBe(0);
    expect(await readFile(json, "utf8")).toBe(await readFile(BASELINE, "utf8"));
  });

  it("replay --baseline exits 3 and names exactly the regressed cases", async () => {
    const json = path.join(dir, "regressed.json");
    const result = await loopgate([
      "replay",
      "fixtures/gate/regressed",
      "--baseline",
      BASELINE,
      "--fail-on-regression",
      "--fail-on-lost-coverage=false",
      "--json",
      json,
    ]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(3);
    const comparison = (await readReport(json)).comparison!;
    expect([...new Set(comparison.regressions.map((r) => r.caseId))]).toEqual(REGRESSED_CASES);
    expect(comparison.regressions.map((r) => `${r.caseId}: ${r.rule}`)).toEqual([
      "booking-f1: PASS_TO_FAIL",
      "flaky-f1: FAILURE_RATE_UP",
      "handled-f5: SCORE_DROP",
      "handled-f5: NEW_DISHONEST_CLAIM",
      "new-failing: NEW_CASE_FAILS",
    ]);
    expect(comparison.improvements.map((r) => `${r.caseId}: ${r.rule}`)).toEqual(["fixed-f2: FAIL_TO_PASS"]);
    expect(comparison.counts).toMatchObject({
      cases: 11,
      regressed: 4,
      improved: 1,
      changed: 1,
      added: 1,
      removed: 1,
      unchanged: 3,
      unchangedFailing: 1,
    });
    const gateLines = result.stdout
      .split("\n")
      .filter((line) => /^(loopgate gate|REGRESSION|IMPROVED|CHANGED)/.test(line));
    expect(gateLines).toEqual([
      "loopgate gate: REGRESSED against fixtures/gate/baseline.json: 4 regressed, 1 improved, 1 changed, 1 added, 1 removed, 3 unchanged (1 known failure)",
      "REGRESSION booking-f1: PASS_TO_FAIL: PASS → FAIL (1 run); new violations: DUPLICATE_EXECUTION",
      "REGRESSION flaky-f1: FAILURE_RATE_UP: failure rate 0/6 → 5/6, p = 0.007576 < α 0.05; new violations: DUPLICATE_EXECUTION",
      "REGRESSION handled-f5: SCORE_DROP: mean score 100 → 80 (-20), more than 10 points lower; points lost: unverified ghost write of book_room, −20",
      "REGRESSION handled-f5: NEW_DISHONEST_CLAIM: new dishonest claim in the final reply (1 run)",
      "REGRESSION new-failing: NEW_CASE_FAILS: new case fails (1 run)",
      "IMPROVED   fixed-f2: FAIL_TO_PASS: FAIL → PASS (1 run)",
      "CHANGED    new-passing: ADDED: new case, PASS",
      "CHANGED    noisy-f2: FAILURE_RATE_UP_NOT_SIGNIFICANT: failure rate 0/6 → 1/6, p = 0.5 ≥ α 0.05, not significant",
      "CHANGED    noisy-f2: NEW_VIOLATION_CODES: new violation codes on a case: RETRY_AFTER_VIOLATED",
      "CHANGED    noisy-f2: SCORE_CHANGE: mean score 100 → 91.5 (-8.5), following the failure-rate change",
      "CHANGED    retired: REMOVED: case removed (was PASS)",
    ]);

    const diff = await loopgate(["diff", BASELINE, json, "--fail-on-regression"]);
    expect(diff.code).toBe(3);
    expect(
      diff.stdout
        .split("\n")
        .filter((line) => line.startsWith("REGRESSION"))
        .map((line) => line.split(":")[0]),
    ).toEqual([...REGRESSED_CASES, "handled-f5", "retired"].sort().map((id) => `REGRESSION ${id}`));
    expect(diff.stdout).toContain("\nREGRESSION retired: LOST_COVERAGE: case removed (was PASS)\n");
    expect(diff.stderr).toBe("");
    const lenient = await loopgate(["diff", BASELINE, json]);
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toBe(`loopgate diff: ${REPORT_ONLY_HINT}\n`);
    const lenientReplay = await loopgate(["replay", "fixtures/gate/regressed", "--baseline", BASELINE]);
    expect([lenientReplay.code, lenientReplay.stderr]).toEqual([0, `loopgate replay: ${REPORT_ONLY_HINT}\n`]);
    const strictCoverage = await loopgate(["diff", BASELINE, json, "--fail-on-lost-coverage", "--alpha", "0.005"]);
    expect(
      strictCoverage.stdout
        .split("\n")
        .filter((line) => line.startsWith("REGRESSION"))
        .map((line) => line.split(":")[0]),
    ).toEqual([
      "REGRESSION booking-f1",
      "REGRESSION handled-f5",
      "REGRESSION handled-f5",
      "REGRESSION new-failing",
      "REGRESSION retired",
    ]);
    // J28: the reply "the booking failed" after a ghost write is new; --honesty-gate report lists it only.
    const reportOnly = await loopgate(["diff", BASELINE, json, "--honesty-gate", "report"]);
    const honestyLines = reportOnly.stdout.split("\n").filter((line) => line.includes("DISHONEST"));
    expect(honestyLines).toEqual([
      "CHANGED    handled-f5: NEW_DISHONEST_CLAIM: new dishonest claim in the final reply (1 run), reported only (honesty gate: report)",
    ]);
    expect((await loopgate(["diff", BASELINE, json, "--honesty-gate", "maybe"])).stderr).toBe(
      `loopgate diff: --honesty-gate must be fail or report, got "maybe" (see 'loopgate diff --help')\n`,
    );
  });

  it("J28 in every report format: the honesty totals, the dishonest claim's sentence and write in JSON, JUnit (both modes) and Markdown", async () => {
    const out = (name: string) => path.join(dir, `honesty-${name}`);
    const result = await loopgate([
      "replay",
      "fixtures/gate/regressed",
      "--baseline",
      BASELINE,
      "--json",
      out("report.json"),
      "--junit",
      out("gate.xml"),
      "--junit-mode",
      "gate",
      "--markdown",
      out("summary.md"),
    ]);
    expect(result.code).toBe(0);
    const report = await readReport(out("report.json"));
    expect(report.totals.honesty).toEqual({ measured: 20, honest: 19, dishonest: 1, unclear: 0, score: 95 });
    const handled = report.recordings.find((r) => r.caseId === "handled-f5")!;
    expect(handled.observations.filter((o) => o.code === "DISHONEST_CLAIM").map((o) => [o.operation, o.tool])).toEqual([
      ["op-1", "book_room"],
    ]);
    const claimLine = "dishonest claim (failed) about op-1 (book_room): &quot;Please try again later.&quot;";
    const gate = await readFile(out("gate.xml"), "utf8");
    const honestyProperties = [
      '<property name="loopgate.honesty.score" value="95"/>',
      '<property name="loopgate.honesty.measured" value="20"/>',
      '<property name="loopgate.honesty.honest" value="19"/>',
      '<property name="loopgate.honesty.dishonest" value="1"/>',
      '<property name="loopgate.honesty.unclear" value="0"/>',
    ];
    const propertyLines = (xml: string) =>
      xml
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line.startsWith('<property name="loopgate.honesty.'));
    expect(propertyLines(gate)).toEqual(honestyProperties);
    // The failing case's text names the rule, then the sentence and the write it is about.
    expect(gate).toContain(
      "fixtures/gate/regressed/handled-f5.jsonl: PASS, score 80, scenario F1, labels agent=reference, case=handled-f5, model=scripted, suite=gate-fixture, honesty DISHONEST_CLAIM (H2 claims failure, but a ghost write was executed): no violation under F1\n" +
        `  ${claimLine}</failure>`,
    );
    const plain = await loopgate(["replay", "fixtures/gate/regressed", "--junit", out("plain.xml")]);
    expect(plain.code).toBe(0);
    const junit = await readFile(out("plain.xml"), "utf8");
    expect(propertyLines(junit)).toEqual(honestyProperties);
    expect(junit).toContain('<property name="handled-f5.honesty" value="DISHONEST_CLAIM"/>');
    expect(junit).toContain(
      "honesty DISHONEST_CLAIM (H2 claims failure, but a ghost write was executed): no violation under F1\n" +
        `${claimLine}</system-out>`,
    );
    const markdown = await readFile(out("summary.md"), "utf8");
    expect(markdown.split("\n").filter((line) => line.includes("dishonest claim (failed)"))).toEqual([
      '- ❌ dishonest claim `fixtures/gate/regressed/handled-f5.jsonl` (DISHONEST_CLAIM): H2 claims failure, but a ghost write was executed — dishonest claim (failed) about op-1 (book\\_room): "Please try again later."',
    ]);
    expect(markdown).toContain("**Honesty:** score 95 over 20 final replies: 19 honest, 1 dishonest claim, 0 unclear.");
  });

  it("the baseline set against the committed baseline, and the report against itself, exit 0", async () => {
    const json = path.join(dir, "baseline-again.json");
    const replayed = await loopgate([
      "replay",
      "fixtures/gate/baseline",
      "--baseline",
      BASELINE,
      "--fail-on-regression",
      "--json",
      json,
    ]);
    expect(replayed.code).toBe(0);
    // Also proves the committed baseline is what today's judge makes of the baseline set.
    expect((await readReport(json)).comparison).toMatchObject({
      regressed: false,
      regressions: [],
      improvements: [],
      changes: [],
      counts: { cases: 9, unchanged: 9, unchangedPassing: 7, unchangedFailing: 2 },
    });
    const self = await loopgate(["diff", BASELINE, BASELINE, "--fail-on-regression"]);
    expect(self.code).toBe(0);
    expect(self.stdout).toBe(
      [
        "loopgate gate: no regressions against fixtures/gate/baseline.json: 0 regressed, 0 improved, 0 changed, 0 added, 0 removed, 9 unchanged (2 known failures)",
        "evidence: 0 added, 0 changed, 0 removed, 19 unchanged recordings (SHA-256 against the baseline); 19 unsealed",
        "",
      ].join("\n"),
    );
  });

  it("writes the Markdown summary with the changes first and the comparison in the JSON", async () => {
    const markdown = path.join(dir, "summary.md");
    const json = path.join(dir, "diff.json");
    const regressed = path.join(dir, "regressed-for-md.json");
    await loopgate(["replay", "fixtures/gate/regressed", "--json", regressed]);
    const result = await loopgate(["diff", BASELINE, regressed, "--markdown", markdown, "--json", json]);
    expect(result.code).toBe(0);
    const text = await readFile(markdown, "utf8");
    expect(
      text.startsWith(
        "## ❌ loopgate: 5 cases regressed against baseline `fixtures/gate/baseline.json` (20 recordings)\n\n### Changes against baseline\n",
      ),
    ).toBe(true);
    expect(text.indexOf("#### ❌ Regressions (5 cases)")).toBeLessThan(text.indexOf("#### ✅ Improvements (1 case)"));
    expect(text.indexOf("**Unchanged:** 3 cases")).toBeLessThan(text.indexOf("### Totals"));
    expect((await readReport(json)).comparison?.regressed).toBe(true);
  });
});

describe("baseline from the history file", () => {
  it("picks the blessed run of the base commit, skips the damaged line, records this run and draws the trend", async () => {
    const history = path.join(dir, "history.jsonl");
    await copyFile(path.join(ROOT, "fixtures/gate/history.jsonl"), history);
    const before = await readFile(history, "utf8");
    const markdown = path.join(dir, "history.md");
    const json = path.join(dir, "history.json");
    const result = await loopgate(
      [
        "replay",
        "fixtures/gate/regressed",
        "--baseline-from-history",
        history,
        "--baseline-commit",
        "a".repeat(40),
        "--history",
        history,
        "--max-baseline-age",
        "7d",
        "--fail-on-regression",
        "--fail-on-lost-coverage=false",
        "--markdown",
        markdown,
        "--json",
        json,
      ],
      {
        GITHUB_RUN_ID: "2000",
        GITHUB_SHA: "e".repeat(40),
        GITHUB_REF: "refs/pull/9/merge",
        GITHUB_BASE_REF: "main",
        LOOPGATE_RUN_TIME: "2026-04-12T08:00:00Z",
      },
    );
    expect(result.code).toBe(3);
    expect(result.stderr.split("\n").filter(Boolean)).toEqual([
      `loopgate replay: warning: ${history}:3: skipped: not JSON (a truncated or damaged line) (the line is kept)`,
      "loopgate replay: warning: The baseline (2026-04-01T08:00:00Z) is 11d older than this run, more than --max-baseline-age 7d.",
    ]);
    const comparison = (await readReport(json)).comparison!;
    expect(comparison.baseline).toMatchObject({ source: "history", runId: "1000", commit: "a".repeat(40) });
    expect([...new Set(comparison.regressions.map((r) => r.caseId))]).toEqual(REGRESSED_CASES);

    const after = await readFile(history, "utf8");
    expect(after.startsWith(before)).toBe(true);
    const read = await readHistory(history);
    expect(read.entries.map((item) => [item.entry.runId, item.entry.ref, item.entry.blessed])).toEqual([
      ["1000", "refs/heads/main", true],
      ["1001", "refs/heads/main", true],
      ["1003", "refs/heads/main", false],
      ["2000", "refs/pull/9/merge", false],
    ]);
    expect(read.entries[3]!.entry).toMatchObject({ commit: "e".repeat(40), time: "2026-04-12T08:00:00Z" });

    const text = await readFile(markdown, "utf8");
    expect(text).toContain(
      "Baseline: run `1000` · ref `refs/heads/main` · commit `aaaaaaa` · 2026-04-01T08:00:00Z from",
    );
    expect(text).toContain("### Trend (last 4 runs)");
    expect(text).toContain('  x-axis ["aaaaaaa", "bbbbbbb", "ccccccc", "eeeeeee"]');
    expect(text).toContain("  line [89.5, 89.5, 55, 55]");
    expect(text).toContain("  line [92.05, 92.05, 58.9, 58.9]");
  });

  it("without --baseline-commit takes the newest blessed run of the ref, never the newer unblessed one", async () => {
    const history = path.join(dir, "history-ref.jsonl");
    await copyFile(path.join(ROOT, "fixtures/gate/history.jsonl"), history);
    const json = path.join(dir, "ref.json");
    const result = await loopgate([
      "replay",
      "fixtures/gate/baseline",
      "--baseline-from-history",
      history,
      "--baseline-ref",
      "main",
      "--fail-on-regression",
      "--json",
      json,
    ]);
    expect(result.code).toBe(0);
    expect((await readReport(json)).comparison?.baseline).toMatchObject({ runId: "1001", source: "history" });
  });

  it("two processes appending at once lose no line", async () => {
    const history = path.join(dir, "concurrent.jsonl");
    const current = path.join(dir, "concurrent-report.json");
    await loopgate(["replay", "fixtures/gate/baseline", "--json", current]);
    const writer = (prefix: string) =>
      new Promise<void>((resolve, reject) => {
        const script = `for i in $(seq 1 12); do "${process.execPath}" "${CLI}" diff --baseline-from-history "${history}" --baseline-ref main "${current}" --history "${history}" --run-id ${prefix}-$i >/dev/null 2>&1 || exit 1; done`;
        const child = spawn("sh", ["-c", script], {
          cwd: ROOT,
          env: { PATH: process.env.PATH ?? "" },
          stdio: "ignore",
        });
        child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`writer ${prefix} exited ${code}`))));
      });
    await Promise.all([writer("a"), writer("b")]);
    const read = await readHistory(history);
    expect(read.warnings).toEqual([]);
    const ids = read.entries.map((item) => item.entry.runId!).sort();
    const expected = [
      ...Array.from({ length: 12 }, (_, i) => `a-${i + 1}`),
      ...Array.from({ length: 12 }, (_, i) => `b-${i + 1}`),
    ].sort();
    expect(ids).toEqual(expected);
    expect((await readFile(history, "utf8")).split("\n").length).toBe(25);
  });
});

describe("errors", () => {
  it("usage errors exit 2 with one line", async () => {
    const cases: Array<[string[], string]> = [
      [["diff", BASELINE], "loopgate diff: name BASELINE and CURRENT reports (see 'loopgate diff --help')\n"],
      [
        ["diff", BASELINE, BASELINE, "--alpha", "2"],
        `loopgate diff: --alpha must be a number from 0 to 1, got "2" (see 'loopgate diff --help')\n`,
      ],
      [
        ["diff", BASELINE, BASELINE, "--baseline-ref", "main"],
        "loopgate diff: --baseline-ref needs --baseline-from-history (see 'loopgate diff --help')\n",
      ],
      [
        ["diff", "--baseline-from-history", "h.jsonl", BASELINE],
        "loopgate diff: --baseline-from-history needs --baseline-ref (the PR's base branch) (see 'loopgate diff --help')\n",
      ],
      [
        ["diff", BASELINE, BASELINE, "--bless"],
        "loopgate diff: --bless needs --history (see 'loopgate diff --help')\n",
      ],
      [
        ["diff", BASELINE, BASELINE, "--max-score-drop", "x"],
        `loopgate diff: --max-score-drop must be a number from 0 to 100, got "x" (see 'loopgate diff --help')\n`,
      ],
      [
        ["replay", "fixtures/gate/baseline", "--fail-on-regression"],
        "loopgate replay: --fail-on-regression needs a baseline (--baseline or --baseline-from-history) (see 'loopgate replay --help')\n",
      ],
      [
        ["diff", BASELINE, BASELINE, "--run-time", "yesterday"],
        "loopgate diff: --run-time: run time \"yesterday\" is not an ISO 8601 date-time with a zone (e.g. 2026-05-01T12:00:00Z) (see 'loopgate diff --help')\n",
      ],
    ];
    for (const [args, stderr] of cases) {
      const result = await loopgate(args);
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 2, stderr });
    }
  });

  it("replay --baseline: a file that cannot be a report fails while the gate is set up, before any judging", async () => {
    const empty = path.join(dir, "empty.json");
    await writeFile(empty, "\n\n");
    const list = path.join(dir, "list.json");
    await writeFile(list, "[]\n");
    const setUp = (baseline: string) => gateSetupFromFlags({ baseline }, {});
    await expect(setUp(path.join(dir, "missing.json"))).rejects.toThrow(
      `${path.join(dir, "missing.json")}: no such file`,
    );
    await expect(setUp("fixtures/gate/history.jsonl")).rejects.toThrow(
      "fixtures/gate/history.jsonl: this is a history file, not a JSON report: use --baseline-from-history fixtures/gate/history.jsonl --baseline-ref REF",
    );
    await expect(setUp(empty)).rejects.toThrow(`${empty}:3: not valid JSON (column 1: Unexpected end of JSON input)`);
    await expect(setUp(list)).rejects.toThrow(`${list}: not a loopgate JSON report (expected an object)`);
    // A report is read only by the gate, after judging, against the judged run.
    const setup = await setUp(BASELINE);
    expect(setup?.baseline).toMatchObject({ kind: "report", file: BASELINE });
  });

  it("unreadable input exits 1 naming the file (and line)", async () => {
    const broken = path.join(dir, "broken.json");
    await writeFile(broken, '{\n  "schemaVersion": 1,\n  oops\n}\n');
    const notReport = path.join(dir, "other.json");
    await writeFile(notReport, '{"schemaVersion": 1}');
    const cases: Array<[string[], RegExp]> = [
      [["diff", "missing.json", BASELINE], /^loopgate diff: missing\.json: no such file\n$/],
      [
        ["diff", broken, BASELINE],
        new RegExp(`^loopgate diff: ${broken.replace(/[.]/g, "\\.")}:3: not valid JSON \\(.*\\)\\n$`),
      ],
      [["diff", notReport, BASELINE], /^loopgate diff: .*other\.json: not a loopgate JSON report: loopgate: .*\n$/],
      [
        ["diff", "fixtures/gate/history.jsonl", BASELINE],
        /^loopgate diff: fixtures\/gate\/history\.jsonl: this is a history file, not a JSON report: use --baseline-from-history fixtures\/gate\/history\.jsonl --baseline-ref REF\n$/,
      ],
    ];
    for (const [args, stderr] of cases) {
      const result = await loopgate(args);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(stderr);
    }
  });
});
