export const id = 417;
export const ids = [417,772];
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


/***/ }),

/***/ 4417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rA: () => (/* binding */ ReportReadError),
  bl: () => (/* binding */ decodeReport),
  B$: () => (/* binding */ decodeReportFile),
  qg: () => (/* binding */ looksLikeHistory),
  $h: () => (/* binding */ readReportFile)
});

// UNUSED EXPORTS: parseReportText

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/report/schema.ts + 3 modules
var schema = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(3186);
// EXTERNAL MODULE: ./src/report/upgrade.ts
var upgrade = __webpack_require__(7198);
// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
;// CONCATENATED MODULE: ./src/report/versions/v1.ts
/**
 * 1 → 2: version 2 lists only the operations a reader needs unless `reportOperations` is
 * `all`, and a version-1 report listed them all, so it reads as `all` (placed where version
 * 2 writes it, after `loopgate`), with no `operationsOmitted` on any recording.
 */
const fromVersion1 = {
    from: 1,
    upgrade(document) {
        const v1 = document;
        const v2 = {};
        for (const [key, value] of Object.entries(v1)) {
            v2[key] = key === "schemaVersion" ? 2 : value;
            if (key === "loopgate")
                v2.reportOperations = "all";
        }
        return v2;
    },
};

;// CONCATENATED MODULE: ./src/report/versions/index.ts



/**
 * The JSON report's upgrade chain (src/report/upgrade.ts): one step per older
 * `schemaVersion`, each in its own file here with the frozen types of the version it reads.
 * A new schema version is one step added at the end.
 */
const REPORT_UPGRADES = (0,upgrade/* checkedChain */.X8)({ current: schema_version/* REPORT_SCHEMA_VERSION */.W, steps: [fromVersion1] });

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/report/read.ts








/** A saved JSON report that cannot be used: one line naming the file (and, for broken JSON, the line). */
class ReportReadError extends Error {
    problem;
    name = "ReportReadError";
    constructor(message, problem, options) {
        super(message, options);
        this.problem = problem;
    }
}
/**
 * The one reader of saved JSON reports (`loopgate report`, `diff`, `merge`, a baseline of
 * `replay` and the action). `displayPath` names the file in errors.
 */
async function readReportFile(file, displayPath = file) {
    return (await decodeReportFile(file, displayPath)).report;
}
async function decodeReportFile(file, displayPath = file, options = {}) {
    let text;
    try {
        text = (0,fs/* withoutByteOrderMark */.Yi)((await (0,fs/* readRegularFile */.XF)(file)).bytes.toString("utf8"));
    }
    catch (error) {
        const reason = (0,fs/* describeFsError */.TQ)(error);
        throw new ReportReadError(`${displayPath}: ${reason === "no such file or directory" ? "no such file" : `cannot read: ${reason}`}`, "unreadable", { cause: error });
    }
    return decodeReport(text, displayPath, options);
}
function parseReportText(text, displayPath) {
    return decodeReport(text, displayPath).report;
}
/** A history file (JSON Lines, each line `{"v":…}`) rather than a JSON report, judged by its first line. */
function looksLikeHistory(text) {
    const newline = text.indexOf("\n");
    return /^\s*\{\s*"v"\s*:/.test(newline === -1 ? text : text.slice(0, newline));
}
function decodeReport(text, displayPath, options = {}) {
    if (looksLikeHistory(text))
        throw new ReportReadError(`${displayPath}: this is a history file, not a JSON report`, "history");
    const json = parseJson(text, displayPath);
    if (typeof json !== "object" || json === null || Array.isArray(json))
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (expected an object)`, "not-a-report");
    const version = json.schemaVersion;
    if (version === undefined)
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (no schemaVersion)`, "not-a-report");
    if (options.onlyCurrent !== undefined && typeof version === "number" && version < schema/* REPORT_SCHEMA_VERSION */.WI)
        throw new ReportReadError(`${displayPath}: schemaVersion ${version} is an earlier loopgate's report, this loopgate writes ${schema/* REPORT_SCHEMA_VERSION */.WI}: ${options.onlyCurrent}`, "schema-version");
    const upgraded = (0,upgrade/* upgradeDocument */.ES)(REPORT_UPGRADES, version, json);
    if (!upgraded.ok)
        throw new ReportReadError(`${displayPath}: schemaVersion ${quoted(JSON.stringify(version))} is not supported by loopgate ${src_version/* LOOPGATE_VERSION */.d} (it reads ${upgraded.readable})`, "schema-version");
    return validated(upgraded.document, upgraded.written, displayPath, options);
}
/** The current schema's check of a report already upgraded to it. */
function validated(json, writtenVersion, displayPath, options) {
    const parsed = schema/* ReportSchema */.M9.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report: ${issuePath(issue.path)}: ${quoted(issue.message)}`, "not-a-report");
    }
    const unknown = options.strict ? unknownField(json, parsed.data, []) : null;
    if (unknown !== null)
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report: ${issuePath(unknown)}: unknown field`, "not-a-report");
    // A report written by a loopgate that kept lone surrogates: U+FFFD from here on.
    return { report: (0,well_formed/* wellFormedReport */.O)(parsed.data), json, writtenVersion };
}
/** JSON.parse names a character position; people want the line (and column). */
function parseJson(text, displayPath) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = quoted((0,util_text/* errorMessage */.gJ)(error));
        const position = /at position (\d+)/.exec(message);
        const offset = position ? Number(position[1]) : text.length;
        const before = text.slice(0, offset);
        const line = before.split("\n").length;
        const column = offset - before.lastIndexOf("\n");
        const reason = message.replace(/\s*in JSON at position \d+.*$/, "");
        throw new ReportReadError(`${displayPath}:${line}: not valid JSON (column ${column}: ${reason})`, "not-json", {
            cause: error,
        });
    }
}
/**
 * The path of the first field of `json` that validation dropped (zod's objects strip what
 * they do not know), or null. Records (`labels`) keep every key, so only unknown fields differ.
 */
function unknownField(json, parsed, at) {
    if (json === null || typeof json !== "object" || parsed === null || typeof parsed !== "object")
        return null;
    if (Array.isArray(json)) {
        for (let i = 0; i < json.length; i += 1) {
            const found = unknownField(json[i], parsed[i], [...at, i]);
            if (found !== null)
                return found;
        }
        return null;
    }
    for (const key of Object.keys(json)) {
        if (!Object.hasOwn(parsed, key))
            return [...at, key];
        const found = unknownField(json[key], parsed[key], [
            ...at,
            key,
        ]);
        if (found !== null)
            return found;
    }
    return null;
}
/** `recordings[3].violations[0].code`, or `(top level)`. */
function issuePath(path) {
    let out = "";
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out === "" ? String(key) : `.${String(key)}`;
    }
    return out === "" ? "(top level)" : quoted(out);
}
/** Parser messages and paths can quote the file's own text: one printable line, and short. */
function quoted(text) {
    return (0,printable/* printableLine */.oy)(text, 300);
}


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bu: () => (/* binding */ HonestyTotalsSchema),
  WI: () => (/* reexport */ schema_version/* REPORT_SCHEMA_VERSION */.W),
  $b: () => (/* binding */ RecordingReportSchema),
  M9: () => (/* binding */ ReportSchema)
});

// UNUSED EXPORTS: EvidenceSchema, JudgingConfigSchema, MAX_SHARDS, ShardInfoSchema, TotalsSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/recording/schema.ts
var schema = __webpack_require__(1772);
;// CONCATENATED MODULE: ./src/judge/types.ts


/** What happened to one attempt (J6–J8, J19). */
const AttemptStatusSchema = schemas/* enum */.k5n(["EXECUTED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
const AttemptSchema = schemas/* object */.Ikc({
    seq: schemas/* number */.aig().int(),
    line: schemas/* number */.aig().int(),
    t: schemas/* number */.aig(),
    status: AttemptStatusSchema,
    /** Set when J19 turned a repeated attempt into UNKNOWN; the raw status is then kept here. */
    rawStatus: AttemptStatusSchema.optional(),
    fault: schema.FaultSchema.nullable(),
    /** When the agent received the answer (ms); absent if it never did. */
    answeredT: schemas/* number */.aig().nullable(),
    hasKey: schemas/* boolean */.zMY(),
});
const OperationOutcomeSchema = schemas/* enum */.k5n(["EXECUTED_ONCE", "DUPLICATED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
const HandlingSchema = schemas/* enum */.k5n([
    "VERIFIED",
    "CLEAN_RETRY",
    "CLEAN_ABANDON",
    "UNVERIFIED_GHOST",
    "DUPLICATE",
    "RETRY_AFTER_VIOLATED",
    "UNKNOWN",
]);
/** J5: one write tool with one set of arguments (key fields left out). */
const OperationSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP(),
    /** Canonical JSON of the arguments without key fields, cut to a bounded length. */
    arguments: schemas/* string */.YjP(),
    attempts: schemas/* array */.YOg(AttemptSchema),
    executions: schemas/* number */.aig().int(),
    outcome: OperationOutcomeSchema,
    /** The first fault injected into an attempt of this operation (J10), if any. */
    fault: schema.FaultSchema.nullable(),
    /** How the agent handled the fault (J24); null when no fault met this operation. */
    handling: HandlingSchema.nullable(),
});
const VIOLATION_CODES = ["DUPLICATE_EXECUTION", "RETRY_AFTER_VIOLATED"];
const OBSERVATION_CODES = [
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
];
/**
 * A violation or an observation. Common fields first; the code-specific details
 * (J17 section 5) are optional fields so every consumer reads one flat shape.
 */
const FindingSchema = schemas/* object */.Ikc({
    code: schemas/* enum */.k5n([...VIOLATION_CODES, ...OBSERVATION_CODES]),
    message: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP().nullable(),
    operation: schemas/* string */.YjP().nullable(),
    /** Sequence numbers of the calls involved, in time order. */
    seqs: schemas/* array */.YOg(schemas/* number */.aig().int()),
    /** Line of the call that shows the finding best (the offending one for violations). */
    line: schemas/* number */.aig().int(),
    /** Recorded send time of that call, ms. */
    t: schemas/* number */.aig(),
    keyUse: schemas/* enum */.k5n(["same key", "new key", "no key"]).optional(),
    afterTimeout: schemas/* boolean */.zMY().optional(),
    verifiedBefore: schemas/* boolean */.zMY().optional(),
    parallel: schemas/* boolean */.zMY().optional(),
    upstreamResponsesIdentical: schemas/* boolean */.zMY().optional(),
    requiredMs: schemas/* number */.aig().optional(),
    waitedMs: schemas/* number */.aig().optional(),
    retries: schemas/* number */.aig().int().optional(),
    differences: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** J18 v3 (DUPLICATE_EXECUTION, RETRY_AFTER_VIOLATED, POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS): the form that made two calls one request. */
    match: schemas/* enum */.k5n(["near", "sql", "reworded"]).optional(),
    /** J18 v3: each tolerated difference with both calls' values as canonical JSON, shortened; null where absent. */
    differingPaths: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), earlier: schemas/* string */.YjP().nullable(), later: schemas/* string */.YjP().nullable() }))
        .optional(),
    /** IDEMPOTENT_REPEAT (J29): how many times the identical call executed; NO_EFFECT_REPEAT: how many repeats had no effect. */
    count: schemas/* number */.aig().int().optional(),
    /** IDEMPOTENT_REPEAT (J29, rules version 3): where the trust came from. */
    trustSource: schemas/* enum */.k5n(["annotation", "configuration"]).optional(),
    /** NO_EFFECT_REPEAT (J29, rules version 3): the first execution's answer and the repeat's, shortened. */
    firstAnswer: schemas/* string */.YjP().optional(),
    repeatAnswer: schemas/* string */.YjP().optional(),
    /** UPSTREAM_REJECTED (J7, rules version 3): the result had no `isError` but reported failure in-band. */
    inBand: schemas/* boolean */.zMY().optional(),
    /** UPSTREAM_REJECTED in-band: the top-level field that said so (`success`, `ok`, `status` or `error`). */
    inBandField: schemas/* enum */.k5n(["success", "ok", "status", "error"]).optional(),
    /** UNVERIFIED_AFTER_TIMEOUT (J17): reads sent after the write that did not count, by seq (at most 100). */
    readsNotCounted: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
    /**
     * UNVERIFIED_AFTER_TIMEOUT (J17, rules version 3): unclassified calls after the write that would
     * have verified it if they were reads, by seq (at most 100); absent when there were none.
     */
    lookAlikeReads: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
});
const VerdictSchema = schemas/* enum */.k5n(["PASS", "FAIL", "NOT_TESTED", "ERROR"]);
const REASON_CODES = [
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
];
const ReasonCodeSchema = schemas/* enum */.k5n(REASON_CODES);
const ToolClassificationSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    class: schemas/* enum */.k5n(["write", "read", "unclassified"]),
    /** What decided the class (J1): "write-tools", "add-write-tools", "read-tools", an annotation, a default pattern, … */
    why: schemas/* string */.YjP(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** J2b (rules version 3): set for a tool whose calls are classified by an operation value, each value's class. */
    operations: schemas/* object */.Ikc({
        field: schemas/* string */.YjP(),
        values: schemas/* array */.YOg(schemas/* object */.Ikc({ value: schemas/* string */.YjP(), class: schemas/* enum */.k5n(["write", "read", "unclassified"]), why: schemas/* string */.YjP() })),
    })
        .optional(),
});
/** J10: one count per fault kind; a new fault is a new report field (a schema change: CONTRIBUTING.md). */
const FAULT_COUNTS = {
    F1: schemas/* number */.aig().int(),
    F2: schemas/* number */.aig().int(),
    F3: schemas/* number */.aig().int(),
    F5: schemas/* number */.aig().int(),
    chaos: schemas/* number */.aig().int(),
};
const CoverageSchema = schemas/* object */.Ikc({
    scenario: schema.ScenarioSchema,
    triggered: schemas/* boolean */.zMY(),
    faultsInjected: schemas/* object */.Ikc(FAULT_COUNTS),
    calls: schemas/* number */.aig().int(),
    writeCalls: schemas/* number */.aig().int(),
    readCalls: schemas/* number */.aig().int(),
    unclassifiedCalls: schemas/* number */.aig().int(),
    operations: schemas/* number */.aig().int(),
    executedWrites: schemas/* number */.aig().int(),
    tools: schemas/* array */.YOg(ToolClassificationSchema),
    unclassifiedTools: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** J29: write tools whose `idempotentHint: true` was trusted; empty with distrust-idempotent-hint. Added in rules version 2. */
    trustedIdempotentTools: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    /**
     * J29 (rules version 3): where the trust in each of `trustedIdempotentTools` came from, in the
     * same order: the tool's `annotation` or the project `configuration` (`"idempotent": true`).
     * Absent when no tool was trusted.
     */
    trustedIdempotentSources: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schemas/* string */.YjP(), source: schemas/* enum */.k5n(["annotation", "configuration"]) }))
        .optional(),
    endReason: schemas/* string */.YjP().nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/** J28: one claim of the final reply about one write (or about none), judged (docs/honesty.md). */
const HonestyFindingSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(["HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
    /** The honesty rule, H1–H13, with its words. */
    rule: schemas/* string */.YjP(),
    /** The phrase rule of the rule files that read the claim (`en.failed.failed`); null where none did. */
    phrase: schemas/* string */.YjP().nullable(),
    claim: schemas/* enum */.k5n(["succeeded", "failed", "unknown"]).nullable(),
    /** The sentence of the reply the claim is in, shortened. */
    sentence: schemas/* string */.YjP(),
    /** The write operation it is about (`op-1`) and its tool; null for a claim tied to no write. */
    operation: schemas/* string */.YjP().nullable(),
    tool: schemas/* string */.YjP().nullable(),
    /**
     * How the claim was tied: a value of the write in its clause, sentence or paragraph; the only
     * write; the one write no other claim names; every write ("both", "all"); or none.
     */
    tie: schemas/* enum */.k5n(["clause", "sentence", "paragraph", "only-write", "remaining-write", "all", "none"]),
});
const HonestySchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(["NOT_MEASURED", "HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
    /** Which honesty rule matched (docs/judging.md). */
    rule: schemas/* string */.YjP().nullable(),
    claim: schemas/* enum */.k5n(["success", "failure", "uncertain", "unclear"]).nullable(),
    /** The reply's language (detected or configured); null when none was determined. Absent when not measured. */
    language: schemas/* string */.YjP().nullable().optional(),
    /** Every claim, judged, in reply order. Absent when not measured. */
    findings: schemas/* array */.YOg(HonestyFindingSchema).optional(),
});

;// CONCATENATED MODULE: ./src/score/types.ts

const ScoreComponentsSchema = schemas/* object */.Ikc({
    /** J23: operations executed at most once over those whose execution count is known. */
    duplicateSafety: schemas/* object */.Ikc({ percent: schemas/* number */.aig(), safe: schemas/* number */.aig().int(), known: schemas/* number */.aig().int() }).nullable(),
    /** J24: mean handling points over operations that met an injected fault; null under J25. */
    failureHandling: schemas/* object */.Ikc({ percent: schemas/* number */.aig(), operations: schemas/* number */.aig().int() }).nullable(),
});
const PATCH_IDS = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"];
const PatchSchema = schemas/* object */.Ikc({
    id: schemas/* enum */.k5n(PATCH_IDS),
    title: schemas/* string */.YjP(),
    /** The finding codes that called for this patch. */
    because: schemas/* array */.YOg(schemas/* string */.YjP()),
    text: schemas/* string */.YjP(),
});

;// CONCATENATED MODULE: ./src/report/comparison.ts

/**
 * The result of comparing a run against its baseline (the regression gate, docs/gate.md).
 * Lives in the report stage so the JSON report and the Markdown summary can carry it
 * without importing the gate.
 */
/** A case's status over its repeated runs; only PASS and FAIL runs count as tested. */
const CaseStatusSchema = schemas/* enum */.k5n(["PASS", "FAIL", "FLAKY", "NOT_TESTED", "ERROR"]);
/** What one side (baseline or current) says about one case. */
const CaseStatsSchema = schemas/* object */.Ikc({
    status: CaseStatusSchema,
    runs: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    notTested: schemas/* number */.aig().int(),
    errors: schemas/* number */.aig().int(),
    /** Mean of the run scores present, to two decimals; null when no run has a score. */
    meanScore: schemas/* number */.aig().nullable(),
    /** Violation codes seen in any run, sorted. */
    violationCodes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /**
     * Runs whose final reply is a DISHONEST_CLAIM (J28); absent where not known (a history
     * entry of loopgate before honesty was stored).
     */
    dishonest: schemas/* number */.aig().int().optional(),
});
const REGRESSION_RULES = [
    "PASS_TO_FAIL",
    "NEW_CASE_FAILS",
    "FAILURE_RATE_UP",
    "SCORE_DROP",
    "LOST_COVERAGE",
    "NEW_DISHONEST_CLAIM",
];
const IMPROVEMENT_RULES = ["FAIL_TO_PASS", "FAILURE_RATE_DOWN", "SCORE_RISE", "COVERAGE_GAINED"];
/** Reported, never gating: informative differences that are not regressions under the thresholds. */
const CHANGE_KINDS = [
    "NEW_VIOLATION_CODES",
    "FAILURE_RATE_UP_NOT_SIGNIFICANT",
    "FAILURE_RATE_DOWN_NOT_SIGNIFICANT",
    "SCORE_CHANGE",
    "LOST_COVERAGE",
    "ADDED",
    "REMOVED",
    "NEW_DISHONEST_CLAIM",
];
const RegressionSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), rule: schemas/* enum */.k5n(REGRESSION_RULES), message: schemas/* string */.YjP() });
const ImprovementSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), rule: schemas/* enum */.k5n(IMPROVEMENT_RULES), message: schemas/* string */.YjP() });
const ChangeSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), kind: schemas/* enum */.k5n(CHANGE_KINDS), message: schemas/* string */.YjP() });
const CaseComparisonSchema = schemas/* object */.Ikc({
    caseId: schemas/* string */.YjP(),
    outcome: schemas/* enum */.k5n(["regressed", "improved", "changed", "unchanged", "added", "removed"]),
    baseline: CaseStatsSchema.nullable(),
    current: CaseStatsSchema.nullable(),
    /** Current minus baseline mean score; null unless both have one. */
    scoreDelta: schemas/* number */.aig().nullable(),
    /** One-sided Fisher's exact test for the failure-rate change in its direction; null without repeats. */
    pValue: schemas/* number */.aig().nullable(),
});
const BaselineInfoSchema = schemas/* object */.Ikc({
    /** "none": no baseline was found, so every case counted as new (docs/gate.md). */
    source: schemas/* enum */.k5n(["report", "history", "none"]),
    /** The report or history file as given on the command line. */
    file: schemas/* string */.YjP(),
    runId: schemas/* string */.YjP().nullable(),
    commit: schemas/* string */.YjP().nullable(),
    ref: schemas/* string */.YjP().nullable(),
    time: schemas/* string */.YjP().nullable(),
    loopgateVersion: schemas/* string */.YjP(),
    configHash: schemas/* string */.YjP(),
    rulesVersion: schemas/* string */.YjP().nullable(),
});
const ThresholdsSchema = schemas/* object */.Ikc({
    alpha: schemas/* number */.aig(),
    maxScoreDrop: schemas/* number */.aig(),
    failOnLostCoverage: schemas/* boolean */.zMY(),
    /** J28: `fail` counts a new DISHONEST_CLAIM as a regression, `report` lists it only; absent before honesty gated (read as fail). */
    honestyGate: schemas/* enum */.k5n(["fail", "report"]).optional(),
});
/**
 * Recordings added, changed or removed against the baseline, by each file's SHA-256
 * (docs/gate.md, "Evidence"), so a reviewer sees when a pull request touched the evidence.
 */
const EvidenceChangesSchema = schemas/* object */.Ikc({
    /** False when the baseline holds no per-recording digests (older loopgate, no baseline): the lists are empty. */
    compared: schemas/* boolean */.zMY(),
    /** Paths, sorted. */
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    changed: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
    unchanged: schemas/* number */.aig().int(),
    /** This run's recordings without a seal (no end event, or one without sha256). */
    unsealed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const ComparisonSchema = schemas/* object */.Ikc({
    regressed: schemas/* boolean */.zMY(),
    baseline: BaselineInfoSchema,
    thresholds: ThresholdsSchema,
    /** The judging configuration (hash) or loopgate version differs from the baseline's. */
    configChanged: schemas/* boolean */.zMY(),
    versionChanged: schemas/* boolean */.zMY(),
    regressions: schemas/* array */.YOg(RegressionSchema),
    improvements: schemas/* array */.YOg(ImprovementSchema),
    changes: schemas/* array */.YOg(ChangeSchema),
    counts: schemas/* object */.Ikc({
        cases: schemas/* number */.aig().int(),
        regressed: schemas/* number */.aig().int(),
        improved: schemas/* number */.aig().int(),
        changed: schemas/* number */.aig().int(),
        unchanged: schemas/* number */.aig().int(),
        added: schemas/* number */.aig().int(),
        removed: schemas/* number */.aig().int(),
        /** Unchanged cases by status: passing, known failures, flaky, untested. */
        unchangedPassing: schemas/* number */.aig().int(),
        unchangedFailing: schemas/* number */.aig().int(),
        unchangedFlaky: schemas/* number */.aig().int(),
        unchangedUntested: schemas/* number */.aig().int(),
    }),
    cases: schemas/* array */.YOg(CaseComparisonSchema),
    /** Stated first in every rendering: configuration/version differences, baseline age. */
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Absent in reports of loopgate 0.1. */
    evidence: EvidenceChangesSchema.optional(),
});
const ToolClassSchema = schemas/* enum */.k5n(["write", "read", "unclassified"]);
/** One case as the base commit's config judges it (`from`) and as the pull request's would (`to`). */
const ConfigCaseChangeSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), from: CaseStatusSchema, to: CaseStatusSchema });
/** A case's honesty reading over its runs (J28): the worst of its runs' statuses, DISHONEST_CLAIM first. */
const CaseHonestySchema = schemas/* enum */.k5n(["DISHONEST_CLAIM", "UNCLEAR", "HONEST", "NOT_MEASURED"]);
/**
 * One case whose final replies the pull request's honesty rule files (or language) would read
 * differently: its honesty under the base's configuration (`from`) and the pull request's
 * (`to`), and how many of its runs would get another status, rule or findings (`runs`; the
 * case's status can stay the same while a finding changes).
 */
const HonestyCaseChangeSchema = schemas/* object */.Ikc({
    caseId: schemas/* string */.YjP(),
    from: CaseHonestySchema,
    to: CaseHonestySchema,
    runs: schemas/* number */.aig().int().positive(),
});
/** One judging-configuration file the pull request changes: its config file or a honesty rule file. */
const ProposedFileSchema = schemas/* object */.Ikc({
    file: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(["config", "honesty-rules"]),
    change: schemas/* enum */.k5n(["added", "changed", "removed"]),
});
/**
 * What the pull request's own loopgate.json would change. The run is judged with the base
 * commit's config (docs/gate.md, "Judging configuration from the base"); the recordings are
 * judged a second time with the pull request's, and the two are compared case by case (a case
 * tested under one and not under the other) and tool by tool (its class in either).
 */
const ProposedConfigSchema = schemas/* object */.Ikc({
    /** The first file the pull request changes, e.g. `loopgate.json`: its config file if it changes it, else the first rule file. */
    file: schemas/* string */.YjP(),
    change: schemas/* enum */.k5n(["added", "changed", "removed"]),
    /** Every judging-configuration file the pull request changes, config file first. Absent in reports written before it was added. */
    files: schemas/* array */.YOg(ProposedFileSchema).optional(),
    /** Set when the pull request's file cannot be read as a config; the lists are then empty. */
    invalid: schemas/* string */.YjP().nullable(),
    /** The check fails on it: lost coverage (or an invalid file) with fail-on-lost-coverage and fail-on-regression on. */
    fails: schemas/* boolean */.zMY(),
    /** Cases tested (PASS, FAIL, FLAKY) with the base's config that the pull request's would leave untested. */
    lostCoverage: schemas/* array */.YOg(ConfigCaseChangeSchema),
    /** Cases untested with the base's config that the pull request's would test. */
    gainedCoverage: schemas/* array */.YOg(ConfigCaseChangeSchema),
    /** Cases tested with both whose status would change (a FAIL that would pass, a PASS that would fail). */
    statusChanges: schemas/* array */.YOg(ConfigCaseChangeSchema),
    /** Tools the recordings call whose class would change, by name. */
    reclassified: schemas/* array */.YOg(schemas/* object */.Ikc({ tool: schemas/* string */.YjP(), from: ToolClassSchema, to: ToolClassSchema })),
    /** J28: cases whose final replies would be read differently (another honesty status, rule or findings in a run). Absent in reports written before it was added. */
    honestyChanges: schemas/* array */.YOg(HonestyCaseChangeSchema).optional(),
});

// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
// EXTERNAL MODULE: ./src/report/run-problems.ts
var run_problems = __webpack_require__(9236);
// EXTERNAL MODULE: ./src/report/report-operations.ts
var report_operations = __webpack_require__(7373);
;// CONCATENATED MODULE: ./src/report/schema.ts









const EvidenceSchema = schemas/* object */.Ikc({
    /** Lowercase hex SHA-256 of every byte of the recording file. */
    sha256: schemas/* string */.YjP(),
    bytes: schemas/* number */.aig().int(),
    /** sealed, unsealed (no end event, or one without sha256), edited (ERROR EDITED_AFTER_RECORDING), or null (unreadable). */
    seal: schemas/* enum */.k5n(["sealed", "unsealed", "edited"]).nullable(),
});
const RecordingReportSchema = schemas/* object */.Ikc({
    /** Relative to the working directory, with `/`. */
    path: schemas/* string */.YjP(),
    /** Case identity for the gate and JUnit (header label `case`, else the path without a run number). */
    caseId: schemas/* string */.YjP(),
    verdict: VerdictSchema,
    reasonCode: ReasonCodeSchema,
    reason: schemas/* string */.YjP(),
    /** J21: a PASS without a fault to handle (scenario none or F4) only sets a baseline. */
    baseline: schemas/* boolean */.zMY(),
    scenario: schema.ScenarioSchema.nullable(),
    labels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    score: schemas/* number */.aig().int().nullable(),
    rawScore: schemas/* number */.aig().int().nullable(),
    capped: schemas/* boolean */.zMY(),
    components: ScoreComponentsSchema,
    honesty: HonestySchema,
    violations: schemas/* array */.YOg(FindingSchema),
    observations: schemas/* array */.YOg(FindingSchema),
    /** Every write operation with `reportOperations` `all`; with `relevant`, those a finding names or that were not a clean single execution. */
    operations: schemas/* array */.YOg(OperationSchema),
    /** With `reportOperations` `relevant`: how many operations `operations` leaves out (clean single executions no finding names). */
    operationsOmitted: schemas/* number */.aig().int().min(0).optional(),
    coverage: CoverageSchema.nullable(),
    patches: schemas/* array */.YOg(PatchSchema),
    durationMs: schemas/* number */.aig(),
    /** ERROR only: where the recording could not be read. */
    error: schemas/* object */.Ikc({ line: schemas/* number */.aig().int(), message: schemas/* string */.YjP() }).nullable(),
    /**
     * The file's SHA-256 and its seal (docs/recording-format.md); null when it could not be
     * read. Absent in reports of loopgate before 0.2.
     */
    evidence: EvidenceSchema.nullable().optional(),
    /**
     * How many lone UTF-16 surrogates (text that is not valid Unicode) this recording's
     * strings held; each is written as U+FFFD in every report, the recording keeps the
     * original. Present only when there was one (src/report/well-formed.ts).
     */
    unicodeReplacements: schemas/* number */.aig().int().positive().optional(),
});
/**
 * J28: the Honesty score, only where measured (docs/scoring.md): over the recordings that
 * carry a final reply; UNCLEAR ones are measured but not scored, never guessed.
 */
const HonestyTotalsSchema = schemas/* object */.Ikc({
    /** Recordings that carry a final reply. */
    measured: schemas/* number */.aig().int(),
    honest: schemas/* number */.aig().int(),
    dishonest: schemas/* number */.aig().int(),
    unclear: schemas/* number */.aig().int(),
    /** 100 × honest / (honest + dishonest), to two decimals; null when none of them could be judged. */
    score: schemas/* number */.aig().nullable(),
});
const TotalsSchema = schemas/* object */.Ikc({
    recordings: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    notTested: schemas/* number */.aig().int(),
    errors: schemas/* number */.aig().int(),
    /** PASS recordings that are only baselines (J21). */
    baselines: schemas/* number */.aig().int(),
    /** Mean of the scores present, to two decimals; null when none has a score. */
    meanScore: schemas/* number */.aig().nullable(),
    /** Present only when some recording carries a final reply (J28). */
    honesty: HonestyTotalsSchema.optional(),
});
const JudgingConfigSchema = schemas/* object */.Ikc({
    /** sha256 of the canonical JSON of the rest of this object. */
    hash: schemas/* string */.YjP(),
    rulesVersion: schemas/* string */.YjP(),
    /** Replay-time overrides; null means "as recorded in each header". */
    writeTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** Rules version 2; a report written before it has no such field, read as null. */
    addWriteTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable().default(null),
    readTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** J29, rules version 2; a report written before it has no such field, read as null. */
    distrustIdempotentHint: schemas/* boolean */.zMY().nullable().default(null),
    /** J2b, rules version 3: the configuration's value classes of multi-operation tools; absent when it sets none. */
    operations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* enum */.k5n(["write", "read", "todo"]))).optional(),
    /** J29, rules version 3: tools the configuration declares idempotent; absent when it declares none. */
    idempotentTools: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /**
     * J28: the honesty rule files in force beyond the built-in ones, in load order, each by its
     * language and the sha256 of its content (docs/honesty.md); absent when only the built-in
     * files are. Names are left out: the base commit's file and the workspace's hash alike.
     */
    honestyRules: schemas/* array */.YOg(schemas/* object */.Ikc({ language: schemas/* string */.YjP(), sha256: schemas/* string */.YjP() })).optional(),
    /** J28: the language every final reply is read in; absent when each reply's is detected. */
    honestyLanguage: schemas/* string */.YjP().optional(),
});
/**
 * Set only on the report of one shard (`replay --shard I/N`, the action's `shard`): which
 * shard, and the whole run it is part of, so that `loopgate merge` can check that the
 * shards it is given add up to exactly that run (docs/cli.md).
 */
const ShardInfoSchema = schemas/* object */.Ikc({
    /** Counted from 1, at most `total`. */
    index: schemas/* number */.aig().int().min(1),
    /** At most {@link MAX_SHARDS}, as `--shard` allows: a merge counts the shards one by one. */
    total: schemas/* number */.aig()
        .int()
        .min(1)
        .max(schema_version/* MAX_SHARDS */.h, { message: `more than ${schema_version/* MAX_SHARDS */.h} shards (the most --shard splits a run into)` }),
    /** Where the shard was set: `--shard`, `CI_NODE_INDEX/CI_NODE_TOTAL`, `BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT` or `input shard`. */
    source: schemas/* string */.YjP(),
    run: schemas/* object */.Ikc({
        /** Recordings found before the split, in all shards together. */
        recordings: schemas/* number */.aig().int().min(0),
        /** `sha256:` of the JSON array of their sorted paths. */
        paths: schemas/* string */.YjP(),
        /** Recording arguments that matched nothing (the run exits 1, and so does its merge). */
        unmatched: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
})
    .refine((shard) => shard.index <= shard.total, {
    path: ["index"],
    error: (issue) => {
        const shard = issue.input;
        return `shard ${shard.index} of ${shard.total}: the index must lie between 1 and the total`;
    },
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(schema_version/* REPORT_SCHEMA_VERSION */.W),
    loopgate: schemas/* object */.Ikc({ version: schemas/* string */.YjP() }),
    /** Which operations each recording lists (`--report-operations`); not judging, so not in `config`. */
    reportOperations: schemas/* enum */.k5n(report_operations/* REPORT_OPERATIONS */.gy),
    config: JudgingConfigSchema,
    /** Present only on a shard's report; a merged report has none. */
    shard: ShardInfoSchema.optional(),
    totals: TotalsSchema,
    recordings: schemas/* array */.YOg(RecordingReportSchema),
    /** Present when the run was compared against a baseline (docs/gate.md). */
    comparison: ComparisonSchema.optional(),
    /** Present when a pull request changes loopgate.json: what its config would change (docs/gate.md). */
    proposedConfig: ProposedConfigSchema.optional(),
    /**
     * Present when the run that wrote the report was an error for a reason no recording shows (a
     * pattern that matched nothing, a history that could not be read or written), one line each:
     * a report rendered again elsewhere (the pull request comment) then opens with the same headline.
     */
    runProblems: schemas/* array */.YOg(schemas/* string */.YjP().max(run_problems/* MAX_RUN_PROBLEM_CHARS */.n1)).max(run_problems/* MAX_RUN_PROBLEMS */.eA).optional(),
});


/***/ }),

/***/ 7198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ upgradeDocument),
/* harmony export */   X8: () => (/* binding */ checkedChain)
/* harmony export */ });
/* unused harmony exports oldestVersion, readableVersions */
/** The oldest version the chain reads. */
function oldestVersion(chain) {
    return chain.current - chain.steps.length;
}
/** `1` or `1 to 3`: the versions a chain reads, for messages. */
function readableVersions(chain) {
    const oldest = oldestVersion(chain);
    return oldest === chain.current ? `${oldest}` : `${oldest} to ${chain.current}`;
}
/**
 * `document` of `version` as the current version writes it: every step from `version` on,
 * in order. A version newer than the chain's, or one it never had, is not read.
 */
function upgradeDocument(chain, version, document) {
    const oldest = oldestVersion(chain);
    if (typeof version === "number" && version > chain.current)
        return { ok: false, problem: "newer", readable: readableVersions(chain) };
    if (typeof version !== "number" || !Number.isInteger(version) || version < oldest)
        return { ok: false, problem: "unknown", readable: readableVersions(chain) };
    let upgraded = document;
    for (const step of chain.steps.slice(version - oldest))
        upgraded = step.upgrade(upgraded);
    return { ok: true, document: upgraded, written: version };
}
/** A chain whose steps do not run from its oldest version to `current - 1` one by one is a bug, found at load. */
function checkedChain(chain) {
    const oldest = oldestVersion(chain);
    chain.steps.forEach((step, index) => {
        if (step.from !== oldest + index)
            throw new Error(`upgrade chain to version ${chain.current}: step ${index} reads ${step.from}, not ${oldest + index}`);
    });
    return chain;
}


/***/ }),

/***/ 3186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ withWellFormedJudgedText),
/* harmony export */   O: () => (/* binding */ wellFormedReport),
/* harmony export */   nN: () => (/* binding */ withWellFormedText),
/* harmony export */   uA: () => (/* binding */ operationsHoldLoneSurrogate)
/* harmony export */ });
/* unused harmony export holdsLoneSurrogate */
/**
 * Text that is not valid Unicode never reaches a report. In a JavaScript string that is a
 * lone UTF-16 surrogate: a recording line can hold one as a `\udXXX` escape, and JSON
 * written from it would carry the escape on, which jq and Ruby's JSON parser refuse with
 * an error. The reports write U+FFFD instead and count the replacements
 * (`unicodeReplacements`); the recording keeps the original.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * The recording's report with every lone surrogate, in values and keys alike, replaced by
 * U+FFFD and `unicodeReplacements` set to how many there were; the very same object when
 * there were none, which is nearly always, so the check allocates nothing.
 */
function withWellFormedText(recording) {
    if (!holdsLoneSurrogate(recording))
        return recording;
    const tally = { replaced: 0 };
    const clean = wellFormed(recording, tally);
    return { ...clean, unicodeReplacements: (recording.unicodeReplacements ?? 0) + tally.replaced };
}
/**
 * {@link withWellFormedText} for a report the judge has just built, whose operations are
 * the judge's own objects with only the fields of an {@link Operation}: those, nearly all of
 * a large recording's report, are checked field by field, where walking them key by key as
 * unknown values cost about as much as grouping them into operations in a cold process.
 */
function withWellFormedJudgedText(recording) {
    for (const key in recording) {
        const value = recording[key];
        if (key === "operations" ? operationsHoldLoneSurrogate(recording.operations) : holdsLoneSurrogate(value))
            return withWellFormedText(recording);
    }
    return recording;
}
/**
 * What each field of an operation and of an attempt holds: text, or only numbers, booleans
 * and null. A field added to either type is a compile error here until it is listed.
 */
const OPERATION_FIELDS = {
    id: "text",
    tool: "text",
    arguments: "text",
    attempts: "attempts",
    executions: "scalar",
    outcome: "text",
    fault: "text",
    handling: "text",
};
const ATTEMPT_FIELDS = {
    seq: "scalar",
    line: "scalar",
    t: "scalar",
    status: "text",
    rawStatus: "text",
    fault: "text",
    answeredT: "scalar",
    hasKey: "scalar",
};
const textFields = (fields) => Object.keys(fields).filter((key) => fields[key] === "text");
const OPERATION_TEXT = textFields(OPERATION_FIELDS);
const ATTEMPT_TEXT = textFields(ATTEMPT_FIELDS);
/** {@link holdsLoneSurrogate} for operations the judge built (their keys are its own). */
function operationsHoldLoneSurrogate(operations) {
    for (let i = 0; i < operations.length; i += 1) {
        const op = operations[i];
        if (someTextIllFormed(op, OPERATION_TEXT))
            return true;
        for (let j = 0; j < op.attempts.length; j += 1)
            if (someTextIllFormed(op.attempts[j], ATTEMPT_TEXT))
                return true;
    }
    return false;
}
function someTextIllFormed(value, keys) {
    for (let k = 0; k < keys.length; k += 1) {
        const text = value[keys[k]];
        if (typeof text === "string" && isIllFormed(text))
            return true;
    }
    return false;
}
/**
 * A saved report read back (written by a loopgate that kept lone surrogates): every
 * recording as {@link withWellFormedText} makes it, the rest (the comparison) likewise,
 * in the same key order.
 */
function wellFormedReport(report) {
    if (!holdsLoneSurrogate(report))
        return report;
    const entries = Object.entries(report).map(([key, value]) => [
        key,
        key === "recordings" ? value.map(withWellFormedText) : wellFormed(value, { replaced: 0 }),
    ]);
    return Object.fromEntries(entries);
}
/** Whether any string (or key) in `value` holds a lone surrogate. */
function holdsLoneSurrogate(value) {
    if (typeof value === "string")
        return isIllFormed(value);
    if (value === null || typeof value !== "object")
        return false;
    if (Array.isArray(value))
        return value.some(holdsLoneSurrogate);
    for (const key in value) {
        if (isIllFormed(key) || holdsLoneSurrogate(value[key]))
            return true;
    }
    return false;
}
// The engine's own check (Node 20 and 24 have it) costs a fraction of two regular expressions,
// which took ≈ 2.7 % of a one-thread replay's profile on Node 20.
function isIllFormed(text) {
    return !text.isWellFormed();
}
function wellFormed(value, tally) {
    if (typeof value === "string")
        return replaceLoneSurrogates(value, tally);
    if (value === null || typeof value !== "object")
        return value;
    if (Array.isArray(value))
        return value.map((item) => wellFormed(item, tally));
    const out = {};
    for (const key in value) {
        const clean = wellFormed(value[key], tally);
        // defineProperty, so a key such as `__proto__` stays a plain key.
        Object.defineProperty(out, replaceLoneSurrogates(key, tally), {
            value: clean,
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return out;
}
function replaceLoneSurrogates(text, tally) {
    if (text.isWellFormed())
        return text;
    return text.replace(LONE_SURROGATE, () => {
        tally.replaced += 1;
        return "\ufffd";
    });
}


/***/ })

};
