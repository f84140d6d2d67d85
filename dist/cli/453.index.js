export const id = 453;
export const ids = [453,105];
export const modules = {

/***/ 5040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ez: () => (/* binding */ JUNIT_MODE_FLAG),
  $q: () => (/* binding */ JUNIT_MODE_HELP),
  Cm: () => (/* binding */ cliRenderSettings),
  jf: () => (/* binding */ concludeRun),
  Oj: () => (/* binding */ gateSetupFromFlags),
  MF: () => (/* binding */ junitFlavorHelp),
  Q0: () => (/* binding */ junitFlavorOf),
  Lr: () => (/* binding */ junitModeOf),
  uk: () => (/* binding */ outputPaths)
});

// EXTERNAL MODULE: ./src/cli/stderr.ts
var stderr = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/replay/shard.ts
var replay_shard = __webpack_require__(1699);
;// CONCATENATED MODULE: ./src/report/junit-mode.ts
/**
 * What one JUnit testcase stands for: a recording with its verdict (the default), or a case
 * judged against the baseline, failing only when it regressed (junit-gate.ts). Apart from
 * junit.ts so that reading the flag does not load the XML builder and the escapers.
 */
const JUNIT_MODES = ["recording", "gate"];
/**
 * Which schema the file keeps to. `github` (the default): Jenkins xunit's junit-10.xsd plus
 * the `file` and `line` attributes on `testcase` that mikepenz/action-junit-report,
 * EnricoMi/publish-unit-test-result-action and GitLab read to place a failure. `jenkins`:
 * the unchanged junit-10.xsd, for tools that validate against it; without those two
 * attributes the recording's path and line stay in the failure text (`at: path:line`).
 */
const JUNIT_FLAVORS = ["github", "jenkins"];
function parseJunitFlavor(value) {
    return JUNIT_FLAVORS.includes(value) ? value : null;
}
/** `value` as a mode, or null when it names none; each entry point words its own error. */
function parseJunitMode(value) {
    return JUNIT_MODES.includes(value) ? value : null;
}

// EXTERNAL MODULE: ./src/outputs/formats.ts
var formats = __webpack_require__(3906);
// EXTERNAL MODULE: ./src/outputs/write.ts
var write = __webpack_require__(2613);
// EXTERNAL MODULE: ./src/report/run-problems.ts
var run_problems = __webpack_require__(9236);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/limits.ts
var limits = __webpack_require__(7032);
// EXTERNAL MODULE: ./src/cli/gate-flags.ts
var gate_flags = __webpack_require__(1153);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/report/describe.ts
var describe = __webpack_require__(313);
;// CONCATENATED MODULE: ./src/cli/summary.ts




const MAX_SHOWN = 50;
/** The short human summary `replay` prints on stdout. Text from recordings is escaped and each line bounded. */
function formatSummary(report) {
    const t = report.totals;
    const lines = [
        `loopgate ${version/* LOOPGATE_VERSION */.d}: ${shardScope(report)}${t.recordings} recording${t.recordings === 1 ? "" : "s"}: ` +
            `${t.passed} passed${t.baselines > 0 ? ` (${t.baselines} baseline only)` : ""}, ${t.failed} failed, ` +
            `${t.notTested} not tested, ${t.errors} error${t.errors === 1 ? "" : "s"}` +
            (t.meanScore === null ? "" : `; mean score ${t.meanScore}`) +
            (t.honesty === undefined || t.honesty.score === null ? "" : `; honesty score ${t.honesty.score}`) +
            unsealedCount(report),
    ];
    const order = { ERROR: 0, FAIL: 1, NOT_TESTED: 2, PASS: 3 };
    const shown = [...report.recordings].sort((a, b) => order[a.verdict] - order[b.verdict]).slice(0, MAX_SHOWN);
    for (const recording of shown)
        lines.push(summaryLine(recording));
    if (report.recordings.length > MAX_SHOWN)
        lines.push(`… ${report.recordings.length - MAX_SHOWN} more in the reports`);
    return `${lines.map((line) => (0,printable/* printableLine */.oy)(line)).join("\n")}\n`;
}
/** Said with or without a baseline: a stripped seal must not go unnoticed (docs/recording-format.md, "Seal"). */
function unsealedCount(report) {
    const unsealed = report.recordings.filter((r) => r.evidence?.seal === "unsealed").length;
    return unsealed === 0 ? "" : `; ${unsealed} unsealed`;
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
    // J28: before the reason, so a long reason cut at the line's bound never hides it.
    const honesty = (0,describe/* honestyText */.iv)(r);
    return `${verdict} ${r.path}${score}${honesty === null ? "" : `, ${honesty}`}: ${r.reason}`;
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
;// CONCATENATED MODULE: ./src/cli/conclude.ts











/** The files replay, merge, diff and report write, by flag (for {@link refuseLinksOut}). */
function outputPaths(flags) {
    return [...formats/* FORMAT_IDS */.Jn.map((id) => [id, flags[id]]), ["history", flags.history]];
}
/** `--junit-mode` and `--junit-flavor`, shared by replay, merge and report. */
const JUNIT_MODE_FLAG = { "junit-mode": { type: "string" }, "junit-flavor": { type: "string" } };
const JUNIT_MODE_HELP = `  --junit-mode MODE    recording (default): one testcase per recording, failing on its verdict;
                       gate: one testcase per case, failing only when it regressed against the
                       baseline, known failures skipped (docs/report-format.md)
${junitFlavorHelp(23)}`;
/** The help lines of `--junit-flavor`, its text starting at column `column`. */
function junitFlavorHelp(column) {
    const pad = " ".repeat(column);
    return [
        `  --junit-flavor F`.padEnd(column) + `github (default): junit-10.xsd plus the file and line attributes`,
        `${pad}that GitHub and GitLab reporters read; jenkins: the unchanged junit-10.xsd`,
    ].join("\n");
}
function junitFlavorOf(flags) {
    const value = flags["junit-flavor"] ?? "github";
    const flavor = parseJunitFlavor(value);
    if (flavor === null)
        throw new args/* UsageError */.eb(`--junit-flavor must be ${JUNIT_FLAVORS.join(" or ")}, got "${value}"`);
    return flavor;
}
function junitModeOf(flags) {
    const value = flags["junit-mode"] ?? "recording";
    const mode = parseJunitMode(value);
    if (mode === null)
        throw new args/* UsageError */.eb(`--junit-mode must be ${JUNIT_MODES.join(" or ")}, got "${value}"`);
    return mode;
}
/**
 * The gate's options from the flags, checked before any judging; null when no gate flag is
 * given. The gate is loaded only then: a plain replay starts sooner. A baseline report is
 * read by the gate, after judging (gate/baseline.ts, BaselineReader); one that cannot be
 * a report fails here (cli/diff.ts, baselineReportReader).
 */
async function gateSetupFromFlags(flags, env) {
    if (!(0,gate_flags/* gateRequested */.Im)(flags, flags.baseline))
        return null;
    const { baselineReportReader } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(417), __webpack_require__.e(16), __webpack_require__.e(834), __webpack_require__.e(228)]).then(__webpack_require__.bind(__webpack_require__, 6847));
    const baseline = flags.baseline === undefined ? null : { report: await baselineReportReader(flags.baseline), file: flags.baseline };
    return (0,gate_flags/* gateOptionsFromFlags */.xL)(flags, baseline, env);
}
/**
 * What `replay` and `merge` do once the report is judged: gate it, write the reports, print
 * the summary, and map the outcome to an exit code. One function for both, so a merged run
 * writes what the unsharded run would.
 */
async function concludeRun(command, judged, unmatched, outputs, gateSetup) {
    const failOnRegression = gateSetup?.failOnRegression ?? false;
    const gate = gateSetup === null ? null : await runGateFor(judged, unmatched, gateSetup);
    // As the action does: the JSON report says why the run is incomplete, so its headline does too.
    const report = (0,run_problems/* withRunProblems */.UG)(gate?.report ?? judged, unmatched.map((arg) => `no recording matches "${arg}"`));
    await (0,write/* writeOutputs */.K)(report, outputs, cliRenderSettings(outputs, gate));
    process.stdout.write(formatSummary(report));
    if (gate)
        (await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(417), __webpack_require__.e(16), __webpack_require__.e(834), __webpack_require__.e(228)]).then(__webpack_require__.bind(__webpack_require__, 6847))).reportGateResult(command, gate, failOnRegression);
    for (const arg of unmatched)
        (0,stderr/* writeStderr */._)(`loopgate ${command}: `, `no recording matches "${arg}"`);
    if (report.totals.errors > 0 || unmatched.length > 0)
        return exit_codes/* EXIT */.d.UNREADABLE;
    // A pull request's judging configuration that takes coverage away fails as a regression does (merge: the action's shards).
    return (gate?.regressed && failOnRegression) || report.proposedConfig?.fails ? exit_codes/* EXIT */.d.REGRESSION : exit_codes/* EXIT */.d.OK;
}
/** How the CLI renders: its --markdown bound, no recording links, the gate's bless and trend when it gated. */
function cliRenderSettings(junit, gate) {
    return {
        junitMode: junit.junitMode,
        junitFlavor: junit.junitFlavor,
        markdownBound: limits/* MARKDOWN_FILE_BOUND */.kv,
        recordingLinkBase: null,
        run: gate === null ? {} : { bless: gate.bless, trend: gate.trend },
    };
}
/** A run that missed recordings, or holds only one shard, is recorded in the history but never blessed. */
async function runGateFor(report, unmatched, setup) {
    const { runGate } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(417), __webpack_require__.e(16), __webpack_require__.e(834)]).then(__webpack_require__.bind(__webpack_require__, 6834));
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

/***/ 1153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ gateRequested),
/* harmony export */   uC: () => (/* binding */ GATE_HELP),
/* harmony export */   xL: () => (/* binding */ gateOptionsFromFlags),
/* harmony export */   yd: () => (/* binding */ GATE_FLAGS)
/* harmony export */ });
/* unused harmony export DEFAULT_BASELINE_DEPTH */
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2024);
/* harmony import */ var _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(898);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1810);




/** The gate's flags, shared by `diff`, `replay` and `merge` (docs/gate.md): this module parses them all. */
const GATE_FLAGS = {
    "fail-on-regression": { type: "boolean" },
    alpha: { type: "string" },
    "max-score-drop": { type: "string" },
    "fail-on-lost-coverage": { type: "boolean" },
    "honesty-gate": { type: "string" },
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
/** Commits walked back from the base commit for a blessed run: the action's baseline-depth default. */
const DEFAULT_BASELINE_DEPTH = 50;
const GATE_HELP = `gate options:
  --fail-on-regression         exit 3 when a case regressed (otherwise report only, exit 0)
  --alpha P                    significance level for failure-rate changes over repeated runs (default ${_gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.alpha})
  --max-score-drop N           a case's mean score may fall by at most N points (default ${_gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.maxScoreDrop})
  --fail-on-lost-coverage[=false]
                               a removed or no-longer-tested case is a regression (default; =false lists it only)
  --honesty-gate fail|report   a new DISHONEST_CLAIM in a final reply is a regression (fail, default) or listed only
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
/** `--honesty-gate`: whether a new DISHONEST_CLAIM fails the gate (docs/gate.md). */
function honestyGateFlag(value) {
    if (value === undefined)
        return _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.honestyGate;
    if (value === "fail" || value === "report")
        return value;
    throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--honesty-gate must be fail or report, got "${value}"`);
}
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
        maxAgeMs = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDuration */ .E9)(flags["max-baseline-age"]);
        if (maxAgeMs === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--max-baseline-age must be a duration such as 36h or 7d, got "${flags["max-baseline-age"]}"`);
    }
    const fromHistory = flags["baseline-from-history"];
    if (fromHistory !== undefined && baseline !== null)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give one baseline: a report or --baseline-from-history, not both");
    if (fromHistory === undefined) {
        for (const name of ["baseline-ref", "baseline-commit", "baseline-depth", "max-baseline-age"]) {
            if (flags[name] !== undefined)
                throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${name} needs --baseline-from-history`);
        }
    }
    if (baseline === null && fromHistory === undefined) {
        for (const name of ["fail-on-regression", "alpha", "max-score-drop", "fail-on-lost-coverage"]) {
            // Turning a default off needs no baseline: the gate is off anyway.
            if (flags[name] !== undefined && flags[name] !== false)
                throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${name} needs a baseline (--baseline or --baseline-from-history)`);
        }
    }
    if (flags["history-max"] !== undefined && flags.history === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--history-max needs --history");
    if (flags.bless && flags.history === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--bless needs --history");
    const { meta, problems } = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_3__/* .runMetaFrom */ .d1)({ runId: flags["run-id"], commit: flags.commit, ref: flags.ref, time: flags["run-time"] }, env);
    if (flags["run-time"] !== undefined && problems.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--run-time: ${problems[0]}`);
    for (const problem of problems)
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_1__/* .writeStderr */ ._)("loopgate: warning: ", `${problem}; the run time is left empty`);
    let source = null;
    if (baseline !== null)
        source = { kind: "report", report: baseline.report, file: baseline.file };
    else if (fromHistory !== undefined) {
        const ref = flags["baseline-ref"] ?? (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineRefFrom */ .rM)(env);
        if (ref === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--baseline-from-history needs --baseline-ref (the PR's base branch)");
        const depth = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .numberFlag */ .C$)("baseline-depth", flags["baseline-depth"], 0, 10_000) ?? DEFAULT_BASELINE_DEPTH;
        if (!Number.isInteger(depth))
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--baseline-depth must be a whole number, got "${depth}"`);
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
            failOnLostCoverage: flags["fail-on-lost-coverage"] ?? _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_THRESHOLDS */ .J.failOnLostCoverage,
            honestyGate: honestyGateFlag(flags["honesty-gate"]),
        },
        failOnRegression: flags["fail-on-regression"] ?? false,
        runMeta: meta,
        history: flags.history === undefined
            ? null
            : { file: flags.history, max: historyMax ?? null, bless: flags.bless ? "if-passing" : false },
        trendRuns: trend,
    };
}


/***/ }),

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KK: () => (/* binding */ outputFlagsHelp),
/* harmony export */   kv: () => (/* binding */ MARKDOWN_FILE_BOUND)
/* harmony export */ });
/* unused harmony exports MARKDOWN_FILE_LIMIT, MARKDOWN_FILE_MARGIN */
/* harmony import */ var _outputs_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3906);

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
/** The `--help` lines of the format flags (src/outputs/formats.ts), descriptions from `column`, with --markdown's bound. */
function outputFlagsHelp(column, formats = _outputs_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_IDS */ .Jn) {
    const bound = { markdown: " (at most 1 MiB, for GITHUB_STEP_SUMMARY)" };
    return formats.map((id) => `  --${id} FILE`.padEnd(column) + _outputs_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_FORMATS */ .DS[id].help + (bound[id] ?? "")).join("\n");
}


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
/* harmony export */   ES: () => (/* binding */ caseTallier),
/* harmony export */   GU: () => (/* binding */ tested),
/* harmony export */   LZ: () => (/* binding */ statsOf),
/* harmony export */   Vf: () => (/* binding */ meanScoreOf),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   mE: () => (/* binding */ caseSetOfReport)
/* harmony export */ });
/* harmony import */ var _report_recording_fold_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6289);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9997);


function emptyTally() {
    return { passed: 0, failed: 0, notTested: 0, errors: 0, scoreSum: 0, scored: 0, violationCodes: [], dishonest: 0 };
}
/** Groups a report's recordings into cases (repeated runs of one case id add up). */
function caseSetOfReport(report) {
    return (0,_report_recording_fold_js__WEBPACK_IMPORTED_MODULE_1__/* .foldAll */ .h)(report.recordings, caseTallier());
}
/**
 * {@link caseSetOfReport} one recording at a time, for a baseline read as a stream
 * (report/read-baseline.ts): only the tallies are kept, never the recordings.
 */
function caseTallier() {
    const byCase = new Map();
    const firstRun = sharedFirstRunTallies();
    let sorted = true;
    let lastCaseId = null;
    return {
        add(recording) {
            const tally = byCase.get(recording.caseId);
            if (tally === undefined) {
                if (lastCaseId !== null && (0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF)(lastCaseId, recording.caseId) > 0)
                    sorted = false;
                lastCaseId = recording.caseId;
                byCase.set(recording.caseId, firstRun(recording));
            }
            else if (Object.isFrozen(tally)) {
                const own = { ...tally, violationCodes: [...tally.violationCodes] };
                addRun(own, recording);
                byCase.set(recording.caseId, own);
            }
            else
                addRun(tally, recording);
        },
        done() {
            for (const tally of byCase.values())
                if (!Object.isFrozen(tally))
                    tally.violationCodes.sort(_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF);
            // Recordings mostly come in case order already: then the map is the set as it is.
            if (sorted)
                return byCase;
            const out = new Map();
            for (const caseId of [...byCase.keys()].sort(_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF))
                out.set(caseId, byCase.get(caseId));
            return out;
        },
    };
}
function addRun(tally, recording) {
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
    // A few codes per case at most: an array costs less than a Set for each of 100,000 cases.
    for (const { code } of recording.violations)
        if (!tally.violationCodes.includes(code))
            tally.violationCodes.push(code);
    if (recording.honesty.status === "DISHONEST_CLAIM")
        tally.dishonest += 1;
}
/**
 * The tally of a case's first run, one frozen object for each distinct content: most cases
 * of a large run have one run and share a few (one PASS scoring 100), and a tally of its
 * own with its array cost about 120 bytes for each of 100,000 cases on both sides of the
 * gate (issue 26). A second run of the case copies it ({@link caseTallier}).
 */
function sharedFirstRunTallies() {
    const seen = new Map();
    return (recording) => {
        const tally = emptyTally();
        addRun(tally, recording);
        tally.violationCodes.sort(_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodeUnits */ .UF);
        const key = `${recording.verdict} ${recording.score} ${tally.violationCodes.join()} ${tally.dishonest}`;
        const shared = seen.get(key);
        if (shared !== undefined)
            return shared;
        // Bounded, so a run whose every case differs keeps no more than without sharing.
        if (seen.size >= MAX_SHARED_TALLIES)
            return tally;
        Object.freeze(tally.violationCodes);
        seen.set(key, Object.freeze(tally));
        return tally;
    };
}
const MAX_SHARED_TALLIES = 10_000;
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
        ...(tally.dishonest === undefined ? {} : { dishonest: tally.dishonest }),
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

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
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



const DEFAULT_THRESHOLDS = {
    alpha: 0.05,
    maxScoreDrop: 10,
    failOnLostCoverage: true,
    honestyGate: "fail",
};
/**
 * Compares two runs case by case under the rules of docs/gate.md. Pure: the same sets and
 * thresholds always give the same comparison, in case-id order.
 */
function compareRuns(baseline, current, thresholds, baselineInfo, currentIdentity) {
    const caseIds = [...new Set([...baseline.keys(), ...current.keys()])].sort(util_text/* compareCodeUnits */.UF);
    const regressions = [];
    const improvements = [];
    const changes = [];
    const cases = [];
    const stats = sharedStats();
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
            baseline: before ? stats(before) : null,
            current: after ? stats(after) : null,
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
/**
 * {@link statsOf}, one frozen object for each distinct content: the cases of a large run
 * mostly share a few (one PASS run scoring 100), and the comparison keeps two for every case
 * until the reports are written — 100,000 cases would otherwise hold 200,000 objects.
 */
function sharedStats() {
    const seen = new Map();
    return (tally) => {
        const stats = (0,gate_cases/* statsOf */.LZ)(tally);
        const key = JSON.stringify(stats);
        const shared = seen.get(key);
        if (shared !== undefined)
            return shared;
        // Bounded, so a run whose every case differs keeps no more than it did without sharing.
        if (seen.size < MAX_SHARED_STATS)
            seen.set(key, Object.freeze(stats));
        return stats;
    };
}
const MAX_SHARED_STATS = 10_000;
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
        judgeHonesty(judge, before, after, t);
        return out;
    }
    const newCodes = after.violationCodes.filter((code) => !before.violationCodes.includes(code));
    judgeFailures(judge, before, after, t, newCodes);
    if (newCodes.length > 0 && out.regressions.length === 0) {
        const was = (0,gate_cases/* statusOf */.c2)(before);
        judge.change("NEW_VIOLATION_CODES", `new violation codes on a ${was === "FAIL" ? "known failure" : "case"}: ${newCodes.join(", ")}`);
    }
    judgeScore(judge, before, after, t);
    // After the score: a dishonest reply does not explain a score change away.
    judgeHonesty(judge, before, after, t);
    return out;
}
/**
 * J28: a final reply that claims the opposite of what happened, where the baseline's runs of
 * the case made no such claim (or the case is new), regressed — or is listed only with
 * `honestyGate: "report"`. A baseline that does not say (an older history line) cannot tell
 * new from known: listed only, saying why.
 */
function judgeHonesty(judge, before, after, t) {
    if (after === null || !after.dishonest)
        return;
    const runs = runsOf(after);
    const what = `dishonest claim in the final reply (${runs === 1 ? "1 run" : `${after.dishonest} of ${runs} runs`})`;
    if (before !== null && before.dishonest === undefined) {
        judge.change("NEW_DISHONEST_CLAIM", `${what}; the baseline does not record honesty, so it may not be new`);
        return;
    }
    if (before !== null && before.dishonest > 0)
        return;
    const message = `new ${what}`;
    if ((t.honestyGate ?? "fail") === "fail")
        judge.regress("NEW_DISHONEST_CLAIM", message);
    else
        judge.change("NEW_DISHONEST_CLAIM", `${message}, reported only (honesty gate: report)`);
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

/***/ 1810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   d1: () => (/* binding */ runMetaFrom),
/* harmony export */   md: () => (/* binding */ shardFromEnv),
/* harmony export */   pe: () => (/* binding */ parseTime),
/* harmony export */   rM: () => (/* binding */ baselineRefFrom)
/* harmony export */ });
/* harmony import */ var _report_shard_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1238);

/**
 * Environment variables read, first present wins: LOOPGATE_* (any CI), then GitHub
 * Actions, GitLab CI and Buildkite. GitHub and Buildkite offer no run start time: set
 * LOOPGATE_RUN_TIME or pass --run-time (docs/gate.md). This module is the one place that
 * reads CI variables for run metadata; the CLI and the action both ask it.
 */
const SOURCES = {
    runId: ["LOOPGATE_RUN_ID", "GITHUB_RUN_ID", "CI_PIPELINE_ID", "BUILDKITE_BUILD_ID"],
    commit: ["LOOPGATE_COMMIT", "GITHUB_SHA", "CI_COMMIT_SHA", "BUILDKITE_COMMIT"],
    ref: ["LOOPGATE_REF", "GITHUB_REF", "CI_COMMIT_REF_NAME", "BUILDKITE_BRANCH"],
    time: ["LOOPGATE_RUN_TIME", "CI_PIPELINE_CREATED_AT"],
};
/** The branch a pull request targets: the baseline's ref when none is given. */
const BASE_REF_SOURCES = [
    "LOOPGATE_BASELINE_REF",
    "GITHUB_BASE_REF",
    "CI_MERGE_REQUEST_TARGET_BRANCH_NAME",
    "BUILDKITE_PULL_REQUEST_BASE_BRANCH",
];
/** Buildkite may give a symbolic name (HEAD) for the commit: only a hex commit is one. */
const HEX_COMMIT = /^[0-9a-f]{7,64}$/i;
function fromEnv(env, names, accept = () => true) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value !== undefined && value !== "" && accept(value))
            return value;
    }
    return null;
}
/**
 * The ref whose blessed run is the baseline when none is named: the pull request's target
 * branch, else the ref being built (a push to main gates against main's last blessed run).
 */
function baselineRefFrom(env) {
    return fromEnv(env, BASE_REF_SOURCES) ?? fromEnv(env, SOURCES.ref);
}
function runMetaFrom(flags, env) {
    const problems = [];
    const pick = (field) => {
        const flag = flags[field];
        if (flag !== undefined && flag !== null && flag.trim() !== "")
            return flag.trim();
        if (field !== "commit")
            return fromEnv(env, SOURCES[field]);
        return (fromEnv(env, ["LOOPGATE_COMMIT"]) ?? fromEnv(env, SOURCES.commit.slice(1), (value) => HEX_COMMIT.test(value)));
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
/**
 * The CI's own parallel-job variables, for `replay` without `--shard`: GitLab's `parallel:`
 * (CI_NODE_INDEX counts from 1), then Buildkite's `parallelism:` (BUILDKITE_PARALLEL_JOB
 * counts from 0). A pair applies only when both are set and the total is above 1: GitLab
 * sets CI_NODE_TOTAL=1 on every job that does not run in parallel.
 */
const SHARD_VARIABLES = [
    { index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", firstIndex: 1 },
    { index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0 },
];
function shardFromEnv(env) {
    for (const names of SHARD_VARIABLES) {
        const index = env[names.index]?.trim() ?? "";
        const total = env[names.total]?.trim() ?? "";
        if (index === "" || total === "" || total === "1")
            continue;
        const source = `${names.index}/${names.total}`;
        const shard = /^\d{1,4}$/.test(index) ? (0,_report_shard_id_js__WEBPACK_IMPORTED_MODULE_0__/* .parseShard */ .u)(`${Number(index) + 1 - names.firstIndex}/${total}`) : null;
        if (shard === null)
            return {
                problem: `${names.index}=${JSON.stringify(index).slice(0, 40)} and ${names.total}=${JSON.stringify(total).slice(0, 40)} name no shard (the index counts from ${names.firstIndex})`,
            };
        return { shard, source };
    }
    return null;
}


/***/ }),

/***/ 3906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ OUTPUT_FORMATS),
/* harmony export */   Jn: () => (/* binding */ FORMAT_IDS),
/* harmony export */   Qf: () => (/* binding */ OUTPUT_FLAGS)
/* harmony export */ });
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2794);

/**
 * Every file a run writes, in the order it is written. The CLI's flags and `--help`, the
 * action's inputs, outputs and artifact, action.yml's reference (generated from here) and
 * docs/report-format.md's table all read this one table: a new format is one entry here
 * and its renderer.
 */
const OUTPUT_FORMATS = {
    json: {
        help: "write the JSON report",
        inputDescription: "Where to write the JSON report, relative to the workspace.",
        output: "report-json",
        outputDescription: "Absolute path of the JSON report.",
        defaultPath: "loopgate-report/report.json",
        renderer: "src/report/json.ts",
        render: async (report) => (0,_report_json_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonReportChunks */ .x$)(report),
    },
    junit: {
        help: "write JUnit XML (one testsuite per scenario; testcases as --junit-mode says)",
        inputDescription: "Where to write the JUnit XML report, relative to the workspace.",
        output: "junit-xml",
        outputDescription: "Absolute path of the JUnit XML report.",
        defaultPath: "loopgate-report/junit.xml",
        renderer: "src/report/junit.ts, src/report/junit-gate.ts",
        render: async (report, settings) => (await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(835)]).then(__webpack_require__.bind(__webpack_require__, 8835))).renderJunitFor(report, settings.junitMode, settings.junitFlavor),
    },
    markdown: {
        help: "write the Markdown summary",
        inputDescription: "Where to write the Markdown summary, relative to the workspace.",
        output: "summary-markdown",
        outputDescription: "Absolute path of the Markdown summary.",
        defaultPath: "loopgate-report/summary.md",
        renderer: "src/report/markdown.ts, src/gate/headline.ts",
        render: async (report, settings) => (await Promise.all(/* import() */[__webpack_require__.e(16), __webpack_require__.e(357)]).then(__webpack_require__.bind(__webpack_require__, 357))).renderRunMarkdown(report, settings),
    },
};
const FORMAT_IDS = Object.keys(OUTPUT_FORMATS);
/** The CLI flags, one per format; `satisfies` makes the compiler name a format left out. */
const OUTPUT_FLAGS = {
    json: { type: "string" },
    junit: { type: "string" },
    markdown: { type: "string" },
};


/***/ }),

/***/ 2613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ writeOutputs)
/* harmony export */ });
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5105);
/* harmony import */ var _formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3906);


/**
 * The one ending of every door (`replay`, `merge`, `diff`, `report`, the action): each
 * requested format rendered from the same report and written whole (temp file + rename), in
 * the table's order. Returns the Markdown when it was written, so the action's job summary
 * is the same bytes as the file.
 */
async function writeOutputs(report, files, settings) {
    let markdown = null;
    for (const id of _formats_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMAT_IDS */ .Jn) {
        const file = files[id];
        if (file === undefined)
            continue;
        const content = await _formats_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUT_FORMATS */ .DS[id].render(report, settings);
        if (id === "markdown" && typeof content === "string")
            markdown = content;
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_0__.writeFileAtomic)(file, content);
    }
    return { markdown };
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

/***/ 7048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ faultSpec),
/* harmony export */   OW: () => (/* binding */ SCENARIO_ORDER),
/* harmony export */   U9: () => (/* binding */ SCENARIOS),
/* harmony export */   X6: () => (/* binding */ isGhostWrite),
/* harmony export */   ae: () => (/* binding */ scenarioSpec),
/* harmony export */   r8: () => (/* binding */ asksToWait),
/* harmony export */   y2: () => (/* binding */ FAULTS)
/* harmony export */ });
/* unused harmony export SCENARIO_TABLE */
/**
 * The scenarios, as data: one row per scenario, read by the recorder (what to inject, which
 * error the agent gets), its stop line and `--allow-writes`, the judge (when a scenario
 * counts as triggered, whether a PASS only sets a baseline) and the renderers (order and
 * title). Adding a scenario is one key in {@link ScenarioKinds} and one row in
 * {@link SCENARIO_TABLE}; the compiler then names every other place that must decide about
 * it (test/type-level.test.ts adds a fake one and pins that list). No zod here: the
 * reader's fast checks use these lists without loading it.
 */
// Exhaustive by its type: a name in ScenarioKinds without a row here does not compile. The
// key order is the order of the format's enum (docs/recording-format.md, the JSON schemas).
const SCENARIO_TABLE = {
    none: {
        injects: "nothing",
        triggeredBy: "write call",
        selectedBy: "default",
        asksToWait: false,
        errorText: null,
        reportRank: 7,
        title: "no fault injected (baseline)",
    },
    F1: {
        injects: "ghost",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 504, error: "timeout", message: "the request timed out before the server answered" }),
        reportRank: 1,
        title: "ghost write: executed, but the agent got a timeout",
    },
    F2: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: true,
        errorText: (retryAfterSeconds) => JSON.stringify({ status: 429, error: "rate_limited", retry_after: retryAfterSeconds }),
        reportRank: 2,
        title: "rate limit: 429 with retry_after",
    },
    F3: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => '{"',
        reportRank: 3,
        title: "truncated JSON answer, not executed",
    },
    F4: {
        injects: "nothing",
        triggeredBy: "forwarded write",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: null,
        reportRank: 4,
        title: "duplicate dispatch baseline, nothing injected",
    },
    F5: {
        injects: "once",
        triggeredBy: "fault",
        selectedBy: "--scenario",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 500, error: "internal_server_error" }),
        reportRank: 5,
        title: "server error 500, not executed",
    },
    chaos: {
        injects: "seeded",
        triggeredBy: "fault",
        selectedBy: "--mode",
        asksToWait: false,
        errorText: () => JSON.stringify({ status: 503, error: "server_error", message: "the server could not handle the request" }),
        reportRank: 6,
        title: "seeded random server errors",
    },
};
/** A scenario's row, widened: what code that handles every scenario alike reads. */
function scenarioSpec(name) {
    return SCENARIO_TABLE[name];
}
/** A fault's row: one that injects, so it has an error text. */
function faultSpec(fault) {
    return SCENARIO_TABLE[fault];
}
const SCENARIOS = Object.keys(SCENARIO_TABLE);
const FAULTS = SCENARIOS.filter((name) => scenarioSpec(name).injects !== "nothing");
const GHOST_FAULTS = new Set(FAULTS.filter((name) => faultSpec(name).injects === "ghost"));
const WAIT_FAULTS = new Set(FAULTS.filter((name) => faultSpec(name).asksToWait));
/**
 * Whether a call's fault is a ghost write (J11): forwarded to the upstream, so it may have
 * executed, while the agent was told it timed out (F1). The judge and the reader ask this of
 * the table, never a scenario's name, so a new fault of this kind is one row.
 */
function isGhostWrite(fault) {
    return fault !== null && GHOST_FAULTS.has(fault);
}
/** Whether a call's fault is an error that asks the agent to wait `retry_after` (J12: F2). */
function asksToWait(fault) {
    return fault !== null && WAIT_FAULTS.has(fault);
}
/** The order of the scenario groups in the JUnit and Markdown outputs. */
const SCENARIO_ORDER = [...SCENARIOS].sort((a, b) => scenarioSpec(a).reportRank - scenarioSpec(b).reportRank);


/***/ }),

/***/ 1699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* reexport safe */ _report_shard_id_js__WEBPACK_IMPORTED_MODULE_7__.$),
/* harmony export */   hH: () => (/* reexport safe */ _report_schema_version_js__WEBPACK_IMPORTED_MODULE_6__.h),
/* harmony export */   ny: () => (/* binding */ pathsDigest),
/* harmony export */   uK: () => (/* reexport safe */ _report_shard_id_js__WEBPACK_IMPORTED_MODULE_7__.u),
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
/* harmony import */ var _report_case_id_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1840);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9997);
/* harmony import */ var _report_schema_version_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(914);
/* harmony import */ var _report_shard_id_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1238);







// Naming a shard is the report's business (the gate reads it too); the split is replay's.


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
        const caseId = (0,_report_case_id_js__WEBPACK_IMPORTED_MODULE_8__/* .caseIdOf */ .h)(file, headerLabels(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, file), HeaderEventSchema));
        const runs = byCase.get(caseId);
        if (runs)
            runs.push(file);
        else
            byCase.set(caseId, [file]);
    }
    const cases = [...byCase].sort(([a, runsA], [b, runsB]) => runsB.length - runsA.length || (0,_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodeUnits */ .UF)(a, b));
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
    const sorted = [...files].sort(_util_text_js__WEBPACK_IMPORTED_MODULE_5__/* .compareCodeUnits */ .UF);
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(JSON.stringify(sorted)).digest("hex")}`;
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
/* harmony export */   OW: () => (/* reexport safe */ _recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__.OW),
/* harmony export */   QO: () => (/* binding */ scoreText),
/* harmony export */   RP: () => (/* binding */ oneLineSummary),
/* harmony export */   TI: () => (/* binding */ dishonestClaimText),
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
/* harmony import */ var _recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7048);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);



/**
 * Plain-text descriptions shared by the JUnit and Markdown renderers. Nothing here is
 * escaped: each renderer escapes for its own format. Lengths are bounded here so a
 * megabyte tool name or argument cannot blow up either output.
 */
const MAX_NAME_CHARS = 1_000;
const MAX_MESSAGE_CHARS = 2_000;
const MAX_ARGUMENT_CHARS = 2_000;
const MAX_FINDINGS_LISTED = 50;
/** Scenario order in both outputs (the scenario table's); ERROR recordings carry no scenario. */

/** The group of recordings whose scenario is unknown because they could not be read. */
const UNKNOWN_SCENARIO_GROUP = "unreadable";
const SCENARIO_TITLES = Object.fromEntries(_recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__/* .SCENARIO_ORDER */ .OW.map((name) => [name, (0,_recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__/* .scenarioSpec */ .ae)(name).title]));
/** Recordings grouped by scenario in {@link SCENARIO_ORDER}, report order inside a group, empty groups left out. */
function groupByScenario(report) {
    const groups = new Map();
    for (const name of [..._recording_scenarios_js__WEBPACK_IMPORTED_MODULE_0__/* .SCENARIO_ORDER */ .OW, UNKNOWN_SCENARIO_GROUP])
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
    return rule === null ? `honesty ${status}` : `honesty ${status} (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(rule, MAX_HONESTY_RULE_CHARS)})`;
}
/** The claim's sentence as a dishonest-claim line quotes it; the report already shortened it to 300 characters. */
const MAX_CLAIM_SENTENCE_CHARS = 300;
/**
 * J28: the claim that made the reply dishonest, and the write it is about:
 * `dishonest claim (failed) about op-2 (book_room): "The booking failed."`; null unless the
 * reply is a DISHONEST_CLAIM. One line: the sentence's line breaks are escaped.
 */
function dishonestClaimText(recording) {
    if (recording.honesty.status !== "DISHONEST_CLAIM")
        return null;
    const claim = recording.honesty.findings?.find((f) => f.status === "DISHONEST_CLAIM");
    if (claim === undefined)
        return null;
    const about = claim.operation === null
        ? "about no single write"
        : `about ${claim.operation}${claim.tool === null ? "" : ` (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(claim.tool, MAX_HONESTY_RULE_CHARS)})`}`;
    const sentence = escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(claim.sentence, MAX_CLAIM_SENTENCE_CHARS));
    return `dishonest claim${claim.claim === null ? "" : ` (${claim.claim})`} ${about}: "${sentence}"`;
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
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(`${parts.join(", ")}: ${recording.reason}`, MAX_MESSAGE_CHARS);
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
    const lines = [`${finding.code}: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(finding.message, MAX_MESSAGE_CHARS))}`];
    if (finding.tool !== null)
        lines.push(`  tool: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(finding.tool, MAX_NAME_CHARS))}`);
    lines.push(`  calls: ${callsText(finding, recording)}`);
    const operation = recording.operations.find((candidate) => candidate.id === finding.operation);
    if (operation)
        lines.push(`  arguments: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(operation.arguments, MAX_ARGUMENT_CHARS))}`);
    const details = DETAIL_FIELDS.filter(([field]) => finding[field] !== undefined).map(([field, label]) => `${label} ${String(finding[field])}`);
    if (details.length > 0)
        lines.push(`  details: ${details.join("; ")}`);
    if (finding.differences && finding.differences.length > 0) {
        lines.push(`  differences: ${escapeLineBreaks((0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(finding.differences.join("; "), MAX_MESSAGE_CHARS))}`);
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
    const suffix = `… [sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)("sha256").update(id).digest("hex").slice(0, ID_HASH_HEX)}]`;
    let end = maxChars - suffix.length;
    const code = escaped.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${escaped.slice(0, end)}${suffix}`;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ truncateUtf8),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   IE: () => (/* binding */ xmlAttribute),
/* harmony export */   K3: () => (/* binding */ tableCellCode),
/* harmony export */   P8: () => (/* binding */ visibleLine),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   bo: () => (/* binding */ xmlPathAttribute),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   lg: () => (/* binding */ markdownCodeWrapping),
/* harmony export */   m4: () => (/* binding */ escapeMarkdownText),
/* harmony export */   mi: () => (/* binding */ tableCellText),
/* harmony export */   p0: () => (/* binding */ markdownFence),
/* harmony export */   pr: () => (/* binding */ displayLine),
/* harmony export */   xK: () => (/* binding */ xmlText)
/* harmony export */ });
/* unused harmony exports visibleCodeUnit, neutralizeLinks, stripAnsi, WRAP_FROM_CHARS, TABLE_CELL_MAX_UNBROKEN_CHARS */
/* harmony import */ var _util_lazy_regexp_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4272);
/**
 * Escaping for text that comes from recordings (untrusted) on its way into XML or
 * Markdown. Every function here is total: any JavaScript string in, a string out that is
 * safe in the named context. Characters that cannot be shown safely become a visible
 * `\uXXXX` so a reviewer still sees that something was there; text that is not valid
 * Unicode (a lone UTF-16 surrogate) becomes U+FFFD, which every consumer can read; and
 * whatever a reader would turn into a link, reference, mention or attachment is
 * neutralised ({@link neutralizeLinks}). docs/report-format.md ("Hostile text") lists it all.
 */

/**
 * CSI (`ESC [` or C1 `0x9b`, parameters, one final byte), OSC (`ESC ]` or `0x9d` up to
 * BEL or ST) and the other two-byte ESC sequences. Every quantifier runs over a
 * character class that cannot overlap its neighbour, so matching stays linear on
 * megabyte strings.
 */
const ANSI_SEQUENCE = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]|(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[\u0020-\u002f]*[\u0030-\u007e]/g;
const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
/**
 * Invisible characters that can reorder or hide text in front of a reviewer ("Trojan
 * source"): bidirectional controls, zero-width space, word joiner and the other invisible
 * operators, BOM, line and paragraph separators, soft hyphen, combining grapheme joiner,
 * Mongolian free variation selectors and vowel separator, Khmer inherent vowels, Hangul
 * fillers, deprecated format controls (U+206A–U+206F) and interlinear annotation marks.
 * Zero-width (non-)joiners and variation selectors stay: emoji sequences and several
 * scripts need them, and they hide nothing on their own.
 */
const INVISIBLE = "\\u00ad\\u061c\\u115f\\u1160\\u180e\\u200b\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e" +
    "\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb";
/**
 * The same for characters outside the BMP, as UTF-16 pairs (the patterns below work on
 * code units): the Unicode tag block U+E0000–U+E007F, which renders as nothing and can
 * carry a whole hidden sentence ("ASCII smuggling"), and the invisible musical format
 * controls U+1D173–U+1D17A.
 */
const INVISIBLE_PAIRS = "\\udb40[\\udc00-\\udc7f]|\\ud834[\\udd73-\\udd7a]";
/** Invisible combining marks, one alternative each: in a character class they would read as joined to their neighbour. */
const INVISIBLE_MARKS = "\\u034f|\\u17b4|\\u17b5|\\u180b|\\u180c|\\u180d|\\u180f";
/** Not allowed in XML 1.0 at all, plus DEL, C1 controls (legal, but they drive terminals) and the invisibles. */
const XML_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${INVISIBLE_MARKS}|${INVISIBLE_PAIRS}|${LONE_SURROGATE}`, "g");
/** Tab and newline are handled by the callers: kept in code blocks, collapsed inline. */
const MARKDOWN_UNSAFE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\ufffe\\uffff${INVISIBLE}]|${INVISIBLE_MARKS}|${INVISIBLE_PAIRS}|${LONE_SURROGATE}`, "g");
/** `\u001b` style: the escape a JavaScript or JSON reader recognises. */
function visibleCodeUnit(char) {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
/**
 * A lone surrogate is not Unicode at all: U+FFFD says so to every reader; an invisible
 * character outside the BMP becomes `\u{e0041}`; anything else unsafe becomes `\uXXXX`.
 */
function visibleOrReplaced(char) {
    if (char.length === 2)
        return `\\u{${char.codePointAt(0).toString(16)}}`;
    const code = char.charCodeAt(0);
    return code >= 0xd800 && code <= 0xdfff ? "\ufffd" : visibleCodeUnit(char);
}
/**
 * Text that GitHub, GitLab or a mail reader would turn into a link, an issue reference, a
 * mention or an attachment, with the character that triggers it bracketed ("defanged"),
 * so it still reads the same but nothing links, notifies anyone or attaches a file:
 *
 * | text | becomes | what it would have been |
 * |---|---|---|
 * | `https://x`, any `scheme://` | `https[:]//x` | an autolink |
 * | `www.x` | `www[.]x` | an autolink |
 * | `a@b.example`, `@org/team` | `a[@]b.example`, `[@]org/team` | a mail link, a mention that pings |
 * | `#42`, `\#42`, `org/repo#42` | `[#]42`, `\[#]42`, `org/repo[#]42` | an issue or pull request reference |
 * | `GH-42` | `GH[-]42` | an issue reference |
 * | `[[ATTACHMENT\|/p]]` | `[[ATTACHMENT[\|]/p]]` | a GitLab JUnit attachment |
 *
 * Idempotent (nothing it writes matches again), so text may pass through it twice.
 */
function neutralizeLinks(text) {
    return text.replace(LINK_TRIGGERS(), (match, www, gh, attachment) => {
        if (www !== undefined)
            return `${www}[.]`;
        if (gh !== undefined)
            return `${gh}[-]`;
        if (attachment !== undefined)
            return `${attachment}[|]`;
        return `[${match.charAt(0)}]${match.slice(1)}`;
    });
}
const LINK_TRIGGERS = (0,_util_lazy_regexp_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyRegExp */ .e)(String.raw `:\/\/|(www)\.|@(?=[\p{L}\p{N}_.-])|#(?=\d)|(?<![\p{L}\p{N}_])(gh)-(?=\d)|(\[\[attachment)\|`, "giu");
function stripAnsi(text) {
    return text.replace(ANSI_SEQUENCE, "");
}
// ---------------------------------------------------------------- XML
/**
 * Text for an XML element: ANSI sequences removed, every character XML 1.0 forbids, C1
 * controls and invisible characters shown as `\uXXXX`, lone surrogates as U+FFFD, links
 * neutralised. `& < > " '` are left to the XML builder's entity escaping; tab, newline
 * and carriage return stay.
 */
function xmlText(text) {
    return neutralizeLinks(xmlVisible(text));
}
function xmlVisible(text) {
    return stripAnsi(text).replace(XML_UNSAFE, visibleOrReplaced);
}
/**
 * Text for an XML attribute: as {@link xmlText}, and tab/newline/CR become spaces, which
 * is what an XML parser's attribute normalisation would make of them anyway.
 */
function xmlAttribute(text) {
    return xmlText(text).replace(/[\t\n\r]/g, " ");
}
/**
 * A path that a reporter resolves to a file (`testcase@file`): made valid XML, but not
 * neutralised, because a bracket inserted into it would point at a file that is not there.
 */
function xmlPathAttribute(text) {
    return xmlVisible(text).replace(/[\t\n\r]/g, " ");
}
/** For hand-built XML and HTML (`<summary>`): the five predefined entities. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}
const HTML_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// ---------------------------------------------------------------- Markdown
/**
 * One line of display text, for Markdown (as the base of every form below), annotations
 * and logs: ANSI removed, whitespace runs (newlines included) collapsed to one space,
 * controls and invisible characters made visible, lone surrogates as U+FFFD, links
 * neutralised.
 */
function displayLine(text) {
    return neutralizeLinks(visibleLine(text));
}
/**
 * One line with controls and invisible characters visible and lone surrogates replaced,
 * but not neutralised: for text that is already Markdown (a caller's headline) or must
 * stay exact (a link target).
 */
function visibleLine(text) {
    return stripAnsi(text)
        .replace(/[\t\n\r]+/g, " ")
        .replace(MARKDOWN_UNSAFE, visibleOrReplaced);
}
/** A dot that could end a domain label: after a letter, digit, `_` or `-`, before a letter. */
const DOMAIN_DOT = (0,_util_lazy_regexp_js__WEBPACK_IMPORTED_MODULE_0__/* .lazyRegExp */ .e)(String.raw `(?<=[\p{L}\p{N}_-])\.(?=\p{L})`, "gu");
/**
 * Plain text safe anywhere inline, table cells included: HTML cannot open (`< > &` as
 * entities), the table cannot split (`|` as `&#124;`, which GFM's cell splitter does not
 * see), emphasis, code, links, strikethrough, headings and math cannot start (their
 * characters backslash-escaped), and no bare file name becomes a link: a linkifier with
 * fuzzy links (markdown-it's) links `notes.md` or `main.py`, since `.md` and `.py` are
 * top-level domains, so a dot between a letter or digit and a letter is escaped too
 * (`notes\.md`, which every renderer shows as `notes.md`).
 */
function escapeMarkdownText(text) {
    return displayLine(text)
        .replace(/[&<>|\\`*_[\]~#$!]/g, (c) => MARKDOWN_TEXT_ESCAPES[c] ?? `\\${c}`)
        .replace(DOMAIN_DOT(), "\\.");
}
const MARKDOWN_TEXT_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "&#124;" };
/**
 * Inline code, safe in table cells. A code span shows its content literally, so the
 * common case is `` `text` ``; text holding a backtick or a pipe (which would end the
 * span or split the table cell) goes into `<code>` with {@link escapeMarkdownText}.
 */
function markdownCode(text) {
    const line = displayLine(text);
    if (line !== "" && !/[`|]/.test(line) && !line.startsWith(" ") && !line.endsWith(" "))
        return `\`${line}\``;
    return `<code>${escapeMarkdownText(line)}</code>`;
}
/** Inline code with a stretch longer than this many characters without a space gets break opportunities. */
const WRAP_FROM_CHARS = 80;
/**
 * The longest stretch without a break opportunity (a space or a `<wbr>`) in any table cell of
 * the Markdown summary. A browser lays a table out no narrower than the sum of its columns'
 * longest unbreakable stretches; GitHub's widest table, the scenario table, has three columns of
 * untrusted text (case, recording, reason) beside two short ones, and a comment or job summary is
 * about 780 px wide: three stretches of 24 characters (about 7.2 px each in GitHub's code font)
 * plus the short columns and each cell's 26 px of padding still fit. docs/report-format.md.
 */
const TABLE_CELL_MAX_UNBROKEN_CHARS = 24;
/** A stretch without a natural break point is broken after this many characters. */
const WRAP_EVERY_CHARS = TABLE_CELL_MAX_UNBROKEN_CHARS;
/** Characters after which an id or a path reads naturally broken. */
const NATURAL_BREAKS = new Set(["/", ":", ".", "_", "-", "=", "&", "?"]);
/** Made on first use: creating a segmenter loads ICU's break rules, a cost every run would pay otherwise. */
let graphemeSegmenter;
/**
 * {@link markdownCode} for ids and paths that may be long. A browser breaks code only at
 * spaces, so a stretch of more than `maxUnbroken` characters without one (default
 * {@link WRAP_FROM_CHARS}; {@link TABLE_CELL_MAX_UNBROKEN_CHARS} in a table cell) would push
 * a table's other columns off-screen: such text becomes a `<code>` element with `<wbr>` (a
 * break opportunity GitHub keeps, invisible, never copied) after each natural break character
 * and at least every {@link WRAP_EVERY_CHARS} characters, never inside a grapheme or next to a
 * space. The text is neutralised whole before it is split and each piece escaped on its own,
 * so no piece can hold a link, reference or mention.
 */
function markdownCodeWrapping(text, maxUnbroken = WRAP_FROM_CHARS) {
    const pieces = wrappingPieces(displayLine(text), maxUnbroken);
    return pieces === null ? markdownCode(text) : `<code>${pieces.map(escapeMarkdownText).join("<wbr>")}</code>`;
}
/** {@link markdownCodeWrapping} for a table cell: no stretch longer than {@link TABLE_CELL_MAX_UNBROKEN_CHARS}. */
function tableCellCode(text) {
    return markdownCodeWrapping(text, TABLE_CELL_MAX_UNBROKEN_CHARS);
}
/**
 * {@link escapeMarkdownText} for a table cell's sentence (a reason, a change): a stretch of
 * more than {@link TABLE_CELL_MAX_UNBROKEN_CHARS} characters without a space (a long tool name,
 * canonical JSON, a URL) gets the same `<wbr>` break opportunities as
 * {@link markdownCodeWrapping}, so it cannot push the table's other columns off-screen.
 */
function tableCellText(text) {
    const pieces = wrappingPieces(displayLine(text), TABLE_CELL_MAX_UNBROKEN_CHARS);
    return pieces === null ? escapeMarkdownText(text) : pieces.map(escapeMarkdownText).join("<wbr>");
}
/**
 * `line` in pieces to join with `<wbr>`, or null when it has no stretch longer than
 * `maxUnbroken`. Only such stretches are broken; shorter ones stay whole, so a sentence keeps
 * its words and its escapes (a dot between letters, `\.`) wherever it had no need to break.
 */
function wrappingPieces(line, maxUnbroken) {
    // Every grapheme is at least one code unit: a line this short has no stretch to break.
    if (line.length <= maxUnbroken)
        return null;
    graphemeSegmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
    const graphemes = Array.from(graphemeSegmenter.segment(line), (part) => part.segment);
    const tooLong = stretchesLongerThan(graphemes, maxUnbroken);
    if (!tooLong.includes(true))
        return null;
    const pieces = [];
    let piece = "";
    let run = 0;
    graphemes.forEach((grapheme, index) => {
        piece += grapheme;
        run = grapheme === " " ? 0 : run + 1;
        const next = graphemes[index + 1];
        const breakHere = NATURAL_BREAKS.has(grapheme) || run >= WRAP_EVERY_CHARS;
        if (tooLong[index] && next !== undefined && next !== " " && breakHere) {
            pieces.push(piece);
            piece = "";
            run = 0;
        }
    });
    pieces.push(piece);
    return pieces;
}
/** For each grapheme: whether it lies in a stretch without a space longer than `maxUnbroken`. */
function stretchesLongerThan(graphemes, maxUnbroken) {
    const tooLong = new Array(graphemes.length).fill(false);
    let start = 0;
    for (let index = 0; index <= graphemes.length; index += 1) {
        if (index < graphemes.length && graphemes[index] !== " ")
            continue;
        if (index - start > maxUnbroken)
            tooLong.fill(true, start, index);
        start = index + 1;
    }
    return tooLong;
}
/**
 * A fenced code block: the fence is one backtick longer than the longest backtick run
 * inside, so nothing in the text can close it; inside, nothing is rendered.
 */
function markdownFence(text, info = "text") {
    const body = neutralizeLinks(stripAnsi(text).replace(/\r\n?/g, "\n").replace(MARKDOWN_UNSAFE, visibleOrReplaced).replace(/\n+$/, ""));
    let longest = 0;
    for (const run of body.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    const fence = "`".repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${body}\n${fence}\n`;
}
/**
 * A link whose label is escaped and whose target is percent-encoded segment by segment
 * (not neutralised: the target must still name the file).
 */
function markdownLink(labelMarkdown, base, relativePath) {
    const safePath = visibleLine(relativePath)
        .split("/")
        .map((segment) => encodeURIComponent(segment).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join("/");
    const target = `${base.endsWith("/") ? base : `${base}/`}${safePath}`;
    return `[${labelMarkdown}](${target.replace(/[()<>\s]/g, (c) => encodeURIComponent(c))})`;
}
/** Cuts a UTF-8 rendering to fewer than `maxBytes` bytes at a character boundary. */
function truncateUtf8(text, maxBytes) {
    if (Buffer.byteLength(text, "utf8") <= maxBytes)
        return text;
    const bytes = Buffer.from(text, "utf8");
    let end = Math.max(0, maxBytes);
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end -= 1;
    return bytes.subarray(0, end).toString("utf8");
}
/**
 * Recordings are untrusted: ANSI escapes go, line breaks (which could start a new workflow
 * command) become spaces, control, bidi and zero-width characters visible escapes, links
 * and mentions are neutralised as in the reports, and the text is bounded (to `maxChars`
 * code points, the last an ellipsis).
 */
function oneLine(text, maxChars) {
    const safe = displayLine(text);
    const chars = Array.from(safe);
    return chars.length > maxChars ? `${chars.slice(0, maxChars - 1).join("")}…` : safe;
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ RENDERED_JSON),
/* harmony export */   at: () => (/* binding */ renderRecordingJson),
/* harmony export */   j8: () => (/* binding */ adoptRenderedRecording),
/* harmony export */   x$: () => (/* binding */ jsonReportChunks)
/* harmony export */ });
/* unused harmony export renderJsonReport */
/** Objects and arrays nested deeper than this are written on one line. */
const PRETTY_DEPTH = 3;
/** Where each recording sits in the report: `report.recordings[i]`. */
const RECORDING_DEPTH = 2;
/**
 * A recording that holds its own JSON-report text (UTF-8, by {@link renderRecordingJson}),
 * rendered as it was judged (replay/compact.ts): the report writes those bytes instead of
 * rendering it again. A method, not an entry in a map: 100,000 recordings kept entries
 * of their own, and a closure each to read the bytes back from disk (issue 26).
 */
const RENDERED_JSON = Symbol("rendered JSON");
/**
 * Recordings rendered elsewhere (a shard report, replay/merge.ts), by the bytes they were
 * written with. Recording reports are never changed after judging, so the bytes stay true.
 */
const renderedRecordings = new WeakMap();
function adoptRenderedRecording(recording, rendered) {
    renderedRecordings.set(recording, rendered);
}
function renderedBytesOf(recording) {
    const holder = recording;
    return holder[RENDERED_JSON] === undefined ? renderedRecordings.get(recording) : holder[RENDERED_JSON]();
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
            yield* coalesced(prettyChunks(value, 1));
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
        yield renderedBytesOf(recording) ?? renderRecordingJson(recording);
    }
    yield `\n${"  ".repeat(RECORDING_DEPTH - 1)}]`;
}
/** Pieces are gathered into strings of about this many UTF-16 code units before they are handed on. */
const CHUNK_CHARS = 64 * 1024;
/**
 * `value` as {@link formatJson} writes it, in pieces: the comparison of a gated run holds a
 * few lines for every case, which for 100,000 cases would be hundreds of megabytes of pieces
 * held at once before one join. The levels written one item per line are walked here, and
 * each deeper value is formatted alone, so the pieces are those of {@link pushJson} in order.
 */
function* prettyChunks(value, depth) {
    if (value === null || typeof value !== "object" || depth >= PRETTY_DEPTH) {
        yield formatJson(value, depth);
        return;
    }
    const indent = "  ".repeat(depth + 1);
    const closing = "  ".repeat(depth);
    if (Array.isArray(value)) {
        if (value.length === 0) {
            yield "[]";
            return;
        }
        yield `[\n${indent}`;
        for (const [index, item] of value.entries()) {
            if (index > 0)
                yield `,\n${indent}`;
            yield* prettyChunks(item, depth + 1);
        }
        yield `\n${closing}]`;
        return;
    }
    let empty = true;
    for (const key in value) {
        const item = value[key];
        if (item === undefined)
            continue;
        yield `${empty ? "{\n" : ",\n"}${indent}${JSON.stringify(key)}: `;
        empty = false;
        yield* prettyChunks(item, depth + 1);
    }
    yield empty ? "{}" : `\n${closing}}`;
}
/** Small pieces joined into strings of about {@link CHUNK_CHARS}: fewer, larger writes. */
function* coalesced(pieces) {
    let batch = [];
    let chars = 0;
    for (const piece of pieces) {
        batch.push(piece);
        chars += piece.length;
        if (chars >= CHUNK_CHARS) {
            yield batch.join("");
            batch = [];
            chars = 0;
        }
    }
    if (batch.length > 0)
        yield batch.join("");
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

/***/ 6289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ foldAll)
/* harmony export */ });
/** Every recording of `recordings` through `fold`, and what it made of them. */
function foldAll(recordings, fold) {
    for (const recording of recordings)
        fold.add(recording);
    return fold.done();
}


/***/ }),

/***/ 7373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ omittedOperations),
/* harmony export */   cP: () => (/* binding */ withReportedOperations),
/* harmony export */   cv: () => (/* binding */ parseReportOperations),
/* harmony export */   gy: () => (/* binding */ REPORT_OPERATIONS)
/* harmony export */ });
/**
 * Which operations the JSON report lists (`--report-operations`, the action's
 * `report-operations`). `relevant`, the default: only those a reader of the report can
 * need (issue 26: in a large run 148 of every 150 are clean single executions, 93 % of the
 * report, restating the committed recording). `all`: every one, as schema version 1 did.
 * It changes what is written, never what is judged, so it is no part of the judging
 * configuration or its hash.
 */
const REPORT_OPERATIONS = ["relevant", "all"];
function parseReportOperations(value) {
    return REPORT_OPERATIONS.includes(value) ? value : null;
}
/**
 * The recording's report as the JSON report lists it: with `relevant`, the operations a
 * violation or observation names (by id, or by the sequence number of one of its calls),
 * and every one that is not a clean single execution — which takes in every operation that
 * lost points — with `operationsOmitted` counting the rest, right after `operations`.
 * Every reader of the report (JUnit, Markdown, the gate's SCORE_DROP explanation, the
 * action's annotations) needs only these.
 */
function withReportedOperations(recording, listed) {
    if (listed === "all")
        return recording;
    const named = new Set();
    const namedCalls = new Set();
    for (const finding of [...recording.violations, ...recording.observations]) {
        if (finding.operation !== null)
            named.add(finding.operation);
        for (const seq of finding.seqs)
            namedCalls.add(seq);
    }
    // A loop, not filter() with a callback: a large recording has thousands of operations, met
    // once each in a cold process, where every call and closure runs in the interpreter.
    const operations = [];
    for (let i = 0; i < recording.operations.length; i += 1) {
        const op = recording.operations[i];
        if (!isCleanSingleExecution(op) || named.has(op.id) || namesAnAttempt(op, namedCalls))
            operations.push(op);
    }
    const out = {};
    for (const [key, value] of Object.entries(recording)) {
        if (key === "operationsOmitted")
            continue;
        out[key] = key === "operations" ? operations : value;
        if (key === "operations")
            out.operationsOmitted = recording.operations.length - operations.length;
    }
    return out;
}
function namesAnAttempt(op, namedCalls) {
    if (namedCalls.size === 0)
        return false;
    for (let i = 0; i < op.attempts.length; i += 1)
        if (namedCalls.has(op.attempts[i].seq))
            return true;
    return false;
}
/**
 * One call, executed once, no fault met and nothing to handle: it cost no points and no
 * finding can be about it unless one names it.
 */
function isCleanSingleExecution(op) {
    return (op.outcome === "EXECUTED_ONCE" &&
        op.executions === 1 &&
        op.attempts.length === 1 &&
        op.fault === null &&
        op.handling === null);
}
/** The operations `reported` (from {@link withReportedOperations}) leaves out of `recording`. */
function omittedOperations(recording, reported) {
    if (reported.operations.length === recording.operations.length)
        return [];
    const kept = new Set(reported.operations);
    return recording.operations.filter((op) => !kept.has(op));
}


/***/ }),

/***/ 9236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UG: () => (/* binding */ withRunProblems),
/* harmony export */   eA: () => (/* binding */ MAX_RUN_PROBLEMS),
/* harmony export */   n1: () => (/* binding */ MAX_RUN_PROBLEM_CHARS)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4031);

/** Bounds of `runProblems`: the headline shows the first, so a few short lines are plenty. */
const MAX_RUN_PROBLEMS = 100;
const MAX_RUN_PROBLEM_CHARS = 1000;
/**
 * The report with the run's own problems (a pattern that matched nothing, an unreadable
 * baseline) written into it, one bounded line each (`runProblems`): every file, and any
 * rendering of the JSON report later (the pull request comment), then opens with them.
 * Apart from schema.ts so that the CLI's `replay` does not load zod to call it.
 */
function withRunProblems(report, problems) {
    if (problems.length === 0)
        return report;
    const lines = problems.slice(0, MAX_RUN_PROBLEMS).map((problem) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(problem, MAX_RUN_PROBLEM_CHARS));
    return { ...report, runProblems: lines };
}


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ REPORT_SCHEMA_VERSION),
/* harmony export */   h: () => (/* binding */ MAX_SHARDS)
/* harmony export */ });
/** The JSON report's `schemaVersion`; kept apart from the zod schema so a replay need not load zod to write it. */
const REPORT_SCHEMA_VERSION = 2;
/** The most shards a run can be split into (a CI matrix is far smaller); here, not in schema.ts, so `--shard` parsing loads no zod. */
const MAX_SHARDS = 9999;


/***/ }),

/***/ 1238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ shardLabel),
/* harmony export */   u: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var _schema_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(914);

/** `I/N` with 1 ≤ I ≤ N ≤ {@link MAX_SHARDS}; null when `text` is not that. */
function parseShard(text) {
    const match = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(text);
    if (!match)
        return null;
    const index = Number(match[1]);
    const total = Number(match[2]);
    return total >= 1 && total <= _schema_version_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SHARDS */ .h && index >= 1 && index <= total ? { index, total } : null;
}
/** `shard 2/4`, as summaries and headlines name a shard. */
function shardLabel(shard) {
    return `shard ${shard.index}/${shard.total}`;
}


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
 *
 * A target that is a character device or a FIFO (`--json /dev/null`, `--json /dev/stdout`
 * into a pipe) is a stream, not stored data: it is written straight, because a rename would
 * put a regular file in place of the device (as root, in place of /dev/null itself). A socket,
 * a block device or a directory there is refused.
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
    if (replace && (await isStreamTarget(target)))
        return writeStraight(target, content);
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
/** True for a character device or FIFO at `target` (links followed); throws for a socket or block device. */
async function isStreamTarget(target) {
    let stats;
    try {
        stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
    }
    catch (error) {
        if (error.code === "ENOENT")
            return false;
        throw error;
    }
    if (stats.isCharacterDevice() || stats.isFIFO())
        return true;
    // A directory keeps failing at the rename, with the message users already see.
    if (stats.isDirectory())
        return false;
    const kind = (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .fileKind */ .h_)(stats);
    if (kind !== null)
        throw new Error(`not a regular file (${kind})`);
    return false;
}
async function writeStraight(target, content) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, "w");
    try {
        if (typeof content === "string" || content instanceof Uint8Array)
            await handle.writeFile(content);
        else
            await writePieces(handle, content);
    }
    finally {
        await handle.close();
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
/* harmony export */   FG: () => (/* binding */ ensureDirSync),
/* harmony export */   JK: () => (/* binding */ fileOpening),
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
/**
 * The start of a regular file, up to the end of its first line with content: enough to
 * tell a baseline report from a history (looksLikeHistory) or an empty file, where reading
 * a report of 100,000 recordings whole would hold all of its text (issue 26).
 */
function fileOpening(file) {
    const { fd } = openRegularFile(file);
    try {
        const decoder = new TextDecoder();
        const buffer = Buffer.allocUnsafe(OPENING_READ_BYTES);
        let text = "";
        for (let got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer); got > 0; got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer)) {
            text += decoder.decode(buffer.subarray(0, got), { stream: true });
            if (/\S/.test(text) && text.includes("\n"))
                break;
        }
        return withoutByteOrderMark(text + decoder.decode());
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const OPENING_READ_BYTES = 64 * 1024;


/***/ }),

/***/ 4272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ lazyRegExp)
/* harmony export */ });
/**
 * A regular expression built on first use, from its source as a string: the getter builds it
 * once and returns that one object afterwards.
 *
 * For patterns with Unicode property escapes (`\p{L}`): V8 checks a `\p{…}` literal's syntax
 * when it compiles the module and builds it when the module runs, millions of instructions
 * that every process and worker loading the module paid, whether the pattern was used or not
 * (docs/benchmarks.md). A string is only a string until the getter is called.
 */
function lazyRegExp(source, flags) {
    let built;
    return () => (built ??= new RegExp(source, flags));
}


/***/ })

};
