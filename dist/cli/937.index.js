export const id = 937;
export const ids = [937];
export const modules = {

/***/ 4937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseRecordArgs: () => (/* binding */ parseRecordArgs),
/* harmony export */   runRecordCommand: () => (/* binding */ runRecordCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9630);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8551);
/* harmony import */ var _recording_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1772);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1095);






const HELP = `usage: loopgate record --out FILE [options] -- <upstream command> [args…]

An MCP server on stdio for your agent and an MCP client of the upstream it starts: every
message passes through and is recorded in FILE; faults are injected on write calls.

options:
  --out FILE                 the recording to write (replaced if it exists; never a directory, device or symlink)
  --scenario F1|F2|F3|F4|F5  inject one fault on the first write(s) (see docs/recording.md)
  --mode chaos               fail any listed tool's call with probability --error-rate, drawn with --seed
  --error-rate R             0 to 1 (chaos only)
  --seed N                   integer seed of the chaos draws (chaos only)
  --retry-after SECONDS      retry_after of F2 (default 60, max 86400)
  --config FILE              settings and tool classes (default: ./loopgate.json when present; flags override it)
  --no-config                ignore ./loopgate.json
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
  --distrust-idempotent-hint
                             judge tools declaring idempotentHint: true like any other write (J29)
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable; values are redacted)
  --upstream-timeout-ms MS   answer a call the upstream leaves unanswered after MS (default 60000)
  --allow-writes             required when a fault can be injected: the upstream must be a test system
  --label KEY=VALUE          stored in the header (agent, model, prompt, case, run; repeatable)
  --redact REGEX             also replace matches of REGEX in the recording (repeatable)
  --require-trigger          exit 4 when the scenario never triggered (no scenario: when no write call was made)

Nothing but MCP traffic is written to stdout. On every stop one line on stderr says what was tested:
where the scenario triggered (call seq, tool, FILE:line), or why it never did and what to change.
Exit codes: 0 stopped cleanly (agent closed, signal), 1 upstream failed to start or exited, or
recorder error, 2 usage error or a bad config file, 4 the scenario never triggered (only with
--require-trigger; 1 wins).`;
const FLAGS = {
    out: { type: "string" },
    scenario: { type: "string" },
    mode: { type: "string" },
    "error-rate": { type: "string" },
    seed: { type: "string" },
    "retry-after": { type: "string" },
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_FLAGS */ .Fl,
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .CLASSIFY_FLAGS */ .$E,
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    "upstream-timeout-ms": { type: "string" },
    "allow-writes": { type: "boolean" },
    label: { type: "string", multiple: true },
    redact: { type: "string", multiple: true },
    "require-trigger": { type: "boolean" },
    help: { type: "boolean" },
};
const FAULT_SCENARIOS = ["F1", "F2", "F3", "F4", "F5"];
const LABEL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
/**
 * Turns argv (and the config file, read from `cwd` by default) into validated options;
 * every mistake is a UsageError naming the flag, or a ConfigError naming the file.
 */
function parseRecordArgs(argv, cwd = process.cwd()) {
    const { flags, positionals, rest } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS, true);
    if (flags.help)
        return "help";
    const command = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .upstreamCommand */ .Z8)(positionals, rest);
    if (!flags.out)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--out FILE is required");
    let scenario = "none";
    let chaos = null;
    if (flags.scenario !== undefined) {
        if (!FAULT_SCENARIOS.includes(flags.scenario)) {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--scenario must be one of ${FAULT_SCENARIOS.join(", ")}, got "${flags.scenario}"`);
        }
        scenario = flags.scenario;
    }
    if (flags.mode !== undefined) {
        if (flags.mode !== "chaos")
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--mode must be "chaos", got "${flags.mode}"`);
        if (flags.scenario !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--mode chaos and --scenario exclude each other");
        if (flags["error-rate"] === undefined || flags.seed === undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--mode chaos needs --error-rate R and --seed N");
        const errorRate = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("error-rate", flags["error-rate"], 0, 1);
        const seed = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("seed", flags.seed, -2147483648, 4294967295);
        if (!Number.isInteger(seed))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--seed must be an integer, got "${flags.seed}"`);
        scenario = "chaos";
        chaos = { errorRate, seed };
    }
    else if (flags["error-rate"] !== undefined || flags.seed !== undefined) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--error-rate and --seed need --mode chaos");
    }
    let retryAfterSeconds = 60;
    if (flags["retry-after"] !== undefined) {
        if (scenario !== "F2")
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--retry-after applies only to --scenario F2");
        retryAfterSeconds = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("retry-after", flags["retry-after"], 0, 86400);
        if (!Number.isInteger(retryAfterSeconds))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--retry-after must be whole seconds, got "${flags["retry-after"]}"`);
    }
    let upstreamTimeoutMs = 60000;
    if (flags["upstream-timeout-ms"] !== undefined) {
        upstreamTimeoutMs = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("upstream-timeout-ms", flags["upstream-timeout-ms"], 1, 86_400_000);
        if (!Number.isInteger(upstreamTimeoutMs))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--upstream-timeout-ms must be whole milliseconds`);
    }
    const injects = scenario === "chaos" ? (chaos?.errorRate ?? 0) > 0 : scenario !== "none" && scenario !== "F4";
    if (injects && !flags["allow-writes"]) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${scenario === "chaos" ? "mode chaos" : `scenario ${scenario}`} injects faults into write calls that may really execute: point the recorder at a test system and add --allow-writes`);
    }
    if (flags["upstream-cwd"] !== undefined) {
        let isDir;
        try {
            isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(flags["upstream-cwd"]).isDirectory();
        }
        catch {
            isDir = false;
        }
        if (!isDir)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--upstream-cwd ${flags["upstream-cwd"]} is not a directory`);
    }
    const redactPatterns = (flags.redact ?? []).map((source) => {
        if (source === "")
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--redact needs a non-empty regular expression");
        try {
            return new RegExp(source, "g");
        }
        catch (error) {
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--redact "${source}" is not a valid regular expression: ${error.message}`);
        }
    });
    const { settings, loaded } = (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .commandSettings */ .Jd)(flags, cwd);
    const config = _recording_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RecordingConfigSchema */ .FO.parse({
        scenario,
        retryAfterSeconds,
        chaos,
        writeTools: settings.writeTools,
        addWriteTools: settings.addWriteTools ?? [],
        readTools: settings.readTools ?? [],
        keyFields: settings.keyFields,
        upstreamTimeoutMs,
        distrustIdempotentHint: settings.distrustIdempotentHint === true,
    });
    return {
        out: flags.out,
        upstreamCommand: command,
        upstreamCwd: flags["upstream-cwd"],
        upstreamEnv: (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .keyValueFlags */ .gL)("upstream-env", flags["upstream-env"], _args_js__WEBPACK_IMPORTED_MODULE_1__/* .ENV_NAME */ .G1),
        config,
        labels: (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .keyValueFlags */ .gL)("label", flags.label, LABEL_NAME),
        redactPatterns,
        configFile: loaded?.file ?? null,
        requireTrigger: flags["require-trigger"] === true,
    };
}
async function runRecordCommand(argv) {
    const options = parseRecordArgs(argv);
    if (options === "help") {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.OK;
    }
    const { Recorder } = await __webpack_require__.e(/* import() */ 676).then(__webpack_require__.bind(__webpack_require__, 3676));
    const { OutPathError } = await __webpack_require__.e(/* import() */ 103).then(__webpack_require__.bind(__webpack_require__, 6103));
    const log = (text) => process.stderr.write(`${text
        .split("\n")
        .map((line) => `loopgate record: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_5__/* .printableLine */ .oy)(line)}`)
        .join("\n")}\n`);
    if (options.configFile !== null)
        log(`config: ${options.configFile}`);
    const recorder = new Recorder(options, { agentIn: process.stdin, agentOut: process.stdout, log });
    let code;
    try {
        code = await recorder.run();
    }
    catch (error) {
        if (error instanceof OutPathError) {
            log(error.message);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.UNREADABLE;
        }
        throw error;
    }
    await new Promise((resolve) => process.stdout.write("", () => resolve()));
    process.stdin.destroy();
    // A failed run (1) says more than an untriggered one, as replay's 1 wins over 3.
    return code === _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.OK && options.requireTrigger && !recorder.triggered ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.NOT_TRIGGERED : code;
}


/***/ }),

/***/ 1772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ RecordingConfigSchema),
/* harmony export */   G4: () => (/* binding */ FaultSchema),
/* harmony export */   GY: () => (/* binding */ FORMAT_MAJOR),
/* harmony export */   Kx: () => (/* binding */ FORMAT_ID),
/* harmony export */   N2: () => (/* binding */ BODY_EVENT_SCHEMAS),
/* harmony export */   Oc: () => (/* binding */ MAX_LINE_BYTES),
/* harmony export */   Qr: () => (/* binding */ ScenarioSchema),
/* harmony export */   Yx: () => (/* binding */ FORMAT_NAME),
/* harmony export */   ZX: () => (/* binding */ HeaderEventSchema),
/* harmony export */   sd: () => (/* binding */ BODY_EVENT_TYPES),
/* harmony export */   sj: () => (/* binding */ END_REASONS),
/* harmony export */   y2: () => (/* binding */ FAULTS)
/* harmony export */ });
/* unused harmony exports JsonSchema, SCENARIOS, ToolClassSchema, ToolsEventSchema, CallEventSchema, RpcErrorSchema, UpstreamEventSchema, DeliveredEventSchema, MessageEventSchema, UserTurnEventSchema, FinalReplyEventSchema, EndEventSchema, EventSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5649);

/**
 * Loop recording format v1: JSON Lines, one event per line, the first line a header.
 * docs/recording-format.md is the prose version of this file; keep the two in step.
 *
 * Times (`t`) are milliseconds since the recorder started, from a monotonic clock. The judge
 * reads only these; `startedAt` in the header is for people and is never judged.
 */
const FORMAT_NAME = "loopgate.recording";
const FORMAT_MAJOR = 1;
const FORMAT_ID = `${FORMAT_NAME}/${FORMAT_MAJOR}`;
/**
 * Any JSON value. Every event comes out of JSON.parse, so a value is JSON by construction;
 * walking it again would only cost time on large arguments and results.
 */
const JsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY(() => true);
const JsonObject = zod__WEBPACK_IMPORTED_MODULE_0__/* .custom */ .IeY((value) => value !== null && typeof value === "object" && !Array.isArray(value), { message: "expected a JSON object" });
const Millis = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().finite().nonnegative();
const Seq = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const RpcId = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]);
const SCENARIOS = ["none", "F1", "F2", "F3", "F4", "F5", "chaos"];
const ScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SCENARIOS);
/** Faults the recorder can inject into one call. */
const FAULTS = ["F1", "F2", "F3", "F5", "chaos"];
const FaultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FAULTS);
const ToolClassSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["write", "read", "unclassified"]);
const RecordingConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    scenario: ScenarioSchema,
    retryAfterSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).max(86400).default(60),
    chaos: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ errorRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1), seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() })
        .strict()
        .nullable()
        .default(null),
    writeTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    /** Globs added to the default write patterns (J1, rules version 2); absent in older recordings. */
    addWriteTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default([]),
    readTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default([]),
    keyFields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).nullable().default(null),
    upstreamTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().default(60000),
    /** J29: judge tools declaring `idempotentHint: true` like any other write; absent in older recordings. */
    distrustIdempotentHint: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(false),
})
    .strict();
const HeaderEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("header"),
    format: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    recorder: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default({}),
    config: RecordingConfigSchema,
    upstream: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), serverInfo: JsonObject.optional() })
        .strict()
        .optional(),
})
    .strict();
/** The upstream's complete tool list (every page), raw tool objects as listed. */
const ToolsEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("tools"),
    t: Millis,
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        annotations: JsonObject.optional(),
        inputSchema: JsonObject.optional(),
    })
        .passthrough()),
})
    .strict();
/** A `tools/call` request as the agent sent it, and what the recorder decided for it. */
const CallEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("call"),
    seq: Seq,
    t: Millis,
    id: RpcId,
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    arguments: JsonObject.default({}),
    class: ToolClassSchema,
    /** What the recorder injected (F1: armed; it applies unless the upstream answers with `isError`). */
    fault: FaultSchema.nullable().default(null),
    /** The seeded draw in chaos mode, recorded for every call. */
    chaosDraw: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).optional(),
    forwarded: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
})
    .strict();
const RpcErrorSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), data: JsonSchema.optional() })
    .strict();
/** What the upstream did with a forwarded call. */
const UpstreamEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("upstream"),
    seq: Seq,
    t: Millis,
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["result", "error", "timeout", "lost"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict()
    .superRefine((event, ctx) => {
    if (event.outcome === "result" && event.result === undefined) {
        ctx.addIssue({ code: "custom", message: 'outcome "result" needs a "result" object', path: ["result"] });
    }
    if (event.outcome === "error" && event.error === undefined) {
        ctx.addIssue({ code: "custom", message: 'outcome "error" needs an "error" object', path: ["error"] });
    }
});
/** What the agent received for a call, and when. */
const DeliveredEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("delivered"),
    seq: Seq,
    t: Millis,
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["upstream", "injected", "recorder"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict();
/** Any other JSON-RPC message, kept raw so nothing the agent or upstream said is lost. */
const MessageEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("message"),
    t: Millis,
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["agent_to_upstream", "upstream_to_agent"]),
    message: JsonSchema,
})
    .strict();
const UserTurnEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("user"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const FinalReplyEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("final_reply"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const END_REASONS = [
    "client_closed",
    "upstream_exited",
    "signal",
    "recorder_error",
    "upstream_failed_to_start",
];
const EndEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("end"),
    t: Millis,
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(END_REASONS),
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The seal: lowercase hex SHA-256 of every byte of the file before this event's line (a checksum, not a signature). */
    sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/, { message: "must be 64 lowercase hex digits" })
        .optional(),
})
    .strict();
const BODY_EVENT_SCHEMAS = {
    tools: ToolsEventSchema,
    call: CallEventSchema,
    upstream: UpstreamEventSchema,
    delivered: DeliveredEventSchema,
    message: MessageEventSchema,
    user: UserTurnEventSchema,
    final_reply: FinalReplyEventSchema,
    end: EndEventSchema,
};
const BODY_EVENT_TYPES = Object.keys(BODY_EVENT_SCHEMAS);
const EventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt("type", [
    HeaderEventSchema,
    ToolsEventSchema,
    CallEventSchema,
    UpstreamEventSchema,
    DeliveredEventSchema,
    MessageEventSchema,
    UserTurnEventSchema,
    FinalReplyEventSchema,
    EndEventSchema,
]);
/** Lines longer than this are refused by the reader; the recorder bounds what it writes below it. */
const MAX_LINE_BYTES = 32 * 1024 * 1024;


/***/ })

};
