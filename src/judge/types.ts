import { z } from "zod";
import { FaultSchema, ScenarioSchema, type Fault } from "../recording/schema.js";

/** What happened to one attempt (J6–J8, J19). */
export const AttemptStatusSchema = z.enum(["EXECUTED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

export const AttemptSchema = z.object({
  seq: z.number().int(),
  line: z.number().int(),
  t: z.number(),
  status: AttemptStatusSchema,
  /** Set when J19 turned a repeated attempt into UNKNOWN; the raw status is then kept here. */
  rawStatus: AttemptStatusSchema.optional(),
  fault: FaultSchema.nullable(),
  /** When the agent received the answer (ms); absent if it never did. */
  answeredT: z.number().nullable(),
  hasKey: z.boolean(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

export const OperationOutcomeSchema = z.enum(["EXECUTED_ONCE", "DUPLICATED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
export const HandlingSchema = z.enum([
  "VERIFIED",
  "CLEAN_RETRY",
  "CLEAN_ABANDON",
  "UNVERIFIED_GHOST",
  "DUPLICATE",
  "RETRY_AFTER_VIOLATED",
  "UNKNOWN",
]);
export type Handling = z.infer<typeof HandlingSchema>;

/** J5: one write tool with one set of arguments (key fields left out). */
export const OperationSchema = z.object({
  id: z.string(),
  tool: z.string(),
  /** Canonical JSON of the arguments without key fields, cut to a bounded length. */
  arguments: z.string(),
  attempts: z.array(AttemptSchema),
  executions: z.number().int(),
  outcome: OperationOutcomeSchema,
  /** The first fault injected into an attempt of this operation (J10), if any. */
  fault: FaultSchema.nullable(),
  /** How the agent handled the fault (J24); null when no fault met this operation. */
  handling: HandlingSchema.nullable(),
});
export type Operation = z.infer<typeof OperationSchema>;

export const VIOLATION_CODES = ["DUPLICATE_EXECUTION", "RETRY_AFTER_VIOLATED"] as const;
export const OBSERVATION_CODES = [
  "VERIFIED_NO_RETRY",
  "RECOVERED_BY_RETRY",
  "ABANDONED_AFTER_FAILURE",
  "UNVERIFIED_AFTER_TIMEOUT",
  "UPSTREAM_REJECTED",
  "EXECUTION_UNKNOWN",
  "WRITE_WITHOUT_KEY",
  "UNCLASSIFIED_REPEAT",
  "OTHER_CALL_DURING_RETRY_AFTER",
  "OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT",
  "POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS",
  "DISHONEST_CLAIM",
  "TORN_LAST_LINE",
  "IDEMPOTENT_REPEAT",
  "NO_EFFECT_REPEAT",
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

/**
 * A violation or an observation. Common fields first; the code-specific details
 * (J17 section 5) are optional fields so every consumer reads one flat shape.
 */
export const FindingSchema = z.object({
  code: z.enum([...VIOLATION_CODES, ...OBSERVATION_CODES]),
  message: z.string(),
  tool: z.string().nullable(),
  operation: z.string().nullable(),
  /** Sequence numbers of the calls involved, in time order. */
  seqs: z.array(z.number().int()),
  /** Line of the call that shows the finding best (the offending one for violations). */
  line: z.number().int(),
  /** Recorded send time of that call, ms. */
  t: z.number(),
  keyUse: z.enum(["same key", "new key", "no key"]).optional(),
  afterTimeout: z.boolean().optional(),
  verifiedBefore: z.boolean().optional(),
  parallel: z.boolean().optional(),
  upstreamResponsesIdentical: z.boolean().optional(),
  requiredMs: z.number().optional(),
  waitedMs: z.number().optional(),
  retries: z.number().int().optional(),
  differences: z.array(z.string()).optional(),
  /** J18 v3 (DUPLICATE_EXECUTION, RETRY_AFTER_VIOLATED, POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS): the form that made two calls one request. */
  match: z.enum(["near", "sql", "reworded"]).optional(),
  /** J18 v3: each tolerated difference with both calls' values as canonical JSON, shortened; null where absent. */
  differingPaths: z
    .array(z.object({ path: z.string(), earlier: z.string().nullable(), later: z.string().nullable() }))
    .optional(),
  /** IDEMPOTENT_REPEAT (J29): how many times the identical call executed; NO_EFFECT_REPEAT: how many repeats had no effect. */
  count: z.number().int().optional(),
  /** IDEMPOTENT_REPEAT (J29, rules version 3): where the trust came from. */
  trustSource: z.enum(["annotation", "configuration"]).optional(),
  /** NO_EFFECT_REPEAT (J29, rules version 3): the first execution's answer and the repeat's, shortened. */
  firstAnswer: z.string().optional(),
  repeatAnswer: z.string().optional(),
  /** UPSTREAM_REJECTED (J7, rules version 3): the result had no `isError` but reported failure in-band. */
  inBand: z.boolean().optional(),
  /** UPSTREAM_REJECTED in-band: the top-level field that said so (`success`, `ok`, `status` or `error`). */
  inBandField: z.enum(["success", "ok", "status", "error"]).optional(),
  /** UNVERIFIED_AFTER_TIMEOUT (J17): reads sent after the write that did not count, by seq (at most 100). */
  readsNotCounted: z.array(z.number().int()).optional(),
  /**
   * UNVERIFIED_AFTER_TIMEOUT (J17, rules version 3): unclassified calls after the write that would
   * have verified it if they were reads, by seq (at most 100); absent when there were none.
   */
  lookAlikeReads: z.array(z.number().int()).optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const VerdictSchema = z.enum(["PASS", "FAIL", "NOT_TESTED", "ERROR"]);
export type Verdict = z.infer<typeof VerdictSchema>;

export const REASON_CODES = [
  "VIOLATION",
  "PASS",
  "PASS_BASELINE",
  "NO_CALLS",
  "NO_WRITE_TOOLS",
  "NO_WRITE_CALLS",
  "SCENARIO_NOT_TRIGGERED",
  "ALL_WRITES_UNKNOWN",
  "NO_WRITE_EXECUTED",
  "UNCERTAIN_OPERATION_REPEATED",
  "CALL_OPEN_AT_END",
  "UNREADABLE",
  "EDITED_AFTER_RECORDING",
] as const;
export const ReasonCodeSchema = z.enum(REASON_CODES);
export type ReasonCode = z.infer<typeof ReasonCodeSchema>;

export const ToolClassificationSchema = z.object({
  name: z.string(),
  class: z.enum(["write", "read", "unclassified"]),
  /** What decided the class (J1): "write-tools", "add-write-tools", "read-tools", an annotation, a default pattern, … */
  why: z.string(),
  keyFields: z.array(z.string()),
  /** J2b (rules version 3): set for a tool whose calls are classified by an operation value, each value's class. */
  operations: z
    .object({
      field: z.string(),
      values: z.array(
        z.object({ value: z.string(), class: z.enum(["write", "read", "unclassified"]), why: z.string() }),
      ),
    })
    .optional(),
});
export type ToolClassification = z.infer<typeof ToolClassificationSchema>;

/** J10: one count per fault kind; a new fault is a new report field (a schema change: CONTRIBUTING.md). */
const FAULT_COUNTS = {
  F1: z.number().int(),
  F2: z.number().int(),
  F3: z.number().int(),
  F5: z.number().int(),
  chaos: z.number().int(),
} satisfies Record<Fault, z.ZodNumber>;

export const CoverageSchema = z.object({
  scenario: ScenarioSchema,
  triggered: z.boolean(),
  faultsInjected: z.object(FAULT_COUNTS),
  calls: z.number().int(),
  writeCalls: z.number().int(),
  readCalls: z.number().int(),
  unclassifiedCalls: z.number().int(),
  operations: z.number().int(),
  executedWrites: z.number().int(),
  tools: z.array(ToolClassificationSchema),
  unclassifiedTools: z.array(z.string()),
  /** J29: write tools whose `idempotentHint: true` was trusted; empty with distrust-idempotent-hint. Added in rules version 2. */
  trustedIdempotentTools: z.array(z.string()).default([]),
  /**
   * J29 (rules version 3): where the trust in each of `trustedIdempotentTools` came from, in the
   * same order: the tool's `annotation` or the project `configuration` (`"idempotent": true`).
   * Absent when no tool was trusted.
   */
  trustedIdempotentSources: z
    .array(z.object({ tool: z.string(), source: z.enum(["annotation", "configuration"]) }))
    .optional(),
  endReason: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** J28: one claim of the final reply about one write (or about none), judged (docs/honesty.md). */
export const HonestyFindingSchema = z.object({
  status: z.enum(["HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
  /** The honesty rule, H1–H13, with its words. */
  rule: z.string(),
  /** The phrase rule of the rule files that read the claim (`en.failed.failed`); null where none did. */
  phrase: z.string().nullable(),
  claim: z.enum(["succeeded", "failed", "unknown"]).nullable(),
  /** The sentence of the reply the claim is in, shortened. */
  sentence: z.string(),
  /** The write operation it is about (`op-1`) and its tool; null for a claim tied to no write. */
  operation: z.string().nullable(),
  tool: z.string().nullable(),
  /**
   * How the claim was tied: a value of the write in its clause, sentence or paragraph; the only
   * write; the one write no other claim names; every write ("both", "all"); or none.
   */
  tie: z.enum(["clause", "sentence", "paragraph", "only-write", "remaining-write", "all", "none"]),
});
export type HonestyFinding = z.infer<typeof HonestyFindingSchema>;

export const HonestySchema = z.object({
  status: z.enum(["NOT_MEASURED", "HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
  /** Which honesty rule matched (docs/judging.md). */
  rule: z.string().nullable(),
  claim: z.enum(["success", "failure", "uncertain", "unclear"]).nullable(),
  /** The reply's language (detected or configured); null when none was determined. Absent when not measured. */
  language: z.string().nullable().optional(),
  /** Every claim, judged, in reply order. Absent when not measured. */
  findings: z.array(HonestyFindingSchema).optional(),
});
export type Honesty = z.infer<typeof HonestySchema>;

export interface Judgement {
  verdict: Exclude<Verdict, "ERROR">;
  reasonCode: ReasonCode;
  reason: string;
  baseline: boolean;
  violations: Finding[];
  observations: Finding[];
  operations: Operation[];
  coverage: Coverage;
  honesty: Honesty;
  /** Recorded duration of the loop, ms. */
  durationMs: number;
}
