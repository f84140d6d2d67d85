export const id = 687;
export const ids = [687];
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
// EXTERNAL MODULE: ./src/report/read.ts + 4 modules
var read = __webpack_require__(4825);
// EXTERNAL MODULE: ./src/replay/find.ts
var find = __webpack_require__(6248);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/replay/replay.ts
var replay = __webpack_require__(8072);
// EXTERNAL MODULE: ./src/replay/shard.ts
var replay_shard = __webpack_require__(1699);
;// CONCATENATED MODULE: ./src/replay/merge.ts







/** Shards that do not add up to one run: one line, naming the files. */
class ShardMergeError extends Error {
    name = "ShardMergeError";
}
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
        shards.push({ file: shown, ...(await (0,read/* decodeReportFile */.B$)(external_node_path_default().resolve(cwd, file), shown)) });
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
    return { report: (0,replay/* reportOf */.EI)(recordings, config), unmatched: first.shard.run.unmatched };
}
function requireShard(file) {
    const shard = file.report.shard;
    if (shard === undefined)
        throw new ShardMergeError(`${file.file}: not a shard's report (it has no "shard"): merge the JSON reports of 'loopgate replay --shard I/N'`);
    const version = file.report.loopgate.version;
    if (version !== src_version/* LOOPGATE_VERSION */.d)
        throw new ShardMergeError(`${file.file}: judged by loopgate ${version}, this is loopgate ${src_version/* LOOPGATE_VERSION */.d}: merge with the loopgate that judged the shards`);
    return { ...file, shard };
}
/** Same judging configuration, same shard count, same recordings found: the same run. */
function requireSameRun(shard, first) {
    const where = `${shard.file} (${(0,replay_shard/* shardLabel */.$_)(shard.shard)})`;
    const against = `${first.file} (${(0,replay_shard/* shardLabel */.$_)(first.shard)})`;
    if (shard.report.config.hash !== first.report.config.hash)
        throw new ShardMergeError(`${where} was judged with configuration ${shard.report.config.hash}, ${against} with ${first.report.config.hash}: judge every shard with the same options`);
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
 */
function recordingsAsWritten(shard) {
    const written = shard.json.recordings;
    const encoder = new TextEncoder();
    return shard.report.recordings.map((recording, i) => {
        (0,json/* adoptRenderedRecording */.j8)(recording, encoder.encode((0,json/* renderRecordingJson */.at)(written[i])));
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
    if (paths.length !== run.recordings || (0,replay_shard/* pathsDigest */.ny)(paths) !== run.paths)
        throw new ShardMergeError(`the shards hold ${paths.length} recordings, not the ${run.recordings} their run found: a shard report was edited or cut short`);
}

// EXTERNAL MODULE: ./src/cli/conclude.ts + 1 modules
var conclude = __webpack_require__(1136);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/cli/gate-flags.ts
var gate_flags = __webpack_require__(1153);
;// CONCATENATED MODULE: ./src/cli/merge.ts





const HELP = `usage: loopgate merge SHARD.json… [options]

Combines the JSON reports of 'loopgate replay --shard I/N' (every shard of one run, each
once; files, directories of *.json or globs) into the report of the whole run, and runs the
gate once. The reports it writes and the summary it prints are, byte for byte, those of one
unsharded replay of the same recordings with the same options. Shards that are missing,
duplicated, or from another run, loopgate version or judging configuration are an error.

options:
  --json FILE          write the merged JSON report
  --junit FILE         write JUnit XML
  --markdown FILE      write the Markdown summary (at most 1 MiB, for GITHUB_STEP_SUMMARY)
  --baseline FILE      compare with a baseline JSON report (the regression gate, docs/gate.md)
${gate_flags/* GATE_HELP */.uC}

exit codes: 0 done, 1 a shard report is unreadable or the shards are not one whole run, or (as
for replay) a recording could not be read, 2 usage error, 3 regression against the baseline
with --fail-on-regression (1 wins when both apply)`;
const FLAGS = {
    json: { type: "string" },
    junit: { type: "string" },
    markdown: { type: "string" },
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
    const gateSetup = await (0,conclude/* gateSetupFromFlags */.O)(flags, process.env);
    const { report, unmatched } = mergeShards(await readShardReports(positionals, process.cwd()));
    return (0,conclude/* concludeRun */.j)("merge", report, unmatched, flags, gateSetup);
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
