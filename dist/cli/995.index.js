export const id = 995;
export const ids = [995,103];
export const modules = {

/***/ 8377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ keyFieldSet),
/* harmony export */   Mk: () => (/* binding */ DEFAULT_KEY_FIELDS),
/* harmony export */   XG: () => (/* binding */ DEFAULT_WRITE_VERBS),
/* harmony export */   YA: () => (/* binding */ DEFAULT_READ_VERBS),
/* harmony export */   ki: () => (/* binding */ classifyTools),
/* harmony export */   ko: () => (/* binding */ classifyToolCalls),
/* harmony export */   rS: () => (/* binding */ normalizeFieldName),
/* harmony export */   sT: () => (/* binding */ CallClassifier),
/* harmony export */   v1: () => (/* binding */ callLabel)
/* harmony export */ });
/* unused harmony exports DEFAULT_WRITE_PATTERNS, DEFAULT_READ_PREFIXES, matchesDefaultWrite, matchesDefaultRead, classifyTool, schemaKeyFields, OPERATION_FIELDS, operationField, operationVerbClass */
/* harmony import */ var _util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9104);

/**
 * J2: the default write verbs. `write` is the pattern `write*`; every other verb is
 * `<verb>_*` and also matches its camelCase (`createBooking`) and kebab-case
 * (`create-booking`) forms, and a tool named just the verb (`block`, `sync`) matches too.
 * Rules version 2 added the verbs from `mark` on, rules version 3 those from `drop` on.
 */
const DEFAULT_WRITE_VERBS = [
    "write",
    "create",
    "send",
    "submit",
    "post",
    "update",
    "insert",
    "book",
    "pay",
    "charge",
    "cancel",
    "delete",
    "confirm",
    "place",
    "add",
    "register",
    "schedule",
    "transfer",
    "refund",
    "reserve",
    "issue",
    "remove",
    "withdraw",
    "deposit",
    "purchase",
    "approve",
    "mark",
    "set",
    "save",
    "edit",
    "modify",
    "change",
    "upsert",
    "patch",
    "put",
    "upload",
    "publish",
    "assign",
    "move",
    "rename",
    "archive",
    "restore",
    "invite",
    "share",
    "toggle",
    "enable",
    "disable",
    "request",
    "import",
    "close",
    "reply",
    "comment",
    "drop",
    "alter",
    "append",
    "reopen",
    "resolve",
    "terminate",
    "revoke",
    "grant",
    "link",
    "unlink",
    "attach",
    "detach",
    "tag",
    "untag",
    "clear",
    "reset",
    "purge",
    "sync",
    "merge",
    "apply",
    "complete",
    "start",
    "stop",
    "block",
    "unblock",
    "lock",
    "unlock",
    "copy",
    "clone",
    "record",
    "log",
    "advance",
];
/**
 * J2: the default read verbs, exactly these; each is the prefix `<verb>_` and its camelCase
 * and kebab-case forms. Rules version 3 added `count`, `export` and `inspect`.
 */
const DEFAULT_READ_VERBS = [
    "get",
    "list",
    "read",
    "search",
    "find",
    "fetch",
    "query",
    "lookup",
    "check",
    "describe",
    "show",
    "view",
    "count",
    "export",
    "inspect",
];
/** J2 as the specification writes it: the default write patterns as globs (docs/rules.md lists these). */
const DEFAULT_WRITE_PATTERNS = DEFAULT_WRITE_VERBS.map((verb) => verb === "write" ? "write*" : `${verb}_*`);
/** J2 as the specification writes it: the default read prefixes (docs/rules.md lists these). */
const DEFAULT_READ_PREFIXES = DEFAULT_READ_VERBS.map((verb) => `${verb}_`);
const DEFAULT_KEY_FIELDS = ["idempotency_key"];
const UNDERSCORE = 95;
const HYPHEN = 45;
/** J2: `verb_…`, kebab-case `verb-…` or camelCase `verbX…`; default patterns only, user globs match literally. */
function hasDefaultVerb(name, verb) {
    if (!name.startsWith(verb))
        return false;
    const next = name.charCodeAt(verb.length);
    return next === UNDERSCORE || next === HYPHEN || (next >= 65 && next <= 90); /* A-Z */
}
const WRITE_VERB_SET = new Set(DEFAULT_WRITE_VERBS);
/**
 * J2: `write*` matches any name starting with `write`; the other verbs need a word boundary
 * after them, or end the name (rules version 3: a tool named `block` or `sync` is a write).
 */
function matchesDefaultWrite(name) {
    if (WRITE_VERB_SET.has(name))
        return true;
    return DEFAULT_WRITE_VERBS.some((verb) => (verb === "write" ? name.startsWith(verb) : hasDefaultVerb(name, verb)));
}
function matchesDefaultRead(name) {
    return DEFAULT_READ_VERBS.some((verb) => hasDefaultVerb(name, verb));
}
const matchesAny = (globs, name) => globs?.some((glob) => (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatch */ .U)(glob, name)) ?? false;
/** J1 explicit patterns: `write-tools`, then `add-write-tools`; the name of the option that matched, or null. */
function explicitWriteOption(name, options) {
    if (matchesAny(options.writeTools, name))
        return "write-tools";
    if (matchesAny(options.addWriteTools, name))
        return "add-write-tools";
    return null;
}
/** J1: explicit values only; an annotations object with neither hint falls through (null). */
function annotationClass(listed) {
    const annotations = listed.annotations;
    if (annotations?.readOnlyHint === true)
        return { class: "read", why: "annotation readOnlyHint: true" };
    if (annotations?.readOnlyHint === false)
        return { class: "write", why: "annotation readOnlyHint: false" };
    if (annotations?.destructiveHint === true)
        return { class: "write", why: "annotation destructiveHint: true" };
    return null;
}
/** J1–J3 for one tool name; `listed` is the upstream's tool object, undefined when it did not list it. */
function classifyTool(name, listed, options) {
    // J3: only what the upstream listed can be classified.
    if (listed === undefined)
        return { class: "unclassified", why: "not listed by the upstream" };
    const explicitWrite = explicitWriteOption(name, options);
    const explicitRead = matchesAny(options.readTools, name);
    if (explicitWrite !== null && explicitRead) {
        return {
            class: "write",
            why: explicitWrite,
            warning: `tool "${name}" matches both ${explicitWrite} and read-tools; treated as a write`,
        };
    }
    if (explicitWrite !== null)
        return { class: "write", why: explicitWrite };
    if (explicitRead)
        return { class: "read", why: "read-tools" };
    const annotated = annotationClass(listed);
    if (annotated !== null)
        return annotated;
    // J1: write-tools replaces the default write patterns; add-write-tools and read-tools do not.
    if (options.writeTools === null && matchesDefaultWrite(name))
        return { class: "write", why: "default write pattern" };
    if (matchesDefaultRead(name))
        return { class: "read", why: "default read prefix" };
    return { class: "unclassified", why: "matches no pattern" };
}
/** J4: names compared ignoring case, `-` and `_`. */
function normalizeFieldName(name) {
    return name.toLowerCase().replace(/[-_]/g, "");
}
function keyFieldSet(options) {
    return new Set((options.keyFields ?? DEFAULT_KEY_FIELDS).map(normalizeFieldName));
}
/** Top-level properties of the tool's input schema that are key fields (J4, WRITE_WITHOUT_KEY). */
function schemaKeyFields(tool, keys) {
    const properties = tool?.inputSchema?.properties;
    if (properties === null || typeof properties !== "object" || Array.isArray(properties))
        return [];
    return Object.keys(properties).filter((name) => keys.has(normalizeFieldName(name)));
}
/** Every listed tool with its class, why, and its key fields, sorted by name. */
function classifyTools(tools, options) {
    const keys = keyFieldSet(options);
    const warnings = [];
    const classifiers = new Map();
    const classified = [...tools]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((tool) => {
        const classes = classifyToolCalls(tool.name, tool, options);
        if (classes.tool.warning)
            warnings.push(classes.tool.warning);
        if (!classifiers.has(tool.name))
            classifiers.set(tool.name, new CallClassifier(classes));
        return { name: tool.name, ...wholeClass(classes), keyFields: schemaKeyFields(tool, keys), ...splitOf(classes) };
    });
    return { tools: classified, warnings, classifiers };
}
/** A split tool (J2b) is a write tool when a value is a write, else a read tool when one is a read. */
function wholeClass({ tool, split }) {
    if (split === null)
        return { class: tool.class, why: tool.why };
    const classes = new Set(split.values.map((value) => value.class));
    const cls = classes.has("write") ? "write" : classes.has("read") ? "read" : tool.class;
    return { class: cls, why: `per operation (J2b); otherwise ${tool.why}` };
}
function splitOf({ split }) {
    return split === null ? {} : { operations: { field: split.field, values: split.values } };
}
/** J2b: the input fields that name a multi-operation tool's operation, in the order they are looked for. */
const OPERATION_FIELDS = ["operation", "action", "op", "method", "mode", "command"];
const READ_VERB_SET = new Set(DEFAULT_READ_VERBS);
const isJsonObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/** J2b: the first top-level string property named like an operation whose `enum` has two or more values. */
function operationField(listed) {
    const properties = listed?.inputSchema?.properties;
    if (!isJsonObject(properties))
        return null;
    for (const field of OPERATION_FIELDS) {
        if (!Object.hasOwn(properties, field))
            continue;
        const schema = properties[field];
        if (!isJsonObject(schema) || !Array.isArray(schema.enum))
            continue;
        if (schema.type !== undefined && schema.type !== "string")
            continue;
        const values = [...new Set(schema.enum.filter((value) => typeof value === "string"))];
        if (values.length >= 2)
            return { field, values };
    }
    return null;
}
/** J2b: the class a value names by itself: a default write verb (J2) is a write, a read verb a read. */
function operationVerbClass(value) {
    if (WRITE_VERB_SET.has(value))
        return "write";
    if (READ_VERB_SET.has(value))
        return "read";
    return null;
}
/** J1: what the user said about the tool as a whole; it applies to every call, so J2b never splits it. */
const USER_CLASSIFIED = new Set(["write-tools", "add-write-tools", "read-tools"]);
function configuredFor(name, options) {
    const operations = options.operations;
    return operations && Object.hasOwn(operations, name) ? operations[name] : null;
}
/** J2b for one value: the configuration's class, else the verb it is, else the tool's own class. */
function valueClass(value, configured, tool) {
    const set = configured !== null && Object.hasOwn(configured, value) ? configured[value] : undefined;
    if (set === "write" || set === "read")
        return { value, class: set, why: "loopgate.json operations" };
    const verb = operationVerbClass(value);
    if (verb !== null)
        return { value, class: verb, why: `${verb} verb` };
    return { value, class: tool.class, why: `falls back: ${tool.why}` };
}
/**
 * J1–J3 and J2b for one listed tool. A tool with an operation field (J2b) that the user did
 * not classify as a whole is split per value; the configuration's `operations` map may name
 * values the schema does not list.
 */
function classifyToolCalls(name, listed, options) {
    const tool = classifyTool(name, listed, options);
    if (listed === undefined || USER_CLASSIFIED.has(tool.why))
        return { tool, split: null };
    const field = operationField(listed);
    if (field === null)
        return { tool, split: null };
    const configured = configuredFor(name, options);
    const values = [...new Set([...field.values, ...Object.keys(configured ?? {})])];
    return { tool, split: { field: field.field, values: values.map((value) => valueClass(value, configured, tool)) } };
}
/** Classifies the calls of one tool, looking values up in a map built once. */
class CallClassifier {
    classes;
    byValue = new Map();
    whole;
    constructor(classes) {
        this.classes = classes;
        this.whole = { class: classes.tool.class, operation: null };
        for (const value of classes.split?.values ?? [])
            this.byValue.set(value.value, value.class);
    }
    /** J2b: by the value the call carries; a value outside the schema by its verb; none, or no string, as the tool. */
    classify(args) {
        const split = this.classes.split;
        if (split === null)
            return this.whole;
        const value = Object.hasOwn(args, split.field) ? args[split.field] : undefined;
        if (typeof value !== "string")
            return { class: this.whole.class, operation: null };
        const known = this.byValue.get(value);
        const cls = known ?? valueClass(value, null, this.classes.tool).class;
        return { class: cls, operation: `${split.field}=${value}` };
    }
}
/** How reports name a call: `tool(operation=value)` for a tool classified per call (J2b), else the tool. */
function callLabel(tool, operation) {
    return operation === null ? tool : `${tool}(${operation})`;
}


/***/ }),

/***/ 9426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C6: () => (/* binding */ inBandRejection),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   HQ: () => (/* binding */ onlyTextItem)
/* harmony export */ });
const FAILED_STATUS = new Set(["error", "failed", "failure"]);
/** A JSON object: not null, not an array (the judge's one test for it). */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/** The field of `answer` that reports failure, or null when it reports none (J7's exact list). */
function failureField(answer) {
    if (Object.hasOwn(answer, "success") && answer.success === false)
        return "success";
    if (Object.hasOwn(answer, "ok") && answer.ok === false)
        return "ok";
    const status = Object.hasOwn(answer, "status") ? answer.status : undefined;
    if (typeof status === "string" && FAILED_STATUS.has(status.toLowerCase()))
        return "status";
    const error = Object.hasOwn(answer, "error") ? answer.error : undefined;
    const nonEmpty = typeof error === "string" ? error.trim() !== "" : isObject(error) && Object.keys(error).length > 0;
    // An error beside an explicit success is a warning the server chose to add, not a failure.
    if (nonEmpty && answer.success !== true && answer.ok !== true)
        return "error";
    return null;
}
/** The text of `content`'s only `text` item; null when it has none, several, or one that is no string. */
function onlyTextItem(content) {
    if (!Array.isArray(content))
        return null;
    let text = null;
    // Indexed, not for-of: asked of every write's answer, mostly in a cold process, where for-of builds an iterator each time.
    for (let i = 0; i < content.length; i += 1) {
        const item = content[i];
        if (!isObject(item) || item.type !== "text")
            continue;
        if (text !== null || typeof item.text !== "string")
            return null;
        text = item.text;
    }
    return text;
}
/**
 * What the text of an object that {@link failureField} flags must hold: `"success"` or `"ok"`
 * followed by `false`, or a `"status"` or `"error"` key. A key spelled with an escape
 * (`"\u006fk"`) holds a backslash, so any backslash sends the text to the parser too. Most
 * answers (`{"ok":true,…}`) match none, and the test costs about a sixth of parsing them (which
 * was ≈ 7 % of the floor's own parse on the bench's corpus, docs/benchmarks.md).
 */
const MAY_REPORT_FAILURE = /"(?:success|ok)"\s*:\s*false|"(?:status|error)"|\\/;
/**
 * The only `text` item of `content`, parsed, when it is a JSON object that may report a
 * failure; null otherwise. Text that does not start with `{` is never parsed, so plain
 * answers cost nothing, and neither do objects that name no failure field.
 */
function failureCandidate(content) {
    const text = onlyTextItem(content);
    if (text === null || text.trimStart()[0] !== "{" || !MAY_REPORT_FAILURE.test(text))
        return null;
    try {
        const parsed = JSON.parse(text);
        return isObject(parsed) ? parsed : null;
    }
    catch {
        return null;
    }
}
/**
 * J7: how a result without `isError` reports failure in-band, or null when it does not.
 * `structuredContent`, when it is an object, is the server's machine-readable answer and
 * alone decides; otherwise the only text content item, when it is a JSON object.
 */
function inBandRejection(result) {
    if (result === undefined || result.isError === true)
        return null;
    const structured = result.structuredContent;
    if (isObject(structured)) {
        const field = failureField(structured);
        return field === null ? null : { field, source: "structuredContent" };
    }
    const answer = failureCandidate(result.content);
    const field = answer === null ? null : failureField(answer);
    return field === null ? null : { field, source: "text" };
}


/***/ }),

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

/***/ 995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Recorder: () => (/* binding */ Recorder)
});

// UNUSED EXPORTS: FINAL_REPLY_METHOD, USER_TURN_METHOD, startupReport

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/judge/classify.ts
var classify = __webpack_require__(8377);
// EXTERNAL MODULE: ./src/judge/in-band.ts
var in_band = __webpack_require__(9426);
// EXTERNAL MODULE: ./src/judge/settings.ts
var settings = __webpack_require__(3290);
// EXTERNAL MODULE: ./src/recording/schema.ts
var schema = __webpack_require__(1772);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/recorder/faults.ts
var faults = __webpack_require__(8809);
// EXTERNAL MODULE: ./src/recording/scenarios.ts
var scenarios = __webpack_require__(7048);
;// CONCATENATED MODULE: ./src/recorder/prng.ts
/**
 * mulberry32: a 32-bit seeded generator. Small, fast and fully determined by its seed, so
 * a chaos recording's draws can be reproduced from the seed written in its header.
 */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 15), z | 1);
        z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
        return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
    };
}

;// CONCATENATED MODULE: ./src/recorder/fault-policy.ts


/** Whether a call's fault is a ghost write (F1): forwarded, and its answer replaced by a timeout (J11). */
function isGhost(fault) {
    return fault !== null && (0,scenarios/* scenarioSpec */.ae)(fault).injects === "ghost";
}
/**
 * The fault policy (J10, J11, J15), read from the scenario table: which call gets which
 * fault. The recorder asks it about every tool call, and tells it how a ghost write ended,
 * since that decides whether the scenario is spent or armed again.
 */
class FaultPolicy {
    config;
    state = "armed";
    spec;
    seeded;
    constructor(config) {
        this.config = config;
        this.spec = (0,scenarios/* scenarioSpec */.ae)(config.scenario);
        this.seeded = config.chaos ? mulberry32(config.chaos.seed) : null;
    }
    /** The next seeded draw, made for every call in chaos mode (and recorded with it); otherwise undefined. */
    draw() {
        return this.seeded ? this.seeded() : undefined;
    }
    /** Whether a call still to come could get a fault: while none can, lines pass on before they are parsed. */
    mayApply() {
        if (this.spec.injects === "seeded" || this.seeded !== null)
            return true;
        return this.spec.injects !== "nothing" && this.state === "armed";
    }
    /** The fault this call gets, if any; `draw` is its seeded draw. */
    decide(toolClass, draw) {
        const { chaos } = this.config;
        const fault = this.config.scenario;
        switch (this.spec.injects) {
            case "seeded":
                return chaos && toolClass !== "unclassified" && draw !== undefined && draw < chaos.errorRate ? fault : null;
            case "nothing":
                return null;
            case "ghost":
                if (toolClass !== "write" || this.state !== "armed")
                    return null;
                this.state = "in_flight";
                return fault;
            case "once":
                if (toolClass !== "write" || this.state !== "armed")
                    return null;
                this.state = "consumed";
                return fault;
        }
    }
    /**
     * How a ghost write ended: `executed` when the upstream may have run it (it answered
     * without an error, or never answered), which spends the scenario; otherwise (an error,
     * in-band or not, or nothing sent) the next write gets it.
     */
    settleGhost(executed) {
        this.state = executed ? "consumed" : "armed";
    }
}

// EXTERNAL MODULE: ./src/recorder/lines.ts
var recorder_lines = __webpack_require__(9825);
;// CONCATENATED MODULE: ./src/recorder/batches.ts
/**
 * JSON-RPC 2.0 batches (an array of messages on one line or in one POST body; MCP 2025-03-26
 * allows them, 2025-06-18 removed them). The recorder handles each message of a batch as if it
 * had come alone — its own events, faults and answers — and gives the agent its answers back as
 * one array, the shape JSON-RPC asks for: one response per request, none for notifications.
 */
const idKey = (id) => JSON.stringify(id);
/** Whether a line holds a batch: its first byte that is not whitespace is `[`. */
function isBatchLine(line) {
    for (const byte of line) {
        if (byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a)
            continue;
        return byte === 0x5b;
    }
    return false;
}
/** The answers owed to one batch of the agent's, collected until the last one came. */
class AgentBatch {
    owed;
    answers = [];
    constructor(owed) {
        this.owed = owed;
    }
}
/**
 * The agent's batches still owed answers, by the ids of their requests. An answer for one of
 * them is held here instead of going to the agent; the batch's array goes once it is complete.
 */
class AgentBatches {
    byId = new Map();
    get size() {
        return this.byId.size;
    }
    /** A batch owing an answer to each of `ids` (its requests; notifications get none). */
    open(ids) {
        const fresh = ids.filter((id) => !this.byId.has(idKey(id)));
        if (fresh.length === 0)
            return;
        const batch = new AgentBatch(fresh.length);
        for (const id of fresh)
            this.byId.set(idKey(id), batch);
    }
    /**
     * Takes the answer to `id` if a batch owes it: null when no batch does (it goes to the agent
     * alone), else the batch's array once complete, or "" while answers are still missing.
     */
    take(id, line) {
        const key = idKey(id);
        const batch = this.byId.get(key);
        if (batch === undefined)
            return null;
        this.byId.delete(key);
        batch.answers.push(line);
        batch.owed -= 1;
        return batch.owed === 0 ? `[${batch.answers.join(",")}]` : "";
    }
    /** The ids still owed an answer of a batch. */
    owedIds() {
        return [...this.byId.keys()];
    }
    has(id) {
        return this.byId.has(idKey(id));
    }
}

// EXTERNAL MODULE: ./src/util/redact.ts + 2 modules
var redact = __webpack_require__(4107);
// EXTERNAL MODULE: ./src/recorder/sink.ts
var sink = __webpack_require__(6103);
;// CONCATENATED MODULE: ./src/recorder/stop-line.ts

/** Tool names the stop line spells out; the rest are counted. */
const MAX_TOOLS_NAMED = 20;
/** Distinct unclassified tool names remembered: the agent chooses them, so they are bounded. */
const MAX_TOOLS_TRACKED = 1000;
const plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** How a recording ended, in the words of the stop line. */
function describeStop(end) {
    switch (end.reason) {
        case "client_closed":
            return end.detail ?? "agent closed";
        case "signal":
            return `signal ${end.detail ?? ""}`.trim();
        case "upstream_exited":
            return end.detail ? `upstream exited (${end.detail})` : "upstream exited";
        case "upstream_failed_to_start":
            return "upstream failed to start";
        case "recorder_error":
            return "recorder error";
    }
}
/**
 * What a recording tested, counted from its call events as they are written, with the same
 * notion of "triggered" as the judge (J10, J11, J22): F1/F2/F3/F5 and chaos once a fault
 * was injected, F4 once a write passed through. With no scenario there is nothing to
 * trigger; it counts as triggered once a write call was made (a baseline needs one).
 */
class CoverageTally {
    config;
    calls = 0;
    writes = 0;
    reads = 0;
    faults = 0;
    first = null;
    unclassified = new Map();
    untrackedUnclassifiedCalls = 0;
    unlisted = new Set();
    /** What the scenario injects and what triggers it: the stop line words each kind alike. */
    spec;
    constructor(config) {
        this.config = config;
        this.spec = (0,scenarios/* scenarioSpec */.ae)(config.scenario);
    }
    /** `line`: the call event's line in the recording; `listed`: whether the upstream listed its tool. */
    count(call, line, listed) {
        this.calls += 1;
        if (call.class === "write")
            this.writes += 1;
        else if (call.class === "read")
            this.reads += 1;
        else
            this.countUnclassified(call.tool, listed);
        if (call.fault !== null)
            this.faults += 1;
        if (this.first === null && this.triggers(call))
            this.first = { seq: call.seq, tool: call.tool, line };
    }
    countUnclassified(tool, listed) {
        const seen = this.unclassified.get(tool);
        if (seen === undefined && this.unclassified.size >= MAX_TOOLS_TRACKED) {
            this.untrackedUnclassifiedCalls += 1;
            return;
        }
        this.unclassified.set(tool, (seen ?? 0) + 1);
        if (!listed)
            this.unlisted.add(tool);
    }
    triggers(call) {
        switch (this.spec.triggeredBy) {
            case "write call":
                return call.class === "write";
            case "forwarded write":
                return call.class === "write" && call.forwarded;
            case "fault":
                return call.fault !== null;
        }
    }
    get triggered() {
        return this.first !== null;
    }
    /** The one line the recorder prints when it stops: what triggered where, or why nothing did and what to change. */
    stopLine(stopped, out) {
        return `stopped (${stopped}): ${this.first ? this.whatTriggered(this.first, out) : this.whyNotTriggered()}`;
    }
    scenarioName() {
        const { scenario, chaos } = this.config;
        return this.spec.injects === "seeded" && chaos
            ? `${scenario} (error rate ${chaos.errorRate}, seed ${chaos.seed})`
            : scenario;
    }
    whatTriggered(first, out) {
        const where = `call seq ${first.seq} ${first.tool} (${out}:${first.line})`;
        const notJudged = this.unclassified.size > 0 ? `; not judged: unclassified tools ${this.unclassifiedList()}` : "";
        if (this.spec.triggeredBy === "write call")
            return `no scenario (a pass-through baseline): ${plural(this.writes, "write call")}, the first ${where}${notJudged}`;
        if (this.spec.injects === "seeded")
            return `${this.scenarioName()} injected ${plural(this.faults, "fault")} in ${plural(this.calls, "call")}, the first on ${where}${notJudged}`;
        const more = this.faults > 1 ? ` (${plural(this.faults, "call")} faulted)` : "";
        return `${this.scenarioName()} triggered on ${where}${more}${notJudged}`;
    }
    whyNotTriggered() {
        const head = this.spec.triggeredBy === "write call"
            ? "no scenario, and nothing tested"
            : `${this.scenarioName()} never triggered`;
        if (this.calls === 0)
            return `${head}: the agent made no tool call`;
        if (this.writes === 0) {
            const reads = this.reads > 0 ? ` (${plural(this.reads, "read call")})` : "";
            const unclassified = this.unclassified.size > 0 ? `; ${this.unclassifiedFix()}` : "";
            const chaos = this.spec.injects === "seeded" && this.reads > 0 ? `: no fault injected in ${plural(this.calls, "call")}` : "";
            return `${head}${chaos}: the agent made no write call${reads}${unclassified}`;
        }
        if (this.spec.injects === "seeded")
            return `${head}: no fault injected in ${plural(this.calls, "call")}`;
        return `${head}: the agent's ${plural(this.writes, "write call")} came after the upstream had exited`;
    }
    /** `mark_task_done ×2, request_planning ×1`: sorted by name, the wording replay's NOT_TESTED reason uses too. */
    unclassifiedList() {
        const names = [...this.unclassified.keys()].sort(byName);
        const shown = names.slice(0, MAX_TOOLS_NAMED).map((name) => `${name} ×${this.unclassified.get(name)}`);
        const hidden = names.length - shown.length;
        const untracked = this.untrackedUnclassifiedCalls;
        if (hidden > 0 || untracked > 0)
            shown.push(`… (${plural(hidden, "more tool")}${untracked > 0 ? `, ${plural(untracked, "more call")}` : ""})`);
        return shown.join(", ");
    }
    /** The unclassified tools and the flag that classifies them; a tool the upstream did not list no flag can classify (J3). */
    unclassifiedFix() {
        const listed = [...this.unclassified.keys()]
            .filter((name) => !this.unlisted.has(name))
            .sort(byName)
            .slice(0, MAX_TOOLS_NAMED);
        const unlisted = [...this.unlisted].sort(byName).slice(0, MAX_TOOLS_NAMED);
        const called = `it called unclassified tools ${this.unclassifiedList()}`;
        const fix = listed.length > 0 ? `: add them with --add-write-tools ${listed.join(",")} and record again` : "";
        const notListed = unlisted.length > 0 ? ` (${unlisted.join(", ")}: not listed by the upstream, so never classified)` : "";
        return `${called}${fix}${notListed}`;
    }
}

// EXTERNAL MODULE: ./src/recorder/connect-upstream.ts
var connect_upstream = __webpack_require__(1636);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/recorder/recorder.ts
















/** Notifications an agent loop may send to put conversation facts into the recording; never forwarded. */
const USER_TURN_METHOD = "notifications/loopgate/user";
const FINAL_REPLY_METHOD = "notifications/loopgate/final_reply";
const RECORDER_ID_PREFIX = "loopgate-recorder:";
const MAX_TOOL_PAGES = 1000;
/** After the agent hangs up, forwarded calls get this long to answer so their outcome is recorded. */
const CLIENT_CLOSE_GRACE_MS = 2000;
/**
 * Lines the recorder passes on untouched are recorded in batches, at most this long after they
 * went on. Work done right after a forward delays the process it woke (a pipe write wakes it
 * onto the same core), so recording per message slowed every call; a batch runs between
 * messages and needs one `write(2)`. 5 ms measured 1.16x the bare relay, 10 ms 1.10x, 20 ms
 * 1.09x (scripts/bench-recorder.mjs). It bounds what a kill loses (docs/recording.md).
 */
const PASS_ON_BATCH_MS = 10;
/** ...or as soon as this many lines or bytes wait, so a flood is not held in memory. */
const PASS_ON_BATCH_LINES = 256;
const PASS_ON_BATCH_BYTES = 1024 * 1024;
/**
 * Lines holding these bytes are handled one by one: our own notifications and the upstream's
 * `list_changed` change what the recorder does next, and a `\u` escape could spell either.
 */
const AGENT_LINES_TO_HANDLE = [Buffer.from("loopgate"), Buffer.from("\\u")];
const UPSTREAM_LINES_TO_HANDLE = [Buffer.from("list_changed"), Buffer.from("\\u")];
const mentionsAny = (lines, needles) => lines.some((line) => needles.some((needle) => line.includes(needle)));
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isRpcId = (value) => typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
const recorder_idKey = (id) => JSON.stringify(id);
/** The parsed line, or undefined when it is not JSON (it is still passed on and recorded as a string). */
function parseLine(line) {
    try {
        return JSON.parse(line);
    }
    catch {
        return undefined;
    }
}
/** A JSON-RPC response (an id and a result or an error, no method). */
const isAnswer = (message) => isObject(message) &&
    message.method === undefined &&
    isRpcId(message.id) &&
    (message.result !== undefined || message.error !== undefined);
/** A line holding a response, or a batch of nothing but responses. */
function isAnswerLine(line) {
    let message;
    try {
        message = JSON.parse(line);
    }
    catch {
        return false;
    }
    return Array.isArray(message) ? message.length > 0 && message.every(isAnswer) : isAnswer(message);
}
/** A batch: a non-empty array (an empty one is a single invalid message, passed on as it is). */
const isBatch = (message) => Array.isArray(message) && message.length > 0;
const isToolCall = (message) => isObject(message) && message.method === "tools/call";
/**
 * The chaos proxy: raw JSON-RPC lines between the agent (our stdin/stdout) and the
 * upstream (a child process). Everything passes through unchanged except the `tools/call`
 * requests a scenario applies to; every message is recorded.
 */
class Recorder {
    options;
    io;
    start = external_node_perf_hooks_.performance.now();
    redaction;
    /** The upstream's command line or URL as recorded: secrets redacted. */
    recordedUpstream;
    classifySettings;
    faults;
    sink;
    upstream;
    tools = new Map();
    listed = false;
    listingInFlight = null;
    relistRequested = false;
    nextSeq = 0;
    nextRecorderId = 1;
    pendingCalls = new Map();
    timedOutIds = new Set();
    pendingAgentRequests = new Map();
    pendingListings = new Map();
    agentQueue = [];
    /** The agent's batches still owed answers: theirs go back to the agent as one array. */
    agentBatches = new AgentBatches();
    /** While a batch of the agent's is handled: the lines of it that go on to the upstream. */
    batchToUpstream = null;
    /** While a batch of the upstream's is handled: the lines of it that go on to the agent. */
    batchToAgent = null;
    batchTimers = new Set();
    upstreamSpoke = false;
    /** Once the agent hung up nothing more is delivered, so no `delivered` event is written either. */
    agentGone = false;
    stopping = false;
    done;
    finished = new Promise((resolve) => (this.done = resolve));
    signalHandlers = [];
    flushScheduled = false;
    /** In the order they came, from both sides; recorded before anything else is handled. */
    passedOn = [];
    passedOnBytes = 0;
    batchTimer = null;
    handlerDepth = 0;
    /** How each tool's calls are classified, by name, valid until the next listing. */
    toolClasses = new Map();
    /** Forwarded F1 calls still waiting for the upstream: their answer must be intercepted. */
    pendingF1 = 0;
    /** Lines handed to the sink, the header included: the next event's line is one more. */
    linesRecorded = 0;
    coverage;
    constructor(options, io) {
        this.options = options;
        this.io = io;
        const { config } = options;
        this.classifySettings = (0,settings/* recordedSettings */.Mp)(config);
        // One key per recording, drawn here and never stored (docs/recording.md, "Secrets").
        this.redaction = new redact/* Redaction */.ki({
            patterns: options.redactPatterns,
            names: options.redactFields ?? [],
            keep: [...(0,classify/* keyFieldSet */.Gi)(this.classifySettings)],
        });
        const { command, secrets } = this.redaction.command(options.upstreamCommand);
        const url = options.upstreamUrl === undefined ? null : (0,connect_upstream/* recordedUrl */.Sj)(options.upstreamUrl);
        this.recordedUpstream = url === null ? { command } : { url: url.url };
        this.redaction.addLiterals([
            ...Object.values(options.upstreamEnv),
            ...secrets,
            ...(url?.secrets ?? []),
            ...(0,connect_upstream/* headerSecrets */.n3)(options.upstreamHeaders ?? {}),
        ]);
        this.faults = new FaultPolicy(config);
        this.coverage = new CoverageTally(config);
    }
    /** A line for stderr, redacted as the recording is: this recording's key, the secrets it was given (issue 22 item 1). */
    redactText(text) {
        return this.redaction.text(text);
    }
    /** Whether the configured scenario triggered (known once {@link run} resolved). */
    get triggered() {
        return this.coverage.triggered;
    }
    now() {
        return Math.round((external_node_perf_hooks_.performance.now() - this.start) * 1000) / 1000;
    }
    /**
     * Events recorded while a handler runs (one chunk read from the agent or the upstream, a
     * timer, a batch of lines passed on) go out in one append when it returns;
     * {@link sendToAgent} appends earlier, so nothing the recorder says itself reaches the agent
     * before what it recorded. Events recorded outside a handler (the tool listing, a signal)
     * are appended at the end of the event-loop turn at the latest.
     */
    record(...events) {
        this.sink.write(...events);
        this.linesRecorded += events.length;
        if (this.handlerDepth === 0 && !this.flushScheduled) {
            this.flushScheduled = true;
            setImmediate(this.flushRecording);
        }
    }
    flushRecording = () => {
        this.flushScheduled = false;
        this.guard(() => undefined);
    };
    recordBatch = () => {
        this.batchTimer = null;
        this.guard(() => undefined);
    };
    /** See {@link PASS_ON_BATCH_MS}. */
    holdForRecording(lines, fromAgent, t, passedT) {
        for (const line of lines) {
            this.passedOn.push({ fromAgent, line, t, passedT });
            this.passedOnBytes += line.length;
        }
    }
    /**
     * Records the lines passed on so far, in the order they came. Whatever would change how
     * they are recorded is handled only after this, so they are recorded as if handled on arrival.
     */
    recordPassedOn() {
        if (this.passedOn.length === 0)
            return;
        const batch = this.passedOn;
        this.passedOn = [];
        this.passedOnBytes = 0;
        for (const { fromAgent, line, t, passedT } of batch) {
            const text = line.toString("utf8");
            if (fromAgent)
                this.onAgentMessage(text, parseLine(text), { t, forwarded: true });
            else
                this.onUpstreamLine(text, { t, passedT });
        }
    }
    /** At the end of a handler: what it recorded is appended; what it passed on waits for its batch. */
    endOfHandler() {
        if (this.passedOn.length >= PASS_ON_BATCH_LINES || this.passedOnBytes >= PASS_ON_BATCH_BYTES)
            this.recordPassedOn();
        this.sink.flush();
        if (this.passedOn.length > 0 && this.batchTimer === null)
            this.batchTimer = setTimeout(this.recordBatch, PASS_ON_BATCH_MS);
    }
    /** Resolves once the recording is closed and the upstream stopped: how the run ended, for the CLI's exit code. */
    async run() {
        this.sink = new sink/* RecordingSink */.dt((0,sink/* openRecordingFile */.Yy)(this.options.out), this.redaction);
        this.record({
            type: "header",
            format: schema.FORMAT_ID,
            recorder: { name: "loopgate", version: version/* LOOPGATE_VERSION */.d },
            startedAt: new Date().toISOString(),
            labels: this.options.labels,
            config: this.options.config,
            upstream: this.recordedUpstream,
            transport: {
                agent: this.io.agentTransport ?? "stdio",
                upstream: this.options.upstreamUrl === undefined ? "stdio" : "streamable-http",
            },
        });
        for (const value of Object.values(this.options.upstreamEnv)) {
            if (value.length > 0 && value.length < 4)
                this.io.log(`warning: an --upstream-env value shorter than 4 characters is not redacted`);
        }
        this.upstream = (0,connect_upstream/* connectUpstream */.YF)(this.options, this.io.log);
        const upstreamLines = new recorder_lines/* LineSplitter */.g3();
        // Once stopping, what the upstream still writes is read and dropped: the recording has ended.
        this.upstream.onData((chunk) => {
            if (!this.stopping)
                this.guard(() => this.onUpstreamChunk(upstreamLines.split(chunk), chunk), true);
        });
        this.upstream.onUndelivered((ids, why, detail) => {
            if (!this.stopping)
                this.guard(() => this.onUndelivered(ids, why, detail));
        });
        void this.upstream.exited.then((exit) => {
            if (this.stopping)
                return;
            this.guard(() => {
                const rest = upstreamLines.rest();
                if (rest !== null)
                    this.onUpstreamLine(rest);
                this.onUpstreamExit(exit);
            });
        });
        const agentLines = new recorder_lines/* LineSplitter */.g3();
        this.io.agentIn.on("data", (chunk) => this.guard(() => this.onAgentChunk(agentLines.split(chunk), chunk), true));
        this.io.agentIn.on("end", () => this.guard(() => {
            const rest = agentLines.rest();
            if (rest !== null)
                this.enqueueAgentLine(rest);
            void this.onAgentClosed();
        }));
        this.io.agentIn.on("error", () => this.guard(() => void this.onAgentClosed()));
        this.io.agentOut.on("error", () => this.guard(() => void this.onAgentClosed()));
        for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
            const handler = () => void this.finish({ reason: "signal", detail: signal }, "stopped");
            process.on(signal, handler);
            this.signalHandlers.push([signal, handler]);
        }
        return this.finished;
    }
    /**
     * Any unexpected failure inside the proxy ends the recording with `recorder_error`, never a
     * stack trace. A handler records what was passed on before it runs, unless it `mayPassOn`
     * (then it does so itself when it does not pass its input on).
     */
    guard(action, mayPassOn = false) {
        this.handlerDepth += 1;
        try {
            if (this.handlerDepth === 1 && !mayPassOn)
                this.recordPassedOn();
            action();
            if (this.handlerDepth === 1)
                this.endOfHandler();
        }
        catch (error) {
            const detail = error instanceof recorder_lines/* LineTooLongError */.dc
                ? `refused ${error.message}`
                : error instanceof Error
                    ? error.message
                    : String(error);
            // One failure is reported once; what follows it while stopping is its echo.
            if (this.stopping)
                return;
            this.io.log(`recorder error: ${detail}`);
            void this.finish({ reason: "recorder_error", detail }, "failed");
        }
        finally {
            this.handlerDepth -= 1;
        }
    }
    /**
     * Nothing reaches the agent once the recording ended: what it received is what was recorded.
     * `answers`: the request the line answers, which may be owed to a batch of the agent's (then
     * it waits for the batch's other answers); while a batch of the upstream's is handled, what it
     * holds for the agent goes on as one array too.
     */
    sendToAgent(line, answers) {
        if (this.agentGone || this.stopping || this.io.agentOut.destroyed)
            return;
        if (answers !== undefined && this.agentBatches.size > 0 && typeof line === "string") {
            const batch = this.agentBatches.take(answers, line);
            if (batch === "")
                return;
            if (batch !== null)
                line = batch;
            else if (this.batchToAgent !== null)
                return void this.batchToAgent.push(line);
        }
        else if (this.batchToAgent !== null && typeof line === "string")
            return void this.batchToAgent.push(line);
        this.sink.flush();
        this.io.agentOut.write(typeof line === "string" ? `${line}\n` : line);
    }
    // ── agent → upstream ────────────────────────────────────────────────
    /**
     * While the recorder has nothing to decide about the agent's lines (tools listed, no
     * listing or queued message, no fault that could apply, upstream running, none of our own
     * notifications) they go to the upstream as they came and are recorded with the next batch.
     */
    onAgentChunk(lines, chunk) {
        if (lines.length === 0)
            return;
        const passOn = this.listed &&
            this.listingInFlight === null &&
            this.agentQueue.length === 0 &&
            !this.upstream.hasExited &&
            !this.stopping &&
            !this.agentGone &&
            !this.faults.mayApply() &&
            !mentionsAny(lines, AGENT_LINES_TO_HANDLE) &&
            !lines.some(isBatchLine);
        if (passOn) {
            const t = this.now();
            this.upstream.write((0,recorder_lines/* joinLines */.cT)(lines, chunk));
            this.holdForRecording(lines, true, t, t);
            return;
        }
        this.recordPassedOn();
        for (const line of lines)
            this.enqueueAgentLine(line.toString("utf8"));
    }
    enqueueAgentLine(line) {
        if (this.listingInFlight !== null && !this.stopping && isAnswerLine(line)) {
            // The agent's answer to a request of the upstream (roots, sampling, elicitation) cannot
            // wait for our listing: the upstream may need that answer to finish the listing.
            this.onAgentMessage(line, JSON.parse(line));
            return;
        }
        this.agentQueue.push(line);
        this.pumpAgentQueue();
    }
    /** Agent messages keep their order; they wait while the recorder lists the upstream's tools. */
    pumpAgentQueue() {
        while (this.agentQueue.length > 0 && this.listingInFlight === null && !this.stopping) {
            const line = this.agentQueue[0];
            const message = parseLine(line);
            const callsTool = isToolCall(message) || (Array.isArray(message) && message.some(isToolCall));
            if (callsTool && !this.listed && !this.upstream.hasExited) {
                this.startListing();
                return;
            }
            this.agentQueue.shift();
            this.onAgentMessage(line, message);
        }
    }
    /** `at.forwarded`: the line already went to the upstream at `at.t` (see {@link onAgentChunk}). */
    onAgentMessage(line, message, at) {
        const t = at?.t ?? this.now();
        const forwarded = at?.forwarded ?? false;
        // A batch inside a batch is no JSON-RPC message: it goes on as it came, like any other.
        if (isBatch(message) && !forwarded && this.batchToUpstream === null) {
            this.onAgentBatch(line, message, t);
            return;
        }
        if (!isObject(message)) {
            this.record({
                type: "message",
                t,
                direction: "agent_to_upstream",
                message: message === undefined ? line : message,
            });
            if (!forwarded)
                this.forwardToUpstream(line);
            return;
        }
        const method = message.method;
        const params = message.params;
        if ((method === USER_TURN_METHOD || method === FINAL_REPLY_METHOD) &&
            message.id === undefined &&
            isObject(params) &&
            typeof params.text === "string") {
            this.record({ type: method === USER_TURN_METHOD ? "user" : "final_reply", t, text: params.text });
            return;
        }
        if (method === "tools/call" &&
            isRpcId(message.id) &&
            isObject(params) &&
            typeof params.name === "string" &&
            (params.arguments === undefined || isObject(params.arguments))) {
            const args = params.arguments ?? {};
            this.onToolCall(line, message.id, params.name, args, t, forwarded);
            return;
        }
        this.record({ type: "message", t, direction: "agent_to_upstream", message });
        if (typeof method === "string" && isRpcId(message.id)) {
            if (this.upstream.hasExited && !forwarded) {
                this.answerUnavailable(message.id);
                return;
            }
            this.pendingAgentRequests.set(recorder_idKey(message.id), message.id);
        }
        if (!forwarded)
            this.forwardToUpstream(line);
        // In a batch, the listing waits until the batch went on: the upstream hears `initialized` first.
        if (method === "notifications/initialized" && !this.listed && this.batchToUpstream === null)
            this.startListing();
    }
    forwardToUpstream(line) {
        if (this.batchToUpstream !== null)
            this.batchToUpstream.push(line);
        else if (!this.upstream.hasExited)
            this.upstream.send(line);
    }
    /**
     * Each message of the agent's batch is handled as if it had come alone (its events, a fault
     * on a write, our own notifications kept back); what is not held back goes to the upstream
     * as one batch — the agent's own line when nothing was — and the answers go back as one.
     */
    onAgentBatch(line, messages, t) {
        const requests = [];
        for (const message of messages) {
            if (isObject(message) && typeof message.method === "string" && isRpcId(message.id))
                requests.push(message.id);
        }
        this.agentBatches.open(requests);
        const toUpstream = [];
        this.batchToUpstream = toUpstream;
        try {
            for (const message of messages)
                this.onAgentMessage(JSON.stringify(message), message, { t, forwarded: false });
        }
        finally {
            this.batchToUpstream = null;
        }
        if (toUpstream.length > 0 && !this.upstream.hasExited)
            this.upstream.send(toUpstream.length === messages.length ? line : `[${toUpstream.join(",")}]`);
        if (!this.listed && messages.some((message) => isObject(message) && message.method === "notifications/initialized"))
            this.startListing();
        if (requests.length > 0) {
            const timer = setTimeout(() => {
                this.batchTimers.delete(timer);
                this.guard(() => this.onBatchTimeout(requests));
            }, this.options.config.upstreamTimeoutMs);
            timer.unref();
            this.batchTimers.add(timer);
        }
    }
    /**
     * A batch's answer waits for all of its answers, so none may wait unbounded: a request the
     * upstream left unanswered gets the timeout error a tool call gets (its own timer answers that).
     */
    onBatchTimeout(requests) {
        for (const id of requests) {
            const key = recorder_idKey(id);
            if (!this.agentBatches.has(id) || !this.pendingAgentRequests.delete(key))
                continue;
            this.timedOutIds.add(key);
            this.upstream.gaveUp(id);
            this.sendToAgent(JSON.stringify({
                jsonrpc: "2.0",
                id,
                error: {
                    code: faults/* UPSTREAM_TIMEOUT */.uc,
                    message: `upstream did not answer within ${this.options.config.upstreamTimeoutMs} ms (loopgate recorder)`,
                },
            }), id);
        }
    }
    /** `sent`: the call already went to the upstream at `t`, because no fault could apply to it (see {@link onAgentChunk}). */
    onToolCall(line, id, tool, args, t, sent) {
        const seq = this.nextSeq++;
        const { class: toolClass, operation } = this.callClass(tool, args);
        const draw = this.faults.draw();
        const unavailable = !sent && this.upstream.hasExited;
        const fault = sent || unavailable ? null : this.faults.decide(toolClass, draw);
        const forwarded = sent || (!unavailable && (fault === null || isGhost(fault)));
        // Forward first: recording is off the agent's critical path (the call event is appended when
        // this handler returns, before the answer can come).
        if (sent)
            this.trackCall(id, seq, null, t);
        else if (forwarded)
            this.forwardCall(line, id, seq, fault);
        const call = {
            type: "call",
            seq,
            t,
            id,
            tool,
            arguments: args,
            class: toolClass,
            ...(operation === null ? {} : { classifiedBy: operation }),
            fault,
            ...(draw === undefined ? {} : { chaosDraw: draw }),
            forwarded,
        };
        this.record(call);
        this.coverage.count(call, this.linesRecorded, this.tools.has(tool));
        if (unavailable) {
            this.deliverError(seq, id, "recorder", { code: faults/* UPSTREAM_UNAVAILABLE */.j3, message: this.unavailableMessage() });
            return;
        }
        if (!forwarded)
            this.deliverResult(seq, id, "injected", (0,faults/* injectedResult */.k7)(fault, this.options.config.retryAfterSeconds));
    }
    /** J1–J3, and J2b per call: a multi-operation tool's call is classified by its operation value. */
    callClass(tool, args) {
        let classifier = this.toolClasses.get(tool);
        if (classifier === undefined) {
            classifier = new classify/* CallClassifier */.sT((0,classify/* classifyToolCalls */.ko)(tool, this.tools.get(tool), this.classifySettings));
            if (this.tools.has(tool))
                this.toolClasses.set(tool, classifier);
        }
        return classifier.classify(args);
    }
    forwardCall(line, id, seq, fault) {
        this.trackCall(id, seq, fault, this.now());
        this.forwardToUpstream(line);
    }
    /** A call forwarded at `sentT` waits for its answer until the upstream timeout, counted from then. */
    trackCall(id, seq, fault, sentT) {
        const timer = setTimeout(() => this.guard(() => this.onCallTimeout(id, seq)), Math.max(0, this.options.config.upstreamTimeoutMs - (this.now() - sentT)));
        timer.unref();
        const key = recorder_idKey(id);
        const queue = this.pendingCalls.get(key) ?? [];
        queue.push({ seq, id, fault, timer });
        this.pendingCalls.set(key, queue);
        if (isGhost(fault))
            this.pendingF1 += 1;
    }
    // ── upstream → agent ────────────────────────────────────────────────
    /**
     * Most upstream lines go to the agent as they are: while nothing can be intercepted (no
     * listing of our own, no F1 call, no timed-out call in flight) the lines are passed on
     * before they are parsed, in one write, and recorded with the next batch (unless one of
     * them changes what the recorder does next: then at once).
     */
    onUpstreamChunk(lines, chunk) {
        if (lines.length === 0)
            return;
        const verbatim = this.pendingListings.size === 0 &&
            this.pendingF1 === 0 &&
            this.timedOutIds.size === 0 &&
            this.agentBatches.size === 0 &&
            !this.agentGone;
        if (!verbatim) {
            this.recordPassedOn();
            for (const line of lines)
                this.onUpstreamLine(line.toString("utf8"));
            return;
        }
        const t = this.now();
        this.sendToAgent((0,recorder_lines/* joinLines */.cT)(lines, chunk));
        const passed = { t, passedT: this.now() };
        if (!mentionsAny(lines, UPSTREAM_LINES_TO_HANDLE)) {
            this.holdForRecording(lines, false, passed.t, passed.passedT);
            return;
        }
        this.recordPassedOn();
        for (const line of lines)
            this.onUpstreamLine(line.toString("utf8"), passed);
    }
    /** `passed`: the line already went to the agent unchanged; when it came and when it went on. */
    onUpstreamLine(line, passed) {
        this.upstreamSpoke = true;
        const message = parseLine(line);
        const t = passed?.t ?? this.now();
        if (!isBatch(message)) {
            this.onUpstreamMessage(line, message, t, passed);
            return;
        }
        // Each message of the upstream's batch as if it had come alone; what of it still goes to the agent goes as one batch.
        const toAgent = [];
        this.batchToAgent = passed === undefined ? toAgent : null;
        try {
            for (const item of message)
                this.onUpstreamMessage(JSON.stringify(item), item, t, passed);
        }
        finally {
            this.batchToAgent = null;
        }
        if (toAgent.length > 0)
            this.sendToAgent(`[${toAgent.join(",")}]`);
    }
    onUpstreamMessage(line, message, t, passed) {
        const delivered = passed !== undefined;
        if (isObject(message) && message.method === undefined && isRpcId(message.id)) {
            const key = recorder_idKey(message.id);
            const listing = this.pendingListings.get(key);
            if (listing) {
                clearTimeout(listing.timer);
                this.pendingListings.delete(key);
                listing.resolve(message);
                return;
            }
            const queue = this.pendingCalls.get(key);
            if (queue && queue.length > 0) {
                const pending = queue.shift();
                if (queue.length === 0)
                    this.pendingCalls.delete(key);
                if (isGhost(pending.fault))
                    this.pendingF1 -= 1;
                this.onToolAnswer(pending, message, line, t, passed?.passedT);
                return;
            }
            if (this.timedOutIds.delete(key)) {
                // A late answer to a call already answered with a timeout: recorded, not sent twice.
                this.record({ type: "message", t, direction: "upstream_to_agent", message });
                return;
            }
            this.pendingAgentRequests.delete(key);
        }
        if (!delivered)
            this.sendToAgent(line, isAnswer(message) ? message.id : undefined);
        this.record({
            type: "message",
            t,
            direction: "upstream_to_agent",
            message: message === undefined ? line : message,
        });
        if (isObject(message) && message.method === "notifications/tools/list_changed") {
            this.relistRequested = true;
            if (this.listed)
                this.startListing();
        }
    }
    /** `passedT`: when the answer went to the agent unchanged, if it already did. */
    onToolAnswer(pending, message, line, t, passedT) {
        clearTimeout(pending.timer);
        const { seq, id, fault } = pending;
        const result = isObject(message.result) ? message.result : undefined;
        const error = result === undefined ? normaliseRpcError(message.error) : undefined;
        // J11: F1 turns a successful write (or a JSON-RPC error) into a timeout; an upstream isError,
        // or a failure reported in-band (J7), reaches the agent as it is and leaves F1 armed.
        const ghost = isGhost(fault) && result?.isError !== true && (0,in_band/* inBandRejection */.C6)(result) === null;
        if (isGhost(fault))
            this.faults.settleGhost(ghost);
        const passThrough = passedT !== undefined || (!ghost && !this.agentGone);
        if (passThrough && passedT === undefined)
            this.sendToAgent(line, id);
        const deliveredT = passedT ?? this.now();
        const upstream = result
            ? { type: "upstream", seq, t, outcome: "result", result }
            : { type: "upstream", seq, t, outcome: "error", error: error };
        if (passThrough) {
            const delivered = result
                ? { type: "delivered", seq, t: deliveredT, source: "upstream", result }
                : { type: "delivered", seq, t: deliveredT, source: "upstream", error: error };
            this.record(upstream, delivered);
            return;
        }
        this.record(upstream);
        if (ghost)
            this.deliverResult(seq, id, "injected", (0,faults/* injectedResult */.k7)(fault, this.options.config.retryAfterSeconds));
    }
    onCallTimeout(id, seq) {
        const key = recorder_idKey(id);
        const queue = this.pendingCalls.get(key);
        const index = queue?.findIndex((pending) => pending.seq === seq) ?? -1;
        if (!queue || index === -1)
            return;
        const [pending] = queue.splice(index, 1);
        if (queue.length === 0)
            this.pendingCalls.delete(key);
        if (isGhost(pending.fault))
            this.pendingF1 -= 1;
        this.timedOutIds.add(key);
        this.upstream.gaveUp(id);
        this.record({ type: "upstream", seq, t: this.now(), outcome: "timeout" });
        this.answerLostCall(pending, {
            code: faults/* UPSTREAM_TIMEOUT */.uc,
            message: `upstream did not answer within ${this.options.config.upstreamTimeoutMs} ms (loopgate recorder)`,
        });
    }
    /** A forwarded call that will never get its answer: F1 still delivers its timeout (J11), others a recorder error. */
    answerLostCall(pending, error) {
        if (isGhost(pending.fault)) {
            this.faults.settleGhost(true);
            this.deliverResult(pending.seq, pending.id, "injected", (0,faults/* injectedResult */.k7)(pending.fault, this.options.config.retryAfterSeconds));
            return;
        }
        this.deliverError(pending.seq, pending.id, "recorder", error);
    }
    deliverResult(seq, id, source, result) {
        if (this.agentGone)
            return;
        this.sendToAgent(JSON.stringify({ jsonrpc: "2.0", id, result }), id);
        this.record({ type: "delivered", seq, t: this.now(), source, result });
    }
    deliverError(seq, id, source, error) {
        if (this.agentGone)
            return;
        this.sendToAgent(JSON.stringify({ jsonrpc: "2.0", id, error }), id);
        this.record({ type: "delivered", seq, t: this.now(), source, error });
    }
    unavailableMessage() {
        return "upstream unavailable: the MCP server process has exited (loopgate recorder)";
    }
    answerUnavailable(id) {
        this.sendToAgent(JSON.stringify({ jsonrpc: "2.0", id, error: { code: faults/* UPSTREAM_UNAVAILABLE */.j3, message: this.unavailableMessage() } }), id);
    }
    // ── tool listing ────────────────────────────────────────────────────
    startListing() {
        if (this.listingInFlight || this.upstream.hasExited || this.stopping)
            return;
        this.relistRequested = false;
        this.listingInFlight = this.listTools()
            .catch((error) => this.io.log(`warning: could not list the upstream's tools: ${(0,printable/* printable */.g$)((0,util_text/* errorMessage */.gJ)(error))}`))
            .finally(() => {
            this.listingInFlight = null;
            if (this.relistRequested && !this.stopping)
                this.startListing();
            else
                this.pumpAgentQueue();
        });
    }
    requestFromUpstream(method, params) {
        const id = `${RECORDER_ID_PREFIX}${this.nextRecorderId++}`;
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.pendingListings.delete(recorder_idKey(id));
                resolve(null);
            }, this.options.config.upstreamTimeoutMs);
            timer.unref();
            this.pendingListings.set(recorder_idKey(id), { resolve, timer });
            this.upstream.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
        });
    }
    /** All pages of `tools/list`, asked with the recorder's own ids so the agent never sees them. */
    async listTools() {
        const tools = [];
        const seenCursors = new Set();
        let cursor;
        let problem = null;
        for (let page = 0; page < MAX_TOOL_PAGES; page += 1) {
            const answer = await this.requestFromUpstream("tools/list", cursor === undefined ? {} : { cursor });
            if (answer === null) {
                problem = this.upstream.hasExited ? "the upstream exited" : "no answer to tools/list";
                break;
            }
            if (!isObject(answer.result)) {
                const error = isObject(answer.error) ? (0,printable/* printable */.g$)(String(answer.error.message)) : "malformed answer";
                problem = `tools/list failed: ${error}`;
                break;
            }
            const listed = answer.result.tools;
            if (Array.isArray(listed)) {
                for (const tool of listed)
                    if (isObject(tool) && typeof tool.name === "string")
                        tools.push(tool);
            }
            const next = answer.result.nextCursor;
            if (typeof next !== "string" || seenCursors.has(next))
                break;
            seenCursors.add(next);
            cursor = next;
        }
        if (this.stopping)
            return;
        const firstListing = !this.listed;
        this.listed = true;
        this.tools = new Map();
        this.toolClasses = new Map();
        for (const tool of tools)
            if (!this.tools.has(tool.name))
                this.tools.set(tool.name, tool);
        this.record({ type: "tools", t: this.now(), tools });
        if (problem)
            this.io.log(`warning: ${problem}; every call will be unclassified (passed through, never faulted)`);
        this.io.log(startupReport(tools, this.classifySettings, firstListing ? "upstream tools" : "upstream tools changed"));
    }
    // ── stopping ────────────────────────────────────────────────────────
    onUpstreamExit(exit) {
        if (this.stopping)
            return;
        const how = exit.spawnError ?? (exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`);
        for (const listing of this.pendingListings.values()) {
            clearTimeout(listing.timer);
            listing.resolve(null);
        }
        this.pendingListings.clear();
        for (const queue of this.pendingCalls.values()) {
            for (const pending of queue) {
                clearTimeout(pending.timer);
                this.record({ type: "upstream", seq: pending.seq, t: this.now(), outcome: "lost" });
                this.answerLostCall(pending, {
                    code: faults/* UPSTREAM_UNAVAILABLE */.j3,
                    message: `upstream unavailable: the MCP server exited (${how}) before answering (loopgate recorder)`,
                });
            }
        }
        this.pendingCalls.clear();
        this.pendingF1 = 0;
        for (const id of this.pendingAgentRequests.values())
            this.answerUnavailable(id);
        this.pendingAgentRequests.clear();
        if (exit.spawnError || !this.upstreamSpoke) {
            const detail = `upstream failed to start: ${how}`;
            this.io.log(detail);
            void this.finish({ reason: "upstream_failed_to_start", detail }, "failed");
            return;
        }
        this.io.log(`upstream exited (${how})`);
        void this.finish({ reason: "upstream_exited", detail: how }, "failed");
    }
    /**
     * Requests an HTTP upstream will never answer: a call never sent did not execute (J7), one
     * whose answer was lost may have (J8); either way the agent gets an error, not silence.
     */
    onUndelivered(ids, why, detail) {
        for (const id of ids) {
            const key = recorder_idKey(id);
            const listing = this.pendingListings.get(key);
            if (listing) {
                clearTimeout(listing.timer);
                this.pendingListings.delete(key);
                listing.resolve(null);
                continue;
            }
            const pending = this.pendingCalls.get(key)?.shift();
            if (pending === undefined) {
                if (this.pendingAgentRequests.delete(key))
                    this.sendToAgent(JSON.stringify({
                        jsonrpc: "2.0",
                        id,
                        error: { code: faults/* UPSTREAM_UNAVAILABLE */.j3, message: `${detail} (loopgate recorder)` },
                    }), id);
                continue;
            }
            if (this.pendingCalls.get(key)?.length === 0)
                this.pendingCalls.delete(key);
            clearTimeout(pending.timer);
            if (isGhost(pending.fault))
                this.pendingF1 -= 1;
            this.record({ type: "upstream", seq: pending.seq, t: this.now(), outcome: why });
            const error = { code: faults/* UPSTREAM_UNAVAILABLE */.j3, message: `${detail} (loopgate recorder)` };
            if (why === "not_sent" && isGhost(pending.fault)) {
                // Nothing reached the upstream, so there is no ghost write: the agent sees the real failure and F1 stays armed.
                this.faults.settleGhost(false);
                this.deliverError(pending.seq, pending.id, "recorder", error);
            }
            else
                this.answerLostCall(pending, error);
        }
    }
    async onAgentClosed() {
        if (this.stopping || this.agentGone)
            return;
        this.agentGone = true;
        const deadline = Date.now() + CLIENT_CLOSE_GRACE_MS;
        while (this.pendingCalls.size > 0 && !this.upstream.hasExited && !this.stopping && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const detail = this.io.agentEndDetail?.();
        await this.finish({ reason: "client_closed", ...(detail === undefined ? {} : { detail }) }, "stopped");
    }
    async finish(end, outcome) {
        if (this.stopping)
            return;
        try {
            this.recordPassedOn();
        }
        catch (error) {
            // The end event still closes what was recorded.
            this.io.log(`recorder error: ${(0,util_text/* errorMessage */.gJ)(error)}`);
            outcome = "failed";
        }
        this.stopping = true;
        if (this.batchTimer !== null)
            clearTimeout(this.batchTimer);
        for (const queue of this.pendingCalls.values())
            for (const pending of queue)
                clearTimeout(pending.timer);
        for (const listing of this.pendingListings.values())
            clearTimeout(listing.timer);
        for (const timer of this.batchTimers)
            clearTimeout(timer);
        for (const [signal, handler] of this.signalHandlers)
            process.off(signal, handler);
        try {
            this.record({ type: "end", t: this.now(), reason: end.reason, ...(end.detail ? { detail: end.detail } : {}) });
            this.sink.close();
        }
        catch (error) {
            this.io.log(`recorder error: cannot finish the recording: ${(0,util_text/* errorMessage */.gJ)(error)}`);
            outcome = "failed";
        }
        this.io.log(this.coverage.stopLine(describeStop(end), this.options.out));
        if (this.upstream)
            await this.upstream.stop();
        this.io.agentIn.pause();
        this.io.agentIn.removeAllListeners("data");
        this.done(outcome);
    }
}
function normaliseRpcError(error) {
    if (!isObject(error))
        return { code: -32603, message: "malformed JSON-RPC error from the upstream", data: (error ?? null) };
    const code = typeof error.code === "number" && Number.isInteger(error.code) ? error.code : -32603;
    const message = typeof error.message === "string" ? error.message : String(error.message);
    return error.data === undefined ? { code, message } : { code, message, data: error.data };
}
/** The start-up report: every tool, its class and why, its key fields, and what is worth a warning; each line bounded. */
function startupReport(tools, options, title) {
    const { tools: classified, warnings } = (0,classify/* classifyTools */.ki)(tools, options);
    const width = Math.min(40, Math.max(4, ...classified.map((tool) => tool.name.length)));
    const lines = [`${title} (${classified.length}):`];
    for (const tool of classified) {
        const keys = tool.keyFields.length > 0
            ? `  key fields: ${tool.keyFields.join(", ")}`
            : tool.class === "write"
                ? "  no key field"
                : "";
        lines.push(`  ${tool.class.padEnd(12)} ${(0,printable/* printable */.g$)(tool.name).padEnd(width)}  (${tool.why})${keys}`);
    }
    for (const warning of warnings)
        lines.push(`warning: ${(0,printable/* printable */.g$)(warning)}`);
    const unclassified = classified.filter((tool) => tool.class === "unclassified").map((tool) => (0,printable/* printable */.g$)(tool.name));
    if (unclassified.length > 0) {
        lines.push(`warning: unclassified tools are passed through, never faulted and not judged: ${unclassified.join(", ")} (use --add-write-tools / --read-tools)`);
    }
    if (!classified.some((tool) => tool.class === "write")) {
        lines.push("warning: no write tool: no scenario can trigger and the recording will be NOT_TESTED (use --add-write-tools)");
    }
    return lines.map((line) => (0,printable/* printableLine */.oy)(line)).join("\n");
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
