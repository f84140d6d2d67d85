import { callLabel } from "./classify.js";
import { firstIndexAfter, hasTimeBetween, type CallFacts } from "./facts.js";
import { describeMatch, identifyingValues, ReadMatcher, type ReadMatch, type WriteEvidence } from "./verifying-read.js";

/** Why a read after an uncertain write did not verify it (J17). */
export type NotCountedWhy = "sent before the timeout reached the agent" | "failed" | "could not show the write";

export interface Verification {
  /** The first read that could show the write, and how; null when none did. */
  verifiedBy: { read: CallFacts; match: ReadMatch } | null;
  /** Reads sent after the write that did not count, in time order, at most {@link NOT_COUNTED_KEPT}. */
  notCounted: { read: CallFacts; why: NotCountedWhy }[];
  /** All reads that did not count, also those beyond the kept ones. */
  notCountedTotal: number;
  /**
   * J17 (rules version 3): successful calls of listed, unclassified tools, sent after the
   * answer, that would have verified the write were they reads; at most {@link NOT_COUNTED_KEPT}.
   */
  lookAlikes: CallFacts[];
}

/** How many reads that did not count a finding lists. */
export const NOT_COUNTED_KEPT = 100;

/**
 * J17 (rules version 2) over one recording: "verified" means a successful read, sent after
 * the agent received the uncertain attempt's answer, that could show the write.
 */
export class GhostVerifier {
  private readonly reads: CallFacts[] = [];
  private readonly readTimes: number[] = [];
  private readonly successfulReadTimes: number[] = [];
  /** J17 (rules version 3): successful calls of listed tools that are unclassified, in time order. */
  private readonly unclassified: CallFacts[] = [];
  private readonly unclassifiedTimes: number[] = [];
  private readonly matcher = new ReadMatcher();

  /**
   * `facts` in time order; `listed` the tools the upstream listed. An unlisted tool is
   * unclassified whatever the configuration says (J3), so naming it as a read to classify
   * would be advice nobody can follow.
   */
  constructor(facts: CallFacts[], listed: ReadonlySet<string>) {
    for (let i = 0; i < facts.length; i += 1) {
      const f = facts[i]!;
      if (f.cls === "unclassified" && f.status === "EXECUTED" && listed.has(f.call.tool)) {
        this.unclassified.push(f);
        this.unclassifiedTimes.push(f.call.t);
      }
      if (f.cls !== "read") continue;
      this.reads.push(f);
      this.readTimes.push(f.call.t);
      if (f.status === "EXECUTED") this.successfulReadTimes.push(f.call.t);
    }
  }

  /** Whether the J17 search ran out of its budget (the report then says so). */
  get budgetExhausted(): boolean {
    return this.matcher.budgetExhausted;
  }

  /** DUPLICATE_EXECUTION's `verifiedBefore` (section 5): any successful read strictly between two times. */
  successfulReadBetween(after: number, before: number): boolean {
    return hasTimeBetween(this.successfulReadTimes, after, before);
  }

  /** J17 for one uncertain write: the reads sent after it, until the first that could show it. */
  verify(write: CallFacts): Verification {
    const evidence = { tool: write.call.tool, values: identifyingValues(write.call.arguments) };
    const notCounted: Verification["notCounted"] = [];
    let total = 0;
    for (let i = firstIndexAfter(this.readTimes, write.call.t); i < this.reads.length; i += 1) {
      const read = this.reads[i]!;
      const why = this.whyNotCounted(write, read);
      const match = why === null ? this.matcher.match(evidence, this.readEvidence(read)) : null;
      if (match !== null) return { verifiedBy: { read, match }, notCounted, notCountedTotal: total, lookAlikes: [] };
      // Reads that cannot count cost a unit too, so many uncertain writes stay bounded.
      if (why !== null) this.matcher.spend(1);
      if (this.matcher.budgetExhausted) break;
      total += 1;
      if (notCounted.length < NOT_COUNTED_KEPT) notCounted.push({ read, why: why ?? "could not show the write" });
    }
    return { verifiedBy: null, notCounted, notCountedTotal: total, lookAlikes: this.lookAlikes(write, evidence) };
  }

  /**
   * J17 (rules version 3): the unclassified calls sent after the agent got the write's answer
   * that would meet (a) or (b) if they were reads. They verify nothing, but the report names
   * them, because the fix is the configuration, not the agent's prompt.
   */
  private lookAlikes(write: CallFacts, evidence: WriteEvidence): CallFacts[] {
    const found: CallFacts[] = [];
    if (write.answeredT === null) return found;
    const from = firstIndexAfter(this.unclassifiedTimes, write.answeredT);
    for (let i = from; i < this.unclassified.length && found.length < NOT_COUNTED_KEPT; i += 1) {
      const call = this.unclassified[i]!;
      if (this.matcher.matchByValue(evidence, this.readEvidence(call)) !== null) found.push(call);
      if (this.matcher.budgetExhausted) break;
    }
    return found;
  }

  /** J17: a read in flight before the agent got the answer, or one that failed, never counts. */
  private whyNotCounted(write: CallFacts, read: CallFacts): NotCountedWhy | null {
    if (write.answeredT === null || read.call.t <= write.answeredT) return "sent before the timeout reached the agent";
    if (read.status !== "EXECUTED") return "failed";
    return null;
  }

  private readEvidence(read: CallFacts) {
    return { tool: read.call.tool, arguments: read.call.arguments, result: read.call.upstream?.result };
  }
}

/** `find_bookings (seq 3): its arguments carry a value of the write`. */
export function describeVerification(verifiedBy: NonNullable<Verification["verifiedBy"]>): string {
  return `${callLabel(verifiedBy.read.call.tool, verifiedBy.read.operation)} (seq ${verifiedBy.read.call.seq}): ${describeMatch(verifiedBy.match)}`;
}

/** `echo (seq 2, could not show the write), get_status (seq 4, failed) and 3 more`, at most five named. */
export function describeNotCounted(verification: Verification): string {
  const shown = verification.notCounted
    .slice(0, 5)
    .map(({ read, why }) => `${callLabel(read.call.tool, read.operation)} (seq ${read.call.seq}, ${why})`);
  const more = verification.notCountedTotal - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

/**
 * J17 (rules version 3): `open_nodes (seq 3) would have verified the write if it were a read:
 * classify it with read-tools`, at most five named.
 */
export function describeLookAlikes(lookAlikes: CallFacts[]): string {
  const named = lookAlikes.slice(0, 5).map((f) => `${callLabel(f.call.tool, f.operation)} (seq ${f.call.seq})`);
  const more = lookAlikes.length - named.length;
  const calls = more > 0 ? `${named.join(", ")} and ${more} more` : commaAnd(named);
  const one = lookAlikes.length === 1;
  return `${calls} would have verified the write if ${one ? "it were a read" : "they were reads"}: classify ${one ? "it" : "them"} with read-tools`;
}

/** `a`, `a and b`, `a, b and c`. */
function commaAnd(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
