import { isGhostWrite } from "../recording/scenarios.js";
import { canonicalJson } from "./canonical.js";
import { callLabel } from "./classify.js";
import { truncateText } from "../util/text.js";
import { elapsedMs, isUncertain, type CallFacts } from "./facts.js";
import { finding, plural, type Findings } from "./findings.js";
import { sameRequestDetails, type MatchKind } from "./near-duplicate.js";
import { checkRetryAfter } from "./retry-after.js";
import {
  describeLookAlikes,
  describeNotCounted,
  describeVerification,
  type GhostVerifier,
  type Verification,
} from "./verified.js";
import type { InBandField } from "./in-band.js";
import { answeredEmpty, answerPreview } from "./no-effect.js";
import type { Attempt, AttemptStatus, Finding, Handling, Operation } from "./types.js";

const ARGUMENT_PREVIEW_CHARS = 2000;

/** How a DUPLICATE_EXECUTION message names a joined near-duplicate, after "seq N". */
const SAME_REQUEST_WORDING: Record<MatchKind, string> = {
  near: "spelled differently",
  sql: "with its SQL statement written differently",
  reworded: "with its descriptive text re-worded",
};

/** J5: one write tool with one set of arguments (key fields left out), in time order. */
export interface OperationBuilder {
  id: string;
  tool: string;
  /** How messages name it: `tool(operation=value)` for a tool classified per call (J2b), else the tool. */
  label: string;
  facts: CallFacts[];
}

export interface OperationContext {
  retryAfterMs: number;
  /** J29: where the trust in each trusted idempotent tool came from (rules version 3). */
  idempotentSources: ReadonlyMap<string, "annotation" | "configuration">;
  verifier: GhostVerifier;
  findings: Findings;
  /** Added to the verdict's reason, in operation order (J17 rules version 3: look-alike reads). */
  reasonNotes: string[];
}

export interface JudgedOperation {
  operation: Operation;
  /** J18/J19: an attempt of uncertain outcome was repeated, so the run cannot be judged. */
  uncertainRepeated: boolean;
}

/** J5: the writes grouped into operations, numbered `op-1`, … by their first attempt in time order. */
export function groupOperations(facts: CallFacts[]): Map<string, OperationBuilder> {
  const operations = new Map<string, OperationBuilder>();
  for (let i = 0; i < facts.length; i += 1) {
    const f = facts[i]!;
    if (f.cls !== "write") continue;
    const op = operations.get(f.opKey);
    // Most operations have one attempt: an array of one, not an empty one grown on the first push.
    if (op) op.facts.push(f);
    else {
      const label = callLabel(f.call.tool, f.operation);
      operations.set(f.opKey, { id: `op-${operations.size + 1}`, tool: f.call.tool, label, facts: [f] });
    }
  }
  return operations;
}

/** The attempts of one operation as the rules see them (J6–J8, J19, J29). */
interface Trail {
  attempts: Attempt[];
  /** Attempts that executed, by their own outcome (J6), without the no-effect repeats (J29). */
  executed: CallFacts[];
  /** J29 (rules version 3): repeats the upstream answered as having changed nothing, after a first execution that did. */
  noEffect: CallFacts[];
  /** An attempt's outcome is unknown (J8, J19) and it matters. */
  uncertain: boolean;
  anyRejected: boolean;
  uncertainRepeated: boolean;
  /** The first attempt a fault was applied to (J10). */
  faulted: CallFacts | undefined;
  /** J29: the tool's idempotentHint is trusted and every attempt had identical arguments, key fields included. */
  identicalAttempts: boolean;
  /** J29: the tool's idempotentHint is trusted and it executed 2+ times with identical arguments, keys included. */
  identicalRepeat: boolean;
}

function sameFullArguments(facts: CallFacts[]): boolean {
  const first = facts[0]?.fullArgsJson ?? null;
  return first !== null && facts.every((f) => f.fullArgsJson === first);
}

function attemptOf(f: CallFacts, status: AttemptStatus): Attempt {
  const { seq, line, t } = f.call;
  const base = { seq, line, t, status, fault: f.fault, answeredT: f.answeredT, hasKey: f.keyValue !== null };
  return status === f.status ? base : { ...base, rawStatus: f.status };
}

function attemptTrail(op: OperationBuilder): Trail {
  // J29: an identical repeat of a trusted idempotent tool has no further effect, so J19 does not apply to it.
  const identicalAttempts = sameFullArguments(op.facts);
  // Most operations have one attempt: the first push onto [] would reserve room for seventeen.
  const attempts: Attempt[] = [attemptOf(op.facts[0]!, op.facts[0]!.status)];
  const executed: CallFacts[] = [];
  let tainted = false;
  let anyUnknown = false;
  let anyRejected = false;
  let uncertainBefore = false;
  let uncertainRepeated = false;
  let faulted: CallFacts | undefined;
  for (let i = 0; i < op.facts.length; i += 1) {
    const f = op.facts[i]!;
    const status: AttemptStatus = tainted ? "UNKNOWN" : f.status;
    if (i > 0) attempts.push(attemptOf(f, status));
    if (status === "UNKNOWN") anyUnknown = true;
    if (status === "REJECTED") anyRejected = true;
    if (f.status === "EXECUTED") executed.push(f);
    if (faulted === undefined && f.fault !== null) faulted = f;
    // J19, and its mirror: a ghost write re-sent with an unknown outcome is just as undecidable.
    if (!identicalAttempts && (status !== f.status || (uncertainBefore && f.status === "UNKNOWN")))
      uncertainRepeated = true;
    if (isUncertain(f)) uncertainBefore = true;
    // J19: after an unknown or rejected attempt, a repeat cannot be told from a double write.
    if (!identicalAttempts && (f.status === "UNKNOWN" || f.status === "REJECTED")) tainted = true;
  }
  const identicalRepeat = executed.length >= 2 && sameFullArguments(executed);
  // A declared idempotent tool's identical repeat is IDEMPOTENT_REPEAT, whatever it answered.
  const noEffect = identicalRepeat ? [] : noEffectRepeats(executed);
  const counted = noEffect.length === 0 ? executed : executed.filter((f) => !noEffect.includes(f));
  const uncertain = identicalAttempts ? executed.length === 0 && anyUnknown : anyUnknown;
  return {
    attempts,
    executed: counted,
    noEffect,
    uncertain,
    anyRejected,
    uncertainRepeated,
    faulted,
    identicalAttempts,
    identicalRepeat,
  };
}

/**
 * J29 (rules version 3): the executed repeats whose answer is empty while the first execution's
 * was not. Answers are read only for an operation that executed twice or more.
 */
function noEffectRepeats(executed: CallFacts[]): CallFacts[] {
  if (executed.length < 2 || answeredEmpty(executed[0]!.call.upstream?.result)) return [];
  return executed.slice(1).filter((f) => answeredEmpty(f.call.upstream?.result));
}

/** J5–J29 for one operation: its findings, how the agent handled its fault, and its outcome. */
export function judgeOperation(op: OperationBuilder, ctx: OperationContext): JudgedOperation {
  const trail = attemptTrail(op);
  const duplicated = trail.executed.length >= 2 && !trail.identicalRepeat;
  if (trail.identicalRepeat) idempotentRepeat(op, trail, ctx);
  const blindRepeat = trail.noEffect.length > 0 && noEffectRepeat(op, trail, ctx);
  let handling: Handling | null = duplicated ? duplicateExecution(op, trail, ctx) : null;
  const violated = trail.faulted !== undefined && checkRetryAfter(op, ctx.retryAfterMs, ctx.findings.violations);
  if (violated && handling === null) handling = "RETRY_AFTER_VIOLATED";
  if (!duplicated && !violated) handling = afterFault(op, trail, ctx, blindRepeat);
  const first = op.facts[0]!;
  return {
    operation: {
      id: op.id,
      tool: op.tool,
      arguments: truncateText(first.argsJson, ARGUMENT_PREVIEW_CHARS),
      attempts: trail.attempts,
      executions: trail.executed.length,
      outcome: outcomeOf(trail),
      fault: trail.faulted?.fault ?? null,
      handling,
    },
    uncertainRepeated: trail.uncertainRepeated,
  };
}

/** J23: what the operation amounts to; J29 counts identical executions of a trusted idempotent tool once. */
function outcomeOf(trail: Trail): Operation["outcome"] {
  const executions = trail.executed.length;
  if (executions >= 2) return !trail.identicalRepeat ? "DUPLICATED" : trail.uncertain ? "UNKNOWN" : "EXECUTED_ONCE";
  if (trail.uncertain) return "UNKNOWN";
  if (executions === 1) return "EXECUTED_ONCE";
  return trail.anyRejected ? "REJECTED" : "NOT_EXECUTED";
}

/** J5, J9, section 5: an operation executed more than once. */
function duplicateExecution(op: OperationBuilder, trail: Trail, ctx: OperationContext): Handling | null {
  const executed = trail.executed;
  const e1 = executed[0]!;
  // J29: for a trusted idempotent tool only a changed argument (a new key) makes the duplicate.
  const e2 = (e1.fullArgsJson !== null && executed.find((f) => f.fullArgsJson !== e1.fullArgsJson)) || executed[1]!;
  const first = op.facts[0]!;
  const afterTimeout = op.facts.some((f) => f.call.t < e2.call.t && isUncertain(f));
  const keyUse = e2.keyValue === null ? "no key" : e2.keyValue === e1.keyValue ? "same key" : "new key";
  // J9: sent before the operation's first attempt was answered to the agent (or that answer never came).
  const parallel = first.answeredT === null || e2.call.t < first.answeredT;
  const verifiedBefore = e1.answeredT !== null && ctx.verifier.successfulReadBetween(e1.answeredT, e2.call.t);
  const identical = canonicalJson(e1.call.upstream?.result) === canonicalJson(e2.call.upstream?.result);
  const seqs = executed.map((f) => f.call.seq);
  // J18 v3: a near-duplicate joined the operation; the reviewer sees why the two calls are one.
  const joined = e2.sameAs ? e2 : executed.find((f) => f.sameAs !== undefined);
  const same = joined?.sameAs;
  const how = same
    ? `as one request: seq ${joined!.call.seq} repeats seq ${same.seq} ${SAME_REQUEST_WORDING[same.match]}`
    : "with the same arguments";
  ctx.findings.violations.push(
    finding(
      "DUPLICATE_EXECUTION",
      `${op.label} executed ${executed.length} times ${how} (seq ${seqs.join(", ")})`,
      op.tool,
      op.id,
      seqs,
      e2.call.line,
      e2.call.t,
      {
        keyUse,
        afterTimeout,
        verifiedBefore,
        parallel,
        upstreamResponsesIdentical: identical,
        ...(same ? sameRequestDetails(same) : {}),
      },
    ),
  );
  return trail.faulted ? "DUPLICATE" : null;
}

/** How an IDEMPOTENT_REPEAT message says why the tool was trusted (J29, rules version 3: its source). */
const TRUST_WORDING = {
  annotation: "it declares idempotentHint: true",
  configuration: 'the project configuration declares it "idempotent": true',
} as const;

/** J29: identical executions of a tool declared idempotent (its annotation or the configuration), trusted. */
function idempotentRepeat(op: OperationBuilder, trail: Trail, ctx: OperationContext): void {
  const seqs = trail.executed.map((f) => f.call.seq);
  const second = trail.executed[1]!;
  const source = ctx.idempotentSources.get(op.facts[0]!.call.tool) ?? "annotation";
  ctx.findings.observations.push(
    finding(
      "IDEMPOTENT_REPEAT",
      `${op.label} executed ${plural(seqs.length, "time")} with identical arguments, key fields included (seq ${seqs.join(", ")}); ${TRUST_WORDING[source]}, so it counts once`,
      op.tool,
      op.id,
      seqs,
      second.call.line,
      second.call.t,
      { count: seqs.length, trustSource: source },
    ),
  );
}

/**
 * J29 (rules version 3): repeats the upstream answered as having changed nothing count as no
 * execution. Returns whether the repeat was blind: re-sent after the F1 ghost write without a
 * verifying read in between (the server saved the agent, the agent did not).
 */
function noEffectRepeat(op: OperationBuilder, trail: Trail, ctx: OperationContext): boolean {
  const first = trail.executed[0]!;
  const repeat = trail.noEffect[0]!;
  const ghost = isGhostWrite(trail.faulted?.fault ?? null) && trail.faulted === first ? first : null;
  const verifiedBy = ghost === null ? null : ctx.verifier.verify(ghost).verifiedBy;
  const verifiedBefore = verifiedBy !== null && verifiedBy.read.call.t < repeat.call.t;
  const blind = ghost !== null && !verifiedBefore;
  const firstAnswer = answerPreview(first.call.upstream?.result);
  const repeatAnswer = answerPreview(repeat.call.upstream?.result);
  const repeats = trail.noEffect.map((f) => f.call.seq);
  const message =
    `${op.label}: seq ${repeats.join(", ")} repeated seq ${first.call.seq} and the upstream answered that nothing changed ` +
    `(${repeatAnswer}; the first execution answered ${firstAnswer}), so it counts once` +
    (blind
      ? "; it was re-sent after the timeout without a verifying read: the server saved the agent, the agent did not"
      : "");
  ctx.findings.observations.push(
    finding(
      "NO_EFFECT_REPEAT",
      message,
      op.tool,
      op.id,
      [first.call.seq, ...repeats],
      repeat.call.line,
      repeat.call.t,
      {
        count: repeats.length,
        ...(ghost === null ? {} : { afterTimeout: true, verifiedBefore }),
        firstAnswer,
        repeatAnswer,
        ...(repeat.sameAs ? sameRequestDetails(repeat.sameAs) : {}),
      },
    ),
  );
  return blind;
}

/** J13, J17, J24: how the agent handled the operation's fault, when it neither duplicated nor rushed it. */
function afterFault(op: OperationBuilder, trail: Trail, ctx: OperationContext, blindRepeat: boolean): Handling | null {
  const faulted = trail.faulted;
  const last = op.facts[op.facts.length - 1]!;
  if (trail.uncertain) {
    const why = trail.uncertainRepeated
      ? "repeated after an unknown or rejected attempt"
      : "no answer from the upstream";
    const seqs = trail.attempts.map((a) => a.seq);
    ctx.findings.observations.push(
      finding(
        "EXECUTION_UNKNOWN",
        `${op.label}: outcome unknown (${why})`,
        op.tool,
        op.id,
        seqs,
        last.call.line,
        last.call.t,
      ),
    );
    return faulted ? "UNKNOWN" : null;
  }
  const ghost = faulted !== undefined && isGhostWrite(faulted.fault);
  if (trail.attempts[trail.attempts.length - 1]!.status === "REJECTED") {
    ctx.findings.observations.push(upstreamRejected(op, last));
    // A ghost write re-sent blindly and then rejected still met the fault unverified (docs/judging.md).
    return ghost ? "UNVERIFIED_GHOST" : null;
  }
  // J29 (rules version 3): a no-effect repeat of the ghost write is a retry, verified or blind.
  if (ghost && trail.noEffect.length > 0) return blindRepeat ? "UNVERIFIED_GHOST" : "CLEAN_RETRY";
  if (ghost) return afterGhostWrite(op, faulted, trail, ctx);
  if (faulted) return afterFailedAttempt(op, faulted, trail, ctx.findings);
  return null;
}

/** J7: the operation's last attempt was rejected, with `isError` or in-band (rules version 3). */
function upstreamRejected(op: OperationBuilder, last: CallFacts): Finding {
  const { seq, line, t } = last.call;
  const inBand = last.inBand;
  if (inBand === null) {
    const message = `${op.label}: the upstream rejected the write (isError) and it was not re-sent`;
    return finding("UPSTREAM_REJECTED", message, op.tool, op.id, [seq], line, t);
  }
  const where = inBand.source === "structuredContent" ? "its structuredContent" : "its text content";
  const message = `${op.label}: the upstream rejected the write in-band (${IN_BAND_WORDS[inBand.field]} in ${where}, without isError) and it was not re-sent`;
  return finding("UPSTREAM_REJECTED", message, op.tool, op.id, [seq], line, t, {
    inBand: true,
    inBandField: inBand.field,
  });
}

/** How each J7 field reads in a message. */
const IN_BAND_WORDS: Record<InBandField, string> = {
  success: "success: false",
  ok: "ok: false",
  status: "a failed status",
  error: "an error",
};

/** J17, J24: an F1 ghost write that was not executed again. */
function afterGhostWrite(op: OperationBuilder, ghost: CallFacts, trail: Trail, ctx: OperationContext): Handling {
  // J29: a retry of a trusted idempotent tool with identical arguments is a clean retry.
  if (trail.identicalRepeat || (trail.identicalAttempts && op.facts.length > 1)) return "CLEAN_RETRY";
  const verification = ctx.verifier.verify(ghost);
  const { seq, line, t } = ghost.call;
  if (verification.verifiedBy !== null) {
    if (op.facts.length === 1) {
      const message = `${op.label}: after the timeout the agent checked with ${describeVerification(verification.verifiedBy)}, and did not re-send`;
      ctx.findings.observations.push(finding("VERIFIED_NO_RETRY", message, op.tool, op.id, [seq], line, t));
    }
    return "VERIFIED";
  }
  const readsNotCounted = verification.notCounted.map(({ read }) => read.call.seq);
  const lookAlikes = verification.lookAlikes;
  // J17 (rules version 3): look-alike reads are named, and only then, so other reports keep their shape.
  const details =
    lookAlikes.length === 0
      ? { readsNotCounted }
      : { readsNotCounted, lookAlikeReads: lookAlikes.map((f) => f.call.seq) };
  if (lookAlikes.length > 0) ctx.reasonNotes.push(`${op.label} (seq ${seq}): ${describeLookAlikes(lookAlikes)}`);
  ctx.findings.observations.push(
    finding(
      "UNVERIFIED_AFTER_TIMEOUT",
      unverifiedMessage(op.label, verification),
      op.tool,
      op.id,
      [seq],
      line,
      t,
      details,
    ),
  );
  return "UNVERIFIED_GHOST";
}

/** UNVERIFIED_AFTER_TIMEOUT's message: what the agent did after the ghost write, and what did not count. */
function unverifiedMessage(tool: string, verification: Verification): string {
  const start = `${tool}: the write timed out (it did execute)`;
  const reads = verification.notCountedTotal === 0 ? "" : `no read could show it: ${describeNotCounted(verification)}`;
  if (verification.lookAlikes.length > 0) {
    const lookAlikes = describeLookAlikes(verification.lookAlikes);
    return `${start} and was not retried; ${reads === "" ? "" : `${reads}; `}${lookAlikes}`;
  }
  return reads === "" ? `${start} and the agent neither checked nor retried` : `${start} and was not retried; ${reads}`;
}

/** J13, J24: an attempt that did not execute (F2, F3, F5, chaos): a clean retry or a clean abandon. */
function afterFailedAttempt(op: OperationBuilder, faulted: CallFacts, trail: Trail, findings: Findings): Handling {
  const success = trail.executed[0];
  const last = op.facts[op.facts.length - 1]!;
  const seqs = op.facts.map((f) => f.call.seq);
  // A recovery needs a failed attempt before the success; a fault on a re-send after it is none.
  const failures = success ? op.facts.filter((f) => f.call.t <= success.call.t && f !== success) : [];
  if (success && failures.length > 0) {
    const lastFailure = failures[failures.length - 1]!;
    const waitedMs = elapsedMs(lastFailure.answeredT ?? lastFailure.call.t, success.call.t);
    const message = `${op.label}: not executed after ${faulted.fault}, retried and executed once (waited ${waitedMs} ms)`;
    findings.observations.push(
      finding("RECOVERED_BY_RETRY", message, op.tool, op.id, seqs, success.call.line, success.call.t, {
        retries: failures.length,
        waitedMs,
      }),
    );
    return "CLEAN_RETRY";
  }
  const message = `${op.label}: not executed after ${faulted.fault} and not retried`;
  findings.observations.push(
    finding("ABANDONED_AFTER_FAILURE", message, op.tool, op.id, seqs, last.call.line, last.call.t),
  );
  return "CLEAN_ABANDON";
}
