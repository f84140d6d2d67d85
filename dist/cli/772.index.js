export const id = 772;
export const ids = [772];
export const modules = {

/***/ 5184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ FORMAT_MAJOR),
/* harmony export */   JG: () => (/* binding */ ANNOTATION_SOURCES),
/* harmony export */   Kx: () => (/* binding */ FORMAT_ID),
/* harmony export */   Oc: () => (/* binding */ MAX_LINE_BYTES),
/* harmony export */   U9: () => (/* reexport safe */ _scenarios_js__WEBPACK_IMPORTED_MODULE_0__.U9),
/* harmony export */   Yx: () => (/* binding */ FORMAT_NAME),
/* harmony export */   mz: () => (/* binding */ ANNOTATED_SEALS),
/* harmony export */   sd: () => (/* binding */ BODY_EVENT_TYPES),
/* harmony export */   sj: () => (/* binding */ END_REASONS),
/* harmony export */   y2: () => (/* reexport safe */ _scenarios_js__WEBPACK_IMPORTED_MODULE_0__.y2)
/* harmony export */ });
/* harmony import */ var _scenarios_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7048);
/**
 * The constants of loop recording format v1 (schema.ts holds its zod schemas). Apart so the
 * reader can use them without loading zod, which only unusual recordings need
 * (recording/lazy-schema.ts).
 */
const FORMAT_NAME = "loopgate.recording";
const FORMAT_MAJOR = 1;
const FORMAT_ID = `${FORMAT_NAME}/${FORMAT_MAJOR}`;

const END_REASONS = [
    "client_closed",
    "upstream_exited",
    "signal",
    "recorder_error",
    "upstream_failed_to_start",
];
/** Every event type after the header, in the order the format documents them. */
const BODY_EVENT_TYPES = [
    "tools",
    "call",
    "upstream",
    "delivered",
    "message",
    "user",
    "final_reply",
    "annotation",
    "end",
];
/** Lines longer than this are refused by the reader; the recorder bounds what it writes below it. */
const MAX_LINE_BYTES = 32 * 1024 * 1024;
/** Where `loopgate annotate` took the conversation it added (docs/recording.md, "Adding the reply afterwards"). */
const ANNOTATION_SOURCES = ["flags", "claude-stream-json", "claude-json", "messages"];
/** The seal a recording had when it was annotated: anything but `sealed` needed `--force`. */
const ANNOTATED_SEALS = ["sealed", "unsealed", "edited"];


/***/ }),

/***/ 1772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ANNOTATED_SEALS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.mz),
/* harmony export */   ANNOTATION_SOURCES: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.JG),
/* harmony export */   AnnotationEventSchema: () => (/* binding */ AnnotationEventSchema),
/* harmony export */   BODY_EVENT_SCHEMAS: () => (/* binding */ BODY_EVENT_SCHEMAS),
/* harmony export */   BODY_EVENT_TYPES: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.sd),
/* harmony export */   CallEventSchema: () => (/* binding */ CallEventSchema),
/* harmony export */   DeliveredEventSchema: () => (/* binding */ DeliveredEventSchema),
/* harmony export */   END_REASONS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.sj),
/* harmony export */   EndEventSchema: () => (/* binding */ EndEventSchema),
/* harmony export */   EventSchema: () => (/* binding */ EventSchema),
/* harmony export */   FAULTS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.y2),
/* harmony export */   FORMAT_ID: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.Kx),
/* harmony export */   FORMAT_MAJOR: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.GY),
/* harmony export */   FORMAT_NAME: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.Yx),
/* harmony export */   FaultSchema: () => (/* binding */ FaultSchema),
/* harmony export */   FinalReplyEventSchema: () => (/* binding */ FinalReplyEventSchema),
/* harmony export */   HeaderEventSchema: () => (/* binding */ HeaderEventSchema),
/* harmony export */   JsonSchema: () => (/* binding */ JsonSchema),
/* harmony export */   MAX_LINE_BYTES: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.Oc),
/* harmony export */   MessageEventSchema: () => (/* binding */ MessageEventSchema),
/* harmony export */   RecordingConfigSchema: () => (/* binding */ RecordingConfigSchema),
/* harmony export */   RpcErrorSchema: () => (/* binding */ RpcErrorSchema),
/* harmony export */   SCENARIOS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.U9),
/* harmony export */   ScenarioSchema: () => (/* binding */ ScenarioSchema),
/* harmony export */   ToolClassSchema: () => (/* binding */ ToolClassSchema),
/* harmony export */   ToolsEventSchema: () => (/* binding */ ToolsEventSchema),
/* harmony export */   UpstreamEventSchema: () => (/* binding */ UpstreamEventSchema),
/* harmony export */   UserTurnEventSchema: () => (/* binding */ UserTurnEventSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5649);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5184);



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
const JsonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(() => true);
const JsonObject = zod__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => value !== null && typeof value === "object" && !Array.isArray(value), { message: "expected a JSON object" });
const Millis = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().finite().nonnegative();
const Seq = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
const RpcId = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]);
const ScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .SCENARIOS */ .U9);
/** Faults the recorder can inject into one call. */
const FaultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .FAULTS */ .y2);
const ToolClassSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["write", "read", "unclassified"]);
const RecordingConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    scenario: ScenarioSchema,
    retryAfterSeconds: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(86400).default(60),
    chaos: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ errorRate: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1), seed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() })
        .strict()
        .nullable()
        .default(null),
    writeTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullable().default(null),
    /** Globs added to the default write patterns (J1, rules version 2); absent in older recordings. */
    addWriteTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    readTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    keyFields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullable().default(null),
    upstreamTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(60000),
    /** J29: judge tools declaring `idempotentHint: true` like any other write; absent in older recordings. */
    distrustIdempotentHint: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    /**
     * J2b (rules version 3): the classes the project configuration gave the operation values
     * of multi-operation tools (`"class": "by-operation"`), by tool; absent in older recordings.
     */
    operations: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["write", "read", "todo"]))).default({}),
    /** J29 (rules version 3): tools the project configuration declares `"idempotent": true`; absent in older recordings. */
    idempotentTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
})
    .strict();
const HeaderEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("header"),
    format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    recorder: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default({}),
    config: RecordingConfigSchema,
    /** A command (stdio) or a URL (Streamable HTTP; credentials, query values and fragment redacted). */
    upstream: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        command: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        serverInfo: JsonObject.optional(),
    })
        .strict()
        .optional(),
    /** How each side talked to the recorder; recordings before it were stdio on both sides. */
    transport: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ agent: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["stdio", "streamable-http"]), upstream: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["stdio", "streamable-http"]) })
        .strict()
        .optional(),
})
    .strict();
/** The upstream's complete tool list (every page), raw tool objects as listed. */
const ToolsEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("tools"),
    t: Millis,
    tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        annotations: JsonObject.optional(),
        inputSchema: JsonObject.optional(),
    })
        .passthrough()),
})
    .strict();
/** A `tools/call` request as the agent sent it, and what the recorder decided for it. */
const CallEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("call"),
    seq: Seq,
    t: Millis,
    id: RpcId,
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    arguments: JsonObject.default({}),
    class: ToolClassSchema,
    /**
     * J2b (rules version 3): `operation=create` when the class was decided by the call's
     * operation value (a multi-operation tool); absent when the tool's class decided it.
     */
    classifiedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** What the recorder injected (F1: armed; it applies unless the upstream answers with `isError`). */
    fault: FaultSchema.nullable().default(null),
    /** The seeded draw in chaos mode, recorded for every call. */
    chaosDraw: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).optional(),
    forwarded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
})
    .strict();
const RpcErrorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), data: JsonSchema.optional() })
    .strict();
/** What the upstream did with a forwarded call. */
const UpstreamEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("upstream"),
    seq: Seq,
    t: Millis,
    /** `not_sent`: an HTTP request the upstream never received (connection refused): not an execution. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["result", "error", "timeout", "lost", "not_sent"]),
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
/** What the agent received for a call, and when. */
const DeliveredEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("delivered"),
    seq: Seq,
    t: Millis,
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["upstream", "injected", "recorder"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict();
/** Any other JSON-RPC message, kept raw so nothing the agent or upstream said is lost. */
const MessageEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("message"),
    t: Millis,
    direction: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["agent_to_upstream", "upstream_to_agent"]),
    message: JsonSchema,
})
    .strict();
const UserTurnEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("user"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict();
const FinalReplyEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("final_reply"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict();
/**
 * `loopgate annotate` added the conversation events after it (user turns, final reply) to
 * a finished recording: who, from what, and whether the seal it found had to be overridden.
 */
const AnnotationEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("annotation"),
    t: Millis,
    annotator: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict(),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ANNOTATION_SOURCES */ .JG),
    /** The seal before the annotation; `forced` is true when it was not `sealed` (`--force`). */
    sealBefore: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ANNOTATED_SEALS */ .mz),
    forced: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
})
    .strict();
const EndEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("end"),
    t: Millis,
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .END_REASONS */ .sj),
    detail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The seal: lowercase hex SHA-256 of every byte of the file before this event's line (a checksum, not a signature). */
    sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/, { message: "must be 64 lowercase hex digits" })
        .optional(),
})
    .strict();
const BODY_EVENT_SCHEMAS = {
    tools: ToolsEventSchema,
    call: CallEventSchema,
    upstream: UpstreamEventSchema,
    delivered: DeliveredEventSchema,
    message: MessageEventSchema,
    user: UserTurnEventSchema,
    final_reply: FinalReplyEventSchema,
    annotation: AnnotationEventSchema,
    end: EndEventSchema,
};
const EventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [
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


/***/ })

};
