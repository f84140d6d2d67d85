export const id = 84;
export const ids = [84,105];
export const modules = {

/***/ 2885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRecordingInPlace: () => (/* binding */ readRecordingInPlace),
/* harmony export */   runSealCommand: () => (/* binding */ runSealCommand)
/* harmony export */ });
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2024);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _recording_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3508);
/* harmony import */ var _recording_evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(482);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5105);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1917);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1095);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8551);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9997);









const HELP = `usage: loopgate seal FILE…

Re-computes the checksum in each recording's end event (sha256 over every byte before
the end event's line), after an intended edit. A checksum, not a signature: it shows that
a recording changed since it was sealed, not who sealed it.

A recording that is not readable, or has no end event, is left as it is.

exit codes: 0 every file sealed (or already sealed), 1 a file could not be sealed, 2 usage error`;
const FLAGS = { help: { type: "boolean" } };
async function runSealCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.OK;
    }
    if (positionals.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("name at least one recording");
    let failed = 0;
    for (const file of positionals) {
        try {
            process.stdout.write(`${await sealFile(file)}\n`);
        }
        catch (error) {
            failed += 1;
            (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate seal: ", (0,_util_text_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(error));
        }
    }
    return failed > 0 ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.UNREADABLE : _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.OK;
}
/**
 * A recording to rewrite in place (seal, annotate): its bytes and mode, never through a link;
 * `shown` is its name as messages print it.
 */
async function readRecordingInPlace(file) {
    const shown = (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(file);
    try {
        return { shown, ...(await (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)(file, { noFollow: true })) };
    }
    catch (error) {
        throw new Error(`${shown}: cannot read: ${(0,_util_fs_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(error)}`, { cause: error });
    }
}
/** Seals one file in place (temp file + rename, its mode kept); returns what was done. */
async function sealFile(file) {
    const { shown, bytes, mode } = await readRecordingInPlace(file);
    const read = (0,_recording_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRecording */ .f)(bytes, shown);
    if (!read.ok) {
        if (read.error.code !== "EDITED_AFTER_RECORDING")
            throw new Error(`${shown}:${read.error.line}: ${read.error.message}; not sealed`);
    }
    else if (read.recording.end === undefined) {
        throw new Error(`${shown}: no end event, so nothing to seal (it is judged as unsealed)`);
    }
    else if (read.recording.evidence.seal === "sealed") {
        return `${shown}: already sealed`;
    }
    const sealed = (0,_recording_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .resealed */ .s1)(bytes);
    await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__.writeFileAtomic)(file, sealed.bytes, { mode });
    return `${shown}: sealed (sha256 ${sealed.sha256})`;
}


/***/ }),

/***/ 5049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ loadedRecordingSchemas),
/* harmony export */   JE: () => (/* binding */ SchemasNotLoaded),
/* harmony export */   UN: () => (/* binding */ loadRecordingSchemas),
/* harmony export */   fm: () => (/* binding */ provideRecordingSchemas)
/* harmony export */ });
/**
 * The zod schemas of the recording format, loaded only when a recording needs them. The
 * fast checks (fast-check.ts) pass every line the recorder writes; only hand-written or
 * unusual lines fall back to zod, whose loading would otherwise cost every process and every
 * worker thread about 20 ms of start-up.
 */
let loaded;
function loadedRecordingSchemas() {
    return loaded;
}
async function loadRecordingSchemas() {
    return (loaded ??= await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(772)]).then(__webpack_require__.bind(__webpack_require__, 1772)));
}
/** For a module that imports the schemas anyway (recording/parse.ts). */
function provideRecordingSchemas(schemas) {
    loaded = schemas;
}
/** Thrown inside the reader when a line needs the schemas before they are loaded; the caller loads them and reads again. */
class SchemasNotLoaded extends Error {
    name = "SchemasNotLoaded";
    constructor() {
        super("the recording schemas are not loaded: read through readRecording() or recording/parse.ts");
    }
}


/***/ }),

/***/ 3508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseRecording)
/* harmony export */ });
/* harmony import */ var _lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5049);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1635);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1772);



(0,_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .provideRecordingSchemas */ .fm)(_schema_js__WEBPACK_IMPORTED_MODULE_2__);
/** Parses a whole recording held in memory (`loopgate seal`, tests); loads zod with this module. */
function parseRecording(text, displayPath) {
    return (0,_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRecordingBytes */ .I_)(text, displayPath);
}


/***/ }),

/***/ 7048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ faultSpec),
/* harmony export */   OW: () => (/* binding */ SCENARIO_ORDER),
/* harmony export */   U9: () => (/* binding */ SCENARIOS),
/* harmony export */   X6: () => (/* binding */ isGhostWrite),
/* harmony export */   ae: () => (/* binding */ scenarioSpec),
/* harmony export */   r8: () => (/* binding */ asksToWait),
/* harmony export */   y2: () => (/* binding */ FAULTS)
/* harmony export */ });
/* unused harmony export SCENARIO_TABLE */
/**
 * The scenarios, as data: one row per scenario, read by the recorder (what to inject, which
 * error the agent gets), its stop line and `--allow-writes`, the judge (when a scenario
 * counts as triggered, whether a PASS only sets a baseline) and the renderers (order and
 * title). Adding a scenario is one key in {@link ScenarioKinds} and one row in
 * {@link SCENARIO_TABLE}; the compiler then names every other place that must decide about
 * it (test/type-level.test.ts adds a fake one and pins that list). No zod here: the
 * reader's fast checks use these lists without loading it.
 */
// Exhaustive by its type: a name in ScenarioKinds without a row here does not compile. The
// key order is the order of the format's enum (docs/recording-format.md, the JSON schemas).
const SCENARIO_TABLE = {
    none: {
        injects: "nothing",
        triggeredBy: "write call",
        selectedBy: "default",
        asksToWait: false,
        errorText: null,
        reportRank: 7,
        title: "no fault injected (baseline)",
    },
    F1: {
        injects: "ghost",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 504, error: "timeout", message: "the request timed out before the server answered" }),
        reportRank: 1,
        title: "ghost write: executed, but the agent got a timeout",
    },
    F2: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: true,
        errorText: (retryAfterSeconds) => JSON.stringify({ status: 429, error: "rate_limited", retry_after: retryAfterSeconds }),
        reportRank: 2,
        title: "rate limit: 429 with retry_after",
    },
    F3: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => '{"',
        reportRank: 3,
        title: "truncated JSON answer, not executed",
    },
    F4: {
        injects: "nothing",
        triggeredBy: "forwarded write",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: null,
        reportRank: 4,
        title: "duplicate dispatch baseline, nothing injected",
    },
    F5: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 500, error: "internal_server_error" }),
        reportRank: 5,
        title: "server error 500, not executed",
    },
    chaos: {
        injects: "seeded",
        triggeredBy: "fault",
        selectedBy: "--mode",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 503, error: "server_error", message: "the server could not handle the request" }),
        reportRank: 6,
        title: "seeded random server errors",
    },
};
/** A scenario's row, widened: what code that handles every scenario alike reads. */
function scenarioSpec(name) {
    return SCENARIO_TABLE[name];
}
/** A fault's row: one that injects, so it has an error text. */
function faultSpec(fault) {
    return SCENARIO_TABLE[fault];
}
const SCENARIOS = Object.keys(SCENARIO_TABLE);
const FAULTS = SCENARIOS.filter((name) => scenarioSpec(name).injects !== "nothing");
const GHOST_FAULTS = new Set(FAULTS.filter((name) => faultSpec(name).injects === "ghost"));
const WAIT_FAULTS = new Set(FAULTS.filter((name) => faultSpec(name).asksToWait));
/**
 * Whether a call's fault is a ghost write (J11): forwarded to the upstream, so it may have
 * executed, while the agent was told it timed out (F1). The judge and the reader ask this of
 * the table, never a scenario's name, so a new fault of this kind is one row.
 */
function isGhostWrite(fault) {
    return fault !== null && GHOST_FAULTS.has(fault);
}
/** Whether a call's fault is an error that asks the agent to wait `retry_after` (J12: F2). */
function asksToWait(fault) {
    return fault !== null && WAIT_FAULTS.has(fault);
}
/** The order of the scenario groups in the JUnit and Markdown outputs. */
const SCENARIO_ORDER = [...SCENARIOS].sort((a, b) => scenarioSpec(a).reportRank - scenarioSpec(b).reportRank);


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


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeFileAtomic: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1917);




/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 * `content` may come in pieces, written in order, so a large report is never one string.
 * With `replace: false` the temp file is hard-linked to the target instead, which fails
 * when anything exists there, even if it appeared while we wrote.
 *
 * A target that is a character device or a FIFO (`--json /dev/null`, `--json /dev/stdout`
 * into a pipe) is a stream, not stored data: it is written straight, because a rename would
 * put a regular file in place of the device (as root, in place of /dev/null itself). A socket,
 * a block device or a directory there is refused.
 */
async function writeFileAtomic(target, content, { mode = 0o644, replace = true } = {}) {
    try {
        await writeWhole(target, content, mode, replace);
    }
    catch (error) {
        const reason = error.code === "EEXIST" ? "it already exists" : (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error);
        throw new Error(`cannot write ${target}: ${reason}`, { cause: error });
    }
}
async function writeWhole(target, content, mode, replace) {
    if (replace && (await isStreamTarget(target)))
        return writeStraight(target, content);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target);
    (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureDirSync */ .FG)(dir);
    const temp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, "wx", mode);
    try {
        if (typeof content === "string" || content instanceof Uint8Array)
            await handle.writeFile(content);
        else
            await writePieces(handle, content);
        await handle.sync();
    }
    catch (error) {
        await handle.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    await handle.close();
    try {
        if (replace)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, target);
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    if (!replace)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
}
/** True for a character device or FIFO at `target` (links followed); throws for a socket or block device. */
async function isStreamTarget(target) {
    let stats;
    try {
        stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
    }
    catch (error) {
        if (error.code === "ENOENT")
            return false;
        throw error;
    }
    if (stats.isCharacterDevice() || stats.isFIFO())
        return true;
    // A directory keeps failing at the rename, with the message users already see.
    if (stats.isDirectory())
        return false;
    const kind = (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .fileKind */ .h_)(stats);
    if (kind !== null)
        throw new Error(`not a regular file (${kind})`);
    return false;
}
async function writeStraight(target, content) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, "w");
    try {
        if (typeof content === "string" || content instanceof Uint8Array)
            await handle.writeFile(content);
        else
            await writePieces(handle, content);
    }
    finally {
        await handle.close();
    }
}
const WRITE_BUFFER_BYTES = 1024 * 1024;
/**
 * Gathers the pieces into 1 MiB writes. Measured on a 89 MiB report of 4,000 pieces:
 * faster than one writev per 1,024 pieces, and than joining everything first.
 */
async function writePieces(handle, pieces) {
    const buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    let used = 0;
    for (const piece of pieces) {
        const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
        if (bytes.length > WRITE_BUFFER_BYTES - used) {
            await writeAll(handle, buffer.subarray(0, used));
            used = 0;
            if (bytes.length > WRITE_BUFFER_BYTES) {
                await writeAll(handle, bytes);
                continue;
            }
        }
        buffer.set(bytes, used);
        used += bytes.length;
    }
    await writeAll(handle, buffer.subarray(0, used));
}
async function writeAll(handle, bytes) {
    let written = 0;
    while (written < bytes.length)
        written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
}


/***/ }),

/***/ 1917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ ensureDirSync),
/* harmony export */   JK: () => (/* binding */ fileOpening),
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yi: () => (/* binding */ withoutByteOrderMark),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   h_: () => (/* binding */ fileKind)
/* harmony export */ });
/* unused harmony export readRegularFileSync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);



/** A short, stable reason for a file-system error (no Node-version-specific wording). */
function describeFsError(error) {
    const code = error && typeof error === "object" && "code" in error ? String(error.code) : undefined;
    switch (code) {
        case "ENOENT":
            return "no such file or directory";
        case "EISDIR":
            return "is a directory";
        case "ENOTDIR":
            return "a parent is not a directory";
        case "EACCES":
        case "EPERM":
            return "permission denied";
        case "EROFS":
            return "read-only file system";
        case "ENOSPC":
            return "no space left on the device";
        case "ELOOP":
            return "a symbolic link (refused)";
        case NOT_REGULAR:
            return error instanceof Error ? error.message : "not a regular file";
        case undefined:
            return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        default:
            return code;
    }
}
/**
 * Creates a folder and its missing parents one level at a time. Node 20's
 * `mkdir(…, { recursive: true })` never returns for some paths (under /proc, for one);
 * a plain mkdir per level fails at once instead.
 */
function ensureDirSync(dir) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
        if (parent !== absolute)
            ensureDirSync(parent);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(absolute);
        }
        catch (mkdirError) {
            if (mkdirError.code !== "EEXIST")
                throw mkdirError;
        }
        return;
    }
    throw Object.assign(new Error(`${absolute} is not a directory`), { code: "ENOTDIR" });
}
/** The code of the error {@link readRegularFile} throws for a FIFO, socket, device or directory. */
const NOT_REGULAR = "ENOTREGULAR";
/** What a non-regular file is, for messages; null for a regular file. */
function fileKind(stats) {
    if (stats.isFile())
        return null;
    if (stats.isDirectory())
        return "a directory";
    if (stats.isFIFO())
        return "a FIFO";
    if (stats.isSocket())
        return "a socket";
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return "a device";
    return "not a file";
}
/**
 * Opens a file by name for reading, the one way loopgate does (recordings, the shard
 * pre-read, reports, baselines, histories, config files, seals). A FIFO would make a plain
 * open or read wait for a writer forever and a device never end, so the open never blocks
 * (`O_NONBLOCK`) and whatever is not a regular file is refused from its `fstat` (error code
 * {@link NOT_REGULAR}), as is a symbolic link with `noFollow`. The caller closes the fd.
 */
function openRegularFile(file, options = {}) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (options.noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, flags);
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const kind = fileKind(stats);
        if (kind !== null)
            throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
        return { fd, stats };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/** Reads a whole regular file opened by {@link openRegularFile}. */
function readRegularFileSync(file, options = {}) {
    const { fd, stats } = openRegularFile(file, options);
    try {
        return { bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), mode: stats.mode & 0o7777 };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** {@link readRegularFileSync} for async callers (reports, histories and seals are read whole). */
async function readRegularFile(file, options = {}) {
    return readRegularFileSync(file, options);
}
/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * The start of a regular file, up to the end of its first line with content: enough to
 * tell a baseline report from a history (looksLikeHistory) or an empty file, where reading
 * a report of 100,000 recordings whole would hold all of its text (issue 26).
 */
function fileOpening(file) {
    const { fd } = openRegularFile(file);
    try {
        const decoder = new TextDecoder();
        const buffer = Buffer.allocUnsafe(OPENING_READ_BYTES);
        let text = "";
        for (let got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer); got > 0; got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer)) {
            text += decoder.decode(buffer.subarray(0, got), { stream: true });
            if (/\S/.test(text) && text.includes("\n"))
                break;
        }
        return withoutByteOrderMark(text + decoder.decode());
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const OPENING_READ_BYTES = 64 * 1024;


/***/ })

};
