import { z } from "zod";
import {
  ANNOTATED_SEALS,
  ANNOTATION_SOURCES,
  END_REASONS,
  FAULTS,
  SCENARIOS,
  type BodyEventType,
  type Json,
} from "./format.js";

export * from "./format.js";

/**
 * Loop recording format v1: JSON Lines, one event per line, the first line a header.
 * docs/recording-format.md is the prose version of this file; keep the two in step.
 *
 * Times (`t`) are milliseconds since the recorder started, from a monotonic clock. The judge
 * reads only these; `startedAt` in the header is for people and is never judged.
 */
/**
 * Any JSON value. Every event comes out of JSON.parse, so a value is JSON by construction;
 * walking it again would only cost time on large arguments and results.
 */
export const JsonSchema = z.custom<Json>(() => true);
const JsonObject = z.custom<Record<string, Json>>(
  (value) => value !== null && typeof value === "object" && !Array.isArray(value),
  { message: "expected a JSON object" },
);

const Millis = z.number().finite().nonnegative();
const Seq = z.number().int().nonnegative();
const RpcId = z.union([z.string(), z.number()]);

export const ScenarioSchema = z.enum(SCENARIOS);
export type { Fault, Scenario } from "./scenarios.js";

/** Faults the recorder can inject into one call. */
export const FaultSchema = z.enum(FAULTS);

export const ToolClassSchema = z.enum(["write", "read", "unclassified"]);
export type ToolClass = z.infer<typeof ToolClassSchema>;

export const RecordingConfigSchema = z
  .object({
    scenario: ScenarioSchema,
    retryAfterSeconds: z.number().int().min(0).max(86400).default(60),
    chaos: z
      .object({ errorRate: z.number().min(0).max(1), seed: z.number().int() })
      .strict()
      .nullable()
      .default(null),
    writeTools: z.array(z.string()).nullable().default(null),
    /** Globs added to the default write patterns (J1, rules version 2); absent in older recordings. */
    addWriteTools: z.array(z.string()).default([]),
    readTools: z.array(z.string()).default([]),
    keyFields: z.array(z.string()).nullable().default(null),
    upstreamTimeoutMs: z.number().int().positive().default(60000),
    /** J29: judge tools declaring `idempotentHint: true` like any other write; absent in older recordings. */
    distrustIdempotentHint: z.boolean().default(false),
    /**
     * J2b (rules version 3): the classes the project configuration gave the operation values
     * of multi-operation tools (`"class": "by-operation"`), by tool; absent in older recordings.
     */
    operations: z.record(z.string(), z.record(z.string(), z.enum(["write", "read", "todo"]))).default({}),
    /** J29 (rules version 3): tools the project configuration declares `"idempotent": true`; absent in older recordings. */
    idempotentTools: z.array(z.string()).default([]),
  })
  .strict();
export type RecordingConfig = z.infer<typeof RecordingConfigSchema>;

export const HeaderEventSchema = z
  .object({
    type: z.literal("header"),
    format: z.string(),
    recorder: z.object({ name: z.string(), version: z.string() }).strict(),
    startedAt: z.string().optional(),
    labels: z.record(z.string(), z.string()).default({}),
    config: RecordingConfigSchema,
    /** A command (stdio) or a URL (Streamable HTTP; credentials, query values and fragment redacted). */
    upstream: z
      .object({
        command: z.array(z.string()).optional(),
        url: z.string().optional(),
        serverInfo: JsonObject.optional(),
      })
      .strict()
      .optional(),
    /** How each side talked to the recorder; recordings before it were stdio on both sides. */
    transport: z
      .object({ agent: z.enum(["stdio", "streamable-http"]), upstream: z.enum(["stdio", "streamable-http"]) })
      .strict()
      .optional(),
  })
  .strict();
export type HeaderEvent = z.infer<typeof HeaderEventSchema>;

/** The upstream's complete tool list (every page), raw tool objects as listed. */
export const ToolsEventSchema = z
  .object({
    type: z.literal("tools"),
    t: Millis,
    tools: z.array(
      z
        .object({
          name: z.string(),
          annotations: JsonObject.optional(),
          inputSchema: JsonObject.optional(),
        })
        .passthrough(),
    ),
  })
  .strict();
export type ToolsEvent = z.infer<typeof ToolsEventSchema>;

/** A `tools/call` request as the agent sent it, and what the recorder decided for it. */
export const CallEventSchema = z
  .object({
    type: z.literal("call"),
    seq: Seq,
    t: Millis,
    id: RpcId,
    tool: z.string(),
    arguments: JsonObject.default({}),
    class: ToolClassSchema,
    /**
     * J2b (rules version 3): `operation=create` when the class was decided by the call's
     * operation value (a multi-operation tool); absent when the tool's class decided it.
     */
    classifiedBy: z.string().optional(),
    /** What the recorder injected (F1: armed; it applies unless the upstream answers with `isError`). */
    fault: FaultSchema.nullable().default(null),
    /** The seeded draw in chaos mode, recorded for every call. */
    chaosDraw: z.number().min(0).max(1).optional(),
    forwarded: z.boolean(),
  })
  .strict();
export type CallEvent = z.infer<typeof CallEventSchema>;

export const RpcErrorSchema = z
  .object({ code: z.number().int(), message: z.string(), data: JsonSchema.optional() })
  .strict();

/** What the upstream did with a forwarded call. */
export const UpstreamEventSchema = z
  .object({
    type: z.literal("upstream"),
    seq: Seq,
    t: Millis,
    /** `not_sent`: an HTTP request the upstream never received (connection refused): not an execution. */
    outcome: z.enum(["result", "error", "timeout", "lost", "not_sent"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.outcome === "result" && event.result === undefined) {
      ctx.addIssue({ code: "custom", message: 'outcome "result" needs a "result" object', path: ["result"] });
    }
    if (event.outcome === "error" && event.error === undefined) {
      ctx.addIssue({ code: "custom", message: 'outcome "error" needs an "error" object', path: ["error"] });
    }
  });
export type UpstreamEvent = z.infer<typeof UpstreamEventSchema>;

/** What the agent received for a call, and when. */
export const DeliveredEventSchema = z
  .object({
    type: z.literal("delivered"),
    seq: Seq,
    t: Millis,
    source: z.enum(["upstream", "injected", "recorder"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
  })
  .strict();
export type DeliveredEvent = z.infer<typeof DeliveredEventSchema>;

/** Any other JSON-RPC message, kept raw so nothing the agent or upstream said is lost. */
export const MessageEventSchema = z
  .object({
    type: z.literal("message"),
    t: Millis,
    direction: z.enum(["agent_to_upstream", "upstream_to_agent"]),
    message: JsonSchema,
  })
  .strict();
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const UserTurnEventSchema = z.object({ type: z.literal("user"), t: Millis, text: z.string() }).strict();
export type UserTurnEvent = z.infer<typeof UserTurnEventSchema>;

export const FinalReplyEventSchema = z.object({ type: z.literal("final_reply"), t: Millis, text: z.string() }).strict();
export type FinalReplyEvent = z.infer<typeof FinalReplyEventSchema>;

/**
 * `loopgate annotate` added the conversation events after it (user turns, final reply) to
 * a finished recording: who, from what, and whether the seal it found had to be overridden.
 */
export const AnnotationEventSchema = z
  .object({
    type: z.literal("annotation"),
    t: Millis,
    annotator: z.object({ name: z.string(), version: z.string() }).strict(),
    source: z.enum(ANNOTATION_SOURCES),
    /** The seal before the annotation; `forced` is true when it was not `sealed` (`--force`). */
    sealBefore: z.enum(ANNOTATED_SEALS),
    forced: z.boolean(),
  })
  .strict();
export type AnnotationEvent = z.infer<typeof AnnotationEventSchema>;

export const EndEventSchema = z
  .object({
    type: z.literal("end"),
    t: Millis,
    reason: z.enum(END_REASONS),
    detail: z.string().optional(),
    /** The seal: lowercase hex SHA-256 of every byte of the file before this event's line (a checksum, not a signature). */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/, { message: "must be 64 lowercase hex digits" })
      .optional(),
  })
  .strict();
export type EndEvent = z.infer<typeof EndEventSchema>;

export const BODY_EVENT_SCHEMAS = {
  tools: ToolsEventSchema,
  call: CallEventSchema,
  upstream: UpstreamEventSchema,
  delivered: DeliveredEventSchema,
  message: MessageEventSchema,
  user: UserTurnEventSchema,
  final_reply: FinalReplyEventSchema,
  annotation: AnnotationEventSchema,
  end: EndEventSchema,
} as const satisfies Record<BodyEventType, z.ZodType>;

export const EventSchema = z.discriminatedUnion("type", [
  HeaderEventSchema,
  ToolsEventSchema,
  CallEventSchema,
  UpstreamEventSchema,
  DeliveredEventSchema,
  MessageEventSchema,
  UserTurnEventSchema,
  FinalReplyEventSchema,
  AnnotationEventSchema,
  EndEventSchema,
]);
export type RecordingEvent = z.infer<typeof EventSchema>;
export type BodyEvent = Exclude<RecordingEvent, HeaderEvent>;
