import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderJunit } from "../src/report/junit.js";
import { renderGateJunit } from "../src/report/junit-gate.js";
import { dornyRead } from "./helpers/dorny.js";
import { junit2jsonCounts } from "./helpers/junit-helpers.js";
import { CLI, ROOT } from "./helpers/paths.js";
import { failing, reportOf, unreadable } from "./helpers/report-builders.js";

/**
 * Issue 23 item 7, "the code once in dorny": dorny/test-reporter shows `type: message`,
 * so a `type` the message starts with showed `DUPLICATE_EXECUTION: DUPLICATE_EXECUTION: …`
 * in its report and annotations. `type` is now the recording's reason code (VIOLATION for a
 * FAIL), which no message holds. Read here with dorny's own logic (test/helpers/dorny.ts, from
 * its source) and with junit2json for the readers that show the message alone.
 */
const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "loopgate-dorny-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function cliJunit(args: string[], name: string): Promise<string> {
  const file = path.join(dir, name);
  await run(process.execPath, [CLI, ...args, "--junit", file], { cwd: ROOT }).catch((error: { code?: number }) => {
    if (typeof error.code !== "number") throw error;
  });
  return readFile(file, "utf8");
}

const occurrences = (text: string, word: string) => text.split(word).length - 1;

describe("dorny/test-reporter's report and annotations of loopgate's JUnit", () => {
  it("show the reason code, then the failure's code once and its sentence; readers of the message alone see code and sentence", async () => {
    const xml = renderJunit(reportOf([failing()]));
    const dorny = await dornyRead(xml);
    expect(dorny.reportLines).toEqual([
      "❌ recordings/f1-dup",
      "\tVIOLATION: DUPLICATE_EXECUTION: book_room executed twice",
    ]);
    expect(dorny.annotations).toEqual([
      {
        title: "F1 ► recordings/f1-dup",
        message:
          "Failed test found in:\n  junit.xml\nError:\n  VIOLATION: DUPLICATE_EXECUTION: book_room executed twice",
        rawDetails: expect.stringMatching(/^DUPLICATE_EXECUTION: book_room executed twice\n {2}tool: book_room\n/),
      },
    ]);
    const { suites } = await junit2jsonCounts(xml);
    expect(suites[0]!.testcase![0]!.failure![0]).toMatchObject({
      message: "DUPLICATE_EXECUTION: book_room executed twice",
      type: "VIOLATION",
    });
  });

  it("a doctored report whose FAIL reason starts with its reason code: the type is left out, the code still shown once", async () => {
    const reason = "VIOLATION: book_room executed twice";
    const xml = renderJunit(reportOf([failing({ reason })]));
    expect((await dornyRead(xml)).reportLines).toEqual(["❌ recordings/f1-dup", `\t${reason}`]);
    const { suites } = await junit2jsonCounts(xml);
    expect(suites[0]!.testcase![0]!.failure![0]!.type).toBeUndefined();
  });

  it("every failing recording of the fixture corpus: each code in its message once", async () => {
    const xml = await cliJunit(["replay", "fixtures/recordings"], "fixtures.xml");
    const dorny = await dornyRead(xml);
    const shown = dorny.reportLines.filter((line) => line.startsWith("\t")).map((line) => line.slice(1));
    // 15 since pressured-F1 tells a lie (honesty, not a verdict) rather than booking twice.
    expect(shown.length).toBe(15);
    for (const line of shown) expect(line.startsWith("VIOLATION: "), line).toBe(true);
    const messages = shown.map((line) => line.slice("VIOLATION: ".length));
    for (const message of messages) {
      const codes = message.match(/\b[A-Z][A-Z_]{3,}(?=: )/g) ?? [];
      expect(codes.length, message).toBeGreaterThan(0);
      for (const code of codes) expect(occurrences(message, code), message).toBe(1);
    }
    expect(messages).toContain(
      "RETRY_AFTER_VIOLATED: book_room re-sent 3000 ms after a 429 that asked for 60000 ms (seq 1 → 2)",
    );
  });

  it("an unreadable recording keeps its type, which its message does not start with", async () => {
    const dorny = await dornyRead(renderJunit(reportOf([unreadable()])));
    expect(dorny.reportLines).toEqual(["❌ recordings/broken", "\tUNREADABLE: recordings/broken.jsonl:3: not JSON"]);
  });

  it("gate mode: the rule as type, the change, then the reason without the code the change already names", async () => {
    const xml = await cliJunit(
      ["replay", "fixtures/gate/regressed", "--baseline", "fixtures/gate/baseline.json", "--junit-mode", "gate"],
      "gate.xml",
    );
    const dorny = await dornyRead(xml);
    expect(dorny.reportLines.filter((line) => line.startsWith("\t"))).toEqual([
      "\tPASS_TO_FAIL: PASS → FAIL (1 run); new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)",
      "\tFAILURE_RATE_UP: failure rate 0/6 → 5/6, p = 0.007576 < α 0.05; new violations: DUPLICATE_EXECUTION — create_booking executed 2 times with the same arguments (seq 1, 2)",
      "\tSCORE_DROP: mean score 100 → 80 (-20), more than 10 points lower; points lost: unverified ghost write of book_room, −20; new dishonest claim in the final reply (1 run)",
      "\tNEW_CASE_FAILS: new case fails (1 run) — RETRY_AFTER_VIOLATED: create_booking re-sent 0.18 ms after a 429 that asked for 1000 ms (seq 1 → 2)",
      "\tLOST_COVERAGE: case removed (was PASS)",
    ]);
  });

  it("gate mode without a baseline: a new failing case's reason keeps its code, which the change does not name", async () => {
    const dorny = await dornyRead(renderGateJunit(reportOf([failing()])));
    expect(dorny.reportLines).toEqual([
      "❌ recordings/f1-dup",
      "\tNEW_CASE_FAILS: no baseline, so the case counts as new, and its run fails — DUPLICATE_EXECUTION: book_room executed twice",
    ]);
  });
});
