export const id = 343;
export const ids = [343];
export const modules = {

/***/ 5343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runDoctorCommand: () => (/* binding */ runDoctorCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9630);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8551);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1095);




const HELP = `usage: loopgate doctor [options] -- <upstream command> [args…]

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
  --distrust-idempotent-hint show declared idempotentHint: true as distrusted (J29): repeats are duplicates
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)

exit codes: 0 usable (at least one write tool; warnings printed), 1 nothing can be tested (the
upstream failed to start, lists no tools or no write tool), 2 usage error or a bad config file`;
const FLAGS = {
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_FLAGS */ .Fl,
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .CLASSIFY_FLAGS */ .$E,
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    "timeout-ms": { type: "string" },
    help: { type: "boolean" },
};
async function runDoctorCommand(argv) {
    const { flags, positionals, rest } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS, true);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.OK;
    }
    const command = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .upstreamCommand */ .Z8)(positionals, rest);
    const timeout = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
    const env = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .keyValueFlags */ .gL)("upstream-env", flags["upstream-env"], _args_js__WEBPACK_IMPORTED_MODULE_0__/* .ENV_NAME */ .G1);
    const resolved = (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .commandSettings */ .Jd)(flags);
    const { listUpstreamTools, UpstreamListError } = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(847)]).then(__webpack_require__.bind(__webpack_require__, 5847));
    const { auditTools, formatAudit } = await __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 1773));
    let listing;
    try {
        listing = await listUpstreamTools({ command, cwd: flags["upstream-cwd"], env }, timeout);
    }
    catch (error) {
        if (!(error instanceof UpstreamListError))
            throw error;
        process.stderr.write(`${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableLine */ .oy)(`loopgate doctor: ${error.message}`)}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.UNREADABLE;
    }
    const { settings } = resolved;
    const distrust = settings.distrustIdempotentHint ?? false;
    const audit = auditTools(listing.tools, {
        writeTools: settings.writeTools,
        addWriteTools: settings.addWriteTools,
        readTools: settings.readTools,
        keyFields: settings.keyFields,
        distrustIdempotentHint: distrust,
    });
    credit(audit, resolved);
    audit.warnings.push(...configDrift(listing.tools, resolved));
    const config = resolved.loaded ? `config: ${resolved.loaded.file}\n` : "";
    process.stdout.write(`${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_3__/* .printableLine */ .oy)(`upstream: ${listing.server}`)}\n${config}${formatAudit(audit, distrust)}\n`);
    return audit.problems.length === 0 ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.OK : _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.UNREADABLE;
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


/***/ })

};
