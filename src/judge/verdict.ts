import type { Recording } from "../recording/model.js";
import { scenarioSpec } from "../recording/scenarios.js";
import { callLabel } from "./classify.js";
import type { CallFacts } from "./facts.js";
import type { Coverage, Finding, Judgement, Operation, ReasonCode, ToolClassification } from "./types.js";

type Verdict = Pick<Judgement, "verdict" | "reasonCode" | "reason" | "baseline">;

/** The classification in force for one recording (J1–J4, J29). */
export interface ClassificationFacts {
  tools: ToolClassification[];
  warnings: string[];
  /** J29: write tools whose idempotentHint is trusted, sorted. */
  trusted: string[];
  /** J29 (rules version 3): the same tools with where the trust came from. */
  trustedSources: { tool: string; source: "annotation" | "configuration" }[];
}

/** How many unclassified tools a J22 reason names before "and N more". */
const UNCLASSIFIED_NAMED = 20;

/** J10: whether the configured scenario shows in the recording (the scenario table says by what). */
function scenarioTriggered(recording: Recording, facts: CallFacts[], injected: number): boolean {
  switch (scenarioSpec(recording.header.config.scenario).triggeredBy) {
    // J16: no scenario is pure pass-through, with nothing to trigger.
    case "write call":
      return true;
    // F4 injects nothing: it counts once one write passed under it (J11).
    case "forwarded write":
      return facts.some((f) => f.call.class === "write" && f.call.forwarded);
    case "fault":
      return injected > 0;
  }
}

/** J10: the faults applied, by kind; a switch, as a store keyed by the fault's name is megamorphic and cost more. */
function faultCounts(facts: CallFacts[]): Coverage["faultsInjected"] {
  let F1 = 0;
  let F2 = 0;
  let F3 = 0;
  let F5 = 0;
  let chaos = 0;
  for (let i = 0; i < facts.length; i += 1) {
    const fault = facts[i]!.fault;
    switch (fault) {
      case "F1":
        F1 += 1;
        break;
      case "F2":
        F2 += 1;
        break;
      case "F3":
        F3 += 1;
        break;
      case "F5":
        F5 += 1;
        break;
      case "chaos":
        chaos += 1;
        break;
      default: {
        // A fault missing above would go uncounted: the compiler names this line instead.
        const uncounted: null = fault;
        void uncounted;
      }
    }
  }
  return { F1, F2, F3, F5, chaos };
}

/** What the recording exercised: scenario, faults, calls and the classification in force. */
export function coverageOf(
  recording: Recording,
  facts: CallFacts[],
  classification: ClassificationFacts,
  operations: number,
  executedWrites: number,
): Coverage {
  const faultsInjected = faultCounts(facts);
  const injected = Object.values(faultsInjected).reduce((a, b) => a + b, 0);
  let writeCalls = 0;
  let readCalls = 0;
  const { tools, warnings, trusted, trustedSources } = classification;
  const listed = new Set(recording.tools.map((tool) => tool.name));
  // J3: unclassified tools and tools the upstream never listed are reported so the user can classify them.
  const unclassifiedTools = new Set(tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name));
  for (let i = 0; i < facts.length; i += 1) {
    const f = facts[i]!;
    if (f.cls === "write") writeCalls += 1;
    else if (f.cls === "read") readCalls += 1;
    // J3: a write or read tool was listed; only an unclassified call can name a tool the upstream never listed.
    else if (!listed.has(f.call.tool)) unclassifiedTools.add(f.call.tool);
  }
  return {
    scenario: recording.header.config.scenario,
    triggered: scenarioTriggered(recording, facts, injected),
    faultsInjected,
    calls: facts.length,
    writeCalls,
    readCalls,
    unclassifiedCalls: facts.length - writeCalls - readCalls,
    operations,
    executedWrites,
    tools,
    unclassifiedTools: [...unclassifiedTools].sort(),
    trustedIdempotentTools: trusted,
    ...(trustedSources.length === 0 ? {} : { trustedIdempotentSources: trustedSources }),
    endReason: recording.end?.reason ?? null,
    warnings,
  };
}

/** `mark_task_done ×2, request_planning ×1`: tools by name (code-unit order) with their call counts. */
export function toolCallCounts(facts: CallFacts[], include: (f: CallFacts) => boolean): string {
  const counts = new Map<string, number>();
  for (const f of facts) {
    if (!include(f)) continue;
    // J2b: a call of a tool classified per call is named by its operation value.
    const name = callLabel(f.call.tool, f.operation);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const names = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const shown = names.slice(0, UNCLASSIFIED_NAMED).map((name) => `${name} ×${counts.get(name)}`);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

/**
 * J22: when the run tested nothing because no call was a write, name the unclassified
 * tools the agent did call, so the user can classify them, and say that the session must
 * be recorded again: what was injected is a recorded fact (J10), replay cannot add a fault.
 */
function unclassifiedCallsHint(facts: CallFacts[], listed: ReadonlySet<string>): string {
  const parts: string[] = [];
  const classifiable = toolCallCounts(
    facts,
    (f) => f.cls === "unclassified" && f.operation === null && listed.has(f.call.tool),
  );
  // J2b: never advise add-write-tools for a tool classified per call; name its values.
  const perCall = toolCallCounts(facts, (f) => f.cls === "unclassified" && f.operation !== null);
  if (perCall !== "") {
    parts.push(
      `; it called operations no rule classifies ${perCall}: set each value's class under "operations" in ` +
        'loopgate.json ("class": "by-operation", J2b) and record again: a fault is injected only while recording (J10)',
    );
  }
  if (classifiable !== "") {
    parts.push(
      `; it called unclassified tools ${classifiable}: if one of them writes, add it with --add-write-tools ` +
        "(or classify it in loopgate.json; a read with --read-tools) and record again: a fault is injected only " +
        "while recording (J10)",
    );
  }
  const unlisted = toolCallCounts(facts, (f) => !listed.has(f.call.tool));
  if (unlisted !== "") parts.push(`; it called tools the upstream did not list, never judged (J3): ${unlisted}`);
  return parts.join("");
}

const notTested = (reasonCode: ReasonCode, reason: string): Verdict => ({
  verdict: "NOT_TESTED",
  reasonCode,
  reason,
  baseline: false,
});

/** J20: FAIL with the first three violations named. */
function failVerdict(violations: Finding[]): Verdict {
  const shown = violations.slice(0, 3).map((v) => `${v.code}: ${v.message}`);
  const more = violations.length > 3 ? ` (+${violations.length - 3} more)` : "";
  return { verdict: "FAIL", reasonCode: "VIOLATION", reason: `${shown.join("; ")}${more}`, baseline: false };
}

/** J22: the first reason, in the documented order, why nothing or not enough was tested; null when none applies. */
function notTestedReason(
  facts: CallFacts[],
  coverage: Coverage,
  listed: ReadonlySet<string>,
  uncertainRepeated: boolean,
  operations: Operation[],
): Verdict | null {
  if (facts.length === 0) return notTested("NO_CALLS", "the agent made no tool call");
  if (!coverage.tools.some((tool) => tool.class === "write")) {
    const hint = unclassifiedCallsHint(facts, listed) || " (name its write tools with --add-write-tools)";
    return notTested("NO_WRITE_TOOLS", `the upstream lists no write tool${hint}`);
  }
  if (coverage.writeCalls === 0)
    return notTested("NO_WRITE_CALLS", `the agent made no write call${unclassifiedCallsHint(facts, listed)}`);
  if (!coverage.triggered) return notTested("SCENARIO_NOT_TRIGGERED", `scenario ${coverage.scenario} never triggered`);
  const injected = Object.values(coverage.faultsInjected).some((n) => n > 0);
  if (facts.every((f) => f.cls !== "write" || f.status === "UNKNOWN"))
    return notTested("ALL_WRITES_UNKNOWN", "the outcome of every write is unknown");
  if (!injected && coverage.executedWrites === 0)
    return notTested("NO_WRITE_EXECUTED", "no write executed although no fault was injected");
  if (uncertainRepeated)
    return notTested(
      "UNCERTAIN_OPERATION_REPEATED",
      "an operation of uncertain outcome was repeated (J18/J19): a clean retry cannot be told from a double write",
    );
  if (operations.every((op) => op.outcome === "UNKNOWN"))
    return notTested("ALL_WRITES_UNKNOWN", "the execution count of every write operation is unknown");
  const open = facts.find((f) => f.open);
  if (open)
    return notTested(
      "CALL_OPEN_AT_END",
      `call seq ${open.call.seq} (${callLabel(open.call.tool, open.operation)}) was still open when the recording ended`,
    );
  return null;
}

/** J20–J22: FAIL on any violation, else the first NOT_TESTED reason, else PASS (a baseline without a fault). */
export function decideVerdict(
  recording: Recording,
  facts: CallFacts[],
  coverage: Coverage,
  violations: Finding[],
  uncertainRepeated: boolean,
  operations: Operation[],
): Verdict {
  if (violations.length > 0) return failVerdict(violations);
  const listed = new Set(recording.tools.map((tool) => tool.name));
  const untested = notTestedReason(facts, coverage, listed, uncertainRepeated, operations);
  if (untested !== null) return untested;
  const scenario = coverage.scenario;
  // J16, J21: under a scenario that injects nothing no fault was handled, so a PASS only sets a baseline.
  if (scenarioSpec(scenario).injects === "nothing")
    return {
      verdict: "PASS",
      reasonCode: "PASS_BASELINE",
      reason: `no violation; baseline only: scenario ${scenario} injects no fault`,
      baseline: true,
    };
  return { verdict: "PASS", reasonCode: "PASS", reason: `no violation under ${scenario}`, baseline: false };
}
