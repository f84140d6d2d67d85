import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPORT_ONLY_HINT } from "../src/cli/diff.js";
import { CLI } from "./helpers/paths.js";
import { ok, recording } from "./helpers/recording-builder.js";

/**
 * The gate lists the recordings a pull request added, changed or removed against the
 * baseline (issue 11), from a blessed history run or a baseline report. Built CLI only.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function loopgate(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const f3 = (room: string) =>
  recording({ scenario: "F3", labels: { case: `room-${room}` } })
    .call({ tool: "book_room", args: { room }, t: 0, fault: "F3" })
    .call({ tool: "book_room", args: { room }, t: 9, upstream: { result: ok("{}"), t: 10 } })
    .end(20);

/** A main branch with three recordings, blessed into a history; then the pull request's changes. */
function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "loopgate-evidence-"));
  made.push(dir);
  mkdirSync(path.join(dir, "recordings"));
  writeFileSync(path.join(dir, "recordings", "a.jsonl"), f3("1").toSealedJsonl());
  writeFileSync(path.join(dir, "recordings", "b.jsonl"), f3("2").toSealedJsonl());
  writeFileSync(path.join(dir, "recordings", "c.jsonl"), f3("3").toJsonl());
  const bless = ["--history", "history.jsonl", "--bless", "--run-id", "1", "--ref", "main"];
  expect(loopgate(["replay", "recordings", "--json", "base.json", ...bless], dir).status).toBe(0);
  // The pull request: b edited (and re-sealed, so it still reads), c removed, d added, a untouched.
  const b = path.join(dir, "recordings", "b.jsonl");
  writeFileSync(b, readFileSync(b, "utf8").replace('"room":"2"', '"room":"22"'));
  expect(loopgate(["seal", "recordings/b.jsonl"], dir).status).toBe(0);
  rmSync(path.join(dir, "recordings", "c.jsonl"));
  writeFileSync(path.join(dir, "recordings", "d|`x`.jsonl"), f3("4").toJsonl());
  return dir;
}

const SECTION = [
  "### Evidence against baseline",
  "",
  "**1 added, 1 changed, 1 removed** against the baseline (SHA-256), 1 unchanged. The verdicts rest on these files: review their diff.",
  "",
  "| Recording | Change |",
  "|---|---|",
  "| <code>recordings/d&#124;\\`x\\`.jsonl</code> | added |",
  "| `recordings/b.jsonl` | changed |",
  "| `recordings/c.jsonl` | removed |",
  "",
  "**Unsealed:** 1 recording without a seal (hand-written, cut short, or from loopgate 0.1; judged all the same): <code>recordings/d&#124;\\`x\\`.jsonl</code>.",
  "",
].join("\n");

describe("evidence against the baseline", () => {
  it("from the blessed history run: JSON, Markdown and the stdout line list added, changed and removed recordings", () => {
    const dir = repository();
    const gate = ["--baseline-from-history", "history.jsonl", "--baseline-ref", "main", "--run-id", "2"];
    const result = loopgate(["replay", "recordings", ...gate, "--json", "r.json", "--markdown", "s.md"], dir);
    expect([result.status, result.stderr]).toEqual([0, `loopgate replay: ${REPORT_ONLY_HINT}\n`]);
    expect(result.stdout).toContain(
      "\nevidence: 1 added, 1 changed, 1 removed, 1 unchanged recordings (SHA-256 against the baseline); 1 unsealed\n",
    );
    expect(JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")).comparison.evidence).toEqual({
      compared: true,
      added: ["recordings/d|`x`.jsonl"],
      changed: ["recordings/b.jsonl"],
      removed: ["recordings/c.jsonl"],
      unchanged: 1,
      unsealed: ["recordings/d|`x`.jsonl"],
    });
    expect(readFileSync(path.join(dir, "s.md"), "utf8")).toContain(`\n${SECTION}`);
  });

  it("from a baseline report: the same lists; the report against itself changes nothing", () => {
    const dir = repository();
    const result = loopgate(["replay", "recordings", "--baseline", "base.json", "--markdown", "s.md"], dir);
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, "s.md"), "utf8")).toContain(`\n${SECTION}`);
    const self = loopgate(["diff", "base.json", "base.json"], dir);
    expect(self.stdout.split("\n")[1]).toBe(
      "evidence: 0 added, 0 changed, 0 removed, 3 unchanged recordings (SHA-256 against the baseline); 1 unsealed",
    );
  });

  it("an unblessed history run or an older report holds no digests: said so, nothing listed", () => {
    const dir = repository();
    const old = JSON.parse(readFileSync(path.join(dir, "base.json"), "utf8"));
    for (const r of old.recordings) delete r.evidence;
    writeFileSync(path.join(dir, "old.json"), JSON.stringify(old));
    const result = loopgate(["replay", "recordings", "--baseline", "old.json", "--markdown", "s.md"], dir);
    expect(result.stdout.split("\n")).toContain(
      "evidence: not compared (the baseline holds no per-recording digests); 1 unsealed",
    );
    expect(readFileSync(path.join(dir, "s.md"), "utf8")).toContain(
      "### Evidence against baseline\n\nThe baseline holds no per-recording digests (written by loopgate 0.1, or an unblessed history run), so added, changed and removed recordings cannot be listed.\n",
    );
  });

  it("only blessed history runs carry digests, front-coded like the cases", () => {
    const dir = repository();
    loopgate(["replay", "recordings", "--history", "history.jsonl", "--run-id", "2", "--ref", "pr"], dir);
    const [blessed, unblessed] = readFileSync(path.join(dir, "history.jsonl"), "utf8").trim().split("\n");
    const digests = (JSON.parse(blessed!).evidence as string[]).map((item) => item.replace(/^[0-9a-f]{16}\|/, "H|"));
    expect(digests).toEqual(["H|0|recordings/a.jsonl", "H|11|b.jsonl", "H|11|c.jsonl"]);
    expect(JSON.parse(unblessed!).evidence).toBeUndefined();
  });
});
