import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { HAND_FIXTURES } from "./helpers/hand-fixtures.js";
import { judgeText } from "./helpers/judge-text.js";
import { RULE_IDS } from "../src/judge/judge.js";
import { loadSqlParser } from "../src/judge/sql.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { updateRequested } from "../scripts/updaters.mjs";

const HAND_DIR = path.join(ROOT, "fixtures", "recordings", "hand");

describe("hand-written fixture corpus", () => {
  // judgeText judges synchronously; the CLI below loads the parser itself when a recording needs it.
  beforeAll(loadSqlParser);
  if (updateRequested("UPDATE_FIXTURES")) {
    mkdirSync(HAND_DIR, { recursive: true });
    for (const fixture of HAND_FIXTURES) writeFileSync(path.join(HAND_DIR, `${fixture.name}.jsonl`), fixture.jsonl);
  }

  it("the committed files are exactly the definitions in test/helpers/hand-fixtures.ts", () => {
    const onDisk = readdirSync(HAND_DIR)
      .filter((f) => f.endsWith(".jsonl"))
      .sort();
    expect(onDisk).toEqual(HAND_FIXTURES.map((f) => `${f.name}.jsonl`).sort());
    for (const fixture of HAND_FIXTURES) {
      expect(readFileSync(path.join(HAND_DIR, `${fixture.name}.jsonl`), "utf8"), fixture.name).toBe(fixture.jsonl);
    }
  });

  it("every rule of the judge's RULE_IDS but J2b is shown by at least one fixture", () => {
    const covered = new Set(HAND_FIXTURES.flatMap((f) => f.rules));
    const missing = RULE_IDS.filter((rule) => !covered.has(rule));
    // J2b classifies by a loopgate.json's per-operation classes, and the corpus is judged
    // without one: test/j2b.test.ts shows it with a configuration.
    expect(missing).toEqual(["J2b"]);
  });

  for (const fixture of HAND_FIXTURES) {
    it(`${fixture.name} (${fixture.rules.join(", ")}) judges to ${fixture.verdict} ${fixture.score ?? "—"}`, () => {
      const report = judgeText(fixture.jsonl);
      expect([report.verdict, report.score]).toEqual([fixture.verdict, fixture.score]);
    });
  }

  it("the built CLI replays the corpus to the same verdicts, exit 0, and the same bytes twice", () => {
    const run = (out: string) =>
      execFileSync(process.execPath, [CLI, "replay", "fixtures/recordings/hand", "--json", out], {
        cwd: ROOT,
        encoding: "utf8",
      });
    const dir = path.join(ROOT, ".tmp", "fixtures-test");
    mkdirSync(dir, { recursive: true });
    const stdout = run(path.join(dir, "a.json"));
    run(path.join(dir, "b.json"));
    const a = readFileSync(path.join(dir, "a.json"), "utf8");
    expect(readFileSync(path.join(dir, "b.json"), "utf8")).toBe(a);
    const report = JSON.parse(a) as { recordings: { path: string; verdict: string; score: number | null }[] };
    const byName = new Map(report.recordings.map((r) => [path.basename(r.path, ".jsonl"), [r.verdict, r.score]]));
    for (const fixture of HAND_FIXTURES)
      expect(byName.get(fixture.name), fixture.name).toEqual([fixture.verdict, fixture.score]);
    const passed = HAND_FIXTURES.filter((f) => f.verdict === "PASS").length;
    const failed = HAND_FIXTURES.filter((f) => f.verdict === "FAIL").length;
    expect(stdout.split("\n")[0]).toMatch(
      new RegExp(`^loopgate \\S+: ${HAND_FIXTURES.length} recordings: ${passed} passed .*, ${failed} failed, `),
    );
  });
});
