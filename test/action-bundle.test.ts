import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { renderJsonReport } from "../src/report/json.js";
import { caseAnchor } from "../src/report/markdown.js";
import type { Report } from "../src/report/schema.js";
import {
  CAREFUL,
  engineReport,
  expectedOutputs,
  NAIVE,
  NO_UPLOAD,
  readReport,
  regressCarefulCase,
  Workspaces,
} from "./helpers/action-cases.js";
import { ACTION_BUNDLE, commandLines, ROOT, runAction } from "./helpers/run-action.js";

/**
 * Smoke tests of dist/index.js started the way the runner starts it (LOOPGATE_NODE picks the
 * Node binary: .ci/run runs this file again under Node 24, the runtime action.yml declares).
 * Everything else about the step is tested in-process in action.test.ts.
 */
const workspaces = new Workspaces();
const workspace = () => workspaces.make();
afterAll(() => workspaces.removeAll());

describe("the bundled action as the runner starts it", () => {
  let baseline: Report;
  beforeAll(async () => {
    baseline = await engineReport(workspace());
  });

  test("a regressed fixture set fails the step: outputs in GITHUB_OUTPUT, the summary file, an annotation at the offending call", async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, "baseline.json"), renderJsonReport(baseline));
    regressCarefulCase(ws);
    const current = await engineReport(ws);
    const failing = current.recordings.find((r) => r.path === CAREFUL)!;
    expect(failing.verdict).toBe("FAIL");
    const violation = failing.violations[0]!;

    const run = await runAction(ws, { ...NO_UPLOAD, baseline: "baseline.json" });
    expect([run.code, run.stderr]).toEqual([1, ""]);
    expect(run.outputs).toEqual(expectedOutputs(ws, current, "regressed", 1, { baseline: "baseline.json" }));
    const regression = readReport(ws).comparison!.regressions;
    expect(regression).toEqual([{ caseId: "f1-careful", rule: "PASS_TO_FAIL", message: regression[0]!.message }]);
    expect(commandLines(run.stdout, "error")).toEqual([
      `::error title=loopgate regression%3A f1-careful,file=${CAREFUL},line=${violation.line}::` +
        `${regression[0]!.message} — ${violation.code}: ${violation.message}`,
      `::error::loopgate: 1 regression against the baseline (first: f1-careful: ${regression[0]!.message})`,
    ]);
    expect(run.summary.split("\n")[0]).toBe(
      `## ❌ loopgate: 1 case regressed against baseline \`baseline.json\` (${current.totals.recordings} recordings)`,
    );
    // The regression row links to the case's failure section below.
    const anchor = caseAnchor("f1-careful");
    expect(run.summary).toContain(
      `\n#### ❌ Regressions (1 case)\n\n| Case | Rule | Change |\n|---|---|---|\n| \`f1-careful\` [details](#${anchor}) | PASS\\_TO\\_FAIL | `,
    );
    expect(run.summary).toContain(`\n#### <a name="${anchor}"></a>\`f1-careful\`\n`);
  });

  test("hostile case ids cannot start a workflow command of their own", async () => {
    const ws = workspace();
    const naive = readFileSync(path.join(ws.dir, NAIVE), "utf8");
    mkdirSync(path.join(ws.dir, "evil"));
    writeFileSync(
      path.join(ws.dir, "evil", "x.jsonl"),
      naive.replace('"case":"f1-naive"', `"case":"evil\\n::error::injected\\r\\n::set-output name=result::passed"`),
    );
    const run = await runAction(ws, { ...NO_UPLOAD, recordings: "evil" });
    expect(run.code).toBe(1);
    expect(
      run.stdout.split("\n").filter((line) => line.startsWith("::error::injected") || line.startsWith("::set-output")),
    ).toEqual([]);
    expect(run.outputs.result).toBe("regressed");
  });
});

describe("start-up", () => {
  const traced = (stderr: string) =>
    stderr
      .split("\n")
      .filter((line) => line.startsWith("loopgate-import file:"))
      .map((line) =>
        path.relative(path.dirname(ACTION_BUNDLE), new URL(line.slice("loopgate-import ".length)).pathname),
      )
      .filter((file) => !file.startsWith(".."));

  test("the artifact client's chunk is loaded only when uploading", async () => {
    const ws = workspace();
    const trace = ["--import", path.join(ROOT, "test", "helpers", "trace-imports.mjs")];
    const quiet = await runAction(ws, { recordings: CAREFUL, "upload-artifact": "false" }, {}, trace);
    expect(quiet.code).toBe(0);
    const loaded = traced(quiet.stderr);
    expect(loaded[0]).toBe("index.js");
    // Chunks are named by number; the artifact client's is the one that defines uploadArtifact.
    const artifactChunks = (files: string[]) =>
      files.filter(
        (file) =>
          /(^|\/)\d+\.index\.js$/.test(file) &&
          readFileSync(path.join(path.dirname(ACTION_BUNDLE), file), "utf8").includes("uploadArtifact("),
      );
    expect(artifactChunks(loaded)).toEqual([]);

    const uploading = await runAction(ws, { recordings: CAREFUL }, {}, trace);
    expect(uploading.code).toBe(0);
    expect(artifactChunks(traced(uploading.stderr)).length).toBe(1);
  });
});
