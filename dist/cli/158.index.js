export const id = 158;
export const ids = [158,228];
export const modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_ONLY_HINT: () => (/* binding */ REPORT_ONLY_HINT),
/* harmony export */   formatComparison: () => (/* binding */ formatComparison),
/* harmony export */   gateOptionsFromFlags: () => (/* binding */ gateOptionsFromFlags),
/* harmony export */   readBaselineReport: () => (/* binding */ readBaselineReport),
/* harmony export */   reportGateResult: () => (/* binding */ reportGateResult),
/* harmony export */   runDiffCommand: () => (/* binding */ runDiffCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8551);
/* harmony import */ var _gate_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(898);
/* harmony import */ var _gate_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2893);
/* harmony import */ var _gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1810);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2794);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4825);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4285);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5105);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1095);
/* harmony import */ var _gate_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1153);











const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${_gate_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_HELP */ .uC}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;
const FLAGS = {
    ..._gate_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_FLAGS */ .yd,
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
        const ref = flags["baseline-ref"] ?? (0,_gate_run_meta_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineRefFrom */ .rM)(env);
        if (ref === null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("--baseline-from-history needs --baseline-ref (the PR's base branch)");
        source = { kind: "history", file: fromHistory, ref, commit: flags["baseline-commit"] ?? null, maxAgeMs };
    }
    return {
        baseline: source,
        thresholds: { alpha, maxScoreDrop, failOnLostCoverage: flags["fail-on-lost-coverage"] ?? false },
        failOnRegression: flags["fail-on-regression"] ?? false,
        runMeta: meta,
        history: flags.history === undefined
            ? null
            : { file: flags.history, max: historyMax ?? null, bless: flags.bless ?? false },
        trendRuns: trend,
    };
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(fromHistory
            ? "name the CURRENT report (the baseline comes from the history)"
            : "name BASELINE and CURRENT reports");
    }
    const currentFile = positionals[wanted - 1];
    const baselineFile = fromHistory ? null : positionals[0];
    const baseline = baselineFile === null ? null : { report: await readBaselineReport(baselineFile), file: baselineFile };
    const options = gateOptionsFromFlags(flags, baseline, process.env);
    const current = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readReportFile */ .$h)(currentFile);
    const result = await (0,_gate_gate_js__WEBPACK_IMPORTED_MODULE_3__.runGate)({ ...options, report: current });
    await writeGateOutputs(result, { json: flags.json, markdown: flags.markdown });
    reportGateResult("diff", result, options.failOnRegression);
    return result.regressed && options.failOnRegression ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.REGRESSION : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.OK;
}
/** A baseline JSON report; a history file named as one gets the flag that reads it. */
async function readBaselineReport(file) {
    try {
        return await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readReportFile */ .$h)(file);
    }
    catch (error) {
        if (!(error instanceof _report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .ReportReadError */ .rA) || error.problem !== "history")
            throw error;
        throw new _report_read_js__WEBPACK_IMPORTED_MODULE_6__/* .ReportReadError */ .rA(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
    }
}
async function writeGateOutputs(result, files) {
    if (files.json)
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__.writeFileAtomic)(files.json, (0,_report_json_js__WEBPACK_IMPORTED_MODULE_5__/* .renderJsonReport */ .nJ)(result.report));
    if (files.markdown) {
        await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_8__.writeFileAtomic)(files.markdown, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__.renderMarkdown)(result.report, { headline: result.headline, leadSections: result.markdownSections }));
    }
}
/** Warnings on stderr; the comparison in a few plain lines on stdout. */
function reportGateResult(command, result, failOnRegression) {
    for (const warning of result.warnings)
        process.stderr.write(`loopgate ${command}: warning: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_10__/* .printableLine */ .oy)(warning)}
`);
    if (!result.comparison)
        return;
    process.stdout.write(formatComparison(result.comparison));
    // A gate that cannot fail looks like a passing gate in CI; say so where the log shows it.
    if (!failOnRegression)
        process.stderr.write(`loopgate ${command}: ${REPORT_ONLY_HINT}
`);
}
const REPORT_ONLY_HINT = "hint: this only reports; a regression still exits 0. Add --fail-on-regression to exit 3 on a regression.";
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
    if (comparison.evidence)
        lines.push(evidenceLine(comparison.evidence));
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
    return `${lines.map((line) => (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_10__/* .printableLine */ .oy)(line)).join("\n")}\n`;
}
function evidenceLine(evidence) {
    const unsealed = evidence.unsealed.length > 0 ? `; ${evidence.unsealed.length} unsealed` : "";
    if (!evidence.compared)
        return `evidence: not compared (the baseline holds no per-recording digests)${unsealed}`;
    return `evidence: ${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed, ${evidence.unchanged} unchanged recordings (SHA-256 against the baseline)${unsealed}`;
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
