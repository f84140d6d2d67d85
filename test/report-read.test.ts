import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderJsonReport } from "../src/report/json.js";
import { decodeReportFile, readReportFile, ReportReadError } from "../src/report/read.js";
import { readHistory } from "../src/gate/history.js";
import { mixedReport } from "./helpers/report-builders.js";
import { checkedChain, oldestVersion, upgradeDocument } from "../src/report/upgrade.js";
import { REPORT_UPGRADES } from "../src/report/versions/index.js";
import { REPORT_SCHEMA_VERSION } from "../src/report/schema-version.js";

const dir = mkdtempSync(path.join(tmpdir(), "loopgate-read-"));
function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function problem(file: string): Promise<{ name: string; problem: string; message: string }> {
  try {
    await readReportFile(file, path.basename(file));
  } catch (error) {
    if (!(error instanceof ReportReadError)) throw error;
    return { name: error.name, problem: error.problem, message: error.message };
  }
  throw new Error(`${file} was read`);
}

describe("the one reader of saved JSON reports", () => {
  const valid = renderJsonReport(mixedReport());

  it("reads a report, and keeps the JSON as written beside the validated report", async () => {
    const decoded = await decodeReportFile(write("good.json", valid));
    expect(decoded.report.totals).toEqual(mixedReport().totals);
    expect(Object.keys((decoded.json as { config: object }).config)).toEqual(Object.keys(mixedReport().config));
  });

  it.each([
    ["missing.json", null, "unreadable", "missing.json: no such file"],
    ["history.jsonl", '{"v":1,"runId":"1"}\n', "history", "history.jsonl: this is a history file, not a JSON report"],
    [
      "broken.json",
      '{\n  "schemaVersion": 1,\n  oops\n}\n',
      "not-json",
      "broken.json:3: not valid JSON (column 3: Expected double-quoted property name)",
    ],
    ["array.json", "[]", "not-a-report", "array.json: not a loopgate JSON report (expected an object)"],
    ["none.json", '{"recordings":[]}', "not-a-report", "none.json: not a loopgate JSON report (no schemaVersion)"],
    [
      "future.json",
      '{"schemaVersion":3}',
      "schema-version",
      "future.json: schemaVersion 3 is not supported by loopgate 0.1.0 (it reads 1 to 2)",
    ],
    [
      "partial.json",
      '{"schemaVersion":1,"loopgate":{"version":"0.1.0"}}',
      "not-a-report",
      "partial.json: not a loopgate JSON report: config: Invalid input: expected object, received undefined",
    ],
  ])("%s: one line naming the file", async (name, text, kind, message) => {
    const file = text === null ? path.join(dir, name) : write(name, text);
    expect(await problem(file)).toEqual({ name: "ReportReadError", problem: kind, message });
  });
});

// fixtures/reports/: a report and history lines as today's loopgate writes them, frozen, so
// a later schema must keep reading what users stored as baselines (issue 23 item 3).
describe("stored reports of schema 1 and history v1 stay readable", () => {
  const FROZEN = path.join(import.meta.dirname, "..", "fixtures", "reports");

  it("schemaVersion 1: the frozen report reads with its totals, cases and rules version", async () => {
    const report = await readReportFile(path.join(FROZEN, "schema-1.json"));
    // Upgraded to today's schema: every operation listed, as version 1 listed them.
    expect([report.schemaVersion, report.reportOperations, report.config.rulesVersion, report.totals]).toEqual([
      2,
      "all",
      "loopgate-judge/3 (judge.md J1-J29)",
      { recordings: 19, passed: 17, failed: 2, notTested: 0, errors: 0, baselines: 2, meanScore: 92.05 },
    ]);
    expect(report.recordings.slice(0, 3).map((r) => [r.caseId, r.verdict, r.score])).toEqual([
      ["booking-f1", "PASS", 100],
      ["booking-f2", "PASS", 100],
      ["booking-f4", "PASS", 100],
    ]);
  });

  it("history v1: the frozen blessed lines read as two blessed runs of main", async () => {
    const history = await readHistory(path.join(FROZEN, "history-v1.jsonl"));
    expect(history.warnings).toEqual([]);
    expect(
      history.entries.map(({ line, entry }) => [line, entry.runId, entry.blessed, entry.ref, entry.rulesVersion]),
    ).toEqual([
      [1, "1000", true, "refs/heads/main", "loopgate-judge/3 (judge.md J1-J29)"],
      [2, "1001", true, "refs/heads/main", "loopgate-judge/3 (judge.md J1-J29)"],
    ]);
    expect(history.entries.map(({ entry }) => [entry.totals.recordings, entry.totals.meanScore])).toEqual([
      [19, 92.05],
      [19, 92.05],
    ]);
  });
});

describe("the upgrade chain every stored document is read through", () => {
  // Versions 1 and 2 of a made-up document; each step reads only what its version wrote.
  const chain = checkedChain({
    current: 3,
    steps: [
      { from: 1, upgrade: ({ name, ...rest }) => ({ ...rest, v: 2, title: name }) },
      { from: 2, upgrade: (document) => ({ ...document, v: 3, tags: [] }) },
    ],
  });

  it.each([
    [1, { v: 1, name: "a" }, { v: 3, title: "a", tags: [] }],
    [2, { v: 2, title: "a" }, { v: 3, title: "a", tags: [] }],
    [3, { v: 3, title: "a", tags: ["x"] }, { v: 3, title: "a", tags: ["x"] }],
  ])("version %s runs every step from its own on", (version, document, upgraded) => {
    expect(upgradeDocument(chain, version, document)).toEqual({ ok: true, document: upgraded, written: version });
  });

  it.each([
    [4, "newer"],
    [0, "unknown"],
    [1.5, "unknown"],
    ["1", "unknown"],
    [null, "unknown"],
  ])("version %j is not read (%s)", (version, problem) => {
    expect(upgradeDocument(chain, version, { v: version })).toEqual({ ok: false, problem, readable: "1 to 3" });
  });

  it("a chain with a missing step is refused when it is built", () => {
    expect(() =>
      checkedChain({
        current: 3,
        steps: [
          { from: 2, upgrade: (d) => d },
          { from: 1, upgrade: (d) => d },
        ],
      }),
    ).toThrow("upgrade chain to version 3: step 0 reads 2, not 1");
  });

  it("the frozen version-1 report is read through the report chain and says which version it was written in", async () => {
    const decoded = await decodeReportFile(
      path.join(import.meta.dirname, "..", "fixtures", "reports", "schema-1.json"),
    );
    expect([decoded.writtenVersion, decoded.report.schemaVersion, oldestVersion(REPORT_UPGRADES)]).toEqual([
      1,
      REPORT_SCHEMA_VERSION,
      1,
    ]);
  });
});
