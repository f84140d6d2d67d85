export const id = 166;
export const ids = [166,105];
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
