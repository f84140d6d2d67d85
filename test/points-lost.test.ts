import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Operation } from "../src/judge/types.js";
import { replay } from "../src/replay/replay.js";
import { pointsLost } from "../src/score/points-lost.js";

/** Where a score's points went (src/score/points-lost.ts), the text a SCORE_DROP names. */

type Op = Pick<Operation, "tool" | "outcome" | "handling">;
const scored = (operations: Op[], score: number, rawScore = score, capped = false) => ({
  operations,
  score,
  rawScore,
  capped,
});

describe("pointsLost", () => {
  it("charges an unverified ghost write 0.4 × 50 points when it is the only operation that met a fault", () => {
    const ops: Op[] = [{ tool: "book_room", outcome: "EXECUTED_ONCE", handling: "UNVERIFIED_GHOST" }];
    expect(pointsLost(scored(ops, 80))).toEqual([{ what: "unverified ghost write of book_room", points: 20 }]);
  });

  it("splits Duplicate Safety over known operations and names the FAIL cap", () => {
    const ops: Op[] = [
      { tool: "pay", outcome: "DUPLICATED", handling: null },
      { tool: "book", outcome: "EXECUTED_ONCE", handling: "UNVERIFIED_GHOST" },
      { tool: "note", outcome: "EXECUTED_ONCE", handling: "VERIFIED" },
      { tool: "mail", outcome: "UNKNOWN", handling: "UNKNOWN" },
    ];
    // DS = 2/3 safe, FH = (50 + 100) / 2 = 75: raw = 0.6·66.67 + 0.4·75 = 70, capped to 49.
    const lost = pointsLost(scored(ops, 49, 70, true));
    expect(lost.map((item) => [item.what, Math.round(item.points * 1000) / 1000])).toEqual([
      ["duplicate execution of pay", 20],
      ["unverified ghost write of book", 10],
      ["FAIL cap", 21],
    ]);
  });

  it("charges the whole 100 to Failure Handling when no execution count is known (J25)", () => {
    const ops: Op[] = [{ tool: "wait", outcome: "UNKNOWN", handling: "RETRY_AFTER_VIOLATED" }];
    expect(pointsLost(scored(ops, 0, 0, true))).toEqual([{ what: "retry_after not honoured of wait", points: 100 }]);
  });

  it("adds up to 100 minus the raw score, and the cap to the score, for every recording of the corpus", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const { report } = await replay(["fixtures/recordings"], { cwd: root });
    const withScore = report.recordings.filter((r) => r.score !== null);
    expect(withScore.length).toBeGreaterThan(20);
    for (const recording of withScore) {
      const total = pointsLost(recording).reduce((sum, item) => sum + item.points, 0);
      expect(Math.abs(100 - total - recording.score!), recording.path).toBeLessThanOrEqual(0.5);
    }
    expect(withScore.some((r) => pointsLost(r).length > 1)).toBe(true);
  });
});
