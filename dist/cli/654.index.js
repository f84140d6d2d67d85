export const id = 654;
export const ids = [654,228];
export const modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_ONLY_HINT: () => (/* binding */ REPORT_ONLY_HINT),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   gateOptionsFromFlags: () => (/* binding */ gateOptionsFromFlags),
/* harmony export */   readBaselineReport: () => (/* binding */ readBaselineReport),
/* harmony export */   reportGateResult: () => (/* binding */ reportGateResult),
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(898);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2893);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1810);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2794);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4825);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5105);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1095);
/* harmony import */ var _gate_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1153);











const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${_gate_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_HELP */ .uC}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;
const FLAGS = {
    ..._gate_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_FLAGS */ .yd,
    json: { type: "string" },
    markdown: { type: "string" },
    help: { type: "boolean" },
};
/**
 * Turns the gate flags into runGate options (all but the report being gated); `baseline`
 * is the report named by `--baseline` (replay) or the first positional (diff). Throws
 * UsageError on bad flags, so callers check before the expensive work.
 */
function gateOptionsFromFlags(flags, baseline, env) {
    const alpha = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("alpha", flags.alpha, 0, 1) ?? _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.alpha;
    const maxScoreDrop = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("max-score-drop", flags["max-score-drop"], 0, 100) ?? _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.maxScoreDrop;
    const historyMax = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("history-max", flags["history-max"], 1, 1_000_000);
    if (historyMax !== undefined && !Number.isInteger(historyMax))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--history-max must be a whole number");
    const trend = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("trend", flags.trend, 0, 1000) ?? 10;
    if (!Number.isInteger(trend))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--trend must be a whole number");
    let maxAgeMs = null;
    if (flags["max-baseline-age"] !== undefined) {
        maxAgeMs = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__/* .parseDuration */ .E9)(flags["max-baseline-age"]);
        if (maxAgeMs === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--max-baseline-age must be a duration such as 36h or 7d, got "${flags["max-baseline-age"]}"`);
    }
    const fromHistory = flags["baseline-from-history"];
    if (fromHistory !== undefined && baseline !== null)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give one baseline: a report or --baseline-from-history, not both");
    if (fromHistory === undefined) {
        for (const name of ["baseline-ref", "baseline-commit", "max-baseline-age"]) {
            if (flags[name] !== undefined)
                throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${name} needs --baseline-from-history`);
        }
    }
    if (baseline === null && fromHistory === undefined) {
        for (const name of ["fail-on-regression", "alpha", "max-score-drop", "fail-on-lost-coverage"]) {
            if (flags[name] !== undefined)
                throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${name} needs a baseline (--baseline or --baseline-from-history)`);
        }
    }
    if (flags["history-max"] !== undefined && flags.history === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--history-max needs --history");
    if (flags.bless && flags.history === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--bless needs --history");
    const { meta, problems } = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__/* .runMetaFrom */ .d1)({ runId: flags["run-id"], commit: flags.commit, ref: flags.ref, time: flags["run-time"] }, env);
    if (flags["run-time"] !== undefined && problems.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--run-time: ${problems[0]}`);
    for (const problem of problems)
        process.stderr.write(`loopgate: warning: ${problem}; the run time is left empty\n`);
    let source = null;
    if (baseline !== null)
        source = { kind: "report", report: baseline.report, file: baseline.file };
    else if (fromHistory !== undefined) {
        const ref = flags["baseline-ref"] ?? (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineRefFrom */ .rM)(env);
        if (ref === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--baseline-from-history needs --baseline-ref (the PR's base branch)");
        source = { kind: "history", file: fromHistory, ref, commit: flags["baseline-commit"] ?? null, maxAgeMs };
    }
    return {
        baseline: source,
        thresholds: { alpha, maxScoreDrop, failOnLostCoverage: flags["fail-on-lost-coverage"] ?? false },
        failOnRegression: flags["fail-on-regression"] ?? false,
        runMeta: meta,
        history: flags.history === undefined
            ? null
            : { file: flags.history, max: historyMax ?? null, bless: flags.bless ?? false },
        trendRuns: trend,
    };
}
async function runDiffCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
    }
    const fromHistory = flags["baseline-from-history"] !== undefined;
    const wanted = fromHistory ? 1 : 2;
    if (positionals.length !== wanted) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(fromHistory
            ? "name the CURRENT report (the baseline comes from the history)"
            : "name BASELINE and CURRENT reports");
    }
    const currentFile = positionals[wanted - 1];
    const baselineFile = fromHistory ? null : positionals[0];
    const baseline = baselineFile === null ? null : { report: await readBaselineReport(baselineFile), file: baselineFile };
    const options = gateOptionsFromFlags(flags, baseline, process.env);
    const current = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readReportFile */ .$h)(currentFile);
    const result = await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_3__.runGate)({ ...options, report: current });
    await writeGateOutputs(result, { json: flags.json, markdown: flags.markdown });
    reportGateResult("diff", result, options.failOnRegression);
    return result.regressed && options.failOnRegression ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.REGRESSION : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
}
/** A baseline JSON report; a history file named as one gets the flag that reads it. */
async function readBaselineReport(file) {
    try {
        return await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readReportFile */ .$h)(file);
    }
    catch (error) {
        if (!(error instanceof _report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .ReportReadError */ .rA) || error.problem !== "history")
            throw error;
        throw new _report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .ReportReadError */ .rA(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
    }
}
async function writeGateOutputs(result, files) {
    if (files.json)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__.writeFileAtomic)(files.json, (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .renderJsonReport */ .nJ)(result.report));
    if (files.markdown) {
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__.writeFileAtomic)(files.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__.renderMarkdown)(result.report, { headline: result.headline, leadSections: result.markdownSections }));
    }
}
/** Warnings on stderr; the comparison in a few plain lines on stdout. */
function reportGateResult(command, result, failOnRegression) {
    for (const warning of result.warnings)
        process.stderr.write(`loopgate ${command}: warning: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_10__/* .printableLine */ .oy)(warning)}
`);
    if (!result.comparison)
        return;
    process.stdout.write(formatComparison(result.comparison));
    // A gate that cannot fail looks like a passing gate in CI; say so where the log shows it.
    if (!failOnRegression)
        process.stderr.write(`loopgate ${command}: ${REPORT_ONLY_HINT}
`);
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
    return `${lines.map((line) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_10__/* .printableLine */ .oy)(line)).join("\n")}\n`;
}
function evidenceLine(evidence) {
    const unsealed = evidence.unsealed.length > 0 ? `; ${evidence.unsealed.length} unsealed` : "";
    if (!evidence.compared)
        return `evidence: not compared (the baseline holds no per-recording digests)${unsealed}`;
    return `evidence: ${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed, ${evidence.unchanged} unchanged recordings (SHA-256 against the baseline)${unsealed}`;
}


/***/ }),

/***/ 1917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ ensureDirSync),
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yi: () => (/* binding */ withoutByteOrderMark),
/* harmony export */   h_: () => (/* binding */ fileKind)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** A short, stable reason for a file-system error (no Node-version-specific wording). */
function describeFsError(error) {
    const code = error && typeof error === "object" && "code" in error ? String(error.code) : undefined;
    switch (code) {
        case "ENOENT":
            return "no such file or directory";
        case "EISDIR":
            return "is a directory";
        case "ENOTDIR":
            return "a parent is not a directory";
        case "EACCES":
        case "EPERM":
            return "permission denied";
        case "EROFS":
            return "read-only file system";
        case "ENOSPC":
            return "no space left on the device";
        case "ELOOP":
            return "a symbolic link (refused)";
        case NOT_REGULAR:
            return error instanceof Error ? error.message : "not a regular file";
        case undefined:
            return error instanceof Error ? error.message : String(error);
        default:
            return code;
    }
}
/**
 * Creates a folder and its missing parents one level at a time. Node 20's
 * `mkdir(…, { recursive: true })` never returns for some paths (under /proc, for one);
 * a plain mkdir per level fails at once instead.
 */
function ensureDirSync(dir) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(absolute);
        if (parent !== absolute)
            ensureDirSync(parent);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(absolute);
        }
        catch (mkdirError) {
            if (mkdirError.code !== "EEXIST")
                throw mkdirError;
        }
        return;
    }
    throw Object.assign(new Error(`${absolute} is not a directory`), { code: "ENOTDIR" });
}
/** The code of the error {@link readRegularFile} throws for a FIFO, socket, device or directory. */
const NOT_REGULAR = "ENOTREGULAR";
/** What a non-regular file is, for messages; null for a regular file. */
function fileKind(stats) {
    if (stats.isFile())
        return null;
    if (stats.isDirectory())
        return "a directory";
    if (stats.isFIFO())
        return "a FIFO";
    if (stats.isSocket())
        return "a socket";
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return "a device";
    return "not a file";
}
/**
 * Reads a whole regular file. A FIFO would make a plain read wait for a writer forever,
 * a device never end: they are refused (error code {@link NOT_REGULAR}), as is a symbolic
 * link with `noFollow`.
 */
async function readRegularFile(file, options = {}) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (options.noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, flags);
    try {
        const stats = await handle.stat();
        const kind = fileKind(stats);
        if (kind !== null)
            throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
        return { bytes: await handle.readFile(), mode: stats.mode & 0o7777 };
    }
    finally {
        await handle.close();
    }
}
/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   oy: () => (/* binding */ printableLine)
/* harmony export */ });
/* unused harmony export MAX_PRINTED_LINE */
/**
 * Control characters (C0 including tab and newline, DEL, C1), line and paragraph
 * separators, and bidirectional controls. Any of them in text from a recording could
 * forge a line of CI log (a `::error::` workflow command, a fake PASS), move the cursor,
 * or reorder what a reader sees.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
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

/***/ 9104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ wildcardMatch)
/* harmony export */ });
/**
 * Wildcard match without regular expressions: `*` matches any run of characters and,
 * when `questionMark` is set, `?` matches one. Greedy with a single back-off point, so a
 * pattern full of `*` stays linear-time in practice and can never backtrack catastrophically.
 */
function wildcardMatch(pattern, text, questionMark = false) {
    let p = 0;
    let t = 0;
    let starP = -1;
    let starT = 0;
    while (t < text.length) {
        const c = pattern[p];
        if (p < pattern.length && c !== "*" && (c === text[t] || (questionMark && c === "?"))) {
            p += 1;
            t += 1;
        }
        else if (c === "*") {
            starP = p;
            starT = t;
            p += 1;
        }
        else if (starP !== -1) {
            p = starP + 1;
            starT += 1;
            t = starT;
        }
        else {
            return false;
        }
    }
    while (pattern[p] === "*")
        p += 1;
    return p === pattern.length;
}


/***/ })

};
