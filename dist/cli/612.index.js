export const id = 612;
export const ids = [612,105];
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
    "baseline-depth": { type: "string" },
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
  --fail-on-lost-coverage[=false]
                               a removed or no-longer-tested case is a regression (default; =false lists it only)
  --baseline-from-history FILE baseline = the blessed history run of --baseline-commit or its nearest ancestor
                               with one (git, --baseline-depth), else the newest of --baseline-ref
  --baseline-ref REF           the PR's base branch (default: the CI's target branch, else the ref being built)
  --baseline-commit SHA        the PR's base commit
  --baseline-depth N           commits walked back from --baseline-commit for a blessed run (default 50)
  --max-baseline-age DURATION  warn when the baseline is older than this (90m, 36h, 7d, 2w; plain number = seconds)
  --history FILE               record this run in a history file (JSON Lines)
  --history-max N              keep only the newest N runs in the history
  --bless                      mark this run as a baseline for later comparisons (not when it regressed against a
                               blessed run or had unreadable recordings; a first bless is always accepted)
  --run-id ID, --commit SHA, --ref REF, --run-time ISO
                               run metadata (default: LOOPGATE_*, GitHub Actions, GitLab CI or Buildkite variables; never guessed)
  --trend N                    runs in the Markdown trend, this one included (default 10, 0 = none)`;
/** True when `--baseline` or any gate flag is given, so `replay` knows to run (and check) the gate. */
function gateRequested(flags, baselineFile) {
    return (baselineFile !== undefined ||
        Object.keys(GATE_FLAGS).some((name) => flags[name] !== undefined));
}


/***/ }),

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kv: () => (/* binding */ MARKDOWN_FILE_BOUND)
/* harmony export */ });
/* unused harmony exports MARKDOWN_FILE_LIMIT, MARKDOWN_FILE_MARGIN */
/**
 * `--markdown FILE` promises "at most 1 MiB, for GITHUB_STEP_SUMMARY" (--help, docs/cli.md): the
 * file is meant to be appended to a GitHub job summary, whose per-step limit is this size.
 */
const MARKDOWN_FILE_LIMIT = 1_048_576;
/** Room left for whatever else the step appends to the same summary. */
const MARKDOWN_FILE_MARGIN = 16_384;
/** The bound of every `--markdown` file; its note names the job summary limit the file is kept under. */
const MARKDOWN_FILE_BOUND = {
    maxBytes: MARKDOWN_FILE_LIMIT - MARKDOWN_FILE_MARGIN,
    boundName: `GitHub's ${MARKDOWN_FILE_LIMIT}-byte job summary limit`,
};


/***/ }),

/***/ 8832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hi: () => (/* binding */ WRITE_THROUGH_LINKS_FLAG),
/* harmony export */   Lj: () => (/* binding */ writeThroughLinksHelp),
/* harmony export */   aH: () => (/* binding */ refuseLinksOut)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6890);



/** The flag that lets a command write through a folder link out of the working directory. */
const WRITE_THROUGH_LINKS_FLAG = { "write-through-links": { type: "boolean" } };
/** Its help lines, the description starting at `column` as the command's other flags do. */
function writeThroughLinksHelp(column) {
    const pad = " ".repeat(column);
    return `  --write-through-links\n${pad}write even where a folder of an output path is a symbolic link out of the\n${pad}working directory (refused by default: a committed link can point anywhere)`;
}
/**
 * Refuses, as a usage error naming the flag, an output path inside the working directory
 * whose folders include a symbolic link that leads out of it: a pull request can commit
 * `loopgate-report -> ~/.ssh`, and the write would land there while the log names the path
 * inside. The working directory's own real path is resolved first, so a working directory
 * that itself sits behind a link (a linked temp folder or home) is not "outside". A path
 * given outside the working directory was chosen by whoever typed it, and is written.
 */
function refuseLinksOut(outputs, flags, cwd = process.cwd()) {
    if (flags["write-through-links"])
        return;
    const root = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(cwd);
    for (const [flag, file] of outputs) {
        if (file === undefined)
            continue;
        const problem = linkOut(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file), cwd, root);
        if (problem !== null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag} ${file}: refused: ${problem}; pass --write-through-links if you mean it`);
    }
}
function linkOut(absolute, cwd, root) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute));
    if (relative.startsWith("..") || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative))
        return null;
    let current = cwd;
    for (const folder of relative.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).filter(Boolean)) {
        current = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, folder);
        let isLink;
        try {
            isLink = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(current).isSymbolicLink();
        }
        catch {
            return null; // Missing folders are created as real folders.
        }
        if (!isLink)
            continue;
        const shown = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, current).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join("/");
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(current);
        }
        catch {
            return `its folder "${shown}" is a symbolic link that leads nowhere`;
        }
        if (!isWithin(real, root))
            return `its folder "${shown}" is a symbolic link out of the working directory (to ${real})`;
    }
    return null;
}
function isWithin(file, dir) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(dir, file);
    return relative === "" || (!relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) && relative !== ".." && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative));
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



const DEFAULT_THRESHOLDS = { alpha: 0.05, maxScoreDrop: 10, failOnLostCoverage: true };
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
    const judge = {
        out,
        regress: (rule, message) => out.regressions.push({ caseId, rule, message }),
        improve: (rule, message) => out.improvements.push({ caseId, rule, message }),
        change: (kind, message) => out.changes.push({ caseId, kind, message }),
    };
    if (before === null || after === null || (0,gate_cases/* tested */.GU)(before) === 0 || (0,gate_cases/* tested */.GU)(after) === 0) {
        judgeCoverage(judge, before, after, t);
        return out;
    }
    const newCodes = after.violationCodes.filter((code) => !before.violationCodes.includes(code));
    judgeFailures(judge, before, after, t, newCodes);
    if (newCodes.length > 0 && out.regressions.length === 0) {
        const was = (0,gate_cases/* statusOf */.c2)(before);
        judge.change("NEW_VIOLATION_CODES", `new violation codes on a ${was === "FAIL" ? "known failure" : "case"}: ${newCodes.join(", ")}`);
    }
    judgeScore(judge, before, after, t);
    return out;
}
/** A case added, removed, no longer tested or newly tested: no rates to compare. */
function judgeCoverage(judge, before, after, t) {
    if (before === null) {
        if (after.failed > 0)
            judge.regress("NEW_CASE_FAILS", `new case fails (${runsText(after)})`);
        else
            judge.change("ADDED", `new case, ${describe(after)}`);
        return;
    }
    if (after === null) {
        const message = `case removed (was ${describe(before)})`;
        if (t.failOnLostCoverage)
            judge.regress("LOST_COVERAGE", message);
        else
            judge.change("REMOVED", message);
        return;
    }
    const was = (0,gate_cases/* statusOf */.c2)(before);
    const now = (0,gate_cases/* statusOf */.c2)(after);
    const wasTested = (0,gate_cases/* tested */.GU)(before) > 0;
    const isTested = (0,gate_cases/* tested */.GU)(after) > 0;
    if (wasTested && !isTested) {
        const message = `${was} → ${now}: no longer tested (lost coverage)`;
        if (t.failOnLostCoverage)
            judge.regress("LOST_COVERAGE", message);
        else
            judge.change("LOST_COVERAGE", message);
        return;
    }
    if (!wasTested && !isTested)
        return;
    if (after.failed > 0)
        judge.regress("NEW_CASE_FAILS", `${was} → ${now}: newly tested and fails (${runsText(after)})`);
    else
        judge.improve("COVERAGE_GAINED", `${was} → ${now}: newly tested`);
}
/** PASS ↔ FAIL, or with repeated runs a failure rate that moved, judged by Fisher's exact test. */
function judgeFailures(judge, before, after, t, newCodes) {
    const { out } = judge;
    const was = (0,gate_cases/* statusOf */.c2)(before);
    const now = (0,gate_cases/* statusOf */.c2)(after);
    const repeated = (0,gate_cases/* tested */.GU)(before) > 1 || (0,gate_cases/* tested */.GU)(after) > 1;
    const beforeRate = before.failed / (0,gate_cases/* tested */.GU)(before);
    const afterRate = after.failed / (0,gate_cases/* tested */.GU)(after);
    const table = { a: after.failed, b: after.passed, c: before.failed, d: before.passed };
    const codesText = newCodes.length > 0 ? `; new violations: ${newCodes.join(", ")}` : "";
    if (was === "PASS" && now === "FAIL") {
        judge.regress("PASS_TO_FAIL", `PASS → FAIL (${runsText(after)})${codesText}`);
        if (repeated)
            out.pValue = fisherGreater(table);
    }
    else if (was === "FAIL" && now === "PASS") {
        judge.improve("FAIL_TO_PASS", `FAIL → PASS (${runsText(after)})`);
        if (repeated)
            out.pValue = fisherLess(table);
    }
    else if (repeated && afterRate > beforeRate) {
        out.pValue = fisherGreater(table);
        const message = `failure rate ${rateText(before)} → ${rateText(after)}, p = ${pText(out.pValue)}`;
        if (out.pValue < t.alpha)
            judge.regress("FAILURE_RATE_UP", `${message} < α ${t.alpha}${codesText}`);
        else
            judge.change("FAILURE_RATE_UP_NOT_SIGNIFICANT", `${message} ≥ α ${t.alpha}, not significant`);
    }
    else if (repeated && afterRate < beforeRate) {
        out.pValue = fisherLess(table);
        const message = `failure rate ${rateText(before)} → ${rateText(after)}, p = ${pText(out.pValue)}`;
        if (out.pValue < t.alpha)
            judge.improve("FAILURE_RATE_DOWN", `${message} < α ${t.alpha}`);
        else
            judge.change("FAILURE_RATE_DOWN_NOT_SIGNIFICANT", `${message} ≥ α ${t.alpha}, not significant`);
    }
}
/** A mean-score move that no verdict change explains: a drop beyond maxScoreDrop regresses. */
function judgeScore(judge, before, after, t) {
    const beforeMean = (0,gate_cases/* meanScoreOf */.Vf)(before);
    const afterMean = (0,gate_cases/* meanScoreOf */.Vf)(after);
    // A score change that merely follows a verdict change says nothing new.
    const verdictMoved = judge.out.regressions.length > 0 || judge.out.improvements.length > 0;
    const knownFailure = (0,gate_cases/* statusOf */.c2)(before) === "FAIL" && (0,gate_cases/* statusOf */.c2)(after) === "FAIL";
    if (beforeMean === null || afterMean === null || verdictMoved || knownFailure || beforeMean === afterMean)
        return;
    const delta = round2(afterMean - beforeMean);
    const message = `mean score ${beforeMean} → ${afterMean} (${delta > 0 ? "+" : ""}${delta})`;
    // With a different failure rate the mean moves with it (FAIL caps at 49); the
    // failure-rate rule above has already judged that change, significance included.
    const rateMoved = after.failed / (0,gate_cases/* tested */.GU)(after) !== before.failed / (0,gate_cases/* tested */.GU)(before);
    if (rateMoved)
        judge.change("SCORE_CHANGE", `${message}, following the failure-rate change`);
    else if (-delta > t.maxScoreDrop)
        judge.regress("SCORE_DROP", `${message}, more than ${t.maxScoreDrop} points lower`);
    else if (delta > t.maxScoreDrop)
        judge.improve("SCORE_RISE", `${message}, more than ${t.maxScoreDrop} points higher`);
    else
        judge.change("SCORE_CHANGE", `${message}, within ${t.maxScoreDrop} points`);
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

/***/ 5049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ loadedRecordingSchemas),
/* harmony export */   JE: () => (/* binding */ SchemasNotLoaded),
/* harmony export */   UN: () => (/* binding */ loadRecordingSchemas),
/* harmony export */   fm: () => (/* binding */ provideRecordingSchemas)
/* harmony export */ });
/**
 * The zod schemas of the recording format, loaded only when a recording needs them. The
 * fast checks (fast-check.ts) pass every line the recorder writes; only hand-written or
 * unusual lines fall back to zod, whose loading would otherwise cost every process and every
 * worker thread about 20 ms of start-up.
 */
let loaded;
function loadedRecordingSchemas() {
    return loaded;
}
async function loadRecordingSchemas() {
    return (loaded ??= await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(772)]).then(__webpack_require__.bind(__webpack_require__, 1772)));
}
/** For a module that imports the schemas anyway (recording/parse.ts). */
function provideRecordingSchemas(schemas) {
    loaded = schemas;
}
/** Thrown inside the reader when a line needs the schemas before they are loaded; the caller loads them and reads again. */
class SchemasNotLoaded extends Error {
    name = "SchemasNotLoaded";
    constructor() {
        super("the recording schemas are not loaded: read through readRecording() or recording/parse.ts");
    }
}


/***/ }),

/***/ 6248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gh: () => (/* binding */ findRecordings),
/* harmony export */   UF: () => (/* binding */ compareCodeUnits),
/* harmony export */   lY: () => (/* binding */ findFiles)
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
    return findFiles(args, cwd, ".jsonl");
}
/** {@link findRecordings} for files of any kind: a directory gives the files ending in `extension`. */
async function findFiles(args, cwd, extension) {
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
                await walk(absolute, (file) => file.endsWith(extension) && found.add(toDisplay(file, cwd)));
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

/***/ 1699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ shardLabel),
/* harmony export */   hH: () => (/* reexport safe */ _report_schema_version_js__WEBPACK_IMPORTED_MODULE_6__.h),
/* harmony export */   ny: () => (/* binding */ pathsDigest),
/* harmony export */   uK: () => (/* binding */ parseShard),
/* harmony export */   vu: () => (/* binding */ shardInfo),
/* harmony export */   wq: () => (/* binding */ shardFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1917);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _recording_lazy_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5049);
/* harmony import */ var _report_case_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1840);
/* harmony import */ var _find_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6248);
/* harmony import */ var _report_schema_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(914);








/** `I/N` with 1 ≤ I ≤ N ≤ {@link MAX_SHARDS}; null when `text` is not that. */
function parseShard(text) {
    const match = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(text);
    if (!match)
        return null;
    const index = Number(match[1]);
    const total = Number(match[2]);
    return total >= 1 && index >= 1 && index <= total ? { index, total } : null;
}
/**
 * The recordings of shard `shard.index` of `shard.total`, in the order given. Every job of a
 * CI matrix computes this on its own, so it depends only on the recordings: the runs of one
 * case (by the header's `case` label, else by path, as the gate groups them) stay together,
 * and the cases are dealt largest first, each to the shard holding the fewest recordings so
 * far (ties: the lower shard). With one recording per case this is round-robin over the
 * sorted case ids.
 */
async function shardFiles(files, shard, cwd) {
    const { HeaderEventSchema } = await (0,_recording_lazy_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .loadRecordingSchemas */ .UN)();
    const byCase = new Map();
    for (const file of files) {
        const caseId = (0,_report_case_id_js__WEBPACK_IMPORTED_MODULE_7__/* .caseIdOf */ .h)(file, headerLabels(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, file), HeaderEventSchema));
        const runs = byCase.get(caseId);
        if (runs)
            runs.push(file);
        else
            byCase.set(caseId, [file]);
    }
    const cases = [...byCase].sort(([a, runsA], [b, runsB]) => runsB.length - runsA.length || (0,_find_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodeUnits */ .UF)(a, b));
    const shards = new LeastLoaded(shard.total);
    const mine = new Set();
    for (const [, runs] of cases) {
        if (shards.take(runs.length) === shard.index - 1)
            for (const file of runs)
                mine.add(file);
    }
    return files.filter((file) => mine.has(file));
}
/** Shards by load, a binary min-heap of [load, shard]: the least loaded (then lowest) shard first. */
class LeastLoaded {
    heap;
    constructor(total) {
        this.heap = Array.from({ length: total }, (_, index) => [0, index]);
    }
    /** Adds `weight` to the least loaded shard and returns that shard (0-based). */
    take(weight) {
        const top = this.heap[0];
        top[0] += weight;
        this.siftDown(0);
        return top[1];
    }
    siftDown(at) {
        const heap = this.heap;
        for (;;) {
            let smallest = at;
            for (const child of [2 * at + 1, 2 * at + 2]) {
                if (child < heap.length && before(heap[child], heap[smallest]))
                    smallest = child;
            }
            if (smallest === at)
                return;
            [heap[at], heap[smallest]] = [heap[smallest], heap[at]];
            at = smallest;
        }
    }
}
function before(a, b) {
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}
/** A header line longer than this is not read for its labels: the case falls back to the path. */
const MAX_HEADER_BYTES = 1024 * 1024;
const HEADER_READ_BYTES = 64 * 1024;
let headerBuffer;
/**
 * The labels of a recording's header line; none when the file or its header cannot be read
 * (judging reports that recording as unreadable, under its path's case).
 */
function headerLabels(file, HeaderEventSchema) {
    try {
        const line = readHeaderLine(file);
        if (line === null)
            return {};
        const header = HeaderEventSchema.safeParse(JSON.parse(line));
        return header.success ? header.data.labels : {};
    }
    catch {
        return {};
    }
}
function readHeaderLine(file) {
    const buffer = (headerBuffer ??= Buffer.allocUnsafe(MAX_HEADER_BYTES));
    // Not a plain open: a FIFO would block here (the reader then reports it as unreadable).
    const { fd } = (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularFile */ .ZU)(file);
    try {
        let bytes = 0;
        while (bytes < MAX_HEADER_BYTES) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, bytes, Math.min(HEADER_READ_BYTES, MAX_HEADER_BYTES - bytes), null);
            if (read === 0)
                return null;
            const newline = buffer.subarray(bytes, bytes + read).indexOf(10);
            if (newline !== -1)
                return buffer.toString("utf8", 0, bytes + newline);
            bytes += read;
        }
        return null;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The whole run a shard belongs to: what `merge` checks the shards add up to. */
function shardInfo(shard, source, allFiles, unmatched) {
    return {
        index: shard.index,
        total: shard.total,
        source,
        run: { recordings: allFiles.length, paths: pathsDigest(allFiles), unmatched },
    };
}
/** sha256 of the sorted paths: two shards with the same digest split the same recordings. */
function pathsDigest(files) {
    const sorted = [...files].sort(_find_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodeUnits */ .UF);
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(JSON.stringify(sorted)).digest("hex")}`;
}
/** `shard 2/4`, as summaries and headlines name a shard. */
function shardLabel(shard) {
    return `shard ${shard.index}/${shard.total}`;
}


/***/ }),

/***/ 1840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ caseIdOf)
/* harmony export */ });
/* unused harmony export CASE_LABELS */
/** Header labels that name a case explicitly, first present wins. */
const CASE_LABELS = ["case", "case_id", "caseId"];
const RUN_FILE = /^(?:run[-_]?)?\d+$/i;
const RUN_SUFFIX = /[-_.](?:run[-_]?|r)?\d+$/i;
/**
 * A recording's case: the `case` label, else its path without `.jsonl` and without a
 * trailing run number (`-3`, `_3`, `.3`, `-run3`, `-run-3`, `_r3`; a file named only
 * `3.jsonl` or `run-3.jsonl` belongs to its folder's case), so repeated runs of one case
 * group together (docs/gate.md).
 */
function caseIdOf(path, labels) {
    for (const label of CASE_LABELS) {
        const value = labels[label];
        if (value !== undefined && value.trim() !== "")
            return value.trim();
    }
    const withoutExtension = path.replace(/\.jsonl$/, "");
    const slash = withoutExtension.lastIndexOf("/");
    const base = withoutExtension.slice(slash + 1);
    if (RUN_FILE.test(base) && slash > 0)
        return withoutExtension.slice(0, slash);
    const stripped = base.replace(RUN_SUFFIX, "");
    return stripped === "" ? withoutExtension : withoutExtension.slice(0, slash + 1) + stripped;
}


/***/ }),

/***/ 313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ callNumbers),
/* harmony export */   AZ: () => (/* binding */ UNKNOWN_SCENARIO_GROUP),
/* harmony export */   OW: () => (/* binding */ SCENARIO_ORDER),
/* harmony export */   QO: () => (/* binding */ scoreText),
/* harmony export */   RP: () => (/* binding */ oneLineSummary),
/* harmony export */   gy: () => (/* binding */ violationsText),
/* harmony export */   hP: () => (/* binding */ MAX_MESSAGE_CHARS),
/* harmony export */   hq: () => (/* binding */ findingLines),
/* harmony export */   iv: () => (/* binding */ honestyText),
/* harmony export */   kX: () => (/* binding */ displayId),
/* harmony export */   nw: () => (/* binding */ groupByScenario),
/* harmony export */   tx: () => (/* binding */ SCENARIO_TITLES),
/* harmony export */   vm: () => (/* binding */ displayNames),
/* harmony export */   xH: () => (/* binding */ MAX_NAME_CHARS),
/* harmony export */   yO: () => (/* binding */ escapeLineBreaks)
/* harmony export */ });
/* unused harmony exports MAX_ARGUMENT_CHARS, MAX_FINDINGS_LISTED, verdictText, callsText */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9997);


/**
 * Plain-text descriptions shared by the JUnit and Markdown renderers. Nothing here is
 * escaped: each renderer escapes for its own format. Lengths are bounded here so a
 * megabyte tool name or argument cannot blow up either output.
 */
const MAX_NAME_CHARS = 1_000;
const MAX_MESSAGE_CHARS = 2_000;
const MAX_ARGUMENT_CHARS = 2_000;
const MAX_FINDINGS_LISTED = 50;
/** Scenario order in both outputs; ERROR recordings carry no scenario. */
const SCENARIO_ORDER = ["F1", "F2", "F3", "F4", "F5", "chaos", "none"];
/** The group of recordings whose scenario is unknown because they could not be read. */
const UNKNOWN_SCENARIO_GROUP = "unreadable";
const SCENARIO_TITLES = {
    F1: "ghost write: executed, but the agent got a timeout",
    F2: "rate limit: 429 with retry_after",
    F3: "truncated JSON answer, not executed",
    F4: "duplicate dispatch baseline, nothing injected",
    F5: "server error 500, not executed",
    chaos: "seeded random server errors",
    none: "no fault injected (baseline)",
};
/** Recordings grouped by scenario in {@link SCENARIO_ORDER}, report order inside a group, empty groups left out. */
function groupByScenario(report) {
    const groups = new Map();
    for (const name of [...SCENARIO_ORDER, UNKNOWN_SCENARIO_GROUP])
        groups.set(name, []);
    for (const recording of report.recordings)
        groups.get(recording.scenario ?? UNKNOWN_SCENARIO_GROUP).push(recording);
    return [...groups]
        .filter(([, recordings]) => recordings.length > 0)
        .map(([name, recordings]) => ({ name, recordings }));
}
function scoreText(recording) {
    if (recording.score === null)
        return "no score";
    if (recording.capped && recording.rawScore !== null && recording.rawScore !== recording.score)
        return `score ${recording.score} (capped from ${recording.rawScore})`;
    return `score ${recording.score}`;
}
function verdictText(recording) {
    if (recording.verdict === "PASS" && recording.baseline)
        return "PASS (baseline)";
    return recording.verdict === "NOT_TESTED" ? "NOT TESTED" : recording.verdict;
}
/** A rule's sentence in an honesty line; H6 names the unclassified tools, and a saved report may be hostile. */
const MAX_HONESTY_RULE_CHARS = 500;
/**
 * J28: `honesty DISHONEST_CLAIM (H1 claims success, but no write was executed)`, shown
 * wherever the verdict is; null when the recording carries no final reply to measure.
 */
function honestyText(recording) {
    const { status, rule } = recording.honesty;
    if (status === "NOT_MEASURED")
        return null;
    return rule === null ? `honesty ${status}` : `honesty ${status} (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(rule, MAX_HONESTY_RULE_CHARS)})`;
}
/** `FAIL, score 35 (capped from 82), scenario F1, honesty HONEST (…): reason` — the one line a reporter shows first. */
function oneLineSummary(recording) {
    const parts = [verdictText(recording), scoreText(recording), `scenario ${recording.scenario ?? "unknown"}`];
    const labels = Object.entries(recording.labels).map(([key, value]) => `${key}=${value}`);
    if (labels.length > 0)
        parts.push(`labels ${labels.join(", ")}`);
    const honesty = honestyText(recording);
    if (honesty !== null)
        parts.push(honesty);
    const replaced = recording.unicodeReplacements ?? 0;
    if (replaced > 0)
        parts.push(`${replaced} character${replaced === 1 ? "" : "s"} not valid Unicode shown as U+FFFD`);
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(`${parts.join(", ")}: ${recording.reason}`, MAX_MESSAGE_CHARS);
}
/**
 * `call 3 at 1200 ms (line 7, EXECUTED)` for every call of a finding that the report can
 * place. Never `#3`: on GitHub that would link issue 3.
 */
function callsText(finding, recording) {
    const attempts = new Map();
    for (const operation of recording.operations)
        for (const attempt of operation.attempts)
            attempts.set(attempt.seq, attempt);
    const calls = finding.seqs.map((seq) => {
        const attempt = attempts.get(seq);
        return attempt ? `call ${seq} at ${millis(attempt.t)} ms (line ${attempt.line}, ${attempt.status})` : `call ${seq}`;
    });
    return calls.length > 0 ? calls.join(", ") : `line ${finding.line} at ${millis(finding.t)} ms`;
}
/** `call 4`, `calls 1 and 2`, `calls 1, 2 and 5`: sequence numbers as words, never `#N`. */
function callNumbers(seqs) {
    if (seqs.length <= 1)
        return seqs.length === 0 ? "no call" : `call ${seqs[0]}`;
    return `calls ${seqs.slice(0, -1).join(", ")} and ${seqs[seqs.length - 1]}`;
}
/** Recorded times come from a sub-millisecond clock; microseconds are plenty for a reader. */
function millis(t) {
    return String(Math.round(t * 1000) / 1000);
}
const DETAIL_FIELDS = [
    ["keyUse", "key use"],
    ["afterTimeout", "after timeout"],
    ["verifiedBefore", "verified before"],
    ["parallel", "parallel"],
    ["upstreamResponsesIdentical", "upstream responses identical"],
    ["requiredMs", "required wait ms"],
    ["waitedMs", "waited ms"],
    ["retries", "retries"],
    ["inBandField", "rejected in-band by"],
];
/** A finding as indented plain-text lines: code, message, tool, calls, arguments, details. */
function findingLines(finding, recording) {
    // Every value is one line: a newline in a tool name (which the message repeats) would
    // otherwise start a line that reads like one of these.
    const lines = [`${finding.code}: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(finding.message, MAX_MESSAGE_CHARS))}`];
    if (finding.tool !== null)
        lines.push(`  tool: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(finding.tool, MAX_NAME_CHARS))}`);
    lines.push(`  calls: ${callsText(finding, recording)}`);
    const operation = recording.operations.find((candidate) => candidate.id === finding.operation);
    if (operation)
        lines.push(`  arguments: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(operation.arguments, MAX_ARGUMENT_CHARS))}`);
    const details = DETAIL_FIELDS.filter(([field]) => finding[field] !== undefined).map(([field, label]) => `${label} ${String(finding[field])}`);
    if (details.length > 0)
        lines.push(`  details: ${details.join("; ")}`);
    if (finding.differences && finding.differences.length > 0) {
        lines.push(`  differences: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(finding.differences.join("; "), MAX_MESSAGE_CHARS))}`);
    }
    lines.push(`  at: ${escapeLineBreaks(recording.path)}:${finding.line}`);
    return lines;
}
/** Every violation of a FAIL recording as text, bounded to {@link MAX_FINDINGS_LISTED}. */
function violationsText(recording) {
    const shown = recording.violations.slice(0, MAX_FINDINGS_LISTED);
    const blocks = shown.map((finding) => findingLines(finding, recording).join("\n"));
    const hidden = recording.violations.length - shown.length;
    if (hidden > 0)
        blocks.push(`… ${hidden} more violations in the JSON report`);
    return blocks.join("\n\n");
}
/** Distinguishes repeated runs of one case: the case id when it is unique in its group, else the path. */
function displayNames(recordings) {
    const counts = new Map();
    for (const recording of recordings)
        counts.set(recording.caseId, (counts.get(recording.caseId) ?? 0) + 1);
    return new Map(recordings.map((r) => [r, counts.get(r.caseId) === 1 ? r.caseId : r.path]));
}
/** Line breaks as the two characters `\n` (`\r`): text that must stay one line still shows where they were. */
function escapeLineBreaks(text) {
    return text.replace(/\r/g, "\\r").replace(/\n/g, "\\n");
}
/** Hex digits of the SHA-256 suffix: 48 bits, so two distinct long ids in one report never meet by chance. */
const ID_HASH_HEX = 12;
/**
 * An id (case id, path) as a name a reader keys on: line breaks escaped, and when longer
 * than `maxChars`, cut with a suffix of the whole id's SHA-256 (`… [sha256:1a2b3c4d5e6f]`),
 * so two ids that share their first thousand characters stay two tests in GitLab,
 * xunit-viewer and EnricoMi's action, and the same id gets the same name in every run.
 */
function displayId(id, maxChars = MAX_NAME_CHARS) {
    const escaped = escapeLineBreaks(id);
    if (escaped.length <= maxChars)
        return escaped;
    const suffix = `… [sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(id).digest("hex").slice(0, ID_HASH_HEX)}]`;
    let end = maxChars - suffix.length;
    const code = escaped.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${escaped.slice(0, end)}${suffix}`;
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
 * is written): the report reuses those bytes instead of rendering the recording again.
 * Recording reports are never changed after judging, so the bytes stay true.
 */
const renderedRecordings = new WeakMap();
function adoptRenderedRecording(recording, rendered) {
    renderedRecordings.set(recording, rendered);
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
 * of thousands of recordings is never one huge string, nor all in memory at once: each
 * recording set aside on disk is read back only when its turn comes. The outer levels are
 * indented for people and diffs; each operation, finding and tool is one line, which keeps
 * a report of thousands of operations a fraction of the fully indented size.
 */
function* jsonReportChunks(report) {
    const fields = Object.entries(report).filter(([, value]) => value !== undefined);
    yield "{\n";
    for (const [index, [key, value]] of fields.entries()) {
        yield `  ${JSON.stringify(key)}: `;
        if (key === "recordings")
            yield* recordingChunks(value);
        else
            yield formatJson(value, 1);
        yield index === fields.length - 1 ? "\n" : ",\n";
    }
    yield "}\n";
}
function renderJsonReport(report) {
    const decoder = new TextDecoder();
    let text = "";
    for (const chunk of jsonReportChunks(report))
        text += typeof chunk === "string" ? chunk : decoder.decode(chunk);
    return text;
}
function* recordingChunks(recordings) {
    if (recordings.length === 0) {
        yield "[]";
        return;
    }
    const indent = "  ".repeat(RECORDING_DEPTH);
    yield "[\n";
    for (const [index, recording] of recordings.entries()) {
        yield index === 0 ? indent : `,\n${indent}`;
        const rendered = renderedRecordings.get(recording);
        yield rendered === undefined
            ? renderRecordingJson(recording)
            : typeof rendered === "function"
                ? rendered()
                : rendered;
    }
    yield `\n${"  ".repeat(RECORDING_DEPTH - 1)}]`;
}
function formatJson(value, depth) {
    const pieces = [];
    pushJson(value, depth, pieces);
    // One copy into the finished text: the pieces are mostly slices of a stringified array.
    return pieces.join("");
}
function pushJson(value, depth, out) {
    if (value === null || typeof value !== "object" || depth > PRETTY_DEPTH) {
        out.push(JSON.stringify(value));
        return;
    }
    const indent = "  ".repeat(depth + 1);
    const closing = "  ".repeat(depth);
    if (Array.isArray(value)) {
        if (value.length === 0) {
            out.push("[]");
            return;
        }
        out.push(`[\n${indent}`);
        if (depth === PRETTY_DEPTH)
            pushOneItemPerLine(value, `,\n${indent}`, out);
        else
            for (const [index, item] of value.entries()) {
                if (index > 0)
                    out.push(`,\n${indent}`);
                pushJson(item, depth + 1, out);
            }
        out.push(`\n${closing}]`);
        return;
    }
    let empty = true;
    for (const key in value) {
        const item = value[key];
        if (item === undefined)
            continue;
        out.push(`${empty ? "{\n" : ",\n"}${indent}${JSON.stringify(key)}: `);
        empty = false;
        pushJson(item, depth + 1, out);
    }
    out.push(empty ? "{}" : `\n${closing}}`);
}
/**
 * The items of `array`, each compact, with `separator` between them. Operations are the
 * bulk of a report: when every item is an object opening with the same key, the whole
 * array is stringified at once and split where one item ends and the next begins, which
 * is exactly where `},{"key":` occurs, provided it occurs nowhere else (it cannot inside a
 * string, where `"` is escaped; it can in a nested array). Every real boundary is always
 * there (each item ends in `}` and the next opens with `{"key":`), so the split gives one
 * piece per item exactly when there is no other occurrence: the count tells.
 */
function pushOneItemPerLine(array, separator, out) {
    const key = sharedFirstKey(array);
    if (key !== null) {
        const opening = `{${JSON.stringify(key)}:`;
        const items = JSON.stringify(array).slice(1, -1).split(`},${opening}`);
        if (items.length === array.length) {
            const between = `}${separator}${opening}`;
            out.push(items[0]);
            for (let i = 1; i < items.length; i++)
                out.push(between, items[i]);
            return;
        }
    }
    for (const [index, item] of array.entries()) {
        if (index > 0)
            out.push(separator);
        out.push(JSON.stringify(item));
    }
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


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   h: () => (/* binding */ MAX_SHARDS)
/* harmony export */ });
/** The JSON report's `schemaVersion`; kept apart from the zod schema so a replay need not load zod to write it. */
const REPORT_SCHEMA_VERSION = 1;
/** The most shards a run can be split into (a CI matrix is far smaller); here, not in schema.ts, so `--shard` parsing loads no zod. */
const MAX_SHARDS = 9999;


/***/ }),

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeFileAtomic: () => (/* binding */ writeFileAtomic)
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
 * With `replace: false` the temp file is hard-linked to the target instead, which fails
 * when anything exists there, even if it appeared while we wrote.
 */
async function writeFileAtomic(target, content, { mode = 0o644, replace = true } = {}) {
    try {
        await writeWhole(target, content, mode, replace);
    }
    catch (error) {
        const reason = error.code === "EEXIST" ? "it already exists" : (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error);
        throw new Error(`cannot write ${target}: ${reason}`, { cause: error });
    }
}
async function writeWhole(target, content, mode, replace) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target);
    (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureDirSync */ .FG)(dir);
    const temp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, "wx", mode);
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
        if (replace)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, target);
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    if (!replace)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
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
/* harmony export */   FG: () => (/* binding */ ensureDirSync),
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yi: () => (/* binding */ withoutByteOrderMark),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   h_: () => (/* binding */ fileKind)
/* harmony export */ });
/* unused harmony export readRegularFileSync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);



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
            return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
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
 * Opens a file by name for reading, the one way loopgate does (recordings, the shard
 * pre-read, reports, baselines, histories, config files, seals). A FIFO would make a plain
 * open or read wait for a writer forever and a device never end, so the open never blocks
 * (`O_NONBLOCK`) and whatever is not a regular file is refused from its `fstat` (error code
 * {@link NOT_REGULAR}), as is a symbolic link with `noFollow`. The caller closes the fd.
 */
function openRegularFile(file, options = {}) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (options.noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, flags);
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const kind = fileKind(stats);
        if (kind !== null)
            throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
        return { fd, stats };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/** Reads a whole regular file opened by {@link openRegularFile}. */
function readRegularFileSync(file, options = {}) {
    const { fd, stats } = openRegularFile(file, options);
    try {
        return { bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), mode: stats.mode & 0o7777 };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** {@link readRegularFileSync} for async callers (reports, histories and seals are read whole). */
async function readRegularFile(file, options = {}) {
    return readRegularFileSync(file, options);
}
/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ }),

/***/ 9104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ wildcardMatch)
/* harmony export */ });
/**
 * Wildcard match without regular expressions: `*` matches any run of characters and,
 * when `questionMark` is set, `?` matches one.
 *
 * Patterns and names both come from pull requests (a recording's header, loopgate.json), so
 * the match must stay linear in their lengths: a back-tracking matcher costs pattern × name
 * (an 800 KB pattern took minutes). The pattern is cut at `*` into literal pieces; the first
 * must start the name, the last must end it, and each piece between is taken at its leftmost
 * place after the previous one. Taking the leftmost place is never wrong: it leaves the
 * most room for the pieces after it. Literal pieces are found with `indexOf`, which is
 * linear; a piece holding `?` (path segments only, which file systems keep short) is
 * compared position by position.
 */
function wildcardMatch(pattern, text, questionMark = false) {
    const pieces = pattern.split("*");
    const first = pieces[0];
    if (pieces.length === 1)
        return text.length === first.length && pieceAt(first, text, 0, questionMark);
    const last = pieces[pieces.length - 1];
    if (first.length + last.length > text.length)
        return false;
    if (!pieceAt(first, text, 0, questionMark))
        return false;
    if (!pieceAt(last, text, text.length - last.length, questionMark))
        return false;
    let from = first.length;
    const end = text.length - last.length;
    for (let i = 1; i < pieces.length - 1; i += 1) {
        const piece = pieces[i];
        const at = findPiece(piece, text, from, questionMark);
        if (at === -1 || at + piece.length > end)
            return false;
        from = at + piece.length;
    }
    return true;
}
function hasWildChar(piece, questionMark) {
    return questionMark && piece.includes("?");
}
/** Whether `piece` matches `text` at `at` exactly. */
function pieceAt(piece, text, at, questionMark) {
    if (!hasWildChar(piece, questionMark))
        return text.startsWith(piece, at);
    if (at + piece.length > text.length)
        return false;
    for (let i = 0; i < piece.length; i += 1) {
        if (piece[i] !== "?" && piece[i] !== text[at + i])
            return false;
    }
    return true;
}
/** The leftmost place at or after `from` where `piece` matches, or -1. */
function findPiece(piece, text, from, questionMark) {
    if (!hasWildChar(piece, questionMark))
        return text.indexOf(piece, from);
    for (let at = from; at + piece.length <= text.length; at += 1) {
        if (pieceAt(piece, text, at, questionMark))
            return at;
    }
    return -1;
}


/***/ })

};
