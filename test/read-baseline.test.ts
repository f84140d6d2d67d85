import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { caseSetOfReport } from "../src/gate/cases.js";
import { evidenceOfReport } from "../src/gate/evidence.js";
import { readBaselineSummary } from "../src/gate/baseline.js";
import { readBaselineReportFile } from "../src/report/read-baseline.js";
import { readReportFile } from "../src/report/read.js";
import { replay } from "../src/replay/replay.js";
import { renderJsonReport } from "../src/report/json.js";
import { ROOT } from "./helpers/paths.js";

/**
 * A baseline is read one recording at a time (src/report/read-baseline.ts): the gate must
 * see the same cases, evidence and identity as from the report read whole, whatever the
 * file's layout, and every file the streamed read does not take must give the whole read's
 * result or error, word for word.
 */
const dir = mkdtempSync(path.join(tmpdir(), "loopgate-read-baseline-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { report } = await replay(["fixtures/recordings", "fixtures/hostile"], { cwd: ROOT });
const pretty = renderJsonReport(report);

function file(name: string, text: string): string {
  const target = path.join(dir, name);
  writeFileSync(target, text);
  return target;
}

/**
 * What the gate sees, read both ways: the recordings cut down, and folded into case tallies
 * and digests as they are read (what the CLI keeps). A read that falls back to the whole
 * report after folding some recordings must not count them twice.
 */
async function gateView(target: string) {
  const read = await readBaselineReportFile(target, "base.json");
  const view = {
    loopgate: read.loopgate.version,
    config: [read.config.hash, read.config.rulesVersion],
    cases: caseSetOfReport(read),
    evidence: evidenceOfReport(read),
  };
  const summary = await readBaselineSummary(target, "base.json");
  expect({
    ...summary,
    loopgate: summary.loopgate.version,
    config: [summary.config.hash, summary.config.rulesVersion],
  }).toEqual(view);
  return view;
}

async function wholeError(target: string): Promise<string> {
  return readReportFile(target, "base.json").then(
    () => "no error",
    (error: Error) => error.message,
  );
}

describe("a baseline read one recording at a time", () => {
  const whole = {
    loopgate: report.loopgate.version,
    config: [report.config.hash, report.config.rulesVersion],
    cases: caseSetOfReport(report),
    evidence: evidenceOfReport(report),
  };

  it("gives the gate what the whole report gives, as written, on one line, after a byte order mark, with any spacing", async () => {
    expect(report.recordings.length).toBeGreaterThan(20);
    const oneLine = JSON.stringify(JSON.parse(pretty));
    const spaced = JSON.stringify(JSON.parse(pretty), null, "\t").replace(/,\n/g, "\n ,");
    for (const [name, text] of [
      ["pretty.json", pretty],
      ["one-line.json", oneLine],
      ["bom.json", `\ufeff${pretty}`],
      ["spaced.json", spaced],
    ] as const) {
      expect(await gateView(file(name, text)), name).toEqual(whole);
      // Read one at a time indeed: each recording holds only what the gate reads.
      const { recordings } = await readBaselineReportFile(path.join(dir, name));
      expect(Object.keys(recordings[0]!)).toEqual([
        "path",
        "caseId",
        "verdict",
        "score",
        "evidence",
        "violations",
        "honesty",
      ]);
    }
  });

  it("reads a report of an earlier schema the whole way, and one whose recordings come first, with the same result", async () => {
    const schema1 = path.join(ROOT, "test/golden/schema-1/fixtures.report.json");
    const read = await readReportFile(schema1);
    expect(await gateView(schema1)).toEqual({
      loopgate: read.loopgate.version,
      config: [read.config.hash, read.config.rulesVersion],
      cases: caseSetOfReport(read),
      evidence: evidenceOfReport(read),
    });
    const { recordings, ...rest } = JSON.parse(pretty) as Record<string, unknown>;
    expect(await gateView(file("first.json", JSON.stringify({ recordings, ...rest })))).toEqual(whole);
  });

  it("fails with the whole read's message on a broken recording, a broken file, a history, a second recordings key", async () => {
    const parsed = JSON.parse(pretty) as { recordings: Array<Record<string, unknown>> };
    parsed.recordings[3]!.verdict = "MAYBE";
    const broken = [
      file("bad-recording.json", JSON.stringify(parsed, null, 2)),
      file("not-json.json", pretty.replace('"verdict": "PASS"', '"verdict": PASS')),
      file("cut.json", pretty.slice(0, pretty.length / 2)),
      file("history.json", readFileSync(path.join(ROOT, "fixtures/gate/history.jsonl"), "utf8")),
      file("twice.json", pretty.replace(/\n}\n$/, ',\n  "recordings": "none"\n}\n')),
      file("string.json", pretty.replace('"recordings": [', '"recordings": [ "x",')),
    ];
    for (const target of broken) {
      const message = await wholeError(target);
      expect(message, target).toMatch(/^base\.json/);
      await expect(readBaselineReportFile(target, "base.json"), target).rejects.toThrow(message);
      await expect(readBaselineSummary(target, "base.json"), target).rejects.toThrow(message);
    }
  });
});
