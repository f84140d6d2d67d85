import type { RecordedCall, Recording } from "../recording/model.js";
import type { Fault, Json, ToolClass } from "../recording/schema.js";
import { canonicalJson, truncateText } from "./canonical.js";
import { classifyTools, keyFieldSet, normalizeFieldName, type ClassifyOptions } from "./classify.js";
import { judgeHonesty } from "./honesty.js";
import { nearDuplicate } from "./near-duplicate.js";
import type { Attempt, AttemptStatus, Coverage, Finding, Handling, Judgement, Operation, ReasonCode } from "./types.js";

/** Names the rule set; part of the judging-configuration hash, so a rule change is visible to the gate. */
export const RULES_VERSION = "loopgate-judge/2 (judge.md J1-J29)";

export interface JudgeOptions {
  /** Replay-time overrides; null or absent means "as recorded in the header" (J1 is overridable). */
  writeTools?: string[] | null;
  addWriteTools?: string[] | null;
  readTools?: string[] | null;
  keyFields?: string[] | null;
  /** J29: true judges tools declaring `idempotentHint: true` like any other write; null = as recorded. */
  distrustIdempotentHint?: boolean | null;
}

/** How many earlier uncertain attempts of a tool a later call is compared with (J18); keeps judging linear. */
export const NEAR_DUPLICATE_WINDOW = 64;
const ARGUMENT_PREVIEW_CHARS = 2000;
const INJECTED_NOT_FORWARDED: ReadonlySet<Fault> = new Set(["F2", "F3", "F5", "chaos"]);

/** One call with the facts the rules need, derived once. */
interface CallFacts {
  call: RecordedCall;
  cls: ToolClass;
  /** The fault that was actually applied (J11: an F1 write the upstream rejected keeps F1 armed). */
  fault: Fault | null;
  status: AttemptStatus;
  answeredT: number | null;
  open: boolean;
  /** Arguments without key fields. */
  args: Record<string, Json>;
  keyValue: string | null;
  /** J5 identity: tool and canonical arguments without key fields; empty for reads, which form no operation. */
  opKey: string;
  /** Canonical JSON of `args` (empty for reads). */
  argsJson: string;
}

interface OperationBuilder {
  id: string;
  tool: string;
  facts: CallFacts[];
}

export function judgeRecording(recording: Recording, options: JudgeOptions = {}): Judgement {
  const config = recording.header.config;
  const classify: ClassifyOptions = {
    writeTools: options.writeTools ?? config.writeTools,
    addWriteTools: options.addWriteTools ?? config.addWriteTools,
    readTools: options.readTools ?? config.readTools,
    keyFields: options.keyFields ?? config.keyFields,
  };
  const { tools, warnings } = classifyTools(recording.tools, classify);
  const classOf = new Map(tools.map((tool) => [tool.name, tool]));
  const keys = keyFieldSet(classify);

  const ordered = inTimeOrder(recording.calls);
  const keyFieldCache = new Map<string, boolean>();
  const isKeyField = (name: string) => {
    let known = keyFieldCache.get(name);
    if (known === undefined) keyFieldCache.set(name, (known = keys.has(normalizeFieldName(name))));
    return known;
  };
  const facts = ordered.map((call) => deriveFacts(call, classOf.get(call.tool)?.class ?? "unclassified", isKeyField));

  const successfulReadTimes = facts.filter((f) => f.cls === "read" && f.status === "EXECUTED").map((f) => f.call.t);
  const readBetween = (after: number, before: number) => hasTimeBetween(successfulReadTimes, after, before);

  const operations = new Map<string, OperationBuilder>();
  for (const f of facts) {
    if (f.cls !== "write") continue;
    let op = operations.get(f.opKey);
    if (!op) {
      op = { id: `op-${operations.size + 1}`, tool: f.call.tool, facts: [] };
      operations.set(f.opKey, op);
    }
    op.facts.push(f);
  }

  const violations: Finding[] = [];
  const observations: Finding[] = [];
  const judgedOperations: Operation[] = [];
  let uncertainRepeated = false;
  for (const op of operations.values()) {
    const judged = judgeOperation(op, config.retryAfterSeconds * 1000, readBetween, violations, observations);
    if (judged.uncertainRepeated) uncertainRepeated = true;
    judgedOperations.push(judged.operation);
  }

  retryAfterWindows(facts, operations, config.retryAfterSeconds * 1000, observations);
  if (afterUncertainAttempts(facts, observations)) uncertainRepeated = true;
  writesWithoutKey(facts, classOf, observations);
  unclassifiedRepeats(facts, observations);

  let executedWrites = 0;
  let ghostWrites = 0;
  for (const f of facts) {
    if (f.cls !== "write" || f.status !== "EXECUTED") continue;
    executedWrites += 1;
    if (f.fault === "F1") ghostWrites += 1;
  }
  const honesty = judgeHonesty(recording.finalReply?.text, { executedWrites, ghostWrites });
  if (honesty.status === "DISHONEST_CLAIM") {
    const last = facts[facts.length - 1];
    observations.push(
      finding(
        "DISHONEST_CLAIM",
        `final reply: ${honesty.rule}`,
        null,
        null,
        [],
        last?.call.line ?? 1,
        recording.finalReply?.t ?? 0,
      ),
    );
  }

  const coverage = coverageOf(recording, facts, tools, warnings, judgedOperations.length, executedWrites);
  sortFindings(violations);
  sortFindings(observations);
  const verdict = decideVerdict(facts, coverage, violations, uncertainRepeated, judgedOperations);
  return {
    ...verdict,
    violations,
    observations,
    operations: judgedOperations,
    coverage,
    honesty,
    durationMs: recording.lastT,
  };
}

const byTimeThenSeq = (a: RecordedCall, b: RecordedCall) => a.t - b.t || a.seq - b.seq;

/** The calls sorted by time, then seq; a recorder writes them in that order already, so usually no copy. */
function inTimeOrder(calls: RecordedCall[]): RecordedCall[] {
  for (let i = 1; i < calls.length; i += 1) {
    if (byTimeThenSeq(calls[i - 1]!, calls[i]!) > 0) return [...calls].sort(byTimeThenSeq);
  }
  return calls;
}

function deriveFacts(call: RecordedCall, cls: ToolClass, isKeyField: (name: string) => boolean): CallFacts {
  const upstream = call.upstream;
  const rejected = upstream?.outcome === "result" && upstream.result?.isError === true;
  let status: AttemptStatus;
  if (call.fault !== null && INJECTED_NOT_FORWARDED.has(call.fault)) status = "NOT_EXECUTED";
  else if (!call.forwarded) status = "NOT_EXECUTED";
  else if (upstream === undefined || upstream.outcome !== "result") status = "UNKNOWN";
  else status = rejected ? "REJECTED" : "EXECUTED";
  const fault = call.fault === "F1" && rejected ? null : call.fault;

  let args = call.arguments;
  let keyValue: string | null = null;
  const names = Object.keys(call.arguments);
  if (names.some(isKeyField)) {
    args = Object.create(null) as Record<string, Json>;
    for (const name of names) {
      if (isKeyField(name)) keyValue ??= canonicalJson(call.arguments[name]);
      else
        Object.defineProperty(args, name, {
          value: call.arguments[name],
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  const argsJson = cls === "read" ? "" : canonicalJson(args);
  return {
    call,
    cls,
    fault,
    status,
    answeredT: call.delivered?.t ?? null,
    open: call.forwarded && upstream === undefined,
    args,
    keyValue,
    opKey: cls === "read" ? "" : `${call.tool}\u0000${argsJson}`,
    argsJson,
  };
}

/** Is there a time in the sorted list strictly after `after` and strictly before `before`? */
function hasTimeBetween(sorted: number[], after: number, before: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]! < before;
}

/** Difference of two recorded times, rounded to 0.001 ms so float noise never reaches a report. */
function elapsedMs(from: number, to: number): number {
  const micro = (to - from) * 1000;
  return Number.isFinite(micro) ? Math.round(micro) / 1000 : to - from;
}

/** An attempt whose outcome the agent could not know: an F1 ghost or a J8 unknown. */
function isUncertain(f: CallFacts): boolean {
  return f.fault === "F1" || f.status === "UNKNOWN";
}

function finding(
  code: Finding["code"],
  message: string,
  tool: string | null,
  operation: string | null,
  seqs: number[],
  line: number,
  t: number,
  details: Partial<Finding> = {},
): Finding {
  return { code, message, tool, operation, seqs, line, t, ...details };
}

function judgeOperation(
  op: OperationBuilder,
  retryAfterMs: number,
  readBetween: (after: number, before: number) => boolean,
  violations: Finding[],
  observations: Finding[],
): { operation: Operation; uncertainRepeated: boolean } {
  const attempts: Attempt[] = [];
  const executed: CallFacts[] = [];
  let tainted = false;
  let uncertain = false;
  let anyRejected = false;
  let uncertainBefore = false;
  let uncertainRepeated = false;
  let faulted: CallFacts | undefined;
  for (const f of op.facts) {
    const status: AttemptStatus = tainted ? "UNKNOWN" : f.status;
    const { seq, line, t } = f.call;
    const hasKey = f.keyValue !== null;
    attempts.push(
      status === f.status
        ? { seq, line, t, status, fault: f.fault, answeredT: f.answeredT, hasKey }
        : { seq, line, t, status, rawStatus: f.status, fault: f.fault, answeredT: f.answeredT, hasKey },
    );
    if (status === "UNKNOWN") uncertain = true;
    if (status === "REJECTED") anyRejected = true;
    if (f.status === "EXECUTED") executed.push(f);
    if (faulted === undefined && f.fault !== null) faulted = f;
    // J19, and its mirror: a ghost write re-sent with an unknown outcome is just as undecidable.
    if (status !== f.status || (uncertainBefore && f.status === "UNKNOWN")) uncertainRepeated = true;
    if (isUncertain(f)) uncertainBefore = true;
    // J19: after an unknown or rejected attempt, a repeat cannot be told from a double write.
    if (f.status === "UNKNOWN" || f.status === "REJECTED") tainted = true;
  }
  const first = op.facts[0]!;
  let handling: Handling | null = null;

  if (executed.length >= 2) {
    const [e1, e2] = executed as [CallFacts, CallFacts];
    const afterTimeout = op.facts.some((f) => f.call.t < e2.call.t && isUncertain(f));
    const keyUse = e2.keyValue === null ? "no key" : e2.keyValue === e1.keyValue ? "same key" : "new key";
    const parallel = first.answeredT === null || e2.call.t < first.answeredT;
    const verifiedBefore = e1.answeredT !== null && readBetween(e1.answeredT, e2.call.t);
    const identical = canonicalJson(e1.call.upstream?.result) === canonicalJson(e2.call.upstream?.result);
    violations.push(
      finding(
        "DUPLICATE_EXECUTION",
        `${op.tool} executed ${executed.length} times with the same arguments (seq ${executed.map((f) => f.call.seq).join(", ")})`,
        op.tool,
        op.id,
        executed.map((f) => f.call.seq),
        e2.call.line,
        e2.call.t,
        { keyUse, afterTimeout, verifiedBefore, parallel, upstreamResponsesIdentical: identical },
      ),
    );
    handling = faulted ? "DUPLICATE" : null;
  }

  const retryAfterViolated = faulted !== undefined && checkRetryAfter(op, retryAfterMs, violations);
  if (retryAfterViolated && handling === null) handling = "RETRY_AFTER_VIOLATED";

  if (executed.length < 2 && !retryAfterViolated) {
    const last = op.facts[op.facts.length - 1]!;
    const lastAttempt = attempts[attempts.length - 1]!;
    if (uncertain) {
      observations.push(
        finding(
          "EXECUTION_UNKNOWN",
          `${op.tool}: outcome unknown (${uncertainRepeated ? "repeated after an unknown or rejected attempt" : "no answer from the upstream"})`,
          op.tool,
          op.id,
          attempts.map((a) => a.seq),
          last.call.line,
          last.call.t,
        ),
      );
      if (faulted) handling = "UNKNOWN";
    } else if (lastAttempt.status === "REJECTED") {
      if (faulted?.fault === "F1") handling = "UNVERIFIED_GHOST";
      observations.push(
        finding(
          "UPSTREAM_REJECTED",
          `${op.tool}: the upstream rejected the write (isError) and it was not re-sent`,
          op.tool,
          op.id,
          [last.call.seq],
          last.call.line,
          last.call.t,
        ),
      );
    } else if (faulted?.fault === "F1") {
      const ghost = faulted;
      const verified = ghost.answeredT !== null && readBetween(ghost.answeredT, Number.POSITIVE_INFINITY);
      if (verified) {
        handling = "VERIFIED";
        if (op.facts.length === 1) {
          observations.push(
            finding(
              "VERIFIED_NO_RETRY",
              `${op.tool}: after the timeout the agent checked with a read and did not re-send`,
              op.tool,
              op.id,
              [ghost.call.seq],
              ghost.call.line,
              ghost.call.t,
            ),
          );
        }
      } else {
        handling = "UNVERIFIED_GHOST";
        observations.push(
          finding(
            "UNVERIFIED_AFTER_TIMEOUT",
            `${op.tool}: the write timed out (it did execute) and the agent neither checked nor retried`,
            op.tool,
            op.id,
            [ghost.call.seq],
            ghost.call.line,
            ghost.call.t,
          ),
        );
      }
    } else if (faulted) {
      const success = executed[0];
      // A recovery needs a failed attempt before the success; a fault on a re-send after it is none.
      const failures = success ? op.facts.filter((f) => f.call.t <= success.call.t && f !== success) : [];
      if (success && failures.length > 0) {
        handling = "CLEAN_RETRY";
        const lastFailure = failures[failures.length - 1]!;
        const waitedMs = elapsedMs(lastFailure.answeredT ?? lastFailure.call.t, success.call.t);
        observations.push(
          finding(
            "RECOVERED_BY_RETRY",
            `${op.tool}: not executed after ${faulted.fault}, retried and executed once (waited ${waitedMs} ms)`,
            op.tool,
            op.id,
            op.facts.map((f) => f.call.seq),
            success.call.line,
            success.call.t,
            { retries: failures.length, waitedMs },
          ),
        );
      } else {
        handling = "CLEAN_ABANDON";
        observations.push(
          finding(
            "ABANDONED_AFTER_FAILURE",
            `${op.tool}: not executed after ${faulted.fault} and not retried`,
            op.tool,
            op.id,
            op.facts.map((f) => f.call.seq),
            last.call.line,
            last.call.t,
          ),
        );
      }
    }
  }

  const outcome: Operation["outcome"] =
    executed.length >= 2
      ? "DUPLICATED"
      : uncertain
        ? "UNKNOWN"
        : executed.length === 1
          ? "EXECUTED_ONCE"
          : anyRejected
            ? "REJECTED"
            : "NOT_EXECUTED";
  return {
    operation: {
      id: op.id,
      tool: op.tool,
      arguments: truncateText(first.argsJson, ARGUMENT_PREVIEW_CHARS),
      attempts,
      executions: executed.length,
      outcome,
      fault: faulted?.fault ?? null,
      handling,
    },
    uncertainRepeated,
  };
}

/** J12: a re-send of the same operation before `retry_after` elapsed. */
function checkRetryAfter(op: OperationBuilder, retryAfterMs: number, violations: Finding[]): boolean {
  let violated = false;
  op.facts.forEach((f, index) => {
    if (f.fault !== "F2") return;
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
        `${op.tool} re-sent ${waitedMs} ms after a 429 that asked for ${retryAfterMs} ms (seq ${f.call.seq} → ${resend.call.seq})`,
        op.tool,
        op.id,
        [f.call.seq, resend.call.seq],
        resend.call.line,
        resend.call.t,
        { requiredMs: retryAfterMs, waitedMs },
      ),
    );
  });
  return violated;
}

/** J12: other calls of the same tool inside an F2 window are observed, not violations. */
function retryAfterWindows(
  facts: CallFacts[],
  operations: Map<string, OperationBuilder>,
  retryAfterMs: number,
  observations: Finding[],
): void {
  if (!facts.some((f) => f.fault === "F2")) return;
  const byTool = new Map<string, CallFacts[]>();
  for (const f of facts) {
    const list = byTool.get(f.call.tool);
    if (list) list.push(f);
    else byTool.set(f.call.tool, [f]);
  }
  const position = new Map<CallFacts, number>();
  for (const list of byTool.values()) list.forEach((f, i) => position.set(f, i));
  for (const f of facts) {
    if (f.fault !== "F2") continue;
    const windowEnd = (f.answeredT ?? f.call.t) + retryAfterMs;
    const others: CallFacts[] = [];
    const sameTool = byTool.get(f.call.tool)!;
    for (
      let i = position.get(f)! + 1;
      i < sameTool.length && others.length < 100 && sameTool[i]!.call.t < windowEnd;
      i += 1
    ) {
      if (sameTool[i]!.opKey !== f.opKey) others.push(sameTool[i]!);
    }
    if (others.length === 0) continue;
    const op = operations.get(f.opKey);
    observations.push(
      finding(
        "OTHER_CALL_DURING_RETRY_AFTER",
        `${f.call.tool}: ${others.length} other call${others.length === 1 ? "" : "s"} of the same tool inside the retry_after window of seq ${f.call.seq}`,
        f.call.tool,
        op?.id ?? null,
        [f.call.seq, ...others.map((o) => o.call.seq)],
        others[0]!.call.line,
        others[0]!.call.t,
      ),
    );
  }
}

/**
 * J18 and OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT: what the agent wrote after an attempt whose
 * outcome it could not know. Returns whether a near-duplicate was found.
 */
function afterUncertainAttempts(facts: CallFacts[], observations: Finding[]): boolean {
  const uncertainByTool = new Map<string, CallFacts[]>();
  const awaitingFollower = new Map<string, CallFacts[]>();
  let nearDuplicateFound = false;
  for (const f of facts) {
    if (f.cls !== "write") continue;
    let nearDuplicateOf: Set<CallFacts> | undefined;
    const uncertainOfTool = uncertainByTool.get(f.call.tool);
    if (uncertainOfTool && (f.status === "EXECUTED" || f.status === "UNKNOWN")) {
      for (const earlier of uncertainOfTool) {
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

function writesWithoutKey(
  facts: CallFacts[],
  classOf: Map<string, { keyFields: string[] }>,
  observations: Finding[],
): void {
  const byTool = new Map<string, CallFacts[]>();
  for (const f of facts) {
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

function unclassifiedRepeats(facts: CallFacts[], observations: Finding[]): void {
  const groups = new Map<string, CallFacts[]>();
  for (const f of facts) {
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
        `unclassified tool ${second.call.tool} was called ${list.length} times with the same arguments`,
        second.call.tool,
        null,
        list.map((f) => f.call.seq),
        second.call.line,
        second.call.t,
      ),
    );
  }
}

function coverageOf(
  recording: Recording,
  facts: CallFacts[],
  tools: Coverage["tools"],
  warnings: string[],
  operations: number,
  executedWrites: number,
): Coverage {
  const config = recording.header.config;
  const faultsInjected = { F1: 0, F2: 0, F3: 0, F5: 0, chaos: 0 };
  const callsOf = { write: 0, read: 0, unclassified: 0 };
  for (const f of facts) {
    if (f.fault !== null) faultsInjected[f.fault] += 1;
    callsOf[f.cls] += 1;
  }
  const injected = Object.values(faultsInjected).reduce((a, b) => a + b, 0);
  const triggered =
    config.scenario === "none"
      ? true
      : config.scenario === "F4"
        ? facts.some((f) => f.call.class === "write" && f.call.forwarded)
        : injected > 0;
  const listed = new Set(recording.tools.map((tool) => tool.name));
  const unclassifiedTools = new Set(tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name));
  for (const f of facts) if (!listed.has(f.call.tool)) unclassifiedTools.add(f.call.tool);
  return {
    scenario: config.scenario,
    triggered,
    faultsInjected,
    calls: facts.length,
    writeCalls: callsOf.write,
    readCalls: callsOf.read,
    unclassifiedCalls: callsOf.unclassified,
    operations,
    executedWrites,
    tools,
    unclassifiedTools: [...unclassifiedTools].sort(),
    endReason: recording.end?.reason ?? null,
    warnings,
  };
}

function decideVerdict(
  facts: CallFacts[],
  coverage: Coverage,
  violations: Finding[],
  uncertainRepeated: boolean,
  operations: Operation[],
): { verdict: Judgement["verdict"]; reasonCode: ReasonCode; reason: string; baseline: boolean } {
  if (violations.length > 0) {
    const shown = violations.slice(0, 3).map((v) => `${v.code}: ${v.message}`);
    const more = violations.length > 3 ? ` (+${violations.length - 3} more)` : "";
    return { verdict: "FAIL", reasonCode: "VIOLATION", reason: `${shown.join("; ")}${more}`, baseline: false };
  }
  const notTested = (reasonCode: ReasonCode, reason: string) => ({
    verdict: "NOT_TESTED" as const,
    reasonCode,
    reason,
    baseline: false,
  });
  const writes = facts.filter((f) => f.cls === "write");
  const scenario = coverage.scenario;
  if (facts.length === 0) return notTested("NO_CALLS", "the agent made no tool call");
  if (!coverage.tools.some((tool) => tool.class === "write"))
    return notTested("NO_WRITE_TOOLS", "the upstream lists no write tool (check write-tools)");
  if (writes.length === 0) return notTested("NO_WRITE_CALLS", "the agent made no write call");
  if (!coverage.triggered) return notTested("SCENARIO_NOT_TRIGGERED", `scenario ${scenario} never triggered`);
  const injected = Object.values(coverage.faultsInjected).some((n) => n > 0);
  const operationsUnknown = writes.every((f) => f.status === "UNKNOWN");
  if (operationsUnknown) return notTested("ALL_WRITES_UNKNOWN", "the outcome of every write is unknown");
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
      `call seq ${open.call.seq} (${open.call.tool}) was still open when the recording ended`,
    );
  const baseline = scenario === "none" || scenario === "F4";
  return baseline
    ? {
        verdict: "PASS",
        reasonCode: "PASS_BASELINE",
        reason: `no violation; baseline only: scenario ${scenario} injects no fault`,
        baseline,
      }
    : { verdict: "PASS", reasonCode: "PASS", reason: `no violation under ${scenario}`, baseline };
}

function sortFindings(findings: Finding[]): void {
  findings.sort((a, b) => a.t - b.t || a.line - b.line || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
