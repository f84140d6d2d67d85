export const id = 86;
export const ids = [86];
export const modules = {

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReportCommand: () => (/* binding */ runReportCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _write_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8832);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4417);
/* harmony import */ var _outputs_formats_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3906);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7032);
/* harmony import */ var _outputs_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2613);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8551);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5040);








/** The JSON report is this command's input: it renders the other formats. */
const REPORT_FORMATS = ["junit", "markdown"];
const HELP = `usage: loopgate report REPORT.json [--junit FILE [--junit-mode MODE] [--junit-flavor F]] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .outputFlagsHelp */ .KK)(20, REPORT_FORMATS)}
  --junit-mode MODE recording (default): one testcase per recording, failing on its verdict;
                    gate: one testcase per case, failing only when it regressed against the
                    report's baseline comparison (replay --baseline…), known failures skipped
${(0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .junitFlavorHelp */ .MF)(20)}
  --markdown-max-bytes N
                    bound the Markdown to N bytes (4096 to 1032192, the default), cut only
                    between whole blocks with a marker where it was cut: a pull request
                    comment (GitHub takes 65536 characters) is rendered with 60000
${(0,_write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .writeThroughLinksHelp */ .Lj)(20)}

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;
const FLAGS = {
    junit: _outputs_formats_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUT_FLAGS */ .Qf.junit,
    markdown: _outputs_formats_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUT_FLAGS */ .Qf.markdown,
    "markdown-max-bytes": { type: "string" },
    ..._conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .JUNIT_MODE_FLAG */ .ez,
    ..._write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITE_THROUGH_LINKS_FLAG */ .Hi,
    help: { type: "boolean" },
};
async function runReportCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.OK;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("name exactly one JSON report");
    if (flags.junit === undefined && flags.markdown === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give --junit FILE, --markdown FILE or both");
    const junitMode = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .junitModeOf */ .Lr)(flags);
    const junitFlavor = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .junitFlavorOf */ .Q0)(flags);
    const bound = markdownBoundOf(flags["markdown-max-bytes"]);
    const files = { junit: flags.junit, markdown: flags.markdown };
    (0,_write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseLinksOut */ .aH)((0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .outputPaths */ .uk)(files), flags);
    const report = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readReportFile */ .$h)(positionals[0]);
    // No gate runs here: the report's comparison and config change are said as the run said them.
    await (0,_outputs_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutputs */ .K)(report, files, { ...(0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .cliRenderSettings */ .Cm)({ junitMode, junitFlavor }, null), markdownBound: bound });
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.OK;
}
/** `--markdown-max-bytes N`: the Markdown renderer's own bound, so a cut falls between blocks, never inside one. */
function markdownBoundOf(value) {
    if (value === undefined)
        return _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MARKDOWN_FILE_BOUND */ .kv;
    const bytes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!(bytes >= MIN_MARKDOWN_BYTES && bytes <= _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MARKDOWN_FILE_BOUND */ .kv.maxBytes))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--markdown-max-bytes must be a whole number from ${MIN_MARKDOWN_BYTES} to ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MARKDOWN_FILE_BOUND */ .kv.maxBytes}, got "${value}"`);
    return { maxBytes: bytes, boundName: `--markdown-max-bytes ${bytes}` };
}
/** Room for the headline, the note and a few rows: below this a summary says nothing. */
const MIN_MARKDOWN_BYTES = 4096;


/***/ })

};
