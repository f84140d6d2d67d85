export const id = 847;
export const ids = [847,228];
export const modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_ONLY_HINT: () => (/* binding */ REPORT_ONLY_HINT),
/* harmony export */   baselineReportReader: () => (/* binding */ baselineReportReader),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   readBaselineReport: () => (/* binding */ readBaselineReport),
/* harmony export */   reportGateResult: () => (/* binding */ reportGateResult),
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2024);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8551);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6834);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4417);
/* harmony import */ var _gate_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5859);
/* harmony import */ var _outputs_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2613);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5040);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1095);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1917);
/* harmony import */ var _gate_flags_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1153);
/* harmony import */ var _write_paths_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8832);












const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${(0,_write_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .writeThroughLinksHelp */ .Lj)(31)}
${_gate_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .GATE_HELP */ .uC}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;
const FLAGS = {
    ..._gate_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .GATE_FLAGS */ .yd,
    json: { type: "string" },
    markdown: { type: "string" },
    ..._write_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .WRITE_THROUGH_LINKS_FLAG */ .Hi,
    help: { type: "boolean" },
};
async function runDiffCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.OK;
    }
    const fromHistory = flags["baseline-from-history"] !== undefined;
    const wanted = fromHistory ? 1 : 2;
    if (positionals.length !== wanted) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(fromHistory
            ? "name the CURRENT report (the baseline comes from the history)"
            : "name BASELINE and CURRENT reports");
    }
    (0,_write_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .refuseLinksOut */ .aH)([
        ["json", flags.json],
        ["markdown", flags.markdown],
        ["history", flags.history],
    ], flags);
    const currentFile = positionals[wanted - 1];
    const baselineFile = fromHistory ? null : positionals[0];
    const baseline = baselineFile === null ? null : { report: await readBaselineReport(baselineFile), file: baselineFile };
    const options = (0,_gate_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .gateOptionsFromFlags */ .xL)(flags, baseline, process.env);
    const current = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readReportFile */ .$h)(currentFile);
    const result = await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_3__.runGate)({ ...options, report: current });
    // diff writes no JUnit: the JUnit settings are the defaults, unused.
    const settings = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .cliRenderSettings */ .Cm)({ junitMode: "recording", junitFlavor: "github" }, result);
    await (0,_outputs_write_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOutputs */ .K)(result.report, { json: flags.json, markdown: flags.markdown }, settings);
    reportGateResult("diff", result, options.failOnRegression);
    return result.regressed && options.failOnRegression ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.REGRESSION : _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.OK;
}
/**
 * A baseline JSON report, as the gate reads it (its summary, against `run` when given); a
 * history file named as one gets the flag that reads it.
 */
async function readBaselineReport(file, run) {
    try {
        return await (0,_gate_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .readBaselineSummary */ .q)(file, file, run);
    }
    catch (error) {
        if (!(error instanceof _report_read_js__WEBPACK_IMPORTED_MODULE_4__/* .ReportReadError */ .rA) || error.problem !== "history")
            throw error;
        throw new _report_read_js__WEBPACK_IMPORTED_MODULE_4__/* .ReportReadError */ .rA(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
    }
}
/**
 * `--baseline FILE` of replay, read when the gate compares: after judging, against the
 * judged run. Its start is looked at now: a file that is missing, unreadable, empty, a
 * history or no JSON object is read whole at once, so it fails with its one-line error
 * before any judging; only a fault deeper in a report waits for the read after judging.
 */
async function baselineReportReader(file) {
    if (!opensAsReport(file))
        await readBaselineReport(file);
    return { read: (run) => readBaselineReport(file, run) };
}
function opensAsReport(file) {
    let opening;
    try {
        opening = (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_9__/* .fileOpening */ .JK)(file);
    }
    catch {
        return false;
    }
    return opening.trimStart().startsWith("{") && !(0,_report_read_js__WEBPACK_IMPORTED_MODULE_4__/* .looksLikeHistory */ .qg)(opening);
}
/** Warnings on stderr; the comparison in a few plain lines on stdout. */
function reportGateResult(command, result, failOnRegression) {
    for (const warning of result.warnings)
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)(`loopgate ${command}: warning: `, warning);
    if (!result.comparison)
        return;
    process.stdout.write(formatComparison(result.comparison));
    // A gate that cannot fail looks like a passing gate in CI; say so where the log shows it.
    if (!failOnRegression)
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)(`loopgate ${command}: `, REPORT_ONLY_HINT);
}
const REPORT_ONLY_HINT = "hint: this only reports; a regression still exits 0. Add --fail-on-regression to exit 3 on a regression.";
const MAX_LINES = 200;
function formatComparison(comparison) {
    const c = comparison.counts;
    const base = comparison.baseline;
    const against = base.source === "report"
        ? base.file
        : base.source === "none"
            ? `an empty baseline (none in ${base.file})`
            : `${base.file} run ${base.runId ?? "without id"}${base.commit ? ` @ ${base.commit.slice(0, 12)}` : ""}`;
    const lines = [
        `loopgate gate: ${comparison.regressed ? "REGRESSED" : "no regressions"} against ${against}: ` +
            `${c.regressed} regressed, ${c.improved} improved, ${c.changed} changed, ${c.added} added, ${c.removed} removed, ` +
            `${c.unchanged} unchanged (${c.unchangedFailing} known failure${c.unchangedFailing === 1 ? "" : "s"})`,
    ];
    if (comparison.evidence)
        lines.push(evidenceLine(comparison.evidence));
    for (const note of comparison.notes)
        lines.push(`note: ${note}`);
    const rows = [
        ...comparison.regressions.map((r) => `REGRESSION ${r.caseId}: ${r.rule}: ${r.message}`),
        ...comparison.improvements.map((r) => `IMPROVED   ${r.caseId}: ${r.rule}: ${r.message}`),
        ...comparison.changes.map((r) => `CHANGED    ${r.caseId}: ${r.kind}: ${r.message}`),
    ];
    lines.push(...rows.slice(0, MAX_LINES));
    if (rows.length > MAX_LINES)
        lines.push(`… ${rows.length - MAX_LINES} more in the JSON report`);
    return `${lines.map((line) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_8__/* .printableLine */ .oy)(line)).join("\n")}\n`;
}
function evidenceLine(evidence) {
    const unsealed = evidence.unsealed.length > 0 ? `; ${evidence.unsealed.length} unsealed` : "";
    if (!evidence.compared)
        return `evidence: not compared (the baseline holds no per-recording digests)${unsealed}`;
    return `evidence: ${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed, ${evidence.unchanged} unchanged recordings (SHA-256 against the baseline)${unsealed}`;
}


/***/ })

};
