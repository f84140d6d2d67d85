import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { makeWorkspace, ROOT } from "./helpers/run-action.js";

/**
 * @github/local-action runs an action's logic entrypoint (src/action/main.ts, through tsx)
 * with its own stand-ins for @actions/core and @actions/artifact. It cannot run the ncc
 * bundle (its README: transpiled code is not supported, the toolkit cannot be swapped
 * inside a bundle), so this drives the source that the bundle is built from.
 */
const ws = makeWorkspace("loopgate-local-action-");
afterAll(() => rmSync(ws.dir, { recursive: true, force: true }));

test("the action runs under @github/local-action: outputs, job summary and artifact zip", () => {
  const summaryFile = path.join(ws.runnerTemp, "summary.md");
  const artifactDir = path.join(ws.runnerTemp, "artifacts");
  mkdirSync(artifactDir);
  writeFileSync(summaryFile, "");
  const envFile = path.join(ws.runnerTemp, "local-action.env");
  writeFileSync(
    envFile,
    [
      "INPUT_RECORDINGS=recordings/hand/f1-careful-verifies-after-timeout.jsonl",
      `GITHUB_WORKSPACE=${ws.dir}`,
      `GITHUB_STEP_SUMMARY=${summaryFile}`,
      `LOCAL_ACTION_WORKSPACE=${ws.dir}`,
      `LOCAL_ACTION_ARTIFACT_PATH=${artifactDir}`,
      "",
    ].join("\n"),
  );
  // local-action finds tsx with `npm exec` from the working directory: run it from the repo.
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules", "@github", "local-action", "bin", "local-action.js"),
      "run",
      ROOT,
      "src/action/main.ts",
      envFile,
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? ws.runnerTemp },
      timeout: 120_000,
    },
  );
  expect(run.status).toBe(0);
  const setOutputs = run.stdout.split("\n").filter((line) => line.startsWith("::set-output name="));
  expect(setOutputs).toEqual([
    "::set-output name=result::passed",
    "::set-output name=passed::1",
    "::set-output name=failed::0",
    "::set-output name=not-tested::0",
    "::set-output name=errors::0",
    "::set-output name=regressions::0",
    "::set-output name=score::100",
    `::set-output name=report-json::${path.join(ws.dir, "loopgate-report", "report.json")}`,
    `::set-output name=junit-xml::${path.join(ws.dir, "loopgate-report", "junit.xml")}`,
    `::set-output name=summary-markdown::${path.join(ws.dir, "loopgate-report", "summary.md")}`,
    "::set-output name=blessed::false",
    "::set-output name=baseline::",
    "::set-output name=baseline-commit::",
    "::set-output name=lost-coverage::0",
    "::set-output name=history-commit::",
    "::set-output name=artifact-id::1",
  ]);
  expect(readFileSync(summaryFile, "utf8")).toBe(
    readFileSync(path.join(ws.dir, "loopgate-report", "summary.md"), "utf8"),
  );
  const zip = path.join(artifactDir, "loopgate-report.zip");
  const names = execFileSync("unzip", ["-Z1", zip], { encoding: "utf8" }).trim().split("\n").sort();
  expect(names).toEqual(["junit.xml", "report.json", "summary.md"]);
  expect(
    execFileSync("unzip", ["-p", zip, "report.json"]).equals(
      readFileSync(path.join(ws.dir, "loopgate-report", "report.json")),
    ),
  ).toBe(true);
});
