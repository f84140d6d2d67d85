export const id = 646;
export const ids = [646];
export const modules = {

/***/ 7646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runInitCommand: () => (/* binding */ runInitCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9630);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8551);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(131);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1095);






const HELP = `usage: loopgate init [options] -- <upstream command> [args…]

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
  --distrust-idempotent-hint write distrustIdempotentHint: true (J29: judge declared idempotent tools like any write)
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable; never written to FILE)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)

exit codes: 0 written, 1 the upstream failed or listed no tools (nothing written),
2 usage error (FILE exists without --force)`;
const FLAGS = {
    config: { type: "string" },
    force: { type: "boolean" },
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .CLASSIFY_FLAGS */ .$E,
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    "timeout-ms": { type: "string" },
    help: { type: "boolean" },
};
function exists(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
        return true;
    }
    catch {
        return false;
    }
}
async function runInitCommand(argv) {
    const { flags, positionals, rest } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS, true);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.OK;
    }
    const command = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .upstreamCommand */ .Z8)(positionals, rest);
    const target = flags.config ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_FILE_NAME */ .au;
    if (!flags.force && exists(target))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${target} already exists; add --force to replace it`);
    const timeout = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
    const given = (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyFlagValues */ .tl)(flags);
    const options = {
        writeTools: given.writeTools ?? null,
        addWriteTools: given.addWriteTools ?? null,
        readTools: given.readTools ?? null,
        keyFields: given.keyFields ?? null,
    };
    const env = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .keyValueFlags */ .gL)("upstream-env", flags["upstream-env"], _args_js__WEBPACK_IMPORTED_MODULE_1__/* .ENV_NAME */ .G1);
    const { listUpstreamTools, UpstreamListError } = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(847)]).then(__webpack_require__.bind(__webpack_require__, 5847));
    const { configFromListing, formatConfigFile } = await __webpack_require__.e(/* import() */ 62).then(__webpack_require__.bind(__webpack_require__, 6062));
    const { formatToolLines } = await __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 1773));
    const { writeFileAtomic } = await __webpack_require__.e(/* import() */ 105).then(__webpack_require__.bind(__webpack_require__, 5105));
    let listing;
    try {
        listing = await listUpstreamTools({ command, cwd: flags["upstream-cwd"], env }, timeout);
    }
    catch (error) {
        if (!(error instanceof UpstreamListError))
            throw error;
        process.stderr.write(`${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_5__/* .printableLine */ .oy)(`loopgate init: ${error.message}; ${target} not written`)}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.UNREADABLE;
    }
    if (listing.tools.length === 0) {
        process.stderr.write(`loopgate init: the upstream lists no tools, so nothing can be tested; ${target} not written\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.UNREADABLE;
    }
    const { file, classified } = configFromListing(listing.tools, options, given.distrustIdempotentHint === true);
    await writeFileAtomic(target, formatConfigFile(file), { replace: flags.force === true });
    const summary = initSummary(target, classified).map((line) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_5__/* .printableLine */ .oy)(line));
    process.stdout.write(`${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_5__/* .printableLine */ .oy)(`upstream: ${listing.server}`)}\n${formatToolLines(classified)}\n\n${summary.join("\n")}\n`);
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .d.OK;
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


/***/ })

};
