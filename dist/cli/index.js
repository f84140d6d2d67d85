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
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8551);
/* harmony import */ var _config_error_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8004);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9997);





/** Each command is loaded only when called, so `replay` never pays for the recorder's SDK. */
const COMMANDS = {
    replay: {
        summary: "judge recordings, print a summary, write reports",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(876), __nccwpck_require__.e(377), __nccwpck_require__.e(29), __nccwpck_require__.e(919)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7919))).runReplayCommand,
    },
    merge: {
        summary: "combine the JSON reports of replay --shard into one run, then gate it",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(876), __nccwpck_require__.e(825), __nccwpck_require__.e(377), __nccwpck_require__.e(29), __nccwpck_require__.e(930)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2930))).runMergeCommand,
    },
    report: {
        summary: "render JUnit/Markdown from a saved JSON report",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(669), __nccwpck_require__.e(285), __nccwpck_require__.e(876), __nccwpck_require__.e(825), __nccwpck_require__.e(86)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1086))).runReportCommand,
    },
    diff: {
        summary: "compare a report against a baseline (the regression gate)",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(285), __nccwpck_require__.e(876), __nccwpck_require__.e(825), __nccwpck_require__.e(890), __nccwpck_require__.e(85)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6847))).runDiffCommand,
    },
    record: {
        summary: "record an agent's loop through the MCP chaos proxy",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(654)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7654))).runRecordCommand,
    },
    doctor: {
        summary: "classify an upstream's tools and audit their schemas",
        load: async () => (await __nccwpck_require__.e(/* import() */ 343).then(__nccwpck_require__.bind(__nccwpck_require__, 5343))).runDoctorCommand,
    },
    init: {
        summary: "classify an upstream's tools and write loopgate.json",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(646)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7646))).runInitCommand,
    },
    seal: {
        summary: "re-compute a recording's checksum after an intended edit",
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(649), __nccwpck_require__.e(635), __nccwpck_require__.e(351)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3351))).runSealCommand,
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
        process.stdout.write(`${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .LOOPGATE_VERSION */ .d}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
    }
    const command = COMMANDS[name];
    if (!command) {
        process.stderr.write(`loopgate: unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(", ")})\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE;
    }
    try {
        const run = await command.load();
        return await run(rest);
    }
    catch (error) {
        if (error instanceof _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb) {
            process.stderr.write(`loopgate ${name}: ${error.message} (see 'loopgate ${name} --help')\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE;
        }
        if (error instanceof _config_error_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigError */ .x) {
            process.stderr.write(`loopgate ${name}: ${error.message}\n`);
            return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.USAGE;
        }
        const message = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        process.stderr.write(`loopgate ${name}: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .firstLine */ .TM)(message)}\n`);
        if (process.env.LOOPGATE_DEBUG && error instanceof Error && error.stack)
            process.stderr.write(`${error.stack}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.UNREADABLE;
    }
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

/***/ 9997:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   TM: () => (/* binding */ firstLine),
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
