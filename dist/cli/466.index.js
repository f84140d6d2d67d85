export const id = 466;
export const ids = [466,85];
export const modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_BASELINE_DEPTH: () => (/* binding */ DEFAULT_BASELINE_DEPTH),
/* harmony export */   REPORT_ONLY_HINT: () => (/* binding */ REPORT_ONLY_HINT),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   gateOptionsFromFlags: () => (/* binding */ gateOptionsFromFlags),
/* harmony export */   readBaselineReport: () => (/* binding */ readBaselineReport),
/* harmony export */   reportGateResult: () => (/* binding */ reportGateResult),
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2024);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8551);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7032);
/* harmony import */ var _gate_diff_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(898);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1890);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1810);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2794);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4825);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5105);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1095);
/* harmony import */ var _gate_flags_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1153);
/* harmony import */ var _write_paths_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8832);














/** Commits walked back from the base commit for a blessed run: the action's baseline-depth default. */
const DEFAULT_BASELINE_DEPTH = 50;
const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${(0,_write_paths_js__WEBPACK_IMPORTED_MODULE_13__/* .writeThroughLinksHelp */ .Lj)(31)}
${_gate_flags_js__WEBPACK_IMPORTED_MODULE_12__/* .GATE_HELP */ .uC}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;
const FLAGS = {
    ..._gate_flags_js__WEBPACK_IMPORTED_MODULE_12__/* .GATE_FLAGS */ .yd,
    json: { type: "string" },
    markdown: { type: "string" },
    ..._write_paths_js__WEBPACK_IMPORTED_MODULE_13__/* .WRITE_THROUGH_LINKS_FLAG */ .Hi,
    help: { type: "boolean" },
};
/**
 * Turns the gate flags into runGate options (all but the report being gated); `baseline`
 * is the report named by `--baseline` (replay) or the first positional (diff). Throws
 * UsageError on bad flags, so callers check before the expensive work.
 */
function gateOptionsFromFlags(flags, baseline, env) {
    const alpha = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("alpha", flags.alpha, 0, 1) ?? _gate_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_THRESHOLDS */ .J.alpha;
    const maxScoreDrop = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("max-score-drop", flags["max-score-drop"], 0, 100) ?? _gate_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_THRESHOLDS */ .J.maxScoreDrop;
    const historyMax = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("history-max", flags["history-max"], 1, 1_000_000);
    if (historyMax !== undefined && !Number.isInteger(historyMax))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--history-max must be a whole number");
    const trend = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("trend", flags.trend, 0, 1000) ?? 10;
    if (!Number.isInteger(trend))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--trend must be a whole number");
    let maxAgeMs = null;
    if (flags["max-baseline-age"] !== undefined) {
        maxAgeMs = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_6__/* .parseDuration */ .E9)(flags["max-baseline-age"]);
        if (maxAgeMs === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--max-baseline-age must be a duration such as 36h or 7d, got "${flags["max-baseline-age"]}"`);
    }
    const fromHistory = flags["baseline-from-history"];
    if (fromHistory !== undefined && baseline !== null)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("give one baseline: a report or --baseline-from-history, not both");
    if (fromHistory === undefined) {
        for (const name of ["baseline-ref", "baseline-commit", "baseline-depth", "max-baseline-age"]) {
            if (flags[name] !== undefined)
                throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} needs --baseline-from-history`);
        }
    }
    if (baseline === null && fromHistory === undefined) {
        for (const name of ["fail-on-regression", "alpha", "max-score-drop", "fail-on-lost-coverage"]) {
            // Turning a default off needs no baseline: the gate is off anyway.
            if (flags[name] !== undefined && flags[name] !== false)
                throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} needs a baseline (--baseline or --baseline-from-history)`);
        }
    }
    if (flags["history-max"] !== undefined && flags.history === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--history-max needs --history");
    if (flags.bless && flags.history === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--bless needs --history");
    const { meta, problems } = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_6__/* .runMetaFrom */ .d1)({ runId: flags["run-id"], commit: flags.commit, ref: flags.ref, time: flags["run-time"] }, env);
    if (flags["run-time"] !== undefined && problems.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--run-time: ${problems[0]}`);
    for (const problem of problems)
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate: warning: ", `${problem}; the run time is left empty`);
    let source = null;
    if (baseline !== null)
        source = { kind: "report", report: baseline.report, file: baseline.file };
    else if (fromHistory !== undefined) {
        const ref = flags["baseline-ref"] ?? (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_6__/* .baselineRefFrom */ .rM)(env);
        if (ref === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("--baseline-from-history needs --baseline-ref (the PR's base branch)");
        const depth = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .numberFlag */ .C$)("baseline-depth", flags["baseline-depth"], 0, 10_000) ?? DEFAULT_BASELINE_DEPTH;
        if (!Number.isInteger(depth))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--baseline-depth must be a whole number, got "${depth}"`);
        source = {
            kind: "history",
            file: fromHistory,
            ref,
            commit: flags["baseline-commit"] ?? null,
            maxAgeMs,
            walk: { cwd: process.cwd(), depth },
        };
    }
    return {
        baseline: source,
        thresholds: {
            alpha,
            maxScoreDrop,
            failOnLostCoverage: flags["fail-on-lost-coverage"] ?? _gate_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_THRESHOLDS */ .J.failOnLostCoverage,
        },
        failOnRegression: flags["fail-on-regression"] ?? false,
        runMeta: meta,
        history: flags.history === undefined
            ? null
            : { file: flags.history, max: historyMax ?? null, bless: flags.bless ? "if-passing" : false },
        trendRuns: trend,
    };
}
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
    (0,_write_paths_js__WEBPACK_IMPORTED_MODULE_13__/* .refuseLinksOut */ .aH)([
        ["json", flags.json],
        ["markdown", flags.markdown],
        ["history", flags.history],
    ], flags);
    const currentFile = positionals[wanted - 1];
    const baselineFile = fromHistory ? null : positionals[0];
    const baseline = baselineFile === null ? null : { report: await readBaselineReport(baselineFile), file: baselineFile };
    const options = gateOptionsFromFlags(flags, baseline, process.env);
    const current = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_8__/* .readReportFile */ .$h)(currentFile);
    const result = await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_5__.runGate)({ ...options, report: current });
    await writeGateOutputs(result, { json: flags.json, markdown: flags.markdown });
    reportGateResult("diff", result, options.failOnRegression);
    return result.regressed && options.failOnRegression ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.REGRESSION : _exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.OK;
}
/** A baseline JSON report; a history file named as one gets the flag that reads it. */
async function readBaselineReport(file) {
    try {
        return await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_8__/* .readReportFile */ .$h)(file);
    }
    catch (error) {
        if (!(error instanceof _report_read_js__WEBPACK_IMPORTED_MODULE_8__/* .ReportReadError */ .rA) || error.problem !== "history")
            throw error;
        throw new _report_read_js__WEBPACK_IMPORTED_MODULE_8__/* .ReportReadError */ .rA(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
    }
}
async function writeGateOutputs(result, files) {
    if (files.json)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_10__.writeFileAtomic)(files.json, (0,_report_json_js__WEBPACK_IMPORTED_MODULE_7__/* .renderJsonReport */ .nJ)(result.report));
    if (files.markdown) {
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_10__.writeFileAtomic)(files.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_9__.renderMarkdown)(result.report, {
            ..._limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MARKDOWN_FILE_BOUND */ .kv,
            headline: result.headline,
            leadSections: result.markdownSections,
        }));
    }
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
    return `${lines.map((line) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_11__/* .printableLine */ .oy)(line)).join("\n")}\n`;
}
function evidenceLine(evidence) {
    const unsealed = evidence.unsealed.length > 0 ? `; ${evidence.unsealed.length} unsealed` : "";
    if (!evidence.compared)
        return `evidence: not compared (the baseline holds no per-recording digests)${unsealed}`;
    return `evidence: ${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed, ${evidence.unchanged} unchanged recordings (SHA-256 against the baseline)${unsealed}`;
}


/***/ })

};
