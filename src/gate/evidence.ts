import type { EvidenceChanges } from "../report/comparison.js";
import type { BaselineReport } from "../report/read-baseline.js";
import { foldAll, type RecordingFold } from "../report/recording-fold.js";
import type { Report } from "../report/schema.js";

/**
 * Which recordings a pull request added, changed or removed against the baseline, by the
 * SHA-256 of each file (docs/gate.md, "Evidence"). The verdicts say whether the agent got
 * worse; this says whether the evidence they rest on is still the evidence that was
 * reviewed. A history stores the first {@link HISTORY_DIGEST_CHARS} hex digits.
 */

/** Recording path → hex SHA-256 (or a prefix of it); "" when the file could not be read. */
export type EvidenceMap = Map<string, string>;

/** 64 bits: a collision by chance is out of reach, and 1,000 recordings cost 16 KB per blessed run. */
export const HISTORY_DIGEST_CHARS = 16;

/** Null when the report predates per-recording digests (loopgate 0.1). */
export function evidenceOfReport(report: Pick<BaselineReport, "recordings">): EvidenceMap | null {
  return foldAll(report.recordings, evidenceCollector());
}

/** {@link evidenceOfReport} one recording at a time, for a baseline read as a stream. */
export function evidenceCollector(): RecordingFold<EvidenceMap | null> {
  let map: EvidenceMap | null = new Map();
  return {
    add(recording) {
      if (map === null) return;
      if (recording.evidence === undefined) map = null;
      else map.set(recording.path, recording.evidence?.sha256 ?? "");
    },
    done: () => map,
  };
}

/** Unsealed recordings of `report`: judged, but without a checksum to show they are as recorded. */
export function unsealedOf(report: Report): string[] {
  return report.recordings.filter((r) => r.evidence?.seal === "unsealed").map((r) => r.path);
}

/**
 * `baseline` null: it holds no digests, so nothing can be compared. With `onlyJudged` (a
 * shard) recordings the baseline has and this run lacks were judged elsewhere, not removed.
 */
export function compareEvidence(
  current: Report,
  baseline: EvidenceMap | null,
  options: { onlyJudged: boolean },
): EvidenceChanges {
  const unsealed = unsealedOf(current);
  const mine = evidenceOfReport(current) ?? new Map<string, string>();
  if (baseline === null) return { compared: false, added: [], changed: [], removed: [], unchanged: 0, unsealed };
  const added: string[] = [];
  const changed: string[] = [];
  let unchanged = 0;
  for (const [file, digest] of mine) {
    const before = baseline.get(file);
    if (before === undefined) added.push(file);
    else if (sameDigest(digest, before)) unchanged += 1;
    else changed.push(file);
  }
  const removed = options.onlyJudged ? [] : [...baseline.keys()].filter((file) => !mine.has(file));
  return { compared: true, added, changed, removed: removed.sort(), unchanged, unsealed };
}

/** Equal when one is a prefix of the other (a history keeps a prefix) and neither is unknown. */
function sameDigest(a: string, b: string): boolean {
  if (a === "" || b === "") return false;
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}
