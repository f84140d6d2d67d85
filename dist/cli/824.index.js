export const id = 824;
export const ids = [824,103];
export const modules = {

/***/ 4824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAnnotateCommand: () => (/* binding */ runAnnotateCommand)
});

// EXTERNAL MODULE: ./src/cli/stderr.ts
var stderr = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/redact-flags.ts
var redact_flags = __webpack_require__(4923);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/seal.ts
var seal = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/recording/parse.ts
var parse = __webpack_require__(3508);
// EXTERNAL MODULE: ./src/recording/evidence.ts
var evidence = __webpack_require__(482);
// EXTERNAL MODULE: ./src/recorder/sink.ts
var sink = __webpack_require__(6103);
;// CONCATENATED MODULE: ./src/recorder/annotate.ts




class AnnotateError extends Error {
    name = "AnnotateError";
}
/**
 * The recording with the conversation inserted before its end event and sealed again
 * (docs/recording.md, "Adding the reply afterwards"). Refuses what would hide or lose
 * something: an unreadable file, one without an end event (not finished), one whose
 * seal does not verify (unless `force`), and one that already holds a final reply.
 */
function annotateRecording(bytes, shown, annotation, redaction) {
    const { recording, sealBefore } = readForAnnotation(bytes, shown);
    if (recording.end === undefined)
        throw new AnnotateError(`${shown}: no end event, so not a finished recording (the recorder was stopped before it ended); nothing annotated`);
    if (sealBefore !== "sealed" && !annotation.force)
        throw new AnnotateError(`${shown}: ${SEAL_PROBLEM[sealBefore]}; annotating would seal it again and hide an earlier edit. Check the file, then run again with --force (the annotation event records it)`);
    if (recording.finalReply !== undefined)
        throw new AnnotateError(`${shown}: already holds a final reply (recorded by the loop or an earlier annotate); nothing annotated`);
    const t = recording.end.t;
    const events = [
        {
            type: "annotation",
            t,
            annotator: { name: "loopgate", version: version/* LOOPGATE_VERSION */.d },
            source: annotation.source,
            sealBefore,
            forced: sealBefore !== "sealed",
        },
        ...annotation.userTurns.map((text) => ({ type: "user", t, text })),
        { type: "final_reply", t, text: annotation.finalReply },
    ];
    const lines = events.map((event) => `${(0,sink/* boundEvent */.Ng)(redactEvent(event, redaction))}\n`).join("");
    const { before, last } = (0,evidence/* splitAtLastLine */.CQ)(bytes);
    const joined = Buffer.concat([before, Buffer.from(lines, "utf8"), last, Buffer.from("\n")]);
    const sealed = (0,evidence/* resealed */.s1)(joined);
    const check = (0,parse/* parseRecording */.f)(sealed.bytes, shown);
    // Never write a file the reader would refuse: this is a bug, not the user's input.
    if (!check.ok || check.recording.evidence.seal !== "sealed")
        throw new Error(`${shown}: the annotated recording did not read back as sealed; nothing written`);
    return { ...sealed, sealBefore };
}
const SEAL_PROBLEM = {
    edited: "its seal does not verify (edited after recording)",
    unsealed: "it is not sealed (its end event has no sha256), so nothing shows whether it was edited",
};
function redactEvent(event, redaction) {
    return redaction.json(event);
}
/**
 * Reads the recording; an edited one is read again with its end event's sha256 left out,
 * so `--force` can still check everything else about it.
 */
function readForAnnotation(bytes, shown) {
    const read = (0,parse/* parseRecording */.f)(bytes, shown);
    if (read.ok) {
        const seal = read.recording.evidence.seal;
        return { recording: read.recording, sealBefore: seal === "sealed" ? "sealed" : "unsealed" };
    }
    if (read.error.code !== "EDITED_AFTER_RECORDING")
        throw new AnnotateError(`${shown}:${read.error.line}: ${read.error.message}; nothing annotated`);
    const again = (0,parse/* parseRecording */.f)(withoutSeal(bytes), shown);
    if (!again.ok)
        throw new AnnotateError(`${shown}:${again.error.line}: ${again.error.message}; nothing annotated`);
    return { recording: again.recording, sealBefore: "edited" };
}
function withoutSeal(bytes) {
    const { before, last } = (0,evidence/* splitAtLastLine */.CQ)(bytes);
    const end = JSON.parse(last.toString("utf8"));
    delete end.sha256;
    return Buffer.concat([before, Buffer.from(`${JSON.stringify(end)}\n`, "utf8")]);
}

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
;// CONCATENATED MODULE: ./src/recorder/transcript.ts

/** A transcript that cannot be read: the message names the file and, where there is one, the line. */
class TranscriptError extends Error {
    name = "TranscriptError";
}
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/**
 * Reads one of the transcript shapes loopgate knows, told apart by their form: Claude Code's
 * `--output-format stream-json` (one JSON object per line), its `--output-format json` (one
 * `result` object, or with `--verbose` an array of the stream's messages), and the plain
 * `{"messages":[{"role":…,"content":…}]}`. The last assistant message that has text is the
 * final reply; user messages with text are the user turns, in order.
 */
function readTranscript(raw, file) {
    const text = (0,fs/* withoutByteOrderMark */.Yi)(raw);
    const whole = parseWhole(text);
    if (whole === undefined)
        return fromStream(streamLines(text, file), "claude-stream-json", file);
    if (Array.isArray(whole))
        return fromStream(arrayItems(whole, file), "claude-json", file);
    if (isObject(whole) && "messages" in whole)
        return fromMessages(whole.messages, file);
    if (isObject(whole) && whole.type === "result")
        return fromStream([{ line: 1, value: whole }], "claude-json", file);
    throw new TranscriptError(`${file}: not a transcript loopgate knows: expected Claude Code's stream-json (one object per line) or json output, or {"messages":[{"role":…,"content":…}]}`);
}
function parseWhole(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function streamLines(text, file) {
    const out = [];
    const lines = text.split("\n");
    for (let index = 0; index < lines.length; index += 1) {
        const line = lines[index].trim();
        if (line === "")
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch (error) {
            throw new TranscriptError(`${file}:${index + 1}: not JSON (${error.message})`, { cause: error });
        }
        if (!isObject(value) || typeof value.type !== "string")
            throw new TranscriptError(`${file}:${index + 1}: expected a JSON object with a "type" (Claude Code stream-json)`);
        out.push({ line: index + 1, value });
    }
    return out;
}
function arrayItems(items, file) {
    return items.map((value, index) => {
        if (!isObject(value) || typeof value.type !== "string")
            throw new TranscriptError(`${file}: item ${index} is not an object with a "type" (Claude Code json --verbose)`);
        return { line: 1, value };
    });
}
/** Claude Code's messages: `assistant` and `user` carry an API message, `result` the final text. */
function fromStream(events, source, file) {
    const userTurns = [];
    let lastAssistant = null;
    let result = null;
    for (const { line, value } of events) {
        const where = source === "claude-stream-json" ? `${file}:${line}` : file;
        if (value.type === "assistant" || value.type === "user") {
            if (!isObject(value.message))
                throw new TranscriptError(`${where}: a "${value.type}" message needs a "message" object`);
            const said = textOf(value.message.content);
            if (said === "")
                continue;
            if (value.type === "user")
                userTurns.push(said);
            else
                lastAssistant = said;
        }
        else if (value.type === "result" && typeof value.result === "string" && value.result !== "") {
            result = value.result;
        }
    }
    const finalReply = lastAssistant ?? result;
    if (finalReply === null)
        throw new TranscriptError(`${file}: no final reply: no assistant message with text and no "result" text`);
    return { source, userTurns, finalReply };
}
function fromMessages(messages, file) {
    if (!Array.isArray(messages))
        throw new TranscriptError(`${file}: "messages" must be an array`);
    const userTurns = [];
    let finalReply = null;
    messages.forEach((message, index) => {
        if (!isObject(message) || typeof message.role !== "string")
            throw new TranscriptError(`${file}: messages[${index}] must be an object with a string "role"`);
        const said = textOf(message.content);
        if (said === "")
            return;
        if (message.role === "user")
            userTurns.push(said);
        else if (message.role === "assistant")
            finalReply = said;
    });
    if (finalReply === null)
        throw new TranscriptError(`${file}: no final reply: no assistant message with text`);
    return { source: "messages", userTurns, finalReply };
}
/**
 * The text of a message's content: a string, or the `text` of its text blocks joined by
 * blank lines (tool calls, tool results and images say nothing to the user).
 */
function textOf(content) {
    if (typeof content === "string")
        return content.trim();
    if (!Array.isArray(content))
        return "";
    const texts = [];
    for (const block of content)
        if (isObject(block) && block.type === "text" && typeof block.text === "string" && block.text.trim() !== "")
            texts.push(block.text.trim());
    return texts.join("\n\n");
}

// EXTERNAL MODULE: ./src/util/redact.ts + 2 modules
var redact = __webpack_require__(4107);
// EXTERNAL MODULE: ./src/util/atomic-write.ts
var atomic_write = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/cli/annotate.ts












const HELP = `usage: loopgate annotate RECORDING (--final-reply TEXT | --final-reply-file FILE | --transcript FILE) [--user-turn TEXT]… [options]

Adds what the agent told its user to a finished recording, for agents whose loop does not
send it while recording (J28 honesty is judged only where the final reply is recorded): an
annotation event, the user turns and the final reply go before the end event, and the
recording is sealed again (temp file + rename, file mode kept). Secrets in the text are
redacted as the recorder redacts them.

options:
  --final-reply TEXT       the agent's last reply to its user
  --final-reply-file FILE  the same, read from a UTF-8 file
  --transcript FILE        the agent's own transcript: Claude Code's --output-format stream-json
                           or json output, or {"messages":[{"role":…,"content":…}]}; its last
                           assistant message with text is the final reply, its user messages
                           with text the user turns (after any --user-turn)
  --user-turn TEXT         a user turn (repeatable, in order)
  --force                  annotate although the seal does not verify (edited or unsealed);
                           the annotation event records it
  --redact REGEX           also replace matches of REGEX in the text (repeatable)
  --redact-field NAME      also a secret name (repeatable)

Refused (exit 1, one line, the file unchanged): a recording that cannot be read, has no end
event, already holds a final reply, or (without --force) whose seal does not verify.

exit codes: 0 annotated, 1 not annotated, 2 usage error`;
const FLAGS = {
    help: { type: "boolean" },
    "final-reply": { type: "string" },
    "final-reply-file": { type: "string" },
    transcript: { type: "string" },
    "user-turn": { type: "string", multiple: true },
    force: { type: "boolean" },
    redact: { type: "string", multiple: true },
    "redact-field": { type: "string", multiple: true },
};
async function runAnnotateCommand(argv) {
    const { flags, positionals } = (0,args/* parseCommandArgs */.Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return exit_codes/* EXIT */.d.OK;
    }
    if (positionals.length !== 1)
        throw new args/* UsageError */.eb("name exactly one recording");
    const sources = ["final-reply", "final-reply-file", "transcript"].filter((name) => flags[name] !== undefined);
    if (sources.length !== 1)
        throw new args/* UsageError */.eb("give exactly one of --final-reply, --final-reply-file and --transcript");
    if (flags["final-reply"]?.trim() === "")
        throw new args/* UsageError */.eb("--final-reply needs the reply's text");
    const redaction = new redact/* Redaction */.ki({
        patterns: (0,redact_flags/* redactFlags */.z)(flags.redact),
        names: (0,redact_flags/* redactFieldFlags */.B)(flags["redact-field"]),
    });
    const file = positionals[0];
    try {
        const annotation = await annotationOf(flags);
        process.stdout.write(`${await annotateFile(file, annotation, redaction)}\n`);
        return exit_codes/* EXIT */.d.OK;
    }
    catch (error) {
        (0,stderr/* writeStderr */._)("loopgate annotate: ", (0,util_text/* errorMessage */.gJ)(error));
        return exit_codes/* EXIT */.d.UNREADABLE;
    }
}
async function annotationOf(flags) {
    const userTurns = flags["user-turn"] ?? [];
    const force = flags.force === true;
    if (flags["final-reply"] !== undefined) {
        return { finalReply: flags["final-reply"], userTurns, source: "flags", force };
    }
    if (flags["final-reply-file"] !== undefined) {
        const text = (await readText(flags["final-reply-file"])).replace(/\r?\n$/, "");
        if (text.trim() === "")
            throw new Error(`${(0,printable/* printable */.g$)(flags["final-reply-file"])}: empty: no final reply in it`);
        return { finalReply: text, userTurns, source: "flags", force };
    }
    const transcript = flags.transcript;
    const conversation = readTranscript(await readText(transcript), (0,printable/* printable */.g$)(transcript));
    return {
        finalReply: conversation.finalReply,
        userTurns: [...userTurns, ...conversation.userTurns],
        source: conversation.source,
        force,
    };
}
async function readText(file) {
    try {
        return (await (0,fs/* readRegularFile */.XF)(file)).bytes.toString("utf8");
    }
    catch (error) {
        throw new Error(`${(0,printable/* printable */.g$)(file)}: cannot read: ${(0,fs/* describeFsError */.TQ)(error)}`, { cause: error });
    }
}
/** Annotates one file in place; returns what was done. */
async function annotateFile(file, annotation, redaction) {
    const { shown, bytes, mode } = await (0,seal.readRecordingInPlace)(file);
    const done = annotateRecording(bytes, shown, annotation, redaction);
    await (0,atomic_write.writeFileAtomic)(file, done.bytes, { mode });
    const turns = annotation.userTurns.length;
    const forced = done.sealBefore === "sealed" ? "" : `, forced over a seal that was ${done.sealBefore}`;
    return `${shown}: annotated with a final reply and ${turns} user turn${turns === 1 ? "" : "s"} from ${annotation.source}${forced}; sealed (sha256 ${done.sha256})`;
}


/***/ }),

/***/ 4923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ redactFieldFlags),
/* harmony export */   z: () => (/* binding */ redactFlags)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* `--redact` and `--redact-field`, shared by `record` and `annotate` (docs/recording.md, "Secrets"). */

/** Names matched as the built-in ones are, by their words (`--redact-field signing_key` also hides `signingKey`). */
function redactFieldFlags(names) {
    return (names ?? []).map((name) => {
        if (!/[A-Za-z0-9]/.test(name))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--redact-field "${name}" names no field: give a field name`);
        return name;
    });
}
function redactFlags(sources) {
    return (sources ?? []).map((source) => {
        if (source === "")
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--redact needs a non-empty regular expression");
        try {
            return new RegExp(source, "g");
        }
        catch (error) {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--redact "${source}" is not a valid regular expression: ${error.message}`);
        }
    });
}


/***/ }),

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
