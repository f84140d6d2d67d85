export const id = 86;
export const ids = [86,648,285];
export const modules = {

/***/ 1136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ez: () => (/* binding */ JUNIT_MODE_FLAG),
  $q: () => (/* binding */ JUNIT_MODE_HELP),
  jf: () => (/* binding */ concludeRun),
  Oj: () => (/* binding */ gateSetupFromFlags),
  Lr: () => (/* binding */ junitModeOf)
});

// EXTERNAL MODULE: ./src/replay/shard.ts
var replay_shard = __webpack_require__(1699);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/junit.ts
var junit = __webpack_require__(2998);
// EXTERNAL MODULE: ./src/util/atomic-write.ts
var atomic_write = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/gate-flags.ts
var gate_flags = __webpack_require__(1153);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/cli/summary.ts



const MAX_SHOWN = 50;
/** The short human summary `replay` prints on stdout. Text from recordings is escaped and each line bounded. */
function formatSummary(report) {
    const t = report.totals;
    const lines = [
        `loopgate ${version/* LOOPGATE_VERSION */.d}: ${shardScope(report)}${t.recordings} recording${t.recordings === 1 ? "" : "s"}: ` +
            `${t.passed} passed${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""}, ${t.failed} failed, ` +
            `${t.notTested} not tested, ${t.errors} error${t.errors === 1 ? "" : "s"}` +
            (t.meanScore === null ? "" : `; mean score ${t.meanScore}`),
    ];
    const order = { ERROR: 0, FAIL: 1, NOT_TESTED: 2, PASS: 3 };
    const shown = [...report.recordings].sort((a, b) => order[a.verdict] - order[b.verdict]).slice(0, MAX_SHOWN);
    for (const recording of shown)
        lines.push(summaryLine(recording));
    if (report.recordings.length > MAX_SHOWN)
        lines.push(`… ${report.recordings.length - MAX_SHOWN} more in the reports`);
    return `${lines.map((line) => (0,printable/* printableLine */.oy)(line)).join("\n")}\n`;
}
/** Said first, so a run that judged only part of the recordings (perhaps by a CI variable) cannot pass for all. */
function shardScope(report) {
    const shard = report.shard;
    if (!shard)
        return "";
    return `${(0,replay_shard/* shardLabel */.$_)(shard)} (set by ${shard.source}) of ${shard.run.recordings} recordings found, `;
}
function summaryLine(r) {
    const verdict = r.verdict.padEnd(10);
    if (r.verdict === "ERROR")
        return `${verdict} ${r.reason}`;
    const score = r.score === null ? "" : ` score ${r.score}${r.capped ? " (capped)" : ""}`;
    return `${verdict} ${r.path}${score}: ${r.reason}`;
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
;// CONCATENATED MODULE: ./src/cli/conclude.ts








/** `--junit-mode`, shared by replay, merge and report. */
const JUNIT_MODE_FLAG = { "junit-mode": { type: "string" } };
const JUNIT_MODE_HELP = `  --junit-mode MODE    recording (default): one testcase per recording, failing on its verdict;
                       gate: one testcase per case, failing only when it regressed against the
                       baseline, known failures skipped (docs/report-format.md)`;
function junitModeOf(flags) {
    const mode = flags["junit-mode"] ?? "recording";
    if (!junit/* JUNIT_MODES */.uk.includes(mode))
        throw new args/* UsageError */.eb(`--junit-mode must be ${junit/* JUNIT_MODES */.uk.join(" or ")}, got "${mode}"`);
    return mode;
}
/**
 * The gate's options from the flags, checked before any judging; null when no gate flag is
 * given. The gate (and the baseline report) is loaded only then: a plain replay starts sooner.
 */
async function gateSetupFromFlags(flags, env) {
    if (!(0,gate_flags/* gateRequested */.Im)(flags, flags.baseline))
        return null;
    const { gateOptionsFromFlags, readBaselineReport } = await Promise.all(/* import() */[__webpack_require__.e(825), __webpack_require__.e(26), __webpack_require__.e(85)]).then(__webpack_require__.bind(__webpack_require__, 6847));
    const baseline = flags.baseline === undefined ? null : { report: await readBaselineReport(flags.baseline), file: flags.baseline };
    return gateOptionsFromFlags(flags, baseline, env);
}
/**
 * What `replay` and `merge` do once the report is judged: gate it, write the reports, print
 * the summary, and map the outcome to an exit code. One function for both, so a merged run
 * writes what the unsharded run would.
 */
async function concludeRun(command, judged, unmatched, outputs, gateSetup) {
    const gate = gateSetup === null ? null : await runGateFor(judged, unmatched, gateSetup);
    const report = gate?.report ?? judged;
    if (outputs.json)
        await (0,atomic_write.writeFileAtomic)(outputs.json, (0,json/* jsonReportChunks */.x$)(report));
    if (outputs.junit) {
        const { renderJunitFor } = await __webpack_require__.e(/* import() */ 648).then(__webpack_require__.bind(__webpack_require__, 7648));
        await (0,atomic_write.writeFileAtomic)(outputs.junit, renderJunitFor(report, outputs.junitMode ?? "recording"));
    }
    if (outputs.markdown) {
        const { defaultHeadline, renderMarkdown } = await __webpack_require__.e(/* import() */ 285).then(__webpack_require__.bind(__webpack_require__, 4285));
        const headline = gate?.headline ?? defaultHeadline(report);
        const scope = report.shard ? ` (${(0,replay_shard/* shardLabel */.$_)(report.shard)})` : "";
        await (0,atomic_write.writeFileAtomic)(outputs.markdown, renderMarkdown(report, { headline: `${headline}${scope}`, leadSections: gate?.markdownSections ?? [] }));
    }
    process.stdout.write(formatSummary(report));
    if (gate)
        (await Promise.all(/* import() */[__webpack_require__.e(825), __webpack_require__.e(26), __webpack_require__.e(85)]).then(__webpack_require__.bind(__webpack_require__, 6847))).reportGateResult(command, gate, gateSetup?.failOnRegression ?? false);
    for (const arg of unmatched)
        process.stderr.write(`loopgate ${command}: no recording matches "${arg}"\n`);
    if (report.totals.errors > 0 || unmatched.length > 0)
        return exit_codes/* EXIT */.d.UNREADABLE;
    return gate?.regressed && gateSetup?.failOnRegression ? exit_codes/* EXIT */.d.REGRESSION : exit_codes/* EXIT */.d.OK;
}
/** A run that missed recordings, or holds only one shard, is recorded in the history but never blessed. */
async function runGateFor(report, unmatched, setup) {
    const { runGate } = await __webpack_require__.e(/* import() */ 26).then(__webpack_require__.bind(__webpack_require__, 9026));
    const blessRefusal = unmatched.length > 0
        ? `no recording matches ${unmatched.map((arg) => `"${arg}"`).join(", ")}`
        : report.shard
            ? `${(0,replay_shard/* shardLabel */.$_)(report.shard)} judged only part of the cases`
            : null;
    const { failOnRegression: _failOnRegression, ...options } = setup;
    const history = options.history ? { ...options.history, blessRefusal } : null;
    return runGate({ ...options, history, report, onlyJudgedCases: report.shard !== undefined });
}


/***/ }),

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReportCommand: () => (/* binding */ runReportCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4825);
/* harmony import */ var _report_junit_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7648);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5105);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8551);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1136);







const HELP = `usage: loopgate report REPORT.json [--junit FILE [--junit-mode MODE]] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
  --junit FILE      write JUnit XML
  --junit-mode MODE recording (default): one testcase per recording, failing on its verdict;
                    gate: one testcase per case, failing only when it regressed against the
                    report's baseline comparison (replay --baseline…), known failures skipped
  --markdown FILE   write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;
const FLAGS = {
    junit: { type: "string" },
    ..._conclude_js__WEBPACK_IMPORTED_MODULE_6__/* .JUNIT_MODE_FLAG */ .ez,
    markdown: { type: "string" },
    help: { type: "boolean" },
};
async function runReportCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.OK;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("name exactly one JSON report");
    if (flags.junit === undefined && flags.markdown === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give --junit FILE, --markdown FILE or both");
    const junitMode = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_6__/* .junitModeOf */ .Lr)(flags);
    const reportPath = positionals[0];
    const report = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readReportFile */ .$h)(reportPath);
    if (flags.junit !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__.writeFileAtomic)(flags.junit, (0,_report_junit_gate_js__WEBPACK_IMPORTED_MODULE_2__.renderJunitFor)(report, junitMode));
    if (flags.markdown !== undefined)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__.writeFileAtomic)(flags.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__.renderMarkdown)(report));
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.OK;
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderJunitFor: () => (/* binding */ renderJunitFor)
/* harmony export */ });
/* unused harmony export renderGateJunit */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9997);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(313);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2998);




/**
 * JUnit XML as the gate sees the run (`--junit-mode gate`, docs/report-format.md): one
 * testcase per case, failing only when the case regressed against the baseline, so a
 * check driven by the JUnit agrees with the gate. A known failure the gate accepts is
 * `skipped` with the reason, an unreadable recording stays an `error` (the gate's run
 * fails on it too). Without a comparison every case counts as new, as the gate counts it
 * when no baseline is found: a failing case is a regression.
 */
/** The suite of cases that are in the baseline but not in this run. */
const REMOVED_GROUP = "removed";
const MAX_RECORDINGS_LISTED = 50;
/** The JUnit XML of `--junit-mode`. */
function renderJunitFor(report, mode) {
    return mode === "gate" ? renderGateJunit(report) : (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .renderJunit */ .RV)(report);
}
function renderGateJunit(report) {
    const cases = casesOf(report);
    const groups = new Map();
    for (const name of [..._describe_js__WEBPACK_IMPORTED_MODULE_1__/* .SCENARIO_ORDER */ .OW, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .UNKNOWN_SCENARIO_GROUP */ .AZ, REMOVED_GROUP])
        groups.set(name, []);
    for (const gateCase of cases)
        groups.get(groupOf(gateCase)).push(gateCase);
    const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const suites = [...groups]
        .filter(([, members]) => members.length > 0)
        .map(([name, members]) => {
        const suite = suiteNode(name, members, report);
        for (const key of ["tests", "failures", "errors", "skipped"])
            totals[key] += suite.counts[key];
        return suite;
    });
    return (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .junitDocument */ .w0)(totals, suites);
}
/** Every case of the comparison (removed ones included), else every case of the report, in code-unit order. */
function casesOf(report) {
    const byCase = new Map();
    for (const recording of report.recordings) {
        const list = byCase.get(recording.caseId) ?? [];
        list.push(recording);
        byCase.set(recording.caseId, list);
    }
    const comparison = report.comparison;
    const ids = comparison ? comparison.cases.map((c) => c.caseId) : [...byCase.keys()].sort();
    return ids.map((caseId) => {
        const recordings = byCase.get(caseId) ?? [];
        if (!comparison)
            return { caseId, recordings, regressions: newCaseRegressions(caseId, recordings), changes: [], compared: null };
        return {
            caseId,
            recordings,
            regressions: comparison.regressions.filter((r) => r.caseId === caseId),
            changes: comparison.changes.filter((c) => c.caseId === caseId),
            compared: comparison.cases.find((c) => c.caseId === caseId) ?? null,
        };
    });
}
/** Without a baseline a failing case is new, and a new case that fails is a regression (docs/gate.md). */
function newCaseRegressions(caseId, recordings) {
    const failed = recordings.filter((r) => r.verdict === "FAIL").length;
    if (failed === 0)
        return [];
    const tested = recordings.filter((r) => r.verdict === "FAIL" || r.verdict === "PASS").length;
    const runs = tested === 1 ? "its run fails" : `${failed} of ${tested} tested runs fail`;
    return [{ caseId, rule: "NEW_CASE_FAILS", message: `no baseline, so the case counts as new, and ${runs}` }];
}
function groupOf(gateCase) {
    const first = gateCase.recordings[0];
    if (first === undefined)
        return REMOVED_GROUP;
    return first.scenario ?? _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .UNKNOWN_SCENARIO_GROUP */ .AZ;
}
function suiteNode(name, cases, report) {
    const counts = { tests: cases.length, failures: 0, errors: 0, skipped: 0 };
    const testcases = cases.map((gateCase) => {
        const result = resultOf(gateCase);
        if (result.kind === "failure")
            counts.failures += 1;
        else if (result.kind === "error")
            counts.errors += 1;
        else if (result.kind === "skipped")
            counts.skipped += 1;
        return caseNode(gateCase, name, result);
    });
    const ms = (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .sumOf */ .XN)(cases.map(caseMs));
    const passed = counts.tests - counts.failures - counts.errors - counts.skipped;
    const node = {
        "@_name": name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(ms),
        properties: {
            property: [
                ...(0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .runProperties */ .B$)(report),
                (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .property */ .MZ)("loopgate.junit_mode", "gate"),
                (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .property */ .MZ)("loopgate.baseline", baselineText(report.comparison)),
                ...(name === REMOVED_GROUP ? [] : [(0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .property */ .MZ)("loopgate.scenario", name)]),
            ],
        },
        testcase: testcases,
        "system-out": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)(`${plural(counts.tests, "case")}: ${passed} passed, ${counts.failures} regressed against the baseline, ` +
            `${counts.skipped} skipped (known failures, not tested or removed), ${plural(counts.errors, "error")}`),
    };
    return { node, ms, counts };
}
function caseMs(gateCase) {
    return (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .sumOf */ .XN)(gateCase.recordings.map(_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .roundedMs */ .Wr));
}
function caseNode(gateCase, suite, result) {
    const node = {
        "@_name": (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .attribute */ .lt)(gateCase.caseId),
        "@_classname": (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .attribute */ .lt)(suite),
        "@_time": (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .YA)(caseMs(gateCase)),
    };
    const first = gateCase.recordings[0];
    const pointedAt = gateCase.recordings.find((r) => (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .offendingLine */ .xx)(r) !== null) ?? first;
    if (pointedAt !== undefined) {
        node["@_file"] = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlPathAttribute */ .bo)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(pointedAt.path, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH));
        const line = result.kind === "passed" ? null : (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .offendingLine */ .xx)(pointedAt);
        if (line !== null)
            node["@_line"] = line;
    }
    if (result.kind !== "passed") {
        node[result.kind] = {
            "@_message": (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .attribute */ .lt)(result.message),
            "@_type": result.type,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(result.text, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP * 4)),
        };
    }
    node["system-out"] = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)(caseSummary(gateCase));
    return node;
}
/** Regressed → failure; an unreadable recording → error; failing but accepted, untested or removed → skipped. */
function resultOf(gateCase) {
    const { recordings, regressions } = gateCase;
    if (regressions.length > 0) {
        const reasons = regressions.map((r) => `${r.rule}: ${r.message}`);
        return {
            kind: "failure",
            message: `regressed against the baseline: ${reasons.join("; ")}`,
            type: regressions[0].rule,
            text: [...reasons, "", ...recordingLines(recordings)].join("\n"),
        };
    }
    const unreadable = recordings.find((r) => r.verdict === "ERROR");
    if (unreadable !== undefined)
        return {
            kind: "error",
            message: unreadable.reason,
            type: unreadable.reasonCode,
            text: recordingLines(recordings).join("\n"),
        };
    const failing = recordings.find((r) => r.verdict === "FAIL");
    if (failing !== undefined)
        return acceptedFailure(gateCase, failing);
    if (recordings.length === 0) {
        const removed = gateCase.changes.map((c) => c.message).join("; ") || "case removed";
        return { kind: "skipped", message: `not in this run: ${removed}`, type: "REMOVED", text: removed };
    }
    if (!recordings.some((r) => r.verdict === "PASS")) {
        const untested = recordings[0];
        return {
            kind: "skipped",
            message: `not tested: ${untested.reason}`,
            type: untested.reasonCode,
            text: recordingLines(recordings).join("\n"),
        };
    }
    return { kind: "passed" };
}
/** Failing runs the gate accepts: failing in the baseline too, or a change under the thresholds. */
function acceptedFailure(gateCase, failing) {
    const before = gateCase.compared?.baseline?.status ?? null;
    const known = before === "FAIL" || before === "FLAKY";
    const why = known
        ? `known failure, ${before} in the baseline too`
        : `failing, but under the gate's thresholds: ${gateCase.changes.map((c) => `${c.kind}: ${c.message}`).join("; ")}`;
    return {
        kind: "skipped",
        message: `not a regression against the baseline (${why}): ${failing.reason}`,
        type: known ? "KNOWN_FAILURE" : "NOT_A_REGRESSION",
        text: recordingLines(gateCase.recordings).join("\n"),
    };
}
function recordingLines(recordings) {
    const lines = recordings
        .slice(0, MAX_RECORDINGS_LISTED)
        .map((r) => `${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH)}: ${(0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLineSummary */ .RP)(r).replace(/[\r\n]+/g, " ")}`);
    if (recordings.length > lines.length)
        lines.push(`… ${recordings.length - lines.length} more recordings in the JSON report`);
    return lines;
}
/** `this run: FAIL, 1 run, mean score 35; baseline: PASS, 1 run, mean score 100` — what the case is now and was. */
function caseSummary(gateCase) {
    const side = (stats) => stats === null
        ? "none"
        : `${stats.status}, ${plural(stats.runs, "run")}, ${stats.meanScore === null ? "no score" : `mean score ${stats.meanScore}`}`;
    if (gateCase.compared !== null)
        return `this run: ${side(gateCase.compared.current)}; baseline: ${side(gateCase.compared.baseline)}`;
    const verdicts = gateCase.recordings.map((r) => r.verdict).join(", ");
    return `this run: ${verdicts}; no baseline`;
}
function baselineText(comparison) {
    if (!comparison)
        return "none given: every case counts as new, so every failing case is a regression";
    const b = comparison.baseline;
    if (b.source === "none")
        return `none found in ${b.file}: every case counts as new`;
    const parts = [b.source === "report" ? `report ${b.file}` : `history ${b.file}`];
    if (b.runId !== null)
        parts.push(`run ${b.runId}`);
    if (b.ref !== null)
        parts.push(`ref ${b.ref}`);
    if (b.commit !== null)
        parts.push(`commit ${b.commit}`);
    return parts.join(", ");
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}


/***/ }),

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ runProperties),
/* harmony export */   MZ: () => (/* binding */ property),
/* harmony export */   RV: () => (/* binding */ renderJunit),
/* harmony export */   Wr: () => (/* binding */ roundedMs),
/* harmony export */   XN: () => (/* binding */ sumOf),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   lt: () => (/* binding */ attribute),
/* harmony export */   uk: () => (/* binding */ JUNIT_MODES),
/* harmony export */   w0: () => (/* binding */ junitDocument),
/* harmony export */   xx: () => (/* binding */ offendingLine)
/* harmony export */ });
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8669);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9997);
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
/**
 * What one testcase stands for: a recording with its verdict (the default), or a case
 * judged against the baseline, failing only when it regressed (junit-gate.ts).
 */
const JUNIT_MODES = ["recording", "gate"];
function renderJunit(report) {
    const suites = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByScenario */ .nw)(report).map((group) => suiteNode(group, report));
    return junitDocument(countOf(report.recordings), suites);
}
/** The `testsuites` root around the suites, with their counts and the sum of their times. */
function junitDocument(totals, suites) {
    const document = {
        "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
        testsuites: {
            "@_name": "loopgate",
            "@_tests": totals.tests,
            "@_failures": totals.failures,
            "@_errors": totals.errors,
            "@_time": seconds(sumOf(suites.map((suite) => suite.ms))),
            testsuite: suites.map((suite) => suite.node),
        },
    };
    return `${builder.build(document).replace(/\n+$/, "")}\n`;
}
/** The suite properties every report carries: which loopgate judged, with which rules and configuration. */
function runProperties(report) {
    return [
        property("loopgate.version", report.loopgate.version),
        property("loopgate.rules_version", report.config.rulesVersion),
        property("loopgate.config_hash", report.config.hash),
    ];
}
/** A suite and its time in whole milliseconds, the sum of its cases' rounded times. */
function suiteNode(group, report) {
    const counts = countOf(group.recordings);
    const names = (0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .displayNames */ .vm)(group.recordings);
    const properties = [...runProperties(report), property("loopgate.scenario", group.name)];
    // The schema has no properties on a testcase, so each case's facts are suite
    // properties prefixed with the case's name.
    for (const recording of group.recordings) {
        const name = names.get(recording);
        properties.push(property(`${name}.verdict`, recording.verdict));
        properties.push(property(`${name}.score`, recording.score === null ? "" : String(recording.score)));
        for (const [key, value] of Object.entries(recording.labels))
            properties.push(property(`${name}.label.${key}`, value));
    }
    const ms = sumOf(group.recordings.map(roundedMs));
    const node = {
        "@_name": group.name,
        "@_tests": counts.tests,
        "@_failures": counts.failures,
        "@_errors": counts.errors,
        "@_skipped": counts.skipped,
        "@_time": seconds(ms),
        properties: { property: properties },
        testcase: group.recordings.map((recording) => caseNode(recording, group.name, names.get(recording))),
        "system-out": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)(`${counts.tests} recording${counts.tests === 1 ? "" : "s"}: ${counts.tests - counts.failures - counts.errors - counts.skipped} passed, ` +
            `${counts.failures} failed, ${counts.skipped} not tested, ${counts.errors} error${counts.errors === 1 ? "" : "s"}`),
    };
    return { node, ms };
}
function caseNode(recording, suite, name) {
    const node = {
        "@_name": attribute(name),
        "@_classname": attribute(suite),
        "@_time": seconds(roundedMs(recording)),
        "@_file": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlPathAttribute */ .bo)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH)),
    };
    const line = offendingLine(recording);
    if (line !== null)
        node["@_line"] = line;
    if (recording.verdict === "FAIL") {
        // Reporters show `message` and fold the element text away, so the message is the
        // reason itself (code and sentence); `type` is the one code a reporter can group by.
        node.failure = {
            "@_message": attribute(recording.reason),
            "@_type": recording.violations[0]?.code ?? recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .violationsText */ .gy)(recording)),
        };
    }
    else if (recording.verdict === "NOT_TESTED") {
        node.skipped = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP)),
        };
    }
    else if (recording.verdict === "ERROR") {
        node.error = {
            "@_message": attribute(recording.reason),
            "@_type": recording.reasonCode,
            "#text": (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MESSAGE_CHARS */ .hP)),
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
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlAttribute */ .IE)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAME_CHARS */ .xH));
}
function countOf(recordings) {
    const counts = { tests: recordings.length, failures: 0, errors: 0, skipped: 0 };
    for (const recording of recordings) {
        if (recording.verdict === "FAIL")
            counts.failures += 1;
        else if (recording.verdict === "ERROR")
            counts.errors += 1;
        else if (recording.verdict === "NOT_TESTED")
            counts.skipped += 1;
    }
    return counts;
}
/** No recorded loop comes near; it keeps an absurd duration a plain integer. */
const MAX_DURATION_MS = 1e18;
/**
 * A case's time in whole milliseconds, the precision JUnit's three decimals show. Suites
 * and the root add these rounded values up exactly (as bigints), so the written numbers
 * sum the way a reader checks them.
 */
function roundedMs(recording) {
    const ms = recording.durationMs;
    if (!Number.isFinite(ms) || ms <= 0)
        return 0n;
    return BigInt(Math.round(Math.min(ms, MAX_DURATION_MS)));
}
function sumOf(values) {
    return values.reduce((sum, value) => sum + value, 0n);
}
/** Seconds with three decimals and never an exponent (the schema's SUREFIRE_TIME). */
function seconds(ms) {
    return `${ms / 1000n}.${(ms % 1000n).toString().padStart(3, "0")}`;
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   defaultHeadline: () => (/* binding */ defaultHeadline),
/* harmony export */   gy: () => (/* binding */ detailsLinker),
/* harmony export */   renderMarkdown: () => (/* binding */ renderMarkdown)
/* harmony export */ });
/* unused harmony exports GITHUB_STEP_SUMMARY_LIMIT, MARKDOWN_SAFETY_MARGIN, MARKDOWN_MAX_BYTES, caseAnchor */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9997);
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(313);




/** GitHub refuses a job summary (GITHUB_STEP_SUMMARY) above this many bytes per step. */
const GITHUB_STEP_SUMMARY_LIMIT = 1_048_576;
/** Room left for whatever else a step appends to its summary. */
const MARKDOWN_SAFETY_MARGIN = 16_384;
const MARKDOWN_MAX_BYTES = GITHUB_STEP_SUMMARY_LIMIT - MARKDOWN_SAFETY_MARGIN;
const MAX_HEADLINE_CHARS = 1_000;
const MAX_REASON_CELL_CHARS = 300;
const DETAIL_LEVELS = [
    { violationDetails: true, patchTexts: true, passingRows: true, violationsPerFailure: 50, shortened: [] },
    {
        violationDetails: false,
        patchTexts: false,
        passingRows: true,
        violationsPerFailure: 10,
        shortened: ["violation details", "prompt patch texts", "violations beyond the first 10 per failure"],
    },
    {
        violationDetails: false,
        patchTexts: false,
        passingRows: false,
        violationsPerFailure: 3,
        shortened: [
            "violation details",
            "prompt patch texts",
            "violations beyond the first 3 per failure",
            "passing recordings in the scenario tables",
        ],
    },
];
const CATEGORY_NAMES = {
    change: ["change against the baseline", "changes against the baseline"],
    row: ["row of the scenario tables", "rows of the scenario tables"],
    failure: ["failure", "failures"],
    notTested: ["not-tested entry", "not-tested entries"],
    error: ["error", "errors"],
    patch: ["prompt patch", "prompt patches"],
};
/**
 * The Markdown summary (docs/report-format.md): gate result, totals, a table per scenario,
 * failures, not-tested reasons, errors, prompt patches. Bounded to `maxBytes`: first less
 * detail, then whole chunks cut from the end, with a note under the headline saying what
 * was left out.
 */
function renderMarkdown(report, options = {}) {
    const maxBytes = options.maxBytes ?? MARKDOWN_MAX_BYTES;
    const budget = maxBytes - 1;
    const headline = `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .visibleLine */ .P8)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(options.headline ?? defaultHeadline(report), MAX_HEADLINE_CHARS))}\n\n`;
    let chunks = [];
    for (const detail of DETAIL_LEVELS) {
        chunks = buildChunks(report, detail, options);
        const text = headline + note(detail, null) + chunks.map((chunk) => chunk.text).join("");
        if (byteLength(text) <= budget)
            return text;
    }
    const compact = DETAIL_LEVELS[DETAIL_LEVELS.length - 1];
    const everything = leftOutCounts(chunks, false);
    const reserve = byteLength(note(compact, everything));
    let used = byteLength(headline) + reserve;
    const kept = [];
    let index = 0;
    let leadCut = false;
    for (; index < chunks.length; index += 1) {
        const chunk = chunks[index];
        const size = byteLength(chunk.text);
        if (used + size > budget) {
            if (chunk.category === "lead") {
                kept.push(linesThatFit(chunk.text, budget - used));
                leadCut = true;
                index += 1;
            }
            break;
        }
        kept.push(chunk.text);
        used += size;
    }
    const leftOut = leftOutCounts(chunks.slice(index), leadCut);
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(headline + note(compact, leftOut) + kept.join(""), budget);
}
function byteLength(text) {
    return Buffer.byteLength(text, "utf8");
}
/** The longest prefix of whole lines of `text` within `maxBytes`. */
function linesThatFit(text, maxBytes) {
    const prefix = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateUtf8 */ .Ck)(text, Math.max(0, maxBytes - 1));
    const newline = prefix.lastIndexOf("\n");
    return newline === -1 ? "" : `${prefix.slice(0, newline + 1)}\n`;
}
function leftOutCounts(chunks, leadCut) {
    const counts = new Map();
    for (const chunk of chunks)
        counts.set(chunk.category, (counts.get(chunk.category) ?? 0) + 1);
    return { counts, leadCut };
}
function note(detail, leftOut) {
    if (detail.shortened.length === 0 && leftOut === null)
        return "";
    const sentences = [`Shortened to fit GitHub's ${GITHUB_STEP_SUMMARY_LIMIT}-byte job summary limit.`];
    if (detail.shortened.length > 0)
        sentences.push(`Not shown: ${detail.shortened.join(", ")}.`);
    if (leftOut !== null) {
        const parts = [];
        if (leftOut.leadCut || (leftOut.counts.get("lead") ?? 0) > 0)
            parts.push("the end of the sections above the totals");
        for (const [category, [one, many]] of Object.entries(CATEGORY_NAMES)) {
            const count = leftOut.counts.get(category) ?? 0;
            if (count > 0)
                parts.push(`${count} ${count === 1 ? one : many}`);
        }
        if (parts.length > 0)
            sentences.push(`Cut off at the end: ${parts.join(", ")}.`);
    }
    sentences.push("The JSON report and the JUnit XML hold everything.");
    return `> [!WARNING]\n> ${sentences.join(" ")}\n\n`;
}
function buildChunks(report, detail, options) {
    const chunks = [];
    const push = (category, text) => chunks.push({ category, text });
    const link = (recording) => recordingLink(recording, options);
    const anchors = anchorsOf(report);
    if (options.leadSections !== undefined) {
        for (const section of options.leadSections)
            push("lead", `${section.replace(/\n*$/, "")}\n\n`);
    }
    else if (report.comparison) {
        comparisonChunks(report.comparison, push);
    }
    totalsChunk(report, push);
    scenarioChunks(report, detail, push, link, anchors);
    failureChunks(report, detail, push, link, anchors);
    notTestedChunks(report, push, link);
    errorChunks(report, push);
    patchChunks(report, detail, push);
    push("structure", 
    // Inline HTML: its text is still Markdown, so it is escaped as such (a saved report may be hostile).
    `<sub>loopgate ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(report.loopgate.version)} · rules ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(report.config.rulesVersion)} · ` +
        `judging config ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(report.config.hash)}</sub>\n`);
    return chunks;
}
function totalsChunk(report, push) {
    const t = report.totals;
    push("structure", "### Totals\n\n" +
        "| Recordings | ✅ Passed | ❌ Failed | ⚪ Not tested | ⚠️ Errors | Mean score |\n" +
        "|---:|---:|---:|---:|---:|---:|\n" +
        `| ${t.recordings} | ${t.passed}${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""} | ${t.failed} | ` +
        `${t.notTested} | ${t.errors} | ${t.meanScore === null ? "—" : t.meanScore} |\n\n`);
    const replacementNote = unicodeReplacementNote(report.recordings);
    if (replacementNote !== "")
        push("structure", replacementNote);
}
/** One table per scenario; at lower detail the passing rows are only counted. */
function scenarioChunks(report, detail, push, link, anchors) {
    push("structure", "### Results by scenario\n\n");
    // A regression links to its case's details, so its rows stay when passing rows are cut.
    const regressed = new Set(report.comparison?.regressions.map((r) => r.caseId));
    for (const group of (0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .groupByScenario */ .nw)(report)) {
        const title = group.name === _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .UNKNOWN_SCENARIO_GROUP */ .AZ
            ? "unreadable recordings (scenario unknown)"
            : `${group.name}: ${_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .SCENARIO_TITLES */ .tx[group.name]}`;
        const shown = detail.passingRows
            ? group.recordings
            : group.recordings.filter((r) => r.verdict !== "PASS" || regressed.has(r.caseId));
        const hidden = group.recordings.length - shown.length;
        push("structure", `#### ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(title)} (${countsText(group.recordings)})\n\n`);
        if (shown.length > 0) {
            push("structure", "| Result | Case | Recording | Score | Reason |\n|---|---|---|---:|---|\n");
            for (const recording of shown)
                push("row", scenarioRow(recording, link, rowAnchor(recording, anchors)));
            push("structure", "\n");
        }
        if (hidden > 0)
            push("structure", `${hidden} passing recording${hidden === 1 ? "" : "s"} not listed.\n\n`);
    }
}
function scenarioRow(recording, link, anchor) {
    return (`| ${verdictBadge(recording)} | ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH))} | ${link(recording)} | ` +
        `${recording.score === null ? "—" : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreText */ .QO)(recording).replace(/^score /, ""))} | ` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, MAX_REASON_CELL_CHARS))} |\n`);
}
function failureChunks(report, detail, push, link, anchors) {
    const failures = report.recordings.filter((r) => r.verdict === "FAIL");
    if (failures.length === 0)
        return;
    push("structure", `### ❌ Failures (${failures.length})\n\n`);
    for (const recording of failures)
        push("failure", failureSection(recording, detail, link(recording), anchors.get(recording)));
}
function notTestedChunks(report, push, link) {
    const notTested = report.recordings.filter((r) => r.verdict === "NOT_TESTED");
    if (notTested.length === 0)
        return;
    push("structure", `### ⚪ Not tested (${notTested.length})\n\nThese recordings prove nothing either way and have no score.\n\n`);
    for (const recording of notTested) {
        push("notTested", `- ${link(recording)} (${recording.reasonCode}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    }
    push("structure", "\n");
}
function errorChunks(report, push) {
    const errors = report.recordings.filter((r) => r.verdict === "ERROR");
    if (errors.length === 0)
        return;
    push("structure", `### ⚠️ Unreadable recordings (${errors.length})\n\n`);
    for (const recording of errors) {
        push("error", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.reason, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    }
    push("structure", "\n");
}
function patchChunks(report, detail, push) {
    const patches = patchesByRecording(report);
    if (patches.length === 0)
        return;
    push("structure", "### 💡 Prompt patches\n\nSuggested instructions for the agent's system prompt, one per kind of misbehaviour seen above. A suggestion, not a proven fix.\n\n");
    for (const patch of patches)
        push("patch", patchSection(patch, detail));
}
const MAX_REPLACED_LISTED = 5;
/** Says which recordings held text that is not valid Unicode, which every report shows as U+FFFD. */
function unicodeReplacementNote(recordings) {
    const replaced = recordings.filter((r) => (r.unicodeReplacements ?? 0) > 0);
    if (replaced.length === 0)
        return "";
    const characters = replaced.reduce((sum, r) => sum + r.unicodeReplacements, 0);
    const listed = replaced.slice(0, MAX_REPLACED_LISTED).map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH)));
    if (replaced.length > listed.length)
        listed.push(`${replaced.length - listed.length} more`);
    return (`> [!NOTE]\n> Text that is not valid Unicode (${characters} lone UTF-16 surrogate${characters === 1 ? "" : "s"} in ` +
        `${listed.join(", ")}) is shown as U+FFFD (�) here, in the JUnit XML and in the JSON report ` +
        "(`unicodeReplacements`); the recordings keep the original.\n\n");
}
/**
 * A plain rendering of the report's comparison, for reports rendered without the gate
 * (`loopgate report` on a gated JSON report); the gate passes its own lead sections.
 */
function comparisonChunks(comparison, push) {
    push("structure", "### Changes against the baseline\n\n");
    const item = (icon, caseId, kind, message) => `- ${icon}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(caseId, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH))} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(kind)}): ` +
        `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(message, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`;
    for (const text of comparison.notes)
        push("change", `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(text, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))}\n`);
    const details = detailsLinker(comparison);
    for (const r of comparison.regressions) {
        const link = details(r.caseId);
        push("change", item("❌ ", r.caseId, r.rule, r.message).replace(/\n$/, link === "" ? "\n" : ` ${link}\n`));
    }
    for (const i of comparison.improvements)
        push("change", item("✅ ", i.caseId, i.rule, i.message));
    for (const c of comparison.changes)
        push("change", item("", c.caseId, c.kind, c.message));
    if (comparison.notes.length +
        comparison.regressions.length +
        comparison.improvements.length +
        comparison.changes.length ===
        0) {
        push("change", "No change against the baseline.\n");
    }
    push("structure", "\n");
}
function failureSection(recording, detail, link, anchor) {
    const lines = [
        `#### ${anchorTag(anchor)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.caseId, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH))}`,
        "",
        `${link} · scenario ${recording.scenario ?? "unknown"} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreText */ .QO)(recording))}`,
        "",
    ];
    const shown = recording.violations.slice(0, detail.violationsPerFailure);
    for (const finding of shown)
        lines.push(`- ${findingBullet(finding)}`);
    const hidden = recording.violations.length - shown.length;
    if (hidden > 0)
        lines.push(`- … ${hidden} more violation${hidden === 1 ? "" : "s"} in the JSON report`);
    lines.push("");
    if (detail.violationDetails && shown.length > 0) {
        const text = shown.map((finding) => (0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .findingLines */ .hq)(finding, recording).join("\n")).join("\n\n");
        lines.push("<details><summary>Violation details</summary>", "", (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownFence */ .p0)(text), "</details>", "");
    }
    return `${lines.join("\n")}\n`;
}
function findingBullet(finding) {
    const calls = finding.seqs.length > 0 ? `${(0,_describe_js__WEBPACK_IMPORTED_MODULE_2__/* .callNumbers */ .$h)(finding.seqs)}, ` : "";
    return (`**${finding.code}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(finding.message, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_CHARS */ .hP))} ` +
        `(${calls}line ${finding.line})`);
}
/** One entry per patch id, in order of first appearance, with the recordings that called for it. */
function patchesByRecording(report) {
    const byId = new Map();
    for (const recording of report.recordings) {
        for (const patch of recording.patches) {
            const use = byId.get(patch.id) ?? { id: patch.id, title: patch.title, text: patch.text, recordings: [] };
            use.recordings.push(recording);
            byId.set(patch.id, use);
        }
    }
    return [...byId.values()];
}
const MAX_PATCH_RECORDINGS_LISTED = 20;
function patchSection(patch, detail) {
    const count = patch.recordings.length;
    const summary = `${patch.id}: ${patch.title} (${count} recording${count === 1 ? "" : "s"})`;
    if (!detail.patchTexts)
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdownText */ .m4)(summary)}\n\n`;
    const listed = patch.recordings
        .slice(0, MAX_PATCH_RECORDINGS_LISTED)
        .map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCode */ .D9)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(r.path, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH)));
    if (count > listed.length)
        listed.push(`and ${count - listed.length} more`);
    return (`<details><summary>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .displayLine */ .pr)(summary))}</summary>\n\n` +
        `For: ${listed.join(", ")}\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownFence */ .p0)(patch.text)}\n</details>\n\n`);
}
function recordingLink(recording, options) {
    const label = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownCodeWrapping */ .lg)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncateText */ .EJ)(recording.path, _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH));
    if (options.recordingLinkBase === undefined || recording.path.length > _describe_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_CHARS */ .xH)
        return label;
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownLink */ .iQ)(label, options.recordingLinkBase, recording.path);
}
/**
 * The name of the in-page anchor of a case's details: a hash of the case id, so nothing from
 * the recording reaches the attribute. GitHub keeps `<a name>` (as `user-content-…`) and
 * scrolls to it from a `#…` link.
 */
function caseAnchor(caseId) {
    return `loopgate-case-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(caseId, "utf8").digest("hex").slice(0, 16)}`;
}
/**
 * For a row about a case: `[details](#…)` to the case's anchor; empty when the case has no
 * recording in this run (removed), so there is nothing to link to.
 */
function detailsLinker(comparison) {
    const present = new Set(comparison.cases.filter((c) => c.current !== null).map((c) => c.caseId));
    return (caseId) => (present.has(caseId) ? `[details](#${caseAnchor(caseId)})` : "");
}
/**
 * The anchors the regressions link to ({@link detailsLinker}): each regressed case's goes on
 * its first failure section, else on its first row in the scenario tables.
 */
function anchorsOf(report) {
    const anchors = new Map();
    const linked = new Set(report.comparison?.regressions.map((r) => r.caseId));
    const placed = new Set();
    for (const pass of [(r) => r.verdict === "FAIL", () => true]) {
        for (const recording of report.recordings) {
            if (!linked.has(recording.caseId) || placed.has(recording.caseId) || !pass(recording))
                continue;
            placed.add(recording.caseId);
            anchors.set(recording, caseAnchor(recording.caseId));
        }
    }
    return anchors;
}
/** A failing recording's anchor goes on its failure section, not on its row. */
function rowAnchor(recording, anchors) {
    return recording.verdict === "FAIL" ? undefined : anchors.get(recording);
}
function anchorTag(anchor) {
    return anchor === undefined ? "" : `<a name="${anchor}"></a>`;
}
function verdictBadge(recording) {
    switch (recording.verdict) {
        case "PASS":
            return recording.baseline ? "✅ PASS (baseline)" : "✅ PASS";
        case "FAIL":
            return "❌ FAIL";
        case "NOT_TESTED":
            return "⚪ NOT TESTED";
        case "ERROR":
            return "⚠️ ERROR";
    }
}
function countsText(recordings) {
    const count = (verdict) => recordings.filter((r) => r.verdict === verdict).length;
    const parts = [`${recordings.length} recording${recordings.length === 1 ? "" : "s"}`];
    for (const [verdict, name] of [
        ["PASS", "passed"],
        ["FAIL", "failed"],
        ["NOT_TESTED", "not tested"],
        ["ERROR", "unreadable"],
    ]) {
        const n = count(verdict);
        if (n > 0)
            parts.push(`${n} ${name}`);
    }
    return parts.join(", ");
}
/** The gate result in one line: regressions when compared against a baseline, else failures. */
function defaultHeadline(report) {
    const t = report.totals;
    const recordings = `${t.recordings} recording${t.recordings === 1 ? "" : "s"}`;
    if (report.comparison) {
        const n = report.comparison.regressions.length;
        return report.comparison.regressed
            ? `❌ loopgate: ${n} regression${n === 1 ? "" : "s"} against the baseline (${recordings})`
            : `✅ loopgate: no regressions against the baseline (${recordings})`;
    }
    if (t.failed > 0 || t.errors > 0) {
        const parts = [];
        if (t.failed > 0)
            parts.push(`${t.failed} of ${recordings} failed`);
        if (t.errors > 0)
            parts.push(`${t.errors} ${t.failed > 0 ? "" : `of ${recordings} `}could not be read`);
        return `${t.failed > 0 ? "❌" : "⚠️"} loopgate: ${parts.join(", ")}`;
    }
    if (t.recordings === 0)
        return "⚪ loopgate: no recordings";
    if (t.passed === 0)
        return `⚪ loopgate: nothing tested in ${recordings} (see the reasons below)`;
    return `✅ loopgate: no violations in ${recordings} (${t.passed} passed, ${t.notTested} not tested)`;
}


/***/ })

};
