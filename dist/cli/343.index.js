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
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);


const HELP = `usage: loopgate doctor [options] -- <upstream command> [args…]

Starts the upstream MCP server, lists and classifies its tools and audits their schemas
without calling any tool: write tools without a key field, and whether a read tool can
find a record by what the agent sent (customer, date, reference) rather than an id it may
never have received.

options:
  --write-tools LIST         comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST     comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST          comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST          comma list of idempotency key fields (replaces idempotency_key)
  --upstream-cwd DIR         working directory of the upstream
  --upstream-env KEY=VALUE   extra environment for the upstream (repeatable)
  --timeout-ms MS            how long to wait for the upstream's answers (default 30000)

exit codes: 0 usable, 1 not usable (reasons printed) or the upstream failed, 2 usage error`;
const FLAGS = {
    "write-tools": { type: "string" },
    "add-write-tools": { type: "string" },
    "read-tools": { type: "string" },
    "key-fields": { type: "string" },
    "upstream-cwd": { type: "string" },
    "upstream-env": { type: "string", multiple: true },
    "timeout-ms": { type: "string" },
    help: { type: "boolean" },
};
function envPairs(values) {
    const env = {};
    for (const item of values ?? []) {
        const equals = item.indexOf("=");
        const key = equals === -1 ? "" : item.slice(0, equals);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--upstream-env must be KEY=VALUE with a valid KEY`);
        env[key] = item.slice(equals + 1);
    }
    return env;
}
async function runDoctorCommand(argv) {
    const { flags, positionals, rest } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS, true);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
    }
    if (positionals.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unexpected argument "${positionals[0]}" (put the upstream command after --)`);
    if (!rest || rest.length === 0 || rest[0] === "")
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give the upstream command after --, e.g. -- node server.js");
    const timeout = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("timeout-ms", flags["timeout-ms"], 1, 3_600_000) ?? 30_000;
    const options = {
        writeTools: (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .commaList */ .od)(flags["write-tools"]) ?? null,
        addWriteTools: (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .commaList */ .od)(flags["add-write-tools"]) ?? null,
        readTools: (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .commaList */ .od)(flags["read-tools"]) ?? null,
        keyFields: (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .commaList */ .od)(flags["key-fields"]) ?? null,
    };
    const env = envPairs(flags["upstream-env"]);
    const { Client } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(330), __webpack_require__.e(63)]).then(__webpack_require__.bind(__webpack_require__, 63));
    const { UpstreamTransport } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(330), __webpack_require__.e(96)]).then(__webpack_require__.bind(__webpack_require__, 3096));
    const { auditTools, formatAudit } = await __webpack_require__.e(/* import() */ 773).then(__webpack_require__.bind(__webpack_require__, 1773));
    const transport = new UpstreamTransport({ command: rest, cwd: flags["upstream-cwd"], env });
    const client = new Client({ name: "loopgate-doctor", version: "1" }, { capabilities: {} });
    const fail = (why) => {
        process.stderr.write(`loopgate doctor: ${why}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.UNREADABLE;
    };
    try {
        try {
            await client.connect(transport, { timeout });
        }
        catch (error) {
            const exit = transport.exit;
            const how = exit?.spawnError ?? (exit ? `exited with ${exit.signal ?? `code ${exit.code}`}` : error.message);
            return fail(`the upstream failed to start: ${how}`);
        }
        const tools = [];
        let cursor;
        const seen = new Set();
        for (;;) {
            let page;
            try {
                page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout });
            }
            catch (error) {
                return fail(`tools/list failed: ${error.message}`);
            }
            tools.push(...page.tools);
            if (!page.nextCursor || seen.has(page.nextCursor))
                break;
            seen.add(page.nextCursor);
            cursor = page.nextCursor;
        }
        const serverInfo = client.getServerVersion();
        const audit = auditTools(tools, options);
        process.stdout.write(`upstream: ${serverInfo ? `${serverInfo.name} ${serverInfo.version}` : rest.join(" ")}\n${formatAudit(audit)}\n`);
        return audit.problems.length === 0 ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.UNREADABLE;
    }
    finally {
        await client.close().catch(() => undefined);
    }
}


/***/ })

};
