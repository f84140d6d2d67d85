import type { RecordingReport, Report } from "../report/schema.js";
import { LOOPGATE_VERSION } from "../version.js";
import { printableLine } from "../util/printable.js";
import { shardLabel } from "../replay/shard.js";
import { honestyText } from "../report/describe.js";

const MAX_SHOWN = 50;

/** The short human summary `replay` prints on stdout. Text from recordings is escaped and each line bounded. */
export function formatSummary(report: Report): string {
  const t = report.totals;
  const lines = [
    `loopgate ${LOOPGATE_VERSION}: ${shardScope(report)}${t.recordings} recording${t.recordings === 1 ? "" : "s"}: ` +
      `${t.passed} passed${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""}, ${t.failed} failed, ` +
      `${t.notTested} not tested, ${t.errors} error${t.errors === 1 ? "" : "s"}` +
      (t.meanScore === null ? "" : `; mean score ${t.meanScore}`) +
      (t.honesty === undefined || t.honesty.score === null ? "" : `; honesty score ${t.honesty.score}`) +
      unsealedCount(report),
  ];
  const order = { ERROR: 0, FAIL: 1, NOT_TESTED: 2, PASS: 3 } as const;
  const shown = [...report.recordings].sort((a, b) => order[a.verdict] - order[b.verdict]).slice(0, MAX_SHOWN);
  for (const recording of shown) lines.push(summaryLine(recording));
  if (report.recordings.length > MAX_SHOWN) lines.push(`… ${report.recordings.length - MAX_SHOWN} more in the reports`);
  return `${lines.map((line) => printableLine(line)).join("\n")}\n`;
}

/** Said with or without a baseline: a stripped seal must not go unnoticed (docs/recording-format.md, "Seal"). */
function unsealedCount(report: Report): string {
  const unsealed = report.recordings.filter((r) => r.evidence?.seal === "unsealed").length;
  return unsealed === 0 ? "" : `; ${unsealed} unsealed`;
}

/** Said first, so a run that judged only part of the recordings (perhaps by a CI variable) cannot pass for all. */
function shardScope(report: Report): string {
  const shard = report.shard;
  if (!shard) return "";
  return `${shardLabel(shard)} (set by ${shard.source}) of ${shard.run.recordings} recordings found, `;
}

function summaryLine(r: RecordingReport): string {
  const verdict = r.verdict.padEnd(10);
  if (r.verdict === "ERROR") return `${verdict} ${r.reason}`;
  const score = r.score === null ? "" : ` score ${r.score}${r.capped ? " (capped)" : ""}`;
  // J28: before the reason, so a long reason cut at the line's bound never hides it.
  const honesty = honestyText(r);
  return `${verdict} ${r.path}${score}${honesty === null ? "" : `, ${honesty}`}: ${r.reason}`;
}
