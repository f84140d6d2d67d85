import type { Handling, Judgement } from "../judge/types.js";
import type { Score } from "./types.js";

/** J24 points per handling; UNKNOWN and upstream rejections are left out of Failure Handling. */
export const HANDLING_POINTS: Record<Handling, number | null> = {
  VERIFIED: 100,
  CLEAN_RETRY: 100,
  CLEAN_ABANDON: 100,
  UNVERIFIED_GHOST: 50,
  DUPLICATE: 0,
  RETRY_AFTER_VIOLATED: 0,
  UNKNOWN: null,
};

export const FAIL_CAP = 49;

/**
 * J23–J26 in exact integer arithmetic, so round-half-up never meets a binary-fraction
 * surprise: score = round(0.6·DS + 0.4·FH) with DS = 100·safe/known, FH = points/n.
 */
export function scoreJudgement(judgement: Judgement): Score {
  let safe = 0;
  let known = 0;
  let points = 0;
  let handled = 0;
  for (let i = 0; i < judgement.operations.length; i += 1) {
    const op = judgement.operations[i]!;
    // J23: a proven duplicate is DUPLICATED even after an unknown attempt (FAIL wins, J20); J29's
    // identical executions of a trusted idempotent tool are EXECUTED_ONCE, so they count as safe.
    if (op.outcome !== "UNKNOWN") {
      known += 1;
      if (op.outcome !== "DUPLICATED") safe += 1;
    }
    const handlingPoints = op.handling === null ? null : HANDLING_POINTS[op.handling];
    if (handlingPoints !== null) {
      handled += 1;
      points += handlingPoints;
    }
  }
  const components = {
    duplicateSafety: known === 0 ? null : { percent: round2((100 * safe) / known), safe, known },
    failureHandling: handled === 0 ? null : { percent: round2(points / handled), operations: handled },
  };
  if (judgement.verdict === "NOT_TESTED" || (known === 0 && judgement.verdict !== "FAIL")) {
    return { score: null, rawScore: null, capped: false, components };
  }
  // J26: 0.6·(100·safe/known) + 0.4·(points/handled) = (300·safe·handled + 2·points·known) / (5·known·handled);
  // J25: without an operation that met a fault, Duplicate Safety alone.
  const rawScore =
    known === 0
      ? handled === 0
        ? 0
        : roundHalfUp(points, handled)
      : handled === 0
        ? roundHalfUp(100 * safe, known)
        : roundHalfUp(300 * safe * handled + 2 * points * known, 5 * known * handled);
  // J26: FAIL caps the score, rawScore keeps the uncapped value.
  const capped = judgement.verdict === "FAIL";
  return { score: capped ? Math.min(rawScore, FAIL_CAP) : rawScore, rawScore, capped, components };
}

/** round-half-up of numerator/denominator for non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
