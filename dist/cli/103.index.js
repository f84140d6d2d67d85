export const id = 103;
export const ids = [103];
export const modules = {

/***/ 6103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ boundEvent),
/* harmony export */   OutPathError: () => (/* binding */ OutPathError),
/* harmony export */   Yy: () => (/* binding */ openRecordingFile),
/* harmony export */   dt: () => (/* binding */ RecordingSink)
/* harmony export */ });
/* unused harmony export MAX_EVENT_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _recording_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1772);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1917);





/** Kept well below the reader's MAX_LINE_BYTES so a line never becomes unreadable. */
const MAX_EVENT_BYTES = Math.floor(_recording_schema_js__WEBPACK_IMPORTED_MODULE_3__.MAX_LINE_BYTES * 0.75);
class OutPathError extends Error {
    name = "OutPathError";
}
/**
 * Opens the recording for appending. An existing regular file is replaced; anything else
 * at the path (directory, device, FIFO, socket, symlink) is refused. The file is created
 * with O_EXCL|O_NOFOLLOW, so a symlink planted between the check and the open makes the
 * open fail instead of being followed.
 */
function openRecordingFile(outPath) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(outPath);
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw new OutPathError(`--out ${outPath}: ${error.message}`);
    }
    if (stat) {
        if (stat.isSymbolicLink())
            throw new OutPathError(`--out ${outPath} is a symbolic link; refusing to follow it`);
        if (stat.isDirectory())
            throw new OutPathError(`--out ${outPath} is a directory; give a file path`);
        if (!stat.isFile())
            throw new OutPathError(`--out ${outPath} is not a regular file (device, FIFO or socket)`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(outPath);
    }
    try {
        (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_4__/* .ensureDirSync */ .FG)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(outPath)));
    }
    catch (error) {
        throw new OutPathError(`--out ${outPath}: cannot create its folder (${(0,_util_fs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(error)})`);
    }
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(outPath, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW, 0o600);
    }
    catch (error) {
        const code = error.code;
        if (code === "EEXIST" || code === "ELOOP")
            throw new OutPathError(`--out ${outPath} appeared while opening it (planted file or symlink?); refusing`);
        throw new OutPathError(`--out ${outPath}: cannot create (${code ?? error.message})`);
    }
}
function digestOf(value) {
    const text = JSON.stringify(value);
    return { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256").update(text).digest("hex"), bytes: Buffer.byteLength(text) };
}
/** An over-size result keeps `isError` (the judge needs it) and says what was left out. */
function shrinkResult(result) {
    const { sha256, bytes } = digestOf(result);
    const shrunk = {
        content: [
            { type: "text", text: `[loopgate: result of ${bytes} bytes omitted from the recording, sha256 ${sha256}]` },
        ],
        _loopgateOmitted: { sha256, bytes },
    };
    if (result.isError !== undefined)
        shrunk.isError = result.isError;
    return shrunk;
}
/**
 * Replaces the bulky part of an event by a digest so its line stays below `limit` bytes.
 * `line` is the event's JSON when the caller has it already.
 */
function boundEvent(event, limit = MAX_EVENT_BYTES, line = JSON.stringify(event)) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: most lines need no counting.
    if (line.length * 3 <= limit || Buffer.byteLength(line) <= limit)
        return line;
    const copy = { ...event };
    if ("result" in copy && copy.result && typeof copy.result === "object")
        copy.result = shrinkResult(copy.result);
    if (copy.type === "call")
        copy.arguments = { _loopgateOmitted: digestOf(copy.arguments) };
    if (copy.type === "message") {
        const message = copy.message;
        const kept = { _loopgateOmitted: digestOf(message) };
        if (message && typeof message === "object" && !Array.isArray(message)) {
            for (const field of ["jsonrpc", "id", "method"])
                if (message[field] !== undefined)
                    kept[field] = message[field];
        }
        copy.message = kept;
    }
    if (copy.type === "tools")
        copy.tools = copy.tools.map((tool) => ({ name: tool.name }));
    if ((copy.type === "user" || copy.type === "final_reply") && typeof copy.text === "string") {
        copy.text = `[loopgate: ${Buffer.byteLength(copy.text)} bytes omitted]`;
    }
    return JSON.stringify(copy);
}
/**
 * `JSON.stringify(event)`, with an answer's result serialised once for its `upstream` and
 * `delivered` events: `results` holds the JSON of the results serialised so far.
 */
function serialise(event, results) {
    const keys = Object.keys(event);
    if (keys[keys.length - 1] !== "result" || keys.length < 2)
        return JSON.stringify(event);
    const { result, ...rest } = event;
    if (result === null || typeof result !== "object")
        return JSON.stringify(event);
    let json = results.get(result);
    if (json === undefined) {
        json = JSON.stringify(result);
        results.set(result, json);
    }
    return `${JSON.stringify(rest).slice(0, -1)},"result":${json}}`;
}
/**
 * Appends one event per line. Events are queued as they are recorded and redacted,
 * bounded and written with a single synchronous append when the recorder calls
 * {@link flush} (docs/recording.md says when), so the file is valid up to its last complete
 * line at any moment, even if the process is killed. Queuing instead of serialising at once
 * keeps that work after the message it records has been passed on; the recorder never
 * changes an object it has recorded, so what is written is what was recorded.
 */
class RecordingSink {
    fd;
    redaction;
    closed = false;
    queued = [];
    /** Every byte written to the file so far, in order: what the end event's seal covers. */
    written = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256");
    constructor(fd, redaction) {
        this.fd = fd;
        this.redaction = redaction;
    }
    /** Written by the next {@link flush}. */
    write(...events) {
        if (!this.closed)
            this.queued.push(...events);
    }
    /**
     * One append for everything queued. The end event gets the seal over every line before
     * it (docs/recording-format.md), added after redaction so no `--redact` pattern can touch it.
     */
    flush() {
        if (this.queued.length === 0)
            return;
        const events = this.queued;
        this.queued = [];
        // Events that share an object (an answer's result in its `upstream` and `delivered` events) redact it once.
        const memo = new Map();
        const results = new Map();
        let text = "";
        for (const event of events) {
            const redacted = this.redaction.json(event, memo);
            text +=
                redacted.type === "end"
                    ? `${JSON.stringify({ ...redacted, sha256: this.sealOver(text) })}\n`
                    : `${boundEvent(redacted, MAX_EVENT_BYTES, serialise(redacted, results))}\n`;
        }
        const bytes = Buffer.from(text, "utf8");
        this.written.update(bytes);
        let offset = 0;
        while (offset < bytes.length)
            offset += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, bytes, offset, bytes.length - offset);
    }
    /** The SHA-256 of what is on disk plus `unwritten`. */
    sealOver(unwritten) {
        return this.written.copy().update(unwritten, "utf8").digest("hex");
    }
    close() {
        if (this.closed)
            return;
        try {
            this.flush();
        }
        finally {
            this.closed = true;
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(this.fd);
            }
            finally {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
            }
        }
    }
}


/***/ })

};
