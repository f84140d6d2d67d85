export const id = 374;
export const ids = [374];
export const modules = {

/***/ 8809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j3: () => (/* binding */ UPSTREAM_UNAVAILABLE),
/* harmony export */   k7: () => (/* binding */ injectedResult),
/* harmony export */   uc: () => (/* binding */ UPSTREAM_TIMEOUT)
/* harmony export */ });
/* unused harmony export faultText */
/* harmony import */ var _recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7048);

/**
 * J14: every injected fault reaches the agent as a tool result with `isError: true` and a
 * short JSON text, so any MCP client hands it to its model like a real API failure.
 */
function injectedResult(fault, retryAfterSeconds) {
    return { content: [{ type: "text", text: faultText(fault, retryAfterSeconds) }], isError: true };
}
/** The error text of a fault, as the scenario table words it. */
function faultText(fault, retryAfterSeconds) {
    return (0,_recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__/* .faultSpec */ .Af)(fault).errorText(retryAfterSeconds);
}
const UPSTREAM_UNAVAILABLE = -32000;
const UPSTREAM_TIMEOUT = -32001;


/***/ }),

/***/ 7374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iC: () => (/* binding */ HttpUpstream),
  EZ: () => (/* binding */ answeredIds),
  by: () => (/* binding */ outgoing)
});

// EXTERNAL MODULE: ./src/recorder/faults.ts
var faults = __webpack_require__(8809);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/recorder/http-client.ts



/** An answer's body passed a size bound, counted in bytes as they came over the wire. */
class AnswerTooLongError extends Error {
    maxBytes;
    name = "AnswerTooLongError";
    constructor(maxBytes) {
        super(`the answer is longer than ${maxBytes / (1024 * 1024)} MiB`);
        this.maxBytes = maxBytes;
    }
}
/**
 * One HTTP answer of the upstream, its body not yet read. The recorder's HTTP client is
 * node:http, as the relay it is measured against: fetch (undici, WHATWG streams, a
 * TextDecoderStream per body) cost the recorder most of its time per call over HTTP.
 */
class HttpAnswer {
    message;
    onText;
    /** Raw chunks, decoded here: a bound on the body counts bytes, as the stdio bound does, not UTF-16 units. */
    constructor(message) {
        this.message = message;
    }
    get status() {
        return this.message.statusCode ?? 0;
    }
    get statusText() {
        return this.message.statusMessage ?? "";
    }
    get ok() {
        return this.status >= 200 && this.status < 300;
    }
    /** The header's value (several joined by ", "), or null. */
    header(name) {
        const value = this.message.headers[name.toLowerCase()];
        if (value === undefined)
            return null;
        return Array.isArray(value) ? value.join(", ") : value;
    }
    /** The media type of Content-Type, lower case, without parameters. */
    get mediaType() {
        return (this.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
    }
    /**
     * Passes the body's text on as it arrives (decoded as UTF-8 across chunks), with the number of
     * bytes it came in; resolves when the body ended, broke off or was cut. One reader per answer.
     */
    read(onText) {
        this.onText = onText;
        const decoder = new external_node_string_decoder_.StringDecoder("utf8");
        return new Promise((resolve) => {
            this.message.on("data", (chunk) => this.onText?.(decoder.write(chunk), chunk.length));
            this.message.once("end", () => {
                const rest = decoder.end();
                if (rest !== "")
                    this.onText?.(rest, 0);
                resolve();
            });
            this.message.once("close", () => resolve());
            this.message.once("error", () => resolve());
        });
    }
    /** The whole body; one longer than `maxBytes` is cut off with its connection ({@link AnswerTooLongError}). */
    async text(maxBytes) {
        const chunks = [];
        let length = 0;
        await this.read((chunk, bytes) => {
            length += bytes;
            if (length > maxBytes)
                this.cancel();
            else
                chunks.push(chunk);
        });
        if (length > maxBytes)
            throw new AnswerTooLongError(maxBytes);
        if (!this.message.complete)
            throw new Error("the connection closed before the body ended");
        return chunks.join("");
    }
    /**
     * Stops passing text on; what is left is read and dropped, so the connection can carry the
     * next request. A body that has not ended within `timeoutMs` is cut off with its connection.
     */
    discard(timeoutMs) {
        this.onText = undefined;
        if (this.message.complete || this.message.destroyed)
            return;
        const timer = setTimeout(() => this.message.destroy(), timeoutMs);
        timer.unref();
        this.message.once("close", () => clearTimeout(timer));
        this.message.resume();
    }
    /** Ends the body now, and its connection unless the body had already ended. */
    cancel() {
        this.onText = undefined;
        if (!this.message.complete)
            this.message.destroy();
    }
}
const destroySocket = function () {
    this.destroy();
};
/**
 * Keep-alive connections, as fetch and any relay keep them. An idle connection the server
 * closed is dropped as soon as its end is read: a request written to it would fail as if the
 * server had taken it and died ("lost"), where it never reached the server ("not sent").
 */
function keepAlive(agent) {
    // Node returns whether it kept the socket; its types say void.
    const keepSocketAlive = agent.keepSocketAlive.bind(agent);
    const reuseSocket = agent.reuseSocket.bind(agent);
    agent.keepSocketAlive = (socket) => {
        if (!keepSocketAlive(socket))
            return false;
        socket.once("end", destroySocket);
        return true;
    };
    agent.reuseSocket = (socket, request) => {
        socket.off("end", destroySocket);
        reuseSocket(socket, request);
    };
    return agent;
}
const agents = {
    "http:": keepAlive(new external_node_http_.Agent({ keepAlive: true })),
    "https:": keepAlive(new external_node_https_.Agent({ keepAlive: true })),
};
/**
 * Closes the kept-alive connections: an idle one would keep the process alive until the server
 * times it out (5 s for Node's own servers) after the recording ended.
 */
function closeConnections() {
    agents["http:"].destroy();
    agents["https:"].destroy();
}
/**
 * Sends one request and resolves with the answer's status and headers. Errors keep Node's
 * codes (ECONNREFUSED, ...); an abort of `signal` rejects with its reason as `cause`.
 */
function send(spec) {
    return new Promise((resolve, reject) => {
        // One turn later, as fetch dispatches: the end of an idle connection read in this same
        // turn is handled first, so the request goes on a live connection (see keepAlive).
        setImmediate(() => {
            try {
                dispatch(spec, resolve, reject);
            }
            catch (error) {
                reject(error);
            }
        });
    });
}
function dispatch({ url, method, headers, body, signal }, resolve, reject) {
    const https = url.protocol === "https:";
    if (!https && url.protocol !== "http:") {
        reject(Object.assign(new Error(`unsupported protocol ${url.protocol}`), { code: "ERR_INVALID_URL" }));
        return;
    }
    const options = { method, headers, signal, agent: https ? agents["https:"] : agents["http:"] };
    const request = https ? (0,external_node_https_.request)(url, options) : (0,external_node_http_.request)(url, options);
    request.once("response", (message) => resolve(new HttpAnswer(message)));
    request.once("error", reject);
    if (body === undefined)
        request.end();
    else {
        request.setHeader("content-length", Buffer.byteLength(body));
        request.end(body);
    }
}

// EXTERNAL MODULE: ./src/recorder/lines.ts
var lines = __webpack_require__(9825);
;// CONCATENATED MODULE: ./src/recorder/sse.ts
/**
 * The event-stream parser of the HTML standard (§9.2.6), incremental: the fields `event`,
 * `data`, `id`, `retry`; comments and unknown fields ignored; an event without data not dispatched.
 */
class SseParser {
    onEvent;
    /** The start of a line whose end has not arrived yet, in pieces: joined once, when it ends. */
    partial = [];
    partialBytes = 0;
    event = "";
    data = [];
    dataBytes = 0;
    id;
    sawCr = false;
    /** The last `retry:` the server asked for, in milliseconds. */
    retryMs;
    constructor(onEvent) {
        this.onEvent = onEvent;
    }
    /**
     * Only the new text is scanned for line ends, and an unfinished line is kept in pieces: an
     * event of one very long line costs time and memory in proportion to its length, not its square.
     */
    push(text) {
        // A CR at the end of one chunk and an LF at the start of the next are one line break: a CR
        // ends its line at once, and the LF is skipped.
        if (this.sawCr && text.startsWith("\n"))
            text = text.slice(1);
        this.sawCr = text.endsWith("\r");
        const ends = new LineEnds(text);
        let start = 0;
        for (let end = ends.from(start); end !== -1; end = ends.from(start)) {
            this.partial.push(text.slice(start, end));
            const line = this.partial.length === 1 ? this.partial[0] : this.partial.join("");
            this.partial = [];
            this.partialBytes = 0;
            this.line(line);
            start = end + (text[end] === "\r" && text[end + 1] === "\n" ? 2 : 1);
        }
        if (start < text.length) {
            const rest = text.slice(start);
            this.partial.push(rest);
            this.partialBytes += Buffer.byteLength(rest);
        }
    }
    /**
     * UTF-8 bytes held while waiting for the end of a line or an event: a bound for the caller,
     * in the unit of the bound on one message over stdio (a character may take up to 4).
     */
    get pendingBytes() {
        return this.partialBytes + this.dataBytes;
    }
    line(line) {
        if (line === "") {
            this.dispatch();
            return;
        }
        if (line.startsWith(":"))
            return;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? "" : line.slice(colon + 1);
        if (value.startsWith(" "))
            value = value.slice(1);
        if (field === "event")
            this.event = value;
        else if (field === "data") {
            this.data.push(value);
            this.dataBytes += Buffer.byteLength(value) + 1;
        }
        else if (field === "id" && !value.includes("\u0000"))
            this.id = value;
        else if (field === "retry" && /^\d+$/.test(value))
            this.retryMs = Number(value);
    }
    dispatch() {
        const hasData = this.data.length > 0;
        const event = { event: this.event || "message", data: this.data.join("\n"), id: this.id };
        this.event = "";
        this.data = [];
        this.dataBytes = 0;
        if (hasData)
            this.onEvent(event);
    }
}
/**
 * Where each line of one chunk ends (at an LF or a CR), found with native searches: the next LF
 * and the next CR are each looked up again only once passed, so a chunk is scanned about twice.
 */
class LineEnds {
    text;
    lf = -2;
    cr = -2;
    constructor(text) {
        this.text = text;
    }
    /** The end of the line starting at `start`, or -1 when its end is not in this chunk. */
    from(start) {
        if (this.lf !== -1 && this.lf < start)
            this.lf = this.text.indexOf("\n", start);
        if (this.cr !== -1 && this.cr < start)
            this.cr = this.text.indexOf("\r", start);
        if (this.lf === -1)
            return this.cr;
        return this.cr === -1 ? this.lf : Math.min(this.lf, this.cr);
    }
}

// EXTERNAL MODULE: ./src/recorder/upstream.ts
var upstream = __webpack_require__(3301);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/recorder/http-upstream.ts







const ACCEPT_BOTH = "application/json, text/event-stream";
/** Of an error answer's body, this much is shown to the agent (in the JSON-RPC error's data). */
const ERROR_BODY_CHARS = 300;
/** A dropped stream is resumed (GET with Last-Event-ID) at most this many times in a row. */
const RESUME_ATTEMPTS = 3;
/** The longest wait before a resumption, whatever `retry:` the server asked for. */
const MAX_RESUME_DELAY_MS = 1000;
/**
 * Messages after `notifications/initialized` wait at most this long for the GET stream's answer
 * (see `send`): long enough for any server that answers it at once, short enough that one that
 * holds it back delays the session by no more than this, once.
 */
const GET_STREAM_WAIT_MS = 2000;
/** Connection errors that happen before a request is written: the upstream never saw it. */
const NOT_SENT_CODES = new Set([
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "EADDRNOTAVAIL",
    "UND_ERR_CONNECT_TIMEOUT",
    "CERT_HAS_EXPIRED",
    "DEPTH_ZERO_SELF_SIGNED_CERT",
    "SELF_SIGNED_CERT_IN_CHAIN",
    "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
    "ERR_TLS_CERT_ALTNAME_INVALID",
    "ERR_INVALID_URL",
]);
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isRpcId = (value) => typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
const idKey = (id) => JSON.stringify(id);
function outgoing(line) {
    let parsed;
    try {
        parsed = JSON.parse(line);
    }
    catch {
        parsed = undefined;
    }
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    const requests = new Map();
    let initialize = false;
    let initialized = false;
    let method;
    const progressTokens = new Set();
    for (const message of messages) {
        if (!isObject(message) || typeof message.method !== "string")
            continue;
        method ??= message.method;
        if (message.method === "notifications/initialized")
            initialized = true;
        const meta = isObject(message.params) ? message.params._meta : undefined;
        if (isObject(meta) && meta.progressToken !== undefined)
            progressTokens.add(JSON.stringify(meta.progressToken));
        if (!isRpcId(message.id))
            continue;
        requests.set(idKey(message.id), message.id);
        if (message.method === "initialize")
            initialize = true;
    }
    return { line, requests, method, initialize, initialized, progressTokens };
}
/** The ids of the answers (results or errors) a message from the upstream holds. */
function answeredIds(message) {
    const messages = Array.isArray(message) ? message : [message];
    const ids = [];
    for (const item of messages) {
        if (isObject(item) && item.method === undefined && isRpcId(item.id))
            ids.push(idKey(item.id));
    }
    return ids;
}
/** The errno-style code of a failed fetch (undici wraps it in `cause`). */
function failureCode(error) {
    for (let e = error, depth = 0; isObject(e) && depth < 4; e = e.cause, depth += 1) {
        if (typeof e.code === "string")
            return e.code;
    }
    return undefined;
}
function failureText(error) {
    // An abort says why in its cause ("no answer within …"); its own code says nothing more.
    const code = error?.name === "AbortError" ? undefined : failureCode(error);
    const cause = error?.cause;
    const message = cause instanceof Error ? cause.message : (0,util_text/* errorMessage */.gJ)(error);
    return (0,printable/* printable */.g$)(code && !message.includes(code) ? `${code} ${message}` : message);
}
/** `HTTP 404 Not Found`, as stderr and the agent's error name an answer's status. */
const statusLine = (response) => `HTTP ${response.status}${response.statusText ? ` ${(0,printable/* printable */.g$)(response.statusText)}` : ""}`;
/** The size bound of one event or JSON answer, as of one message over stdio. */
const MAX_MESSAGE_MIB = lines/* MAX_INPUT_LINE_BYTES */.NM / (1024 * 1024);
const newStreamState = (method, pending, unasked = false) => ({
    lastEventId: undefined,
    retryMs: undefined,
    pending,
    method,
    unasked,
});
/** A JSON-RPC 2.0 request, notification or answer, or a batch of them: what an event must carry. */
function isRpcMessage(value) {
    if (Array.isArray(value))
        return value.length > 0 && value.every(isRpcMessage);
    if (!isObject(value) || value.jsonrpc !== "2.0")
        return false;
    if (typeof value.method === "string")
        return true;
    return (isRpcId(value.id) || value.id === null) && ("result" in value || "error" in value);
}
/** Why a message event is no JSON-RPC message, or undefined when it is one. */
function malformedEvent(data) {
    try {
        const message = JSON.parse(data);
        return { why: isRpcMessage(message) ? undefined : "not a JSON-RPC message", message };
    }
    catch {
        return { why: "not JSON", message: undefined };
    }
}
/** The one line (stderr, and the agent's JSON-RPC error) for a POST's stream that ended owing answers. */
function streamFailure(state, timeoutMs) {
    if (state.overLong)
        return `upstream sent an event longer than ${MAX_MESSAGE_MIB} MiB on its event stream for ${state.method}: the stream was dropped before the answer`;
    const subject = state.malformed === undefined
        ? `upstream's event stream for ${state.method}`
        : `upstream sent an event that is ${state.malformed} on its event stream for ${state.method}; the stream`;
    const fate = state.silent
        ? `sent nothing for ${timeoutMs} ms before the answer`
        : state.lastEventId === undefined
            ? "ended before the answer, with no event id to resume it from"
            : state.resumeRefused !== undefined
                ? `ended before the answer, and its resumption with Last-Event-ID was refused (${state.resumeRefused})`
                : `ended before the answer and could not be resumed with Last-Event-ID (${RESUME_ATTEMPTS} attempts)`;
    return `${subject} ${fate}`;
}
/** The line for a request the recorder stopped waiting for (its timeout), by where its answer stood. */
function timeoutLine(waiting, timeoutMs) {
    if (waiting.stage === "start")
        return `upstream did not start its answer to ${waiting.method} within ${timeoutMs} ms`;
    if (waiting.stage === "json body")
        return `upstream's JSON answer to ${waiting.method} did not end within ${timeoutMs} ms`;
    return `upstream's event stream for ${waiting.method} sent no answer within ${timeoutMs} ms`;
}
/**
 * A Streamable HTTP client (MCP 2025-03-26 and later) that keeps messages raw: every line the
 * recorder sends is POSTed as it is, every JSON body or `message` event the upstream answers
 * with comes out as one line (line breaks inside JSON are whitespace, so they become spaces).
 * It keeps the session id and protocol-version headers, opens the GET stream after
 * `notifications/initialized`, resumes a dropped stream with `Last-Event-ID` (dropping events
 * it already passed on), and ends the session with DELETE.
 */
class HttpUpstream {
    spec;
    transport = "streamable-http";
    exited;
    resolveExit;
    exitInfo;
    dataListeners = [];
    undeliveredListeners = [];
    controllers = new Set();
    seenEventIds = new Set();
    logged = new Set();
    initializeIds = new Set();
    /** Requests sent and not yet done with, by id: where their answers stand. */
    awaiting = new Map();
    sessionId;
    protocolVersion;
    /**
     * While an `initialize` waits for its answer's headers, later messages wait: they need its
     * session id. After `notifications/initialized` they wait for the GET stream's answer too: a
     * server drops what it sends unasked while it has no GET stream, so an elicitation asked
     * during the agent's first call would otherwise be lost whenever the GET came second.
     */
    sessionReady = Promise.resolve();
    /** Settles when the GET stream's first request has its answer's headers, or failed. */
    getStreamAnswered = Promise.resolve();
    answered = false;
    stopped = false;
    getStreamStarted = false;
    url;
    constructor(spec) {
        this.spec = spec;
        this.url = new URL(spec.url);
        this.exited = new Promise((resolve) => (this.resolveExit = resolve));
    }
    get hasExited() {
        return this.exitInfo !== undefined;
    }
    onData(listener) {
        this.dataListeners.push(listener);
    }
    onUndelivered(listener) {
        this.undeliveredListeners.push(listener);
    }
    write(lines) {
        for (const line of lines.toString("utf8").split("\n"))
            if (line.trim() !== "")
                this.send(line);
    }
    send(line) {
        if (this.stopped || this.hasExited)
            return;
        const message = outgoing(line);
        if (message.initialize)
            for (const [key] of message.requests)
                this.initializeIds.add(key);
        const waiting = {
            method: (0,printable/* printable */.g$)(message.method ?? "a message"),
            requests: message.requests,
            keys: [...message.requests.keys()],
            stage: "start",
        };
        for (const key of waiting.keys)
            this.awaiting.set(key, waiting);
        const posted = this.sessionReady.then(() => this.post(message, waiting));
        if (message.initialize)
            this.sessionReady = posted.then(() => undefined);
        if (message.initialized)
            this.sessionReady = posted.then(() => (0,upstream/* withinMs */.S)(this.getStreamAnswered, GET_STREAM_WAIT_MS));
    }
    /**
     * The recorder stopped waiting for this request's answer (its `--upstream-timeout-ms` answered
     * the agent): one line says where the answer stood, and nothing more is said or owed for it.
     */
    gaveUp(id) {
        const key = idKey(id);
        const waiting = this.awaiting.get(key);
        if (waiting === undefined || !waiting.requests.delete(key))
            return;
        this.awaiting.delete(key);
        const line = timeoutLine(waiting, this.spec.timeoutMs);
        this.logOnce(line, line);
    }
    async stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        for (const controller of this.controllers)
            controller.abort();
        this.controllers.clear();
        if (this.sessionId !== undefined) {
            // Ending the session is a courtesy: a server that refuses (405) or is gone changes nothing.
            await this.request("DELETE", {}, undefined, Math.min(this.spec.timeoutMs, 2000))
                .then((response) => response.cancel())
                .catch(() => undefined);
        }
        closeConnections();
        this.exit({ code: 0, signal: null });
    }
    exit(info) {
        if (this.exitInfo !== undefined)
            return;
        this.exitInfo = info;
        this.resolveExit(info);
    }
    logOnce(key, line) {
        if (this.logged.has(key))
            return;
        this.logged.add(key);
        this.spec.log(line);
    }
    headers(extra) {
        const headers = {};
        for (const [name, value] of Object.entries(this.spec.headers))
            headers[name.toLowerCase()] = value;
        for (const [name, value] of Object.entries(extra))
            headers[name] = value;
        if (this.sessionId !== undefined)
            headers["mcp-session-id"] = this.sessionId;
        if (this.protocolVersion !== undefined)
            headers["mcp-protocol-version"] = this.protocolVersion;
        return headers;
    }
    /**
     * One HTTP request whose answer must start within `timeoutMs`; the returned response's body
     * stays tied to `controller` (aborted on stop).
     */
    async request(method, extra, body, timeoutMs, controller = new AbortController()) {
        this.controllers.add(controller);
        const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        try {
            const response = await send({
                url: this.url,
                method,
                headers: this.headers(extra),
                body,
                signal: controller.signal,
            });
            this.answered = true;
            const session = response.header("mcp-session-id");
            if (session !== null && session !== "")
                this.sessionId = session;
            return response;
        }
        catch (error) {
            this.controllers.delete(controller);
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    }
    async post(message, waiting) {
        try {
            await this.postAndAnswer(message, waiting);
        }
        finally {
            // Answered or failed requests have left `requests` by now; a later request may reuse an id.
            for (const key of waiting.keys)
                if (this.awaiting.get(key) === waiting)
                    this.awaiting.delete(key);
        }
    }
    async postAndAnswer(message, waiting) {
        if (this.stopped)
            return;
        // Requests all given up (the recorder's timeout) are not failed again when their wait ends.
        const expected = message.requests.size > 0;
        const givenUp = () => expected && message.requests.size === 0;
        const controller = new AbortController();
        let response;
        try {
            response = await this.request("POST", { "content-type": "application/json", accept: ACCEPT_BOTH }, message.line, this.spec.timeoutMs, controller);
        }
        catch (error) {
            if (!givenUp())
                this.postFailed(message, error);
            return;
        }
        try {
            await this.answerOf(message, response, controller, waiting);
        }
        catch (error) {
            if (this.stopped || givenUp())
                return;
            const method = (0,printable/* printable */.g$)(message.method ?? "a message");
            const line = error instanceof AnswerTooLongError
                ? `upstream sent a JSON answer longer than ${MAX_MESSAGE_MIB} MiB to ${method}: it was dropped`
                : `upstream's answer to ${method} broke off: ${failureText(error)}`;
            this.logOnce(line, line);
            this.undelivered(message.requests, "lost", line);
        }
        finally {
            this.controllers.delete(controller);
        }
    }
    async answerOf(message, response, controller, waiting) {
        if (!response.ok) {
            await this.errorStatus(message, response, controller);
            return;
        }
        const type = response.mediaType;
        if (message.requests.size === 0 || response.status === 202) {
            response.discard(this.spec.timeoutMs);
            if (message.initialized && !this.getStreamStarted) {
                this.getStreamStarted = true;
                this.getStreamAnswered = new Promise((answered) => void this.listen(answered));
            }
            return;
        }
        if (type === "application/json") {
            waiting.stage = "json body";
            const text = await this.boundedText(response, controller);
            this.emit(text);
            return;
        }
        if (type === "text/event-stream") {
            waiting.stage = "event stream";
            // The same map as the POST's: a request given up is no longer owed on the stream either.
            const state = newStreamState((0,printable/* printable */.g$)(message.method ?? "a message"), message.requests);
            await this.readStream(response, state, controller);
            await this.resume(state);
            return;
        }
        response.cancel();
        this.answerWithError(message.requests, `upstream answered with Content-Type "${(0,printable/* printable */.g$)(type)}", neither JSON nor an event stream (loopgate recorder)`, { httpStatus: response.status });
    }
    /** A POST that failed before any answer: never sent (not an execution), or sent and unanswered. */
    postFailed(message, error) {
        if (this.stopped)
            return;
        const notSent = NOT_SENT_CODES.has(failureCode(error) ?? "");
        const detail = `${notSent ? "upstream unreachable" : "no answer from the upstream"}: ${failureText(error)}`;
        if (notSent && !this.answered) {
            // Nothing ever answered: the upstream is not there, as a stdio server that failed to start.
            this.exit({ code: null, signal: null, spawnError: detail });
            return;
        }
        this.logOnce(detail, detail);
        this.undelivered(message.requests, notSent ? "not_sent" : "lost", detail);
    }
    undelivered(requests, why, detail) {
        if (requests.size === 0)
            return;
        const ids = [...requests.values()];
        requests.clear();
        for (const listener of this.undeliveredListeners)
            listener(ids, why, detail);
    }
    /** 4xx/5xx: each request gets a JSON-RPC error (J8: an upstream may fail after writing), and stderr a line. */
    async errorStatus(message, response, controller) {
        // Only the start of the body is shown; waiting for it is bounded like any answer.
        const body = await this.boundedText(response, controller).catch(() => "");
        const status = statusLine(response);
        const hint = response.status === 401 || response.status === 403
            ? " (check the credentials given with --upstream-header / --upstream-header-from-env)"
            : response.status === 404 && this.sessionId !== undefined
                ? " (the upstream ended the session, or the URL is wrong)"
                : "";
        this.logOnce(`status ${response.status}`, `upstream answered ${status} to ${(0,printable/* printable */.g$)(message.method ?? "a message")}${hint}`);
        if (message.initialize && (response.status === 404 || response.status === 405))
            await this.explainTransport();
        this.answerWithError(message.requests, `upstream answered ${status} (loopgate recorder)`, {
            httpStatus: response.status,
            ...(body.trim() === "" ? {} : { body: (0,printable/* printable */.g$)(body.slice(0, ERROR_BODY_CHARS)) }),
        });
    }
    /** An `initialize` refused with 404/405: a legacy HTTP+SSE server answers a GET with an `endpoint` event. */
    async explainTransport() {
        const controller = new AbortController();
        try {
            const response = await this.request("GET", { accept: "text/event-stream" }, undefined, this.spec.timeoutMs, controller);
            if (!response.ok || response.mediaType !== "text/event-stream")
                return;
            let endpoint = false;
            const parser = new SseParser((event) => {
                if (event.event !== "endpoint")
                    return;
                endpoint = true;
                controller.abort();
            });
            const timer = setTimeout(() => controller.abort(), Math.min(this.spec.timeoutMs, 2000));
            await response.read((text) => parser.push(text));
            clearTimeout(timer);
            if (endpoint)
                this.spec.log("the upstream speaks the legacy HTTP+SSE transport (MCP 2024-11-05, an `endpoint` event on GET), not Streamable HTTP: loopgate records Streamable HTTP servers only; run the server in its Streamable HTTP or stdio mode");
        }
        catch {
            // No second opinion: the status line already said what went wrong.
        }
        finally {
            controller.abort();
            this.controllers.delete(controller);
        }
    }
    answerWithError(requests, message, data) {
        for (const id of requests.values()) {
            this.emit(JSON.stringify({ jsonrpc: "2.0", id, error: { code: faults/* UPSTREAM_UNAVAILABLE */.j3, message, data } }));
        }
        requests.clear();
    }
    async boundedText(response, controller) {
        const timer = setTimeout(() => controller.abort(), this.spec.timeoutMs);
        try {
            return await response.text(lines/* MAX_INPUT_LINE_BYTES */.NM);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** One message from the upstream, as one line; an `initialize` answer sets the protocol version. */
    emit(text) {
        const line = /[\r\n]/.test(text) ? text.replace(/\r\n|\r|\n/g, " ") : text;
        if (line.trim() === "")
            return;
        if (this.initializeIds.size > 0)
            this.noteProtocolVersion(line);
        const chunk = Buffer.from(`${line}\n`);
        for (const listener of this.dataListeners)
            listener(chunk);
    }
    noteProtocolVersion(line) {
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            return;
        }
        if (!isObject(message) || !isRpcId(message.id) || !this.initializeIds.delete(idKey(message.id)))
            return;
        const version = isObject(message.result) ? message.result.protocolVersion : undefined;
        if (typeof version === "string" && /^[\x21-\x7e]{1,64}$/.test(version))
            this.protocolVersion = version;
    }
    /**
     * Passes on the stream's `message` events until it ends or owes nothing more; silence longer
     * than the timeout ends it too. An event whose id was passed on before (a replay) is dropped.
     */
    async readStream(response, state, controller) {
        const owes = state.pending.size > 0;
        const parser = new SseParser((event) => this.onEvent(event, state));
        let timer;
        const quiet = () => {
            clearTimeout(timer);
            if (owes)
                timer = setTimeout(() => {
                    state.silent = true;
                    controller.abort();
                }, this.spec.timeoutMs);
        };
        let finish;
        const finished = new Promise((resolve) => (finish = resolve));
        quiet();
        const read = response.read((text) => {
            if (this.stopped)
                return finish();
            quiet();
            parser.push(text);
            state.retryMs = parser.retryMs ?? state.retryMs;
            if (parser.pendingBytes > lines/* MAX_INPUT_LINE_BYTES */.NM) {
                state.overLong = true;
                if (!owes)
                    this.logOnce("event too long", `warning: upstream sent an event longer than ${MAX_MESSAGE_MIB} MiB on its event stream (GET): the stream was dropped`);
                response.cancel();
                return finish();
            }
            // What follows the last answer is read and dropped, so the connection serves the next POST.
            if (owes && state.pending.size === 0) {
                response.discard(this.spec.timeoutMs);
                finish();
            }
        });
        await Promise.race([read, finished]);
        clearTimeout(timer);
        if (this.stopped)
            response.cancel();
    }
    onEvent(event, state) {
        if (event.id !== undefined) {
            state.lastEventId = event.id;
            if (this.seenEventIds.has(event.id))
                return;
            this.seenEventIds.add(event.id);
        }
        // Priming events (an id and empty data, for resumption) carry no message.
        if (event.data.trim() === "")
            return;
        if (event.event !== "message") {
            this.logOnce(`event ${event.event}`, `warning: upstream sent an event of type "${(0,printable/* printable */.g$)(event.event)}"; only "message" events carry MCP messages, it was dropped`);
            return;
        }
        if (state.pending.size > 0) {
            const { why, message } = malformedEvent(event.data);
            state.malformed ??= why;
            for (const key of answeredIds(message))
                state.pending.delete(key);
        }
        else if (state.unasked) {
            // Nothing waits for it, so it is said at once; the stream goes on, as over stdio after a bad line.
            const { why } = malformedEvent(event.data);
            if (why !== undefined)
                this.logOnce(`unasked ${why}`, `warning: upstream sent an event that is ${why} on its event stream (GET); passed on as it came`);
        }
        this.emit(event.data);
    }
    /**
     * A POST's stream that ended owing answers is resumed with GET and Last-Event-ID, as the spec
     * allows; what still cannot be had is reported lost (J8: the requests were sent).
     */
    async resume(state) {
        // An over-long event would come again on the resumed stream; a silent stream is not broken,
        // and waiting on it again would stretch the bound --upstream-timeout-ms sets.
        const attempts = state.overLong || state.silent ? 0 : RESUME_ATTEMPTS;
        for (let attempt = 0; attempt < attempts && state.pending.size > 0 && !this.stopped; attempt += 1) {
            const lastEventId = state.lastEventId;
            if (lastEventId === undefined)
                break;
            await new Promise((resolve) => setTimeout(resolve, Math.min(state.retryMs ?? 0, MAX_RESUME_DELAY_MS)));
            if (this.stopped)
                return;
            const controller = new AbortController();
            try {
                const response = await this.request("GET", { accept: "text/event-stream", "last-event-id": lastEventId }, undefined, this.spec.timeoutMs, controller);
                if (!response.ok || response.mediaType !== "text/event-stream") {
                    response.cancel();
                    state.resumeRefused = response.ok ? `Content-Type "${(0,printable/* printable */.g$)(response.mediaType)}"` : statusLine(response);
                    break;
                }
                await this.readStream(response, state, controller);
            }
            catch {
                // Counted as an attempt; the loop decides whether to try again.
            }
            finally {
                this.controllers.delete(controller);
            }
        }
        if (this.stopped)
            return;
        if (state.pending.size > 0) {
            const line = streamFailure(state, this.spec.timeoutMs);
            this.logOnce(line, line);
            this.undelivered(state.pending, "lost", line);
        }
        else if (state.malformed !== undefined) {
            const line = `warning: upstream sent an event that is ${state.malformed} on its event stream for ${state.method}; passed on as it came`;
            this.logOnce(line, line);
        }
    }
    /** The GET stream for messages the upstream sends unasked; reopened (resumed) when it drops. */
    async listen(answered) {
        const state = newStreamState("GET", new Map(), true);
        for (let failures = 0; failures < RESUME_ATTEMPTS && !this.stopped;) {
            const controller = new AbortController();
            const seenBefore = this.seenEventIds.size;
            try {
                const extra = { accept: "text/event-stream" };
                if (state.lastEventId !== undefined)
                    extra["last-event-id"] = state.lastEventId;
                const response = await this.request("GET", extra, undefined, this.spec.timeoutMs, controller).finally(answered);
                if (response.status === 405)
                    return; // the server offers no GET stream
                if (!response.ok) {
                    response.cancel();
                    this.logOnce(`get ${response.status}`, `warning: upstream refused its event stream (GET): HTTP ${response.status}`);
                    return;
                }
                await this.readStream(response, state, controller);
            }
            catch {
                // Reconnected below like a dropped stream.
            }
            finally {
                this.controllers.delete(controller);
            }
            failures = this.seenEventIds.size > seenBefore ? 0 : failures + 1;
            await new Promise((resolve) => setTimeout(resolve, Math.min(state.retryMs ?? 250, MAX_RESUME_DELAY_MS)));
        }
    }
}


/***/ }),

/***/ 9825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ MAX_INPUT_LINE_BYTES),
/* harmony export */   cT: () => (/* binding */ joinLines),
/* harmony export */   dc: () => (/* binding */ LineTooLongError),
/* harmony export */   g3: () => (/* binding */ LineSplitter)
/* harmony export */ });
/** A stream that sent a line longer than this is cut off: no MCP message is anywhere near it. */
const MAX_INPUT_LINE_BYTES = 64 * 1024 * 1024;
class LineTooLongError extends Error {
    name = "LineTooLongError";
}
const NEWLINE = Buffer.from("\n");
/**
 * Splits a byte stream into newline-terminated lines without interpreting them, so
 * malformed JSON, batches and unknown keys all reach the other side unchanged.
 */
class LineSplitter {
    onLine;
    pending = [];
    pendingBytes = 0;
    constructor(onLine = () => undefined) {
        this.onLine = onLine;
    }
    push(chunk) {
        for (const line of this.split(chunk))
            this.onLine(line.toString("utf8"));
    }
    /** The complete lines in `chunk` (with what was pending before it), CR stripped, blank lines dropped. */
    split(chunk) {
        const lines = [];
        let start = 0;
        for (;;) {
            const newline = chunk.indexOf(0x0a, start);
            if (newline === -1) {
                if (start < chunk.length) {
                    this.pendingBytes += chunk.length - start;
                    if (this.pendingBytes > MAX_INPUT_LINE_BYTES) {
                        throw new LineTooLongError(`a message longer than ${MAX_INPUT_LINE_BYTES / (1024 * 1024)} MiB`);
                    }
                    this.pending.push(chunk.subarray(start));
                }
                return lines;
            }
            const piece = chunk.subarray(start, newline);
            let bytes = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
            this.pending = [];
            this.pendingBytes = 0;
            start = newline + 1;
            if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d)
                bytes = bytes.subarray(0, -1);
            if (!isBlank(bytes))
                lines.push(bytes);
        }
    }
    /** What is left without a final newline when the stream ends. */
    rest() {
        if (this.pendingBytes === 0)
            return null;
        const line = Buffer.concat(this.pending).toString("utf8");
        this.pending = [];
        this.pendingBytes = 0;
        return line.trim() === "" ? null : line;
    }
}
/**
 * The lines as one buffer, each ending in a newline: one write for everything a chunk held.
 * A chunk that is exactly one line and its newline (as most are) is passed on without a copy.
 */
function joinLines(lines, chunk) {
    const only = lines.length === 1 ? lines[0] : undefined;
    if (chunk !== undefined &&
        only !== undefined &&
        only.buffer === chunk.buffer &&
        only.byteOffset === chunk.byteOffset &&
        only.length === chunk.length - 1)
        return chunk;
    const parts = [];
    for (const line of lines)
        parts.push(line, NEWLINE);
    return Buffer.concat(parts);
}
/** Decided by the first byte unless it may be whitespace (ASCII or, from 0x80 on, Unicode): `trim()` semantics, without decoding every line. */
function isBlank(bytes) {
    if (bytes.length === 0)
        return true;
    const first = bytes[0];
    if (first !== 0x20 && first !== 0x09 && first !== 0x0d && first !== 0x0b && first !== 0x0c && first < 0x80)
        return false;
    return bytes.toString("utf8").trim() === "";
}


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ withinMs),
/* harmony export */   t: () => (/* binding */ UpstreamProcess)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Timers the recorder awaits stay referenced: if an unreferenced wait were all that is left,
 * Node would end the process with exit 13 (unsettled top-level await) instead of our exit code.
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves with `promise`, or after `ms`; the timer never outlives the wait. */
async function withinMs(promise, ms) {
    let timer;
    try {
        await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The upstream runs in its own process group, so stopping it also stops whatever it
 * started (npx → node, sh → server); its stderr comes to ours line by line through `spec.stderr`.
 */
class UpstreamProcess {
    transport = "stdio";
    child;
    exited;
    exitInfo;
    constructor(spec) {
        const [file, ...args] = spec.command;
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
            cwd: spec.cwd,
            env: { ...process.env, ...spec.env },
            stdio: ["pipe", "pipe", spec.stderr ? "pipe" : "inherit"],
            detached: true,
        });
        if (spec.stderr && this.child.stderr)
            relayLines(this.child.stderr, spec.stderr);
        this.exited = new Promise((resolve) => {
            this.child.once("error", (error) => {
                if (this.child.pid === undefined) {
                    this.exitInfo = {
                        code: null,
                        signal: null,
                        spawnError: `${spec.command[0]}: ${error.code === "ENOENT" ? "command not found" : error.message}`,
                    };
                    resolve(this.exitInfo);
                }
            });
            // "close" comes after stdout has been read to its end, so no last answer is lost.
            this.child.once("close", (code, signal) => {
                this.exitInfo ??= { code, signal };
                resolve(this.exitInfo);
            });
        });
        this.child.stdin?.on("error", () => undefined);
    }
    get hasExited() {
        return this.exitInfo !== undefined;
    }
    onData(listener) {
        this.child.stdout?.on("data", listener);
    }
    /** A stdio request is lost only with the process, which {@link exited} reports. */
    onUndelivered() { }
    /** A stdio upstream's answer is one line: there is no stream or body whose state a timeout could name. */
    gaveUp() { }
    send(line) {
        this.write(`${line}\n`);
    }
    /** Whole lines, each ending in a newline. */
    write(lines) {
        const stdin = this.child.stdin;
        if (stdin && !stdin.destroyed && stdin.writable)
            stdin.write(lines);
    }
    signalGroup(signal) {
        const pid = this.child.pid;
        if (pid === undefined)
            return false;
        try {
            process.kill(-pid, signal);
            return true;
        }
        catch {
            return false;
        }
    }
    groupAlive() {
        return this.signalGroup(0);
    }
    /**
     * Closes stdin first (the polite MCP stdio shutdown), then SIGTERM and SIGKILL to the
     * whole process group, each after a grace period: no stray process survives the recorder.
     * Its stdout is let go at the end, so a process that escaped the group and still holds the
     * pipe cannot keep the recorder alive.
     */
    async stop(graceMs = 1500) {
        if (this.child.pid === undefined)
            return;
        this.child.stdin?.end();
        await withinMs(this.exited, graceMs);
        if (this.groupAlive()) {
            this.signalGroup("SIGTERM");
            const deadline = Date.now() + graceMs;
            while (Date.now() < deadline && this.groupAlive())
                await sleep(25);
            if (this.groupAlive())
                this.signalGroup("SIGKILL");
        }
        this.child.stdout?.destroy();
        this.child.stderr?.destroy();
    }
}
/** A line of the upstream's stderr is passed on at this length at the latest, so one without a newline cannot grow unbounded. */
const MAX_STDERR_LINE = 64 * 1024;
/** A private key is printed over many lines; redaction must see it whole, so its lines are passed on together. */
const KEY_BEGIN = /-----BEGIN [A-Z0-9 _-]{0,100}PRIVATE KEY/;
const KEY_END = /-----END [A-Z0-9 _-]{0,100}PRIVATE KEY/;
function relayLines(stream, onLine) {
    let pending = "";
    let key = [];
    let keyLength = 0;
    const passOn = (line) => {
        if (key.length === 0 && !KEY_BEGIN.test(line))
            return onLine(line);
        key.push(line);
        keyLength += line.length + 1;
        if (KEY_END.test(line) || keyLength >= MAX_STDERR_LINE)
            flushKey();
    };
    const flushKey = () => {
        if (key.length > 0)
            onLine(key.join("\n"));
        key = [];
        keyLength = 0;
    };
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
        pending += chunk;
        let start = 0;
        for (let newline = pending.indexOf("\n"); newline !== -1; newline = pending.indexOf("\n", start)) {
            passOn(pending.slice(start, newline).replace(/\r$/, ""));
            start = newline + 1;
        }
        pending = pending.slice(start);
        if (pending.length >= MAX_STDERR_LINE) {
            passOn(pending);
            pending = "";
        }
    });
    stream.on("end", () => {
        if (pending !== "")
            passOn(pending);
        flushKey();
    });
    stream.on("error", () => undefined);
}


/***/ })

};
