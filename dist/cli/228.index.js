export const id = 228;
export const ids = [228,847];
export const modules = {

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

/***/ 5847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UpstreamListError: () => (/* binding */ UpstreamListError),
  listUpstreamTools: () => (/* binding */ listUpstreamTools)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/recorder/lines.ts
var recorder_lines = __webpack_require__(9825);
// EXTERNAL MODULE: ./src/recorder/upstream.ts
var recorder_upstream = __webpack_require__(3301);
;// CONCATENATED MODULE: ./src/recorder/upstream-transport.ts



/**
 * An SDK transport over an {@link UpstreamProcess}: the SDK client speaks to the upstream
 * while the process-group handling (no stray process) stays ours.
 */
class UpstreamTransport {
    spec;
    onclose;
    onerror;
    onmessage;
    upstream;
    exit;
    constructor(spec) {
        this.spec = spec;
    }
    async start() {
        const upstream = new recorder_upstream/* UpstreamProcess */.t(this.spec);
        this.upstream = upstream;
        const lines = new recorder_lines/* LineSplitter */.g3((line) => {
            try {
                this.onmessage?.((0,stdio/* deserializeMessage */.b_)(line));
            }
            catch (error) {
                this.onerror?.(error instanceof Error ? error : new Error(String(error)));
            }
        });
        upstream.child.stdout?.on("data", (chunk) => {
            try {
                lines.push(chunk);
            }
            catch (error) {
                this.onerror?.(error);
            }
        });
        void upstream.exited.then((exit) => {
            this.exit = exit;
            this.onclose?.();
        });
    }
    async send(message) {
        if (!this.upstream || this.upstream.hasExited)
            throw new Error("upstream unavailable: the MCP server process has exited");
        this.upstream.send((0,stdio/* serializeMessage */.Ex)(message).trimEnd());
    }
    async close() {
        await this.upstream?.stop();
    }
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/recorder/list-tools.ts




/** The upstream could not be started or did not list its tools; the message is one line for the user. */
class UpstreamListError extends Error {
    name = "UpstreamListError";
}
/**
 * Starts the upstream, lists its tools (every page) without calling any, and stops it with
 * its whole process group. `doctor` and `init` both look at an upstream through this.
 */
async function listUpstreamTools(spec, timeoutMs) {
    const transport = new UpstreamTransport(spec);
    const client = new esm_client/* Client */.K({ name: "loopgate", version: "1" }, { capabilities: { roots: {} } });
    // Some servers ask every client for its roots and print a stack trace when refused
    // (mcp-shrimp-task-manager does, on each start). Listing tools concerns no project folder,
    // so the answer is none: the server keeps the default it has without roots.
    client.setRequestHandler(types/* ListRootsRequestSchema */.WQ, () => ({ roots: [] }));
    try {
        try {
            await client.connect(transport, { timeout: timeoutMs });
        }
        catch (error) {
            const exit = transport.exit;
            const how = exit?.spawnError ?? (exit ? `exited with ${exit.signal ?? `code ${exit.code}`}` : error.message);
            throw new UpstreamListError(`the upstream failed to start: ${how}`);
        }
        const tools = await listAllPages(client, timeoutMs);
        const info = client.getServerVersion();
        return { server: info ? `${info.name} ${info.version}` : spec.command.join(" "), tools };
    }
    finally {
        await client.close().catch(() => undefined);
    }
}
async function listAllPages(client, timeoutMs) {
    const tools = [];
    const seen = new Set();
    let cursor;
    for (;;) {
        let page;
        try {
            page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs });
        }
        catch (error) {
            throw new UpstreamListError(`tools/list failed: ${(0,util_text/* firstLine */.TM)(error.message)}`);
        }
        tools.push(...page.tools);
        // A server that hands out the same cursor again would keep us here forever.
        if (!page.nextCursor || seen.has(page.nextCursor))
            return tools;
        seen.add(page.nextCursor);
        cursor = page.nextCursor;
    }
}


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
 * started (npx → node, sh → server); its stderr goes straight to ours.
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
            stdio: ["pipe", "pipe", "inherit"],
            detached: true,
        });
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
    }
}


/***/ })

};
