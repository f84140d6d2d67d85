export const id = 847;
export const ids = [847];
export const modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GATE_FLAGS: () => (/* binding */ GATE_FLAGS),
/* harmony export */   GATE_HELP: () => (/* binding */ GATE_HELP),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   gateOptionsFromFlags: () => (/* binding */ gateOptionsFromFlags),
/* harmony export */   gateRequested: () => (/* binding */ gateRequested),
/* harmony export */   reportGateResult: () => (/* binding */ reportGateResult),
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(898);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(953);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1810);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2794);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5105);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1095);









/** The gate's flags, shared by `diff` and `replay` (docs/gate.md). */
const GATE_FLAGS = {
    "fail-on-regression": { type: "boolean" },
    alpha: { type: "string" },
    "max-score-drop": { type: "string" },
    "fail-on-lost-coverage": { type: "boolean" },
    "baseline-from-history": { type: "string" },
    "baseline-ref": { type: "string" },
    "baseline-commit": { type: "string" },
    "max-baseline-age": { type: "string" },
    history: { type: "string" },
    "history-max": { type: "string" },
    bless: { type: "boolean" },
    "run-id": { type: "string" },
    commit: { type: "string" },
    ref: { type: "string" },
    "run-time": { type: "string" },
    trend: { type: "string" },
};
const GATE_HELP = `gate options:
  --fail-on-regression         exit 3 when a case regressed (otherwise report only, exit 0)
  --alpha P                    significance level for failure-rate changes over repeated runs (default ${_gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.alpha})
  --max-score-drop N           a case's mean score may fall by at most N points (default ${_gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.maxScoreDrop})
  --fail-on-lost-coverage      a removed or no-longer-tested case is a regression
  --baseline-from-history FILE baseline = the blessed history run of --baseline-commit, else the newest of --baseline-ref
  --baseline-ref REF           the PR's base branch (default: GITHUB_BASE_REF, CI_MERGE_REQUEST_TARGET_BRANCH_NAME)
  --baseline-commit SHA        the PR's base commit
  --max-baseline-age DURATION  warn when the baseline is older than this (90m, 36h, 7d, 2w; plain number = seconds)
  --history FILE               record this run in a history file (JSON Lines)
  --history-max N              keep only the newest N runs in the history
  --bless                      mark this run as a baseline for later comparisons (not when it regressed or had unreadable recordings)
  --run-id ID, --commit SHA, --ref REF, --run-time ISO
                               run metadata (default: LOOPGATE_*, GitHub Actions or GitLab CI variables; never guessed)
  --trend N                    runs in the Markdown trend, this one included (default 10, 0 = none)`;
const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${GATE_HELP}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;
const FLAGS = {
    ...GATE_FLAGS,
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
        const ref = flags["baseline-ref"] ?? firstSet(env, ["LOOPGATE_BASELINE_REF", "GITHUB_BASE_REF", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME"]);
        if (ref === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--baseline-from-history needs --baseline-ref (the PR's base branch)");
        source = { kind: "history", file: fromHistory, ref, commit: flags["baseline-commit"] ?? null, maxAgeMs };
    }
    return {
        baseline: source,
        thresholds: { alpha, maxScoreDrop, failOnLostCoverage: flags["fail-on-lost-coverage"] ?? false },
        failOnRegression: flags["fail-on-regression"] ?? false,
        runMeta: meta,
        history: flags.history === undefined ? null : { file: flags.history, max: historyMax ?? null, bless: flags.bless ?? false },
        trendRuns: trend,
    };
}
/** True when `--baseline` or any gate flag is given, so `replay` knows to run (and check) the gate. */
function gateRequested(flags, baselineFile) {
    return baselineFile !== undefined || Object.keys(GATE_FLAGS).some((name) => flags[name] !== undefined);
}
function firstSet(env, names) {
    for (const name of names) {
        const value = env[name];
        if (value !== undefined && value.trim() !== "")
            return value.trim();
    }
    return null;
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(fromHistory ? "name the CURRENT report (the baseline comes from the history)" : "name BASELINE and CURRENT reports");
    }
    const currentFile = positionals[wanted - 1];
    const baselineFile = fromHistory ? null : positionals[0];
    const baseline = baselineFile === null ? null : { report: await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .readReportFile */ .$h)(baselineFile), file: baselineFile };
    const options = gateOptionsFromFlags(flags, baseline, process.env);
    const current = await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .readReportFile */ .$h)(currentFile);
    const result = await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .runGate */ .Rg)({ ...options, report: current });
    await writeGateOutputs(result, { json: flags.json, markdown: flags.markdown });
    reportGateResult("diff", result);
    return result.exitCode === 3 ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.REGRESSION : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
}
async function writeGateOutputs(result, files) {
    if (files.json)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Z)(files.json, (0,_report_json_js__WEBPACK_IMPORTED_MODULE_7__/* .renderJsonReport */ .n)(result.report));
    if (files.markdown) {
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Z)(files.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .renderMarkdown */ .Gc)(result.report, { headline: result.headline, leadSections: result.markdownSections }));
    }
}
/** Warnings on stderr; the comparison in a few plain lines on stdout. */
function reportGateResult(command, result) {
    for (const warning of result.warnings)
        process.stderr.write(`loopgate ${command}: warning: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_8__/* .printable */ .g)(warning)}\n`);
    if (result.comparison)
        process.stdout.write(formatComparison(result.comparison));
}
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
    return `${lines.map(_util_printable_js__WEBPACK_IMPORTED_MODULE_8__/* .printable */ .g).join("\n")}\n`;
}


/***/ }),

/***/ 9138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GU: () => (/* binding */ tested),
/* harmony export */   LZ: () => (/* binding */ statsOf),
/* harmony export */   Vf: () => (/* binding */ meanScoreOf),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   mE: () => (/* binding */ caseSetOfReport)
/* harmony export */ });
/* harmony import */ var _replay_find_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6248);

function emptyTally() {
    return { passed: 0, failed: 0, notTested: 0, errors: 0, scoreSum: 0, scored: 0, violationCodes: [] };
}
/** Groups a report's recordings into cases (repeated runs of one case id add up). */
function caseSetOfReport(report) {
    const byCase = new Map();
    for (const recording of report.recordings) {
        let tally = byCase.get(recording.caseId);
        if (!tally) {
            tally = { ...emptyTally(), codes: new Set() };
            byCase.set(recording.caseId, tally);
        }
        if (recording.verdict === "PASS")
            tally.passed++;
        else if (recording.verdict === "FAIL")
            tally.failed++;
        else if (recording.verdict === "NOT_TESTED")
            tally.notTested++;
        else
            tally.errors++;
        if (recording.score !== null) {
            tally.scoreSum += recording.score;
            tally.scored++;
        }
        for (const violation of recording.violations)
            tally.codes.add(violation.code);
    }
    const out = new Map();
    for (const caseId of [...byCase.keys()].sort(_replay_find_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF)) {
        const { codes, ...tally } = byCase.get(caseId);
        out.set(caseId, { ...tally, violationCodes: [...codes].sort(_replay_find_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF) });
    }
    return out;
}
function statusOf(tally) {
    if (tally.passed + tally.failed === 0)
        return tally.errors > 0 && tally.notTested === 0 ? "ERROR" : "NOT_TESTED";
    if (tally.failed === 0)
        return "PASS";
    if (tally.passed === 0)
        return "FAIL";
    return "FLAKY";
}
function tested(tally) {
    return tally.passed + tally.failed;
}
function meanScoreOf(tally) {
    return tally.scored === 0 ? null : Math.round((tally.scoreSum / tally.scored) * 100) / 100;
}
function statsOf(tally) {
    return {
        status: statusOf(tally),
        runs: tally.passed + tally.failed + tally.notTested + tally.errors,
        passed: tally.passed,
        failed: tally.failed,
        notTested: tally.notTested,
        errors: tally.errors,
        meanScore: meanScoreOf(tally),
        violationCodes: tally.violationCodes,
    };
}


/***/ }),

/***/ 898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ DEFAULT_THRESHOLDS),
  q: () => (/* binding */ compareRuns)
});

// EXTERNAL MODULE: ./src/replay/find.ts
var find = __webpack_require__(6248);
// EXTERNAL MODULE: ./src/gate/cases.ts
var gate_cases = __webpack_require__(9138);
;// CONCATENATED MODULE: ./src/gate/fisher.ts
function fisherGreater(table) {
    return tail(table, "greater");
}
function fisherLess(table) {
    return tail(table, "less");
}
function tail({ a, b, c, d }, side) {
    for (const cell of [a, b, c, d]) {
        if (!Number.isInteger(cell) || cell < 0)
            throw new RangeError(`Fisher's exact test needs non-negative integer counts, got ${cell}`);
    }
    const row = a + b;
    const column = a + c;
    const total = a + b + c + d;
    const low = Math.max(0, row + column - total);
    const high = Math.min(row, column);
    if (low === high)
        return 1;
    const weights = relativeWeights(row, column, total, low, high);
    let sum = 0;
    for (const w of weights)
        sum += w;
    let inTail = 0;
    // Summed from the smallest term up so rounding stays below the smallest weight kept.
    if (side === "greater")
        for (let x = high; x >= a; x--)
            inTail += weights[x - low];
    else
        for (let x = low; x <= a; x++)
            inTail += weights[x - low];
    return Math.min(1, inTail / sum);
}
/** Hypergeometric weights for x = low..high, scaled so the mode has weight 1. */
function relativeWeights(row, column, total, low, high) {
    const mode = Math.min(high, Math.max(low, Math.floor(((row + 1) * (column + 1)) / (total + 2))));
    const weights = new Array(high - low + 1).fill(0);
    weights[mode - low] = 1;
    // P(x+1)/P(x) = (row−x)(column−x) / ((x+1)(total−row−column+x+1))
    for (let x = mode; x < high; x++) {
        weights[x + 1 - low] = (weights[x - low] * (row - x) * (column - x)) / ((x + 1) * (total - row - column + x + 1));
    }
    for (let x = mode; x > low; x--) {
        weights[x - 1 - low] = (weights[x - low] * x * (total - row - column + x)) / ((row - x + 1) * (column - x + 1));
    }
    return weights;
}

;// CONCATENATED MODULE: ./src/gate/diff.ts



const DEFAULT_THRESHOLDS = { alpha: 0.05, maxScoreDrop: 10, failOnLostCoverage: false };
/**
 * Compares two runs case by case under the rules of docs/gate.md. Pure: the same sets and
 * thresholds always give the same comparison, in case-id order.
 */
function compareRuns(baseline, current, thresholds, baselineInfo, currentIdentity) {
    const caseIds = [...new Set([...baseline.keys(), ...current.keys()])].sort(find/* compareCodeUnits */.UF);
    const regressions = [];
    const improvements = [];
    const changes = [];
    const cases = [];
    const counts = {
        cases: caseIds.length,
        regressed: 0,
        improved: 0,
        changed: 0,
        unchanged: 0,
        added: 0,
        removed: 0,
        unchangedPassing: 0,
        unchangedFailing: 0,
        unchangedFlaky: 0,
        unchangedUntested: 0,
    };
    for (const caseId of caseIds) {
        const before = baseline.get(caseId) ?? null;
        const after = current.get(caseId) ?? null;
        const verdict = judgeCase(caseId, before, after, thresholds);
        regressions.push(...verdict.regressions);
        improvements.push(...verdict.improvements);
        changes.push(...verdict.changes);
        const outcome = outcomeOf(before, after, verdict);
        if (outcome === "regressed")
            counts.regressed++;
        else if (outcome === "improved")
            counts.improved++;
        else if (outcome === "changed")
            counts.changed++;
        else if (outcome === "added")
            counts.added++;
        else if (outcome === "removed")
            counts.removed++;
        else {
            counts.unchanged++;
            const status = (0,gate_cases/* statusOf */.c2)(after);
            if (status === "PASS")
                counts.unchangedPassing++;
            else if (status === "FAIL")
                counts.unchangedFailing++;
            else if (status === "FLAKY")
                counts.unchangedFlaky++;
            else
                counts.unchangedUntested++;
        }
        const beforeMean = before ? (0,gate_cases/* meanScoreOf */.Vf)(before) : null;
        const afterMean = after ? (0,gate_cases/* meanScoreOf */.Vf)(after) : null;
        cases.push({
            caseId,
            outcome,
            baseline: before ? (0,gate_cases/* statsOf */.LZ)(before) : null,
            current: after ? (0,gate_cases/* statsOf */.LZ)(after) : null,
            scoreDelta: beforeMean === null || afterMean === null ? null : round2(afterMean - beforeMean),
            pValue: verdict.pValue,
        });
    }
    const configChanged = baselineInfo.configHash !== currentIdentity.configHash;
    const versionChanged = baselineInfo.loopgateVersion !== currentIdentity.loopgateVersion;
    return {
        regressed: regressions.length > 0,
        baseline: baselineInfo,
        thresholds,
        configChanged,
        versionChanged,
        regressions,
        improvements,
        changes,
        counts,
        cases,
        notes: contextNotes(baselineInfo, currentIdentity, configChanged, versionChanged),
    };
}
function outcomeOf(before, after, verdict) {
    if (verdict.regressions.length > 0)
        return "regressed";
    if (verdict.improvements.length > 0)
        return "improved";
    if (before === null)
        return "added";
    if (after === null)
        return "removed";
    return verdict.changes.length > 0 ? "changed" : "unchanged";
}
function judgeCase(caseId, before, after, t) {
    const out = { regressions: [], improvements: [], changes: [], pValue: null };
    const regress = (rule, message) => out.regressions.push({ caseId, rule, message });
    const improve = (rule, message) => out.improvements.push({ caseId, rule, message });
    const change = (kind, message) => out.changes.push({ caseId, kind, message });
    if (before === null) {
        if (after.failed > 0)
            regress("NEW_CASE_FAILS", `new case fails (${runsText(after)})`);
        else
            change("ADDED", `new case, ${describe(after)}`);
        return out;
    }
    if (after === null) {
        const message = `case removed (was ${describe(before)})`;
        if (t.failOnLostCoverage)
            regress("LOST_COVERAGE", message);
        else
            change("REMOVED", message);
        return out;
    }
    const was = (0,gate_cases/* statusOf */.c2)(before);
    const now = (0,gate_cases/* statusOf */.c2)(after);
    const wasTested = (0,gate_cases/* tested */.GU)(before) > 0;
    const isTested = (0,gate_cases/* tested */.GU)(after) > 0;
    if (wasTested && !isTested) {
        const message = `${was} → ${now}: no longer tested (lost coverage)`;
        if (t.failOnLostCoverage)
            regress("LOST_COVERAGE", message);
        else
            change("LOST_COVERAGE", message);
        return out;
    }
    if (!wasTested && !isTested)
        return out;
    if (!wasTested) {
        if (after.failed > 0)
            regress("NEW_CASE_FAILS", `${was} → ${now}: newly tested and fails (${runsText(after)})`);
        else
            improve("COVERAGE_GAINED", `${was} → ${now}: newly tested`);
        return out;
    }
    const newCodes = after.violationCodes.filter((code) => !before.violationCodes.includes(code));
    const repeated = (0,gate_cases/* tested */.GU)(before) > 1 || (0,gate_cases/* tested */.GU)(after) > 1;
    const beforeRate = before.failed / (0,gate_cases/* tested */.GU)(before);
    const afterRate = after.failed / (0,gate_cases/* tested */.GU)(after);
    const table = { a: after.failed, b: after.passed, c: before.failed, d: before.passed };
    const codesText = newCodes.length > 0 ? `; new violations: ${newCodes.join(", ")}` : "";
    if (was === "PASS" && now === "FAIL") {
        regress("PASS_TO_FAIL", `PASS → FAIL (${runsText(after)})${codesText}`);
        if (repeated)
            out.pValue = fisherGreater(table);
    }
    else if (was === "FAIL" && now === "PASS") {
        improve("FAIL_TO_PASS", `FAIL → PASS (${runsText(after)})`);
        if (repeated)
            out.pValue = fisherLess(table);
    }
    else if (repeated && afterRate > beforeRate) {
        out.pValue = fisherGreater(table);
        const message = `failure rate ${rateText(before)} → ${rateText(after)}, p = ${pText(out.pValue)}`;
        if (out.pValue < t.alpha)
            regress("FAILURE_RATE_UP", `${message} < α ${t.alpha}${codesText}`);
        else
            change("FAILURE_RATE_UP_NOT_SIGNIFICANT", `${message} ≥ α ${t.alpha}, not significant`);
    }
    else if (repeated && afterRate < beforeRate) {
        out.pValue = fisherLess(table);
        const message = `failure rate ${rateText(before)} → ${rateText(after)}, p = ${pText(out.pValue)}`;
        if (out.pValue < t.alpha)
            improve("FAILURE_RATE_DOWN", `${message} < α ${t.alpha}`);
        else
            change("FAILURE_RATE_DOWN_NOT_SIGNIFICANT", `${message} ≥ α ${t.alpha}, not significant`);
    }
    if (newCodes.length > 0 && out.regressions.length === 0) {
        change("NEW_VIOLATION_CODES", `new violation codes on a ${was === "FAIL" ? "known failure" : "case"}: ${newCodes.join(", ")}`);
    }
    const beforeMean = (0,gate_cases/* meanScoreOf */.Vf)(before);
    const afterMean = (0,gate_cases/* meanScoreOf */.Vf)(after);
    // A score change that merely follows a verdict change says nothing new.
    const verdictMoved = out.regressions.length > 0 || out.improvements.length > 0;
    const knownFailure = was === "FAIL" && now === "FAIL";
    if (beforeMean !== null && afterMean !== null && !verdictMoved && !knownFailure && beforeMean !== afterMean) {
        const delta = round2(afterMean - beforeMean);
        const message = `mean score ${beforeMean} → ${afterMean} (${delta > 0 ? "+" : ""}${delta})`;
        // With a different failure rate the mean moves with it (FAIL caps at 49); the
        // failure-rate rule above has already judged that change, significance included.
        if (afterRate !== beforeRate)
            change("SCORE_CHANGE", `${message}, following the failure-rate change`);
        else if (-delta > t.maxScoreDrop)
            regress("SCORE_DROP", `${message}, more than ${t.maxScoreDrop} points lower`);
        else if (delta > t.maxScoreDrop)
            improve("SCORE_RISE", `${message}, more than ${t.maxScoreDrop} points higher`);
        else
            change("SCORE_CHANGE", `${message}, within ${t.maxScoreDrop} points`);
    }
    return out;
}
function contextNotes(baseline, current, configChanged, versionChanged) {
    const notes = [];
    if (configChanged) {
        const rules = baseline.rulesVersion !== null && current.rulesVersion !== null && baseline.rulesVersion !== current.rulesVersion
            ? ` (rules ${baseline.rulesVersion} → ${current.rulesVersion})`
            : "";
        notes.push(`The judging configuration differs from the baseline's${rules}: ${shortHash(baseline.configHash)} → ${shortHash(current.configHash)}. ` +
            "Verdict changes may come from the configuration, not from the agent.");
    }
    if (versionChanged) {
        notes.push(`loopgate version differs from the baseline's: ${baseline.loopgateVersion} → ${current.loopgateVersion}.`);
    }
    return notes;
}
function shortHash(hash) {
    return hash.replace(/^sha256:/, "").slice(0, 12);
}
function describe(tally) {
    const status = (0,gate_cases/* statusOf */.c2)(tally);
    return runsOf(tally) > 1 ? `${status}, ${runsText(tally)}` : status;
}
function runsText(tally) {
    const runs = runsOf(tally);
    if (runs === 1)
        return "1 run";
    const parts = [`${tally.failed}/${(0,gate_cases/* tested */.GU)(tally)} failed`];
    if (tally.notTested > 0)
        parts.push(`${tally.notTested} not tested`);
    if (tally.errors > 0)
        parts.push(`${tally.errors} unreadable`);
    return `${runs} runs: ${parts.join(", ")}`;
}
function runsOf(tally) {
    return tally.passed + tally.failed + tally.notTested + tally.errors;
}
function rateText(tally) {
    return `${tally.failed}/${(0,gate_cases/* tested */.GU)(tally)}`;
}
/** Four significant digits, never exponent notation surprises for small p. */
function pText(p) {
    if (p >= 0.0001)
        return String(Number(p.toPrecision(4)));
    return p.toExponential(2);
}
function round2(value) {
    return Math.round(value * 100) / 100;
}


/***/ }),

/***/ 953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $h: () => (/* binding */ readReportFile),
  Rg: () => (/* binding */ runGate)
});

// UNUSED EXPORTS: looksLikeHistory, parseReportText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/schema.ts + 3 modules
var schema = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/gate/cases.ts
var cases = __webpack_require__(9138);
// EXTERNAL MODULE: ./src/gate/diff.ts + 1 modules
var diff = __webpack_require__(898);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/util/atomic-write.ts
var atomic_write = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/gate/lock.ts



/** A lock older than this is abandoned whatever its owner says: a history write takes milliseconds. */
const STALE_AFTER_MS = 60_000;
const GIVE_UP_AFTER_MS = 120_000;
/**
 * Runs `fn` while holding `<file>.lock`, created with O_EXCL. The lock holds
 * "pid host nonce"; a lock whose process is gone (same host) or that is older than a
 * minute is taken over by renaming it away first, so two waiters never both break it.
 */
async function withFileLock(file, fn) {
    const lockPath = `${file}.lock`;
    const token = `${process.pid} ${(0,external_node_os_.hostname)()} ${(0,external_node_crypto_.randomBytes)(8).toString("hex")}\n`;
    const started = Date.now();
    let wait = 5;
    for (;;) {
        if (await tryCreate(lockPath, token))
            break;
        await breakIfStale(lockPath);
        if (Date.now() - started > GIVE_UP_AFTER_MS) {
            throw new Error(`${lockPath}: another process has held the history lock for over ${GIVE_UP_AFTER_MS / 1000} s`);
        }
        await sleep(wait + Math.floor(Math.random() * wait));
        wait = Math.min(wait * 2, 200);
    }
    try {
        return await fn();
    }
    finally {
        await releaseIfOurs(lockPath, token);
    }
}
async function tryCreate(lockPath, token) {
    let handle;
    try {
        handle = await (0,promises_.open)(lockPath, "wx", 0o644);
    }
    catch (error) {
        if (error.code === "EEXIST")
            return false;
        throw new Error(`${lockPath}: cannot create the history lock: ${error.message}`);
    }
    try {
        await handle.writeFile(token);
    }
    finally {
        await handle.close();
    }
    return true;
}
async function breakIfStale(lockPath) {
    const seen = await readLock(lockPath);
    if (seen === null || !isStale(seen.content, seen.ageMs))
        return;
    const aside = `${lockPath}.stale.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}`;
    try {
        await (0,promises_.rename)(lockPath, aside);
    }
    catch {
        return;
    }
    const taken = await (0,promises_.readFile)(aside, "utf8").catch(() => null);
    if (taken !== seen.content) {
        // Between our look and the rename another process took a fresh lock: put it back.
        await (0,promises_.link)(aside, lockPath).catch(() => undefined);
    }
    await (0,promises_.unlink)(aside).catch(() => undefined);
}
async function readLock(lockPath) {
    try {
        const [content, info] = await Promise.all([(0,promises_.readFile)(lockPath, "utf8"), (0,promises_.stat)(lockPath)]);
        return { content, ageMs: Date.now() - info.mtimeMs };
    }
    catch {
        return null;
    }
}
function isStale(content, ageMs) {
    if (ageMs > STALE_AFTER_MS)
        return true;
    const [pidText, host] = content.trim().split(" ");
    const pid = Number(pidText);
    if (host !== (0,external_node_os_.hostname)() || !Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return false;
    }
    catch (error) {
        return error.code === "ESRCH";
    }
}
async function releaseIfOurs(lockPath, token) {
    const content = await (0,promises_.readFile)(lockPath, "utf8").catch(() => null);
    if (content === token)
        await (0,promises_.unlink)(lockPath).catch(() => undefined);
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/gate/history.ts







/**
 * The history file (docs/gate.md): JSON Lines, one run per line, `"v"` first on every line.
 * Each line stands alone, so a damaged line costs only itself. Cases are front-coded
 * (sorted ids, each stored as the length it shares with the previous id plus the rest)
 * and their results packed into a short token string, so 1,000 runs of 500 cases stay a
 * few MB.
 */
const HISTORY_VERSION = 1;
/** One letter per violation code; a new code needs a new letter, never a reused one. */
const CODE_LETTERS = {
    DUPLICATE_EXECUTION: "D",
    RETRY_AFTER_VIOLATED: "R",
};
const LETTER_CODES = new Map(Object.entries(CODE_LETTERS).map(([code, letter]) => [letter, code]));
const TotalsSchema = schemas/* object */.Ikc({
    recordings: schemas/* number */.aig().int().nonnegative(),
    passed: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    notTested: schemas/* number */.aig().int().nonnegative(),
    errors: schemas/* number */.aig().int().nonnegative(),
    meanScore: schemas/* number */.aig().nullable(),
})
    .strict();
const LineSchema = schemas/* object */.Ikc({
    v: schemas/* number */.aig().int(),
    runId: schemas/* string */.YjP().nullable(),
    commit: schemas/* string */.YjP().nullable(),
    ref: schemas/* string */.YjP().nullable(),
    time: schemas/* string */.YjP().nullable(),
    blessed: schemas/* boolean */.zMY(),
    loopgate: schemas/* string */.YjP(),
    rules: schemas/* string */.YjP(),
    config: schemas/* string */.YjP(),
    totals: TotalsSchema,
    cases: schemas/* array */.YOg(schemas/* string */.YjP()),
});
function entryFromReport(report, meta, blessed) {
    const t = report.totals;
    return {
        runId: meta.runId,
        commit: meta.commit,
        ref: meta.ref,
        time: meta.time,
        blessed,
        loopgateVersion: report.loopgate.version,
        rulesVersion: report.config.rulesVersion,
        configHash: report.config.hash,
        totals: { recordings: t.recordings, passed: t.passed, failed: t.failed, notTested: t.notTested, errors: t.errors, meanScore: t.meanScore },
        cases: (0,cases/* caseSetOfReport */.mE)(report),
    };
}
/** One line of the file, without its newline. */
function encodeEntry(entry) {
    const cases = [];
    let previous = "";
    for (const [caseId, tally] of entry.cases) {
        const shared = sharedPrefixLength(previous, caseId);
        cases.push(`${encodeTally(tally)}|${shared}|${caseId.slice(shared)}`);
        previous = caseId;
    }
    return JSON.stringify({
        v: HISTORY_VERSION,
        runId: entry.runId,
        commit: entry.commit,
        ref: entry.ref,
        time: entry.time,
        blessed: entry.blessed,
        loopgate: entry.loopgateVersion,
        rules: entry.rulesVersion,
        config: entry.configHash,
        totals: entry.totals,
        cases,
    });
}
/** Parses one line; the error says why it cannot be used. */
function decodeLine(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { ok: false, reason: "not JSON (a truncated or damaged line)" };
    }
    const version = json?.v;
    if (typeof version === "number" && version > HISTORY_VERSION) {
        return { ok: false, reason: `history format v${version} is newer than this loopgate reads (v${HISTORY_VERSION})` };
    }
    const parsed = LineSchema.safeParse(json);
    if (!parsed.success || parsed.data.v !== HISTORY_VERSION)
        return { ok: false, reason: "not a loopgate history v1 entry" };
    const line = parsed.data;
    const cases = new Map();
    let previous = "";
    for (const item of line.cases) {
        const decoded = decodeCase(item, previous);
        if (decoded === null)
            return { ok: false, reason: `bad case entry ${JSON.stringify(item.slice(0, 60))}` };
        cases.set(decoded.caseId, decoded.tally);
        previous = decoded.caseId;
    }
    return {
        ok: true,
        entry: {
            runId: line.runId,
            commit: line.commit,
            ref: line.ref,
            time: line.time,
            blessed: line.blessed,
            loopgateVersion: line.loopgate,
            rulesVersion: line.rules,
            configHash: line.config,
            totals: line.totals,
            cases,
        },
    };
}
/** `p`/`f`/`n`/`e` counts (the number left out when 1), `s` score sum, `k` scored runs when not p+f, `v` violation letters. */
function encodeTally(tally) {
    let out = "";
    for (const [letter, count] of [["p", tally.passed], ["f", tally.failed], ["n", tally.notTested], ["e", tally.errors]]) {
        if (count > 0)
            out += count === 1 ? letter : `${letter}${count}`;
    }
    if (tally.scored > 0)
        out += `s${tally.scoreSum}`;
    if (tally.scored !== tally.passed + tally.failed)
        out += `k${tally.scored}`;
    if (tally.violationCodes.length > 0) {
        out += `v${tally.violationCodes.map((code) => CODE_LETTERS[code] ?? "").join("")}`;
    }
    return out;
}
const TALLY = /^(?:p(\d*))?(?:f(\d*))?(?:n(\d*))?(?:e(\d*))?(?:s(\d+))?(?:k(\d+))?(?:v([A-Z]+))?$/;
function decodeCase(item, previous) {
    const first = item.indexOf("|");
    const second = item.indexOf("|", first + 1);
    if (first < 0 || second < 0)
        return null;
    const match = TALLY.exec(item.slice(0, first));
    const sharedText = item.slice(first + 1, second);
    if (!match || !/^\d+$/.test(sharedText))
        return null;
    const shared = Number(sharedText);
    if (shared > previous.length)
        return null;
    const count = (group) => (group === undefined ? 0 : group === "" ? 1 : Number(group));
    const passed = count(match[1]);
    const failed = count(match[2]);
    const notTested = count(match[3]);
    const errors = count(match[4]);
    const scoreSum = match[5] === undefined ? 0 : Number(match[5]);
    const scored = match[6] !== undefined ? Number(match[6]) : match[5] === undefined ? 0 : passed + failed;
    const violationCodes = [];
    for (const letter of match[7] ?? "") {
        const code = LETTER_CODES.get(letter);
        if (code === undefined)
            return null;
        violationCodes.push(code);
    }
    if (passed + failed + notTested + errors === 0)
        return null;
    return {
        caseId: previous.slice(0, shared) + item.slice(second + 1),
        tally: { passed, failed, notTested, errors, scoreSum, scored, violationCodes },
    };
}
function sharedPrefixLength(a, b) {
    const max = Math.min(a.length, b.length);
    let i = 0;
    while (i < max && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // Never split a surrogate pair between the shared part and the rest.
    if (i > 0 && i < b.length && isHighSurrogate(b.charCodeAt(i - 1)))
        i--;
    return i;
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
async function parseFile(file, displayPath) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, "utf8");
    }
    catch (error) {
        if (error.code === "ENOENT")
            return { exists: false, lines: [], endsWithNewline: true, warnings: [] };
        throw new Error(`${displayPath}: cannot read the history file: ${error.message}`);
    }
    const lines = [];
    const warnings = [];
    const raw = text.split("\n");
    for (let i = 0; i < raw.length; i++) {
        const lineText = raw[i];
        if (lineText.trim() === "")
            continue;
        const decoded = decodeLine(lineText);
        if (decoded.ok)
            lines.push({ line: i + 1, text: lineText, entry: decoded.entry });
        else {
            lines.push({ line: i + 1, text: lineText, entry: null });
            warnings.push(`${displayPath}:${i + 1}: skipped: ${decoded.reason} (the line is kept)`);
        }
    }
    return { exists: true, lines, endsWithNewline: text === "" || text.endsWith("\n"), warnings };
}
async function readHistory(file, displayPath = file) {
    const parsed = await parseFile(file, displayPath);
    const entries = [];
    for (const item of parsed.lines)
        if (item.entry)
            entries.push({ line: item.line, entry: item.entry });
    return { exists: parsed.exists, entries, warnings: parsed.warnings };
}
/**
 * Adds a run to the history under a lock file, so two processes never lose each other's
 * line. A plain append is one O_APPEND write; replacing a run id or rotating rewrites
 * the file atomically (temp file + rename). Damaged lines are kept where they are.
 */
async function appendToHistory(file, entry, options) {
    const displayPath = options.displayPath ?? file;
    const line = encodeEntry(entry);
    (0,fs/* ensureDirSync */.F)(external_node_path_default().dirname(file));
    return withFileLock(file, async () => {
        const parsed = await parseFile(file, displayPath);
        const replaceAt = entry.runId === null ? -1 : parsed.lines.findIndex((item) => item.entry !== null && item.entry.runId === entry.runId);
        const validCount = parsed.lines.filter((item) => item.entry !== null).length + (replaceAt >= 0 ? 0 : 1);
        const excess = options.max === null ? 0 : Math.max(0, validCount - options.max);
        if (replaceAt < 0 && excess === 0) {
            await appendLine(file, `${parsed.endsWithNewline ? "" : "\n"}${line}\n`);
            return { replaced: false, dropped: 0, warnings: parsed.warnings };
        }
        const texts = parsed.lines.map((item) => ({ text: item.text, entry: item.entry }));
        if (replaceAt >= 0)
            texts[replaceAt] = { text: line, entry };
        else
            texts.push({ text: line, entry });
        // Rotation never drops the newest blessed run of a ref: it is what the next pull request compares with.
        const newestBlessed = new Map();
        texts.forEach((item, index) => {
            if (item.entry?.blessed)
                newestBlessed.set(item.entry.ref === null ? null : normalizeRef(item.entry.ref), index);
        });
        const protectedIndexes = new Set(newestBlessed.values());
        let toDrop = excess;
        const kept = texts.filter((item, index) => {
            if (toDrop > 0 && item.entry !== null && !protectedIndexes.has(index)) {
                toDrop--;
                return false;
            }
            return true;
        });
        await (0,atomic_write/* writeFileAtomic */.Z)(file, kept.map((item) => `${item.text}\n`).join(""));
        return { replaced: replaceAt >= 0, dropped: excess - toDrop, warnings: parsed.warnings };
    });
}
async function appendLine(file, text) {
    const handle = await (0,promises_.open)(file, "a", 0o644);
    try {
        await handle.write(text);
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** `main` and `refs/heads/main` name the same branch. */
function normalizeRef(ref) {
    return ref.replace(/^refs\/heads\//, "");
}
/**
 * The baseline for a pull request: the blessed run of its base commit, else the newest
 * blessed run of the base ref. Unblessed runs never qualify, however new. The current
 * run's own id is skipped so a re-run never compares with itself.
 */
function selectBaseline(entries, options) {
    const candidates = entries.filter((item) => item.entry.blessed && (options.excludeRunId === null || item.entry.runId !== options.excludeRunId));
    const wantedRef = normalizeRef(options.ref);
    if (options.commit !== null) {
        const commit = options.commit.toLowerCase();
        const byCommit = candidates.filter((item) => item.entry.commit !== null && commitMatches(item.entry.commit.toLowerCase(), commit));
        const sameRef = byCommit.filter((item) => item.entry.ref !== null && normalizeRef(item.entry.ref) === wantedRef);
        const pick = (sameRef.length > 0 ? sameRef : byCommit).at(-1);
        if (pick)
            return { entry: pick.entry, line: pick.line, matchedBy: "commit" };
    }
    const byRef = candidates.filter((item) => item.entry.ref !== null && normalizeRef(item.entry.ref) === wantedRef).at(-1);
    return byRef ? { entry: byRef.entry, line: byRef.line, matchedBy: "ref" } : null;
}
/** A short SHA (7+ characters) matches the full one. */
function commitMatches(stored, wanted) {
    if (stored === wanted)
        return true;
    const shorter = stored.length < wanted.length ? stored : wanted;
    const longer = shorter === stored ? wanted : stored;
    return shorter.length >= 7 && longer.startsWith(shorter);
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/gate/markdown.ts

/**
 * The gate's Markdown: the headline and the lead sections that renderMarkdown
 * (src/report/markdown.ts) puts first. Everything from recordings, history or the CI
 * environment goes through the report stage's escapers.
 */
const MAX_ROWS = 100;
const MAX_ID_CHARS = 200;
const MAX_MESSAGE_CHARS = 400;
const SPARK = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];
function gateHeadline(comparison, report) {
    const t = report.totals;
    const recordings = `${t.recordings} recording${t.recordings === 1 ? "" : "s"}`;
    const against = `against ${baselineShort(comparison.baseline)}`;
    const regressedCases = new Set(comparison.regressions.map((r) => r.caseId)).size;
    if (comparison.regressed) {
        return `❌ loopgate: ${plural(regressedCases, "case")} regressed ${against} (${recordings})`;
    }
    const improved = comparison.counts.improved;
    return `✅ loopgate: no regressions ${against} (${improved > 0 ? `${plural(improved, "case")} improved, ` : ""}${recordings})`;
}
/** "Changes against baseline": context notes, regressions, improvements, other changes, unchanged counts. */
function changesSection(comparison) {
    const out = ["### Changes against baseline", ""];
    out.push(`Baseline: ${baselineLong(comparison.baseline)}. ${thresholdText(comparison)}`, "");
    if (comparison.notes.length > 0) {
        out.push("> [!IMPORTANT]");
        comparison.notes.forEach((note, i) => {
            if (i > 0)
                out.push(">");
            out.push(`> ${(0,report_escape/* escapeMarkdownText */.m4)((0,report_escape/* truncateText */.EJ)(note, MAX_MESSAGE_CHARS))}`);
        });
        out.push("");
    }
    const regressedCases = new Set(comparison.regressions.map((r) => r.caseId)).size;
    if (comparison.regressions.length > 0) {
        out.push(`#### ❌ Regressions (${plural(regressedCases, "case")})`, "");
        out.push(...table(["Case", "Rule", "Change"], comparison.regressions.map((r) => [r.caseId, r.rule, r.message])));
    }
    else {
        out.push("No regressions.", "");
    }
    if (comparison.improvements.length > 0) {
        out.push(`#### ✅ Improvements (${plural(comparison.counts.improved, "case")})`, "");
        out.push(...table(["Case", "Rule", "Change"], comparison.improvements.map((r) => [r.caseId, r.rule, r.message])));
    }
    if (comparison.changes.length > 0) {
        out.push(`#### Other changes (not regressions)`, "");
        out.push(...table(["Case", "Kind", "Change"], comparison.changes.map((c) => [c.caseId, c.kind, c.message])));
    }
    const c = comparison.counts;
    const parts = [`${c.unchangedPassing} passing`, `${c.unchangedFailing} known failure${c.unchangedFailing === 1 ? "" : "s"} (still failing, not regressions)`];
    if (c.unchangedFlaky > 0)
        parts.push(`${c.unchangedFlaky} flaky`);
    if (c.unchangedUntested > 0)
        parts.push(`${c.unchangedUntested} not tested`);
    out.push(`**Unchanged:** ${plural(c.unchanged, "case")} — ${parts.join(", ")}.`);
    return `${out.join("\n")}\n`;
}
function table(header, rows) {
    const out = [`| ${header.join(" | ")} |`, "|---|---|---|"];
    for (const [caseId, rule, message] of rows.slice(0, MAX_ROWS)) {
        out.push(`| ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(caseId, MAX_ID_CHARS))} | ${(0,report_escape/* escapeMarkdownText */.m4)(rule)} | ${(0,report_escape/* escapeMarkdownText */.m4)((0,report_escape/* truncateText */.EJ)(message, MAX_MESSAGE_CHARS))} |`);
    }
    if (rows.length > MAX_ROWS)
        out.push("", `… and ${rows.length - MAX_ROWS} more in the JSON report (\`comparison\`).`);
    out.push("");
    return out;
}
function thresholdText(comparison) {
    const t = comparison.thresholds;
    return (`Rules: α = ${t.alpha} for failure-rate changes over repeated runs, a mean score drop of more than ${t.maxScoreDrop} points, ` +
        `lost coverage ${t.failOnLostCoverage ? "fails" : "reported only"} (docs/gate.md).`);
}
function baselineShort(baseline) {
    if (baseline.source === "none")
        return "an empty baseline (none found)";
    if (baseline.source === "report")
        return `baseline ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.file, MAX_ID_CHARS))}`;
    const ref = baseline.ref === null ? "" : ` ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.ref, MAX_ID_CHARS))}`;
    const commit = baseline.commit === null ? "" : ` @ ${(0,report_escape/* markdownCode */.D9)(shortCommit(baseline.commit))}`;
    return `baseline${ref}${commit}`;
}
function baselineLong(baseline) {
    if (baseline.source === "none")
        return `none found in ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.file, MAX_ID_CHARS))}, every case counts as new`;
    if (baseline.source === "report")
        return `report ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.file, MAX_ID_CHARS))}`;
    const parts = [`run ${baseline.runId === null ? "without id" : (0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.runId, MAX_ID_CHARS))}`];
    if (baseline.ref !== null)
        parts.push(`ref ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.ref, MAX_ID_CHARS))}`);
    if (baseline.commit !== null)
        parts.push(`commit ${(0,report_escape/* markdownCode */.D9)(shortCommit(baseline.commit))}`);
    if (baseline.time !== null)
        parts.push((0,report_escape/* escapeMarkdownText */.m4)((0,report_escape/* truncateText */.EJ)(baseline.time, 40)));
    return `${parts.join(" · ")} from ${(0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(baseline.file, MAX_ID_CHARS))}`;
}
function shortCommit(commit) {
    return /^[0-9a-f]{40,64}$/i.test(commit) ? commit.slice(0, 7) : (0,report_escape/* truncateText */.EJ)(commit, 40);
}
function passRateOf(totals) {
    const tested = totals.passed + totals.failed;
    return tested === 0 ? null : Math.round((totals.passed / tested) * 1000) / 10;
}
/** Sparkline on a fixed 0–100 scale, so a flat line at 95 and one at 40 look different. */
function sparkline(values) {
    return values
        .map((value) => (value === null ? "·" : SPARK[Math.min(SPARK.length - 1, Math.max(0, Math.floor((value / 100) * SPARK.length)))]))
        .join("");
}
/** Pass rate and mean score over the last runs: sparklines, a table, and a Mermaid xychart-beta. */
function trendSection(points) {
    if (points.length === 0)
        return "";
    const out = [`### Trend (last ${plural(points.length, "run")})`, ""];
    out.push(`Pass rate ${sparkline(points.map((p) => p.passRate))} · mean score ${sparkline(points.map((p) => p.meanScore))}`, "");
    out.push("| # | Run | Commit | Ref | Pass rate | Mean score |", "|---:|---|---|---|---:|---:|");
    points.forEach((point, i) => {
        const cells = [
            `${i + 1}${point.current ? " (this run)" : ""}`,
            point.runId === null ? "—" : (0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(point.runId, 60)),
            point.commit === null ? "—" : (0,report_escape/* markdownCode */.D9)(shortCommit(point.commit)),
            point.ref === null ? "—" : (0,report_escape/* markdownCode */.D9)((0,report_escape/* truncateText */.EJ)(point.ref, 80)),
            point.passRate === null ? "—" : `${point.passRate}%`,
            point.meanScore === null ? "—" : String(point.meanScore),
        ];
        out.push(`| ${cells.join(" | ")} |`);
    });
    out.push("");
    const charted = points.filter((p) => p.passRate !== null && p.meanScore !== null);
    if (charted.length >= 2) {
        const labels = points.map((p, i) => ({ p, label: chartLabel(p, i) })).filter(({ p }) => charted.includes(p));
        out.push("Pass rate (first line, %) and mean score (second line, points):", "", "```mermaid", "xychart-beta", '  title "loopgate trend"', `  x-axis [${labels.map(({ label }) => `"${label}"`).join(", ")}]`, '  y-axis "percent / points" 0 --> 100', `  line [${charted.map((p) => p.passRate).join(", ")}]`, `  line [${charted.map((p) => p.meanScore).join(", ")}]`, "```", "");
    }
    return `${out.join("\n")}`;
}
/** Only hex commits and run numbers reach the chart: nothing there can break out of its quotes. */
function chartLabel(point, index) {
    if (point.commit !== null && /^[0-9a-f]{7,64}$/i.test(point.commit))
        return point.commit.slice(0, 7);
    return `#${index + 1}`;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// EXTERNAL MODULE: ./src/gate/run-meta.ts
var run_meta = __webpack_require__(1810);
;// CONCATENATED MODULE: ./src/gate/gate.ts








/**
 * The regression gate, shared by `loopgate diff`, `loopgate replay --baseline…` and the
 * GitHub Action: pick the baseline, compare, record the run in the history, render.
 */
async function runGate(options) {
    const warnings = [];
    const histories = new Map();
    const loadHistory = async (file, displayPath) => {
        const cached = histories.get(file);
        if (cached)
            return cached;
        const read = await readHistory(file, displayPath);
        warnings.push(...read.warnings);
        histories.set(file, read.entries);
        return read.entries;
    };
    let comparison = null;
    const current = options.report;
    const currentCases = (0,cases/* caseSetOfReport */.mE)(current);
    const scoped = (baseline) => options.onlyJudgedCases ? new Map([...baseline].filter(([caseId]) => currentCases.has(caseId))) : baseline;
    const identity = {
        loopgateVersion: current.loopgate.version,
        configHash: current.config.hash,
        rulesVersion: current.config.rulesVersion,
    };
    if (options.baseline?.kind === "report") {
        const baseline = options.baseline.report;
        const info = baselineInfo("report", options.baseline.file, null, {
            loopgateVersion: baseline.loopgate.version,
            configHash: baseline.config.hash,
            rulesVersion: baseline.config.rulesVersion,
        });
        comparison = (0,diff/* compareRuns */.q)(scoped((0,cases/* caseSetOfReport */.mE)(baseline)), currentCases, options.thresholds, info, identity);
    }
    else if (options.baseline?.kind === "history") {
        const source = options.baseline;
        const shown = source.displayPath ?? source.file;
        const entries = await loadHistory(source.file, shown);
        const choice = selectBaseline(entries, { ref: source.ref, commit: source.commit, excludeRunId: options.runMeta.runId });
        if (choice === null) {
            const reason = entries.length === 0
                ? `${shown} holds no runs yet`
                : `${shown} has no blessed run of ref ${normalizeRef(source.ref)}${source.commit === null ? "" : ` or commit ${source.commit}`}`;
            warnings.push(`no baseline: ${reason}; every case counts as new, so every failing case is a regression`);
            const info = baselineInfo("none", shown, null, identity);
            comparison = (0,diff/* compareRuns */.q)(new Map(), currentCases, options.thresholds, info, identity);
            comparison.notes.unshift(`No baseline: ${reason}. Every case counts as new, so every failing case is a regression.`);
        }
        else {
            const entry = choice.entry;
            const info = baselineInfo("history", shown, entry, entry);
            comparison = (0,diff/* compareRuns */.q)(scoped(entry.cases), currentCases, options.thresholds, info, identity);
            if (source.commit !== null && choice.matchedBy === "ref") {
                comparison.notes.unshift(`No blessed run of the base commit ${source.commit} in the history; compared with the newest blessed run of ${normalizeRef(source.ref)} instead.`);
            }
            const age = ageProblem(entry, options.runMeta, source.maxAgeMs);
            if (age !== null) {
                comparison.notes.unshift(age);
                warnings.push(age);
            }
        }
    }
    const report = comparison ? { ...current, comparison } : current;
    let trendEntries = [];
    const trendFile = options.history
        ? { file: options.history.file, shown: options.history.displayPath ?? options.history.file }
        : options.baseline?.kind === "history"
            ? { file: options.baseline.file, shown: options.baseline.displayPath ?? options.baseline.file }
            : null;
    if (options.trendRuns > 0 && trendFile !== null)
        trendEntries = await loadHistory(trendFile.file, trendFile.shown);
    if (options.history) {
        let bless = options.history.bless;
        if (bless && options.history.blessRefusal) {
            bless = false;
            warnings.push(`not blessed: ${options.history.blessRefusal}`);
        }
        else if (bless && current.totals.errors > 0) {
            bless = false;
            warnings.push(`not blessed: ${current.totals.errors} recording(s) could not be read, so this run is incomplete`);
        }
        else if (bless && comparison?.regressed) {
            bless = false;
            warnings.push("not blessed: this run regressed against its baseline (bless it in a run without a baseline to accept the change)");
        }
        const appended = await appendToHistory(options.history.file, entryFromReport(current, options.runMeta, bless), {
            max: options.history.max,
            ...(options.history.displayPath === undefined ? {} : { displayPath: options.history.displayPath }),
        });
        if (!histories.has(options.history.file))
            warnings.push(...appended.warnings);
    }
    const trendRef = options.baseline?.kind === "history" ? options.baseline.ref : options.runMeta.ref;
    const points = trendPoints(trendEntries, current, options.runMeta, trendRef, options.trendRuns);
    const markdownSections = [];
    if (comparison)
        markdownSections.push(changesSection(comparison));
    if (points.length > 1)
        markdownSections.push(trendSection(points));
    return {
        report,
        comparison,
        exitCode: comparison?.regressed && options.failOnRegression ? 3 : 0,
        headline: comparison ? gateHeadline(comparison, report) : (0,markdown/* defaultHeadline */.qj)(report),
        markdownSections,
        warnings,
    };
}
function baselineInfo(source, file, run, judged) {
    return {
        source,
        file,
        runId: run?.runId ?? null,
        commit: run?.commit ?? null,
        ref: run?.ref ?? null,
        time: run?.time ?? null,
        loopgateVersion: judged.loopgateVersion,
        configHash: judged.configHash,
        rulesVersion: judged.rulesVersion,
    };
}
function ageProblem(entry, meta, maxAgeMs) {
    if (maxAgeMs === null)
        return null;
    const baselineTime = entry.time === null ? null : (0,run_meta/* parseTime */.pe)(entry.time);
    const currentTime = meta.time === null ? null : (0,run_meta/* parseTime */.pe)(meta.time);
    if (baselineTime === null || currentTime === null) {
        const missing = baselineTime === null ? "the baseline run has no time" : "this run has no time (set --run-time or LOOPGATE_RUN_TIME)";
        return `The baseline's age cannot be checked: ${missing}.`;
    }
    const age = currentTime - baselineTime;
    if (age <= maxAgeMs)
        return null;
    return `The baseline (${entry.time}) is ${formatDuration(age)} older than this run, more than --max-baseline-age ${formatDuration(maxAgeMs)}.`;
}
function formatDuration(ms) {
    const hours = ms / 3_600_000;
    if (hours >= 48)
        return `${Math.floor(hours / 24)}d`;
    if (hours >= 1)
        return `${Math.floor(hours)}h`;
    return `${Math.max(0, Math.floor(ms / 60_000))}m`;
}
/** The last runs of the trend ref from the history, oldest first, then this run. */
function trendPoints(entries, current, meta, ref, runs) {
    if (runs <= 0)
        return [];
    const wanted = ref === null ? null : normalizeRef(ref);
    const matching = entries
        .map((item) => item.entry)
        .filter((entry) => (wanted === null || (entry.ref !== null && normalizeRef(entry.ref) === wanted)) &&
        (meta.runId === null || entry.runId !== meta.runId));
    const points = (runs > 1 ? matching.slice(-(runs - 1)) : []).map((entry) => ({
        runId: entry.runId,
        commit: entry.commit,
        ref: entry.ref,
        passRate: passRateOf(entry.totals),
        meanScore: entry.totals.meanScore,
        current: false,
    }));
    points.push({
        runId: meta.runId,
        commit: meta.commit,
        ref: meta.ref,
        passRate: passRateOf(current.totals),
        meanScore: current.totals.meanScore,
        current: true,
    });
    return points;
}
/** Reads a JSON report; the error names the file and, for broken JSON, the line. */
async function readReportFile(file, displayPath = file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, "utf8");
    }
    catch (error) {
        const code = error.code;
        throw new Error(`${displayPath}: ${code === "ENOENT" ? "no such file" : `cannot read: ${error.message}`}`);
    }
    return parseReportText(text, displayPath);
}
/** A history file (JSON Lines, each line `{"v":…}`) rather than a JSON report, judged by its first line. */
function looksLikeHistory(text) {
    const firstLine = text.slice(0, text.indexOf("\n") === -1 ? text.length : text.indexOf("\n"));
    return /^\s*\{\s*"v"\s*:/.test(firstLine);
}
function parseReportText(text, displayPath) {
    if (looksLikeHistory(text)) {
        throw new Error(`${displayPath}: this is a history file, not a JSON report: use --baseline-from-history ${displayPath} --baseline-ref REF`);
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        const message = error.message;
        const position = /position (\d+)/.exec(message);
        const line = position ? text.slice(0, Number(position[1])).split("\n").length : 1;
        return fail(`${displayPath}:${line}: not valid JSON (${message.split("\n")[0]})`);
    }
    const parsed = schema/* ReportSchema */.M9.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue.path.length > 0 ? issue.path.join(".") : "(top level)";
        const version = json?.schemaVersion;
        if (version !== undefined && version !== 1)
            return fail(`${displayPath}: report schema version ${String(version)} is not one this loopgate reads (1)`);
        return fail(`${displayPath}: not a loopgate JSON report: ${where}: ${issue.message}`);
    }
    return parsed.data;
}
function fail(message) {
    throw new Error(message);
}


/***/ }),

/***/ 1810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   d1: () => (/* binding */ runMetaFrom),
/* harmony export */   pe: () => (/* binding */ parseTime)
/* harmony export */ });
/**
 * Environment variables read, first present wins: LOOPGATE_* (any CI), then GitHub
 * Actions, then GitLab CI. GitHub offers no run start time: set LOOPGATE_RUN_TIME or
 * pass --run-time (docs/gate.md).
 */
const SOURCES = {
    runId: ["LOOPGATE_RUN_ID", "GITHUB_RUN_ID", "CI_PIPELINE_ID"],
    commit: ["LOOPGATE_COMMIT", "GITHUB_SHA", "CI_COMMIT_SHA"],
    ref: ["LOOPGATE_REF", "GITHUB_REF", "CI_COMMIT_REF_NAME"],
    time: ["LOOPGATE_RUN_TIME", "CI_PIPELINE_CREATED_AT"],
};
function runMetaFrom(flags, env) {
    const problems = [];
    const pick = (field) => {
        const flag = flags[field];
        if (flag !== undefined && flag !== null && flag.trim() !== "")
            return flag.trim();
        for (const name of SOURCES[field]) {
            const value = env[name];
            if (value !== undefined && value.trim() !== "")
                return value.trim();
        }
        return null;
    };
    const time = pick("time");
    let checkedTime = null;
    if (time !== null) {
        if (parseTime(time) === null)
            problems.push(`run time "${time}" is not an ISO 8601 date-time with a zone (e.g. 2026-05-01T12:00:00Z)`);
        else
            checkedTime = time;
    }
    return { meta: { runId: pick("runId"), commit: pick("commit"), ref: pick("ref"), time: checkedTime }, problems };
}
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** Milliseconds since the epoch, or null unless an ISO 8601 date-time with a zone. */
function parseTime(text) {
    if (!ISO_WITH_ZONE.test(text))
        return null;
    const ms = Date.parse(text);
    return Number.isFinite(ms) ? ms : null;
}
/** `90s`, `45m`, `36h`, `7d`, `2w`, or plain seconds → milliseconds; null if not a duration. */
function parseDuration(text) {
    const match = /^(\d+(?:\.\d+)?)\s*([smhdw]?)$/.exec(text.trim());
    if (!match)
        return null;
    const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86400, w: 604800 }[match[2]];
    return Number(match[1]) * unit * 1000;
}


/***/ }),

/***/ 6248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gh: () => (/* binding */ findRecordings),
/* harmony export */   UF: () => (/* binding */ compareCodeUnits)
/* harmony export */ });
/* unused harmony exports toDisplay, matchPathGlob */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_wildcard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9104);



const GLOB_CHARS = /[*?[]/;
/**
 * Expands files, directories (recursively, `*.jsonl`) and globs (`*`, `?`, `**`) into
 * recording paths. Hidden folders and node_modules are skipped when walking.
 */
async function findRecordings(args, cwd) {
    const found = new Set();
    const unmatched = [];
    for (const arg of args) {
        const before = found.size;
        if (GLOB_CHARS.test(arg)) {
            await expandGlob(arg, cwd, found);
        }
        else {
            const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, arg);
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(absolute).catch(() => null);
            if (info?.isDirectory())
                await walk(absolute, (file) => file.endsWith(".jsonl") && found.add(toDisplay(file, cwd)));
            else if (info)
                found.add(toDisplay(absolute, cwd));
            else {
                unmatched.push(arg);
                continue;
            }
        }
        if (found.size === before && !alreadyFound(arg, cwd, found))
            unmatched.push(arg);
    }
    return { files: [...found].sort(compareCodeUnits), unmatched };
}
function alreadyFound(arg, cwd, found) {
    return !GLOB_CHARS.test(arg) && found.has(toDisplay(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, arg), cwd));
}
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Relative to the working directory with `/`, as every report shows paths. */
function toDisplay(absolute, cwd) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, absolute);
    return (relative === "" ? "." : relative).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/");
}
async function walk(dir, onFile) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => compareCodeUnits(a.name, b.name));
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
        if (entry.isDirectory()) {
            if (entry.name.startsWith(".") || entry.name === "node_modules")
                continue;
            await walk(full, onFile);
        }
        else if (entry.isFile()) {
            onFile(full);
        }
    }
}
async function expandGlob(pattern, cwd, found) {
    const normalized = pattern.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/");
    const segments = normalized.split("/");
    const staticSegments = [];
    while (segments.length > 1 && !GLOB_CHARS.test(segments[0]))
        staticSegments.push(segments.shift());
    const root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, staticSegments.join("/") || ".");
    const rootPrefix = root.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/");
    await walk(root, (file) => {
        const relative = file.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/").slice(rootPrefix.length + 1);
        if (matchPathGlob(segments, relative.split("/")))
            found.add(toDisplay(file, cwd));
    });
}
/** Matches path segments against glob segments; `**` spans any number of segments. */
function matchPathGlob(patternSegments, pathSegments) {
    const memo = new Map();
    const match = (p, s) => {
        const key = `${p},${s}`;
        const cached = memo.get(key);
        if (cached !== undefined)
            return cached;
        let result;
        if (p === patternSegments.length)
            result = s === pathSegments.length;
        else if (patternSegments[p] === "**")
            result = match(p + 1, s) || (s < pathSegments.length && match(p, s + 1));
        else
            result = s < pathSegments.length && (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_2__/* .wildcardMatch */ .U)(patternSegments[p], pathSegments[s], true) && match(p + 1, s + 1);
        memo.set(key, result);
        return result;
    };
    return match(0, 0);
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ renderJsonReport)
/* harmony export */ });
/** Objects and arrays nested deeper than this are written on one line. */
const PRETTY_DEPTH = 3;
/**
 * The JSON report as written to disk. Key order is fixed by how the report objects are
 * built (replay/replay.ts), so the same input gives the same bytes. The outer levels are
 * indented for people and diffs; each operation, finding and tool is one line, which
 * keeps a report of thousands of operations a fraction of the fully indented size.
 */
function renderJsonReport(report) {
    return `${formatJson(report, 0)}\n`;
}
function formatJson(value, depth) {
    if (value === null || typeof value !== "object" || depth > PRETTY_DEPTH)
        return JSON.stringify(value);
    const indent = "  ".repeat(depth + 1);
    const closing = "  ".repeat(depth);
    const lines = [];
    if (Array.isArray(value)) {
        for (const item of value)
            lines.push(indent + formatJson(item, depth + 1));
        return lines.length === 0 ? "[]" : `[\n${lines.join(",\n")}\n${closing}]`;
    }
    for (const key in value) {
        const item = value[key];
        if (item !== undefined)
            lines.push(`${indent}${JSON.stringify(key)}: ${formatJson(item, depth + 1)}`);
    }
    return lines.length === 0 ? "{}" : `{\n${lines.join(",\n")}\n${closing}}`;
}


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printable)
/* harmony export */ });
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
