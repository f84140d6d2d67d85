import { callLabel } from "./classify.js";
import type { CallFacts } from "./facts.js";
import { finding } from "./findings.js";
import type { Finding } from "./types.js";

export function writesWithoutKey(
  facts: CallFacts[],
  classOf: Map<string, { keyFields: string[] }>,
  observations: Finding[],
): void {
  const byTool = new Map<string, CallFacts[]>();
  for (let i = 0; i < facts.length; i += 1) {
    const f = facts[i]!;
    if (f.cls !== "write" || f.keyValue !== null) continue;
    if ((classOf.get(f.call.tool)?.keyFields.length ?? 0) === 0) continue;
    const list = byTool.get(f.call.tool);
    if (list) list.push(f);
    else byTool.set(f.call.tool, [f]);
  }
  for (const [tool, list] of byTool) {
    const keyFields = classOf.get(tool)!.keyFields.join(", ");
    observations.push(
      finding(
        "WRITE_WITHOUT_KEY",
        `${tool} offers ${keyFields} but was called without it ${list.length} time${list.length === 1 ? "" : "s"}`,
        tool,
        null,
        list.map((f) => f.call.seq),
        list[0]!.call.line,
        list[0]!.call.t,
      ),
    );
  }
}

export function unclassifiedRepeats(facts: CallFacts[], observations: Finding[]): void {
  const groups = new Map<string, CallFacts[]>();
  for (let i = 0; i < facts.length; i += 1) {
    const f = facts[i]!;
    if (f.cls !== "unclassified") continue;
    const list = groups.get(f.opKey);
    if (list) list.push(f);
    else groups.set(f.opKey, [f]);
  }
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    const second = list[1]!;
    observations.push(
      finding(
        "UNCLASSIFIED_REPEAT",
        `unclassified tool ${callLabel(second.call.tool, second.operation)} was called ${list.length} times with the same arguments`,
        second.call.tool,
        null,
        list.map((f) => f.call.seq),
        second.call.line,
        second.call.t,
      ),
    );
  }
}
