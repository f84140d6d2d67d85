export const id = 308;
export const ids = [308];
export const modules = {

/***/ 9308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HttpAgentSide: () => (/* binding */ HttpAgentSide),
/* harmony export */   isLoopback: () => (/* binding */ isLoopback)
/* harmony export */ });
/* unused harmony export newToken */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _http_upstream_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1667);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9825);






/** Messages for the agent that no open stream can take yet are held, up to this many. */
const MAX_HELD_LINES = 10_000;
const MCP_PATH = "/mcp";
/** 127.0.0.0/8, ::1 and localhost: the addresses only this machine reaches. */
function isLoopback(host) {
    const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
    if (bare === "localhost" || bare === "::1")
        return true;
    return (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIP)(bare) === 4 && bare.startsWith("127.");
}
/** A random per-run bearer token: 192 bits, URL-safe. */
function newToken() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(24).toString("base64url");
}
/**
 * The recorder's agent side over Streamable HTTP: each POSTed message goes into `agentIn` as
 * one line, each line the recorder writes to `agentOut` goes to the agent on the stream of the
 * POST it answers, or (requests and notifications of the upstream) on the GET stream, else on
 * the newest open POST stream. One session; DELETE ends it like stdin's end.
 */
class HttpAgentSide {
    spec;
    agentIn = new node_stream__WEBPACK_IMPORTED_MODULE_3__.PassThrough();
    agentOut;
    token;
    server;
    sessionId;
    getStream = null;
    postStreams = [];
    held = [];
    ended = false;
    constructor(spec) {
        this.spec = spec;
        this.token = spec.token ?? newToken();
        const lines = new _lines_js__WEBPACK_IMPORTED_MODULE_5__/* .LineSplitter */ .g3((line) => this.toAgent(line));
        this.agentOut = new node_stream__WEBPACK_IMPORTED_MODULE_3__.Writable({
            write: (chunk, _encoding, done) => {
                lines.push(chunk);
                done();
            },
        });
        this.server = (0,node_http__WEBPACK_IMPORTED_MODULE_1__.createServer)((request, response) => {
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
            stream.response.end();
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
        return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
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
        const message = (0,_http_upstream_js__WEBPACK_IMPORTED_MODULE_4__/* .outgoing */ .by)(line);
        const headers = {};
        if (message.initialize)
            this.sessionId ??= (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
        if (this.sessionId !== undefined)
            headers["mcp-session-id"] = this.sessionId;
        if (message.requests.size === 0) {
            response.writeHead(202, headers).end();
        }
        else {
            response.writeHead(200, { ...headers, "content-type": "text/event-stream", "cache-control": "no-cache" });
            const stream = {
                response,
                pending: new Set(message.requests.keys()),
                progressTokens: progressTokensOf(line),
            };
            this.postStreams.push(stream);
            response.once("close", () => this.forget(stream));
            this.flushHeld();
        }
        this.agentIn.write(`${line}\n`);
    }
    get(request, response) {
        if (!(request.headers.accept ?? "").includes("text/event-stream")) {
            response.writeHead(406).end();
            return;
        }
        if (this.getStream !== null) {
            response.writeHead(409).end();
            return;
        }
        const headers = { "content-type": "text/event-stream", "cache-control": "no-cache" };
        if (this.sessionId !== undefined)
            headers["mcp-session-id"] = this.sessionId;
        response.writeHead(200, headers);
        response.flushHeaders();
        const stream = { response, pending: new Set(), progressTokens: new Set() };
        this.getStream = stream;
        response.once("close", () => {
            if (this.getStream === stream)
                this.getStream = null;
        });
        this.flushHeld();
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
        const ids = (0,_http_upstream_js__WEBPACK_IMPORTED_MODULE_4__/* .answeredIds */ .EZ)(parsed);
        const owner = ids.length > 0 ? this.postStreams.find((stream) => ids.some((id) => stream.pending.has(id))) : undefined;
        if (owner !== undefined) {
            send(owner.response, line);
            for (const id of ids)
                owner.pending.delete(id);
            if (owner.pending.size === 0) {
                owner.response.end();
                this.forget(owner);
            }
            return;
        }
        // Progress on another stream than its answer could arrive after it, when the agent no longer listens.
        const token = progressTokenOf(parsed);
        const stream = (token === undefined ? undefined : this.postStreams.find((open) => open.progressTokens.has(token))) ??
            this.getStream ??
            this.postStreams.at(-1);
        if (stream !== undefined)
            send(stream.response, line);
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
/** The progress tokens (`params._meta.progressToken`) of the requests a POSTed line holds. */
function progressTokensOf(line) {
    const tokens = new Set();
    let parsed;
    try {
        parsed = JSON.parse(line);
    }
    catch {
        return tokens;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
        const meta = isObject(message) && isObject(message.params) ? message.params._meta : undefined;
        if (isObject(meta) && meta.progressToken !== undefined)
            tokens.add(JSON.stringify(meta.progressToken));
    }
    return tokens;
}
/** The token of a `notifications/progress`, keyed as {@link progressTokensOf} keys them. */
function progressTokenOf(message) {
    if (!isObject(message) || message.method !== "notifications/progress" || !isObject(message.params))
        return undefined;
    const token = message.params.progressToken;
    return token === undefined ? undefined : JSON.stringify(token);
}
function send(response, line) {
    response.write(`event: message\ndata: ${line}\n\n`);
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
        if (size > _lines_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_INPUT_LINE_BYTES */ .NM)
            return null;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
}


/***/ })

};
