import type { RecordedCall } from "../recording/model.js";
import type { Fault, Json, ToolClass } from "../recording/schema.js";
import { FAULTS, isGhostWrite } from "../recording/scenarios.js";
import { canonicalJson } from "./canonical.js";
import type { CallClass } from "./classify.js";
import { inBandRejection, type InBandRejection } from "./in-band.js";
import type { Difference, NearMatch } from "./near-duplicate.js";
import type { AttemptStatus } from "./types.js";

/** J7: injected faults that are never forwarded (all but the ghost write), so the attempt never executed. */
const INJECTED_NOT_FORWARDED: ReadonlySet<Fault> = new Set(FAULTS.filter((fault) => !isGhostWrite(fault)));

/** One call with the facts the rules need, derived once. */
export interface CallFacts {
  call: RecordedCall;
  cls: ToolClass;
  /** J2b: `operation=create` when the call's tool is classified per operation value; null otherwise. */
  operation: string | null;
  /** The fault that was actually applied (J11: an F1 write the upstream rejected keeps F1 armed). */
  fault: Fault | null;
  status: AttemptStatus;
  /** J7 (rules version 3): how a write's result without `isError` reported failure in-band; null otherwise. */
  inBand: InBandRejection | null;
  answeredT: number | null;
  open: boolean;
  /** Arguments without key fields. */
  args: Record<string, Json>;
  keyValue: string | null;
  /** J5 identity: tool and canonical arguments without key fields; empty for reads, which form no operation. */
  opKey: string;
  /** Canonical JSON of `args` (empty for reads). */
  argsJson: string;
  /** J29: canonical JSON of every argument, key fields included; set only for tools whose idempotentHint is trusted. */
  fullArgsJson: string | null;
  /** J18/J12 in rules version 3: this call joined an earlier call's operation (`opKey` is then that operation's). */
  sameAs?: SameRequest;
}

/** Why a call with other arguments was judged the same operation as an earlier one. */
export interface SameRequest {
  seq: number;
  match: NearMatch["match"];
  differences: Difference[];
}

export interface FactsOptions {
  /** J1–J3, and J2b for a tool classified per call by its operation value. */
  classOf: (call: RecordedCall) => CallClass;
  isKeyField: (name: string) => boolean;
  /** J29: write tools whose `idempotentHint: true` is trusted. */
  trustedIdempotent: ReadonlySet<string>;
}

const byTimeThenSeq = (a: RecordedCall, b: RecordedCall) => a.t - b.t || a.seq - b.seq;

/**
 * The calls sorted by time, then seq; a recorder writes them in that order already, so usually
 * no copy. The check compares inline: once per call in a cold process, a comparator call each
 * time cost more than the comparison.
 */
export function inTimeOrder(calls: RecordedCall[]): RecordedCall[] {
  for (let i = 1; i < calls.length; i += 1) {
    const before = calls[i - 1]!;
    const call = calls[i]!;
    if (before.t > call.t || (before.t === call.t && before.seq > call.seq)) return [...calls].sort(byTimeThenSeq);
  }
  return calls;
}

/** J6–J8: what happened to one attempt, from recorded facts only; an in-band rejection is decided apart. */
function statusOf(call: RecordedCall): AttemptStatus {
  const upstream = call.upstream;
  // J7: injected and never forwarded, or held back by the recorder (not a fault).
  if (call.fault !== null && INJECTED_NOT_FORWARDED.has(call.fault)) return "NOT_EXECUTED";
  if (!call.forwarded) return "NOT_EXECUTED";
  // J7: an HTTP request the upstream never received (connection refused before it was sent).
  if (upstream?.outcome === "not_sent") return "NOT_EXECUTED";
  // J8: a JSON-RPC error, a timeout, a lost connection or no answer at all.
  if (upstream === undefined || upstream.outcome !== "result") return "UNKNOWN";
  // J6 executed (the F1 ghost write included) or J7 rejected.
  return upstream.result?.isError === true ? "REJECTED" : "EXECUTED";
}

/** Most calls have no key field: asked with for-in, so no array of names is built per call. */
function hasKeyField(callArguments: Record<string, Json>, isKeyField: (name: string) => boolean): boolean {
  for (const name in callArguments) if (isKeyField(name) && Object.hasOwn(callArguments, name)) return true;
  return false;
}

/** J4/J5: the arguments (with a key field) without key fields, and the first key field's value. */
function splitKeyFields(
  callArguments: Record<string, Json>,
  isKeyField: (name: string) => boolean,
): { args: Record<string, Json>; keyValue: string | null } {
  const args = Object.create(null) as Record<string, Json>;
  let keyValue: string | null = null;
  for (const name of Object.keys(callArguments)) {
    if (isKeyField(name)) keyValue ??= canonicalJson(callArguments[name]);
    // defineProperty, not assignment: an argument named "__proto__" is an argument like any other.
    else
      Object.defineProperty(args, name, {
        value: callArguments[name],
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return { args, keyValue };
}

export function deriveFacts(call: RecordedCall, options: FactsOptions): CallFacts {
  const { class: cls, operation } = options.classOf(call);
  const rawStatus = statusOf(call);
  // J7: only a write attempt is rejected in-band; a read answering "not found" still shows something (J17).
  const inBand = cls === "write" && rawStatus === "EXECUTED" ? inBandRejection(call.upstream?.result) : null;
  const status = inBand === null ? rawStatus : "REJECTED";
  // J7, J11: an F1 write the upstream rejected (isError or in-band) or never received was never a ghost: it did not execute.
  const fault =
    isGhostWrite(call.fault) && (status === "REJECTED" || call.upstream?.outcome === "not_sent") ? null : call.fault;
  // Most calls have no key field: their arguments are kept as they are, with no pair built.
  const split = hasKeyField(call.arguments, options.isKeyField)
    ? splitKeyFields(call.arguments, options.isKeyField)
    : null;
  const args = split === null ? call.arguments : split.args;
  const keyValue = split === null ? null : split.keyValue;
  const argsJson = cls === "read" ? "" : canonicalJson(args);
  const trusted = cls === "write" && options.trustedIdempotent.has(call.tool);
  return {
    call,
    cls,
    operation,
    fault,
    status,
    inBand,
    answeredT: call.delivered?.t ?? null,
    open: call.forwarded && call.upstream === undefined,
    args,
    keyValue,
    opKey: cls === "read" ? "" : `${call.tool}\u0000${argsJson}`,
    argsJson,
    fullArgsJson: !trusted ? null : keyValue === null ? argsJson : canonicalJson(call.arguments),
  };
}

/** An attempt whose outcome the agent could not know: an F1 ghost or a J8 unknown. */
export function isUncertain(f: CallFacts): boolean {
  return isGhostWrite(f.fault) || f.status === "UNKNOWN";
}

/** Difference of two recorded times, rounded to 0.001 ms so float noise never reaches a report. */
export function elapsedMs(from: number, to: number): number {
  const micro = (to - from) * 1000;
  return Number.isFinite(micro) ? Math.round(micro) / 1000 : to - from;
}

/** Is there a time in the sorted list strictly after `after` and strictly before `before`? */
export function hasTimeBetween(sorted: number[], after: number, before: number): boolean {
  const index = firstIndexAfter(sorted, after);
  return index < sorted.length && sorted[index]! < before;
}

/** The index of the first time in the sorted list strictly after `after`. */
export function firstIndexAfter(sorted: number[], after: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
