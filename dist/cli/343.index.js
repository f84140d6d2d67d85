export const id = 343;
export const ids = [343];
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

/***/ 5343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDoctorCommand: () => (/* binding */ runDoctorCommand)
/* harmony export */ });
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2024);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7092);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8551);
/* harmony import */ var _upstream_flags_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(571);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1095);






const HELP = `usage: loopgate doctor [options] -- <upstream command> [args…]
       loopgate doctor [options] --upstream-url URL [--upstream-header 'Name: value']…

Starts the upstream MCP server, lists and classifies its tools and audits their schemas
without calling any tool: which tools can be faulted and judged, which read could show a
write after a lost answer (J17), and what limits the recordings, each with its fix.

options:
  --config FILE              settings and tool classes (default: ./loopgate.json when present; flags override it)
  --no-config                ignore ./loopgate.json
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
${(0,_config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .distrustHintHelp */ .NW)(29)}
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable)
  --upstream-url URL         a Streamable HTTP MCP server instead of an upstream command
  --upstream-header 'Name: value'
                             sent to --upstream-url with every request (repeatable; never printed)
  --upstream-header-from-env NAME=VARIABLE
                             the same, the value read from the environment (keeps it out of argv)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)
  --strict                   exit 1 when more tools are undecided than classified as writes

exit codes: 0 usable (at least one write tool; warnings printed), 1 nothing can be tested (the
upstream failed to start, lists no tools or no write tool) or, with --strict, undecided tools
outnumber the write tools, 2 usage error or a bad config file`;
const FLAGS = {
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_FLAGS */ .Fl,
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .CLASSIFY_FLAGS */ .$E,
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    ..._upstream_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .UPSTREAM_URL_FLAGS */ .KJ,
    "timeout-ms": { type: "string" },
    strict: { type: "boolean" },
    help: { type: "boolean" },
};
async function runDoctorCommand(argv) {
    const { flags, positionals, rest } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS, true);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.OK;
    }
    const upstream = (0,_upstream_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .upstreamTarget */ .Ri)(flags, positionals, rest);
    (0,_upstream_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .rejectCommandFlagsWithUrl */ .Jj)(upstream, flags);
    const timeout = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
    const env = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .keyValueFlags */ .gL)("upstream-env", flags["upstream-env"], _args_js__WEBPACK_IMPORTED_MODULE_1__/* .ENV_NAME */ .G1);
    (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .hideOnStderr */ .O)(Object.values(env));
    const resolved = await (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .commandSettings */ .Jd)(flags);
    const { listUpstreamTools, UpstreamListError } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(838), __webpack_require__.e(374), __webpack_require__.e(290)]).then(__webpack_require__.bind(__webpack_require__, 5847));
    const { auditTools, formatAudit } = await Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(773)]).then(__webpack_require__.bind(__webpack_require__, 1773));
    let listing;
    try {
        listing = await listUpstreamTools((0,_upstream_flags_js__WEBPACK_IMPORTED_MODULE_4__/* .listTarget */ .QJ)(upstream, flags["upstream-cwd"], env, (line) => (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate doctor: upstream: ", line)), timeout);
    }
    catch (error) {
        if (!(error instanceof UpstreamListError))
            throw error;
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate doctor: ", error.message);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.UNREADABLE;
    }
    const { settings } = resolved;
    const distrust = settings.distrustIdempotentHint ?? false;
    const audit = auditTools(listing.tools, settings);
    credit(audit, resolved);
    audit.warnings.push(...configDrift(listing.tools, resolved));
    const config = resolved.loaded ? `config: ${resolved.loaded.file}\n` : "";
    process.stdout.write(`${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_5__/* .printableLine */ .oy)(`upstream: ${listing.server}`)}\n${config}${formatAudit(audit, distrust)}\n`);
    if (audit.problems.length > 0)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.UNREADABLE;
    return flags.strict === true && audit.undecidedOutnumberWrites ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.UNREADABLE : _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.OK;
}
/** A tool classified by its name in the config file says so, not "add-write-tools". */
function credit(audit, resolved) {
    for (const tool of audit.tools) {
        if (resolved.pinned.get(tool.name) === tool.class)
            tool.why = resolved.loaded.file;
    }
}
/** The file was written for another version of the upstream: tools it names are gone, or new ones are undecided. */
function configDrift(listed, resolved) {
    const named = resolved.loaded?.config.tools;
    if (!named)
        return [];
    const file = resolved.loaded.file;
    const listedNames = new Set(listed.map((tool) => tool.name));
    const gone = Object.keys(named)
        .filter((name) => !listedNames.has(name))
        .sort();
    const added = [...listedNames].filter((name) => !Object.hasOwn(named, name)).sort();
    const warnings = [];
    if (gone.length > 0)
        warnings.push(`${file} names tools the upstream does not list: ${gone.join(", ")}; remove them from "tools"`);
    if (added.length > 0)
        warnings.push(`the upstream lists tools ${file} does not name: ${added.join(", ")}; add each to "tools" with its class (loopgate init --force rewrites the file)`);
    return warnings;
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
