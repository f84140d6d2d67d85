import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CASES } from "../fixtures/agents/cases.mjs";

// The committed corpus (npm run fixtures) must replay to the verdicts docs/recording.md claims.
const root = path.resolve(import.meta.dirname, "..");
const CLI = process.env.LOOPGATE_CLI ? path.resolve(process.env.LOOPGATE_CLI) : path.join(root, "dist", "cli.js");
const corpus = path.join("fixtures", "recordings", "recorded");
const work = mkdtempSync(path.join(tmpdir(), "loopgate-recorder-corpus-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("recorded fixture corpus", () => {
  it("holds one recording per case, each replaying to its expected verdict and execution count", () => {
    const files = readdirSync(path.join(root, corpus))
      .filter((file) => file.endsWith(".jsonl"))
      .sort();
    expect(files).toEqual(CASES.map((testCase) => `${testCase.name}.jsonl`).sort());
    const reportFile = path.join(work, "report.json");
    const run = spawnSync(process.execPath, [CLI, "replay", corpus, "--json", reportFile], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    const seen = CASES.map((testCase) => {
      const judged = report.recordings.find(
        (recording: { path: string }) => recording.path === `${corpus}/${testCase.name}.jsonl`,
      );
      return {
        name: testCase.name,
        caseId: judged.caseId,
        verdict: judged.verdict,
        reasonCode: judged.reasonCode,
        violations: judged.violations.map((finding: { code: string }) => finding.code),
        observations: judged.observations.map((finding: { code: string }) => finding.code).sort(),
        executions: judged.operations.reduce(
          (sum: number, operation: { executions: number }) => sum + operation.executions,
          0,
        ),
      };
    });
    expect(seen).toEqual(
      CASES.map((testCase) => ({
        name: testCase.name,
        caseId: testCase.name,
        verdict: testCase.verdict,
        reasonCode: testCase.reasonCode,
        violations: testCase.violations,
        observations: testCase.observations,
        executions: testCase.executions,
      })),
    );
  });
});
