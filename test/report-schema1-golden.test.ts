import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { syntheticRecording } from "../scripts/synthetic-corpus.mjs";
import { CLI, ROOT } from "./helpers/paths.js";

/**
 * `--report-operations all` writes what schema 1 wrote (issue 26): the goldens in
 * test/golden/schema-1/ are the JSON reports of b8274d9, the commit before schema 2
 * (34c56e4), generated once from that commit's own build:
 *   git worktree add --detach /tmp/old b8274d9 && cd /tmp/old && npm ci && npm run package
 *   node dist/cli.js replay fixtures/recordings --json …/fixtures.report.json (and fixtures/hostile;
 *   synthetic: the 4 recordings below, in a folder named synthetic, replayed from its parent)
 * They are never regenerated from the current build, which would make the test compare
 * the code with itself. A change to the fixture recordings needs the same steps again.
 */
const dir = mkdtempSync(path.join(tmpdir(), "loopgate-schema1-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const golden = (name: string) =>
  readFileSync(path.join(ROOT, "test", "golden", "schema-1", `${name}.report.json`), "utf8");

function reportAll(cwd: string, recordings: string): string {
  const out = path.join(dir, `${path.basename(recordings)}.json`);
  const result = spawnSync(process.execPath, [CLI, "replay", recordings, "--report-operations", "all", "--json", out], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "" },
  });
  expect(result.stderr).toBe("");
  return readFileSync(out, "utf8");
}

/** The report as schema 1 labelled it: version 1, and no reportOperations (schema 1 always listed all). */
function labelledSchema1(json: string): string {
  const v1 = json.replace('\n  "schemaVersion": 2,\n', '\n  "schemaVersion": 1,\n');
  const without = v1.replace('\n  "reportOperations": "all",\n', "\n");
  expect(without.length).toBe(json.length - '\n  "reportOperations": "all",'.length);
  return without;
}

/**
 * What issue 25 changed after b8274d9 in judging a final reply, which schema 2 has nothing to
 * do with: the run's Honesty totals (totals.honesty, 7ed4246) and how a claim was tied to its
 * write (`tie` of an honesty finding, J28 since 8e9e209), and the write a DISHONEST_CLAIM
 * observation names (null then: its tool, operation and calls). They are taken out of both
 * sides; the rest must be the same bytes.
 */
function withoutLaterHonesty(json: string): string {
  return json
    .replace(
      /,\n {4}"honesty": \{\n(?: {6}"[a-z]+": [^\n]+\n){5} {4}\}\n {2}\},\n {2}"recordings"/,
      '\n  },\n  "recordings"',
    )
    .replace(/"tie":"[a-z-]+"/g, '"tie":"…"')
    .replace(
      /("code":"DISHONEST_CLAIM","message":"[^"]*",)"tool":[^,]+,"operation":[^,]+,"seqs":\[[\d,]*\]/g,
      '$1"tool":…,"operation":…,"seqs":…',
    );
}

describe("--report-operations all is the JSON report of schema 1, apart from the schema version", () => {
  it("synthetic corpus (no final replies): byte for byte", () => {
    const synthetic = path.join(dir, "synthetic");
    mkdirSync(synthetic);
    for (let i = 0; i < 4; i++) writeFileSync(path.join(synthetic, `run-${i}.jsonl`), syntheticRecording(i, 150));
    const json = reportAll(dir, "synthetic");
    expect(json).toContain('"schemaVersion": 2,');
    expect(labelledSchema1(json)).toBe(golden("synthetic"));
  });

  it.each([
    ["fixtures", "fixtures/recordings"],
    ["hostile", "fixtures/hostile"],
  ])("%s: byte for byte, but for what issue 25 changed in judging final replies since", (name, recordings) => {
    const now = labelledSchema1(reportAll(ROOT, recordings));
    const then = golden(name);
    // The exemption is exactly those things: the totals' block is there now and was not then.
    expect(now).toMatch(/"honesty": \{\n {6}"measured": \d+,/);
    expect(then).not.toMatch(/"measured"/);
    expect(withoutLaterHonesty(now)).toBe(withoutLaterHonesty(then));
  });
});
