export const id = 51;
export const ids = [51];
export const modules = {

/***/ 1153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ gateRequested),
/* harmony export */   uC: () => (/* binding */ GATE_HELP),
/* harmony export */   yd: () => (/* binding */ GATE_FLAGS)
/* harmony export */ });
/* harmony import */ var _gate_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(898);

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
  --alpha P                    significance level for failure-rate changes over repeated runs (default ${_gate_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_THRESHOLDS */ .J.alpha})
  --max-score-drop N           a case's mean score may fall by at most N points (default ${_gate_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_THRESHOLDS */ .J.maxScoreDrop})
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
/** True when `--baseline` or any gate flag is given, so `replay` knows to run (and check) the gate. */
function gateRequested(flags, baselineFile) {
    return (baselineFile !== undefined ||
        Object.keys(GATE_FLAGS).some((name) => flags[name] !== undefined));
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
        const relative = file
            .split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))
            .join("/")
            .slice(rootPrefix.length + 1);
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
            result =
                s < pathSegments.length && (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_2__/* .wildcardMatch */ .U)(patternSegments[p], pathSegments[s], true) && match(p + 1, s + 1);
        memo.set(key, result);
        return result;
    };
    return match(0, 0);
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   at: () => (/* binding */ renderRecordingJson),
/* harmony export */   j8: () => (/* binding */ adoptRenderedRecording),
/* harmony export */   nJ: () => (/* binding */ renderJsonReport),
/* harmony export */   x$: () => (/* binding */ jsonReportChunks)
/* harmony export */ });
/** Objects and arrays nested deeper than this are written on one line. */
const PRETTY_DEPTH = 3;
/** Where each recording sits in the report: `report.recordings[i]`. */
const RECORDING_DEPTH = 2;
/**
 * Recordings rendered as they were judged (in a worker thread, or whenever the JSON report
 * is written; UTF-8, by {@link renderRecordingJson}): the report reuses those bytes instead
 * of rendering the recording again. Recording reports are never changed after judging, so
 * the bytes stay true.
 */
const renderedRecordings = new WeakMap();
function adoptRenderedRecording(recording, utf8) {
    renderedRecordings.set(recording, utf8);
}
/**
 * One recording as it appears inside the JSON report, indented for its place there.
 * Key order is fixed by how the report objects are built (replay/judge-file.ts), so the
 * same input gives the same bytes.
 */
function renderRecordingJson(recording) {
    return formatJson(recording, RECORDING_DEPTH);
}
/**
 * The JSON report as written to disk, in pieces to write one after the other, so a report
 * of thousands of recordings is never one huge string. The outer levels are indented for
 * people and diffs; each operation, finding and tool is one line, which keeps a report of
 * thousands of operations a fraction of the fully indented size.
 */
function jsonReportChunks(report) {
    const chunks = [];
    const fields = Object.entries(report).filter(([, value]) => value !== undefined);
    chunks.push("{\n");
    fields.forEach(([key, value], index) => {
        chunks.push(`  ${JSON.stringify(key)}: `);
        if (key === "recordings")
            pushRecordings(chunks, value);
        else
            chunks.push(formatJson(value, 1));
        chunks.push(index === fields.length - 1 ? "\n" : ",\n");
    });
    chunks.push("}\n");
    return chunks;
}
function renderJsonReport(report) {
    const decoder = new TextDecoder();
    return jsonReportChunks(report)
        .map((chunk) => (typeof chunk === "string" ? chunk : decoder.decode(chunk)))
        .join("");
}
function pushRecordings(chunks, recordings) {
    if (recordings.length === 0) {
        chunks.push("[]");
        return;
    }
    const indent = "  ".repeat(RECORDING_DEPTH);
    chunks.push("[\n");
    recordings.forEach((recording, index) => {
        chunks.push(index === 0 ? indent : `,\n${indent}`);
        chunks.push(renderedRecordings.get(recording) ?? renderRecordingJson(recording));
    });
    chunks.push(`\n${"  ".repeat(RECORDING_DEPTH - 1)}]`);
}
function formatJson(value, depth) {
    if (value === null || typeof value !== "object" || depth > PRETTY_DEPTH)
        return JSON.stringify(value);
    const indent = "  ".repeat(depth + 1);
    const closing = "  ".repeat(depth);
    const lines = [];
    if (Array.isArray(value)) {
        if (value.length === 0)
            return "[]";
        if (depth === PRETTY_DEPTH)
            return `[\n${indent}${oneItemPerLine(value, indent)}\n${closing}]`;
        for (const item of value)
            lines.push(indent + formatJson(item, depth + 1));
        return `[\n${lines.join(",\n")}\n${closing}]`;
    }
    for (const key in value) {
        const item = value[key];
        if (item !== undefined)
            lines.push(`${indent}${JSON.stringify(key)}: ${formatJson(item, depth + 1)}`);
    }
    return lines.length === 0 ? "{}" : `{\n${lines.join(",\n")}\n${closing}}`;
}
/**
 * The items of `array`, each compact, joined by a line break and `indent`. Operations are
 * the bulk of a report: when every item is an object opening with the same key, the whole
 * array is stringified at once and broken where one item ends and the next begins, which
 * is exactly where `},{"key":` occurs, provided it occurs nowhere else (it cannot inside a
 * string, where `"` is escaped).
 */
function oneItemPerLine(array, indent) {
    const key = sharedFirstKey(array);
    if (key !== null) {
        const boundary = `},{${JSON.stringify(key)}:`;
        const whole = JSON.stringify(array);
        if (occurrences(whole, boundary) === array.length - 1) {
            return whole.slice(1, -1).replaceAll(boundary, `},\n${indent}{${JSON.stringify(key)}:`);
        }
    }
    return array.map((item) => JSON.stringify(item)).join(`,\n${indent}`);
}
/** The first key of every item, when all are plain objects that open with the same key and a JSON value there. */
function sharedFirstKey(array) {
    let shared = null;
    for (const item of array) {
        if (item === null || typeof item !== "object" || Array.isArray(item))
            return null;
        let first = null;
        for (const key in item) {
            first = key;
            break;
        }
        if (first === null || (shared !== null && first !== shared))
            return null;
        const value = item[first];
        if (value === undefined || typeof value === "function" || typeof value === "symbol")
            return null;
        shared = first;
    }
    return shared;
}
function occurrences(text, part) {
    let count = 0;
    for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length))
        count += 1;
    return count;
}


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ REPORT_SCHEMA_VERSION)
/* harmony export */ });
/** The JSON report's `schemaVersion`; kept apart from the zod schema so a replay need not load zod to write it. */
const REPORT_SCHEMA_VERSION = 1;


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1917);




/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 * `content` may come in pieces, written in order, so a large report is never one string.
 */
async function writeFileAtomic(target, content) {
    try {
        await writeWhole(target, content);
    }
    catch (error) {
        throw new Error(`cannot write ${target}: ${(0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .T)(error)}`, { cause: error });
    }
}
async function writeWhole(target, content) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target);
    (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureDirSync */ .F)(dir);
    const temp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, "wx", 0o644);
    try {
        if (typeof content === "string" || content instanceof Uint8Array)
            await handle.writeFile(content);
        else
            await writePieces(handle, content);
        await handle.sync();
    }
    catch (error) {
        await handle.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    await handle.close();
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
}
const WRITE_BUFFER_BYTES = 1024 * 1024;
/**
 * Gathers the pieces into 1 MiB writes. Measured on a 89 MiB report of 4,000 pieces:
 * faster than one writev per 1,024 pieces, and than joining everything first.
 */
async function writePieces(handle, pieces) {
    const buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    let used = 0;
    for (const piece of pieces) {
        const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
        if (bytes.length > WRITE_BUFFER_BYTES - used) {
            await writeAll(handle, buffer.subarray(0, used));
            used = 0;
            if (bytes.length > WRITE_BUFFER_BYTES) {
                await writeAll(handle, bytes);
                continue;
            }
        }
        buffer.set(bytes, used);
        used += bytes.length;
    }
    await writeAll(handle, buffer.subarray(0, used));
}
async function writeAll(handle, bytes) {
    let written = 0;
    while (written < bytes.length)
        written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
}


/***/ }),

/***/ 1917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ensureDirSync),
/* harmony export */   T: () => (/* binding */ describeFsError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


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
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
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
