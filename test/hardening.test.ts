import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./helpers/paths.js";
import { ok, recording } from "./helpers/recording-builder.js";

/**
 * Issue 22: inputs a pull request can shape so that loopgate stalls, crashes, writes where it
 * must not or prints what it must not. Each case runs the built CLI.
 */
const work = mkdtempSync(path.join(tmpdir(), "loopgate-harden-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function loopgate(args: string[], cwd: string, timeout = 60_000) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8", timeout });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let dirs = 0;
function workspace(files: Record<string, string | Buffer> = {}): string {
  const dir = path.join(work, `ws-${++dirs}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

describe("glob matching", () => {
  // Back-tracking matching cost pattern × name: a 1 MiB pattern against a 2 MiB name is
  // 2·10¹² steps (hours). Matched piece by piece it is linear; the note gives the time.
  it("judges a 1 MiB write-tool pattern against a 2 MiB tool name", () => {
    const MiB = 1024 * 1024;
    const tool = `${"a".repeat(2 * MiB - 1)}b`;
    // One `*`: the old matcher re-compared the whole pattern from every place in the name.
    const pattern = `*${"a".repeat(MiB - 2)}b`;
    const call = { tool, args: { room: "R-1" }, upstream: { result: ok("booked") } };
    const text = recording({ scenario: "F1", writeTools: [pattern], labels: { case: "long" } }, [{ name: tool }])
      .call({ ...call, t: 100, fault: "F1", upstream: { result: ok("booked"), t: 150 }, deliveredT: 160 })
      .call({ ...call, t: 300, upstream: { result: ok("booked"), t: 320 } })
      .end(400)
      .toJsonl();
    const dir = workspace({ "long.jsonl": text });
    const run = loopgate(["replay", "long.jsonl", "--json", "report.json"], dir);
    expect(run.stderr).toBe("");
    const [judged] = JSON.parse(readFileSync(path.join(dir, "report.json"), "utf8")).recordings;
    expect([judged.verdict, judged.reasonCode, judged.violations.map((v: { code: string }) => v.code)]).toEqual([
      "FAIL",
      "VIOLATION",
      ["DUPLICATE_EXECUTION"],
    ]);
  });
});
