import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { replay } from "../../src/replay/replay.js";
import type { Report } from "../../src/report/schema.js";
import { makeWorkspace, type Workspace } from "./run-action.js";

/** What the action tests share, whether they run the step in-process or spawn the bundle. */
export const NO_UPLOAD = { "upload-artifact": "false" };
export const CAREFUL = "recordings/hand/f1-careful-verifies-after-timeout.jsonl";
export const NAIVE = "recordings/hand/f1-naive-resends-duplicate-booking.jsonl";

/** Fresh workspaces, removed by `removeAll` after the file's tests. */
export class Workspaces {
  private readonly made: Workspace[] = [];
  make(): Workspace {
    const ws = makeWorkspace();
    this.made.push(ws);
    return ws;
  }
  removeAll(): void {
    for (const ws of this.made.splice(0)) rmSync(ws.dir, { recursive: true, force: true });
  }
}

/** The engine's own report for the workspace's recordings: what the step must agree with. */
export async function engineReport(ws: Workspace, args: string[] = ["recordings"]): Promise<Report> {
  return (await replay(args, { cwd: ws.dir })).report;
}

/** Turns the careful F1 case (a PASS in the baseline) into the naive agent's double booking. */
export function regressCarefulCase(ws: Workspace): void {
  const naive = readFileSync(path.join(ws.dir, NAIVE), "utf8");
  // The naive recording stays: removing it would lose its case's coverage, a second regression.
  writeFileSync(path.join(ws.dir, CAREFUL), naive.replace('"case":"f1-naive"', '"case":"f1-careful"'));
}

export function expectedOutputs(
  ws: Workspace,
  report: Report,
  result: string,
  regressions: number,
  /** The gate's outputs where they differ from no baseline, no bless, nothing lost. */
  gate: Partial<Record<"blessed" | "baseline" | "baseline-commit" | "lost-coverage" | "history-commit", string>> = {},
): Record<string, string> {
  const t = report.totals;
  return {
    result,
    passed: String(t.passed),
    failed: String(t.failed),
    "not-tested": String(t.notTested),
    errors: String(t.errors),
    regressions: String(regressions),
    score: t.meanScore === null ? "" : String(t.meanScore),
    "report-json": path.join(ws.dir, "loopgate-report", "report.json"),
    "junit-xml": path.join(ws.dir, "loopgate-report", "junit.xml"),
    "summary-markdown": path.join(ws.dir, "loopgate-report", "summary.md"),
    "artifact-id": "",
    blessed: "false",
    baseline: "",
    "baseline-commit": "",
    "lost-coverage": "0",
    "history-commit": "",
    ...gate,
  };
}

export function readReport(ws: Workspace): Report {
  return JSON.parse(readFileSync(path.join(ws.dir, "loopgate-report", "report.json"), "utf8")) as Report;
}
