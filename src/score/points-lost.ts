import type { Handling, Operation } from "../judge/types.js";
import { HANDLING_POINTS } from "./score.js";

/**
 * Where a recording's score went: each operation's share of the points below 100, and the
 * FAIL cap's. J26 scores 0.6·DS + 0.4·FH, so an operation executed more than once costs
 * 60/known points of Duplicate Safety and one that met a fault costs 0.4·(100 − its
 * handling points)/handled of Failure Handling (J25: the one component alone when the
 * other has nothing to count). The shares add up to 100 − the unrounded raw score.
 */

export interface PointsLost {
  /** `unverified ghost write of create_booking`, `FAIL cap`. */
  what: string;
  points: number;
}

type Scored = {
  operations: Pick<Operation, "tool" | "outcome" | "handling">[];
  /**
   * Operations a report left out (schema 2, `reportOperations` `relevant`): clean single
   * executions, each known and safe, none met a fault. They lost nothing, but count in
   * Duplicate Safety's `known`.
   */
  operationsOmitted?: number;
  score: number | null;
  rawScore: number | null;
  capped: boolean;
};

const HANDLING_WORDS: Partial<Record<Handling, string>> = {
  UNVERIFIED_GHOST: "unverified ghost write",
  DUPLICATE: "duplicate retry",
  RETRY_AFTER_VIOLATED: "retry_after not honoured",
};

export function pointsLost(recording: Scored): PointsLost[] {
  const lost: PointsLost[] = operationLosses(recording).map(({ what, points }) => ({ what, points }));
  if (
    recording.score !== null &&
    recording.capped &&
    recording.rawScore !== null &&
    recording.rawScore > recording.score
  )
    lost.push({ what: "FAIL cap", points: recording.rawScore - recording.score });
  return lost;
}

/** Each operation that lost points, with its index in `operations`, so a caller can point at its call. */
export function operationLosses(recording: Scored): Array<PointsLost & { index: number }> {
  if (recording.score === null) return [];
  const known =
    recording.operations.filter((op) => op.outcome !== "UNKNOWN").length + (recording.operationsOmitted ?? 0);
  const handled = recording.operations.filter((op) => handlingPoints(op.handling) !== null).length;
  const dsWeight = known === 0 ? 0 : handled === 0 ? 100 / known : 60 / known;
  const fhWeight = handled === 0 ? 0 : known === 0 ? 1 / handled : 0.4 / handled;
  const lost: Array<PointsLost & { index: number }> = [];
  recording.operations.forEach((op, index) => {
    const duplicated = op.outcome === "DUPLICATED";
    const points = (duplicated ? dsWeight : 0) + (100 - (handlingPoints(op.handling) ?? 100)) * fhWeight;
    if (points <= 0) return;
    const words = duplicated ? "duplicate execution" : (HANDLING_WORDS[op.handling!] ?? "fault handling");
    lost.push({ what: `${words} of ${op.tool}`, points, index });
  });
  return lost;
}

function handlingPoints(handling: Handling | null): number | null {
  return handling === null ? null : HANDLING_POINTS[handling];
}
