export const id = 224;
export const ids = [224];
export const modules = {

/***/ 79224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeFile: () => (/* binding */ judgeFile),
  judgeForOutputs: () => (/* binding */ judgeForOutputs)
});

// UNUSED EXPORTS: errorReport, judgeAndRender, judgedReport

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/recording/format.ts
var recording_format = __webpack_require__(15184);
;// CONCATENATED MODULE: ./src/recording/fast-check.ts

const END_REASON_SET = new Set(recording_format/* END_REASONS */.sj);
const ANNOTATION_SOURCE_SET = new Set(recording_format/* ANNOTATION_SOURCES */.JG);
const ANNOTATED_SEAL_SET = new Set(recording_format/* ANNOTATED_SEALS */.mz);
const CLASSES = new Set(["write", "read", "unclassified"]);
const OUTCOMES = new Set(["result", "error", "timeout", "lost", "not_sent"]);
const SOURCES = new Set(["upstream", "injected", "recorder"]);
const DIRECTIONS = new Set(["agent_to_upstream", "upstream_to_agent"]);
const FAULT_SET = new Set(recording_format/* FAULTS */.y2);
const SEAL = /^[0-9a-f]{64}$/;
const SCENARIO_SET = new Set(recording_format/* SCENARIOS */.U9);
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
        case "classifiedBy":
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
function turnTextKey(key) {
    return key === "type" || key === "t" || key === "text";
}
function annotationKey(key) {
    switch (key) {
        case "type":
        case "t":
        case "annotator":
        case "source":
        case "sealBefore":
        case "forced":
            return true;
        default:
            return false;
    }
}
function toolsKey(key) {
    return key === "type" || key === "t" || key === "tools";
}
function endKey(key) {
    return key === "type" || key === "t" || key === "reason" || key === "detail" || key === "sha256";
}
function headerKey(key) {
    switch (key) {
        case "type":
        case "format":
        case "recorder":
        case "startedAt":
        case "labels":
        case "config":
        case "upstream":
        case "transport":
            return true;
        default:
            return false;
    }
}
function configKey(key) {
    switch (key) {
        case "scenario":
        case "retryAfterSeconds":
        case "chaos":
        case "writeTools":
        case "addWriteTools":
        case "readTools":
        case "keyFields":
        case "upstreamTimeoutMs":
        case "distrustIdempotentHint":
        case "operations":
        case "idempotentTools":
            return true;
        default:
            return false;
    }
}
function recorderKey(key) {
    return key === "name" || key === "version";
}
function chaosKey(key) {
    return key === "errorRate" || key === "seed";
}
function upstreamInfoKey(key) {
    return key === "command" || key === "url" || key === "serverInfo";
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
        typeof v.forwarded === "boolean" &&
        (v.classifiedBy === undefined || typeof v.classifiedBy === "string"));
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
/** `user` and `final_reply`: what the recorder writes when the agent's loop reports its turns and reply (J28). */
function turnText(v) {
    return onlyKeys(v, turnTextKey) && isTime(v.t) && typeof v.text === "string";
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
/** What `loopgate annotate` writes before the conversation it adds. */
function annotation(v) {
    if (!isObject(v.annotator))
        return false;
    const annotator = v.annotator;
    return (onlyKeys(v, annotationKey) &&
        isTime(v.t) &&
        Object.keys(annotator).length === 2 &&
        typeof annotator.name === "string" &&
        typeof annotator.version === "string" &&
        ANNOTATION_SOURCE_SET.has(v.source) &&
        ANNOTATED_SEAL_SET.has(v.sealBefore) &&
        typeof v.forced === "boolean");
}
function end(v) {
    return (onlyKeys(v, endKey) &&
        isTime(v.t) &&
        END_REASON_SET.has(v.reason) &&
        (v.detail === undefined || typeof v.detail === "string") &&
        (v.sha256 === undefined || (typeof v.sha256 === "string" && SEAL.test(v.sha256))));
}
const isStrings = (v) => Array.isArray(v) && v.every((item) => typeof item === "string");
const isStringRecord = (v) => isObject(v) && Object.values(v).every((item) => typeof item === "string");
/** Absent (zod fills in `fallback`) or passing `check`; `undefined` when it fails, to leave the header to zod. */
function field(value, fallback, check) {
    if (value === undefined)
        return fallback;
    return check(value) ? value : undefined;
}
const isNullOrStrings = (v) => v === null || isStrings(v);
function chaosSettings(v) {
    if (v === null)
        return true;
    if (!isObject(v) || !onlyKeys(v, chaosKey))
        return false;
    const { errorRate, seed } = v;
    return typeof errorRate === "number" && errorRate >= 0 && errorRate <= 1 && Number.isSafeInteger(seed);
}
const TRANSPORTS = new Set(["stdio", "streamable-http"]);
function transportInfo(v) {
    if (!isObject(v) || !onlyKeys(v, (key) => key === "agent" || key === "upstream"))
        return false;
    const { agent, upstream } = v;
    return TRANSPORTS.has(agent) && TRANSPORTS.has(upstream);
}
function upstreamInfo(v) {
    if (!isObject(v) || !onlyKeys(v, upstreamInfoKey))
        return false;
    const { command, url, serverInfo } = v;
    return ((command === undefined || isStrings(command)) &&
        (url === undefined || typeof url === "string") &&
        (serverInfo === undefined || isObject(serverInfo)));
}
/** The configuration as zod gives it, defaults filled in; null when only zod can tell. */
const OPERATION_CLASSES = new Set(["write", "read", "todo"]);
/** J2b: `{tool: {value: "write" | "read" | "todo"}}`. */
function isOperationClasses(v) {
    if (!isObject(v))
        return false;
    for (const tool of Object.values(v)) {
        if (!isObject(tool))
            return false;
        for (const cls of Object.values(tool))
            if (!OPERATION_CLASSES.has(cls))
                return false;
    }
    return true;
}
function recordingConfig(v) {
    if (!isObject(v) || !onlyKeys(v, configKey))
        return null;
    const c = v;
    if (!SCENARIO_SET.has(c.scenario))
        return null;
    const config = {
        scenario: c.scenario,
        retryAfterSeconds: field(c.retryAfterSeconds, 60, (n) => Number.isSafeInteger(n) && n >= 0 && n <= 86400),
        chaos: field(c.chaos, null, chaosSettings),
        writeTools: field(c.writeTools, null, isNullOrStrings),
        addWriteTools: field(c.addWriteTools, [], isStrings),
        readTools: field(c.readTools, [], isStrings),
        keyFields: field(c.keyFields, null, isNullOrStrings),
        upstreamTimeoutMs: field(c.upstreamTimeoutMs, 60000, (n) => Number.isSafeInteger(n) && n > 0),
        distrustIdempotentHint: field(c.distrustIdempotentHint, false, (b) => typeof b === "boolean"),
        operations: field(c.operations, {}, isOperationClasses),
        idempotentTools: field(c.idempotentTools, [], isStrings),
    };
    return Object.values(config).includes(undefined) ? null : config;
}
/**
 * The header as HeaderEventSchema would give it (defaults filled in), checked without zod,
 * which costs tens of microseconds a recording; null leaves the header to zod, which then
 * either accepts it or names the problem.
 */
function fastHeader(v) {
    if (!onlyKeys(v, headerKey) || v.type !== "header" || typeof v.format !== "string")
        return null;
    const recorder = v.recorder;
    if (!isObject(recorder) || !onlyKeys(recorder, recorderKey))
        return null;
    if (typeof recorder.name !== "string" || typeof recorder.version !== "string")
        return null;
    if (v.startedAt !== undefined && typeof v.startedAt !== "string")
        return null;
    if (v.labels !== undefined && !isStringRecord(v.labels))
        return null;
    if (v.upstream !== undefined && !upstreamInfo(v.upstream))
        return null;
    if (v.transport !== undefined && !transportInfo(v.transport))
        return null;
    const config = recordingConfig(v.config);
    if (config === null)
        return null;
    return { ...v, labels: v.labels ?? {}, config };
}
/**
 * The fast check of each body event type, every type in BODY_EVENT_TYPES included; undefined
 * for any other type. A switch, not a lookup in an object or a set: the reader asks once per
 * line, the type out of JSON.parse is an interned string that a switch compares by identity,
 * and a keyed lookup with nine different keys goes megamorphic, about twice the cost per line.
 */
function fastCheckOf(type) {
    switch (type) {
        case "call":
            return call;
        case "upstream":
            return upstream;
        case "delivered":
            return delivered;
        case "message":
            return message;
        case "tools":
            return tools;
        case "user":
        case "final_reply":
            return turnText;
        case "annotation":
            return annotation;
        case "end":
            return end;
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./src/recording/scenarios.ts
var scenarios = __webpack_require__(67048);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/recording/evidence.ts

const NEWLINE = 0x0a;
/** JSON's whitespace: a line of only these is blank. */
function isBlankByte(byte) {
    return byte === 0x20 || byte === 0x09 || byte === 0x0d;
}
/**
 * Hashes a file as it streams past, line by line, keeping apart the bytes before the
 * start of its last non-blank line. That line is where an end event sits, so the seal
 * of the end event can be checked without reading the file twice, and the digest of the
 * whole file falls out of the same pass.
 */
class evidence_EvidenceDigest {
    before = (0,external_node_crypto_.createHash)("sha256");
    /** Bytes from the start of the last non-blank line on (copies: the reader reuses its buffer). */
    held = [];
    byteCount = 0;
    /** 1-based number of the last non-blank line so far; 0 before there is one. */
    lastLine = 0;
    /** Bytes that belong to no line of their own (a byte-order mark). */
    addPreamble(bytes) {
        this.byteCount += bytes.length;
        this.before.update(bytes);
    }
    /** `run` holds whole lines and ends with a newline; its first line has number `firstLine`, and it has `lines` lines. */
    addRun(run, firstLine, lines) {
        this.byteCount += run.length;
        const last = lastNonBlankLine(run);
        if (last === null)
            this.held.push(Buffer.from(run));
        else
            this.moveBoundary(run, last.start, firstLine + lines - 1 - last.linesAfter);
    }
    /** The last bytes of the file, after its last newline; they form line `line`. */
    addTail(tail, line) {
        this.byteCount += tail.length;
        if (isBlankRange(tail, 0, tail.length))
            this.held.push(Buffer.from(tail));
        else
            this.moveBoundary(tail, 0, line);
    }
    /**
     * The seal the end event on `line` should carry: the hex SHA-256 of the bytes before
     * that line. Null when something other than blank lines follows it.
     */
    sealBefore(line) {
        return line === this.lastLine ? this.before.copy().digest("hex") : null;
    }
    whole() {
        const hash = this.before.copy();
        for (const piece of this.held)
            hash.update(piece);
        return { sha256: hash.digest("hex"), bytes: this.byteCount };
    }
    moveBoundary(bytes, start, line) {
        for (const piece of this.held)
            this.before.update(piece);
        this.before.update(bytes.subarray(0, start));
        this.held = [Buffer.from(bytes.subarray(start))];
        this.lastLine = line;
    }
}
/**
 * Where the last line holding more than JSON whitespace starts, and how many (blank)
 * lines follow it; null when there is none. `bytes` may end with or without a newline.
 */
function lastNonBlankLine(bytes) {
    let end = bytes.length > 0 && bytes[bytes.length - 1] === NEWLINE ? bytes.length - 1 : bytes.length;
    let linesAfter = 0;
    while (end >= 0) {
        const start = end === 0 ? 0 : bytes.lastIndexOf(NEWLINE, end - 1) + 1;
        if (!isBlankRange(bytes, start, end))
            return { start, linesAfter };
        if (start === 0)
            return null;
        end = start - 1;
        linesAfter += 1;
    }
    return null;
}
function isBlankRange(bytes, start, end) {
    for (let i = start; i < end; i++)
        if (!isBlankByte(bytes[i]))
            return false;
    return true;
}
/** The seal over `bytes` (everything before an end event's line): what the recorder and `loopgate seal` write. */
function sealOf(bytes) {
    return createHash("sha256").update(bytes).digest("hex");
}
/**
 * The recording with its end event (its last non-blank line, a JSON object) sealed again
 * over the bytes before it: `sha256` set, every other field kept in place, blank lines
 * after it dropped. The caller has checked that the last line is an end event.
 */
function resealed(bytes) {
    const { before, last } = splitAtLastLine(bytes);
    const end = JSON.parse(last.toString("utf8"));
    const sha256 = sealOf(before);
    end.sha256 = sha256;
    return { bytes: Buffer.concat([before, Buffer.from(`${JSON.stringify(end)}\n`, "utf8")]), sha256 };
}
/**
 * A recording cut before its last non-blank line (where the end event sits): the bytes
 * before that line, and the line itself without its newline. `loopgate annotate` inserts
 * its events between the two.
 */
function splitAtLastLine(bytes) {
    const last = lastNonBlankLine(bytes);
    if (last === null)
        throw new Error("no end event");
    const lineEnd = bytes.indexOf(NEWLINE, last.start);
    return {
        before: bytes.subarray(0, last.start),
        last: bytes.subarray(last.start, lineEnd === -1 ? bytes.length : lineEnd),
    };
}

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(21917);
// EXTERNAL MODULE: ./src/recording/lazy-schema.ts
var lazy_schema = __webpack_require__(55049);
;// CONCATENATED MODULE: ./src/recording/reader.ts








const CHUNK_BYTES = 1024 * 1024;
/**
 * A file up to this size is read in one piece: one UTF-8 check, one decode and one split,
 * where 1 MiB chunks cost a copy of every chunk joined to the line cut at its start. Larger
 * files stream in chunks, so the buffer a thread keeps stays bounded.
 */
const WHOLE_FILE_BYTES = 64 * 1024 * 1024;
const reader_NEWLINE = 0x0a;
const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);
class LineError extends Error {
    line;
    code;
    name = "LineError";
    constructor(line, message, code) {
        super(message);
        this.line = line;
        this.code = code;
    }
}
/**
 * Streams a recording line by line and joins its events into a {@link Recording}.
 * Any problem becomes the first `path:line: message`; nothing here throws for bad input.
 * The file is read synchronously: recordings are judged one after the other, so blocking
 * reads cost nothing here and spare a thread-pool round trip per chunk. A line the fast
 * checks do not pass needs zod; the first such line loads it and the file is read again.
 */
async function readRecording(filePath, displayPath = filePath) {
    try {
        return readRecordingSync(filePath, displayPath);
    }
    catch (error) {
        if (!(error instanceof lazy_schema/* SchemasNotLoaded */.JE))
            throw error;
    }
    await (0,lazy_schema/* loadRecordingSchemas */.UN)();
    return readRecordingSync(filePath, displayPath);
}
/** {@link readRecording} without loading zod: throws {@link SchemasNotLoaded} when a line needs it. */
function readRecordingSync(filePath, displayPath) {
    const failure = (line, message, evidence = null) => ({
        ok: false,
        error: { path: displayPath, line, message, evidence },
    });
    let fd;
    let size;
    try {
        ({
            fd,
            stats: { size },
        } = (0,fs/* openRegularFile */.ZU)(filePath));
    }
    catch (error) {
        const reason = (0,fs/* describeFsError */.TQ)(error);
        return failure(0, reason.startsWith("not a regular file") ? reason : `cannot open: ${reason}`);
    }
    try {
        const builder = new RecordingBuilder(displayPath);
        const splitter = new LineSplitter((text, line, endsWithNewline, cut) => builder.addLine(text, line, endsWithNewline, cut));
        try {
            streamLines(fd, size, splitter);
            return { ok: true, recording: builder.finish(splitter.digest) };
        }
        catch (error) {
            if (!(error instanceof LineError))
                throw error;
            return lineFailure(error, displayPath, wholeFileDigest(fd));
        }
    }
    catch (error) {
        if (error instanceof lazy_schema/* SchemasNotLoaded */.JE)
            throw error;
        return failure(0, `cannot read: ${(0,fs/* describeFsError */.TQ)(error)}`);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function lineFailure(error, displayPath, digest) {
    const edited = error.code === "EDITED_AFTER_RECORDING";
    return {
        ok: false,
        error: {
            path: displayPath,
            line: error.line,
            message: error.message,
            ...(edited ? { code: error.code } : {}),
            evidence: { ...digest, seal: edited ? "edited" : null },
        },
    };
}
/**
 * Parses a whole recording held in memory; throws {@link SchemasNotLoaded} when a line needs
 * zod before it is loaded: use it through recording/parse.ts, which loads zod.
 */
function parseRecordingBytes(text, displayPath) {
    const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : Buffer.from(text);
    const builder = new RecordingBuilder(displayPath);
    const splitter = new LineSplitter((line, number, endsWithNewline, cut) => builder.addLine(line, number, endsWithNewline, cut));
    try {
        splitter.push(bytes);
        splitter.end();
        return { ok: true, recording: builder.finish(splitter.digest) };
    }
    catch (error) {
        if (!(error instanceof LineError))
            throw error;
        const digest = new EvidenceDigest();
        digest.addPreamble(bytes);
        return lineFailure(error, displayPath, digest.whole());
    }
}
/**
 * One read buffer per thread, reused for every file and grown to the largest file read
 * whole: reading is synchronous and every byte kept past a read is copied out
 * (LineSplitter.hold), while a fresh buffer per file cost a map, page faults and an unmap
 * each time.
 */
let sharedChunk;
function readBuffer(bytes) {
    if (sharedChunk === undefined || sharedChunk.length < bytes)
        sharedChunk = Buffer.allocUnsafe(Math.max(bytes, sharedChunk?.length ?? 0, CHUNK_BYTES));
    return sharedChunk;
}
/** `size`: the file's size when opened; a file that grew since is read on in chunks. */
function streamLines(fd, size, splitter) {
    // One spare byte: a read that fills it means the file grew, and the rest streams in chunks.
    const wanted = size < WHOLE_FILE_BYTES ? size + 1 : CHUNK_BYTES;
    const buffer = readBuffer(wanted);
    for (;;) {
        const filled = fill(fd, buffer, wanted);
        if (filled === 0)
            break;
        splitter.push(buffer.subarray(0, filled));
        if (filled < wanted)
            break;
    }
    splitter.end();
}
/** Reads up to `bytes` bytes from where the file stands; fewer only at its end. */
function fill(fd, buffer, bytes) {
    let filled = 0;
    while (filled < bytes) {
        const bytesRead = (0,external_node_fs_.readSync)(fd, buffer, filled, bytes - filled, null);
        if (bytesRead === 0)
            break;
        filled += bytesRead;
    }
    return filled;
}
/** The digest of a file the reader gave up on part-way: read again from the start, only hashed. */
function wholeFileDigest(fd) {
    const digest = new evidence_EvidenceDigest();
    const chunk = readBuffer(CHUNK_BYTES);
    let position = 0;
    for (;;) {
        const bytesRead = (0,external_node_fs_.readSync)(fd, chunk, 0, CHUNK_BYTES, position);
        if (bytesRead === 0)
            break;
        digest.addPreamble(chunk.subarray(0, bytesRead));
        position += bytesRead;
    }
    return digest.whole();
}
/**
 * Cuts byte chunks into lines. Each run of complete lines is checked for UTF-8 and decoded
 * in one go; only a run with a bad byte or an over-long line is walked line by line to
 * name the line at fault. Every byte also goes to {@link digest}, in file order.
 */
class LineSplitter {
    sink;
    digest = new evidence_EvidenceDigest();
    pending = [];
    pendingBytes = 0;
    line = 1;
    started = false;
    constructor(sink) {
        this.sink = sink;
    }
    push(data) {
        if (!this.started)
            data = this.skipByteOrderMark(data);
        const last = data.lastIndexOf(reader_NEWLINE);
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
        this.digest.addTail(rest, this.line);
        if ((0,external_node_buffer_.isUtf8)(rest)) {
            this.sink(rest.toString("utf8"), this.line, false, false);
            return;
        }
        const whole = rest.length - cutCharacterBytes(rest);
        if (whole === rest.length || !(0,external_node_buffer_.isUtf8)(rest.subarray(0, whole)))
            throw new LineError(this.line, "invalid UTF-8 byte sequence");
        this.sink(rest.toString("utf8", 0, whole), this.line, false, true);
    }
    /**
     * A UTF-8 byte-order mark (what some Windows editors put first) is not part of the
     * header line: JSON has no place for it. It still counts for the file's digest.
     */
    skipByteOrderMark(data) {
        if (data.length === 0)
            return data;
        this.started = true;
        if (data.length < BYTE_ORDER_MARK.length || !data.subarray(0, BYTE_ORDER_MARK.length).equals(BYTE_ORDER_MARK))
            return data;
        this.digest.addPreamble(data.subarray(0, BYTE_ORDER_MARK.length));
        return data.subarray(BYTE_ORDER_MARK.length);
    }
    hold(rest) {
        if (rest.length === 0)
            return;
        this.pendingBytes += rest.length;
        if (this.pendingBytes > recording_format/* MAX_LINE_BYTES */.Oc)
            throw tooLong(this.line);
        this.pending.push(Buffer.from(rest));
    }
    /**
     * Hands on the lines of `text` (newline-separated, the last without one) one at a time:
     * each line is garbage once its event is parsed, where split() kept all of a file read
     * whole alive together, for every scavenge to copy.
     */
    emitLines(text) {
        let start = 0;
        for (;;) {
            const end = text.indexOf("\n", start);
            this.sink(end === -1 ? text.slice(start) : text.slice(start, end), this.line++, true, false);
            if (end === -1)
                return;
            start = end + 1;
        }
    }
    /** `run` ends with a newline. */
    emitRun(run) {
        const firstLine = this.line;
        if (run.length <= recording_format/* MAX_LINE_BYTES */.Oc && (0,external_node_buffer_.isUtf8)(run)) {
            this.emitLines(run.toString("utf8", 0, run.length - 1));
            this.digest.addRun(run, firstLine, this.line - firstLine);
            return;
        }
        let start = 0;
        let count = 0;
        while (start < run.length) {
            const newline = run.indexOf(reader_NEWLINE, start);
            const bytes = run.subarray(start, newline);
            if (bytes.length > recording_format/* MAX_LINE_BYTES */.Oc)
                throw tooLong(this.line);
            if (!(0,external_node_buffer_.isUtf8)(bytes))
                throw new LineError(this.line, "invalid UTF-8 byte sequence");
            this.sink(bytes.toString("utf8"), this.line++, true, false);
            count += 1;
            start = newline + 1;
        }
        this.digest.addRun(run, firstLine, count);
    }
}
/**
 * How many bytes at the end of `bytes` are the start of a UTF-8 character whose remaining
 * bytes are missing (0 when the last character is whole or the bytes are no UTF-8 at all).
 */
function cutCharacterBytes(bytes) {
    for (let back = 1; back <= Math.min(3, bytes.length); back++) {
        const byte = bytes[bytes.length - back];
        if ((byte & 0xc0) === 0x80)
            continue;
        const length = byte >= 0xf0 && byte <= 0xf4 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 && byte < 0xe0 ? 2 : 1;
        return length > back ? back : 0;
    }
    return 0;
}
function schemas() {
    const loaded = (0,lazy_schema/* loadedRecordingSchemas */.D$)();
    if (loaded === undefined)
        throw new lazy_schema/* SchemasNotLoaded */.JE();
    return loaded;
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
    return new LineError(line, `line is longer than the ${recording_format/* MAX_LINE_BYTES */.Oc} byte (${recording_format/* MAX_LINE_BYTES */.Oc / (1024 * 1024)} MiB) limit`);
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
    tornLine;
    endLineHasCarriageReturn = false;
    constructor(path) {
        this.path = path;
        this.recording = { path, messages: [], userTurns: [], annotations: [], lastT: 0 };
    }
    addLine(text, line, endsWithNewline, cut) {
        this.lastLine = line;
        if (isBlank(text) && !cut) {
            if (!endsWithNewline || this.header === undefined)
                return;
            // An editor's or a shell's extra newline after a sealed recording: say what it is and how to fix it.
            if (this.recording.end !== undefined)
                throw new LineError(line, `blank line after the end event on line ${this.recording.end.line} (the recorder writes nothing after it): remove it`);
            throw new LineError(line, "blank line (one JSON event per line, no blank lines)");
        }
        let value;
        try {
            if (cut)
                throw new SyntaxError("cut inside a character");
            value = JSON.parse(text);
        }
        catch {
            // The engine's own parse message differs between Node versions; ours stays the same.
            if (endsWithNewline)
                throw new LineError(line, "invalid JSON: not one complete JSON value");
            this.dropTornLine(line);
            return;
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
        if (this.recording.end?.line === line)
            this.endLineHasCarriageReturn = text.endsWith("\r");
    }
    /**
     * A last line without its newline that is not complete JSON is what a crash mid-write
     * leaves (the recorder appends each line with its newline in one write): it is dropped
     * and the rest judged. Where no crash can have left it, it stays an error.
     */
    dropTornLine(line) {
        if (this.header === undefined)
            throw new LineError(line, "truncated header line: no newline at the end and not complete JSON");
        if (this.recording.end !== undefined)
            throw new LineError(line, `truncated line after the end event on line ${this.recording.end.line} (the recorder writes nothing after it)`);
        this.tornLine = line;
    }
    readHeader(value, line) {
        if (value.type !== "header") {
            throw new LineError(line, `the first line must be a header event with "format": "${recording_format/* FORMAT_ID */.Kx}"`);
        }
        const format = value.format;
        if (typeof format !== "string" || !format.startsWith(`${recording_format/* FORMAT_NAME */.Yx}/`)) {
            throw new LineError(line, `not a loopgate recording: "format" must be "${recording_format/* FORMAT_ID */.Kx}"`);
        }
        const major = Number(format.slice(recording_format/* FORMAT_NAME */.Yx.length + 1).split(".")[0]);
        if (major !== recording_format/* FORMAT_MAJOR */.GY) {
            throw new LineError(line, `unsupported recording format "${format}": this loopgate reads ${recording_format/* FORMAT_ID */.Kx}`);
        }
        // zod, like any plain object, drops a "__proto__" key without a word; say so instead.
        const labels = value.labels;
        if (labels !== null && typeof labels === "object" && Object.hasOwn(labels, "__proto__"))
            throw new LineError(line, 'invalid header event: "labels": the key "__proto__" is not allowed (JavaScript objects cannot hold it)');
        const fast = fastHeader(value);
        if (fast !== null)
            return fast;
        const parsed = schemas().HeaderEventSchema.safeParse(value);
        if (!parsed.success)
            throw new LineError(line, firstIssue("header", parsed.error));
        return parsed.data;
    }
    addEvent(value, line) {
        const type = value.type;
        // Every known type has a fast check, so one switch both names the type known and finds its check.
        const fastCheck = typeof type === "string" ? fastCheckOf(type) : undefined;
        if (typeof type !== "string" || fastCheck === undefined) {
            const shown = typeof type === "string" ? `"${type}"` : String(JSON.stringify(type ?? null));
            throw new LineError(line, `unknown event type ${shown} (known: ${recording_format/* BODY_EVENT_TYPES */.sd.join(", ")})`);
        }
        if (this.recording.end !== undefined) {
            throw new LineError(line, `"${type}" event after the end event on line ${this.recording.end.line}`);
        }
        let event;
        if (fastCheck(value)) {
            event = value;
        }
        else {
            const parsed = schemas().BODY_EVENT_SCHEMAS[type].safeParse(value);
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
            case "annotation":
                // What follows came from `loopgate annotate`, not from the loop; the judge reads it like the recorder's.
                this.recording.annotations.push({ line, source: event.source, forced: event.forced });
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
        const ghost = (0,scenarios/* isGhostWrite */.X6)(fault);
        if (ghost && !forwarded)
            throw new LineError(line, `call seq ${seq} has fault "${fault}" (a ghost write) but was not forwarded`);
        if (!ghost && forwarded)
            throw new LineError(line, `call seq ${seq} has fault "${fault}", which is never forwarded, but "forwarded" is true`);
    }
    finish(digest) {
        if (this.header === undefined) {
            throw new LineError(1, `empty file: expected a "${recording_format/* FORMAT_ID */.Kx}" header line`);
        }
        return {
            ...this.recording,
            header: this.header,
            tools: [...this.tools.values()],
            calls: this.calls,
            lineCount: this.lastLine,
            ...(this.tornLine === undefined ? {} : { tornLine: this.tornLine }),
            evidence: { ...digest.whole(), seal: this.checkSeal(digest) },
        };
    }
    /** The end event's sha256 against the bytes before its line (docs/recording-format.md, "Seal"). */
    checkSeal(digest) {
        const end = this.recording.end;
        if (end?.sha256 === undefined)
            return "unsealed";
        const actual = digest.sealBefore(end.line);
        if (actual === end.sha256)
            return "sealed";
        throw new LineError(end.line, `edited after recording: the sha256 in the end event does not match the ${actual === null ? "file (lines follow the end event)" : "bytes before its line"}${this.endLineHasCarriageReturn ? " (its lines end in CRLF: was it checked out with core.autocrlf? keep recordings byte for byte, docs/recording-format.md)" : ""}; if the change was intended, re-seal it: loopgate seal ${this.path}`, "EDITED_AFTER_RECORDING");
    }
}

// EXTERNAL MODULE: ./src/judge/judge.ts + 18 modules
var judge = __webpack_require__(76960);
// EXTERNAL MODULE: ./src/judge/sql.ts
var sql = __webpack_require__(37083);
// EXTERNAL MODULE: ./src/score/score.ts
var score_score = __webpack_require__(35020);
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
    // J17 (rules version 3): a write a look-alike unclassified read would have verified needs configuration, not a prompt.
    for (const o of judgement.observations) {
        if (o.code === "UNVERIFIED_AFTER_TIMEOUT" && o.lookAlikeReads === undefined)
            add("VERIFICATION", o);
        // J29 (rules version 3): a ghost write re-sent blindly that the server happened to ignore.
        if (o.code === "NO_EFFECT_REPEAT" && o.afterTimeout === true && o.verifiedBefore === false)
            add("VERIFICATION", o);
    }
    return ORDER.filter((id) => reasons.has(id)).map((id) => ({
        id,
        title: TEXTS[id].title,
        because: [...reasons.get(id)].sort(),
        text: TEXTS[id].text,
    }));
}

// EXTERNAL MODULE: ./src/report/case-id.ts
var case_id = __webpack_require__(91840);
// EXTERNAL MODULE: ./src/report/json.ts
var report_json = __webpack_require__(32794);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(73186);
// EXTERNAL MODULE: ./src/report/report-operations.ts
var report_operations = __webpack_require__(27373);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/replay/judge-file.ts












/**
 * Reads, judges and scores one recording (`file` relative to `options.cwd`); never throws
 * for bad input. Judged on the recording's text as it is; the report's text is made
 * well-formed Unicode afterwards.
 */
async function judgeFile(file, options) {
    return reported((0,well_formed/* withWellFormedJudgedText */.Kw)(await judgeAsRecorded(file, options)), options);
}
function reported(report, options) {
    return (0,report_operations/* withReportedOperations */.cP)(report, options.reportOperations ?? "relevant");
}
async function judgeAsRecorded(file, options) {
    const read = await readRecording(external_node_path_default().resolve(options.cwd, file), file);
    if (!read.ok)
        return errorReport(read.error);
    try {
        return judgedReport(read.recording, options);
    }
    catch (error) {
        if (!(error instanceof sql/* SqlParserNotLoaded */.ch))
            throw error;
    }
    // J18: the first two SQL statements compared load the parser; judging is pure, so judge again.
    await (0,sql/* loadSqlParser */.Ok)();
    return judgedReport(read.recording, options);
}
async function judgeForOutputs(file, options, renderJson) {
    return renderJson ? judgeAndRender(file, options) : judgeAndList(file, options);
}
/**
 * {@link judgeFile} when no JSON report is written: nothing is rendered (issue 26), and the
 * operations kept are the relevant ones, those JUnit, Markdown and the gate read, whatever
 * `reportOperations` says: it says what the JSON report lists.
 */
async function judgeAndList(file, options) {
    const judged = (0,well_formed/* withWellFormedJudgedText */.Kw)(await judgeAsRecorded(file, options));
    return { report: (0,report_operations/* withReportedOperations */.cP)(judged, "relevant"), json: null };
}
/** {@link judgeFile}, rendered at once for the JSON report, so the operation objects can go. */
async function judgeAndRender(file, options) {
    const judged = await judgeAsRecorded(file, options);
    let report = reported(judged, options);
    let json = (0,report_json/* renderRecordingJson */.at)(report);
    // JSON.stringify writes a lone surrogate, and only a lone one, as a `\udXXX` escape: text
    // without `\ud` (nearly all) needs no walk through the report to make it well-formed. The
    // operations left out are looked at too: their replacements count in `unicodeReplacements`.
    if (json.includes("\\ud") || (0,well_formed/* operationsHoldLoneSurrogate */.uA)((0,report_operations/* omittedOperations */.TM)(judged, report))) {
        const clean = (0,well_formed/* withWellFormedJudgedText */.Kw)(judged);
        if (clean !== judged) {
            report = reported(clean, options);
            json = (0,report_json/* renderRecordingJson */.at)(report);
        }
    }
    return { report: { ...report, operations: [] }, json: (0,util_text/* utf8Bytes */.dy)(json) };
}
function judgedReport(recording, options) {
    const judgement = (0,judge/* judgeRecording */.F1)(recording, options);
    const observations = recording.tornLine === undefined ? judgement.observations : [...judgement.observations, tornLine(recording)];
    const score = (0,score_score/* scoreJudgement */.u2)(judgement);
    const labels = recording.header.labels;
    return {
        path: recording.path,
        caseId: (0,case_id/* caseIdOf */.h)(recording.path, labels),
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
        observations,
        operations: judgement.operations,
        coverage: judgement.coverage,
        patches: patchesFor(judgement),
        durationMs: judgement.durationMs,
        error: null,
        evidence: recording.evidence,
    };
}
/** The reader dropped a last line cut off by a crash; the judge saw everything before it. */
function tornLine(recording) {
    const line = recording.tornLine;
    return {
        code: "TORN_LAST_LINE",
        message: `line ${line} has no newline at its end and is not complete JSON, what a crash mid-write leaves: it was dropped and the lines before it judged`,
        tool: null,
        operation: null,
        seqs: [],
        line,
        t: recording.lastT,
    };
}
function errorReport(error) {
    return {
        path: error.path,
        caseId: (0,case_id/* caseIdOf */.h)(error.path, {}),
        verdict: "ERROR",
        reasonCode: error.code ?? "UNREADABLE",
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
        evidence: error.evidence,
    };
}
function sortedRecord(record) {
    const out = {};
    for (const key of Object.keys(record).sort(util_text/* compareCodeUnits */.UF))
        out[key] = record[key];
    return out;
}


/***/ })

};
