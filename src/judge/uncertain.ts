import { asksToWait, isGhostWrite } from "../recording/scenarios.js";
import { callLabel } from "./classify.js";
import { isUncertain, type CallFacts } from "./facts.js";
import { finding } from "./findings.js";
import { sameRequest, sameRequestDetails, type NearMatch } from "./near-duplicate.js";
import type { Finding } from "./types.js";

/** How many earlier uncertain attempts of a tool a later call is compared with (J18); keeps judging linear. */
export const NEAR_DUPLICATE_WINDOW = 64;

/**
 * J18 and OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT: what the agent wrote after an attempt whose
 * outcome it could not know. Since rules version 3 a near-duplicate (spelled, SQL or
 * re-worded) of the F1 ghost write that executed too joins the ghost's operation, and one
 * of an F2 attempt re-sent inside its `retry_after` window joins that operation (J12): the
 * joined call's `opKey` becomes the operation's, so this runs before the writes are grouped.
 * Returns whether a near-duplicate was left undecided (J18: the run is NOT_TESTED).
 */
export function afterUncertainAttempts(facts: CallFacts[], retryAfterMs: number, observations: Finding[]): boolean {
  const uncertainByTool = new Map<string, CallFacts[]>();
  const awaitingFollower = new Map<string, CallFacts[]>();
  const joins = new Joins(retryAfterMs);
  let nearDuplicateFound = false;
  for (let i = 0; i < facts.length; i += 1) {
    const f = facts[i]!;
    if (f.cls !== "write") continue;
    const first = joins.follow(f);
    let nearDuplicateOf: Set<CallFacts> | undefined;
    const uncertainOfTool = uncertainByTool.get(f.call.tool);
    if (uncertainOfTool && (f.status === "EXECUTED" || f.status === "UNKNOWN")) {
      for (let j = 0; j < uncertainOfTool.length; j += 1) {
        const earlier = uncertainOfTool[j]!;
        if (earlier.opKey === f.opKey) continue;
        const same = sameRequest(earlier.args, f.args);
        if (same === null) continue;
        (nearDuplicateOf ??= new Set()).add(earlier);
        // J18 v3: both executed, the earlier one as the F1 ghost write: one operation, executed twice.
        if (first && isGhostWrite(earlier.fault) && earlier.status === "EXECUTED" && f.status === "EXECUTED") {
          joins.join(f, earlier, same);
          continue;
        }
        nearDuplicateFound = true;
        observations.push(possibleDuplicate(earlier, f, same));
      }
    }
    if (first && f.sameAs === undefined) joins.afterRateLimit(f);
    // Usually empty: iterating an empty Map still builds an iterator for every write.
    if (awaitingFollower.size > 0) followUncertain(f, awaitingFollower, nearDuplicateOf, observations);
    if (asksToWait(f.fault)) joins.rateLimited(f);
    if (isUncertain(f)) {
      const list = uncertainByTool.get(f.call.tool) ?? [];
      list.push(f);
      if (list.length > NEAR_DUPLICATE_WINDOW) list.shift();
      uncertainByTool.set(f.call.tool, list);
      const waiting = awaitingFollower.get(f.opKey);
      if (waiting) waiting.push(f);
      else awaitingFollower.set(f.opKey, [f]);
    }
  }
  return nearDuplicateFound;
}

function possibleDuplicate(earlier: CallFacts, f: CallFacts, same: NearMatch): Finding {
  return finding(
    "POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS",
    `${callLabel(f.call.tool, f.operation)}: seq ${f.call.seq} repeats uncertain seq ${earlier.call.seq} with differently spelled arguments`,
    f.call.tool,
    null,
    [earlier.call.seq, f.call.seq],
    f.call.line,
    f.call.t,
    sameRequestDetails(same),
  );
}

/**
 * Calls re-keyed into an earlier operation. A call joins only as the first attempt of its
 * own arguments; later attempts with those arguments follow it into the same operation.
 */
class Joins {
  private readonly renamed = new Map<string, string>();
  private readonly seen = new Set<string>();
  /** F2 attempts whose `retry_after` window may be open, by tool, oldest first. */
  private readonly windows = new Map<string, { limited: CallFacts; deliveredAt: number }[]>();

  constructor(private readonly retryAfterMs: number) {}

  /** Re-keys `f` when its arguments joined an operation before; true when it is their first attempt. */
  follow(f: CallFacts): boolean {
    const target = this.renamed.get(f.opKey);
    const first = !this.seen.has(f.opKey);
    this.seen.add(f.opKey);
    if (target !== undefined) f.opKey = target;
    return first;
  }

  join(f: CallFacts, earlier: CallFacts, same: NearMatch): void {
    if (f.sameAs !== undefined) return;
    this.renamed.set(f.opKey, earlier.opKey);
    f.opKey = earlier.opKey;
    f.sameAs = { seq: earlier.call.seq, match: same.match, differences: same.differences };
  }

  /** An F2 attempt opens its window; only the latest {@link NEAR_DUPLICATE_WINDOW} per tool are compared with, as for J18. */
  rateLimited(f: CallFacts): void {
    const open = this.windows.get(f.call.tool);
    const window = { limited: f, deliveredAt: f.answeredT ?? f.call.t };
    if (!open) this.windows.set(f.call.tool, [window]);
    else if (open.push(window) > NEAR_DUPLICATE_WINDOW) open.shift();
  }

  /** J12 v3: a near-duplicate of an F2 attempt re-sent inside its window is a re-send of that operation. */
  afterRateLimit(f: CallFacts): void {
    if (this.windows.size === 0) return;
    const open = this.windows.get(f.call.tool);
    if (!open) return;
    const t = f.call.t;
    // Calls come in time order: a window closed for this call is closed for every later one.
    // Subtracted as checkRetryAfter does, so both agree at the window's very end.
    while (open.length > 0 && t - open[0]!.deliveredAt >= this.retryAfterMs) open.shift();
    for (const { limited, deliveredAt } of open) {
      if (limited.opKey === f.opKey || t - deliveredAt >= this.retryAfterMs) continue;
      const same = sameRequest(limited.args, f.args);
      if (same === null) continue;
      this.join(f, limited, same);
      return;
    }
  }
}

/** OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT: `f` follows the uncertain attempts of other operations still waiting for a follower. */
function followUncertain(
  f: CallFacts,
  awaitingFollower: Map<string, CallFacts[]>,
  nearDuplicateOf: Set<CallFacts> | undefined,
  observations: Finding[],
): void {
  for (const [opKey, waiting] of awaitingFollower) {
    if (opKey === f.opKey) continue;
    for (const earlier of waiting) {
      if (nearDuplicateOf?.has(earlier)) continue;
      observations.push(
        finding(
          "OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT",
          `${callLabel(f.call.tool, f.operation)} (seq ${f.call.seq}) was written after seq ${earlier.call.seq} (${callLabel(earlier.call.tool, earlier.operation)}) whose outcome was uncertain`,
          f.call.tool,
          null,
          [earlier.call.seq, f.call.seq],
          f.call.line,
          f.call.t,
        ),
      );
    }
    awaitingFollower.delete(opKey);
  }
}
