export const id = 666;
export const ids = [666];
export const modules = {

/***/ 3666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HttpAgentSide: () => (/* binding */ HttpAgentSide),
  isLoopback: () => (/* binding */ isLoopback)
});

// UNUSED EXPORTS: newToken

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/recorder/http-upstream.ts + 2 modules
var http_upstream = __webpack_require__(7374);
;// CONCATENATED MODULE: ./src/recorder/http-agent-streams.ts
/** Of each stream, the newest events up to this many bytes are kept for an agent that resumes it (the newest always). */
const REPLAY_BYTES_PER_STREAM = 1024 * 1024;
/** Streams kept for resumption: the newest this many (a live one is never dropped). */
const REPLAY_STREAMS = 32;
/**
 * One event stream to the agent (a POST's answer stream or the GET stream): every event has an
 * id (`<stream>.<n>`) and is kept, within bounds, so an agent that lost the connection can
 * resume with Last-Event-ID and gets exactly the events after that one, once.
 */
class AgentStream {
    kind;
    id;
    pending;
    progressTokens;
    response;
    /** Set once the last answer it owes was written: the stream is over (POST). */
    ended = false;
    nextEvent = 0;
    sent = [];
    sentBytes = 0;
    constructor(kind, id, response, 
    /** Answers still due on this stream, by id (POST); none for the GET stream. */
    pending, 
    /** The progress tokens its requests carry: their progress goes on this stream, before the answer. */
    progressTokens) {
        this.kind = kind;
        this.id = id;
        this.pending = pending;
        this.progressTokens = progressTokens;
        this.response = response;
    }
    /** Whether the agent holds an event id of this stream, so it can resume it. */
    get resumable() {
        return this.nextEvent > 0;
    }
    /** One message; `last` ends the stream with it, in one write. */
    message(line, last = false) {
        this.event(`event: message\ndata: ${line}\n\n`, last);
    }
    /** An event with an id and no message, so the agent can resume a stream that has carried none yet. */
    prime() {
        this.event("data: \n\n", false);
    }
    event(body, last) {
        const n = this.nextEvent++;
        const frame = `id: ${this.id}.${n}\n${body}`;
        this.sent.push({ n, frame });
        this.sentBytes += frame.length;
        while (this.sent.length > 1 && this.sentBytes > REPLAY_BYTES_PER_STREAM)
            this.sentBytes -= this.sent.shift().frame.length;
        if (last)
            this.ended = true;
        if (this.response === null)
            return;
        if (last)
            this.response.end(frame);
        else
            this.response.write(frame);
    }
    /**
     * The frames after event `n`, or null when some of them are no longer kept (the agent would
     * miss messages: it is refused rather than resumed with a gap).
     */
    after(n) {
        if (n >= this.nextEvent || n < -1)
            return null;
        const oldest = this.sent[0]?.n ?? this.nextEvent;
        if (n + 1 < oldest)
            return null;
        return this.sent
            .filter((event) => event.n > n)
            .map((event) => event.frame)
            .join("");
    }
}
/** The streams an agent may resume, by id, bounded. */
class ResumableStreams {
    streams = new Map();
    count = 0;
    add(kind, response, pending, tokens) {
        this.count += 1;
        const stream = new AgentStream(kind, `${kind}${this.count}`, response, pending, tokens);
        this.streams.set(stream.id, stream);
        if (this.streams.size > REPLAY_STREAMS) {
            for (const [id, old] of this.streams) {
                if (old.response !== null && !old.ended)
                    continue;
                this.streams.delete(id);
                break;
            }
        }
        return stream;
    }
    /** The stream a Last-Event-ID names and the number of its event, or null. */
    find(lastEventId) {
        const dot = lastEventId.lastIndexOf(".");
        const stream = this.streams.get(lastEventId.slice(0, dot));
        const n = Number(lastEventId.slice(dot + 1));
        if (dot === -1 || stream === undefined || !/^\d+$/.test(lastEventId.slice(dot + 1)))
            return null;
        return { stream, n };
    }
}

// EXTERNAL MODULE: ./src/recorder/lines.ts
var recorder_lines = __webpack_require__(9825);
;// CONCATENATED MODULE: ./src/recorder/http-agent.ts







/** Messages for the agent that no open stream can take yet are held, up to this many. */
const MAX_HELD_LINES = 10_000;
const MCP_PATH = "/mcp";
/**
 * A POST's stream still without an answer after this long gets an event with an id and no
 * message (an agent of protocol 2025-11-25 or later skips it), so an agent that loses the
 * connection can resume it. Quick answers need none: their own event has an id.
 */
const PRIME_AFTER_MS = 100;
/** The first protocol revision whose clients accept an event without data (the SDK's rule too). */
const PRIMING_PROTOCOL = "2025-11-25";
const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache" };
/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine reaches. */
function isLoopback(host) {
    const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
    if (bare === "localhost" || bare === "::1")
        return true;
    return (0,external_node_net_.isIP)(bare) === 4 && bare.startsWith("127.");
}
/** A random per-run bearer token: 192 bits, URL-safe. */
function newToken() {
    return (0,external_node_crypto_.randomBytes)(24).toString("base64url");
}
/**
 * The recorder's agent side over Streamable HTTP: each POSTed message goes into `agentIn` as
 * one line, each line the recorder writes to `agentOut` goes to the agent on the stream of the
 * POST it answers, or (requests and notifications of the upstream) on the GET stream, else on
 * the newest open POST stream. One session; DELETE ends it like stdin's end. Every event has
 * an id: an agent that lost a stream resumes it with GET and Last-Event-ID.
 */
class HttpAgentSide {
    spec;
    agentIn = new external_node_stream_.PassThrough();
    agentOut;
    token;
    server;
    sessionId;
    getStream = null;
    /** POST streams that still owe answers, connected or waiting for the agent to resume them. */
    postStreams = [];
    streams = new ResumableStreams();
    held = [];
    ended = false;
    /** Whether the agent ended the session itself (DELETE), as opposed to the recorder stopping. */
    endedByDelete = false;
    constructor(spec) {
        this.spec = spec;
        this.token = spec.token ?? newToken();
        const lines = new recorder_lines/* LineSplitter */.g3((line) => this.toAgent(line));
        this.agentOut = new external_node_stream_.Writable({
            write: (chunk, _encoding, done) => {
                lines.push(chunk);
                done();
            },
        });
        this.server = (0,external_node_http_.createServer)((request, response) => {
            this.handle(request, response).catch(() => {
                if (!response.headersSent)
                    response.writeHead(500).end();
                else
                    response.end();
            });
        });
    }
    /** Listens; resolves with the URL the agent connects to. */
    listen() {
        return new Promise((resolve, reject) => {
            this.server.once("error", reject);
            this.server.listen(this.spec.port, this.spec.host.replace(/^\[|\]$/g, ""), () => {
                const address = this.server.address();
                const port = typeof address === "object" && address !== null ? address.port : this.spec.port;
                // --listen takes an IPv6 address only in brackets, as a URL writes it.
                resolve(`http://${this.spec.host}:${port}${MCP_PATH}`);
            });
        });
    }
    async close() {
        this.endAgentIn();
        for (const stream of [...this.postStreams, ...(this.getStream ? [this.getStream] : [])])
            stream.response?.end();
        this.server.closeAllConnections();
        await new Promise((resolve) => this.server.close(() => resolve()));
    }
    endAgentIn() {
        if (this.ended)
            return;
        this.ended = true;
        this.agentIn.end();
    }
    refused(request, response) {
        if (new URL(request.url ?? "/", "http://loopback").pathname !== MCP_PATH) {
            response.writeHead(404).end();
            return true;
        }
        // The DNS-rebinding guard the spec asks for: a browser page elsewhere cannot reach us.
        const origin = request.headers.origin;
        if (origin !== undefined && !loopbackOrigin(origin)) {
            response.writeHead(403, { "content-type": "text/plain" }).end("origin not allowed\n");
            return true;
        }
        if (!this.authorised(request.headers.authorization)) {
            response
                .writeHead(401, { "www-authenticate": "Bearer", "content-type": "text/plain" })
                .end("bearer token required\n");
            return true;
        }
        const session = request.headers["mcp-session-id"];
        if (this.sessionId !== undefined && typeof session === "string" && session !== this.sessionId) {
            response.writeHead(404, { "content-type": "text/plain" }).end("unknown session\n");
            return true;
        }
        return false;
    }
    authorised(header) {
        const expected = Buffer.from(`Bearer ${this.token}`);
        const given = Buffer.from(header ?? "");
        return given.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(given, expected);
    }
    async handle(request, response) {
        if (this.refused(request, response))
            return;
        if (request.method === "POST")
            await this.post(request, response);
        else if (request.method === "GET")
            this.get(request, response);
        else if (request.method === "DELETE") {
            response.writeHead(200).end();
            if (!this.ended)
                this.endedByDelete = true;
            this.endAgentIn();
        }
        else
            response.writeHead(405, { allow: "GET, POST, DELETE" }).end();
    }
    async post(request, response) {
        const body = await readBody(request);
        if (body === null) {
            response.writeHead(413).end();
            return;
        }
        const line = /[\r\n]/.test(body) ? body.replace(/\r\n|\r|\n/g, " ") : body;
        if (line.trim() === "" || this.ended) {
            response.writeHead(line.trim() === "" ? 400 : 404).end();
            return;
        }
        const message = (0,http_upstream/* outgoing */.by)(line);
        const headers = {};
        if (message.initialize)
            this.sessionId ??= (0,external_node_crypto_.randomUUID)();
        if (this.sessionId !== undefined)
            headers["mcp-session-id"] = this.sessionId;
        if (message.requests.size === 0) {
            response.writeHead(202, headers).end();
        }
        else {
            response.writeHead(200, { ...headers, ...SSE_HEADERS });
            const stream = this.streams.add("post", response, new Set(message.requests.keys()), message.progressTokens);
            this.postStreams.push(stream);
            this.watch(stream, response, primes(request));
            this.flushHeld();
        }
        this.agentIn.write(`${line}\n`);
    }
    get(request, response) {
        if (!(request.headers.accept ?? "").includes("text/event-stream")) {
            response.writeHead(406).end();
            return;
        }
        const lastEventId = request.headers["last-event-id"];
        if (typeof lastEventId === "string") {
            this.resume(lastEventId, response);
            return;
        }
        if (this.getStream !== null) {
            response.writeHead(409).end();
            return;
        }
        response.writeHead(200, this.sseHeaders());
        response.flushHeaders();
        const stream = this.streams.add("get", response, new Set(), new Set());
        this.getStream = stream;
        this.watch(stream, response, false);
        this.flushHeld();
    }
    sseHeaders() {
        return this.sessionId === undefined ? SSE_HEADERS : { ...SSE_HEADERS, "mcp-session-id": this.sessionId };
    }
    /**
     * A stream the agent resumes: what it missed after its last event, then what is still to
     * come. An id we no longer know, or whose events are no longer all kept, is refused (404):
     * the agent then knows it lost messages, rather than receiving a stream with a gap.
     */
    resume(lastEventId, response) {
        const found = this.streams.find(lastEventId);
        const missed = found === null ? null : found.stream.after(found.n);
        if (found === null || missed === null) {
            response.writeHead(404, { "content-type": "text/plain" }).end("unknown event id\n");
            return;
        }
        const { stream } = found;
        const isGet = stream.kind === "get";
        if (stream.response !== null || (isGet && this.getStream !== null)) {
            response.writeHead(409).end();
            return;
        }
        response.writeHead(200, this.sseHeaders());
        if (stream.ended) {
            response.end(missed);
            return;
        }
        if (missed === "")
            response.flushHeaders();
        else
            response.write(missed);
        stream.response = response;
        if (isGet)
            this.getStream = stream;
        this.watch(stream, response, false);
        this.flushHeld();
    }
    /**
     * When the agent's connection of a stream closes, the stream waits for it to resume, unless
     * it gave the agent no id to resume from: then what it owes goes on another stream.
     */
    watch(stream, response, prime) {
        const primer = prime
            ? setTimeout(() => {
                if (!stream.resumable && !stream.ended && stream.response === response)
                    stream.prime();
            }, PRIME_AFTER_MS)
            : undefined;
        response.once("close", () => {
            clearTimeout(primer);
            if (stream.response !== response)
                return;
            stream.response = null;
            if (this.getStream === stream)
                this.getStream = null;
            if (!stream.resumable)
                this.forget(stream);
        });
    }
    forget(stream) {
        const index = this.postStreams.indexOf(stream);
        if (index !== -1)
            this.postStreams.splice(index, 1);
    }
    toAgent(line) {
        let parsed;
        try {
            parsed = JSON.parse(line);
        }
        catch {
            parsed = undefined;
        }
        if (Array.isArray(parsed) && parsed.length > 0) {
            // A batch goes to the agent one event per message, as the spec allows: SDK clients read
            // one message per event, and each answer goes on the stream of the POST that asked for it.
            for (const item of parsed)
                this.toAgent(JSON.stringify(item));
            return;
        }
        const ids = (0,http_upstream/* answeredIds */.EZ)(parsed);
        const owner = ids.length > 0 ? this.postStreams.find((stream) => ids.some((id) => stream.pending.has(id))) : undefined;
        if (owner !== undefined) {
            for (const id of ids)
                owner.pending.delete(id);
            // The last answer and the stream's end in one write: one system call less per tool call.
            owner.message(line, owner.pending.size === 0);
            if (owner.pending.size === 0)
                this.forget(owner);
            return;
        }
        // Progress on another stream than its answer could arrive after it, when the agent no longer listens.
        const token = progressTokenOf(parsed);
        const stream = (token === undefined ? undefined : this.postStreams.find((open) => open.progressTokens.has(token))) ??
            this.getStream ??
            this.postStreams.findLast((open) => open.response !== null);
        if (stream !== undefined)
            stream.message(line);
        else if (this.held.length < MAX_HELD_LINES)
            this.held.push(line);
    }
    flushHeld() {
        const held = this.held;
        this.held = [];
        for (const line of held)
            this.toAgent(line);
    }
}
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/** The token of a `notifications/progress`, keyed as `outgoing` keys a request's. */
function progressTokenOf(message) {
    if (!isObject(message) || message.method !== "notifications/progress" || !isObject(message.params))
        return undefined;
    const token = message.params.progressToken;
    return token === undefined ? undefined : JSON.stringify(token);
}
/** Whether the agent's protocol revision (its header) takes priming events. */
function primes(request) {
    const version = request.headers["mcp-protocol-version"];
    return typeof version === "string" && version >= PRIMING_PROTOCOL;
}
function loopbackOrigin(origin) {
    try {
        return isLoopback(new URL(origin).hostname);
    }
    catch {
        return false;
    }
}
/** The request body as text, or null when it is longer than any MCP message may be. */
async function readBody(request) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
        size += chunk.length;
        if (size > recorder_lines/* MAX_INPUT_LINE_BYTES */.NM)
            return null;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
}


/***/ })

};
