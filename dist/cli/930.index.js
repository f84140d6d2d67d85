export const id = 930;
export const ids = [930];
export const modules = {

/***/ 2930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMergeCommand: () => (/* binding */ runMergeCommand)
});

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/read.ts + 2 modules
var read = __webpack_require__(4417);
// EXTERNAL MODULE: ./src/replay/find.ts
var find = __webpack_require__(6248);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/replay/replay.ts
var replay = __webpack_require__(8072);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(3186);
// EXTERNAL MODULE: ./src/replay/shard.ts
var replay_shard = __webpack_require__(1699);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/replay/merge.ts









/** Shards that do not add up to one run: one line, naming the files. */
class ShardMergeError extends Error {
    name = "ShardMergeError";
}
/**
 * Shards are one run's, merged by the loopgate that judged them: their reports are read as
 * written, never upgraded from an older schema (an upgraded report would not be the bytes
 * that run wrote).
 */
const SHARD_READING = {
    strict: true,
    onlyCurrent: "shards are merged by the loopgate that judged them; judge the shards again with this one",
};
/**
 * Finds and reads the shard reports `args` name (files, directories of `*.json`, globs,
 * relative to `cwd`). A report outside `cwd` is named by its absolute path, not ../../….
 */
async function readShardReports(args, cwd) {
    const found = await (0,find/* findFiles */.lY)(args, cwd, ".json");
    if (found.unmatched.length > 0)
        throw new ShardMergeError(`no shard report matches "${found.unmatched[0]}"`);
    const shards = [];
    for (const file of found.files) {
        const shown = file.startsWith("../") ? external_node_path_default().resolve(cwd, file) : file;
        shards.push({ file: shown, ...(await (0,read/* decodeReportFile */.B$)(external_node_path_default().resolve(cwd, file), shown, SHARD_READING)) });
    }
    return shards;
}
/**
 * The whole run from the reports of its shards: the report one unsharded `replay` over the
 * same recordings with the same options writes, byte for byte, and the arguments that run
 * found nothing for. Throws {@link ShardMergeError} unless the shards are every shard of one
 * run, each once, judged by this loopgate with one judging configuration.
 */
function mergeShards(files) {
    if (files.length === 0)
        throw new ShardMergeError("no shard reports to merge");
    const shards = files.map(requireShard);
    const first = shards[0];
    for (const shard of shards)
        requireSameRun(shard, first);
    requireEachShardOnce(shards);
    const recordings = shards.flatMap(recordingsAsWritten);
    requireRecordingsOfTheRun(recordings, shards);
    // The JSON as written, not as validated: its key order is the order the report is written in.
    const config = first.json.config;
    return {
        report: (0,replay/* reportOf */.EI)(recordings, config, first.report.reportOperations),
        unmatched: first.shard.run.unmatched,
    };
}
function requireShard(file) {
    const shard = file.report.shard;
    if (shard === undefined)
        throw new ShardMergeError(`${file.file}: not a shard's report (it has no "shard"): merge the JSON reports of 'loopgate replay --shard I/N'`);
    const version = file.report.loopgate.version;
    if (version !== src_version/* LOOPGATE_VERSION */.d)
        throw new ShardMergeError(`${file.file}: judged by loopgate ${version}, this is loopgate ${src_version/* LOOPGATE_VERSION */.d}: merge with the loopgate that judged the shards`);
    // The config as written (the merged report writes it so), not as validated.
    const { hash, ...settings } = file.json.config;
    if ((0,replay/* configHash */.r_)(settings) !== hash)
        throw new ShardMergeError(`${file.file}: its "config" does not hash to its config.hash ${hash}: the report was edited after judging; judge the shard again`);
    return { ...file, shard };
}
/** Same judging configuration, same shard count, same recordings found: the same run. */
function requireSameRun(shard, first) {
    const where = `${shard.file} (${(0,replay_shard/* shardLabel */.$_)(shard.shard)})`;
    const against = `${first.file} (${(0,replay_shard/* shardLabel */.$_)(first.shard)})`;
    if (shard.report.config.hash !== first.report.config.hash)
        throw new ShardMergeError(`${where} was judged with configuration ${shard.report.config.hash}, ${against} with ${first.report.config.hash}: judge every shard with the same options`);
    if (shard.report.reportOperations !== first.report.reportOperations)
        throw new ShardMergeError(`${where} lists ${shard.report.reportOperations} operations, ${against} ${first.report.reportOperations}: judge every shard with the same --report-operations`);
    if (shard.shard.total !== first.shard.total)
        throw new ShardMergeError(`${where} is one of ${shard.shard.total} shards, ${against} one of ${first.shard.total}: merge the shards of one split`);
    const run = shard.shard.run;
    const firstRun = first.shard.run;
    if (run.recordings !== firstRun.recordings ||
        run.paths !== firstRun.paths ||
        JSON.stringify(run.unmatched) !== JSON.stringify(firstRun.unmatched))
        throw new ShardMergeError(`${where} split a run of ${run.recordings} recordings, ${against} one of ${firstRun.recordings}${run.recordings === firstRun.recordings ? " with other paths" : ""}: merge the shards of one run`);
}
function requireEachShardOnce(shards) {
    const byIndex = new Map();
    for (const shard of shards) {
        const earlier = byIndex.get(shard.shard.index);
        if (earlier)
            throw new ShardMergeError(`${earlier.file} and ${shard.file} are both ${(0,replay_shard/* shardLabel */.$_)(shard.shard)}: give each once`);
        byIndex.set(shard.shard.index, shard);
    }
    const total = shards[0].shard.total;
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
    if (missing.length > 0) {
        const named = missing.slice(0, 10).map((index) => `${index}/${total}`);
        throw new ShardMergeError(`${missing.length === 1 ? "shard" : "shards"} ${named.join(", ")}${missing.length > 10 ? ", …" : ""} of the run ${missing.length === 1 ? "is" : "are"} missing (${shards.length} of ${total} given): a merge of fewer shards would be a smaller report`);
    }
}
/**
 * A shard's recordings, each holding the bytes it was written with: rendering the JSON as
 * written again gives the same text, where the validated copy may order keys differently.
 * Text that is not valid Unicode is written as U+FFFD, as `replay` writes it.
 */
function recordingsAsWritten(shard) {
    const written = shard.json.recordings;
    return shard.report.recordings.map((recording, i) => {
        (0,json/* adoptRenderedRecording */.j8)(recording, (0,util_text/* utf8Bytes */.dy)((0,json/* renderRecordingJson */.at)((0,well_formed/* withWellFormedText */.nN)(written[i]))));
        return recording;
    });
}
/** No recording in two shards, and together exactly the recordings the run found. */
function requireRecordingsOfTheRun(recordings, shards) {
    const seen = new Map();
    for (const shard of shards) {
        for (const recording of shard.report.recordings) {
            const other = seen.get(recording.path);
            if (other !== undefined)
                throw new ShardMergeError(`${recording.path} is in both ${other} and ${shard.file}: the shards were split differently`);
            seen.set(recording.path, shard.file);
        }
    }
    const run = shards[0].shard.run;
    const paths = recordings.map((recording) => recording.path);
    if (paths.length !== run.recordings)
        throw new ShardMergeError(`the shards hold ${paths.length} recordings, not the ${run.recordings} their run found: a shard report was edited or cut short`);
    if ((0,replay_shard/* pathsDigest */.ny)(paths) !== run.paths)
        throw new ShardMergeError(`the shards hold ${paths.length} recordings as their run found, but not under the paths it found: a recording's path was edited in a shard report`);
}

// EXTERNAL MODULE: ./src/cli/conclude.ts + 2 modules
var conclude = __webpack_require__(5040);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/outputs/formats.ts
var formats = __webpack_require__(3906);
// EXTERNAL MODULE: ./src/cli/limits.ts
var limits = __webpack_require__(7032);
// EXTERNAL MODULE: ./src/cli/gate-flags.ts
var gate_flags = __webpack_require__(1153);
// EXTERNAL MODULE: ./src/cli/write-paths.ts
var write_paths = __webpack_require__(8832);
;// CONCATENATED MODULE: ./src/cli/merge.ts








const HELP = `usage: loopgate merge SHARD.json… [options]

Combines the JSON reports of 'loopgate replay --shard I/N' (every shard of one run, each
once; files, directories of *.json or globs) into the report of the whole run, and runs the
gate once. The reports it writes and the summary it prints are, byte for byte, those of one
unsharded replay of the same recordings with the same options. Shards that are missing,
duplicated, or from another run, loopgate version or judging configuration are an error.

options:
${(0,limits/* outputFlagsHelp */.KK)(23)}
${conclude/* JUNIT_MODE_HELP */.$q}
${(0,write_paths/* writeThroughLinksHelp */.Lj)(23)}
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${gate_flags/* GATE_HELP */.uC}

exit codes: 0 done, 1 a shard report is unreadable or the shards are not one whole run, or (as
for replay) a recording could not be read, 2 usage error, 3 regression against the baseline
with --fail-on-regression (1 wins when both apply)`;
const FLAGS = {
    ...formats/* OUTPUT_FLAGS */.Qf,
    ...conclude/* JUNIT_MODE_FLAG */.ez,
    ...write_paths/* WRITE_THROUGH_LINKS_FLAG */.Hi,
    baseline: { type: "string" },
    ...gate_flags/* GATE_FLAGS */.yd,
    help: { type: "boolean" },
};
async function runMergeCommand(argv) {
    const { flags, positionals } = (0,args/* parseCommandArgs */.Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return exit_codes/* EXIT */.d.OK;
    }
    if (positionals.length === 0)
        throw new args/* UsageError */.eb("name the shard reports (the JSON of replay --shard I/N)");
    const junitMode = (0,conclude/* junitModeOf */.Lr)(flags);
    const junitFlavor = (0,conclude/* junitFlavorOf */.Q0)(flags);
    (0,write_paths/* refuseLinksOut */.aH)((0,conclude/* outputPaths */.uk)(flags), flags);
    const gateSetup = await (0,conclude/* gateSetupFromFlags */.Oj)(flags, process.env);
    const { report, unmatched } = mergeShards(await readShardReports(positionals, process.cwd()));
    return (0,conclude/* concludeRun */.jf)("merge", report, unmatched, { ...flags, junitMode, junitFlavor }, gateSetup);
}


/***/ }),

/***/ 4417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rA: () => (/* binding */ ReportReadError),
  bl: () => (/* binding */ decodeReport),
  B$: () => (/* binding */ decodeReportFile),
  $h: () => (/* binding */ readReportFile)
});

// UNUSED EXPORTS: looksLikeHistory, parseReportText

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/report/schema.ts + 3 modules
var schema = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(3186);
// EXTERNAL MODULE: ./src/report/upgrade.ts
var upgrade = __webpack_require__(7198);
// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
;// CONCATENATED MODULE: ./src/report/versions/v1.ts
/**
 * 1 → 2: version 2 lists only the operations a reader needs unless `reportOperations` is
 * `all`, and a version-1 report listed them all, so it reads as `all` (placed where version
 * 2 writes it, after `loopgate`), with no `operationsOmitted` on any recording.
 */
const fromVersion1 = {
    from: 1,
    upgrade(document) {
        const v1 = document;
        const v2 = {};
        for (const [key, value] of Object.entries(v1)) {
            v2[key] = key === "schemaVersion" ? 2 : value;
            if (key === "loopgate")
                v2.reportOperations = "all";
        }
        return v2;
    },
};

;// CONCATENATED MODULE: ./src/report/versions/index.ts



/**
 * The JSON report's upgrade chain (src/report/upgrade.ts): one step per older
 * `schemaVersion`, each in its own file here with the frozen types of the version it reads.
 * A new schema version is one step added at the end.
 */
const REPORT_UPGRADES = (0,upgrade/* checkedChain */.X8)({ current: schema_version/* REPORT_SCHEMA_VERSION */.W, steps: [fromVersion1] });

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/report/read.ts








/** A saved JSON report that cannot be used: one line naming the file (and, for broken JSON, the line). */
class ReportReadError extends Error {
    problem;
    name = "ReportReadError";
    constructor(message, problem, options) {
        super(message, options);
        this.problem = problem;
    }
}
/**
 * The one reader of saved JSON reports (`loopgate report`, `diff`, `merge`, a baseline of
 * `replay` and the action). `displayPath` names the file in errors.
 */
async function readReportFile(file, displayPath = file) {
    return (await decodeReportFile(file, displayPath)).report;
}
async function decodeReportFile(file, displayPath = file, options = {}) {
    let text;
    try {
        text = (0,fs/* withoutByteOrderMark */.Yi)((await (0,fs/* readRegularFile */.XF)(file)).bytes.toString("utf8"));
    }
    catch (error) {
        const reason = (0,fs/* describeFsError */.TQ)(error);
        throw new ReportReadError(`${displayPath}: ${reason === "no such file or directory" ? "no such file" : `cannot read: ${reason}`}`, "unreadable", { cause: error });
    }
    return decodeReport(text, displayPath, options);
}
function parseReportText(text, displayPath) {
    return decodeReport(text, displayPath).report;
}
/** A history file (JSON Lines, each line `{"v":…}`) rather than a JSON report, judged by its first line. */
function looksLikeHistory(text) {
    const newline = text.indexOf("\n");
    return /^\s*\{\s*"v"\s*:/.test(newline === -1 ? text : text.slice(0, newline));
}
function decodeReport(text, displayPath, options = {}) {
    if (looksLikeHistory(text))
        throw new ReportReadError(`${displayPath}: this is a history file, not a JSON report`, "history");
    const json = parseJson(text, displayPath);
    if (typeof json !== "object" || json === null || Array.isArray(json))
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (expected an object)`, "not-a-report");
    const version = json.schemaVersion;
    if (version === undefined)
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (no schemaVersion)`, "not-a-report");
    if (options.onlyCurrent !== undefined && typeof version === "number" && version < schema/* REPORT_SCHEMA_VERSION */.WI)
        throw new ReportReadError(`${displayPath}: schemaVersion ${version} is an earlier loopgate's report, this loopgate writes ${schema/* REPORT_SCHEMA_VERSION */.WI}: ${options.onlyCurrent}`, "schema-version");
    const upgraded = (0,upgrade/* upgradeDocument */.ES)(REPORT_UPGRADES, version, json);
    if (!upgraded.ok)
        throw new ReportReadError(`${displayPath}: schemaVersion ${quoted(JSON.stringify(version))} is not supported by loopgate ${src_version/* LOOPGATE_VERSION */.d} (it reads ${upgraded.readable})`, "schema-version");
    return validated(upgraded.document, upgraded.written, displayPath, options);
}
/** The current schema's check of a report already upgraded to it. */
function validated(json, writtenVersion, displayPath, options) {
    const parsed = schema/* ReportSchema */.M9.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report: ${issuePath(issue.path)}: ${quoted(issue.message)}`, "not-a-report");
    }
    const unknown = options.strict ? unknownField(json, parsed.data, []) : null;
    if (unknown !== null)
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report: ${issuePath(unknown)}: unknown field`, "not-a-report");
    // A report written by a loopgate that kept lone surrogates: U+FFFD from here on.
    return { report: (0,well_formed/* wellFormedReport */.O)(parsed.data), json, writtenVersion };
}
/** JSON.parse names a character position; people want the line (and column). */
function parseJson(text, displayPath) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = quoted((0,util_text/* errorMessage */.gJ)(error));
        const position = /at position (\d+)/.exec(message);
        const offset = position ? Number(position[1]) : text.length;
        const before = text.slice(0, offset);
        const line = before.split("\n").length;
        const column = offset - before.lastIndexOf("\n");
        const reason = message.replace(/\s*in JSON at position \d+.*$/, "");
        throw new ReportReadError(`${displayPath}:${line}: not valid JSON (column ${column}: ${reason})`, "not-json", {
            cause: error,
        });
    }
}
/**
 * The path of the first field of `json` that validation dropped (zod's objects strip what
 * they do not know), or null. Records (`labels`) keep every key, so only unknown fields differ.
 */
function unknownField(json, parsed, at) {
    if (json === null || typeof json !== "object" || parsed === null || typeof parsed !== "object")
        return null;
    if (Array.isArray(json)) {
        for (let i = 0; i < json.length; i += 1) {
            const found = unknownField(json[i], parsed[i], [...at, i]);
            if (found !== null)
                return found;
        }
        return null;
    }
    for (const key of Object.keys(json)) {
        if (!Object.hasOwn(parsed, key))
            return [...at, key];
        const found = unknownField(json[key], parsed[key], [
            ...at,
            key,
        ]);
        if (found !== null)
            return found;
    }
    return null;
}
/** `recordings[3].violations[0].code`, or `(top level)`. */
function issuePath(path) {
    let out = "";
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out === "" ? String(key) : `.${String(key)}`;
    }
    return out === "" ? "(top level)" : quoted(out);
}
/** Parser messages and paths can quote the file's own text: one printable line, and short. */
function quoted(text) {
    return (0,printable/* printableLine */.oy)(text, 300);
}


/***/ }),

/***/ 3186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ holdsLoneSurrogate),
/* harmony export */   O: () => (/* binding */ wellFormedReport),
/* harmony export */   nN: () => (/* binding */ withWellFormedText)
/* harmony export */ });
/**
 * Text that is not valid Unicode never reaches a report. In a JavaScript string that is a
 * lone UTF-16 surrogate: a recording line can hold one as a `\udXXX` escape, and JSON
 * written from it would carry the escape on, which jq and Ruby's JSON parser refuse with
 * an error. The reports write U+FFFD instead and count the replacements
 * (`unicodeReplacements`); the recording keeps the original.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * The recording's report with every lone surrogate, in values and keys alike, replaced by
 * U+FFFD and `unicodeReplacements` set to how many there were; the very same object when
 * there were none, which is nearly always, so the check allocates nothing.
 */
function withWellFormedText(recording) {
    if (!holdsLoneSurrogate(recording))
        return recording;
    const tally = { replaced: 0 };
    const clean = wellFormed(recording, tally);
    return { ...clean, unicodeReplacements: (recording.unicodeReplacements ?? 0) + tally.replaced };
}
/**
 * A saved report read back (written by a loopgate that kept lone surrogates): every
 * recording as {@link withWellFormedText} makes it, the rest (the comparison) likewise,
 * in the same key order.
 */
function wellFormedReport(report) {
    if (!holdsLoneSurrogate(report))
        return report;
    const entries = Object.entries(report).map(([key, value]) => [
        key,
        key === "recordings" ? value.map(withWellFormedText) : wellFormed(value, { replaced: 0 }),
    ]);
    return Object.fromEntries(entries);
}
/** Whether any string (or key) in `value` holds a lone surrogate. */
function holdsLoneSurrogate(value) {
    if (typeof value === "string")
        return isIllFormed(value);
    if (value === null || typeof value !== "object")
        return false;
    if (Array.isArray(value))
        return value.some(holdsLoneSurrogate);
    for (const key in value) {
        if (isIllFormed(key) || holdsLoneSurrogate(value[key]))
            return true;
    }
    return false;
}
// The engine's own check (Node 20 and 24 have it) costs a fraction of two regular expressions,
// which took ≈ 2.7 % of a one-thread replay's profile on Node 20.
function isIllFormed(text) {
    return !text.isWellFormed();
}
function wellFormed(value, tally) {
    if (typeof value === "string")
        return replaceLoneSurrogates(value, tally);
    if (value === null || typeof value !== "object")
        return value;
    if (Array.isArray(value))
        return value.map((item) => wellFormed(item, tally));
    const out = {};
    for (const key in value) {
        const clean = wellFormed(value[key], tally);
        // defineProperty, so a key such as `__proto__` stays a plain key.
        Object.defineProperty(out, replaceLoneSurrogates(key, tally), {
            value: clean,
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return out;
}
function replaceLoneSurrogates(text, tally) {
    if (text.isWellFormed())
        return text;
    return text.replace(LONE_SURROGATE, () => {
        tally.replaced += 1;
        return "\ufffd";
    });
}


/***/ })

};
