export const id = 707;
export const ids = [707];
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

/***/ 4825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rA: () => (/* binding */ ReportReadError),
  B$: () => (/* binding */ decodeReportFile),
  $h: () => (/* binding */ readReportFile)
});

// UNUSED EXPORTS: decodeReport, looksLikeHistory, parseReportText

// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/recording/schema.ts
var schema = __webpack_require__(1772);
;// CONCATENATED MODULE: ./src/judge/types.ts


/** What happened to one attempt (J6–J8, J19). */
const AttemptStatusSchema = schemas/* enum */.k5n(["EXECUTED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
const AttemptSchema = schemas/* object */.Ikc({
    seq: schemas/* number */.aig().int(),
    line: schemas/* number */.aig().int(),
    t: schemas/* number */.aig(),
    status: AttemptStatusSchema,
    /** Set when J19 turned a repeated attempt into UNKNOWN; the raw status is then kept here. */
    rawStatus: AttemptStatusSchema.optional(),
    fault: schema/* FaultSchema */.G4.nullable(),
    /** When the agent received the answer (ms); absent if it never did. */
    answeredT: schemas/* number */.aig().nullable(),
    hasKey: schemas/* boolean */.zMY(),
});
const OperationOutcomeSchema = schemas/* enum */.k5n(["EXECUTED_ONCE", "DUPLICATED", "NOT_EXECUTED", "REJECTED", "UNKNOWN"]);
const HandlingSchema = schemas/* enum */.k5n([
    "VERIFIED",
    "CLEAN_RETRY",
    "CLEAN_ABANDON",
    "UNVERIFIED_GHOST",
    "DUPLICATE",
    "RETRY_AFTER_VIOLATED",
    "UNKNOWN",
]);
/** J5: one write tool with one set of arguments (key fields left out). */
const OperationSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP(),
    /** Canonical JSON of the arguments without key fields, cut to a bounded length. */
    arguments: schemas/* string */.YjP(),
    attempts: schemas/* array */.YOg(AttemptSchema),
    executions: schemas/* number */.aig().int(),
    outcome: OperationOutcomeSchema,
    /** The first fault injected into an attempt of this operation (J10), if any. */
    fault: schema/* FaultSchema */.G4.nullable(),
    /** How the agent handled the fault (J24); null when no fault met this operation. */
    handling: HandlingSchema.nullable(),
});
const VIOLATION_CODES = ["DUPLICATE_EXECUTION", "RETRY_AFTER_VIOLATED"];
const OBSERVATION_CODES = [
    "VERIFIED_NO_RETRY",
    "RECOVERED_BY_RETRY",
    "ABANDONED_AFTER_FAILURE",
    "UNVERIFIED_AFTER_TIMEOUT",
    "UPSTREAM_REJECTED",
    "EXECUTION_UNKNOWN",
    "WRITE_WITHOUT_KEY",
    "UNCLASSIFIED_REPEAT",
    "OTHER_CALL_DURING_RETRY_AFTER",
    "OTHER_WRITE_AFTER_UNCERTAIN_ATTEMPT",
    "POSSIBLE_DUPLICATE_DIFFERENT_ARGUMENTS",
    "DISHONEST_CLAIM",
    "TORN_LAST_LINE",
];
/**
 * A violation or an observation. Common fields first; the code-specific details
 * (J17 section 5) are optional fields so every consumer reads one flat shape.
 */
const FindingSchema = schemas/* object */.Ikc({
    code: schemas/* enum */.k5n([...VIOLATION_CODES, ...OBSERVATION_CODES]),
    message: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP().nullable(),
    operation: schemas/* string */.YjP().nullable(),
    /** Sequence numbers of the calls involved, in time order. */
    seqs: schemas/* array */.YOg(schemas/* number */.aig().int()),
    /** Line of the call that shows the finding best (the offending one for violations). */
    line: schemas/* number */.aig().int(),
    /** Recorded send time of that call, ms. */
    t: schemas/* number */.aig(),
    keyUse: schemas/* enum */.k5n(["same key", "new key", "no key"]).optional(),
    afterTimeout: schemas/* boolean */.zMY().optional(),
    verifiedBefore: schemas/* boolean */.zMY().optional(),
    parallel: schemas/* boolean */.zMY().optional(),
    upstreamResponsesIdentical: schemas/* boolean */.zMY().optional(),
    requiredMs: schemas/* number */.aig().optional(),
    waitedMs: schemas/* number */.aig().optional(),
    retries: schemas/* number */.aig().int().optional(),
    differences: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
const VerdictSchema = schemas/* enum */.k5n(["PASS", "FAIL", "NOT_TESTED", "ERROR"]);
const REASON_CODES = [
    "VIOLATION",
    "PASS",
    "PASS_BASELINE",
    "NO_CALLS",
    "NO_WRITE_TOOLS",
    "NO_WRITE_CALLS",
    "SCENARIO_NOT_TRIGGERED",
    "ALL_WRITES_UNKNOWN",
    "NO_WRITE_EXECUTED",
    "UNCERTAIN_OPERATION_REPEATED",
    "CALL_OPEN_AT_END",
    "UNREADABLE",
    "EDITED_AFTER_RECORDING",
];
const ReasonCodeSchema = schemas/* enum */.k5n(REASON_CODES);
const ToolClassificationSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    class: schemas/* enum */.k5n(["write", "read", "unclassified"]),
    /** Why: "write-tools", "read-tools", "annotation", "default pattern", "unlisted", "no match". */
    why: schemas/* string */.YjP(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const CoverageSchema = schemas/* object */.Ikc({
    scenario: schema/* ScenarioSchema */.Qr,
    triggered: schemas/* boolean */.zMY(),
    faultsInjected: schemas/* object */.Ikc({
        F1: schemas/* number */.aig().int(),
        F2: schemas/* number */.aig().int(),
        F3: schemas/* number */.aig().int(),
        F5: schemas/* number */.aig().int(),
        chaos: schemas/* number */.aig().int(),
    }),
    calls: schemas/* number */.aig().int(),
    writeCalls: schemas/* number */.aig().int(),
    readCalls: schemas/* number */.aig().int(),
    unclassifiedCalls: schemas/* number */.aig().int(),
    operations: schemas/* number */.aig().int(),
    executedWrites: schemas/* number */.aig().int(),
    tools: schemas/* array */.YOg(ToolClassificationSchema),
    unclassifiedTools: schemas/* array */.YOg(schemas/* string */.YjP()),
    endReason: schemas/* string */.YjP().nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const HonestySchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(["NOT_MEASURED", "HONEST", "DISHONEST_CLAIM", "UNCLEAR"]),
    /** Which honesty rule matched (docs/judging.md). */
    rule: schemas/* string */.YjP().nullable(),
    claim: schemas/* enum */.k5n(["success", "failure", "uncertain", "unclear"]).nullable(),
});

;// CONCATENATED MODULE: ./src/score/types.ts

const ScoreComponentsSchema = schemas/* object */.Ikc({
    /** J23: operations executed at most once over those whose execution count is known. */
    duplicateSafety: schemas/* object */.Ikc({ percent: schemas/* number */.aig(), safe: schemas/* number */.aig().int(), known: schemas/* number */.aig().int() }).nullable(),
    /** J24: mean handling points over operations that met an injected fault; null under J25. */
    failureHandling: schemas/* object */.Ikc({ percent: schemas/* number */.aig(), operations: schemas/* number */.aig().int() }).nullable(),
});
const PATCH_IDS = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"];
const PatchSchema = schemas/* object */.Ikc({
    id: schemas/* enum */.k5n(PATCH_IDS),
    title: schemas/* string */.YjP(),
    /** The finding codes that called for this patch. */
    because: schemas/* array */.YOg(schemas/* string */.YjP()),
    text: schemas/* string */.YjP(),
});

;// CONCATENATED MODULE: ./src/report/comparison.ts

/**
 * The result of comparing a run against its baseline (the regression gate, docs/gate.md).
 * Lives in the report stage so the JSON report and the Markdown summary can carry it
 * without importing the gate.
 */
/** A case's status over its repeated runs; only PASS and FAIL runs count as tested. */
const CaseStatusSchema = schemas/* enum */.k5n(["PASS", "FAIL", "FLAKY", "NOT_TESTED", "ERROR"]);
/** What one side (baseline or current) says about one case. */
const CaseStatsSchema = schemas/* object */.Ikc({
    status: CaseStatusSchema,
    runs: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    notTested: schemas/* number */.aig().int(),
    errors: schemas/* number */.aig().int(),
    /** Mean of the run scores present, to two decimals; null when no run has a score. */
    meanScore: schemas/* number */.aig().nullable(),
    /** Violation codes seen in any run, sorted. */
    violationCodes: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const REGRESSION_RULES = [
    "PASS_TO_FAIL",
    "NEW_CASE_FAILS",
    "FAILURE_RATE_UP",
    "SCORE_DROP",
    "LOST_COVERAGE",
];
const IMPROVEMENT_RULES = ["FAIL_TO_PASS", "FAILURE_RATE_DOWN", "SCORE_RISE", "COVERAGE_GAINED"];
/** Reported, never gating: informative differences that are not regressions under the thresholds. */
const CHANGE_KINDS = [
    "NEW_VIOLATION_CODES",
    "FAILURE_RATE_UP_NOT_SIGNIFICANT",
    "FAILURE_RATE_DOWN_NOT_SIGNIFICANT",
    "SCORE_CHANGE",
    "LOST_COVERAGE",
    "ADDED",
    "REMOVED",
];
const RegressionSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), rule: schemas/* enum */.k5n(REGRESSION_RULES), message: schemas/* string */.YjP() });
const ImprovementSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), rule: schemas/* enum */.k5n(IMPROVEMENT_RULES), message: schemas/* string */.YjP() });
const ChangeSchema = schemas/* object */.Ikc({ caseId: schemas/* string */.YjP(), kind: schemas/* enum */.k5n(CHANGE_KINDS), message: schemas/* string */.YjP() });
const CaseComparisonSchema = schemas/* object */.Ikc({
    caseId: schemas/* string */.YjP(),
    outcome: schemas/* enum */.k5n(["regressed", "improved", "changed", "unchanged", "added", "removed"]),
    baseline: CaseStatsSchema.nullable(),
    current: CaseStatsSchema.nullable(),
    /** Current minus baseline mean score; null unless both have one. */
    scoreDelta: schemas/* number */.aig().nullable(),
    /** One-sided Fisher's exact test for the failure-rate change in its direction; null without repeats. */
    pValue: schemas/* number */.aig().nullable(),
});
const BaselineInfoSchema = schemas/* object */.Ikc({
    /** "none": no baseline was found, so every case counted as new (docs/gate.md). */
    source: schemas/* enum */.k5n(["report", "history", "none"]),
    /** The report or history file as given on the command line. */
    file: schemas/* string */.YjP(),
    runId: schemas/* string */.YjP().nullable(),
    commit: schemas/* string */.YjP().nullable(),
    ref: schemas/* string */.YjP().nullable(),
    time: schemas/* string */.YjP().nullable(),
    loopgateVersion: schemas/* string */.YjP(),
    configHash: schemas/* string */.YjP(),
    rulesVersion: schemas/* string */.YjP().nullable(),
});
const ThresholdsSchema = schemas/* object */.Ikc({
    alpha: schemas/* number */.aig(),
    maxScoreDrop: schemas/* number */.aig(),
    failOnLostCoverage: schemas/* boolean */.zMY(),
});
/**
 * Recordings added, changed or removed against the baseline, by each file's SHA-256
 * (docs/gate.md, "Evidence"), so a reviewer sees when a pull request touched the evidence.
 */
const EvidenceChangesSchema = schemas/* object */.Ikc({
    /** False when the baseline holds no per-recording digests (older loopgate, no baseline): the lists are empty. */
    compared: schemas/* boolean */.zMY(),
    /** Paths, sorted. */
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    changed: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
    unchanged: schemas/* number */.aig().int(),
    /** This run's recordings without a seal (no end event, or one without sha256). */
    unsealed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const ComparisonSchema = schemas/* object */.Ikc({
    regressed: schemas/* boolean */.zMY(),
    baseline: BaselineInfoSchema,
    thresholds: ThresholdsSchema,
    /** The judging configuration (hash) or loopgate version differs from the baseline's. */
    configChanged: schemas/* boolean */.zMY(),
    versionChanged: schemas/* boolean */.zMY(),
    regressions: schemas/* array */.YOg(RegressionSchema),
    improvements: schemas/* array */.YOg(ImprovementSchema),
    changes: schemas/* array */.YOg(ChangeSchema),
    counts: schemas/* object */.Ikc({
        cases: schemas/* number */.aig().int(),
        regressed: schemas/* number */.aig().int(),
        improved: schemas/* number */.aig().int(),
        changed: schemas/* number */.aig().int(),
        unchanged: schemas/* number */.aig().int(),
        added: schemas/* number */.aig().int(),
        removed: schemas/* number */.aig().int(),
        /** Unchanged cases by status: passing, known failures, flaky, untested. */
        unchangedPassing: schemas/* number */.aig().int(),
        unchangedFailing: schemas/* number */.aig().int(),
        unchangedFlaky: schemas/* number */.aig().int(),
        unchangedUntested: schemas/* number */.aig().int(),
    }),
    cases: schemas/* array */.YOg(CaseComparisonSchema),
    /** Stated first in every rendering: configuration/version differences, baseline age. */
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Absent in reports of loopgate 0.1. */
    evidence: EvidenceChangesSchema.optional(),
});

// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
;// CONCATENATED MODULE: ./src/report/schema.ts







const EvidenceSchema = schemas/* object */.Ikc({
    /** Lowercase hex SHA-256 of every byte of the recording file. */
    sha256: schemas/* string */.YjP(),
    bytes: schemas/* number */.aig().int(),
    /** sealed, unsealed (no end event, or one without sha256), edited (ERROR EDITED_AFTER_RECORDING), or null (unreadable). */
    seal: schemas/* enum */.k5n(["sealed", "unsealed", "edited"]).nullable(),
});
const RecordingReportSchema = schemas/* object */.Ikc({
    /** Relative to the working directory, with `/`. */
    path: schemas/* string */.YjP(),
    /** Case identity for the gate and JUnit (header label `case`, else the path without a run number). */
    caseId: schemas/* string */.YjP(),
    verdict: VerdictSchema,
    reasonCode: ReasonCodeSchema,
    reason: schemas/* string */.YjP(),
    /** J21: a PASS without a fault to handle (scenario none or F4) only sets a baseline. */
    baseline: schemas/* boolean */.zMY(),
    scenario: schema/* ScenarioSchema */.Qr.nullable(),
    labels: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
    score: schemas/* number */.aig().int().nullable(),
    rawScore: schemas/* number */.aig().int().nullable(),
    capped: schemas/* boolean */.zMY(),
    components: ScoreComponentsSchema,
    honesty: HonestySchema,
    violations: schemas/* array */.YOg(FindingSchema),
    observations: schemas/* array */.YOg(FindingSchema),
    operations: schemas/* array */.YOg(OperationSchema),
    coverage: CoverageSchema.nullable(),
    patches: schemas/* array */.YOg(PatchSchema),
    durationMs: schemas/* number */.aig(),
    /** ERROR only: where the recording could not be read. */
    error: schemas/* object */.Ikc({ line: schemas/* number */.aig().int(), message: schemas/* string */.YjP() }).nullable(),
    /**
     * The file's SHA-256 and its seal (docs/recording-format.md); null when it could not be
     * read. Absent in reports of loopgate before 0.2.
     */
    evidence: EvidenceSchema.nullable().optional(),
});
const TotalsSchema = schemas/* object */.Ikc({
    recordings: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    notTested: schemas/* number */.aig().int(),
    errors: schemas/* number */.aig().int(),
    /** PASS recordings that are only baselines (J21). */
    baselines: schemas/* number */.aig().int(),
    /** Mean of the scores present, to two decimals; null when none has a score. */
    meanScore: schemas/* number */.aig().nullable(),
});
const JudgingConfigSchema = schemas/* object */.Ikc({
    /** sha256 of the canonical JSON of the rest of this object. */
    hash: schemas/* string */.YjP(),
    rulesVersion: schemas/* string */.YjP(),
    /** Replay-time overrides; null means "as recorded in each header". */
    writeTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** Rules version 2; a report written before it has no such field, read as null. */
    addWriteTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable().default(null),
    readTools: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    keyFields: schemas/* array */.YOg(schemas/* string */.YjP()).nullable(),
    /** J29, rules version 2; a report written before it has no such field, read as null. */
    distrustIdempotentHint: schemas/* boolean */.zMY().nullable().default(null),
});
/**
 * Set only on the report of one shard (`replay --shard I/N`, the action's `shard`): which
 * shard, and the whole run it is part of, so that `loopgate merge` can check that the
 * shards it is given add up to exactly that run (docs/cli.md).
 */
const ShardInfoSchema = schemas/* object */.Ikc({
    /** Counted from 1. */
    index: schemas/* number */.aig().int().min(1),
    total: schemas/* number */.aig().int().min(1),
    /** Where the shard was set: `--shard`, `CI_NODE_INDEX/CI_NODE_TOTAL`, `BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT` or `input shard`. */
    source: schemas/* string */.YjP(),
    run: schemas/* object */.Ikc({
        /** Recordings found before the split, in all shards together. */
        recordings: schemas/* number */.aig().int().min(0),
        /** `sha256:` of the JSON array of their sorted paths. */
        paths: schemas/* string */.YjP(),
        /** Recording arguments that matched nothing (the run exits 1, and so does its merge). */
        unmatched: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
});
const ReportSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(schema_version/* REPORT_SCHEMA_VERSION */.W),
    loopgate: schemas/* object */.Ikc({ version: schemas/* string */.YjP() }),
    config: JudgingConfigSchema,
    /** Present only on a shard's report; a merged report has none. */
    shard: ShardInfoSchema.optional(),
    totals: TotalsSchema,
    recordings: schemas/* array */.YOg(RecordingReportSchema),
    /** Present when the run was compared against a baseline (docs/gate.md). */
    comparison: ComparisonSchema.optional(),
});

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
async function decodeReportFile(file, displayPath = file) {
    let text;
    try {
        text = (0,fs/* withoutByteOrderMark */.Yi)((await (0,fs/* readRegularFile */.XF)(file)).bytes.toString("utf8"));
    }
    catch (error) {
        const reason = (0,fs/* describeFsError */.TQ)(error);
        throw new ReportReadError(`${displayPath}: ${reason === "no such file or directory" ? "no such file" : `cannot read: ${reason}`}`, "unreadable", { cause: error });
    }
    return decodeReport(text, displayPath);
}
function parseReportText(text, displayPath) {
    return decodeReport(text, displayPath).report;
}
/** A history file (JSON Lines, each line `{"v":…}`) rather than a JSON report, judged by its first line. */
function looksLikeHistory(text) {
    const newline = text.indexOf("\n");
    return /^\s*\{\s*"v"\s*:/.test(newline === -1 ? text : text.slice(0, newline));
}
function decodeReport(text, displayPath) {
    if (looksLikeHistory(text))
        throw new ReportReadError(`${displayPath}: this is a history file, not a JSON report`, "history");
    const json = parseJson(text, displayPath);
    if (typeof json !== "object" || json === null || Array.isArray(json))
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (expected an object)`, "not-a-report");
    const version = json.schemaVersion;
    if (version === undefined)
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report (no schemaVersion)`, "not-a-report");
    if (version !== schema_version/* REPORT_SCHEMA_VERSION */.W)
        throw new ReportReadError(`${displayPath}: schemaVersion ${oneLine(JSON.stringify(version))} is not supported by loopgate ${src_version/* LOOPGATE_VERSION */.d} (it reads ${schema_version/* REPORT_SCHEMA_VERSION */.W})`, "schema-version");
    const parsed = ReportSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ReportReadError(`${displayPath}: not a loopgate JSON report: ${issuePath(issue.path)}: ${oneLine(issue.message)}`, "not-a-report");
    }
    return { report: parsed.data, json };
}
/** JSON.parse names a character position; people want the line (and column). */
function parseJson(text, displayPath) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = oneLine(error instanceof Error ? error.message : String(error));
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
/** `recordings[3].violations[0].code`, or `(top level)`. */
function issuePath(path) {
    let out = "";
    for (const key of path) {
        if (typeof key === "number")
            out += `[${key}]`;
        else
            out += out === "" ? String(key) : `.${String(key)}`;
    }
    return out === "" ? "(top level)" : oneLine(out);
}
/** Parser messages and paths can quote the file's own text: control characters out, and short. */
function oneLine(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").slice(0, 300);
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
