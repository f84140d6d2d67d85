export const id = 648;
export const ids = [648];
export const modules = {

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


/***/ })

};
