export const id = 919;
export const ids = [919];
export const modules = {

/***/ 7919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReplayCommand: () => (/* binding */ runReplayCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9630);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1810);
/* harmony import */ var _replay_parallel_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2792);
/* harmony import */ var _replay_replay_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8072);
/* harmony import */ var _replay_shard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1699);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1136);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8551);
/* harmony import */ var _gate_flags_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1153);









const HELP = `usage: loopgate replay <files|dirs|globs…> [options]

Judges every recording found (directories recursively, *.jsonl) offline and prints a summary.

options:
  --json FILE          write the JSON report
  --junit FILE         write JUnit XML (one testsuite per scenario, one testcase per recording)
  --markdown FILE      write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)
  --config FILE        settings and tool classes (default: ./loopgate.json when present; flags override
                       it, and it overrides what each recording's header says)
  --no-config          ignore ./loopgate.json: judge with the flags and the recordings' headers
  --write-tools LIST   comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST
                       comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST    comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST    comma list of idempotency key fields (replaces idempotency_key)
  --distrust-idempotent-hint
                       judge tools declaring idempotentHint: true like any other write (J29)
  --jobs N             judge in N worker threads (default: one per CPU core, up to 8, for input over
                       8 MiB; 1 judges in the main thread); the reports are the same either way
  --shard I/N          judge only shard I of N (a case's runs stay in one shard); default: GitLab's
                       CI_NODE_INDEX/CI_NODE_TOTAL, else Buildkite's BUILDKITE_PARALLEL_JOB/
                       BUILDKITE_PARALLEL_JOB_COUNT, when set for more than one job; combine the
                       shards' JSON reports with 'loopgate merge'
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${_gate_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .GATE_HELP */ .uC}

exit codes: 0 done, 1 a recording could not be read (the others are still judged), 2 usage error or a
bad config file,
3 regression against the baseline with --fail-on-regression (1 wins when both apply)`;
const FLAGS = {
    json: { type: "string" },
    junit: { type: "string" },
    markdown: { type: "string" },
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG_FLAGS */ .Fl,
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .CLASSIFY_FLAGS */ .$E,
    jobs: { type: "string" },
    shard: { type: "string" },
    baseline: { type: "string" },
    ..._gate_flags_js__WEBPACK_IMPORTED_MODULE_8__/* .GATE_FLAGS */ .yd,
    help: { type: "boolean" },
};
async function runReplayCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.OK;
    }
    if (positionals.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("name at least one recording, directory or glob");
    const jobs = flags.jobs === undefined ? null : jobsFlag(flags.jobs);
    const shard = shardRequest(flags.shard, process.env);
    const { settings, loaded } = (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .commandSettings */ .Jd)(flags);
    // Judging changes with the file, so say which one was read; stdout stays the summary alone.
    if (loaded)
        process.stderr.write(`loopgate replay: config: ${loaded.file}\n`);
    const gateSetup = await (0,_conclude_js__WEBPACK_IMPORTED_MODULE_6__/* .gateSetupFromFlags */ .O)(flags, process.env);
    const { report, unmatched } = await (0,_replay_replay_js__WEBPACK_IMPORTED_MODULE_4__/* .replay */ .eZ)(positionals, {
        cwd: process.cwd(),
        writeTools: settings.writeTools,
        addWriteTools: settings.addWriteTools,
        readTools: settings.readTools,
        keyFields: settings.keyFields,
        distrustIdempotentHint: settings.distrustIdempotentHint,
    }, { jobs, workerScript: (0,_replay_parallel_js__WEBPACK_IMPORTED_MODULE_3__/* .bundledWorkerScript */ .A0)(import.meta.url), renderJson: flags.json !== undefined }, shard);
    return (0,_conclude_js__WEBPACK_IMPORTED_MODULE_6__/* .concludeRun */ .j)("replay", report, unmatched, flags, gateSetup);
}
/** `--shard I/N`, else the CI's parallel-job variables (GitLab, Buildkite), else the whole run. */
function shardRequest(flag, env) {
    if (flag !== undefined) {
        const shard = (0,_replay_shard_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShard */ .uK)(flag);
        if (shard === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--shard must look like I/N with 1 <= I <= N <= ${_replay_shard_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH} (for example 2/4), got "${flag}"`);
        return { shard, source: "--shard" };
    }
    const fromEnv = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_2__/* .shardFromEnv */ .md)(env);
    if (fromEnv !== null && "problem" in fromEnv)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(fromEnv.problem);
    return fromEnv;
}
function jobsFlag(value) {
    const jobs = Number(value);
    if (!/^\d+$/.test(value) || jobs < 1 || jobs > _replay_parallel_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_JOBS */ .Eu)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--jobs must be a whole number from 1 to ${_replay_parallel_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_JOBS */ .Eu}, not "${value}"`);
    return jobs;
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
/* harmony import */ var _replay_shard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1699);

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
        const shard = /^\d{1,4}$/.test(index) ? (0,_replay_shard_js__WEBPACK_IMPORTED_MODULE_0__/* .parseShard */ .uK)(`${Number(index) + 1 - names.firstIndex}/${total}`) : null;
        if (shard === null)
            return {
                problem: `${names.index}=${JSON.stringify(index).slice(0, 40)} and ${names.total}=${JSON.stringify(total).slice(0, 40)} name no shard (the index counts from ${names.firstIndex})`,
            };
        return { shard, source };
    }
    return null;
}


/***/ })

};
