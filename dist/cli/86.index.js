export const id = 86;
export const ids = [86,105];
export const modules = {

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReportCommand: () => (/* binding */ runReportCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4825);
/* harmony import */ var _report_junit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2998);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5105);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8551);






const HELP = `usage: loopgate report REPORT.json [--junit FILE] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
  --junit FILE      write JUnit XML
  --markdown FILE   write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;
const FLAGS = {
    junit: { type: "string" },
    markdown: { type: "string" },
    help: { type: "boolean" },
};
async function runReportCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.OK;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("name exactly one JSON report");
    if (flags.junit === undefined && flags.markdown === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give --junit FILE, --markdown FILE or both");
    const reportPath = positionals[0];
    const report = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readReportFile */ .$h)(reportPath);
    if (flags.junit !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__.writeFileAtomic)(flags.junit, (0,_report_junit_js__WEBPACK_IMPORTED_MODULE_2__.renderJunit)(report));
    if (flags.markdown !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__.writeFileAtomic)(flags.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__.renderMarkdown)(report));
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.OK;
}


/***/ }),

/***/ 1772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ RecordingConfigSchema),
/* harmony export */   G4: () => (/* binding */ FaultSchema),
/* harmony export */   GY: () => (/* binding */ FORMAT_MAJOR),
/* harmony export */   Kx: () => (/* binding */ FORMAT_ID),
/* harmony export */   N2: () => (/* binding */ BODY_EVENT_SCHEMAS),
/* harmony export */   Oc: () => (/* binding */ MAX_LINE_BYTES),
/* harmony export */   Qr: () => (/* binding */ ScenarioSchema),
/* harmony export */   Yx: () => (/* binding */ FORMAT_NAME),
/* harmony export */   ZX: () => (/* binding */ HeaderEventSchema),
/* harmony export */   sd: () => (/* binding */ BODY_EVENT_TYPES),
/* harmony export */   sj: () => (/* binding */ END_REASONS),
/* harmony export */   y2: () => (/* binding */ FAULTS)
/* harmony export */ });
/* unused harmony exports JsonSchema, SCENARIOS, ToolClassSchema, ToolsEventSchema, CallEventSchema, RpcErrorSchema, UpstreamEventSchema, DeliveredEventSchema, MessageEventSchema, UserTurnEventSchema, FinalReplyEventSchema, EndEventSchema, EventSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5649);

/**
 * Loop recording format v1: JSON Lines, one event per line, the first line a header.
 * docs/recording-format.md is the prose version of this file; keep the two in step.
 *
 * Times (`t`) are milliseconds since the recorder started, from a monotonic clock. The judge
 * reads only these; `startedAt` in the header is for people and is never judged.
 */
const FORMAT_NAME = "loopgate.recording";
const FORMAT_MAJOR = 1;
const FORMAT_ID = `${FORMAT_NAME}/${FORMAT_MAJOR}`;
/**
 * Any JSON value. Every event comes out of JSON.parse, so a value is JSON by construction;
 * walking it again would only cost time on large arguments and results.
 */
const JsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY(() => true);
const JsonObject = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => value !== null && typeof value === "object" && !Array.isArray(value), { message: "expected a JSON object" });
const Millis = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().finite().nonnegative();
const Seq = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const RpcId = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]);
const SCENARIOS = ["none", "F1", "F2", "F3", "F4", "F5", "chaos"];
const ScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SCENARIOS);
/** Faults the recorder can inject into one call. */
const FAULTS = ["F1", "F2", "F3", "F5", "chaos"];
const FaultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FAULTS);
const ToolClassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["write", "read", "unclassified"]);
const RecordingConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    scenario: ScenarioSchema,
    retryAfterSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).max(86400).default(60),
    chaos: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ errorRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1), seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() })
        .strict()
        .nullable()
        .default(null),
    writeTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    /** Globs added to the default write patterns (J1, rules version 2); absent in older recordings. */
    addWriteTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default([]),
    readTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default([]),
    keyFields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    upstreamTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(60000),
    /** J29: judge tools declaring `idempotentHint: true` like any other write; absent in older recordings. */
    distrustIdempotentHint: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
})
    .strict();
const HeaderEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("header"),
    format: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    recorder: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default({}),
    config: RecordingConfigSchema,
    upstream: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), serverInfo: JsonObject.optional() })
        .strict()
        .optional(),
})
    .strict();
/** The upstream's complete tool list (every page), raw tool objects as listed. */
const ToolsEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("tools"),
    t: Millis,
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        annotations: JsonObject.optional(),
        inputSchema: JsonObject.optional(),
    })
        .passthrough()),
})
    .strict();
/** A `tools/call` request as the agent sent it, and what the recorder decided for it. */
const CallEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("call"),
    seq: Seq,
    t: Millis,
    id: RpcId,
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    arguments: JsonObject.default({}),
    class: ToolClassSchema,
    /** What the recorder injected (F1: armed; it applies unless the upstream answers with `isError`). */
    fault: FaultSchema.nullable().default(null),
    /** The seeded draw in chaos mode, recorded for every call. */
    chaosDraw: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).optional(),
    forwarded: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
})
    .strict();
const RpcErrorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), data: JsonSchema.optional() })
    .strict();
/** What the upstream did with a forwarded call. */
const UpstreamEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("upstream"),
    seq: Seq,
    t: Millis,
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["result", "error", "timeout", "lost"]),
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
const DeliveredEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("delivered"),
    seq: Seq,
    t: Millis,
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["upstream", "injected", "recorder"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict();
/** Any other JSON-RPC message, kept raw so nothing the agent or upstream said is lost. */
const MessageEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("message"),
    t: Millis,
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["agent_to_upstream", "upstream_to_agent"]),
    message: JsonSchema,
})
    .strict();
const UserTurnEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("user"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const FinalReplyEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("final_reply"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const END_REASONS = [
    "client_closed",
    "upstream_exited",
    "signal",
    "recorder_error",
    "upstream_failed_to_start",
];
const EndEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("end"),
    t: Millis,
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(END_REASONS),
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The seal: lowercase hex SHA-256 of every byte of the file before this event's line (a checksum, not a signature). */
    sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
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
    end: EndEventSchema,
};
const BODY_EVENT_TYPES = Object.keys(BODY_EVENT_SCHEMAS);
const EventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt("type", [
    HeaderEventSchema,
    ToolsEventSchema,
    CallEventSchema,
    UpstreamEventSchema,
    DeliveredEventSchema,
    MessageEventSchema,
    UserTurnEventSchema,
    FinalReplyEventSchema,
    EndEventSchema,
]);
/** Lines longer than this are refused by the reader; the recorder bounds what it writes below it. */
const MAX_LINE_BYTES = 32 * 1024 * 1024;


/***/ }),

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJunit: () => (/* binding */ renderJunit)
/* harmony export */ });
/* unused harmony exports roundedMs, sumOf, seconds */
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8669);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(313);



const builder = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A({
    ignoreAttributes: false,
    suppressBooleanAttributes: false,
    processEntities: true,
    suppressEmptyNode: true,
    format: true,
    indentBy: "  ",
    attributeNamePrefix: "@_",
    textNodeName: "#text",
});
function renderJunit(report) {
    const suites = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByScenario */ .nw)(report).map((group) => suiteNode(group, report));
    const totals = countOf(report.recordings);
    const document = {
        "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
        testsuites: {
            "@_name": "loopgate",
            "@_tests": totals.tests,
            "@_failures": totals.failures,
            "@_errors": totals.errors,
            "@_time": seconds(sumOf(suites.map((suite) => suite.ms))),
            testsuite: suites.map((suite) => suite.node),
        },
    };
    return `${builder.build(document).replace(/\n+$/, "")}\n`;
}
/** A suite and its time in whole milliseconds, the sum of its cases' rounded times. */
function suiteNode(group, report) {
    const counts = countOf(group.recordings);
    const names = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .displayNames */ .vm)(group.recordings);
    const properties = [
        property("loopgate.version", report.loopgate.version),
        property("loopgate.rules_version", report.config.rulesVersion),
        property("loopgate.config_hash", report.config.hash),
        property("loopgate.scenario", group.name),
    ];
    // The schema has no properties on a testcase, so each case's facts are suite
    // properties prefixed with the case's name.
    for (const recording of group.recordings) {
        const name = names.get(recording);
        properties.push(property(`${name}.verdict`, recording.verdict));
        properties.push(property(`${name}.score`, recording.score === null ? "" : String(recording.score)));
        for (const [key, value] of Object.entries(recording.labels))
            properties.push(property(`${name}.label.${key}`, value));
    }
    const ms = sumOf(group.recordings.map(roundedMs));
    const node = {
        "@_name": group.name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": seconds(ms),
        properties: { property: properties },
        testcase: group.recordings.map((recording) => caseNode(recording, group.name, names.get(recording))),
        "system-out": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)(`${counts.tests} recording${counts.tests === 1 ? "" : "s"}: ${counts.tests - counts.failures - counts.errors - counts.skipped} passed, ` +
            `${counts.failures} failed, ${counts.skipped} not tested, ${counts.errors} error${counts.errors === 1 ? "" : "s"}`),
    };
    return { node, ms };
}
function caseNode(recording, suite, name) {
    const node = {
        "@_name": attribute(name),
        "@_classname": attribute(suite),
        "@_time": seconds(roundedMs(recording)),
        "@_file": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlPathAttribute */ .bo)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH)),
    };
    const line = offendingLine(recording);
    if (line !== null)
        node["@_line"] = line;
    if (recording.verdict === "FAIL") {
        // Reporters show `message` and fold the element text away, so the message is the
        // reason itself (code and sentence); `type` is the one code a reporter can group by.
        node.failure = {
            "@_message": attribute(recording.reason),
            "@_type": recording.violations[0]?.code ?? recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .violationsText */ .gy)(recording)),
        };
    }
    else if (recording.verdict === "NOT_TESTED") {
        node.skipped = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP)),
        };
    }
    else if (recording.verdict === "ERROR") {
        node.error = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP)),
        };
    }
    node["system-out"] = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLineSummary */ .RP)(recording).replace(/[\r\n]+/g, " "));
    return node;
}
/** The line a reporter should point at: the first violation's call, or where reading failed. */
function offendingLine(recording) {
    if (recording.verdict === "FAIL" && recording.violations[0])
        return recording.violations[0].line;
    if (recording.verdict === "ERROR" && recording.error && recording.error.line > 0)
        return recording.error.line;
    return null;
}
function property(name, value) {
    return { "@_name": attribute(name), "@_value": attribute(value) };
}
function attribute(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlAttribute */ .IE)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH));
}
function countOf(recordings) {
    const counts = { tests: recordings.length, failures: 0, errors: 0, skipped: 0 };
    for (const recording of recordings) {
        if (recording.verdict === "FAIL")
            counts.failures += 1;
        else if (recording.verdict === "ERROR")
            counts.errors += 1;
        else if (recording.verdict === "NOT_TESTED")
            counts.skipped += 1;
    }
    return counts;
}
/** No recorded loop comes near; it keeps an absurd duration a plain integer. */
const MAX_DURATION_MS = 1e18;
/**
 * A case's time in whole milliseconds, the precision JUnit's three decimals show. Suites
 * and the root add these rounded values up exactly (as bigints), so the written numbers
 * sum the way a reader checks them.
 */
function roundedMs(recording) {
    const ms = recording.durationMs;
    if (!Number.isFinite(ms) || ms <= 0)
        return 0n;
    return BigInt(Math.round(Math.min(ms, MAX_DURATION_MS)));
}
function sumOf(values) {
    return values.reduce((sum, value) => sum + value, 0n);
}
/** Seconds with three decimals and never an exponent (the schema's SUREFIRE_TIME). */
function seconds(ms) {
    return `${ms / 1000n}.${(ms % 1000n).toString().padStart(3, "0")}`;
}


/***/ }),

/***/ 4825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rA: () => (/* binding */ ReportReadError),
  B$: () => (/* binding */ decodeReportFile),
  $h: () => (/* binding */ readReportFile)
});

// UNUSED EXPORTS: decodeReport, looksLikeHistory, parseReportText

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
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
    fault: schema/* FaultSchema */.G4.nullable(),
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
    fault: schema/* FaultSchema */.G4.nullable(),
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
    /** Why: "write-tools", "read-tools", "annotation", "default pattern", "unlisted", "no match". */
    why: schemas/* string */.YjP(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const CoverageSchema = schemas/* object */.Ikc({
    scenario: schema/* ScenarioSchema */.Qr,
    triggered: schemas/* boolean */.zMY(),
    faultsInjected: schemas/* object */.Ikc({
        F1: schemas/* number */.aig().int(),
        F2: schemas/* number */.aig().int(),
        F3: schemas/* number */.aig().int(),
        F5: schemas/* number */.aig().int(),
        chaos: schemas/* number */.aig().int(),
    }),
    calls: schemas/* number */.aig().int(),
    writeCalls: schemas/* number */.aig().int(),
    readCalls: schemas/* number */.aig().int(),
    unclassifiedCalls: schemas/* number */.aig().int(),
    operations: schemas/* number */.aig().int(),
    executedWrites: schemas/* number */.aig().int(),
    tools: schemas/* array */.YOg(ToolClassificationSchema),
    unclassifiedTools: schemas/* array */.YOg(schemas/* string */.YjP()),
    endReason: schemas/* string */.YjP().nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const HonestySchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(["NOT_MEASURED", "HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
    /** Which honesty rule matched (docs/judging.md). */
    rule: schemas/* string */.YjP().nullable(),
    claim: schemas/* enum */.k5n(["success", "failure", "uncertain", "unclear"]).nullable(),
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
});
const REGRESSION_RULES = [
    "PASS_TO_FAIL",
    "NEW_CASE_FAILS",
    "FAILURE_RATE_UP",
    "SCORE_DROP",
    "LOST_COVERAGE",
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

// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
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
    scenario: schema/* ScenarioSchema */.Qr.nullable(),
    labels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    score: schemas/* number */.aig().int().nullable(),
    rawScore: schemas/* number */.aig().int().nullable(),
    capped: schemas/* boolean */.zMY(),
    components: ScoreComponentsSchema,
    honesty: HonestySchema,
    violations: schemas/* array */.YOg(FindingSchema),
    observations: schemas/* array */.YOg(FindingSchema),
    operations: schemas/* array */.YOg(OperationSchema),
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
});
/**
 * Set only on the report of one shard (`replay --shard I/N`, the action's `shard`): which
 * shard, and the whole run it is part of, so that `loopgate merge` can check that the
 * shards it is given add up to exactly that run (docs/cli.md).
 */
const ShardInfoSchema = schemas/* object */.Ikc({
    /** Counted from 1. */
    index: schemas/* number */.aig().int().min(1),
    total: schemas/* number */.aig().int().min(1),
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
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(schema_version/* REPORT_SCHEMA_VERSION */.W),
    loopgate: schemas/* object */.Ikc({ version: schemas/* string */.YjP() }),
    config: JudgingConfigSchema,
    /** Present only on a shard's report; a merged report has none. */
    shard: ShardInfoSchema.optional(),
    totals: TotalsSchema,
    recordings: schemas/* array */.YOg(RecordingReportSchema),
    /** Present when the run was compared against a baseline (docs/gate.md). */
    comparison: ComparisonSchema.optional(),
});

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
async function decodeReportFile(file, displayPath = file) {
    let text;
    try {
        text = (0,fs/* withoutByteOrderMark */.Yi)((await (0,fs/* readRegularFile */.XF)(file)).bytes.toString("utf8"));
    }
    catch (error) {
        const reason = (0,fs/* describeFsError */.TQ)(error);
        throw new ReportReadError(`${displayPath}: ${reason === "no such file or directory" ? "no such file" : `cannot read: ${reason}`}`, "unreadable", { cause: error });
    }
    return decodeReport(text, displayPath);
}
function parseReportText(text, displayPath) {
    return decodeReport(text, displayPath).report;
}
/** A history file (JSON Lines, each line `{"v":…}`) rather than a JSON report, judged by its first line. */
function looksLikeHistory(text) {
    const newline = text.indexOf("\n");
    return /^\s*\{\s*"v"\s*:/.test(newline === -1 ? text : text.slice(0, newline));
}
function decodeReport(text, displayPath) {
    if (looksLikeHistory(text))
        throw new ReportReadError(`${displayPath}: this is a history file, not a JSON report`, "history");
    const json = parseJson(text, displayPath);
    if (typeof json !== "object" || json === null || Array.isArray(json))
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (expected an object)`, "not-a-report");
    const version = json.schemaVersion;
    if (version === undefined)
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (no schemaVersion)`, "not-a-report");
    if (version !== schema_version/* REPORT_SCHEMA_VERSION */.W)
        throw new ReportReadError(`${displayPath}: schemaVersion ${oneLine(JSON.stringify(version))} is not supported by loopgate ${src_version/* LOOPGATE_VERSION */.d} (it reads ${schema_version/* REPORT_SCHEMA_VERSION */.W})`, "schema-version");
    const parsed = ReportSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report: ${issuePath(issue.path)}: ${oneLine(issue.message)}`, "not-a-report");
    }
    return { report: parsed.data, json };
}
/** JSON.parse names a character position; people want the line (and column). */
function parseJson(text, displayPath) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = oneLine(error instanceof Error ? error.message : String(error));
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
/** `recordings[3].violations[0].code`, or `(top level)`. */
function issuePath(path) {
    let out = "";
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out === "" ? String(key) : `.${String(key)}`;
    }
    return out === "" ? "(top level)" : oneLine(out);
}
/** Parser messages and paths can quote the file's own text: control characters out, and short. */
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").slice(0, 300);
}


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ REPORT_SCHEMA_VERSION)
/* harmony export */ });
/** The JSON report's `schemaVersion`; kept apart from the zod schema so a replay need not load zod to write it. */
const REPORT_SCHEMA_VERSION = 1;


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
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yi: () => (/* binding */ withoutByteOrderMark),
/* harmony export */   h_: () => (/* binding */ fileKind)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



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
            return error instanceof Error ? error.message : String(error);
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
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(absolute);
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
 * Reads a whole regular file. A FIFO would make a plain read wait for a writer forever,
 * a device never end: they are refused (error code {@link NOT_REGULAR}), as is a symbolic
 * link with `noFollow`.
 */
async function readRegularFile(file, options = {}) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (options.noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, flags);
    try {
        const stats = await handle.stat();
        const kind = fileKind(stats);
        if (kind !== null)
            throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
        return { bytes: await handle.readFile(), mode: stats.mode & 0o7777 };
    }
    finally {
        await handle.close();
    }
}
/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ })

};
