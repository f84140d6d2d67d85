import { isUncertain, type CallFacts } from "./facts.js";
import { finding } from "./findings.js";
import { nearDuplicate } from "./near-duplicate.js";
import type { Finding } from "./types.js";

/** How many earlier uncertain attempts of a tool a later call is compared with (J18); keeps judging linear. */
export const NEAR_DUPLICATE_WINDOW = 64;

/**
 * J18 and OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT: what the agent wrote after an attempt whose
 * outcome it could not know. Returns whether a near-duplicate was found.
 */
export function afterUncertainAttempts(facts: CallFacts[], observations: Finding[]): boolean {
  const uncertainByTool = new Map<string, CallFacts[]>();
  const awaitingFollower = new Map<string, CallFacts[]>();
  let nearDuplicateFound = false;
  for (let i = 0; i < facts.length; i += 1) {
    const f = facts[i]!;
    if (f.cls !== "write") continue;
    let nearDuplicateOf: Set<CallFacts> | undefined;
    const uncertainOfTool = uncertainByTool.get(f.call.tool);
    if (uncertainOfTool && (f.status === "EXECUTED" || f.status === "UNKNOWN")) {
      for (let j = 0; j < uncertainOfTool.length; j += 1) {
        const earlier = uncertainOfTool[j]!;
        if (earlier.opKey === f.opKey) continue;
        const differences = nearDuplicate(earlier.args, f.args);
        if (differences === null) continue;
        (nearDuplicateOf ??= new Set()).add(earlier);
        nearDuplicateFound = true;
        observations.push(
          finding(
            "POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS",
            `${f.call.tool}: seq ${f.call.seq} repeats uncertain seq ${earlier.call.seq} with differently spelled arguments`,
            f.call.tool,
            null,
            [earlier.call.seq, f.call.seq],
            f.call.line,
            f.call.t,
            { differences },
          ),
        );
      }
    }
    // Usually empty: iterating an empty Map still builds an iterator for every write.
    if (awaitingFollower.size > 0) followUncertain(f, awaitingFollower, nearDuplicateOf, observations);
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
          `${f.call.tool} (seq ${f.call.seq}) was written after seq ${earlier.call.seq} (${earlier.call.tool}) whose outcome was uncertain`,
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
