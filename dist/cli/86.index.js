export const id = 86;
export const ids = [86];
export const modules = {

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ReportInputError: () => (/* binding */ ReportInputError),
/* harmony export */   parseReport: () => (/* binding */ parseReport),
/* harmony export */   readReport: () => (/* binding */ readReport),
/* harmony export */   runReportCommand: () => (/* binding */ runReportCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3749);
/* harmony import */ var _report_junit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2998);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5105);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8551);








const HELP = `usage: loopgate report REPORT.json [--junit FILE] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
  --junit FILE      write JUnit XML
  --markdown FILE   write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;
const FLAGS = {
    junit: { type: "string" },
    markdown: { type: "string" },
    help: { type: "boolean" },
};
/** A report that cannot be used: printed as one line naming the file. */
class ReportInputError extends Error {
}
async function runReportCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.OK;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("name exactly one JSON report");
    if (flags.junit === undefined && flags.markdown === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("give --junit FILE, --markdown FILE or both");
    const reportPath = positionals[0];
    const report = await readReport(reportPath);
    if (flags.junit !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Z)(flags.junit, (0,_report_junit_js__WEBPACK_IMPORTED_MODULE_3__/* .renderJunit */ .R)(report));
    if (flags.markdown !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Z)(flags.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderMarkdown */ .Gc)(report));
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.OK;
}
/** Reads and validates a saved JSON report; every problem is a one-line {@link ReportInputError}. */
async function readReport(reportPath) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(reportPath, "utf8");
    }
    catch (error) {
        const code = error.code;
        throw new ReportInputError(`${reportPath}: cannot read: ${code ?? error.message}`);
    }
    return parseReport(text, reportPath);
}
function parseReport(text, reportPath) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new ReportInputError(`${reportPath}: not JSON: ${jsonErrorWhere(text, error)}`);
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw new ReportInputError(`${reportPath}: not a loopgate JSON report (expected an object)`);
    }
    const version = data.schemaVersion;
    if (version !== _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORT_SCHEMA_VERSION */ .WI) {
        throw new ReportInputError(version === undefined
            ? `${reportPath}: not a loopgate JSON report (no schemaVersion)`
            : `${reportPath}: schemaVersion ${oneLine(JSON.stringify(version))} is not supported by loopgate ${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .LOOPGATE_VERSION */ .d} (it reads ${_report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .REPORT_SCHEMA_VERSION */ .WI})`);
    }
    const parsed = _report_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReportSchema */ .M9.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ReportInputError(`${reportPath}: ${issuePath(issue.path)}: ${oneLine(issue.message)}`);
    }
    return parsed.data;
}
/** `recordings[3].violations[0].code`, or `(root)`. */
function issuePath(path) {
    let out = "";
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out === "" ? String(key) : `.${String(key)}`;
    }
    return out === "" ? "(root)" : oneLine(out);
}
/** JSON.parse reports a character position; people want line and column. */
function jsonErrorWhere(text, error) {
    const message = oneLine(error instanceof Error ? error.message : String(error));
    const position = /at position (\d+)/.exec(message);
    if (!position)
        return message;
    const offset = Number(position[1]);
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    const column = offset - before.lastIndexOf("\n");
    return `line ${line} column ${column}: ${message.replace(/\s*in JSON at position \d+.*$/, "")}`;
}
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").slice(0, 300);
}


/***/ }),

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ renderJunit)
/* harmony export */ });
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8669);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(313);



const builder = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A({
    ignoreAttributes: false,
    suppressBooleanAttributes: false,
    processEntities: true,
    suppressEmptyNode: true,
    format: true,
    indentBy: "  ",
    attributeNamePrefix: "@_",
    textNodeName: "#text",
});
function renderJunit(report) {
    const groups = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByScenario */ .nw)(report);
    const totals = countOf(report.recordings);
    const document = {
        "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
        testsuites: {
            "@_name": "loopgate",
            "@_tests": totals.tests,
            "@_failures": totals.failures,
            "@_errors": totals.errors,
            "@_time": seconds(totals.durationMs),
            testsuite: groups.map((group) => suiteNode(group, report)),
        },
    };
    return `${builder.build(document).replace(/\n+$/, "")}\n`;
}
function suiteNode(group, report) {
    const counts = countOf(group.recordings);
    const names = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .displayNames */ .vm)(group.recordings);
    const properties = [
        property("loopgate.version", report.loopgate.version),
        property("loopgate.rules_version", report.config.rulesVersion),
        property("loopgate.config_hash", report.config.hash),
        property("loopgate.scenario", group.name),
    ];
    // The schema has no properties on a testcase, so each case's facts are suite
    // properties prefixed with the case's name.
    for (const recording of group.recordings) {
        const name = names.get(recording);
        properties.push(property(`${name}.verdict`, recording.verdict));
        properties.push(property(`${name}.score`, recording.score === null ? "" : String(recording.score)));
        for (const [key, value] of Object.entries(recording.labels))
            properties.push(property(`${name}.label.${key}`, value));
    }
    return {
        "@_name": group.name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": seconds(counts.durationMs),
        properties: { property: properties },
        testcase: group.recordings.map((recording) => caseNode(recording, group.name, names.get(recording))),
        "system-out": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)(`${counts.tests} recording${counts.tests === 1 ? "" : "s"}: ${counts.tests - counts.failures - counts.errors - counts.skipped} passed, ` +
            `${counts.failures} failed, ${counts.skipped} not tested, ${counts.errors} error${counts.errors === 1 ? "" : "s"}`),
    };
}
function caseNode(recording, suite, name) {
    const node = {
        "@_name": attribute(name),
        "@_classname": attribute(suite),
        "@_time": seconds(recording.durationMs),
        "@_file": attribute(recording.path),
    };
    const line = offendingLine(recording);
    if (line !== null)
        node["@_line"] = line;
    if (recording.verdict === "FAIL") {
        const codes = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .violationCodes */ .e$)(recording);
        node.failure = {
            "@_message": attribute(codes),
            "@_type": attribute(codes),
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .violationsText */ .gy)(recording)),
        };
    }
    else if (recording.verdict === "NOT_TESTED") {
        node.skipped = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP)),
        };
    }
    else if (recording.verdict === "ERROR") {
        node.error = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP)),
        };
    }
    node["system-out"] = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLineSummary */ .RP)(recording).replace(/[\r\n]+/g, " "));
    return node;
}
/** The line a reporter should point at: the first violation's call, or where reading failed. */
function offendingLine(recording) {
    if (recording.verdict === "FAIL" && recording.violations[0])
        return recording.violations[0].line;
    if (recording.verdict === "ERROR" && recording.error && recording.error.line > 0)
        return recording.error.line;
    return null;
}
function property(name, value) {
    return { "@_name": attribute(name), "@_value": attribute(value) };
}
function attribute(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlAttribute */ .IE)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH));
}
function countOf(recordings) {
    const counts = { tests: recordings.length, failures: 0, errors: 0, skipped: 0, durationMs: 0 };
    for (const recording of recordings) {
        if (recording.verdict === "FAIL")
            counts.failures += 1;
        else if (recording.verdict === "ERROR")
            counts.errors += 1;
        else if (recording.verdict === "NOT_TESTED")
            counts.skipped += 1;
        counts.durationMs += durationOf(recording);
    }
    return counts;
}
function durationOf(recording) {
    return Number.isFinite(recording.durationMs) && recording.durationMs > 0 ? recording.durationMs : 0;
}
/** Below 1e21 `toFixed` never switches to exponent notation; no recorded loop comes near. */
const MAX_DURATION_MS = 1e18;
/** Seconds with three decimals and never an exponent (the schema's SUREFIRE_TIME). */
function seconds(durationMs) {
    return (Math.min(Math.max(0, durationMs), MAX_DURATION_MS) / 1000).toFixed(3);
}


/***/ })

};
