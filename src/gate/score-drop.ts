import type { Comparison } from "../report/comparison.js";
import type { RecordingReport, Report } from "../report/schema.js";
import { compareCodeUnits } from "../util/text.js";
import { pointsLost } from "../score/points-lost.js";

/** At most this many operations are named; the JSON report's recordings hold every one. */
const MAX_NAMED = 5;

/**
 * A SCORE_DROP says *that* a case's mean score fell; this adds *why*: the operations of this
 * run that lost points (src/score/points-lost.ts), most first, e.g.
 * `; points lost: unverified ghost write of create_booking, −20`. Over repeated runs the
 * points are the mean per scored run, so they add up to the drop from 100 like the mean score.
 */
export function explainScoreDrops(comparison: Comparison, report: Report): void {
  const dropped = new Set(comparison.regressions.filter((r) => r.rule === "SCORE_DROP").map((r) => r.caseId));
  if (dropped.size === 0) return;
  const recordings = new Map<string, RecordingReport[]>();
  for (const recording of report.recordings) {
    if (!dropped.has(recording.caseId)) continue;
    recordings.set(recording.caseId, [...(recordings.get(recording.caseId) ?? []), recording]);
  }
  for (const regression of comparison.regressions) {
    if (regression.rule === "SCORE_DROP") regression.message += pointsLostText(recordings.get(regression.caseId) ?? []);
  }
}

function pointsLostText(recordings: RecordingReport[]): string {
  const scored = recordings.filter((r) => r.score !== null);
  const total = new Map<string, number>();
  for (const recording of scored)
    for (const { what, points } of pointsLost(recording)) total.set(what, (total.get(what) ?? 0) + points);
  const lost = [...total]
    .map(([what, sum]) => ({ what, points: Math.round((sum / scored.length) * 10) / 10 }))
    .filter((item) => item.points > 0)
    .sort((a, b) => b.points - a.points || compareCodeUnits(a.what, b.what));
  if (lost.length === 0) return "";
  const named = lost.slice(0, MAX_NAMED).map((item) => `${item.what}, −${item.points}`);
  if (lost.length > MAX_NAMED) named.push(`${lost.length - MAX_NAMED} more`);
  return `; points lost${scored.length > 1 ? " per run on average" : ""}: ${named.join("; ")}`;
}
