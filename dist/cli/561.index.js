export const id = 561;
export const ids = [561,772];
export const modules = {

/***/ 7092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ CLASSIFY_FLAGS),
/* harmony export */   Fl: () => (/* binding */ CONFIG_FLAGS),
/* harmony export */   Fn: () => (/* binding */ commandSettingsWith),
/* harmony export */   Jd: () => (/* binding */ commandSettings),
/* harmony export */   NW: () => (/* binding */ distrustHintHelp),
/* harmony export */   tl: () => (/* binding */ classifyFlagValues)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9997);
/* harmony import */ var _config_find_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5023);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8270);




/** The classification flags of `record`, `replay`, `doctor` and `init` (J1, J4, J29). */
const CLASSIFY_FLAGS = {
    "write-tools": { type: "string" },
    "add-write-tools": { type: "string" },
    "read-tools": { type: "string" },
    "key-fields": { type: "string" },
    "distrust-idempotent-hint": { type: "boolean" },
};
/** `--distrust-idempotent-hint`'s one help wording, for every command that takes it (J29), its text at `column`. */
function distrustHintHelp(column) {
    return `  --distrust-idempotent-hint\n${" ".repeat(column)}judge tools declaring idempotentHint: true like any other write (J29)`;
}
/** Where the settings come from, for the commands that read a config file. */
const CONFIG_FLAGS = {
    config: { type: "string" },
    "no-config": { type: "boolean" },
};
/** A list flag given but empty (`--key-fields ""`) is a mistake, not "nothing". */
function nonEmptyList(flag, value) {
    if (value === undefined)
        return undefined;
    const list = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .commaList */ .od)(value);
    if (list.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${flag} needs at least one name`);
    return list;
}
function classifyFlagValues(flags) {
    return {
        writeTools: nonEmptyList("write-tools", flags["write-tools"]),
        addWriteTools: nonEmptyList("add-write-tools", flags["add-write-tools"]),
        readTools: nonEmptyList("read-tools", flags["read-tools"]),
        keyFields: nonEmptyList("key-fields", flags["key-fields"]),
        // J29: a flag can only switch distrust on; absent leaves the file's (or the header's) word.
        distrustIdempotentHint: flags["distrust-idempotent-hint"] === true ? true : undefined,
    };
}
/**
 * The config file (`--config`, else ./loopgate.json when present) with the flags over it.
 * Reading a config file needs zod; a run without one does not load it.
 */
async function commandSettings(flags, cwd = process.cwd()) {
    const choice = configChoice(flags);
    if ((0,_config_find_js__WEBPACK_IMPORTED_MODULE_2__/* .configFileToRead */ .k)(choice, cwd) === null)
        return settingsWith(null, flags);
    return commandSettingsWith((await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(36)]).then(__webpack_require__.bind(__webpack_require__, 1036))).loadConfig, flags, cwd);
}
/** {@link commandSettings} for a command that loads the config reader anyway (`record`): synchronous. */
function commandSettingsWith(load, flags, cwd = process.cwd()) {
    return settingsWith(load(configChoice(flags), cwd), flags);
}
function configChoice(flags) {
    if (flags.config !== undefined && flags["no-config"])
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--config and --no-config exclude each other");
    return { config: flags.config, noConfig: flags["no-config"] };
}
function settingsWith(loaded, flags) {
    return { loaded, ...(0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveSettings */ .M)(loaded?.config ?? null, classifyFlagValues(flags)) };
}


/***/ }),

/***/ 6561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseRecordArgs: () => (/* binding */ parseRecordArgs),
  runRecordCommand: () => (/* binding */ runRecordCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/config-flags.ts
var config_flags = __webpack_require__(7092);
// EXTERNAL MODULE: ./src/cli/upstream-flags.ts
var upstream_flags = __webpack_require__(571);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/cli/record-listen.ts


/** `loopgate record --listen HOST:PORT`: the agent reaches the recorder over Streamable HTTP. */
const LISTEN_FLAGS = {
    listen: { type: "string" },
    "listen-token-from-env": { type: "string" },
};
/** The end event's detail when the agent ended its session with DELETE (rather than by hanging up). */
const AGENT_DELETE_DETAIL = "the agent ended its session (DELETE)";
/** A token shorter than this could be guessed by another local process. */
const MIN_TOKEN_LENGTH = 16;
/** HOST:PORT ([IPv6]:PORT), and the agent's token from the environment when asked; undefined without --listen. */
function listenSpec(flags, env = process.env) {
    const variable = flags["listen-token-from-env"];
    if (flags.listen === undefined) {
        if (variable !== undefined)
            throw new args/* UsageError */.eb("--listen-token-from-env needs --listen HOST:PORT");
        return undefined;
    }
    const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(flags.listen);
    const port = match ? Number(match[2]) : NaN;
    if (!match || port > 65535)
        throw new args/* UsageError */.eb(`--listen must be HOST:PORT (e.g. 127.0.0.1:8931; port 0 picks a free one), got "${flags.listen}"`);
    let token;
    if (variable !== undefined) {
        token = env[variable];
        if (token === undefined || token === "")
            throw new args/* UsageError */.eb(`--listen-token-from-env: ${variable} is not set`);
        if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token))
            throw new args/* UsageError */.eb(`--listen-token-from-env: ${variable} must hold at least ${MIN_TOKEN_LENGTH} characters and no whitespace`);
    }
    return { host: match[1], port, ...(token === undefined ? {} : { token }) };
}
/**
 * The run's own token is for the user to hand to the agent, so it is printed as it is: stderr's
 * redaction rule would hide it as a `Bearer` credential, and --listen could not be used. It is
 * no secret of the upstream's, and this line holds nothing else that could be one.
 */
function announce(line) {
    process.stderr.write(`loopgate record: ${(0,printable/* printableLine */.oy)(line)}\n`);
}
/** Starts the HTTP agent side and says on stderr where to connect and with which header. */
async function openAgentSide(spec, tokenVariable, log) {
    const { HttpAgentSide, isLoopback } = await Promise.all(/* import() */[__webpack_require__.e(374), __webpack_require__.e(666)]).then(__webpack_require__.bind(__webpack_require__, 3666));
    const side = new HttpAgentSide(spec);
    let url;
    try {
        url = await side.listen();
    }
    catch (error) {
        throw new args/* UsageError */.eb(`--listen ${spec.host}:${spec.port}: ${error.code ?? String(error)}`);
    }
    if (!isLoopback(spec.host))
        log(`warning: --listen ${spec.host} is not a loopback address: whoever reaches it with the token acts with the upstream's credentials`);
    const header = `Authorization: Bearer ${tokenVariable === undefined ? side.token : `$${tokenVariable}`}`;
    announce(`listening on ${url} (Streamable HTTP, one agent session); the agent must send the header ${header}`);
    announce(`e.g. claude mcp add --transport http loopgate ${url} --header "${header}"`);
    return {
        io: {
            agentIn: side.agentIn,
            agentOut: side.agentOut,
            agentTransport: "streamable-http",
            agentEndDetail: () => (side.endedByDelete ? AGENT_DELETE_DETAIL : undefined),
        },
        close: () => side.close(),
    };
}

// EXTERNAL MODULE: ./src/config/load.ts
var load = __webpack_require__(1036);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/recording/schema.ts
var schema = __webpack_require__(1772);
// EXTERNAL MODULE: ./src/recording/scenarios.ts
var scenarios = __webpack_require__(7048);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
// EXTERNAL MODULE: ./src/cli/stderr.ts
var stderr = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/cli/redact-flags.ts
var redact_flags = __webpack_require__(4923);
// EXTERNAL MODULE: ./src/judge/settings.ts
var judge_settings = __webpack_require__(3290);
;// CONCATENATED MODULE: ./src/cli/record.ts













const HELP = `usage: loopgate record --out FILE [options] -- <upstream command> [args…]
       loopgate record --out FILE [options] --upstream-url URL [--upstream-header 'Name: value']…

An MCP server on stdio for your agent and an MCP client of the upstream it starts (or of a
Streamable HTTP server at --upstream-url): every message passes through and is recorded in
FILE; faults are injected on write calls.

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
${(0,config_flags/* distrustHintHelp */.NW)(29)}
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable; values are redacted)
  --upstream-url URL         record a Streamable HTTP MCP server instead of starting a command
  --upstream-header 'Name: value'
                             sent to --upstream-url with every request (repeatable; never recorded or printed)
  --upstream-header-from-env NAME=VARIABLE
                             the same, the value read from the environment (keeps it out of argv)
  --listen HOST:PORT         serve the agent over Streamable HTTP at http://HOST:PORT/mcp instead of stdio
                             (loopback unless HOST names another address; port 0 picks a free one); the
                             agent must send the per-run bearer token printed with the URL
  --listen-token-from-env VARIABLE
                             the agent's bearer token, from the environment (at least 16 characters)
  --upstream-timeout-ms MS   answer a call the upstream leaves unanswered after MS (default 60000);
                             over HTTP it also bounds connecting and silence on an event stream
  --allow-writes             required when a fault can be injected: the upstream must be a test system
  --label KEY=VALUE          stored in the header (agent, model, prompt, case, run; repeatable)
  --redact REGEX             also replace matches of REGEX in the recording (repeatable)
  --redact-field NAME        also a secret name: its values are replaced, as password's are (repeatable)
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
    ...config_flags/* CONFIG_FLAGS */.Fl,
    ...config_flags/* CLASSIFY_FLAGS */.$E,
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    "upstream-timeout-ms": { type: "string" },
    ...upstream_flags/* UPSTREAM_URL_FLAGS */.KJ,
    ...LISTEN_FLAGS,
    "allow-writes": { type: "boolean" },
    label: { type: "string", multiple: true },
    redact: { type: "string", multiple: true },
    "redact-field": { type: "string", multiple: true },
    "require-trigger": { type: "boolean" },
    help: { type: "boolean" },
};
/** What `--scenario` accepts: the scenario table's rows selected by it. */
const FAULT_SCENARIOS = schema.SCENARIOS.filter((name) => (0,scenarios/* scenarioSpec */.ae)(name).selectedBy === "--scenario");
const LABEL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
/**
 * Turns argv (and the config file, read from `cwd` by default) into validated options;
 * every mistake is a UsageError naming the flag, or a ConfigError naming the file.
 */
function parseRecordArgs(argv, cwd = process.cwd()) {
    const { flags, positionals, rest } = (0,args/* parseCommandArgs */.Qx)(argv, FLAGS, true);
    if (flags.help)
        return "help";
    const target = (0,upstream_flags/* upstreamTarget */.Ri)(flags, positionals, rest);
    (0,upstream_flags/* rejectCommandFlagsWithUrl */.Jj)(target, flags);
    if (!flags.out)
        throw new args/* UsageError */.eb("--out FILE is required");
    const { scenario, chaos } = faultFlags(flags);
    const retryAfterSeconds = retryAfterFlag(flags, scenario);
    const upstreamTimeoutMs = upstreamTimeoutFlag(flags);
    requireAllowWrites(flags, scenario, chaos);
    checkUpstreamCwd(flags["upstream-cwd"]);
    const redactPatterns = (0,redact_flags/* redactFlags */.z)(flags.redact);
    const { settings, loaded } = (0,config_flags/* commandSettingsWith */.Fn)(load.loadConfig, flags, cwd);
    const config = schema.RecordingConfigSchema.parse({
        scenario,
        retryAfterSeconds,
        chaos,
        ...(0,judge_settings/* storedSettings */.xp)(settings),
        upstreamTimeoutMs,
    });
    return {
        out: flags.out,
        upstreamCommand: target.command,
        ...(target.url === undefined ? {} : { upstreamUrl: target.url, upstreamHeaders: target.headers }),
        upstreamCwd: flags["upstream-cwd"],
        upstreamEnv: (0,args/* keyValueFlags */.gL)("upstream-env", flags["upstream-env"], args/* ENV_NAME */.G1),
        config,
        labels: (0,args/* keyValueFlags */.gL)("label", flags.label, LABEL_NAME),
        redactPatterns,
        redactFields: (0,redact_flags/* redactFieldFlags */.B)(flags["redact-field"]),
        configFile: loaded?.file ?? null,
        requireTrigger: flags["require-trigger"] === true,
        ...listenOption(flags),
    };
}
function listenOption(flags) {
    const listen = listenSpec(flags);
    return listen === undefined ? {} : { listen: { ...listen, tokenVariable: flags["listen-token-from-env"] } };
}
/** --scenario, or --mode chaos with its --error-rate and --seed; they exclude each other. */
function faultFlags(flags) {
    let scenario = "none";
    if (flags.scenario !== undefined) {
        if (!FAULT_SCENARIOS.includes(flags.scenario)) {
            throw new args/* UsageError */.eb(`--scenario must be one of ${FAULT_SCENARIOS.join(", ")}, got "${flags.scenario}"`);
        }
        scenario = flags.scenario;
    }
    if (flags.mode === undefined) {
        if (flags["error-rate"] !== undefined || flags.seed !== undefined)
            throw new args/* UsageError */.eb("--error-rate and --seed need --mode chaos");
        return { scenario, chaos: null };
    }
    if (flags.mode !== "chaos")
        throw new args/* UsageError */.eb(`--mode must be "chaos", got "${flags.mode}"`);
    if (flags.scenario !== undefined)
        throw new args/* UsageError */.eb("--mode chaos and --scenario exclude each other");
    if (flags["error-rate"] === undefined || flags.seed === undefined)
        throw new args/* UsageError */.eb("--mode chaos needs --error-rate R and --seed N");
    const errorRate = (0,args/* numberFlag */.C$)("error-rate", flags["error-rate"], 0, 1);
    const seed = (0,args/* numberFlag */.C$)("seed", flags.seed, -2147483648, 4294967295);
    if (!Number.isInteger(seed))
        throw new args/* UsageError */.eb(`--seed must be an integer, got "${flags.seed}"`);
    return { scenario: "chaos", chaos: { errorRate, seed } };
}
function retryAfterFlag(flags, scenario) {
    if (flags["retry-after"] === undefined)
        return 60;
    if (!(0,scenarios/* asksToWait */.r8)(scenario))
        throw new args/* UsageError */.eb(`--retry-after applies only to --scenario ${schema.SCENARIOS.filter(scenarios/* asksToWait */.r8).join(" or ")}`);
    const seconds = (0,args/* numberFlag */.C$)("retry-after", flags["retry-after"], 0, 86400);
    if (!Number.isInteger(seconds))
        throw new args/* UsageError */.eb(`--retry-after must be whole seconds, got "${flags["retry-after"]}"`);
    return seconds;
}
function upstreamTimeoutFlag(flags) {
    if (flags["upstream-timeout-ms"] === undefined)
        return 60000;
    const ms = (0,args/* numberFlag */.C$)("upstream-timeout-ms", flags["upstream-timeout-ms"], 1, 86_400_000);
    if (!Number.isInteger(ms))
        throw new args/* UsageError */.eb(`--upstream-timeout-ms must be whole milliseconds`);
    return ms;
}
/** A fault on a write that may really execute needs the user's word that the upstream is a test system. */
function requireAllowWrites(flags, scenario, chaos) {
    const spec = (0,scenarios/* scenarioSpec */.ae)(scenario);
    const injects = spec.injects === "seeded" ? (chaos?.errorRate ?? 0) > 0 : spec.injects !== "nothing";
    if (injects && !flags["allow-writes"]) {
        throw new args/* UsageError */.eb(`${spec.selectedBy} ${scenario} injects faults into write calls that may really execute: point the recorder at a test system and add --allow-writes`);
    }
}
function checkUpstreamCwd(dir) {
    if (dir === undefined)
        return;
    let isDir;
    try {
        isDir = (0,external_node_fs_.statSync)(dir).isDirectory();
    }
    catch {
        isDir = false;
    }
    if (!isDir)
        throw new args/* UsageError */.eb(`--upstream-cwd ${dir} is not a directory`);
}
async function runRecordCommand(argv) {
    const options = parseRecordArgs(argv);
    if (options === "help") {
        process.stdout.write(`${HELP}\n`);
        return exit_codes/* EXIT */.d.OK;
    }
    const { Recorder } = await Promise.all(/* import() */[__webpack_require__.e(374), __webpack_require__.e(995)]).then(__webpack_require__.bind(__webpack_require__, 995));
    const { OutPathError } = await __webpack_require__.e(/* import() */ 103).then(__webpack_require__.bind(__webpack_require__, 6103));
    // Redacted as the recording is once the recorder exists (its key, the secrets it was given), by the shared rule before.
    const rule = {};
    const log = (text) => (0,stderr/* writeStderr */._)("loopgate record: ", text, rule.redact);
    if (options.configFile !== null)
        log(`config: ${options.configFile}`);
    let agentSide = null;
    if (options.listen !== undefined) {
        try {
            agentSide = await openAgentSide(options.listen, options.listen.tokenVariable, log);
        }
        catch (error) {
            log((0,util_text/* errorMessage */.gJ)(error));
            return exit_codes/* EXIT */.d.USAGE;
        }
    }
    const io = agentSide?.io ?? { agentIn: process.stdin, agentOut: process.stdout };
    const recorder = new Recorder(options, { ...io, log });
    rule.redact = (text) => recorder.redactText(text);
    let outcome;
    try {
        outcome = await recorder.run();
    }
    catch (error) {
        if (error instanceof OutPathError) {
            log(error.message);
            return exit_codes/* EXIT */.d.UNREADABLE;
        }
        throw error;
    }
    finally {
        await agentSide?.close();
    }
    await new Promise((resolve) => process.stdout.write("", () => resolve()));
    process.stdin.destroy();
    // A failed run (1) says more than an untriggered one, as replay's 1 wins over 3.
    if (outcome === "failed")
        return exit_codes/* EXIT */.d.UNREADABLE;
    return options.requireTrigger && !recorder.triggered ? exit_codes/* EXIT */.d.NOT_TRIGGERED : exit_codes/* EXIT */.d.OK;
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

/***/ 571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ rejectCommandFlagsWithUrl),
/* harmony export */   KJ: () => (/* binding */ UPSTREAM_URL_FLAGS),
/* harmony export */   QJ: () => (/* binding */ listTarget),
/* harmony export */   Ri: () => (/* binding */ upstreamTarget)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);

/** The flags that point record, doctor and init at a Streamable HTTP upstream instead of a command. */
const UPSTREAM_URL_FLAGS = {
    "upstream-url": { type: "string" },
    "upstream-header": { type: "string", multiple: true },
    "upstream-header-from-env": { type: "string", multiple: true },
};
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const ENV_VAR = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Headers the transport sets itself: a user's value would break the session. */
const TRANSPORT_HEADERS = new Set([
    "accept",
    "content-type",
    "content-length",
    "host",
    "last-event-id",
    "mcp-protocol-version",
    "mcp-session-id",
    "transfer-encoding",
    "connection",
]);
/**
 * The upstream command after `--`, or `--upstream-url` with its headers. A header's value is
 * never repeated in an error message: it is usually a credential.
 */
function upstreamTarget(flags, positionals, rest, env = process.env) {
    const url = flags["upstream-url"];
    if (url === undefined) {
        if (flags["upstream-header"] !== undefined || flags["upstream-header-from-env"] !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--upstream-header and --upstream-header-from-env need --upstream-url");
        return { command: (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .upstreamCommand */ .Z8)(positionals, rest), headers: {} };
    }
    if (positionals.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unexpected argument "${positionals[0]}"`);
    if (rest !== null && rest.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give either --upstream-url or an upstream command after --, not both");
    return { command: [], url: checkedUrl(url), headers: headersOf(flags, env) };
}
/** `--upstream-cwd` and `--upstream-env` shape a process loopgate starts; a URL names none. */
function rejectCommandFlagsWithUrl(target, flags) {
    if (target.url !== undefined && (flags["upstream-cwd"] !== undefined || flags["upstream-env"] !== undefined))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--upstream-cwd and --upstream-env apply to an upstream command, not to --upstream-url");
}
/** What doctor and init list tools from: the command with its directory and environment, or the URL. */
function listTarget(target, cwd, env, stderr) {
    return target.url === undefined
        ? { command: target.command, cwd, env, ...(stderr ? { stderr } : {}) }
        : { url: target.url, headers: target.headers };
}
function checkedUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--upstream-url is not a valid URL (expected http://HOST[:PORT]/PATH or https://…)");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--upstream-url must be an http: or https: URL, got ${url.protocol}`);
    return url.toString();
}
function headersOf(flags, env) {
    const headers = {};
    const add = (flag, name, value) => {
        if (!HEADER_NAME.test(name))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${flag}: "${name.slice(0, 64)}" is not a valid header name`);
        const lower = name.toLowerCase();
        if (TRANSPORT_HEADERS.has(lower))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${flag}: ${name} is set by the transport itself and cannot be given`);
        if (Object.keys(headers).some((existing) => existing.toLowerCase() === lower))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${flag}: header ${name} given twice`);
        if (/[\r\n\u0000]/.test(value))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${flag}: the value of ${name} holds a line break or NUL`);
        headers[name] = value;
    };
    for (const item of flags["upstream-header"] ?? []) {
        const colon = item.indexOf(":");
        if (colon <= 0)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--upstream-header must be 'Name: value'");
        add("upstream-header", item.slice(0, colon).trim(), item.slice(colon + 1).trim());
    }
    for (const item of flags["upstream-header-from-env"] ?? []) {
        const equals = item.indexOf("=");
        const name = item.slice(0, equals);
        const variable = item.slice(equals + 1);
        if (equals <= 0 || !ENV_VAR.test(variable))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--upstream-header-from-env must be NAME=VARIABLE, got "${item.slice(0, 100)}"`);
        const value = env[variable];
        if (value === undefined || value === "")
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--upstream-header-from-env ${name}=${variable}: the environment variable ${variable} is not set`);
        add("upstream-header-from-env", name, value.trim());
    }
    return headers;
}


/***/ }),

/***/ 5023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   k: () => (/* binding */ configFileToRead)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const CONFIG_FILE_NAME = "loopgate.json";
/**
 * The config file a command reads: `--config FILE` (which must then exist), else
 * `./loopgate.json` when present; null for none. Apart from config/load.ts so a command
 * without a config file never loads zod and the config schema.
 */
function configFileToRead(choice, cwd) {
    if (choice.noConfig)
        return null;
    if (choice.config !== undefined)
        return choice.config;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(cwd, CONFIG_FILE_NAME));
    }
    catch (error) {
        // Any other failure is reported by reading it.
        if (error.code === "ENOENT")
            return null;
    }
    return CONFIG_FILE_NAME;
}


/***/ }),

/***/ 8270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ resolveSettings)
/* harmony export */ });
/* harmony import */ var _util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9104);

const matchesAny = (globs, name) => globs?.some((glob) => (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatch */ .U)(glob, name)) ?? false;
/**
 * The {@link ClassifySettings} a command runs with, built once and passed whole: flags (or
 * the action's inputs) over the file over "not stated". A tool the file classifies as write or read joins
 * `addWriteTools` or `readTools` by its exact name, unless a glob of that class already
 * covers it or a flag of the other class names it (the command line wins over the file).
 * `distrustIdempotentHint` is on when either says so: a flag can only switch it on.
 */
function resolveSettings(file, flags) {
    const writeTools = flags.writeTools ?? file?.writeTools ?? null;
    const addWriteTools = flags.addWriteTools ?? file?.addWriteTools ?? null;
    const readTools = flags.readTools ?? file?.readTools ?? null;
    const flagWrites = [...(flags.writeTools ?? []), ...(flags.addWriteTools ?? [])];
    const pinned = new Map();
    for (const [name, tool] of Object.entries(file?.tools ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (tool.class === "write" && !matchesAny(writeTools, name) && !matchesAny(addWriteTools, name)) {
            if (!matchesAny(flags.readTools, name))
                pinned.set(name, "write");
        }
        else if (tool.class === "read" && !matchesAny(readTools, name)) {
            if (!matchesAny(flagWrites, name))
                pinned.set(name, "read");
        }
    }
    const pinnedAs = (cls) => [...pinned].filter(([, c]) => c === cls).map(([name]) => name);
    const withPins = (globs, names) => globs === null && names.length === 0 ? null : [...(globs ?? []), ...names];
    const distrust = flags.distrustIdempotentHint || file?.distrustIdempotentHint;
    return {
        settings: {
            writeTools,
            addWriteTools: withPins(addWriteTools, pinnedAs("write")),
            readTools: withPins(readTools, pinnedAs("read")),
            keyFields: flags.keyFields ?? file?.keyFields ?? null,
            distrustIdempotentHint: distrust === undefined ? null : distrust,
            ...fileOnlySettings(file),
        },
        pinned,
    };
}
/**
 * J2b and J29 from the file's `tools` map. A `by-operation` tool's map is kept with its
 * `todo` values, which classify like values not listed; a flag naming the tool still wins,
 * as the classifier puts explicit patterns before J2b.
 */
function fileOnlySettings(file) {
    const entries = Object.entries(file?.tools ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const operations = {};
    const idempotent = [];
    for (const [name, tool] of entries) {
        if (tool.class === "by-operation")
            define(operations, name, { ...(tool.operations ?? {}) });
        if (tool.idempotent === true)
            idempotent.push(name);
    }
    return {
        operations: Object.keys(operations).length === 0 ? null : operations,
        idempotentTools: idempotent.length === 0 ? null : idempotent,
    };
}
/** A key named `__proto__` is a tool name like any other. */
function define(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}


/***/ }),

/***/ 3290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ SETTINGS_NOT_STATED),
/* harmony export */   Mp: () => (/* binding */ recordedSettings),
/* harmony export */   xp: () => (/* binding */ storedSettings),
/* harmony export */   yD: () => (/* binding */ settingsOver)
/* harmony export */ });
/** Nothing stated: the classifier's defaults, or, in replay, what each recording's header says. */
const SETTINGS_NOT_STATED = Object.freeze({
    writeTools: null,
    addWriteTools: null,
    readTools: null,
    keyFields: null,
    distrustIdempotentHint: null,
    operations: null,
    idempotentTools: null,
});
/**
 * The settings as a recording's header stores them: a recording says what it was recorded
 * with, so "not stated" becomes the value it stood for (no globs added, no hint distrusted).
 */
function storedSettings(settings) {
    return {
        writeTools: settings.writeTools,
        addWriteTools: settings.addWriteTools ?? [],
        readTools: settings.readTools ?? [],
        keyFields: settings.keyFields,
        distrustIdempotentHint: settings.distrustIdempotentHint === true,
        operations: settings.operations ?? {},
        idempotentTools: settings.idempotentTools ?? [],
    };
}
/** The settings a recording was recorded with, from its header (J1: replay may replace each). */
function recordedSettings(config) {
    return {
        writeTools: config.writeTools,
        addWriteTools: config.addWriteTools,
        readTools: config.readTools,
        keyFields: config.keyFields,
        distrustIdempotentHint: config.distrustIdempotentHint,
        operations: config.operations,
        idempotentTools: config.idempotentTools,
    };
}
/** J1, J4, J29: each recorded setting replaced by the replay-time one when that is stated. */
function settingsOver(recorded, given) {
    if (given === undefined)
        return recorded;
    const merged = { ...recorded };
    for (const key of Object.keys(merged))
        replaceStated(merged, key, given[key]);
    return merged;
}
function replaceStated(target, key, value) {
    if (value !== null && value !== undefined)
        target[key] = value;
}


/***/ }),

/***/ 5184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ FORMAT_MAJOR),
/* harmony export */   JG: () => (/* binding */ ANNOTATION_SOURCES),
/* harmony export */   Kx: () => (/* binding */ FORMAT_ID),
/* harmony export */   Oc: () => (/* binding */ MAX_LINE_BYTES),
/* harmony export */   U9: () => (/* reexport safe */ _scenarios_js__WEBPACK_IMPORTED_MODULE_0__.U9),
/* harmony export */   Yx: () => (/* binding */ FORMAT_NAME),
/* harmony export */   mz: () => (/* binding */ ANNOTATED_SEALS),
/* harmony export */   sd: () => (/* binding */ BODY_EVENT_TYPES),
/* harmony export */   sj: () => (/* binding */ END_REASONS),
/* harmony export */   y2: () => (/* reexport safe */ _scenarios_js__WEBPACK_IMPORTED_MODULE_0__.y2)
/* harmony export */ });
/* harmony import */ var _scenarios_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7048);
/**
 * The constants of loop recording format v1 (schema.ts holds its zod schemas). Apart so the
 * reader can use them without loading zod, which only unusual recordings need
 * (recording/lazy-schema.ts).
 */
const FORMAT_NAME = "loopgate.recording";
const FORMAT_MAJOR = 1;
const FORMAT_ID = `${FORMAT_NAME}/${FORMAT_MAJOR}`;

const END_REASONS = [
    "client_closed",
    "upstream_exited",
    "signal",
    "recorder_error",
    "upstream_failed_to_start",
];
/** Every event type after the header, in the order the format documents them. */
const BODY_EVENT_TYPES = [
    "tools",
    "call",
    "upstream",
    "delivered",
    "message",
    "user",
    "final_reply",
    "annotation",
    "end",
];
/** Lines longer than this are refused by the reader; the recorder bounds what it writes below it. */
const MAX_LINE_BYTES = 32 * 1024 * 1024;
/** Where `loopgate annotate` took the conversation it added (docs/recording.md, "Adding the reply afterwards"). */
const ANNOTATION_SOURCES = ["flags", "claude-stream-json", "claude-json", "messages"];
/** The seal a recording had when it was annotated: anything but `sealed` needed `--force`. */
const ANNOTATED_SEALS = ["sealed", "unsealed", "edited"];


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


/***/ }),

/***/ 1772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ANNOTATED_SEALS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.mz),
/* harmony export */   ANNOTATION_SOURCES: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.JG),
/* harmony export */   AnnotationEventSchema: () => (/* binding */ AnnotationEventSchema),
/* harmony export */   BODY_EVENT_SCHEMAS: () => (/* binding */ BODY_EVENT_SCHEMAS),
/* harmony export */   BODY_EVENT_TYPES: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.sd),
/* harmony export */   CallEventSchema: () => (/* binding */ CallEventSchema),
/* harmony export */   DeliveredEventSchema: () => (/* binding */ DeliveredEventSchema),
/* harmony export */   END_REASONS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.sj),
/* harmony export */   EndEventSchema: () => (/* binding */ EndEventSchema),
/* harmony export */   EventSchema: () => (/* binding */ EventSchema),
/* harmony export */   FAULTS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.y2),
/* harmony export */   FORMAT_ID: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.Kx),
/* harmony export */   FORMAT_MAJOR: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.GY),
/* harmony export */   FORMAT_NAME: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.Yx),
/* harmony export */   FaultSchema: () => (/* binding */ FaultSchema),
/* harmony export */   FinalReplyEventSchema: () => (/* binding */ FinalReplyEventSchema),
/* harmony export */   HeaderEventSchema: () => (/* binding */ HeaderEventSchema),
/* harmony export */   JsonSchema: () => (/* binding */ JsonSchema),
/* harmony export */   MAX_LINE_BYTES: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.Oc),
/* harmony export */   MessageEventSchema: () => (/* binding */ MessageEventSchema),
/* harmony export */   RecordingConfigSchema: () => (/* binding */ RecordingConfigSchema),
/* harmony export */   RpcErrorSchema: () => (/* binding */ RpcErrorSchema),
/* harmony export */   SCENARIOS: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_0__.U9),
/* harmony export */   ScenarioSchema: () => (/* binding */ ScenarioSchema),
/* harmony export */   ToolClassSchema: () => (/* binding */ ToolClassSchema),
/* harmony export */   ToolsEventSchema: () => (/* binding */ ToolsEventSchema),
/* harmony export */   UpstreamEventSchema: () => (/* binding */ UpstreamEventSchema),
/* harmony export */   UserTurnEventSchema: () => (/* binding */ UserTurnEventSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5649);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5184);



/**
 * Loop recording format v1: JSON Lines, one event per line, the first line a header.
 * docs/recording-format.md is the prose version of this file; keep the two in step.
 *
 * Times (`t`) are milliseconds since the recorder started, from a monotonic clock. The judge
 * reads only these; `startedAt` in the header is for people and is never judged.
 */
/**
 * Any JSON value. Every event comes out of JSON.parse, so a value is JSON by construction;
 * walking it again would only cost time on large arguments and results.
 */
const JsonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY(() => true);
const JsonObject = zod__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => value !== null && typeof value === "object" && !Array.isArray(value), { message: "expected a JSON object" });
const Millis = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().finite().nonnegative();
const Seq = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative();
const RpcId = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]);
const ScenarioSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .SCENARIOS */ .U9);
/** Faults the recorder can inject into one call. */
const FaultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .FAULTS */ .y2);
const ToolClassSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["write", "read", "unclassified"]);
const RecordingConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    scenario: ScenarioSchema,
    retryAfterSeconds: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(86400).default(60),
    chaos: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ errorRate: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1), seed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() })
        .strict()
        .nullable()
        .default(null),
    writeTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullable().default(null),
    /** Globs added to the default write patterns (J1, rules version 2); absent in older recordings. */
    addWriteTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    readTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    keyFields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).nullable().default(null),
    upstreamTimeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(60000),
    /** J29: judge tools declaring `idempotentHint: true` like any other write; absent in older recordings. */
    distrustIdempotentHint: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    /**
     * J2b (rules version 3): the classes the project configuration gave the operation values
     * of multi-operation tools (`"class": "by-operation"`), by tool; absent in older recordings.
     */
    operations: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["write", "read", "todo"]))).default({}),
    /** J29 (rules version 3): tools the project configuration declares `"idempotent": true`; absent in older recordings. */
    idempotentTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
})
    .strict();
const HeaderEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("header"),
    format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    recorder: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default({}),
    config: RecordingConfigSchema,
    /** A command (stdio) or a URL (Streamable HTTP; credentials, query values and fragment redacted). */
    upstream: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        command: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        serverInfo: JsonObject.optional(),
    })
        .strict()
        .optional(),
    /** How each side talked to the recorder; recordings before it were stdio on both sides. */
    transport: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ agent: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["stdio", "streamable-http"]), upstream: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["stdio", "streamable-http"]) })
        .strict()
        .optional(),
})
    .strict();
/** The upstream's complete tool list (every page), raw tool objects as listed. */
const ToolsEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("tools"),
    t: Millis,
    tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        annotations: JsonObject.optional(),
        inputSchema: JsonObject.optional(),
    })
        .passthrough()),
})
    .strict();
/** A `tools/call` request as the agent sent it, and what the recorder decided for it. */
const CallEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("call"),
    seq: Seq,
    t: Millis,
    id: RpcId,
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    arguments: JsonObject.default({}),
    class: ToolClassSchema,
    /**
     * J2b (rules version 3): `operation=create` when the class was decided by the call's
     * operation value (a multi-operation tool); absent when the tool's class decided it.
     */
    classifiedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** What the recorder injected (F1: armed; it applies unless the upstream answers with `isError`). */
    fault: FaultSchema.nullable().default(null),
    /** The seeded draw in chaos mode, recorded for every call. */
    chaosDraw: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).optional(),
    forwarded: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
})
    .strict();
const RpcErrorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), data: JsonSchema.optional() })
    .strict();
/** What the upstream did with a forwarded call. */
const UpstreamEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("upstream"),
    seq: Seq,
    t: Millis,
    /** `not_sent`: an HTTP request the upstream never received (connection refused): not an execution. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["result", "error", "timeout", "lost", "not_sent"]),
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
const DeliveredEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("delivered"),
    seq: Seq,
    t: Millis,
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["upstream", "injected", "recorder"]),
    result: JsonObject.optional(),
    error: RpcErrorSchema.optional(),
})
    .strict();
/** Any other JSON-RPC message, kept raw so nothing the agent or upstream said is lost. */
const MessageEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("message"),
    t: Millis,
    direction: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["agent_to_upstream", "upstream_to_agent"]),
    message: JsonSchema,
})
    .strict();
const UserTurnEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("user"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict();
const FinalReplyEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("final_reply"), t: Millis, text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict();
/**
 * `loopgate annotate` added the conversation events after it (user turns, final reply) to
 * a finished recording: who, from what, and whether the seal it found had to be overridden.
 */
const AnnotationEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("annotation"),
    t: Millis,
    annotator: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict(),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ANNOTATION_SOURCES */ .JG),
    /** The seal before the annotation; `forced` is true when it was not `sealed` (`--force`). */
    sealBefore: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ANNOTATED_SEALS */ .mz),
    forced: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
})
    .strict();
const EndEventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("end"),
    t: Millis,
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_format_js__WEBPACK_IMPORTED_MODULE_0__/* .END_REASONS */ .sj),
    detail: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The seal: lowercase hex SHA-256 of every byte of the file before this event's line (a checksum, not a signature). */
    sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
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
    annotation: AnnotationEventSchema,
    end: EndEventSchema,
};
const EventSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [
    HeaderEventSchema,
    ToolsEventSchema,
    CallEventSchema,
    UpstreamEventSchema,
    DeliveredEventSchema,
    MessageEventSchema,
    UserTurnEventSchema,
    FinalReplyEventSchema,
    AnnotationEventSchema,
    EndEventSchema,
]);


/***/ }),

/***/ 9104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ wildcardMatch)
/* harmony export */ });
/**
 * Wildcard match without regular expressions: `*` matches any run of characters and,
 * when `questionMark` is set, `?` matches one.
 *
 * Patterns and names both come from pull requests (a recording's header, loopgate.json), so
 * the match must stay linear in their lengths: a back-tracking matcher costs pattern × name
 * (an 800 KB pattern took minutes). The pattern is cut at `*` into literal pieces; the first
 * must start the name, the last must end it, and each piece between is taken at its leftmost
 * place after the previous one. Taking the leftmost place is never wrong: it leaves the
 * most room for the pieces after it. Literal pieces are found with `indexOf`, which is
 * linear; a piece holding `?` (path segments only, which file systems keep short) is
 * compared position by position.
 */
function wildcardMatch(pattern, text, questionMark = false) {
    const pieces = pattern.split("*");
    const first = pieces[0];
    if (pieces.length === 1)
        return text.length === first.length && pieceAt(first, text, 0, questionMark);
    const last = pieces[pieces.length - 1];
    if (first.length + last.length > text.length)
        return false;
    if (!pieceAt(first, text, 0, questionMark))
        return false;
    if (!pieceAt(last, text, text.length - last.length, questionMark))
        return false;
    let from = first.length;
    const end = text.length - last.length;
    for (let i = 1; i < pieces.length - 1; i += 1) {
        const piece = pieces[i];
        const at = findPiece(piece, text, from, questionMark);
        if (at === -1 || at + piece.length > end)
            return false;
        from = at + piece.length;
    }
    return true;
}
function hasWildChar(piece, questionMark) {
    return questionMark && piece.includes("?");
}
/** Whether `piece` matches `text` at `at` exactly. */
function pieceAt(piece, text, at, questionMark) {
    if (!hasWildChar(piece, questionMark))
        return text.startsWith(piece, at);
    if (at + piece.length > text.length)
        return false;
    for (let i = 0; i < piece.length; i += 1) {
        if (piece[i] !== "?" && piece[i] !== text[at + i])
            return false;
    }
    return true;
}
/** The leftmost place at or after `from` where `piece` matches, or -1. */
function findPiece(piece, text, from, questionMark) {
    if (!hasWildChar(piece, questionMark))
        return text.indexOf(piece, from);
    for (let at = from; at + piece.length <= text.length; at += 1) {
        if (pieceAt(piece, text, at, questionMark))
            return at;
    }
    return -1;
}


/***/ })

};
