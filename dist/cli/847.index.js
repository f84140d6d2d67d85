export const id = 847;
export const ids = [847,228];
export const modules = {

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

// EXTERNAL MODULE: ./src/util/redact.ts + 2 modules
var redact = __webpack_require__(4107);
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
    // What doctor and init print goes through the recorder's rule: a serverInfo or a command can hold a secret.
    const redaction = new redact/* Redaction */.ki({ literals: Object.values(spec.env) });
    const { command, secrets } = redaction.command(spec.command);
    redaction.addLiterals(secrets);
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
            throw new UpstreamListError(`the upstream failed to start: ${redaction.text(how)}`);
        }
        const tools = await listAllPages(client, timeoutMs);
        const info = client.getServerVersion();
        return { server: info ? redaction.text(`${info.name} ${info.version}`) : command.join(" "), tools };
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


/***/ })

};
