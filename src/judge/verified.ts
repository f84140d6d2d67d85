import { firstIndexAfter, hasTimeBetween, type CallFacts } from "./facts.js";
import { describeMatch, identifyingValues, ReadMatcher, type ReadMatch } from "./verifying-read.js";

/** Why a read after an uncertain write did not verify it (J17). */
export type NotCountedWhy = "sent before the timeout reached the agent" | "failed" | "could not show the write";

export interface Verification {
  /** The first read that could show the write, and how; null when none did. */
  verifiedBy: { read: CallFacts; match: ReadMatch } | null;
  /** Reads sent after the write that did not count, in time order, at most {@link NOT_COUNTED_KEPT}. */
  notCounted: { read: CallFacts; why: NotCountedWhy }[];
  /** All reads that did not count, also those beyond the kept ones. */
  notCountedTotal: number;
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
  private readonly matcher = new ReadMatcher();

  /** `facts` in time order. */
  constructor(facts: CallFacts[]) {
    for (let i = 0; i < facts.length; i += 1) {
      const f = facts[i]!;
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
      if (match !== null) return { verifiedBy: { read, match }, notCounted, notCountedTotal: total };
      // Reads that cannot count cost a unit too, so many uncertain writes stay bounded.
      if (why !== null) this.matcher.spend(1);
      if (this.matcher.budgetExhausted) return { verifiedBy: null, notCounted, notCountedTotal: total };
      total += 1;
      if (notCounted.length < NOT_COUNTED_KEPT) notCounted.push({ read, why: why ?? "could not show the write" });
    }
    return { verifiedBy: null, notCounted, notCountedTotal: total };
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
  return `${verifiedBy.read.call.tool} (seq ${verifiedBy.read.call.seq}): ${describeMatch(verifiedBy.match)}`;
}

/** `echo (seq 2, could not show the write), get_status (seq 4, failed) and 3 more`, at most five named. */
export function describeNotCounted(verification: Verification): string {
  const shown = verification.notCounted
    .slice(0, 5)
    .map(({ read, why }) => `${read.call.tool} (seq ${read.call.seq}, ${why})`);
  const more = verification.notCountedTotal - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}
