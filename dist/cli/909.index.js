export const id = 909;
export const ids = [909,290];
export const modules = {

/***/ 1636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sj: () => (/* binding */ recordedUrl),
/* harmony export */   YF: () => (/* binding */ connectUpstream),
/* harmony export */   n3: () => (/* binding */ headerSecrets)
/* harmony export */ });
/* harmony import */ var _http_upstream_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7374);
/* harmony import */ var _upstream_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3301);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4107);



/** The upstream the options name: a command on stdio, or a Streamable HTTP URL. */
function connectUpstream(options, log) {
    if (options.upstreamUrl !== undefined) {
        return new _http_upstream_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpUpstream */ .iC({
            url: options.upstreamUrl,
            headers: options.upstreamHeaders ?? {},
            timeoutMs: options.config.upstreamTimeoutMs,
            log,
        });
    }
    return new _upstream_js__WEBPACK_IMPORTED_MODULE_1__/* .UpstreamProcess */ .t({
        command: options.upstreamCommand,
        cwd: options.upstreamCwd,
        env: options.upstreamEnv,
        stderr: (line) => log(`upstream: ${line}`),
    });
}
/**
 * Which query parameters hold secrets cannot be known (`key`, `sig`, `code`, `token`, …), so
 * none is kept: the names stay, to show the URL's shape.
 */
function recordedUrl(raw) {
    const url = new URL(raw);
    const secrets = [];
    // A short query value ("json", "true") is no secret, and redacting it everywhere would maim the recording.
    const keep = (value, minLength = QUERY_SECRET_MIN_LENGTH) => {
        if (value.length >= minLength)
            secrets.push(value, decodeURIComponentSafe(value));
    };
    keep(url.username, 1);
    keep(url.password, 1);
    if (url.username !== "" || url.password !== "") {
        url.username = _util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .REDACTED_USERINFO */ .xe;
        url.password = "";
    }
    keep(url.hash.slice(1));
    url.hash = "";
    const query = [...url.searchParams.entries()];
    for (const [, value] of query)
        keep(value);
    url.search =
        query.length === 0 ? "" : query.map(([name]) => `${encodeURIComponent(name)}=${_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .REDACTED_QUERY_VALUE */ .CU}`).join("&");
    return { url: url.toString(), secrets: [...new Set(secrets)].filter((secret) => secret.length > 0) };
}
/** Query values and fragments this long are also redacted wherever else they appear. */
const QUERY_SECRET_MIN_LENGTH = 8;
function decodeURIComponentSafe(value) {
    try {
        return decodeURIComponent(value);
    }
    catch {
        return value;
    }
}
/** A header's value, and for `Scheme credentials` the credentials alone, which a server might echo. */
function headerSecrets(headers) {
    const secrets = [];
    for (const value of Object.values(headers)) {
        secrets.push(value);
        const parts = value.split(/\s+/);
        if (parts.length === 2 && parts[1].length >= 8)
            secrets.push(parts[1]);
    }
    return secrets;
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
// EXTERNAL MODULE: ./src/recorder/connect-upstream.ts
var connect_upstream = __webpack_require__(1636);
// EXTERNAL MODULE: ./src/recorder/http-upstream.ts + 2 modules
var http_upstream = __webpack_require__(7374);
// EXTERNAL MODULE: ./src/recorder/upstream.ts
var upstream = __webpack_require__(3301);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/recorder/lines.ts
var recorder_lines = __webpack_require__(9825);
;// CONCATENATED MODULE: ./src/recorder/upstream-transport.ts


/**
 * An SDK transport over an {@link UpstreamLink}: the SDK client speaks to the upstream while
 * the link stays the recorder's own (no stray process on stdio; over HTTP the same session,
 * error and timeout handling as `record`).
 */
class UpstreamTransport {
    connect;
    onclose;
    onerror;
    onmessage;
    upstream;
    exit;
    constructor(connect) {
        this.connect = connect;
    }
    async start() {
        const upstream = this.connect();
        this.upstream = upstream;
        const lines = new recorder_lines/* LineSplitter */.g3((line) => {
            try {
                this.onmessage?.((0,stdio/* deserializeMessage */.b_)(line));
            }
            catch (error) {
                this.onerror?.(error instanceof Error ? error : new Error(String(error)));
            }
        });
        upstream.onData((chunk) => {
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
            throw new Error("upstream unavailable: the MCP server has gone");
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
/** How the upstream is reached, what names it when it gives no serverInfo, and the secrets to hide. */
function linkOf(target, timeoutMs, log) {
    if ("url" in target) {
        const { url, secrets } = (0,connect_upstream/* recordedUrl */.Sj)(target.url);
        const redaction = new redact/* Redaction */.ki({ literals: [...secrets, ...(0,connect_upstream/* headerSecrets */.n3)(target.headers)] });
        const connect = () => new http_upstream/* HttpUpstream */.iC({ url: target.url, headers: target.headers, timeoutMs, log });
        return { connect, name: [url], redaction };
    }
    const redaction = new redact/* Redaction */.ki({ literals: Object.values(target.env) });
    const { command, secrets } = redaction.command(target.command);
    redaction.addLiterals(secrets);
    // The upstream's own stderr, when the caller prints it, is redacted like the rest.
    const stderr = target.stderr;
    const spec = stderr ? { ...target, stderr: (line) => stderr(redaction.text(line)) } : target;
    return { connect: () => new upstream/* UpstreamProcess */.t(spec), name: command, redaction };
}
/**
 * Starts the upstream (or opens a session with it at its URL), lists its tools (every page)
 * without calling any, and stops it with its whole process group (or ends the session).
 * `doctor` and `init` both look at an upstream through this.
 */
async function listUpstreamTools(target, timeoutMs) {
    // Over HTTP what the link says (an HTTP status with its hint, then the transport the server
    // answered with, if it is not Streamable HTTP) explains a failed start best.
    const said = [];
    // What doctor and init print goes through the recorder's rule: a serverInfo, a command or a URL can hold a secret.
    const { connect, name: command, redaction } = linkOf(target, timeoutMs, (line) => said.push(line));
    const transport = new UpstreamTransport(connect);
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
            const how = exit?.spawnError ??
                (said.length > 0 ? said.join("; ") : undefined) ??
                (exit ? `exited with ${exit.signal ?? `code ${exit.code}`}` : error.message);
            throw new UpstreamListError(`the upstream failed to start: ${redaction.text(how)}`);
        }
        const tools = await listAllPages(client, timeoutMs, redaction);
        const info = client.getServerVersion();
        return { server: info ? redaction.text(`${info.name} ${info.version}`) : command.join(" "), tools };
    }
    finally {
        await client.close().catch(() => undefined);
    }
}
async function listAllPages(client, timeoutMs, redaction) {
    const tools = [];
    const seen = new Set();
    let cursor;
    for (;;) {
        let page;
        try {
            page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs });
        }
        catch (error) {
            throw new UpstreamListError(`tools/list failed: ${redaction.text((0,util_text/* firstLine */.TM)(error.message))}`);
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

/***/ 7048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ faultSpec),
/* harmony export */   OW: () => (/* binding */ SCENARIO_ORDER),
/* harmony export */   U9: () => (/* binding */ SCENARIOS),
/* harmony export */   X6: () => (/* binding */ isGhostWrite),
/* harmony export */   ae: () => (/* binding */ scenarioSpec),
/* harmony export */   r8: () => (/* binding */ asksToWait),
/* harmony export */   y2: () => (/* binding */ FAULTS)
/* harmony export */ });
/* unused harmony export SCENARIO_TABLE */
/**
 * The scenarios, as data: one row per scenario, read by the recorder (what to inject, which
 * error the agent gets), its stop line and `--allow-writes`, the judge (when a scenario
 * counts as triggered, whether a PASS only sets a baseline) and the renderers (order and
 * title). Adding a scenario is one key in {@link ScenarioKinds} and one row in
 * {@link SCENARIO_TABLE}; the compiler then names every other place that must decide about
 * it (test/type-level.test.ts adds a fake one and pins that list). No zod here: the
 * reader's fast checks use these lists without loading it.
 */
// Exhaustive by its type: a name in ScenarioKinds without a row here does not compile. The
// key order is the order of the format's enum (docs/recording-format.md, the JSON schemas).
const SCENARIO_TABLE = {
    none: {
        injects: "nothing",
        triggeredBy: "write call",
        selectedBy: "default",
        asksToWait: false,
        errorText: null,
        reportRank: 7,
        title: "no fault injected (baseline)",
    },
    F1: {
        injects: "ghost",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 504, error: "timeout", message: "the request timed out before the server answered" }),
        reportRank: 1,
        title: "ghost write: executed, but the agent got a timeout",
    },
    F2: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: true,
        errorText: (retryAfterSeconds) => JSON.stringify({ status: 429, error: "rate_limited", retry_after: retryAfterSeconds }),
        reportRank: 2,
        title: "rate limit: 429 with retry_after",
    },
    F3: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => '{"',
        reportRank: 3,
        title: "truncated JSON answer, not executed",
    },
    F4: {
        injects: "nothing",
        triggeredBy: "forwarded write",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: null,
        reportRank: 4,
        title: "duplicate dispatch baseline, nothing injected",
    },
    F5: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 500, error: "internal_server_error" }),
        reportRank: 5,
        title: "server error 500, not executed",
    },
    chaos: {
        injects: "seeded",
        triggeredBy: "fault",
        selectedBy: "--mode",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 503, error: "server_error", message: "the server could not handle the request" }),
        reportRank: 6,
        title: "seeded random server errors",
    },
};
/** A scenario's row, widened: what code that handles every scenario alike reads. */
function scenarioSpec(name) {
    return SCENARIO_TABLE[name];
}
/** A fault's row: one that injects, so it has an error text. */
function faultSpec(fault) {
    return SCENARIO_TABLE[fault];
}
const SCENARIOS = Object.keys(SCENARIO_TABLE);
const FAULTS = SCENARIOS.filter((name) => scenarioSpec(name).injects !== "nothing");
const GHOST_FAULTS = new Set(FAULTS.filter((name) => faultSpec(name).injects === "ghost"));
const WAIT_FAULTS = new Set(FAULTS.filter((name) => faultSpec(name).asksToWait));
/**
 * Whether a call's fault is a ghost write (J11): forwarded to the upstream, so it may have
 * executed, while the agent was told it timed out (F1). The judge and the reader ask this of
 * the table, never a scenario's name, so a new fault of this kind is one row.
 */
function isGhostWrite(fault) {
    return fault !== null && GHOST_FAULTS.has(fault);
}
/** Whether a call's fault is an error that asks the agent to wait `retry_after` (J12: F2). */
function asksToWait(fault) {
    return fault !== null && WAIT_FAULTS.has(fault);
}
/** The order of the scenario groups in the JUnit and Markdown outputs. */
const SCENARIO_ORDER = [...SCENARIOS].sort((a, b) => scenarioSpec(a).reportRank - scenarioSpec(b).reportRank);


/***/ })

};
