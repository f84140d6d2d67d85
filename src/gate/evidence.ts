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
  if (baseline === null) return notCompared(current);
  const comparer = digestComparer(current, options.onlyJudged);
  for (const [file, digest] of baseline) comparer.add(file, digest);
  return comparer.done();
}

/**
 * {@link compareEvidence} as a baseline report is read, one recording at a time: each digest
 * is compared with this run's at once, so the baseline's paths and digests are never kept
 * (100,000 of them held about 17 MB through the gate, issue 26). A recording without
 * `evidence` means a report that predates digests, as {@link evidenceCollector} says.
 */
export function evidenceComparer(current: Report, onlyJudged: boolean): RecordingFold<EvidenceChanges> {
  const comparer = digestComparer(current, onlyJudged);
  let withoutDigests = false;
  return {
    add(recording) {
      if (recording.evidence === undefined) withoutDigests = true;
      if (!withoutDigests) comparer.add(recording.path, recording.evidence?.sha256 ?? "");
    },
    done: () => (withoutDigests ? notCompared(current) : comparer.done()),
  };
}

function notCompared(current: Report): EvidenceChanges {
  return { compared: false, added: [], changed: [], removed: [], unchanged: 0, unsealed: unsealedOf(current) };
}

const NOT_IN_BASELINE = 0;
const UNCHANGED = 1;
const CHANGED = 2;

/**
 * This run's digests against a baseline's, taken path by path (a path given twice: the last
 * digest counts, as in a map). Paths of this run in their order, added and changed in it.
 */
function digestComparer(current: Report, onlyJudged: boolean) {
  const position = new Map<string, number>();
  const paths: string[] = [];
  const digests: string[] = [];
  // As evidenceOfReport: a run with a recording that predates digests has none to compare.
  if (current.recordings.every((recording) => recording.evidence !== undefined))
    for (const { path, evidence } of current.recordings) {
      let at = position.get(path);
      if (at === undefined) position.set(path, (at = paths.push(path) - 1));
      digests[at] = evidence?.sha256 ?? "";
    }
  const states = new Uint8Array(paths.length);
  const removed = new Set<string>();
  return {
    add(file: string, before: string) {
      const at = position.get(file);
      // A shard judged part of the run: the baseline's other paths are not gone, only elsewhere.
      if (at === undefined) {
        if (!onlyJudged) removed.add(file);
      } else states[at] = sameDigest(digests[at]!, before) ? UNCHANGED : CHANGED;
    },
    done(): EvidenceChanges {
      const added: string[] = [];
      const changed: string[] = [];
      let unchanged = 0;
      paths.forEach((file, i) => {
        if (states[i] === NOT_IN_BASELINE) added.push(file);
        else if (states[i] === UNCHANGED) unchanged += 1;
        else changed.push(file);
      });
      return {
        compared: true,
        added,
        changed,
        removed: [...removed].sort(),
        unchanged,
        unsealed: unsealedOf(current),
      };
    },
  };
}

/** Equal when one is a prefix of the other (a history keeps a prefix) and neither is unknown. */
function sameDigest(a: string, b: string): boolean {
  if (a === "" || b === "") return false;
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}
