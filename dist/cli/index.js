#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6890:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G1: () => (/* binding */ ENV_NAME),
  eb: () => (/* binding */ UsageError),
  gL: () => (/* binding */ keyValueFlags),
  C$: () => (/* binding */ numberFlag),
  Qx: () => (/* binding */ parseCommandArgs),
  Z8: () => (/* binding */ upstreamCommand)
});

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __nccwpck_require__(9997);
;// CONCATENATED MODULE: ./src/cli/args.ts


/** A mistake in how the command was called: exit code 2, one line on stderr. */
class UsageError extends Error {
    name = "UsageError";
}
/**
 * `--flag value` and `--flag=value` both work; unknown flags and missing values are
 * usage errors. A bare `--` ends option parsing and starts `rest`.
 */
function parseCommandArgs(argv, specs, withRest = false) {
    const dashDash = argv.indexOf("--");
    const given = withRest && dashDash !== -1 ? argv.slice(0, dashDash) : argv;
    const rest = withRest && dashDash !== -1 ? argv.slice(dashDash + 1) : null;
    const { args: own, explicit } = explicitBooleans(given, specs);
    try {
        const { values, positionals, tokens } = (0,external_node_util_namespaceObject.parseArgs)({
            args: own,
            options: specs,
            allowPositionals: true,
            strict: true,
            tokens: true,
        });
        refuseRepeats([...tokens, ...[...explicit.keys()].map((name) => ({ kind: "option", name }))], specs);
        for (const [name, value] of explicit)
            values[name] = value;
        return { flags: values, positionals, rest };
    }
    catch (error) {
        if (error instanceof UsageError)
            throw error;
        throw new UsageError(describeParseError(error));
    }
}
/**
 * A flag that takes one value, given twice (`--shard 1/4 … --shard 2/4`), would silently
 * keep the last: which one a script meant is not ours to guess. Repeatable flags collect.
 */
function refuseRepeats(tokens, specs) {
    const seen = new Set();
    for (const token of tokens) {
        if (token.kind !== "option" || token.name === undefined || specs[token.name]?.multiple)
            continue;
        if (seen.has(token.name))
            throw new UsageError(`--${token.name} given twice; give it once`);
        seen.add(token.name);
    }
}
/**
 * `--flag=true` and `--flag=false` for a boolean flag, so a flag whose default is true
 * (`--fail-on-lost-coverage`) can be turned off. node's parseArgs takes no value for a
 * boolean, so these are taken out before it runs (and count as given, for refuseRepeats).
 */
function explicitBooleans(argv, specs) {
    const explicit = new Map();
    const args = [];
    for (const arg of argv) {
        if (arg === "--") {
            args.push(...argv.slice(argv.indexOf(arg)));
            break;
        }
        const match = /^--([^=]+)=(true|false)$/.exec(arg);
        const spec = match ? specs[match[1]] : undefined;
        if (match && spec?.type === "boolean" && !spec.multiple) {
            if (explicit.has(match[1]))
                throw new UsageError(`--${match[1]} given twice; give it once`);
            explicit.set(match[1], match[2] === "true");
            continue;
        }
        args.push(arg);
    }
    return { args, explicit };
}
function describeParseError(error) {
    const message = (0,util_text/* errorMessage */.gJ)(error);
    const unknown = /Unknown option '([^']+)'/.exec(message);
    if (unknown)
        return `unknown flag ${unknown[1]}`;
    const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
    if (missing)
        return `${missing[1].replace(/^-\w, /, "")} needs a value`;
    const noValue = /Option '([^']+)' does not take an argument/.exec(message);
    if (noValue)
        return `${noValue[1]} takes no value`;
    return (0,util_text/* firstLine */.TM)(message);
}
/** A finite number within bounds, or a usage error naming the flag. */
function numberFlag(name, value, min, max) {
    if (value === undefined)
        return undefined;
    const parsed = value.trim() === "" ? Number.NaN : Number(value);
    if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
        throw new UsageError(`--${name} must be a number from ${min} to ${max}, got "${value}"`);
    }
    return parsed;
}
/** Repeated `--flag KEY=VALUE` pairs; a KEY not matching `namePattern`, or given twice, is a usage error. */
function keyValueFlags(flag, values, namePattern) {
    const out = {};
    for (const item of values ?? []) {
        const equals = item.indexOf("=");
        const key = equals === -1 ? "" : item.slice(0, equals);
        if (!namePattern.test(key))
            throw new UsageError(`--${flag} must be KEY=VALUE with a valid KEY, got "${item.split("=")[0]}…"`);
        // A plain object drops this key without a word (it names the prototype), and so would every reader.
        if (key === "__proto__")
            throw new UsageError(`--${flag} key "__proto__" is not allowed`);
        if (Object.hasOwn(out, key))
            throw new UsageError(`--${flag} ${key} given twice`);
        out[key] = item.slice(equals + 1);
    }
    return out;
}
/** An environment variable's name: what `--upstream-env` accepts as KEY. */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** The upstream command after a bare `--` (record, doctor, init); a stray argument before it is a mistake. */
function upstreamCommand(positionals, rest) {
    if (positionals.length > 0)
        throw new UsageError(`unexpected argument "${positionals[0]}" (put the upstream command after --)`);
    if (!rest || rest.length === 0 || rest[0] === "")
        throw new UsageError("give the upstream command after --, e.g. -- node server.js");
    return rest;
}


/***/ }),

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT)
/* harmony export */ });
/** The exit codes are a contract (docs/cli.md): never renumber them. */
const EXIT = { OK: 0, UNREADABLE: 1, USAGE: 2, REGRESSION: 3, NOT_TRIGGERED: 4 };


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2957);

// `loopgate replay … | head` closes stdout early. The reports are written and the exit
// code still matters (a regression is 3), so a closed pipe only silences the summary.
process.stdout.on("error", (error) => {
    if (error.code !== "EPIPE")
        throw error;
});
process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6890);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8551);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8004);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9997);
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2024);






/** Each command is loaded only when called, so `replay` never pays for the recorder's SDK. */
const COMMANDS = {
    replay: {
        summary: "judge recordings, print a summary, write reports",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(453), __nccwpck_require__.e(377), __nccwpck_require__.e(72), __nccwpck_require__.e(775)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7919))).runReplayCommand,
    },
    merge: {
        summary: "combine the JSON reports of replay --shard into one run, then gate it",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(417), __nccwpck_require__.e(16), __nccwpck_require__.e(453), __nccwpck_require__.e(377), __nccwpck_require__.e(72), __nccwpck_require__.e(517)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2517))).runMergeCommand,
    },
    report: {
        summary: "render JUnit/Markdown from a saved JSON report",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(417), __nccwpck_require__.e(453), __nccwpck_require__.e(86)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1086))).runReportCommand,
    },
    diff: {
        summary: "compare a report against a baseline (the regression gate)",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(417), __nccwpck_require__.e(16), __nccwpck_require__.e(453), __nccwpck_require__.e(834), __nccwpck_require__.e(847)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6847))).runDiffCommand,
    },
    record: {
        summary: "record an agent's loop through the MCP chaos proxy",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(36), __nccwpck_require__.e(561)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6561))).runRecordCommand,
    },
    doctor: {
        summary: "classify an upstream's tools and audit their schemas",
        load: async () => (await __nccwpck_require__.e(/* import() */ 343).then(__nccwpck_require__.bind(__nccwpck_require__, 5343))).runDoctorCommand,
    },
    init: {
        summary: "classify an upstream's tools and write loopgate.json",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(646)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7646))).runInitCommand,
    },
    annotate: {
        summary: "add the agent's final reply (or its transcript) to a recording",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(635), __nccwpck_require__.e(84), __nccwpck_require__.e(824)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4824))).runAnnotateCommand,
    },
    seal: {
        summary: "re-compute a recording's checksum after an intended edit",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(635), __nccwpck_require__.e(84)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2885))).runSealCommand,
    },
};
function usage() {
    const lines = ["usage: loopgate <command> [options]", "", "commands:"];
    for (const [name, command] of Object.entries(COMMANDS))
        lines.push(`  ${name.padEnd(8)} ${command.summary}`);
    lines.push("", "Run 'loopgate <command> --help' for a command's options. Exit codes: 0 done, 1 unreadable input, 2 usage error, 3 regression, 4 record: scenario never triggered (--require-trigger).");
    return lines.join("\n");
}
async function main(argv) {
    const [name, ...rest] = argv;
    if (name === undefined || name === "--help" || name === "-h" || name === "help") {
        process.stdout.write(`${usage()}\n`);
        return name === undefined ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
    }
    if (name === "--version" || name === "-v") {
        process.stdout.write(`${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .LOOPGATE_VERSION */ .d}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
    }
    const command = COMMANDS[name];
    if (!command) {
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_3__/* .writeStderr */ ._)("loopgate: ", `unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(", ")})`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE;
    }
    try {
        const run = await command.load();
        return await run(rest);
    }
    catch (error) {
        if (error instanceof _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb) {
            (0,_stderr_js__WEBPACK_IMPORTED_MODULE_3__/* .writeStderr */ ._)(`loopgate ${name}: `, `${error.message} (see 'loopgate ${name} --help')`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE;
        }
        if (error instanceof _config_error_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigError */ .x) {
            (0,_stderr_js__WEBPACK_IMPORTED_MODULE_3__/* .writeStderr */ ._)(`loopgate ${name}: `, error.message);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE;
        }
        const message = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_3__/* .writeStderr */ ._)(`loopgate ${name}: `, (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .firstLine */ .TM)(message));
        if (process.env.LOOPGATE_DEBUG && error instanceof Error && error.stack)
            (0,_stderr_js__WEBPACK_IMPORTED_MODULE_3__/* .writeStderr */ ._)("", error.stack);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.UNREADABLE;
    }
}


/***/ }),

/***/ 2024:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ hideOnStderr),
/* harmony export */   _: () => (/* binding */ writeStderr)
/* harmony export */ });
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1095);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4107);


/**
 * Every line the CLI writes to stderr goes through here (issue 22 item 1, SECURITY.md):
 * messages quote argv, paths, URLs, an upstream's own stderr and what it answered, any of
 * which can hold a secret that a CI log would publish. They are redacted by the rule the
 * recorder applies to recordings (docs/recording.md, "Secrets"), then escaped and cut to
 * printable lines.
 */
/** The process's own key: a placeholder on stderr cannot be checked against a guess either. */
const shared = new _util_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .Redaction */ .ki();
/**
 * How much of a message is redacted: far more than a printed line shows (a secret is seen
 * whole even where the line is cut), while a message of megabytes costs no more.
 */
const REDACT_WINDOW = 64 * 1024;
/** Values to hide on stderr from now on, wherever they appear (`--upstream-env` values, secrets of the command). */
function hideOnStderr(values) {
    shared.addLiterals(values);
}
/** One `prefix`ed line on stderr per line of `text`, redacted, escaped and cut. */
function writeStderr(prefix, text, redact) {
    const window = text.length > REDACT_WINDOW ? text.slice(0, REDACT_WINDOW) : text;
    // Redacted whole before it is split, so a name and its value are seen together.
    const redacted = shared.text(redact ? redact(window) : window).replace(/\n+$/, "");
    const lines = redacted.split("\n").map((line) => `${prefix}${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .printableLine */ .oy)(line)}`);
    if (window !== text)
        lines[lines.length - 1] += ` … (cut at ${REDACT_WINDOW} characters)`;
    process.stderr.write(`${lines.join("\n")}\n`);
}


/***/ }),

/***/ 8004:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/**
 * A config file that cannot be used: one line, `file: path: message`, exit 2 (docs/config.md).
 * Its own module, so the CLI's entry can recognise it without loading the schema.
 */
class ConfigError extends Error {
    name = "ConfigError";
}


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   oy: () => (/* binding */ printableLine)
/* harmony export */ });
/* unused harmony exports hasUnprintable, MAX_PRINTED_LINE */
/**
 * Control characters (C0 including tab and newline, DEL, C1), line and paragraph
 * separators, bidirectional controls, and characters that print as nothing (zero-width
 * space and joiners, word joiner, byte-order mark, soft hyphen). Any of them in text from
 * a recording could forge a line of CI log (a `::error::` workflow command, a fake PASS),
 * move the cursor, reorder what a reader sees, or make two different names look the same.
 */
const UNSAFE_CLASS = "\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff";
const UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`, "g");
const HAS_UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`);
/** Whether `text` holds a character {@link printable} would escape. */
function hasUnprintable(text) {
    return HAS_UNSAFE.test(text);
}
/** Text from a recording made safe for one line of a terminal or CI log: unsafe characters become `\uXXXX`. */
function printable(text) {
    return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
/** Long enough for any line loopgate writes about a sane recording; a hostile one cannot flood a log. */
const MAX_PRINTED_LINE = 1000;
/**
 * {@link printable}, cut to `max` characters with a note saying so. Only the first `max`
 * characters are looked at, so a line built from a 100 MB string costs no more than a short one.
 */
function printableLine(text, max = MAX_PRINTED_LINE) {
    const safe = printable(text.length > max ? text.slice(0, max) : text);
    if (safe.length <= max && text.length <= max)
        return safe;
    // Never end inside a `\uXXXX` escape or between the halves of a surrogate pair.
    const cut = safe.slice(0, max).replace(/\\u[0-9a-f]{0,3}$|[\ud800-\udbff]$/, "");
    return `${cut}… (cut at ${max} characters)`;
}


/***/ }),

/***/ 4107:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  CU: () => (/* binding */ REDACTED_QUERY_VALUE),
  xe: () => (/* binding */ REDACTED_USERINFO),
  ki: () => (/* binding */ Redaction)
});

// UNUSED EXPORTS: MIN_LITERAL_SECRET_LENGTH, isRedacted

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/util/secret-names.ts
/**
 * Which names hold secrets: JSON fields, flags, headers, variables and query parameters all
 * go through {@link SecretNames.isSecret} (docs/recording.md, "Secrets"). A name is split
 * into words (at `_`, `-`, `.`, spaces and camelCase) and matched by word, never by
 * substring, so `author` and `tokenizer` are not secrets and `x-api-key` is.
 */
/** One word that makes a name secret. */
const SECRET_WORDS = new Set([
    "token",
    "tokens",
    "secret",
    "secrets",
    "password",
    "passwords",
    "passwd",
    // Beyond the issue's list: the short forms database clients and .env files use
    // (`--db-pass`, `DB_PWD`, `passphrase`), so an older recording's redacted flag stays redacted.
    "pass",
    "pwd",
    "passphrase",
    "auth",
    "authorization",
    "credential",
    "credentials",
    "cookie",
    "cookies",
]);
/** Two words in a row that make a name secret; also written as one word (`apikey`, `APIKEY`). */
const SECRET_PAIRS = [
    ["api", "key"],
    ["api", "keys"],
    ["access", "key"],
    ["access", "keys"],
    ["private", "key"],
    ["private", "keys"],
    ["session", "token"],
    ["client", "secret"],
];
const JOINED_PAIRS = new Set(SECRET_PAIRS.map(([a, b]) => `${a}${b}`));
/**
 * Names that hold a word above but count or limit something: token counts of model APIs.
 * A name is excluded when its only secret words are `token`/`tokens` and one of these
 * words is beside them (`max_tokens`, `token_count`, `totalTokens`, `maxOutputTokens`).
 */
const COUNTING_WORDS = new Set([
    "max",
    "min",
    "count",
    "counts",
    "total",
    "num",
    "number",
    "prompt",
    "completion",
    "input",
    "output",
    "used",
    "usage",
    "limit",
    "limits",
    "remaining",
    "budget",
    "estimate",
    "estimated",
    "cached",
    "reasoning",
]);
/** The documented exclusions, for the docs test and `--help`. */
const SECRET_NAME_EXCLUSIONS = "token counts: `token`/`tokens` beside one of " + [...COUNTING_WORDS].map((word) => `\`${word}\``).join(", ");
/** `X-Api-Key` → x api key; `maxOutputTokens` → max output tokens; `APIKey` → api key. */
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
}
const normalised = (name) => nameWords(name).join(" ");
class SecretNames {
    extra;
    keep;
    memo = new Map();
    /**
     * `extra`: names that are secret too (`--redact-field`), matched as whole names by their
     * words; `keep`: names never secret (the J4 key fields the judge compares), the same way.
     */
    constructor(extra = [], keep = []) {
        this.extra = new Set(extra.map(normalised));
        this.keep = new Set(keep.map(normalised));
    }
    isSecret(name) {
        let verdict = this.memo.get(name);
        if (verdict === undefined) {
            verdict = this.decide(name);
            // Names come from untrusted messages and could all differ: bound what is remembered.
            if (this.memo.size >= 4096)
                this.memo.clear();
            this.memo.set(name, verdict);
        }
        return verdict;
    }
    /** A key field the judge compares: its value is recorded as it is. */
    isKept(name) {
        return this.keep.has(normalised(name));
    }
    decide(name) {
        const words = nameWords(name);
        const whole = words.join(" ");
        if (this.keep.has(whole))
            return false;
        if (this.extra.has(whole))
            return true;
        return wordsAreSecret(words);
    }
}
function wordsAreSecret(words) {
    let onlyTokenWords = true;
    let secret = false;
    for (let index = 0; index < words.length; index += 1) {
        const word = words[index];
        const next = words[index + 1];
        if (JOINED_PAIRS.has(word) || SECRET_PAIRS.some(([a, b]) => a === word && b === next)) {
            secret = true;
            onlyTokenWords = false;
        }
        else if (SECRET_WORDS.has(word)) {
            secret = true;
            if (word !== "token" && word !== "tokens")
                onlyTokenWords = false;
        }
    }
    if (!secret)
        return false;
    return !(onlyTokenWords && words.some((word) => COUNTING_WORDS.has(word)));
}

;// CONCATENATED MODULE: ./src/util/secret-shapes.ts
/**
 * Secrets recognised by their shape wherever they appear, whatever names surround them.
 * The token prefixes follow the rule set of gitleaks (github.com/gitleaks/gitleaks,
 * config/gitleaks.toml, MIT): the rules that identify a secret by its own form rather
 * than by a nearby name, written here as our own patterns. Names are matched separately
 * (secret-names.ts); together they are the one rule of docs/recording.md, "Secrets".
 */
/** Each source matches one secret; a group named nowhere means the whole match is the secret. */
const TOKEN_SHAPES = [
    // Cloud providers
    String.raw `\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[A-Z0-9]{16}\b`,
    String.raw `\bAIza[\w-]{35}`,
    String.raw `\bLTAI[A-Za-z0-9]{20}\b`,
    String.raw `\bABSK[A-Za-z0-9+/]{109,269}={0,2}`,
    String.raw `\bbedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]*`,
    String.raw `\bdo[opr]_v1_[a-f0-9]{64}\b`,
    String.raw `\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}`,
    String.raw `[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}`,
    String.raw `\bhv[sb]\.[\w-]{90,300}`,
    String.raw `\b[a-z0-9]{14}\.atlasv1\.[\w=-]{60,70}`,
    // Source hosting and package registries
    String.raw `\bgh[pousr]_[A-Za-z0-9]{36,255}`,
    String.raw `\bgithub_pat_\w{22,255}`,
    String.raw `\bgl(?:pat|dt|ft|rt|soat|ffct|imt|agent|oas|cbt|ptt)-[\w.-]{20,300}`,
    String.raw `\bGR1348941[\w-]{20,}`,
    String.raw `_gitlab_session=[0-9a-z]{32}`,
    String.raw `\bnpm_[A-Za-z0-9]{36}\b`,
    String.raw `\bpypi-AgEIcHlwaS5vcmc[\w-]{50,1000}`,
    String.raw `\brubygems_[a-f0-9]{48}\b`,
    String.raw `\bCLOJARS_[A-Za-z0-9]{60}`,
    String.raw `\bAKCp[A-Za-z0-9]{69}\b`,
    String.raw `\bcmVmd[A-Za-z0-9]{59}\b`,
    String.raw `\bsgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}\b`,
    // Chat and messaging
    String.raw `\bxox[abposre]-[\w-]{10,}`,
    String.raw `\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{100,}`,
    String.raw `\bxapp-\d-[A-Za-z0-9-]{10,}`,
    String.raw `hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{20,}`,
    String.raw `webhook\.office\.com/webhookb2/[^\s"'<>]{20,}`,
    // Payments and commerce
    String.raw `\b(?:sk|rk|pk)[-_](?:live|test|prod|proj|ant|svcacct|admin)?[-_]?[A-Za-z0-9_-]{16,}`,
    String.raw `\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b`,
    String.raw `\bshippo_(?:live|test)_[a-fA-F0-9]{40}\b`,
    String.raw `\bFLW(?:SECK|PUBK)_TEST-[A-Za-z0-9]{12,32}(?:-X)?`,
    String.raw `\bduffel_(?:test|live)_[\w=-]{43}`,
    String.raw `\bEZ[AT]K[A-Za-z0-9]{54}\b`,
    String.raw `\b(?:EAAA|sq0atp-)[\w-]{22,60}`,
    String.raw `\bEAA[MC][A-Za-z0-9]{100,}`,
    // AI and developer services
    String.raw `\bhf_[A-Za-z]{34}\b`,
    String.raw `\bapi_org_[A-Za-z]{34}\b`,
    String.raw `\bpplx-[A-Za-z0-9]{48}\b`,
    String.raw `\blin_api_[A-Za-z0-9]{40}\b`,
    String.raw `\bntn_[0-9]{11}[A-Za-z0-9]{35}\b`,
    String.raw `\bpscale_(?:tkn|oauth|pw)_[\w=.-]{32,64}`,
    String.raw `\bsntry[us]_[\w+/=]{32,}`,
    String.raw `\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}\b`,
    String.raw `\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b`,
    String.raw `\bSG\.[\w=.-]{60,}`,
    String.raw `\bdapi[a-f0-9]{32}(?:-\d)?\b`,
    String.raw `\bglc_[A-Za-z0-9+/]{32,400}={0,3}`,
    String.raw `\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b`,
    String.raw `\beyJrIjoi[A-Za-z0-9]{70,400}={0,3}`,
    String.raw `\bpul-[a-f0-9]{40}\b`,
    String.raw `\bpnu_[A-Za-z0-9]{36}\b`,
    String.raw `\brdme_[a-z0-9]{70}\b`,
    String.raw `\bfo1_[\w-]{43}`,
    String.raw `\bfm(?:1[ar]|2)_[A-Za-z0-9+/]{100,}={0,3}`,
    String.raw `\bdp\.pt\.[A-Za-z0-9]{43}`,
    String.raw `\bdt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`,
    String.raw `\bHRKU-AA[\w-]{58}`,
    String.raw `\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b`,
    String.raw `\bops_eyJ[A-Za-z0-9+/]{250,}={0,3}`,
    String.raw `\bp8e-[A-Za-z0-9]{32}\b`,
    String.raw `\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b`,
    String.raw `\bico-[A-Za-z0-9]{32}\b`,
    String.raw `\bs-s4t2(?:ud|af)-[a-f0-9]{64}\b`,
    String.raw `\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b`,
    String.raw `\bAPI-[A-Z0-9]{26}\b`,
    String.raw `\bsha256~[\w-]{43}`,
    String.raw `\btk-us-[\w-]{48}`,
    String.raw `\bsm_(?:aat|pat|sat)_[A-Za-z0-9]{16}\b`,
    String.raw `\bSK[0-9a-fA-F]{32}\b`,
    String.raw `\b4b1d[A-Za-z0-9]{38}\b`,
    String.raw `\b(?:pat|sat)\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b`,
    String.raw `\bfio-u-[\w=-]{64}`,
    String.raw `\bAGE-SECRET-KEY-1[0-9A-Z]{58}`,
    // JSON Web Tokens (header.payload[.signature])
    String.raw `\beyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w\\/-]*)?`,
    // Private keys (PEM), to the end of the block or of the text
    String.raw `-----BEGIN [A-Z0-9 _-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 _-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)`,
];
/** One pass over the text for all of them: most strings hold none. */
const TOKEN_SHAPE = new RegExp(TOKEN_SHAPES.join("|"), "g");
/**
 * `Basic` and `Bearer` credentials. A credential is at least 8 characters and not a plain
 * word, so prose ("Basic authentication", "Bearer tokens") is left alone.
 */
const SCHEME_CREDENTIAL = /\b(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{8,}=*)/gi;
const isPlainWord = (text) => /^[A-Z]?[a-z]+$/.test(text);
/** The user info of a URL, with or without a password (`https://TOKEN@host`, `postgres://u:p@db`). */
const URL_USERINFO = /\b[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/([^\s/?#@"'<>]{1,512})@/g;
/**
 * Command-line clients whose short options `-p` and `-a` (and curl's `-u`) carry a
 * password: `mysql -pX`, `redis-cli -a X`, `curl -u user:pw`.
 */
const DATABASE_CLIENTS = new Set([
    "mysql",
    "mysqldump",
    "mysqladmin",
    "mysqlimport",
    "mysqlshow",
    "mariadb",
    "mariadb-dump",
    "mariadb-admin",
    "redis-cli",
    "valkey-cli",
    "keydb-cli",
    "mongo",
    "mongosh",
    "mongodump",
    "mongorestore",
    "mongoexport",
    "mongoimport",
]);
const CLIENT_IN_TEXT = new RegExp(String.raw `(?:^|[\s/"'=;|&(])(${[...DATABASE_CLIENTS, "curl"].map((name) => name.replace(/-/g, "\\-")).join("|")})(?=[\s"']|$)[^\n]*`, "g");
/** `-pSECRET`, `-p SECRET`, `-a SECRET` after a database client's name. */
const CLIENT_PASSWORD_OPTION = /(?:^|\s)-[pa](?:[ \t]+|(?=[^\s-]))(["']?)([^\s"'-][^\s"']*)\1/g;
/** `-u user:pw`, `--user user:pw` after curl. */
const CURL_USER_OPTION = /(?:^|\s)(?:-u|--user)(?:[ \t]+|=|(?=[^\s-]))(["']?)([^\s"'-][^\s"']*)\1/g;

;// CONCATENATED MODULE: ./src/util/redact.ts




/** What a placeholder looks like; a value that already is one is left as it is. */
const PLACEHOLDER = /^\[REDACTED:[0-9a-f]{8}\]$/;
/** A recorded URL's mark for its query values (recorder/connect-upstream.ts), kept readable in the header. */
const REDACTED_QUERY_VALUE = "[REDACTED]";
/** The user part of a URL cannot hold brackets unescaped: a recorded URL's redacted user shows this. */
const REDACTED_USERINFO = "REDACTED";
/**
 * Whether `value` is already redacted and hides nothing more when redacted again: a placeholder
 * anywhere, and the recorded URL's marks only where that URL puts them, so a bare
 * `password=[REDACTED]` in free text or a field is still a value to hide.
 */
function isRedacted(value, place = "text") {
    if (PLACEHOLDER.test(value))
        return true;
    if (place === "url-query")
        return value === REDACTED_QUERY_VALUE;
    return place === "url-userinfo" && value === REDACTED_USERINFO;
}
/** Exact values shorter than this are too likely to occur by chance to be replaced everywhere. */
const MIN_LITERAL_SECRET_LENGTH = 4;
class Redaction {
    names;
    key;
    literals = [];
    patterns;
    constructor(options = {}) {
        this.key = options.key ?? (0,external_node_crypto_.randomBytes)(32);
        this.names = new SecretNames(options.names, options.keep);
        this.patterns = (options.patterns ?? []).map((pattern) => new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`));
        this.addLiterals(options.literals ?? []);
    }
    /** Values to hide wherever they appear from now on (long enough not to occur by chance). */
    addLiterals(values) {
        const all = new Set([...this.literals, ...values.filter((value) => value.length >= MIN_LITERAL_SECRET_LENGTH)]);
        this.literals = [...all].sort((a, b) => b.length - a.length);
    }
    placeholder(secret) {
        return `[REDACTED:${(0,external_node_crypto_.createHmac)("sha256", this.key).update(secret, "utf8").digest("hex").slice(0, 8)}]`;
    }
    /**
     * Free text: every secret found by shape, by name (`name=value`, `Name: value`,
     * `--name value`) or literally. `found` collects the secrets replaced.
     */
    text(value, found) {
        const ranges = this.secretRanges(value);
        if (ranges.length === 0)
            return value;
        let out = "";
        let at = 0;
        for (const [start, end] of ranges) {
            const secret = value.slice(start, end);
            found?.push(secret);
            out += value.slice(at, start) + this.placeholder(secret);
            at = end;
        }
        return out + value.slice(at);
    }
    /**
     * A JSON value: a field with a secret name has its whole value replaced, whatever its
     * type (null and "" hide nothing and stay); a key field keeps its value; every other
     * string is redacted as text. `memo` lets events that share an object redact it once;
     * what holds no secret is returned as it is, not copied.
     */
    json(value, memo) {
        if (typeof value === "string")
            return this.text(value);
        if (value === null || typeof value !== "object")
            return value;
        const known = memo?.get(value);
        if (known !== undefined)
            return known;
        const out = Array.isArray(value) ? this.array(value, memo) : this.object(value, memo);
        memo?.set(value, out);
        return out;
    }
    /** A value under a secret name, whole: strings as themselves (so they match the same secret in text), the rest as canonical JSON. */
    secretValue(value) {
        if (value === null || value === "")
            return value;
        if (typeof value === "string")
            return isRedacted(value) ? value : this.placeholder(value);
        return this.placeholder(canonicalJson(value));
    }
    array(value, memo) {
        let out;
        for (let index = 0; index < value.length; index += 1) {
            const item = value[index];
            const redacted = this.json(item, memo);
            if (out === undefined && redacted !== item)
                out = value.slice(0, index);
            out?.push(redacted);
        }
        return out ?? value;
    }
    object(value, memo) {
        let out;
        const keys = Object.keys(value);
        // A JSON Schema's `properties` (a listed tool's inputSchema) names fields; it holds no values.
        const schemaProperties = value.type === "object" && typeof value.properties === "object";
        for (let index = 0; index < keys.length; index += 1) {
            const key = keys[index];
            const item = value[key];
            const redactedKey = this.text(key);
            let redacted;
            if (this.names.isKept(key) || schemaProperties)
                redacted = this.schemaOrKept(key, item, memo);
            else if (this.names.isSecret(key))
                redacted = this.secretValue(item);
            else
                redacted = this.json(item, memo);
            // A copy assigns `__proto__` as a prototype, not as a key: the copy is what is recorded.
            if (out === undefined && (redacted !== item || redactedKey !== key || key === "__proto__")) {
                out = {};
                for (const kept of keys.slice(0, index))
                    out[kept] = value[kept];
            }
            if (out !== undefined)
                out[redactedKey] = redacted;
        }
        return out ?? value;
    }
    /** A key field keeps its value; a schema's `properties` keep their names, their texts still redacted. */
    schemaOrKept(key, item, memo) {
        if (this.names.isKept(key))
            return item;
        if (key !== "properties" || item === null || typeof item !== "object" || Array.isArray(item)) {
            return this.names.isSecret(key) ? this.secretValue(item) : this.json(item, memo);
        }
        const names = Object.keys(item);
        let out;
        names.forEach((name, index) => {
            const schema = item[name];
            const redacted = this.json(schema, memo);
            // As in `object`: a copy assigns `__proto__` as a prototype, so it is dropped the same way.
            if (out === undefined && (redacted !== schema || name === "__proto__")) {
                out = {};
                for (const kept of names.slice(0, index))
                    out[kept] = item[kept];
            }
            if (out !== undefined)
                out[name] = redacted;
        });
        return out ?? item;
    }
    /** Where the secrets of `text` are, sorted and merged. */
    secretRanges(text) {
        const ranges = [];
        for (const literal of this.literals) {
            for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length))
                ranges.push([at, at + literal.length]);
        }
        collect(text, TOKEN_SHAPE, ranges);
        collectGroup(text, SCHEME_CREDENTIAL, 1, ranges, (credential) => !isPlainWord(credential));
        if (text.includes("://"))
            collectGroup(text, URL_USERINFO, 1, ranges, (info) => !isRedacted(info, "url-userinfo"));
        this.namedValues(text, ranges);
        clientPasswords(text, ranges);
        for (const pattern of this.patterns)
            collect(text, pattern, ranges);
        return merge(ranges);
    }
    /** `name=value`, `name: value`, `"name": "value"`, `--name value`, `?name=value&…` where the name is secret. */
    namedValues(text, ranges) {
        NAMED_VALUE.lastIndex = 0;
        for (let match = NAMED_VALUE.exec(text); match !== null; match = NAMED_VALUE.exec(text)) {
            const [, dashes, name, , separator] = match;
            if (!dashes && /^\s+$/.test(separator))
                continue;
            if (!this.names.isSecret(name) || this.names.isKept(name))
                continue;
            // `?name=` or `&name=`: a query parameter, whose value may be a recorded URL's mark.
            const inQuery = separator === "=" && /[?&]/.test(text[match.index - 1] ?? "");
            const place = inQuery ? "url-query" : "text";
            const value = valueAt(text, match.index + match[0].length, /cookie/i.test(name), place);
            if (value !== null) {
                ranges.push(value);
                NAMED_VALUE.lastIndex = Math.max(NAMED_VALUE.lastIndex, value[1]);
            }
        }
    }
    /**
     * The upstream's command line as it may be recorded: values of secret-named flags
     * (`--token x`, `--password=x`) and variables (`API_KEY=x`), a database client's `-p`/`-a`,
     * and every shape {@link text} finds inside an argument (a shell string, a URL). The
     * values taken out are returned so they are also hidden wherever else they show up.
     */
    command(argv) {
        const secrets = [];
        const hide = (value) => {
            secrets.push(value);
            return this.placeholder(value);
        };
        const client = argv.some((arg) => DATABASE_CLIENTS.has(external_node_path_default().basename(arg)));
        const command = [];
        let valueIsSecret = false;
        for (const arg of argv) {
            // The word after a secret flag is its value unless it is itself a `--flag` (`--api-key -k3y`).
            if (valueIsSecret && !arg.startsWith("--") && arg !== "") {
                valueIsSecret = false;
                command.push(hide(arg));
                continue;
            }
            valueIsSecret = false;
            const flag = /^-{1,2}([A-Za-z][\w.-]*)$/.exec(arg);
            const pair = /^(-{0,2})([A-Za-z_][\w.-]*)=([\s\S]+)$/.exec(arg);
            if (client && /^-[pa][^-]/.test(arg)) {
                command.push(`${arg.slice(0, 2)}${hide(arg.slice(2))}`);
            }
            else if (flag) {
                valueIsSecret = this.names.isSecret(flag[1]) || (client && (arg === "-p" || arg === "-a"));
                command.push(arg);
            }
            else if (pair && this.names.isSecret(pair[2]) && (pair[1] !== "" || !/\s/.test(pair[3]))) {
                // `--password=a b` is one value with a space; `API_KEY=a node s.js` is a shell string.
                command.push(`${pair[1]}${pair[2]}=${hide(pair[3])}`);
            }
            else {
                command.push(this.text(arg, secrets));
            }
        }
        const taken = secrets.filter((value) => value.length > 0 && !isRedacted(value));
        return { command, secrets: [...new Set(taken)] };
    }
}
/**
 * A name (with the dashes of a flag), an optional closing quote (also `\"`, `\\\"` inside
 * JSON strings), then `=`, `:`, `=>`, `:=` or, after a flag only, spaces.
 */
const NAMED_VALUE = /(?<![\w.-])(-{0,2})([A-Za-z_][\w.-]{0,127})(\\{0,16}["'])?(\s*(?:=>|:=|=|:)[ \t]*|[ \t]+)/g;
/** What an unquoted value is made of: it ends at a space, a quote or punctuation around values. */
const BARE_VALUE = /[^\s"'\\,;&<>(){}[\]]+/y;
const SCHEME_WORD = /(?:Basic|Bearer|Token|Digest|Negotiate)[ \t]+/iy;
/** The value starting at `at`: quoted to its closing quote, a cookie to the end of the line, else a bare word. */
function valueAt(text, at, toLineEnd, place) {
    // JSON inside a JSON string escapes its quotes once per level: `\"`, `\\\"`, …
    const quote = /^\\{0,16}["']/.exec(text.slice(at, at + 17))?.[0];
    let start = at + (quote?.length ?? 0);
    SCHEME_WORD.lastIndex = start;
    if (SCHEME_WORD.test(text))
        start = SCHEME_WORD.lastIndex;
    let end;
    if (quote !== undefined) {
        const close = text.indexOf(quote, start);
        const lineEnd = text.indexOf("\n", start);
        end = close === -1 ? (lineEnd === -1 ? text.length : lineEnd) : close;
    }
    else if (text[start] === "[" || text[start] === "{") {
        end = bracketEnd(text, start);
    }
    else if (toLineEnd) {
        const lineEnd = text.indexOf("\n", start);
        end = lineEnd === -1 ? text.length : lineEnd;
    }
    else {
        BARE_VALUE.lastIndex = start;
        end = BARE_VALUE.test(text) ? BARE_VALUE.lastIndex : start;
    }
    if (end <= start || isRedacted(text.slice(start, end), place))
        return null;
    return [start, end];
}
/**
 * Where the array or object opening at `start` closes: a secret name's value that is no string
 * (`{"api_key":["k1","k2"]}` echoed inside a text) is hidden whole, as {@link Redaction.json}
 * hides it in a field. Brackets are counted, quotes are not, so a bracket inside a string can
 * only make the hidden part longer; unclosed, it runs to the end of the line.
 */
function bracketEnd(text, start) {
    let depth = 0;
    for (let at = start; at < text.length; at += 1) {
        const char = text[at];
        if (char === "\n")
            return at;
        if (char === "[" || char === "{")
            depth += 1;
        else if ((char === "]" || char === "}") && --depth === 0)
            return at + 1;
    }
    return text.length;
}
/** `mysql -pX`, `redis-cli -a X`, `curl -u user:pw` anywhere in a text. */
function clientPasswords(text, ranges) {
    if (!/mysql|mariadb|redis|valkey|keydb|mongo|curl/.test(text))
        return;
    CLIENT_IN_TEXT.lastIndex = 0;
    for (let match = CLIENT_IN_TEXT.exec(text); match !== null; match = CLIENT_IN_TEXT.exec(text)) {
        const option = match[1] === "curl" ? CURL_USER_OPTION : CLIENT_PASSWORD_OPTION;
        const rest = match[0];
        const offset = match.index;
        option.lastIndex = 0;
        for (let found = option.exec(rest); found !== null; found = option.exec(rest)) {
            const value = found[2];
            const end = found.index + found[0].length - found[1].length;
            if (!isRedacted(value))
                ranges.push([offset + end - value.length, offset + end]);
        }
    }
}
function collect(text, pattern, ranges) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        if (match[0].length === 0) {
            pattern.lastIndex += 1;
            continue;
        }
        ranges.push([match.index, match.index + match[0].length]);
    }
}
/** Like {@link collect}, for the group `group` of each match, which must end the match. */
function collectGroup(text, pattern, group, ranges, keep) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        const secret = match[group];
        if (!keep(secret))
            continue;
        const start = match.index + match[0].lastIndexOf(secret);
        ranges.push([start, start + secret.length]);
    }
}
function merge(ranges) {
    if (ranges.length < 2)
        return ranges;
    ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const out = [ranges[0]];
    for (const range of ranges.slice(1)) {
        const last = out.at(-1);
        if (range[0] <= last[1])
            last[1] = Math.max(last[1], range[1]);
        else
            out.push(range);
    }
    return out;
}
/** Object keys sorted, so the same value spelt in another key order gets the same placeholder. */
function canonicalJson(value) {
    if (value === null || typeof value !== "object")
        return JSON.stringify(value);
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(",")}}`;
}


/***/ }),

/***/ 9997:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   UF: () => (/* binding */ compareCodeUnits),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   od: () => (/* binding */ commaList)
/* harmony export */ });
/** Cuts after `maxChars` UTF-16 units (never inside a surrogate pair) and says how much is gone. */
function truncateText(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    let end = maxChars;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${text.slice(0, end)}… [${text.length - end} more characters]`;
}
/** The text before its first line break: an error message's headline. */
function firstLine(text) {
    const end = text.indexOf("\n");
    return end === -1 ? text : text.slice(0, end);
}
/** Splits a list (`a, b`, or one item per line as YAML block inputs give it) into trimmed, non-empty items. */
function commaList(value) {
    return value
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item !== "");
}
/** What a caught value says: its message when it is an Error, else the value as text. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * `text` in UTF-8, in a buffer of its own (a worker thread hands it over by transferring
 * that memory, so it must not be a slice of a shared pool). Reports are nearly always
 * ASCII: encoding into exactly `text.length` bytes then takes one pass and no measuring.
 * Every UTF-16 unit needs at least one byte, so when all of `text` was read into that
 * room, each took exactly one and the bytes are complete; otherwise it is encoded again.
 */
function utf8Bytes(text) {
    const bytes = Buffer.allocUnsafeSlow(text.length);
    const { read, written } = utf8.encodeInto(text, bytes);
    return read === text.length && written === text.length ? bytes : utf8.encode(text);
}
const utf8 = new TextEncoder();
/** Orders strings by UTF-16 code units, as `<` does: the same order on every machine and locale. */
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ LOOPGATE_VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by test/version.test.ts. */
const LOOPGATE_VERSION = "0.1.0";


/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
