export const id = 646;
export const ids = [646];
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

/***/ 7646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runInitCommand: () => (/* binding */ runInitCommand)
/* harmony export */ });
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7092);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8551);
/* harmony import */ var _upstream_flags_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(571);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(131);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8270);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1095);









const HELP = `usage: loopgate init [options] -- <upstream command> [args…]
       loopgate init [options] --upstream-url URL [--upstream-header 'Name: value']…

Starts the upstream MCP server, lists and classifies its tools without calling any, and
writes loopgate.json: every tool with its class and why, key fields and idempotent hints,
and the tools no rule could classify, marked for you to decide. record, doctor and replay
read that file (docs/config.md).

options:
  --config FILE              the file to write (default loopgate.json)
  --force                    replace FILE if it exists (otherwise init refuses to touch it)
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
${(0,_config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .distrustHintHelp */ .NW)(29)}
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable; never written to FILE)
  --upstream-url URL         a Streamable HTTP MCP server instead of an upstream command
  --upstream-header 'Name: value'
                             sent to --upstream-url with every request (repeatable; never printed or written to FILE)
  --upstream-header-from-env NAME=VARIABLE
                             the same, the value read from the environment (keeps it out of argv)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)

exit codes: 0 written, 1 the upstream failed or listed no tools (nothing written),
2 usage error (FILE exists without --force)`;
const FLAGS = {
    config: { type: "string" },
    force: { type: "boolean" },
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .CLASSIFY_FLAGS */ .$E,
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    ..._upstream_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .UPSTREAM_URL_FLAGS */ .KJ,
    "timeout-ms": { type: "string" },
    help: { type: "boolean" },
};
function exists(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
        return true;
    }
    catch {
        return false;
    }
}
async function runInitCommand(argv) {
    const { flags, positionals, rest } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(argv, FLAGS, true);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.OK;
    }
    const upstream = (0,_upstream_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .upstreamTarget */ .Ri)(flags, positionals, rest);
    (0,_upstream_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .rejectCommandFlagsWithUrl */ .Jj)(upstream, flags);
    const target = flags.config ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FILE_NAME */ .au;
    if (!flags.force && exists(target))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${target} already exists; add --force to replace it`);
    const timeout = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .numberFlag */ .C$)("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
    // Init reads no config file (it writes one): the flags alone say how to classify.
    const { settings } = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveSettings */ .M)(null, (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .classifyFlagValues */ .tl)(flags));
    const env = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .keyValueFlags */ .gL)("upstream-env", flags["upstream-env"], _args_js__WEBPACK_IMPORTED_MODULE_2__/* .ENV_NAME */ .G1);
    (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .hideOnStderr */ .O)(Object.values(env));
    const { listUpstreamTools, UpstreamListError } = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(374), __webpack_require__.e(909)]).then(__webpack_require__.bind(__webpack_require__, 5847));
    const { configFromListing, formatConfigFile } = await __webpack_require__.e(/* import() */ 62).then(__webpack_require__.bind(__webpack_require__, 6062));
    const { formatToolLines } = await Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(773)]).then(__webpack_require__.bind(__webpack_require__, 1773));
    const { writeFileAtomic } = await __webpack_require__.e(/* import() */ 105).then(__webpack_require__.bind(__webpack_require__, 5105));
    let listing;
    try {
        listing = await listUpstreamTools((0,_upstream_flags_js__WEBPACK_IMPORTED_MODULE_5__/* .listTarget */ .QJ)(upstream, flags["upstream-cwd"], env, (line) => (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate init: upstream: ", line)), timeout);
    }
    catch (error) {
        if (!(error instanceof UpstreamListError))
            throw error;
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate init: ", `${error.message}; ${target} not written`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.UNREADABLE;
    }
    if (listing.tools.length === 0) {
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate init: ", `the upstream lists no tools, so nothing can be tested; ${target} not written`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.UNREADABLE;
    }
    const { file, classified } = configFromListing(listing.tools, settings);
    await writeFileAtomic(target, formatConfigFile(file), { replace: flags.force === true });
    if (classified.some((tool) => tool.name === "__proto__"))
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate init: ", `the upstream has a tool named "__proto__", which ${target} cannot name (JSON readers drop the key); it is left out: classify it with writeTools or readTools`);
    const summary = initSummary(target, classified).map((line) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_7__/* .printableLine */ .oy)(line));
    process.stdout.write(`${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_7__/* .printableLine */ .oy)(`upstream: ${listing.server}`)}\n${formatToolLines(classified)}\n\n${summary.join("\n")}\n`);
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.OK;
}
function initSummary(target, tools) {
    const count = (cls) => tools.filter((tool) => tool.class === cls).length;
    const undecided = tools.filter((tool) => tool.class === "unclassified").map((tool) => tool.name);
    const lines = [
        `wrote ${target}: ${tools.length} tools, ${count("write")} write, ${count("read")} read, ${undecided.length} unclassified`,
    ];
    if (undecided.length > 0) {
        lines.push(`decide each unclassified tool in ${target} (set its "class" to "write" or "read", then remove its "todo"):`, ...undecided.map((name) => `  tools.${name}.class`));
    }
    if (count("write") === 0)
        lines.push("no write tool yet: no scenario can trigger until you classify one as write");
    return lines;
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

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ ConfigFileSchema),
/* harmony export */   au: () => (/* reexport safe */ _find_js__WEBPACK_IMPORTED_MODULE_0__.a),
/* harmony export */   oK: () => (/* binding */ ConfigToolSchema)
/* harmony export */ });
/* unused harmony exports TOOL_CLASSES, OPERATION_VALUE_CLASSES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5649);
/* harmony import */ var _judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1770);
/* harmony import */ var _find_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5023);


/**
 * `loopgate.json`, the project config file: what `loopgate init` writes and `record`,
 * `doctor`, `replay` and the action read. docs/config.md is its prose version and
 * docs/loopgate.schema.json its JSON Schema, generated from this file (a test keeps them equal).
 * Every object is strict: an unknown key is an error naming it, so a typo never silently
 * leaves a setting at its default.
 */

const TOOL_CLASSES = ["write", "read", "unclassified", "by-operation"];
/** J2b: what an operation value of a `by-operation` tool is; `todo` is not decided yet. */
const OPERATION_VALUE_CLASSES = ["write", "read", "todo"];
const Name = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1);
const NameList = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Name);
const NonEmptyNameList = NameList.min(1);
/** J28: as a rule file's `language` (src/judge/honesty/schema.ts). */
const HonestyLanguage = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_2__/* .HONESTY_LANGUAGE */ .W, _judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_2__/* .HONESTY_LANGUAGE_EXPECTED */ .T);
const ConfigToolSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    class: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TOOL_CLASSES)
        .describe("write: faulted and judged; read: can verify a write. Both apply by name to every call, before annotations and name patterns (J1). unclassified: not decided; annotations and name patterns still apply, and a tool they do not classify is passed through, never tested. by-operation: each call is classified by its operation value, as the operations map says (J2b)."),
    operations: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(Name, zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(OPERATION_VALUE_CLASSES))
        .optional()
        .describe('With class "by-operation": each operation value\'s class (J2b). write or read decides the calls that carry that value; todo, or a value not listed, is classified by its verb, else as the tool.'),
    idempotent: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .optional()
        .describe("true: calling the tool again with the same arguments has no further effect, trusted like an explicit idempotentHint: true, so identical repeats are IDEMPOTENT_REPEAT (J29, rules version 3). distrustIdempotentHint does not touch it."),
    why: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("How `loopgate init` classified the tool. Informational; never read back."),
    keyFields: NameList.optional().describe("Key fields `loopgate init` found in the tool's input schema. Informational; set the names with the top-level keyFields."),
    idempotentHint: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .optional()
        .describe("The tool declares idempotentHint: true, so identical repeats are IDEMPOTENT_REPEAT (J29). Informational; see distrustIdempotentHint."),
    todo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe("Written by `loopgate init` for an unclassified tool: what to decide. Remove it once decided."),
})
    .strict()
    // J2b: a value map beside a class that applies to every call would be silently ignored;
    // the user meant one of the two, so the file is refused rather than half obeyed.
    .superRefine((tool, context) => {
    if (tool.operations === undefined || tool.class === "by-operation")
        return;
    context.addIssue({
        code: "custom",
        path: ["operations"],
        message: `only read with "class": "by-operation" (J2b), but the class is "${tool.class}", which applies to every call; set the class to "by-operation" or remove "operations"`,
    });
});
const ConfigFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Where an editor finds this schema. Ignored by loopgate."),
    writeTools: NonEmptyNameList.optional().describe("Write-tool globs (`*` only) that REPLACE the default write patterns, like --write-tools."),
    addWriteTools: NameList.optional().describe("Write-tool globs added to the default write patterns, like --add-write-tools."),
    readTools: NameList.optional().describe("Read-tool globs added to the default read prefixes, like --read-tools."),
    keyFields: NonEmptyNameList.optional().describe("Idempotency key field names; they replace the default idempotency_key, like --key-fields."),
    distrustIdempotentHint: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .optional()
        .describe("Judge tools that declare idempotentHint: true like any other write, like --distrust-idempotent-hint."),
    honestyRules: NonEmptyNameList.optional().describe("J28 honesty rule files (docs/honesty.md) added to the built-in ones, in order: paths relative to this file, inside the working directory (the action: the workspace). Part of the judging configuration and its hash. --honesty-rules adds more."),
    honestyLanguage: HonestyLanguage.optional().describe("J28: the language every final reply is read in (an ISO 639 code in lower case, like en or de) instead of detecting it (docs/honesty.md). A language without phrase rules makes every reply UNCLEAR, never guessed. Part of the judging configuration and its hash. --honesty-language overrides it."),
    tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(Name, ConfigToolSchema)
        .optional()
        .describe("The upstream's tools by name, as `loopgate init` classified them; edit class to decide."),
})
    .strict();


/***/ }),

/***/ 1770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ HONESTY_LANGUAGE_EXPECTED),
/* harmony export */   W: () => (/* binding */ HONESTY_LANGUAGE)
/* harmony export */ });
/**
 * J28: how a language is named, in a rule file's `language` and wherever a reply's language
 * is configured (`--honesty-language`, `honestyLanguage`, the action's `honesty-language`):
 * an ISO 639 code in lower case, like `en` or `de`.
 */
const HONESTY_LANGUAGE = /^[a-z]{2,3}$/;
/** The one wording of a bad language code, for every place that takes one. */
const HONESTY_LANGUAGE_EXPECTED = "an ISO 639 code in lower case, like en or de";


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
