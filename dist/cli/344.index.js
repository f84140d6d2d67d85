export const id = 344;
export const ids = [344];
export const modules = {

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
    readTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default([]),
    keyFields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    upstreamTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(60000),
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

/***/ 344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeAndRender: () => (/* binding */ judgeAndRender),
  judgeFile: () => (/* binding */ judgeFile)
});

// UNUSED EXPORTS: errorReport, judgedReport

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/recording/schema.ts
var schema = __webpack_require__(1772);
;// CONCATENATED MODULE: ./src/recording/fast-check.ts

const END_REASON_SET = new Set(schema/* END_REASONS */.sj);
const CLASSES = new Set(["write", "read", "unclassified"]);
const OUTCOMES = new Set(["result", "error", "timeout", "lost"]);
const SOURCES = new Set(["upstream", "injected", "recorder"]);
const DIRECTIONS = new Set(["agent_to_upstream", "upstream_to_agent"]);
const FAULT_SET = new Set(schema/* FAULTS */.y2);
/**
 * The keys each event may have. Switches, not sets: keys out of JSON.parse are interned
 * strings, which a switch compares by identity; on every line of a recording that is a
 * few times faster than a set lookup.
 */
function callKey(key) {
    switch (key) {
        case "type":
        case "seq":
        case "t":
        case "id":
        case "tool":
        case "arguments":
        case "class":
        case "fault":
        case "chaosDraw":
        case "forwarded":
            return true;
        default:
            return false;
    }
}
function upstreamKey(key) {
    switch (key) {
        case "type":
        case "seq":
        case "t":
        case "outcome":
        case "result":
        case "error":
            return true;
        default:
            return false;
    }
}
function deliveredKey(key) {
    switch (key) {
        case "type":
        case "seq":
        case "t":
        case "source":
        case "result":
        case "error":
            return true;
        default:
            return false;
    }
}
function messageKey(key) {
    return key === "type" || key === "t" || key === "direction" || key === "message";
}
function toolsKey(key) {
    return key === "type" || key === "t" || key === "tools";
}
function endKey(key) {
    return key === "type" || key === "t" || key === "reason" || key === "detail";
}
function errorKey(key) {
    return key === "code" || key === "message" || key === "data";
}
function onlyKeys(value, allowed) {
    for (const key in value)
        if (!allowed(key))
            return false;
    return true;
}
const isSeq = (v) => Number.isSafeInteger(v) && v >= 0;
const isTime = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0;
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isRpcError = (v) => isObject(v) &&
    onlyKeys(v, errorKey) &&
    Number.isSafeInteger(v.code) &&
    typeof v.message === "string";
function call(v) {
    return (onlyKeys(v, callKey) &&
        isSeq(v.seq) &&
        isTime(v.t) &&
        (typeof v.id === "string" || (typeof v.id === "number" && Number.isFinite(v.id))) &&
        typeof v.tool === "string" &&
        isObject(v.arguments) &&
        CLASSES.has(v.class) &&
        (v.fault === null || FAULT_SET.has(v.fault)) &&
        (v.chaosDraw === undefined || (typeof v.chaosDraw === "number" && v.chaosDraw >= 0 && v.chaosDraw <= 1)) &&
        typeof v.forwarded === "boolean");
}
function upstream(v) {
    if (!onlyKeys(v, upstreamKey) || !isSeq(v.seq) || !isTime(v.t) || !OUTCOMES.has(v.outcome))
        return false;
    if (v.result !== undefined && !isObject(v.result))
        return false;
    if (v.error !== undefined && !isRpcError(v.error))
        return false;
    if (v.outcome === "result" && v.result === undefined)
        return false;
    return !(v.outcome === "error" && v.error === undefined);
}
function delivered(v) {
    return (onlyKeys(v, deliveredKey) &&
        isSeq(v.seq) &&
        isTime(v.t) &&
        SOURCES.has(v.source) &&
        (v.result === undefined || isObject(v.result)) &&
        (v.error === undefined || isRpcError(v.error)));
}
function message(v) {
    return onlyKeys(v, messageKey) && isTime(v.t) && DIRECTIONS.has(v.direction) && v.message !== undefined;
}
function listedTool(v) {
    if (!isObject(v))
        return false;
    const tool = v;
    return (typeof tool.name === "string" &&
        (tool.annotations === undefined || isObject(tool.annotations)) &&
        (tool.inputSchema === undefined || isObject(tool.inputSchema)));
}
function tools(v) {
    return onlyKeys(v, toolsKey) && isTime(v.t) && Array.isArray(v.tools) && v.tools.every(listedTool);
}
function end(v) {
    return (onlyKeys(v, endKey) &&
        isTime(v.t) &&
        END_REASON_SET.has(v.reason) &&
        (v.detail === undefined || typeof v.detail === "string"));
}
const FAST_CHECKS = {
    tools,
    call,
    upstream,
    delivered,
    message,
    end,
};

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
;// CONCATENATED MODULE: ./src/recording/reader.ts





const CHUNK_BYTES = 1024 * 1024;
const KNOWN_BODY_TYPES = new Set(schema/* BODY_EVENT_TYPES */.sd);
const NEWLINE = 0x0a;
class LineError extends Error {
    line;
    constructor(line, message) {
        super(message);
        this.line = line;
    }
}
/**
 * Streams a recording line by line and joins its events into a {@link Recording}.
 * Any problem becomes the first `path:line: message`; nothing here throws for bad input.
 */
async function readRecording(filePath, displayPath = filePath) {
    return readRecordingSync(filePath, displayPath);
}
/**
 * The synchronous reader behind {@link readRecording}. Recordings are judged one after the
 * other, so blocking reads cost nothing here and spare a thread-pool round trip per chunk.
 */
function readRecordingSync(filePath, displayPath = filePath) {
    const builder = new RecordingBuilder(displayPath);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(filePath, "r");
    }
    catch (error) {
        return { ok: false, error: { path: displayPath, line: 0, message: `cannot open: ${(0,fs/* describeFsError */.T)(error)}` } };
    }
    try {
        streamLines(fd, (text, line, endsWithNewline) => builder.addLine(text, line, endsWithNewline));
        return { ok: true, recording: builder.finish() };
    }
    catch (error) {
        if (error instanceof LineError)
            return { ok: false, error: { path: displayPath, line: error.line, message: error.message } };
        return { ok: false, error: { path: displayPath, line: 0, message: `cannot read: ${(0,fs/* describeFsError */.T)(error)}` } };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Parses a whole recording held in memory (tests, the recorder's self-check). */
function parseRecording(text, displayPath) {
    const builder = new RecordingBuilder(displayPath);
    try {
        const splitter = new LineSplitter((line, number, endsWithNewline) => builder.addLine(line, number, endsWithNewline));
        splitter.push(typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text));
        splitter.end();
        return { ok: true, recording: builder.finish() };
    }
    catch (error) {
        if (error instanceof LineError)
            return { ok: false, error: { path: displayPath, line: error.line, message: error.message } };
        throw error;
    }
}
/**
 * One read buffer per thread, reused for every file: reading is synchronous and every byte
 * kept past a read is copied out (LineSplitter.hold), while a fresh megabyte per file cost
 * a map, page faults and an unmap each time.
 */
let sharedChunk;
function streamLines(fd, sink) {
    const splitter = new LineSplitter(sink);
    const chunk = (sharedChunk ??= Buffer.allocUnsafe(CHUNK_BYTES));
    for (;;) {
        const bytesRead = (0,external_node_fs_.readSync)(fd, chunk, 0, CHUNK_BYTES, null);
        if (bytesRead === 0)
            break;
        splitter.push(chunk.subarray(0, bytesRead));
    }
    splitter.end();
}
/**
 * Cuts byte chunks into lines. Each run of complete lines is checked for UTF-8 and decoded
 * in one go; only a run with a bad byte or an over-long line is walked line by line to
 * name the line at fault.
 */
class LineSplitter {
    sink;
    pending = [];
    pendingBytes = 0;
    line = 1;
    constructor(sink) {
        this.sink = sink;
    }
    push(data) {
        const last = data.lastIndexOf(NEWLINE);
        if (last === -1) {
            this.hold(data);
            return;
        }
        const head = data.subarray(0, last + 1);
        const run = this.pending.length === 0 ? head : Buffer.concat([...this.pending, head]);
        this.pending = [];
        this.pendingBytes = 0;
        this.emitRun(run);
        this.hold(data.subarray(last + 1));
    }
    end() {
        if (this.pendingBytes === 0)
            return;
        const rest = Buffer.concat(this.pending);
        if (!(0,external_node_buffer_.isUtf8)(rest))
            throw new LineError(this.line, "invalid UTF-8 byte sequence");
        this.sink(rest.toString("utf8"), this.line, false);
    }
    hold(rest) {
        if (rest.length === 0)
            return;
        this.pendingBytes += rest.length;
        if (this.pendingBytes > schema/* MAX_LINE_BYTES */.Oc)
            throw tooLong(this.line);
        this.pending.push(Buffer.from(rest));
    }
    /** `run` ends with a newline. */
    emitRun(run) {
        if (run.length <= schema/* MAX_LINE_BYTES */.Oc && (0,external_node_buffer_.isUtf8)(run)) {
            const lines = run.toString("utf8", 0, run.length - 1).split("\n");
            for (const text of lines)
                this.sink(text, this.line++, true);
            return;
        }
        let start = 0;
        while (start < run.length) {
            const newline = run.indexOf(NEWLINE, start);
            const bytes = run.subarray(start, newline);
            if (bytes.length > schema/* MAX_LINE_BYTES */.Oc)
                throw tooLong(this.line);
            if (!(0,external_node_buffer_.isUtf8)(bytes))
                throw new LineError(this.line, "invalid UTF-8 byte sequence");
            this.sink(bytes.toString("utf8"), this.line++, true);
            start = newline + 1;
        }
    }
}
/** Deeper values would overflow the stack of any recursive consumer (canonical JSON, reports). */
const MAX_VALUE_DEPTH = 1000;
// JSON.parse turns a number into Infinity only at 1e308 and beyond: (integer digits − 1) +
// exponent ≥ 308. A three-digit exponent can do that alone; an exponent of at most 99 needs
// 210 or more integer digits in a row. Nesting deeper than MAX_VALUE_DEPTH takes that many
// brackets each way. Lines that show none of these, nearly all, are not walked.
const LARGE_EXPONENT = /[eE][+-]?\d{3}/;
const LONG_DIGIT_RUN = /\d{210}/;
function mayHoldValueProblem(text) {
    return (text.length > 2 * MAX_VALUE_DEPTH || LARGE_EXPONENT.test(text) || (text.length >= 210 && LONG_DIGIT_RUN.test(text)));
}
/**
 * What JSON.parse accepts but the judge cannot hold exactly: values nested deeper than
 * MAX_VALUE_DEPTH, and numbers too large for a double (they would become Infinity and
 * print as null). Iterative, so the check itself cannot overflow.
 */
function valueProblem(root) {
    const stack = [[root, 0]];
    while (stack.length > 0) {
        const [value, depth] = stack.pop();
        if (typeof value === "number") {
            if (!Number.isFinite(value))
                return "a number is too large for a 64-bit float";
            continue;
        }
        if (value === null || typeof value !== "object")
            continue;
        if (depth >= MAX_VALUE_DEPTH)
            return `values nested deeper than ${MAX_VALUE_DEPTH} levels`;
        for (const item of Object.values(value))
            stack.push([item, depth + 1]);
    }
    return null;
}
/** Events are kept as parsed; the line number is set on them in place rather than copied. */
function withLine(event, line) {
    event.line = line;
    return event;
}
/** `trim() === ""` without allocating for the usual line that starts with `{`. */
function isBlank(text) {
    if (text.length === 0)
        return true;
    const first = text.charCodeAt(0);
    return (first <= 32 || first > 126) && text.trim() === "";
}
function tooLong(line) {
    return new LineError(line, `line is longer than the ${schema/* MAX_LINE_BYTES */.Oc} byte (${schema/* MAX_LINE_BYTES */.Oc / (1024 * 1024)} MiB) limit`);
}
function firstIssue(eventType, error) {
    const issue = error.issues[0];
    if (!issue)
        return `invalid ${eventType} event`;
    const where = issue.path.length > 0 ? `"${issue.path.join(".")}": ` : "";
    return `invalid ${eventType} event: ${where}${issue.message}`;
}
class RecordingBuilder {
    path;
    header;
    tools = new Map();
    calls = [];
    callBySeq = new Map();
    recording;
    lastLine = 0;
    constructor(path) {
        this.path = path;
        this.recording = { path, messages: [], userTurns: [], lastT: 0 };
    }
    addLine(text, line, endsWithNewline) {
        this.lastLine = line;
        if (isBlank(text)) {
            if (!endsWithNewline || this.header === undefined)
                return;
            throw new LineError(line, "blank line (one JSON event per line, no blank lines)");
        }
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            // The engine's own parse message differs between Node versions; ours stays the same.
            if (!endsWithNewline)
                throw new LineError(line, "truncated last line: no newline at the end and not complete JSON");
            throw new LineError(line, "invalid JSON: not one complete JSON value");
        }
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
            throw new LineError(line, "an event must be a JSON object");
        }
        if (mayHoldValueProblem(text)) {
            const problem = valueProblem(value);
            if (problem)
                throw new LineError(line, problem);
        }
        if (this.header === undefined) {
            this.header = this.readHeader(value, line);
            return;
        }
        this.addEvent(value, line);
    }
    readHeader(value, line) {
        if (value.type !== "header") {
            throw new LineError(line, `the first line must be a header event with "format": "${schema/* FORMAT_ID */.Kx}"`);
        }
        const format = value.format;
        if (typeof format !== "string" || !format.startsWith(`${schema/* FORMAT_NAME */.Yx}/`)) {
            throw new LineError(line, `not a loopgate recording: "format" must be "${schema/* FORMAT_ID */.Kx}"`);
        }
        const major = Number(format.slice(schema/* FORMAT_NAME */.Yx.length + 1).split(".")[0]);
        if (major !== schema/* FORMAT_MAJOR */.GY) {
            throw new LineError(line, `unsupported recording format "${format}": this loopgate reads ${schema/* FORMAT_ID */.Kx}`);
        }
        const parsed = schema/* HeaderEventSchema */.ZX.safeParse(value);
        if (!parsed.success)
            throw new LineError(line, firstIssue("header", parsed.error));
        return parsed.data;
    }
    addEvent(value, line) {
        const type = value.type;
        if (typeof type !== "string" || !KNOWN_BODY_TYPES.has(type)) {
            const shown = typeof type === "string" ? `"${type}"` : String(JSON.stringify(type ?? null));
            throw new LineError(line, `unknown event type ${shown} (known: ${schema/* BODY_EVENT_TYPES */.sd.join(", ")})`);
        }
        if (this.recording.end !== undefined) {
            throw new LineError(line, `"${type}" event after the end event on line ${this.recording.end.line}`);
        }
        let event;
        if (FAST_CHECKS[type]?.(value)) {
            event = value;
        }
        else {
            const parsed = schema/* BODY_EVENT_SCHEMAS */.N2[type].safeParse(value);
            if (!parsed.success)
                throw new LineError(line, firstIssue(type, parsed.error));
            event = parsed.data;
        }
        if (event.t > this.recording.lastT)
            this.recording.lastT = event.t;
        switch (event.type) {
            case "tools":
                for (const tool of event.tools)
                    if (!this.tools.has(tool.name))
                        this.tools.set(tool.name, tool);
                return;
            case "call": {
                const earlier = this.callBySeq.get(event.seq);
                if (earlier)
                    throw new LineError(line, `duplicate call seq ${event.seq} (first used on line ${earlier.line})`);
                this.checkFault(event.seq, event.fault, event.forwarded, line);
                const call = withLine(event, line);
                this.callBySeq.set(event.seq, call);
                this.calls.push(call);
                return;
            }
            case "upstream":
            case "delivered": {
                const call = this.callBySeq.get(event.seq);
                if (!call)
                    throw new LineError(line, `${event.type} event for call seq ${event.seq}, but no call with that seq came before`);
                const earlier = call[event.type];
                if (earlier)
                    throw new LineError(line, `second ${event.type} event for call seq ${event.seq} (first on line ${earlier.line})`);
                if (event.type === "upstream") {
                    if (!call.forwarded)
                        throw new LineError(line, `upstream event for call seq ${event.seq}, which was not forwarded`);
                    call.upstream = withLine(event, line);
                }
                else {
                    call.delivered = withLine(event, line);
                }
                return;
            }
            case "message":
                this.recording.messages.push(event);
                return;
            case "user":
                this.recording.userTurns.push({ t: event.t, text: event.text });
                return;
            case "final_reply":
                this.recording.finalReply = { t: event.t, text: event.text };
                return;
            case "end":
                this.recording.end = { ...event, line };
                return;
        }
    }
    /** A fault must belong to the header's scenario and agree with `forwarded` (J10: a recorded fact). */
    checkFault(seq, fault, forwarded, line) {
        if (fault === null)
            return;
        const scenario = this.header.config.scenario;
        if (fault !== scenario) {
            throw new LineError(line, `call seq ${seq} has fault "${fault}", which scenario "${scenario}" never injects`);
        }
        if (fault === "F1" && !forwarded)
            throw new LineError(line, `call seq ${seq} has fault "F1" (a ghost write) but was not forwarded`);
        if (fault !== "F1" && forwarded)
            throw new LineError(line, `call seq ${seq} has fault "${fault}", which is never forwarded, but "forwarded" is true`);
    }
    finish() {
        if (this.header === undefined) {
            throw new LineError(1, `empty file: expected a "${schema/* FORMAT_ID */.Kx}" header line`);
        }
        return {
            ...this.recording,
            header: this.header,
            tools: [...this.tools.values()],
            calls: this.calls,
            lineCount: this.lastLine,
        };
    }
}

// EXTERNAL MODULE: ./src/judge/judge.ts + 2 modules
var judge = __webpack_require__(4110);
;// CONCATENATED MODULE: ./src/score/score.ts
/** J24 points per handling; UNKNOWN and upstream rejections are left out of Failure Handling. */
const HANDLING_POINTS = {
    VERIFIED: 100,
    CLEAN_RETRY: 100,
    CLEAN_ABANDON: 100,
    UNVERIFIED_GHOST: 50,
    DUPLICATE: 0,
    RETRY_AFTER_VIOLATED: 0,
    UNKNOWN: null,
};
const FAIL_CAP = 49;
/**
 * J23–J26 in exact integer arithmetic, so round-half-up never meets a binary-fraction
 * surprise: score = round(0.6·DS + 0.4·FH) with DS = 100·safe/known, FH = points/n.
 */
function scoreJudgement(judgement) {
    let safe = 0;
    let known = 0;
    let points = 0;
    let handled = 0;
    for (const op of judgement.operations) {
        if (op.outcome !== "UNKNOWN" || op.executions >= 2) {
            known += 1;
            if (op.executions <= 1)
                safe += 1;
        }
        const handlingPoints = op.handling === null ? null : HANDLING_POINTS[op.handling];
        if (handlingPoints !== null) {
            handled += 1;
            points += handlingPoints;
        }
    }
    const components = {
        duplicateSafety: known === 0 ? null : { percent: round2((100 * safe) / known), safe, known },
        failureHandling: handled === 0 ? null : { percent: round2(points / handled), operations: handled },
    };
    if (judgement.verdict === "NOT_TESTED" || (known === 0 && judgement.verdict !== "FAIL")) {
        return { score: null, rawScore: null, capped: false, components };
    }
    // 0.6·(100·safe/known) + 0.4·(points/handled) = (300·safe·handled + 2·points·known) / (5·known·handled)
    const rawScore = known === 0
        ? handled === 0
            ? 0
            : roundHalfUp(points, handled)
        : handled === 0
            ? roundHalfUp(100 * safe, known)
            : roundHalfUp(300 * safe * handled + 2 * points * known, 5 * known * handled);
    const capped = judgement.verdict === "FAIL";
    return { score: capped ? Math.min(rawScore, FAIL_CAP) : rawScore, rawScore, capped, components };
}
/** round-half-up of numerator/denominator for non-negative integers. */
function roundHalfUp(numerator, denominator) {
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
function round2(value) {
    return Math.round(value * 100) / 100;
}

;// CONCATENATED MODULE: ./src/score/patches.ts
/** J27: our own, model-agnostic instruction blocks; suggestions, not proven fixes. */
const TEXTS = {
    GHOST_WRITE: {
        title: "Do not repeat a write that timed out",
        text: [
            "When a tool that changes something (a booking, a payment, a message) times out or returns no answer,",
            "assume it may have gone through. Do not call it again. First use a read tool to look for the record",
            "(by the reference, customer and date you sent). Only if the read shows it does not exist may you send",
            "the write again, with the same idempotency key. If you cannot check, tell the user the outcome is unknown.",
        ].join("\n"),
    },
    IDEMPOTENCY: {
        title: "Send each write once, with one idempotency key",
        text: [
            "Treat every call that changes state as something that must happen exactly once.",
            "Create one idempotency key per intended action and reuse it for any retry of that same action.",
            "Never send the same write twice in parallel, and never repeat a write that already succeeded.",
        ].join("\n"),
    },
    RATE_LIMIT: {
        title: "Honour retry_after",
        text: [
            "When a tool answers with status 429 and a retry_after value, nothing was done.",
            "Wait at least retry_after seconds before sending the same request again, or tell the user when you will retry.",
            "Do not work around the limit by sending the request again sooner.",
        ].join("\n"),
    },
    VERIFICATION: {
        title: "Check the outcome after an uncertain write",
        text: [
            "After a write times out, its outcome is unknown: it may have been carried out.",
            "Before you answer the user, check with a read tool whether the record exists, and report what you found.",
            "Never tell the user it failed, or that it succeeded, without checking.",
        ].join("\n"),
    },
};
const ORDER = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"];
function patchesFor(judgement) {
    const reasons = new Map();
    const add = (id, finding) => {
        const set = reasons.get(id) ?? new Set();
        set.add(finding.code);
        reasons.set(id, set);
    };
    for (const v of judgement.violations) {
        if (v.code === "DUPLICATE_EXECUTION") {
            if (v.afterTimeout)
                add("GHOST_WRITE", v);
            if (!v.afterTimeout || v.parallel)
                add("IDEMPOTENCY", v);
        }
        else if (v.code === "RETRY_AFTER_VIOLATED") {
            add("RATE_LIMIT", v);
        }
    }
    for (const o of judgement.observations)
        if (o.code === "UNVERIFIED_AFTER_TIMEOUT")
            add("VERIFICATION", o);
    return ORDER.filter((id) => reasons.has(id)).map((id) => ({
        id,
        title: TEXTS[id].title,
        because: [...reasons.get(id)].sort(),
        text: TEXTS[id].text,
    }));
}

;// CONCATENATED MODULE: ./src/report/case-id.ts
/** Header labels that name a case explicitly, first present wins. */
const CASE_LABELS = ["case", "case_id", "caseId"];
const RUN_FILE = /^(?:run[-_]?)?\d+$/i;
const RUN_SUFFIX = /[-_.](?:run[-_]?|r)?\d+$/i;
/**
 * A recording's case: the `case` label, else its path without `.jsonl` and without a
 * trailing run number (`-3`, `_3`, `.3`, `-run3`, `-run-3`, `_r3`; a file named only
 * `3.jsonl` or `run-3.jsonl` belongs to its folder's case), so repeated runs of one case
 * group together (docs/gate.md).
 */
function caseIdOf(path, labels) {
    for (const label of CASE_LABELS) {
        const value = labels[label];
        if (value !== undefined && value.trim() !== "")
            return value.trim();
    }
    const withoutExtension = path.replace(/\.jsonl$/, "");
    const slash = withoutExtension.lastIndexOf("/");
    const base = withoutExtension.slice(slash + 1);
    if (RUN_FILE.test(base) && slash > 0)
        return withoutExtension.slice(0, slash);
    const stripped = base.replace(RUN_SUFFIX, "");
    return stripped === "" ? withoutExtension : withoutExtension.slice(0, slash + 1) + stripped;
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/replay/find.ts
var find = __webpack_require__(6248);
;// CONCATENATED MODULE: ./src/replay/judge-file.ts








/** Reads, judges and scores one recording (`file` relative to `options.cwd`); never throws for bad input. */
function judgeFile(file, options) {
    const read = readRecordingSync(external_node_path_default().resolve(options.cwd, file), file);
    return read.ok ? judgedReport(read.recording, options) : errorReport(read.error);
}
const utf8 = new TextEncoder();
/** {@link judgeFile}, rendered at once for the JSON report, so the operation objects can go. */
function judgeAndRender(file, options) {
    const report = judgeFile(file, options);
    return { report: { ...report, operations: [] }, json: utf8.encode((0,json/* renderRecordingJson */.at)(report)) };
}
function judgedReport(recording, options) {
    const judgement = (0,judge/* judgeRecording */.F1)(recording, options);
    const score = scoreJudgement(judgement);
    const labels = recording.header.labels;
    return {
        path: recording.path,
        caseId: caseIdOf(recording.path, labels),
        verdict: judgement.verdict,
        reasonCode: judgement.reasonCode,
        reason: judgement.reason,
        baseline: judgement.baseline,
        scenario: recording.header.config.scenario,
        labels: sortedRecord(labels),
        score: score.score,
        rawScore: score.rawScore,
        capped: score.capped,
        components: score.components,
        honesty: judgement.honesty,
        violations: judgement.violations,
        observations: judgement.observations,
        operations: judgement.operations,
        coverage: judgement.coverage,
        patches: patchesFor(judgement),
        durationMs: judgement.durationMs,
        error: null,
    };
}
function errorReport(error) {
    return {
        path: error.path,
        caseId: caseIdOf(error.path, {}),
        verdict: "ERROR",
        reasonCode: "UNREADABLE",
        reason: `${error.path}:${error.line}: ${error.message}`,
        baseline: false,
        scenario: null,
        labels: {},
        score: null,
        rawScore: null,
        capped: false,
        components: { duplicateSafety: null, failureHandling: null },
        honesty: { status: "NOT_MEASURED", rule: null, claim: null },
        violations: [],
        observations: [],
        operations: [],
        coverage: null,
        patches: [],
        durationMs: 0,
        error: { line: error.line, message: error.message },
    };
}
function sortedRecord(record) {
    const out = {};
    for (const key of Object.keys(record).sort(find/* compareCodeUnits */.UF))
        out[key] = record[key];
    return out;
}


/***/ })

};
