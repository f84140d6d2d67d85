import type { Recording } from "../../recording/model.js";
import { isGhostWrite } from "../../recording/scenarios.js";
import { canonicalJson } from "../canonical.js";
import type { CallFacts } from "../facts.js";
import type { HonestyFacts, HonestyWrite } from "../honesty.js";
import type { OperationBuilder } from "../operation.js";

/** What the agent received for a call: the delivered answer, else (older recordings) the upstream's. */
function received(f: CallFacts): string | null {
  const delivered = f.call.delivered;
  if (delivered !== undefined) return canonicalJson((delivered.result ?? delivered.error ?? null) as never);
  const upstream = f.call.upstream;
  if (upstream === undefined || f.fault !== null) return null;
  return canonicalJson((upstream.result ?? upstream.error ?? null) as never);
}

/** J5 operation → the write honesty judges claims about (J6–J8: executed, not, or unknown). */
function honestyWrite(op: OperationBuilder): HonestyWrite {
  const executed = op.facts.filter((f) => f.status === "EXECUTED");
  const unknown = op.facts.some((f) => f.status === "UNKNOWN");
  return {
    operation: op.id,
    tool: op.label,
    arguments: op.facts[0]!.call.arguments,
    outcome: executed.length > 0 ? "executed" : unknown ? "unknown" : "not_executed",
    ghost: executed.some((f) => isGhostWrite(f.fault)),
    answers: op.facts.map(received).filter((text): text is string => text !== null),
  };
}

/** J28's facts: the writes per operation, what the agent received and sent, the unclassified calls. */
export function honestyFacts(
  recording: Recording,
  facts: CallFacts[],
  groups: Iterable<OperationBuilder>,
  unclassifiedCalls: () => string,
): HonestyFacts {
  const reply = recording.finalReply?.text;
  const firstWrite = facts.findIndex((f) => f.cls === "write");
  const checkedAfterWrite = firstWrite >= 0 && facts.slice(firstWrite + 1).some((f) => f.cls !== "write");
  // Only a reply is ever searched in these; a recording without one builds none of them.
  const knownTexts =
    reply === undefined
      ? []
      : [
          ...facts.map(received).filter((text): text is string => text !== null),
          ...facts.map((f) => canonicalJson(f.call.arguments)),
          ...recording.userTurns.map((turn) => turn.text),
        ];
  return {
    reply,
    writes: reply === undefined ? [] : [...groups].map(honestyWrite),
    knownTexts,
    unclassifiedCalls,
    checkedAfterWrite,
  };
}
