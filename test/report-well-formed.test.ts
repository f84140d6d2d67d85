import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderJsonReport } from "../src/report/json.js";
import { readReportFile } from "../src/report/read.js";
import { wellFormedReport, withWellFormedJudgedText, withWellFormedText } from "../src/report/well-formed.js";
import { comparison, failing, finding, operation, recording, reportOf } from "./helpers/report-builders.js";

describe("text that is not valid Unicode in a report", () => {
  it("leaves a well-formed recording as the very same object, emoji and U+FFFD included", () => {
    const clean = recording({ caseId: "🎉 ok \ufffd", labels: { ключ: "👨‍👩‍👧" } });
    expect(withWellFormedText(clean)).toBe(clean);
  });

  it("replaces every lone surrogate, in values and keys, with U+FFFD and counts them", () => {
    const dirty = failing({
      caseId: "a\ud800b",
      labels: { "k\udc00": "v\udbff\udbff", fine: "🎉" },
      violations: [finding({ message: "tool x\ud83d executed twice", tool: "x\ud83d" })],
    });
    const clean = withWellFormedText(dirty);
    expect(clean.caseId).toBe("a\ufffdb");
    expect(clean.labels).toEqual({ "k\ufffd": "v\ufffd\ufffd", fine: "🎉" });
    expect(clean.violations[0]!.message).toBe("tool x\ufffd executed twice");
    expect(clean.violations[0]!.tool).toBe("x\ufffd");
    expect(clean.unicodeReplacements).toBe(6);
    expect(Object.keys(clean)).toEqual([...Object.keys(dirty), "unicodeReplacements"]);
    // The input is not touched.
    expect(dirty.caseId).toBe("a\ud800b");
  });

  it("finds a lone surrogate in any text field of a judged operation or attempt, as the whole walk does", () => {
    const attempt = operation().attempts[0]!;
    const dirtyOperations = [
      operation({ tool: "book\ud800" }),
      operation({ arguments: '{"guest":"\udc00"}' }),
      operation({ id: "op-\udbff" }),
      operation({ attempts: [attempt, { ...attempt, seq: 2, rawStatus: "\ud800" as never }] }),
    ];
    for (const dirty of dirtyOperations) {
      const report = failing({ operations: [operation(), dirty] });
      const clean = withWellFormedJudgedText(report);
      expect(clean).not.toBe(report);
      expect(clean).toEqual(withWellFormedText(report));
      expect(clean.unicodeReplacements).toBe(1);
    }
    const fine = failing({ operations: [operation({ tool: "🎉", arguments: '{"a":"\ufffd"}' })] });
    expect(withWellFormedJudgedText(fine)).toBe(fine);
  });

  it("keeps a __proto__ label a plain label", () => {
    const labels = JSON.parse('{"__proto__":"x\\ud800","a":"b"}') as Record<string, string>;
    const clean = withWellFormedText(recording({ labels }));
    expect(Object.getPrototypeOf(clean.labels)).toBe(Object.prototype);
    expect(Object.entries(clean.labels)).toEqual([
      ["__proto__", "x\ufffd"],
      ["a", "b"],
    ]);
  });

  it("cleans a saved report's recordings and comparison alike, keeping the key order", () => {
    const report = reportOf([failing({ caseId: "c\udc00" })], {
      comparison: comparison({
        regressed: true,
        regressions: [{ caseId: "c\udc00", rule: "NEW_CASE_FAILS", message: "new case fails (1 run)" }],
      }),
    });
    const clean = wellFormedReport(report);
    expect(Object.keys(clean)).toEqual(Object.keys(report));
    expect(clean.recordings[0]!.caseId).toBe("c\ufffd");
    expect(clean.recordings[0]!.unicodeReplacements).toBe(1);
    expect(clean.comparison!.regressions[0]!.caseId).toBe("c\ufffd");
    const plain = reportOf([failing()]);
    expect(wellFormedReport(plain)).toBe(plain);
  });

  it("is applied when a report written by an older loopgate is read back", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "loopgate-well-formed-"));
    const file = path.join(dir, "old.json");
    writeFileSync(file, renderJsonReport(reportOf([failing({ caseId: "old\ud800" })])));
    const read = await readReportFile(file);
    expect(read.recordings[0]!.caseId).toBe("old\ufffd");
    expect(read.recordings[0]!.unicodeReplacements).toBe(1);
    expect(renderJsonReport(read)).not.toMatch(/\\ud800/);
  });
});
