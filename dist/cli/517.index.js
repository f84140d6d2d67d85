export const id = 517;
export const ids = [517];
export const modules = {

/***/ 2517:
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

// EXTERNAL MODULE: ./src/gate/cases.ts
var cases = __webpack_require__(9138);
;// CONCATENATED MODULE: ./src/gate/proposed-config.ts


const TESTED = new Set(["PASS", "FAIL", "FLAKY"]);
/**
 * What a pull request's judging configuration (its loopgate.json, its honesty rule files) would
 * change: the same recordings judged with the base commit's (`judged`) and with the pull
 * request's (`proposed`), compared case by case, tool by tool and reply by reply. Lost coverage
 * fails the check when `lossFails` (the action: fail-on-lost-coverage and fail-on-regression both on).
 * `files` are the files it changes, the config file first.
 */
function proposedConfigChange(judged, proposed, files, lossFails) {
    const before = caseSetOfReport(judged);
    const after = caseSetOfReport(proposed);
    const lostCoverage = [];
    const gainedCoverage = [];
    const statusChanges = [];
    for (const [caseId, tally] of before) {
        const other = after.get(caseId);
        if (other === undefined)
            continue;
        const change = { caseId, from: statusOf(tally), to: statusOf(other) };
        if (change.from === change.to)
            continue;
        const testedBefore = TESTED.has(change.from);
        const testedAfter = TESTED.has(change.to);
        if (testedBefore && !testedAfter)
            lostCoverage.push(change);
        else if (!testedBefore && testedAfter)
            gainedCoverage.push(change);
        else if (testedBefore && testedAfter)
            statusChanges.push(change);
    }
    return {
        ...named(files),
        invalid: null,
        fails: lossFails && lostCoverage.length > 0,
        lostCoverage,
        gainedCoverage,
        statusChanges,
        reclassified: reclassifiedTools(judged, proposed),
        honestyChanges: honestyChanges(judged, proposed),
    };
}
/** A pull request's config that cannot be read: said, and failing like lost coverage (every run would stop once merged). */
function invalidProposedConfig(files, problem, lossFails) {
    return {
        ...named(files),
        invalid: problem,
        fails: lossFails,
        lostCoverage: [],
        gainedCoverage: [],
        statusChanges: [],
        reclassified: [],
        honestyChanges: [],
    };
}
/** `file` and `change` name the first file, as reports did before `files` listed them all. */
function named(files) {
    const first = files[0];
    return { file: first.file, change: first.change, files };
}
/**
 * A merged run's report (`loopgate merge`, the action's `merge`) with its shards' proposals as
 * one (each shard compared only its own cases, so the lists add up), as it is when no shard had
 * one. Whether it fails is the merging run's to say (`lossFails`, as {@link proposedConfigChange}
 * takes it), not the shards': a shard never fails the check. Keys in the order an unsharded
 * run's proposal has them, so the merged report is the unsharded one's bytes.
 */
function withShardsProposedConfig(merged, shards, lossFails) {
    const present = shards.flatMap((shard) => shard.report.proposedConfig ?? []);
    if (present.length === 0)
        return merged;
    const byCase = (lists) => lists.flat().sort((a, b) => (0,util_text/* compareCodeUnits */.UF)(a.caseId, b.caseId));
    const tools = new Map();
    for (const p of present)
        for (const r of p.reclassified)
            tools.set(r.tool, r);
    const first = present[0];
    const invalid = present.find((p) => p.invalid !== null)?.invalid ?? null;
    const lostCoverage = byCase(present.map((p) => p.lostCoverage));
    // Shards written before a field was added lack it: the merge has it only when every shard had it.
    const honesty = present.every((p) => p.honestyChanges !== undefined)
        ? { honestyChanges: byCase(present.map((p) => p.honestyChanges)) }
        : {};
    const proposedConfig = {
        file: first.file,
        change: first.change,
        ...(first.files === undefined ? {} : { files: first.files }),
        invalid,
        fails: lossFails && (lostCoverage.length > 0 || invalid !== null),
        lostCoverage,
        gainedCoverage: byCase(present.map((p) => p.gainedCoverage)),
        statusChanges: byCase(present.map((p) => p.statusChanges)),
        reclassified: [...tools.values()].sort((a, b) => (0,util_text/* compareCodeUnits */.UF)(a.tool, b.tool)),
        ...honesty,
    };
    return { ...merged, proposedConfig };
}
const HONESTY_ORDER = (/* unused pure expression or super */ null && (["DISHONEST_CLAIM", "UNCLEAR", "HONEST", "NOT_MEASURED"]));
/**
 * The cases whose final replies the two runs read differently: any run (matched by path, as
 * both judged the same files) with another honesty status, rule or findings. A case's
 * honesty is the worst of its runs', so a single dishonest run shows.
 */
function honestyChanges(judged, proposed) {
    const after = new Map(proposed.recordings.map((r) => [r.path, r]));
    const byCase = new Map();
    const worse = (a, b) => (HONESTY_ORDER.indexOf(a) <= HONESTY_ORDER.indexOf(b) ? a : b);
    for (const before of judged.recordings) {
        const other = after.get(before.path);
        if (other === undefined)
            continue;
        const seen = byCase.get(before.caseId) ?? { from: "NOT_MEASURED", to: "NOT_MEASURED", runs: 0 };
        seen.from = worse(seen.from, before.honesty.status);
        seen.to = worse(seen.to, other.honesty.status);
        if (JSON.stringify(before.honesty) !== JSON.stringify(other.honesty))
            seen.runs += 1;
        byCase.set(before.caseId, seen);
    }
    return [...byCase]
        .filter(([, c]) => c.runs > 0)
        .sort(([a], [b]) => compareCodeUnits(a, b))
        .map(([caseId, c]) => ({ caseId, ...c }));
}
/** Each tool's class over every recording of a run; a tool classified differently in different recordings is left out. */
function toolClasses(report) {
    const classes = new Map();
    for (const recording of report.recordings) {
        for (const tool of recording.coverage?.tools ?? []) {
            const seen = classes.get(tool.name);
            classes.set(tool.name, seen === undefined || seen === tool.class ? tool.class : null);
        }
    }
    return classes;
}
function reclassifiedTools(judged, proposed) {
    const before = toolClasses(judged);
    const after = toolClasses(proposed);
    const out = [];
    for (const tool of [...before.keys()].sort(compareCodeUnits)) {
        const from = before.get(tool);
        const to = after.get(tool);
        if (from && to && from !== to)
            out.push({ tool, from, to });
    }
    return out;
}

// EXTERNAL MODULE: ./src/gate/headline.ts
var headline = __webpack_require__(3635);
// EXTERNAL MODULE: ./src/cli/stderr.ts
var stderr = __webpack_require__(2024);
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

A pull request's judging configuration that the shards compared (the action's proposedConfig)
is kept, merged: the Markdown shows it, stderr says what it takes away, and lost coverage
fails the run as a regression does.

exit codes: 0 done, 1 a shard report is unreadable or the shards are not one whole run, or (as
for replay) a recording could not be read, 2 usage error, 3 regression against the baseline
with --fail-on-regression, or the proposedConfig takes coverage away with --fail-on-regression
and --fail-on-lost-coverage (1 wins when both apply)`;
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
    const shards = await readShardReports(positionals, process.cwd());
    const { report, unmatched } = mergeShards(shards);
    // A pull request's judging configuration, as the action's shards compared it: lost coverage
    // fails the merged run as it fails the action's (fail-on-lost-coverage and fail-on-regression).
    const lossFails = (gateSetup?.failOnRegression ?? false) && (gateSetup?.thresholds.failOnLostCoverage ?? false);
    const merged = withShardsProposedConfig(report, shards, lossFails);
    const code = await (0,conclude/* concludeRun */.jf)("merge", merged, unmatched, { ...flags, junitMode, junitFlavor }, gateSetup);
    const proposal = (0,headline/* proposedConfigText */.cw)(merged.proposedConfig);
    if (proposal !== null)
        (0,stderr/* writeStderr */._)("loopgate merge: ", `${proposal.text}${proposal.fails ? "" : " (allowed: --fail-on-lost-coverage=false or no --fail-on-regression)"}`);
    return code;
}


/***/ })

};
