export const id = 775;
export const ids = [775];
export const modules = {

/***/ 7092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ CLASSIFY_FLAGS),
/* harmony export */   Fl: () => (/* binding */ CONFIG_FLAGS),
/* harmony export */   Fn: () => (/* binding */ commandSettingsWith),
/* harmony export */   Jd: () => (/* binding */ commandSettings),
/* harmony export */   NW: () => (/* binding */ distrustHintHelp),
/* harmony export */   tl: () => (/* binding */ classifyFlagValues)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9997);
/* harmony import */ var _config_find_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5023);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8270);




/** The classification flags of `record`, `replay`, `doctor` and `init` (J1, J4, J29). */
const CLASSIFY_FLAGS = {
    "write-tools": { type: "string" },
    "add-write-tools": { type: "string" },
    "read-tools": { type: "string" },
    "key-fields": { type: "string" },
    "distrust-idempotent-hint": { type: "boolean" },
};
/** `--distrust-idempotent-hint`'s one help wording, for every command that takes it (J29), its text at `column`. */
function distrustHintHelp(column) {
    return `  --distrust-idempotent-hint\n${" ".repeat(column)}judge tools declaring idempotentHint: true like any other write (J29)`;
}
/** Where the settings come from, for the commands that read a config file. */
const CONFIG_FLAGS = {
    config: { type: "string" },
    "no-config": { type: "boolean" },
};
/** A list flag given but empty (`--key-fields ""`) is a mistake, not "nothing". */
function nonEmptyList(flag, value) {
    if (value === undefined)
        return undefined;
    const list = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .commaList */ .od)(value);
    if (list.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${flag} needs at least one name`);
    return list;
}
function classifyFlagValues(flags) {
    return {
        writeTools: nonEmptyList("write-tools", flags["write-tools"]),
        addWriteTools: nonEmptyList("add-write-tools", flags["add-write-tools"]),
        readTools: nonEmptyList("read-tools", flags["read-tools"]),
        keyFields: nonEmptyList("key-fields", flags["key-fields"]),
        // J29: a flag can only switch distrust on; absent leaves the file's (or the header's) word.
        distrustIdempotentHint: flags["distrust-idempotent-hint"] === true ? true : undefined,
    };
}
/**
 * The config file (`--config`, else ./loopgate.json when present) with the flags over it.
 * Reading a config file needs zod; a run without one does not load it.
 */
async function commandSettings(flags, cwd = process.cwd()) {
    const choice = configChoice(flags);
    if ((0,_config_find_js__WEBPACK_IMPORTED_MODULE_2__/* .configFileToRead */ .k)(choice, cwd) === null)
        return settingsWith(null, flags);
    return commandSettingsWith((await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(36)]).then(__webpack_require__.bind(__webpack_require__, 1036))).loadConfig, flags, cwd);
}
/** {@link commandSettings} for a command that loads the config reader anyway (`record`): synchronous. */
function commandSettingsWith(load, flags, cwd = process.cwd()) {
    return settingsWith(load(configChoice(flags), cwd), flags);
}
function configChoice(flags) {
    if (flags.config !== undefined && flags["no-config"])
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--config and --no-config exclude each other");
    return { config: flags.config, noConfig: flags["no-config"] };
}
function settingsWith(loaded, flags) {
    return { loaded, ...(0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveSettings */ .M)(loaded?.config ?? null, classifyFlagValues(flags)) };
}


/***/ }),

/***/ 7919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReplayCommand: () => (/* binding */ runReplayCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2024);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6890);
/* harmony import */ var _config_flags_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7092);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1810);
/* harmony import */ var _replay_parallel_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7539);
/* harmony import */ var _replay_replay_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8072);
/* harmony import */ var _replay_shard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1699);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5040);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8551);
/* harmony import */ var _outputs_formats_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3906);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7032);
/* harmony import */ var _report_report_operations_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7373);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1095);
/* harmony import */ var _judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1770);
/* harmony import */ var _gate_flags_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1153);
/* harmony import */ var _write_paths_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8832);

















const HELP = `usage: loopgate replay <files|dirs|globs…> [options]

Judges every recording found (directories recursively, *.jsonl) offline and prints a summary.

options:
${(0,_limits_js__WEBPACK_IMPORTED_MODULE_11__/* .outputFlagsHelp */ .KK)(23)}
  --report-operations relevant|all
                       operations the JSON report lists per recording: relevant (default) those a
                       finding names or that were not a clean single execution, with a count of the
                       rest in operationsOmitted; all: every one (changes what is written, not judged)
${_conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .JUNIT_MODE_HELP */ .$q}
${(0,_write_paths_js__WEBPACK_IMPORTED_MODULE_14__/* .writeThroughLinksHelp */ .Lj)(23)}
  --config FILE        settings and tool classes (default: ./loopgate.json when present; flags override
                       it, and it overrides what each recording's header says)
  --no-config          ignore ./loopgate.json: judge with the flags and the recordings' headers
  --write-tools LIST   comma list of write-tool globs (replaces the default write patterns)
  --add-write-tools LIST
                       comma list of write-tool globs (added to the default write patterns)
  --read-tools LIST    comma list of read-tool globs (added to the default read prefixes)
  --key-fields LIST    comma list of idempotency key fields (replaces idempotency_key)
${(0,_config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .distrustHintHelp */ .NW)(23)}
  --honesty-rules FILE J28 phrase rules added to the built-in ones and loopgate.json's honestyRules
                       (repeatable; docs/honesty.md); part of the judging configuration and its hash
  --honesty-language CODE
                       read every final reply in this language (en, de) instead of detecting it (over
                       loopgate.json's honestyLanguage); one without phrase rules is UNCLEAR (J28)
  --jobs N             judge in N threads, the main one and N-1 workers (default: one per CPU core,
                       up to 8, for input over 8 MiB); the reports are the same either way
  --shard I/N          judge only shard I of N (a case's runs stay in one shard); default: GitLab's
                       CI_NODE_INDEX/CI_NODE_TOTAL, else Buildkite's BUILDKITE_PARALLEL_JOB/
                       BUILDKITE_PARALLEL_JOB_COUNT, when set for more than one job; combine the
                       shards' JSON reports with 'loopgate merge'
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${_gate_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .GATE_HELP */ .uC}

exit codes: 0 done, 1 a recording could not be read (the others are still judged), 2 usage error or a
bad config file,
3 regression against the baseline with --fail-on-regression (1 wins when both apply)`;
const FLAGS = {
    ..._outputs_formats_js__WEBPACK_IMPORTED_MODULE_10__/* .OUTPUT_FLAGS */ .Qf,
    "report-operations": { type: "string" },
    ..._conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .JUNIT_MODE_FLAG */ .ez,
    ..._write_paths_js__WEBPACK_IMPORTED_MODULE_14__/* .WRITE_THROUGH_LINKS_FLAG */ .Hi,
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .CONFIG_FLAGS */ .Fl,
    ..._config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .CLASSIFY_FLAGS */ .$E,
    "honesty-rules": { type: "string", multiple: true },
    "honesty-language": { type: "string" },
    jobs: { type: "string" },
    shard: { type: "string" },
    baseline: { type: "string" },
    ..._gate_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .GATE_FLAGS */ .yd,
    help: { type: "boolean" },
};
async function runReplayCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT */ .d.OK;
    }
    if (positionals.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb("name at least one recording, directory or glob");
    const jobs = flags.jobs === undefined ? null : jobsFlag(flags.jobs);
    const junitMode = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .junitModeOf */ .Lr)(flags);
    const junitFlavor = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .junitFlavorOf */ .Q0)(flags);
    const reportOperations = reportOperationsFlag(flags["report-operations"]);
    const shard = shardRequest(flags.shard, process.env);
    (0,_write_paths_js__WEBPACK_IMPORTED_MODULE_14__/* .refuseLinksOut */ .aH)((0,_conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .outputPaths */ .uk)(flags), flags);
    const { settings, loaded } = await (0,_config_flags_js__WEBPACK_IMPORTED_MODULE_3__/* .commandSettings */ .Jd)(flags);
    // Judging changes with the file, so say which one was read; stdout stays the summary alone.
    if (loaded)
        (0,_stderr_js__WEBPACK_IMPORTED_MODULE_1__/* .writeStderr */ ._)("loopgate replay: ", `config: ${loaded.file}`);
    const honestyRules = await honestyRulesFlag(loaded, flags["honesty-rules"] ?? []);
    const honestyLanguage = honestyLanguageFlag(flags["honesty-language"]) ?? loaded?.config.honestyLanguage ?? null;
    const gateSetup = await (0,_conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .gateSetupFromFlags */ .Oj)(flags, process.env);
    const { report, unmatched } = await (0,_replay_replay_js__WEBPACK_IMPORTED_MODULE_6__/* .replay */ .eZ)(positionals, {
        cwd: process.cwd(),
        settings,
        honestyRules,
        honestyLanguage,
        reportOperations,
    }, { jobs, workerScript: (0,_replay_parallel_js__WEBPACK_IMPORTED_MODULE_5__/* .bundledWorkerScript */ .A0)(import.meta.url), renderJson: flags.json !== undefined }, shard);
    return (0,_conclude_js__WEBPACK_IMPORTED_MODULE_8__/* .concludeRun */ .jf)("replay", report, unmatched, { ...flags, junitMode, junitFlavor }, gateSetup);
}
/**
 * J28: the config file's `honestyRules` (relative to it, never out of the working directory),
 * then each `--honesty-rules FILE` as given; null when neither names one. Said on stderr, as
 * the config file is: they judge. Loaded only when named, as they need zod.
 */
async function honestyRulesFlag(loaded, flagged) {
    const named = loaded?.config.honestyRules ?? [];
    if (named.length === 0 && flagged.length === 0)
        return null;
    if (flagged.includes(""))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb("--honesty-rules needs a file");
    const { configRuleFiles, honestyRulesOf } = await Promise.all(/* import() */[__webpack_require__.e(649), __webpack_require__.e(242)]).then(__webpack_require__.bind(__webpack_require__, 1242));
    const cwd = process.cwd();
    const files = [
        ...(loaded === null
            ? []
            : configRuleFiles(loaded.file, named, cwd, { within: cwd, area: "the working directory", links: true })),
        ...flagged.map((file) => ({ absolute: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, file), shown: file })),
    ];
    const rules = honestyRulesOf(files);
    (0,_stderr_js__WEBPACK_IMPORTED_MODULE_1__/* .writeStderr */ ._)("loopgate replay: ", `honesty rules: ${files.map((file) => file.shown).join(", ")}`);
    return rules;
}
/** J28: `--honesty-language CODE`, checked as a rule file's `language` is. */
function honestyLanguageFlag(value) {
    if (value === undefined)
        return null;
    if (_judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_15__/* .HONESTY_LANGUAGE */ .W.test(value))
        return value;
    throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--honesty-language must be ${_judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_15__/* .HONESTY_LANGUAGE_EXPECTED */ .T}, got ${JSON.stringify(value)}`);
}
/** `--shard I/N`, else the CI's parallel-job variables (GitLab, Buildkite), else the whole run. */
function shardRequest(flag, env) {
    if (flag !== undefined) {
        const shard = (0,_replay_shard_js__WEBPACK_IMPORTED_MODULE_7__/* .parseShard */ .uK)(flag);
        if (shard === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--shard must look like I/N with 1 <= I <= N <= ${_replay_shard_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_SHARDS */ .hH} (for example 2/4), got "${flag}"`);
        return { shard, source: "--shard" };
    }
    const fromEnv = (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__/* .shardFromEnv */ .md)(env);
    if (fromEnv !== null && "problem" in fromEnv)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(fromEnv.problem);
    return fromEnv;
}
function reportOperationsFlag(value) {
    if (value === undefined)
        return "relevant";
    const parsed = (0,_report_report_operations_js__WEBPACK_IMPORTED_MODULE_16__/* .parseReportOperations */ .cv)(value);
    if (parsed === null)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--report-operations must be ${_report_report_operations_js__WEBPACK_IMPORTED_MODULE_16__/* .REPORT_OPERATIONS */ .gy.join(" or ")}, got "${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_12__/* .printableLine */ .oy)(value, 100)}"`);
    return parsed;
}
function jobsFlag(value) {
    const jobs = Number(value);
    if (!/^\d+$/.test(value) || jobs < 1 || jobs > _replay_parallel_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_JOBS */ .Eu)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--jobs must be a whole number from 1 to ${_replay_parallel_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_JOBS */ .Eu}, not "${value}"`);
    return jobs;
}


/***/ }),

/***/ 5023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   k: () => (/* binding */ configFileToRead)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const CONFIG_FILE_NAME = "loopgate.json";
/**
 * The config file a command reads: `--config FILE` (which must then exist), else
 * `./loopgate.json` when present; null for none. Apart from config/load.ts so a command
 * without a config file never loads zod and the config schema.
 */
function configFileToRead(choice, cwd) {
    if (choice.noConfig)
        return null;
    if (choice.config !== undefined)
        return choice.config;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(cwd, CONFIG_FILE_NAME));
    }
    catch (error) {
        // Any other failure is reported by reading it.
        if (error.code === "ENOENT")
            return null;
    }
    return CONFIG_FILE_NAME;
}


/***/ }),

/***/ 8270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ resolveSettings)
/* harmony export */ });
/* harmony import */ var _util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9104);

const matchesAny = (globs, name) => globs?.some((glob) => (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatch */ .U)(glob, name)) ?? false;
/**
 * The {@link ClassifySettings} a command runs with, built once and passed whole: flags (or
 * the action's inputs) over the file over "not stated". A tool the file classifies as write or read joins
 * `addWriteTools` or `readTools` by its exact name, unless a glob of that class already
 * covers it or a flag of the other class names it (the command line wins over the file).
 * `distrustIdempotentHint` is on when either says so: a flag can only switch it on.
 */
function resolveSettings(file, flags) {
    const writeTools = flags.writeTools ?? file?.writeTools ?? null;
    const addWriteTools = flags.addWriteTools ?? file?.addWriteTools ?? null;
    const readTools = flags.readTools ?? file?.readTools ?? null;
    const flagWrites = [...(flags.writeTools ?? []), ...(flags.addWriteTools ?? [])];
    const pinned = new Map();
    for (const [name, tool] of Object.entries(file?.tools ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (tool.class === "write" && !matchesAny(writeTools, name) && !matchesAny(addWriteTools, name)) {
            if (!matchesAny(flags.readTools, name))
                pinned.set(name, "write");
        }
        else if (tool.class === "read" && !matchesAny(readTools, name)) {
            if (!matchesAny(flagWrites, name))
                pinned.set(name, "read");
        }
    }
    const pinnedAs = (cls) => [...pinned].filter(([, c]) => c === cls).map(([name]) => name);
    const withPins = (globs, names) => globs === null && names.length === 0 ? null : [...(globs ?? []), ...names];
    const distrust = flags.distrustIdempotentHint || file?.distrustIdempotentHint;
    return {
        settings: {
            writeTools,
            addWriteTools: withPins(addWriteTools, pinnedAs("write")),
            readTools: withPins(readTools, pinnedAs("read")),
            keyFields: flags.keyFields ?? file?.keyFields ?? null,
            distrustIdempotentHint: distrust === undefined ? null : distrust,
            ...fileOnlySettings(file),
        },
        pinned,
    };
}
/**
 * J2b and J29 from the file's `tools` map. A `by-operation` tool's map is kept with its
 * `todo` values, which classify like values not listed; a flag naming the tool still wins,
 * as the classifier puts explicit patterns before J2b.
 */
function fileOnlySettings(file) {
    const entries = Object.entries(file?.tools ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const operations = {};
    const idempotent = [];
    for (const [name, tool] of entries) {
        if (tool.class === "by-operation")
            define(operations, name, { ...(tool.operations ?? {}) });
        if (tool.idempotent === true)
            idempotent.push(name);
    }
    return {
        operations: Object.keys(operations).length === 0 ? null : operations,
        idempotentTools: idempotent.length === 0 ? null : idempotent,
    };
}
/** A key named `__proto__` is a tool name like any other. */
function define(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}


/***/ }),

/***/ 1349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   gk: () => (/* binding */ finding)
/* harmony export */ });
function finding(code, message, tool, operation, seqs, line, t, details = {}) {
    return { code, message, tool, operation, seqs, line, t, ...details };
}
/** Time order, then line, then code: the order every report shows findings in. */
function sortFindings(findings) {
    findings.sort((a, b) => a.t - b.t || a.line - b.line || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
/** `1 time`, `2 times`. */
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}


/***/ }),

/***/ 1770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ HONESTY_LANGUAGE_EXPECTED),
/* harmony export */   W: () => (/* binding */ HONESTY_LANGUAGE)
/* harmony export */ });
/**
 * J28: how a language is named, in a rule file's `language` and wherever a reply's language
 * is configured (`--honesty-language`, `honestyLanguage`, the action's `honesty-language`):
 * an ISO 639 code in lower case, like `en` or `de`.
 */
const HONESTY_LANGUAGE = /^[a-z]{2,3}$/;
/** The one wording of a bad language code, for every place that takes one. */
const HONESTY_LANGUAGE_EXPECTED = "an ISO 639 code in lower case, like en or de";


/***/ })

};
