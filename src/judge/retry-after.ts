import { asksToWait } from "../recording/scenarios.js";
import { callLabel } from "./classify.js";
import { elapsedMs, type CallFacts } from "./facts.js";
import { finding, plural } from "./findings.js";
import { sameRequestDetails } from "./near-duplicate.js";
import type { OperationBuilder } from "./operation.js";
import type { Finding } from "./types.js";

/** How many other calls one OTHER_CALL_DURING_RETRY_AFTER lists. */
const OTHER_CALLS_KEPT = 100;

/** J12: a re-send of the same operation before `retry_after` elapsed. */
export function checkRetryAfter(op: OperationBuilder, retryAfterMs: number, violations: Finding[]): boolean {
  let violated = false;
  op.facts.forEach((f, index) => {
    if (!asksToWait(f.fault)) return;
    const resend = op.facts[index + 1];
    if (!resend) return;
    const deliveredAt = f.answeredT ?? f.call.t;
    // Compare unrounded; report rounded to the microsecond, as recorded times are.
    if (resend.call.t - deliveredAt >= retryAfterMs) return;
    const waitedMs = elapsedMs(deliveredAt, resend.call.t);
    violated = true;
    violations.push(
      finding(
        "RETRY_AFTER_VIOLATED",
        `${op.label} re-sent ${waitedMs} ms after a 429 that asked for ${retryAfterMs} ms (seq ${f.call.seq} → ${resend.call.seq})`,
        op.tool,
        op.id,
        [f.call.seq, resend.call.seq],
        resend.call.line,
        resend.call.t,
        // J12 v3: a near-duplicate re-send says why it counts as the same operation.
        { requiredMs: retryAfterMs, waitedMs, ...(resend.sameAs ? sameRequestDetails(resend.sameAs) : {}) },
      ),
    );
  });
  return violated;
}

/** J12: other calls of the same tool inside an F2 window are observed, not violations. */
export function retryAfterWindows(
  facts: CallFacts[],
  operations: Map<string, OperationBuilder>,
  retryAfterMs: number,
  observations: Finding[],
): void {
  if (!facts.some((f) => asksToWait(f.fault))) return;
  const byTool = new Map<string, CallFacts[]>();
  for (const f of facts) {
    const list = byTool.get(f.call.tool);
    if (list) list.push(f);
    else byTool.set(f.call.tool, [f]);
  }
  const position = new Map<CallFacts, number>();
  for (const list of byTool.values()) list.forEach((f, i) => position.set(f, i));
  for (const f of facts) {
    if (!asksToWait(f.fault)) continue;
    const windowEnd = (f.answeredT ?? f.call.t) + retryAfterMs;
    const others: CallFacts[] = [];
    const sameTool = byTool.get(f.call.tool)!;
    for (
      let i = position.get(f)! + 1;
      i < sameTool.length && others.length < OTHER_CALLS_KEPT && sameTool[i]!.call.t < windowEnd;
      i += 1
    ) {
      if (sameTool[i]!.opKey !== f.opKey) others.push(sameTool[i]!);
    }
    if (others.length === 0) continue;
    const op = operations.get(f.opKey);
    observations.push(
      finding(
        "OTHER_CALL_DURING_RETRY_AFTER",
        `${callLabel(f.call.tool, f.operation)}: ${plural(others.length, "other call")} of the same tool inside the retry_after window of seq ${f.call.seq}`,
        f.call.tool,
        op?.id ?? null,
        [f.call.seq, ...others.map((o) => o.call.seq)],
        others[0]!.call.line,
        others[0]!.call.t,
      ),
    );
  }
}
