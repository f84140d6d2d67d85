import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CaseSet } from "../src/gate/cases.js";
import { VIOLATION_CODES } from "../src/judge/types.js";
import { DEFAULT_THRESHOLDS } from "../src/gate/diff.js";
import { runGate } from "../src/gate/gate.js";
import {
  appendToHistory,
  decodeLine,
  encodeEntry,
  entryFromReport,
  readHistory,
  selectBaseline,
  type HistoryEntry,
} from "../src/gate/history.js";
import { withFileLock } from "../src/gate/lock.js";
import { repeats, report, run } from "./helpers/gate-helpers.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-history-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function entry(overrides: Partial<HistoryEntry> = {}, cases?: CaseSet): HistoryEntry {
  const base = entryFromReport(
    report([run("suite/a", "PASS", 100), run("suite/b", "FAIL", 30, ["DUPLICATE_EXECUTION"])]),
    { runId: "r1", commit: "a".repeat(40), ref: "main", time: "2026-05-01T12:00:00Z" },
    true,
  );
  return { ...base, ...(cases ? { cases } : {}), ...overrides };
}

const runIds = async (file: string) => (await readHistory(file)).entries.map((item) => item.entry.runId);

describe("history line format", () => {
  it("starts every line with its version and round-trips every field", () => {
    const original = entry();
    const line = encodeEntry(original);
    expect(line.startsWith('{"v":1,')).toBe(true);
    expect(line).toContain('"cases":["ps100|0|suite/a","fs30vD|6|b"]');
    const decoded = decodeLine(line);
    expect(decoded).toEqual({ ok: true, entry: original });
  });

  it("keeps hostile case ids exact: separators, newlines, surrogate pairs sharing a prefix", () => {
    const cases: CaseSet = new Map(
      ["x|y|z", "x|y|z\n|", "😀a", "😁b", "\u0000", "a".repeat(5000)]
        .sort()
        .map((id, i) => [
          id,
          { passed: i % 2, failed: 1 - (i % 2), notTested: 0, errors: 0, scoreSum: 50, scored: 1, violationCodes: [] },
        ]),
    );
    const original = entry({}, cases);
    const decoded = decodeLine(encodeEntry(original));
    expect(decoded.ok && [...decoded.entry.cases.keys()]).toEqual([...cases.keys()]);
    expect(decoded.ok && decoded.entry).toEqual(original);
  });

  it("encodes repeated runs and unscored runs compactly and exactly", () => {
    const cases: CaseSet = new Map([
      [
        "c",
        {
          passed: 7,
          failed: 3,
          notTested: 2,
          errors: 1,
          scoreSum: 790,
          scored: 10,
          violationCodes: ["DUPLICATE_EXECUTION", "RETRY_AFTER_VIOLATED"],
        },
      ],
      ["d", { passed: 0, failed: 0, notTested: 1, errors: 0, scoreSum: 0, scored: 0, violationCodes: [] }],
    ]);
    const line = encodeEntry(entry({}, cases));
    expect(line).toContain('"cases":["p7f3n2es790vDR|0|c","n|0|d"]');
    const decoded = decodeLine(line);
    expect(decoded.ok && decoded.entry.cases).toEqual(cases);
  });

  it("has a distinct letter for every violation code", () => {
    const cases: CaseSet = new Map(
      VIOLATION_CODES.map((code) => [
        code,
        { passed: 0, failed: 1, notTested: 0, errors: 0, scoreSum: 0, scored: 1, violationCodes: [code] },
      ]),
    );
    const line = encodeEntry(entry({}, cases));
    const decoded = decodeLine(line);
    expect(decoded.ok && decoded.entry.cases).toEqual(cases);
    const letters = JSON.parse(line).cases.map((item: string) => /v([A-Z]+)\|/.exec(item)?.[1]);
    expect(new Set(letters).size).toBe(VIOLATION_CODES.length);
  });

  it("rejects damaged lines with a reason", () => {
    expect(decodeLine('{"v":1,"runId":')).toEqual({ ok: false, reason: "not JSON (a truncated or damaged line)" });
    expect(decodeLine('{"v":2}')).toEqual({
      ok: false,
      reason: "history format v2 is newer than this loopgate reads (v1)",
    });
    expect(decodeLine('{"v":1}')).toEqual({ ok: false, reason: "not a loopgate history v1 entry" });
    const bad = encodeEntry(entry()).replace("ps100|0|", "px|0|");
    expect(decodeLine(bad)).toEqual({ ok: false, reason: 'bad case entry "px|0|suite/a"' });
  });

  it("1,000 runs of 500 cases stay a few MB", () => {
    const cases: CaseSet = new Map();
    for (let suite = 0; suite < 10; suite++) {
      for (let i = 0; i < 50; i++) {
        const failing = (suite * 50 + i) % 17 === 0;
        cases.set(`evals/suite-${String(suite).padStart(2, "0")}/booking-case-${String(i).padStart(3, "0")}`, {
          passed: failing ? 0 : 1,
          failed: failing ? 1 : 0,
          notTested: 0,
          errors: 0,
          scoreSum: failing ? 35 : 100 - (i % 30),
          scored: 1,
          violationCodes: failing ? ["DUPLICATE_EXECUTION"] : [],
        });
      }
    }
    let bytes = 0;
    for (let r = 0; r < 1000; r++) {
      bytes += Buffer.byteLength(
        `${encodeEntry(entry({ runId: `${10_000_000_000 + r}`, commit: r.toString(16).padStart(40, "0") }, cases))}\n`,
      );
    }
    expect(cases.size).toBe(500);
    // 500 cases with 40-character ids: about 6.7 KB per run, 13 bytes per case result.
    expect(bytes).toBeLessThan(7_000_000);
    expect(bytes).toBeGreaterThan(6_000_000);
  });
});

describe("reading and appending", () => {
  it("survives a garbage line in the middle and a truncated last line, keeping both", async () => {
    const file = path.join(dir, "history.jsonl");
    const good1 = encodeEntry(entry({ runId: "1" }));
    const good2 = encodeEntry(entry({ runId: "2" }));
    const truncated = encodeEntry(entry({ runId: "3" })).slice(0, 60);
    await writeFile(file, `${good1}\nthis is not json\n${good2}\n${truncated}`);
    const read = await readHistory(file, "history.jsonl");
    expect(read.entries.map((item) => [item.line, item.entry.runId])).toEqual([
      [1, "1"],
      [3, "2"],
    ]);
    expect(read.warnings).toEqual([
      "history.jsonl:2: skipped: not JSON (a truncated or damaged line) (the line is kept)",
      "history.jsonl:4: skipped: not JSON (a truncated or damaged line) (the line is kept)",
    ]);

    const appended = await appendToHistory(file, entry({ runId: "4" }), { max: null, displayPath: "history.jsonl" });
    expect(appended).toMatchObject({ replaced: false, dropped: 0 });
    const text = await readFile(file, "utf8");
    expect(text).toBe(`${good1}\nthis is not json\n${good2}\n${truncated}\n${encodeEntry(entry({ runId: "4" }))}\n`);
    expect(await runIds(file)).toEqual(["1", "2", "4"]);
  });

  it("creates the file and its folder on first append", async () => {
    const file = path.join(dir, "sub", "history.jsonl");
    await appendToHistory(file, entry({ runId: "1" }), { max: null });
    expect(await readFile(file, "utf8")).toBe(`${encodeEntry(entry({ runId: "1" }))}\n`);
    expect((await readHistory(path.join(dir, "missing.jsonl"))).exists).toBe(false);
  });

  it("replaces a run id already present in place instead of duplicating it", async () => {
    const file = path.join(dir, "history.jsonl");
    for (const id of ["1", "2", "3"]) await appendToHistory(file, entry({ runId: id }), { max: null });
    const again = entry({ runId: "2", blessed: false, commit: "b".repeat(40) });
    const result = await appendToHistory(file, again, { max: null });
    expect(result).toMatchObject({ replaced: true, dropped: 0 });
    const read = await readHistory(file);
    expect(read.entries.map((item) => [item.entry.runId, item.entry.commit?.[0], item.entry.blessed])).toEqual([
      ["1", "a", true],
      ["2", "b", false],
      ["3", "a", true],
    ]);
  });

  it("--history-max drops the oldest runs and keeps damaged lines", async () => {
    const file = path.join(dir, "history.jsonl");
    await writeFile(file, "garbage\n");
    for (const id of ["1", "2", "3", "4"]) await appendToHistory(file, entry({ runId: id }), { max: 3 });
    expect(await runIds(file)).toEqual(["2", "3", "4"]);
    expect((await readFile(file, "utf8")).split("\n")[0]).toBe("garbage");
    const result = await appendToHistory(file, entry({ runId: "5" }), { max: 2 });
    expect(result.dropped).toBe(2);
    expect(await runIds(file)).toEqual(["4", "5"]);
  });

  it("--history-max never drops the newest blessed run of a ref, so a baseline survives rotation", async () => {
    const file = path.join(dir, "history.jsonl");
    await appendToHistory(file, entry({ runId: "1", blessed: true }), { max: null });
    for (const id of ["2", "3", "4"]) await appendToHistory(file, entry({ runId: id, blessed: false }), { max: 2 });
    expect(await runIds(file)).toEqual(["1", "4"]);
    const blessedAgain = await appendToHistory(file, entry({ runId: "5", blessed: true }), { max: 2 });
    expect(blessedAgain.dropped).toBe(1);
    expect(await runIds(file)).toEqual(["4", "5"]);
  });

  it("leaves no temp or lock file behind", async () => {
    const file = path.join(dir, "history.jsonl");
    await appendToHistory(file, entry({ runId: "1" }), { max: null });
    await appendToHistory(file, entry({ runId: "1" }), { max: null });
    expect(await readdir(dir)).toEqual(["history.jsonl"]);
  });
});

describe("the lock", () => {
  it("serialises writers in one process", async () => {
    const file = path.join(dir, "history.jsonl");
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => appendToHistory(file, entry({ runId: String(i) }), { max: null })),
    );
    expect((await runIds(file)).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i)),
    );
  });

  it("takes over a lock whose process is gone", async () => {
    const file = path.join(dir, "history.jsonl");
    // pid 2^22 + 7 is above Linux's pid_max default, so no live process has it.
    await writeFile(`${file}.lock`, `${4_194_311} ${hostname()} deadbeef\n`);
    await appendToHistory(file, entry({ runId: "1" }), { max: null });
    expect(await runIds(file)).toEqual(["1"]);
    await expect(stat(`${file}.lock`)).rejects.toThrow();
  });

  it("waits for a live lock instead of breaking it", async () => {
    const file = path.join(dir, "history.jsonl");
    const order: string[] = [];
    // Hand-offs by signal, not by sleeps: the first holder says when it holds the lock and
    // leaves on release(); the second says when it found the lock held and did not break it.
    let release!: () => void;
    let firstHolds!: () => void;
    const holding = new Promise<void>((resolve) => (firstHolds = resolve));
    const held = withFileLock(file, async () => {
      order.push("first in");
      firstHolds();
      await new Promise<void>((resolve) => (release = resolve));
      order.push("first out");
    });
    await holding;
    let secondWaits!: (how: string) => void;
    const waiting = new Promise<string>((resolve) => (secondWaits = resolve));
    const second = withFileLock(
      file,
      async () => {
        order.push("second in");
      },
      () => secondWaits("found it held"),
    );
    // Had the second broken the live lock, it would enter without ever finding it held.
    expect(await Promise.race([waiting, second.then(() => "entered")])).toBe("found it held");
    expect(order).toEqual(["first in"]);
    release();
    await Promise.all([held, second]);
    expect(order).toEqual(["first in", "first out", "second in"]);
  });
});

describe("baseline selection", () => {
  const sha = (c: string) => c.repeat(40);
  const lines = [
    entry({ runId: "1", ref: "main", commit: sha("1"), blessed: true }),
    entry({ runId: "2", ref: "refs/heads/main", commit: sha("2"), blessed: true }),
    entry({ runId: "3", ref: "feature", commit: sha("3"), blessed: true }),
    entry({ runId: "4", ref: "main", commit: sha("4"), blessed: false }),
  ].map((e, i) => ({ line: i + 1, entry: e }));

  it("picks the base commit's blessed run first", () => {
    expect(selectBaseline(lines, { ref: "main", commit: sha("1"), excludeRunId: null })).toMatchObject({
      matchedBy: "commit",
      line: 1,
    });
    expect(selectBaseline(lines, { ref: "main", commit: "1111111", excludeRunId: null })).toMatchObject({
      matchedBy: "commit",
      line: 1,
    });
  });

  it("else the newest blessed run of the ref; an unblessed newer run never qualifies", () => {
    expect(selectBaseline(lines, { ref: "main", commit: sha("9"), excludeRunId: null })).toMatchObject({
      matchedBy: "ref",
      line: 2,
    });
    expect(selectBaseline(lines, { ref: "refs/heads/main", commit: null, excludeRunId: null })).toMatchObject({
      line: 2,
    });
    expect(selectBaseline(lines, { ref: "main", commit: sha("4"), excludeRunId: null })).toMatchObject({
      matchedBy: "ref",
      line: 2,
    });
  });

  it("skips the current run id and returns null when nothing qualifies", () => {
    expect(selectBaseline(lines, { ref: "main", commit: null, excludeRunId: "2" })).toMatchObject({ line: 1 });
    expect(selectBaseline(lines, { ref: "release", commit: null, excludeRunId: null })).toBeNull();
    expect(selectBaseline(lines, { ref: "main", commit: "123", excludeRunId: "9" })).toMatchObject({ line: 2 });
  });
});

describe("runGate with a history", () => {
  const meta = (runId: string, time: string | null = "2026-05-10T12:00:00Z") => ({
    runId,
    commit: "c".repeat(40),
    ref: "refs/pull/7/merge",
    time,
  });

  async function seed(file: string) {
    const good = report([...repeats("a", 4, 0), run("b", "FAIL", 20, ["DUPLICATE_EXECUTION"])]);
    await appendToHistory(
      file,
      entryFromReport(good, { runId: "100", commit: "1".repeat(40), ref: "main", time: "2026-05-01T12:00:00Z" }, true),
      { max: null },
    );
    const worse = report([...repeats("a", 4, 4), run("b", "FAIL", 20)]);
    await appendToHistory(
      file,
      entryFromReport(
        worse,
        { runId: "101", commit: "2".repeat(40), ref: "main", time: "2026-05-02T12:00:00Z" },
        false,
      ),
      { max: null },
    );
  }

  it("compares with the blessed run, not the newer failing one, and records this run", async () => {
    const file = path.join(dir, "history.jsonl");
    await seed(file);
    const result = await runGate({
      report: report([...repeats("a", 4, 0), run("b", "FAIL", 20, ["DUPLICATE_EXECUTION"])]),
      baseline: { kind: "history", file, ref: "main", commit: "9".repeat(40), maxAgeMs: 7 * 86_400_000 },
      thresholds: DEFAULT_THRESHOLDS,
      runMeta: meta("200"),
      history: { file, max: null, bless: false },
      trendRuns: 10,
    });
    expect(result.regressed).toBe(false);
    expect(result.comparison?.baseline).toMatchObject({ source: "history", runId: "100", ref: "main" });
    expect(result.comparison?.counts).toMatchObject({ unchanged: 2, unchangedPassing: 1, unchangedFailing: 1 });
    expect(result.comparison?.notes).toEqual([
      "The baseline (2026-05-01T12:00:00Z) is 9d older than this run, more than --max-baseline-age 7d.",
      `No blessed run of the base commit ${"9".repeat(40)} in the history; compared with the newest blessed run of main instead.`,
    ]);
    expect(result.warnings).toEqual([
      "The baseline (2026-05-01T12:00:00Z) is 9d older than this run, more than --max-baseline-age 7d.",
    ]);
    expect(await runIds(file)).toEqual(["100", "101", "200"]);
    // The trend shows main's two runs, then this one.
    const trend = result.markdownSections[2]!;
    expect(trend).toContain("### Trend (last 3 runs)");
    expect(trend).toContain("Pass rate ▇▁▇ · mean score ▇▃▇");
    expect(trend).toContain('  x-axis ["1111111", "2222222", "ccccccc"]');
    expect(trend).toContain("  line [80, 0, 80]");
    expect(trend).toContain("  line [84, 28, 84]");
  });

  it("with no blessed baseline every failing case is new, and the first bless is accepted even if-passing", async () => {
    const file = path.join(dir, "history.jsonl");
    const result = await runGate({
      report: report([run("a", "PASS"), run("b", "FAIL")]),
      baseline: { kind: "history", file, ref: "main", commit: null, maxAgeMs: null },
      thresholds: DEFAULT_THRESHOLDS,
      runMeta: meta("300"),
      history: { file, max: null, bless: "if-passing" },
      trendRuns: 10,
    });
    expect(result.regressed).toBe(true);
    expect(result.comparison?.baseline.source).toBe("none");
    expect(result.comparison?.regressions.map((r) => `${r.caseId}:${r.rule}`)).toEqual(["b:NEW_CASE_FAILS"]);
    expect(result.warnings).toEqual([
      `no baseline: ${file} holds no runs yet; every case counts as new, so every failing case is a regression`,
    ]);
    expect(result.bless).toEqual({ blessed: true, refusal: null, knownFailures: 1, acceptedRegressions: [] });
    expect(result.markdownSections[0]).toBe(
      "### 🔖 Blessed as the baseline\n\nBlessed with 1 known failure, 0 accepted regressions: pull requests now compare with this run.\n",
    );
    const read = await readHistory(file);
    expect(read.entries.map((item) => [item.entry.runId, item.entry.blessed])).toEqual([["300", true]]);
  });

  it("bless always records a regressed run as the new state; if-passing refuses it", async () => {
    const file = path.join(dir, "history.jsonl");
    const onMain = (runId: string) => ({ ...meta(runId), ref: "refs/heads/main" });
    const first = { file, max: null, bless: "always" as const };
    const source = { kind: "history" as const, file, ref: "main", commit: null, maxAgeMs: null };
    await runGate({
      report: report([run("a", "PASS"), run("b", "FAIL")]),
      baseline: source,
      thresholds: DEFAULT_THRESHOLDS,
      runMeta: onMain("300"),
      history: first,
      trendRuns: 0,
    });
    const regressing = report([run("a", "FAIL"), run("b", "FAIL")]);
    const refused = await runGate({
      report: regressing,
      baseline: source,
      thresholds: DEFAULT_THRESHOLDS,
      runMeta: onMain("301"),
      history: { file, max: null, bless: "if-passing" },
      trendRuns: 0,
    });
    expect(refused.bless?.blessed).toBe(false);
    expect(refused.warnings).toEqual([
      "not blessed: this run regressed against its baseline (bless: if-passing; bless: true records the new state)",
    ]);
    expect(refused.markdownSections[0]).toBe(
      "### Not blessed\n\n> [!WARNING]\n> Not blessed: this run regressed against its baseline (bless: if-passing; bless: true records the new state). The run is recorded in the history; pull requests keep comparing with the previous baseline.\n",
    );
    const accepted = await runGate({
      report: regressing,
      baseline: source,
      thresholds: DEFAULT_THRESHOLDS,
      runMeta: onMain("302"),
      history: first,
      trendRuns: 0,
    });
    expect(accepted.comparison?.baseline.runId).toBe("300");
    expect(accepted.bless).toMatchObject({ blessed: true, refusal: null, knownFailures: 1 });
    expect(accepted.bless?.acceptedRegressions.map((r) => `${r.caseId}:${r.rule}`)).toEqual(["a:PASS_TO_FAIL"]);
    expect(accepted.markdownSections[0]).toContain(
      "> Blessed with 1 known failure, 1 accepted regression: pull requests now compare with this run. The accepted regressions are the new baseline:",
    );
    const read = await readHistory(file);
    expect(read.entries.map((item) => [item.entry.runId, item.entry.blessed])).toEqual([
      ["300", true],
      ["301", false],
      ["302", true],
    ]);
  });

  it("warns that the age cannot be checked when this run has no time", async () => {
    const file = path.join(dir, "history.jsonl");
    await seed(file);
    const result = await runGate({
      report: report([...repeats("a", 4, 0)]),
      baseline: { kind: "history", file, ref: "main", commit: null, maxAgeMs: 86_400_000 },
      thresholds: DEFAULT_THRESHOLDS,
      runMeta: meta("400", null),
      history: null,
      trendRuns: 0,
    });
    expect(result.warnings).toEqual([
      "The baseline's age cannot be checked: this run has no time (set --run-time or LOOPGATE_RUN_TIME).",
    ]);
    expect(result.markdownSections).toHaveLength(2);
  });
});
