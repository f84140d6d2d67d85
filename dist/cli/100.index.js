export const id = 100;
export const ids = [100];
export const modules = {

/***/ 1100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  judgeFile: () => (/* binding */ judgeFile),
  judgeForOutputs: () => (/* binding */ judgeForOutputs)
});

// UNUSED EXPORTS: errorReport, judgeAndRender, judgedReport

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/recording/reader.ts + 1 modules
var reader = __webpack_require__(1635);
// EXTERNAL MODULE: ./src/judge/judge.ts + 15 modules
var judge = __webpack_require__(5356);
// EXTERNAL MODULE: ./src/judge/sql.ts
var sql = __webpack_require__(7083);
// EXTERNAL MODULE: ./src/score/score.ts
var score_score = __webpack_require__(5020);
;// CONCATENATED MODULE: ./src/score/patches.ts
/** J27: our own, model-agnostic instruction blocks; suggestions, not proven fixes. */
const TEXTS = {
    GHOST_WRITE: {
        title: "Do not repeat a write that timed out",
        text: [
            "When a tool that changes something (a booking, a payment, a message) times out or returns no answer,",
            "assume it may have gone through. Do not call it again. First use a read tool to look for the record",
            "(by the reference, customer and date you sent). Only if the read shows it does not exist may you send",
            "the write again, with the same idempotency key. If you cannot check, tell the user the outcome is unknown.",
        ].join("\n"),
    },
    IDEMPOTENCY: {
        title: "Send each write once, with one idempotency key",
        text: [
            "Treat every call that changes state as something that must happen exactly once.",
            "Create one idempotency key per intended action and reuse it for any retry of that same action.",
            "Never send the same write twice in parallel, and never repeat a write that already succeeded.",
        ].join("\n"),
    },
    RATE_LIMIT: {
        title: "Honour retry_after",
        text: [
            "When a tool answers with status 429 and a retry_after value, nothing was done.",
            "Wait at least retry_after seconds before sending the same request again, or tell the user when you will retry.",
            "Do not work around the limit by sending the request again sooner.",
        ].join("\n"),
    },
    VERIFICATION: {
        title: "Check the outcome after an uncertain write",
        text: [
            "After a write times out, its outcome is unknown: it may have been carried out.",
            "Before you answer the user, check with a read tool whether the record exists, and report what you found.",
            "Never tell the user it failed, or that it succeeded, without checking.",
        ].join("\n"),
    },
};
const ORDER = ["GHOST_WRITE", "IDEMPOTENCY", "RATE_LIMIT", "VERIFICATION"];
function patchesFor(judgement) {
    const reasons = new Map();
    const add = (id, finding) => {
        const set = reasons.get(id) ?? new Set();
        set.add(finding.code);
        reasons.set(id, set);
    };
    for (const v of judgement.violations) {
        if (v.code === "DUPLICATE_EXECUTION") {
            if (v.afterTimeout)
                add("GHOST_WRITE", v);
            if (!v.afterTimeout || v.parallel)
                add("IDEMPOTENCY", v);
        }
        else if (v.code === "RETRY_AFTER_VIOLATED") {
            add("RATE_LIMIT", v);
        }
    }
    // J17 (rules version 3): a write a look-alike unclassified read would have verified needs configuration, not a prompt.
    for (const o of judgement.observations) {
        if (o.code === "UNVERIFIED_AFTER_TIMEOUT" && o.lookAlikeReads === undefined)
            add("VERIFICATION", o);
        // J29 (rules version 3): a ghost write re-sent blindly that the server happened to ignore.
        if (o.code === "NO_EFFECT_REPEAT" && o.afterTimeout === true && o.verifiedBefore === false)
            add("VERIFICATION", o);
    }
    return ORDER.filter((id) => reasons.has(id)).map((id) => ({
        id,
        title: TEXTS[id].title,
        because: [...reasons.get(id)].sort(),
        text: TEXTS[id].text,
    }));
}

// EXTERNAL MODULE: ./src/report/case-id.ts
var case_id = __webpack_require__(1840);
// EXTERNAL MODULE: ./src/report/json.ts
var report_json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(3186);
// EXTERNAL MODULE: ./src/report/report-operations.ts
var report_operations = __webpack_require__(7373);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
;// CONCATENATED MODULE: ./src/replay/judge-file.ts












/**
 * Reads, judges and scores one recording (`file` relative to `options.cwd`); never throws
 * for bad input. Judged on the recording's text as it is; the report's text is made
 * well-formed Unicode afterwards.
 */
async function judgeFile(file, options) {
    return reported((0,well_formed/* withWellFormedJudgedText */.Kw)(await judgeAsRecorded(file, options)), options);
}
function reported(report, options) {
    return (0,report_operations/* withReportedOperations */.cP)(report, options.reportOperations ?? "relevant");
}
async function judgeAsRecorded(file, options) {
    const read = await (0,reader/* readRecording */.SS)(external_node_path_default().resolve(options.cwd, file), file);
    if (!read.ok)
        return errorReport(read.error);
    try {
        return judgedReport(read.recording, options);
    }
    catch (error) {
        if (!(error instanceof sql/* SqlParserNotLoaded */.ch))
            throw error;
    }
    // J18: the first two SQL statements compared load the parser; judging is pure, so judge again.
    await (0,sql/* loadSqlParser */.Ok)();
    return judgedReport(read.recording, options);
}
async function judgeForOutputs(file, options, renderJson) {
    return renderJson ? judgeAndRender(file, options) : judgeAndList(file, options);
}
/**
 * {@link judgeFile} when no JSON report is written: nothing is rendered (issue 26), and the
 * operations kept are the relevant ones, those JUnit, Markdown and the gate read, whatever
 * `reportOperations` says: it says what the JSON report lists.
 */
async function judgeAndList(file, options) {
    const judged = (0,well_formed/* withWellFormedJudgedText */.Kw)(await judgeAsRecorded(file, options));
    return { report: (0,report_operations/* withReportedOperations */.cP)(judged, "relevant"), json: null };
}
/** {@link judgeFile}, rendered at once for the JSON report, so the operation objects can go. */
async function judgeAndRender(file, options) {
    const judged = await judgeAsRecorded(file, options);
    let report = reported(judged, options);
    let json = (0,report_json/* renderRecordingJson */.at)(report);
    // JSON.stringify writes a lone surrogate, and only a lone one, as a `\udXXX` escape: text
    // without `\ud` (nearly all) needs no walk through the report to make it well-formed. The
    // operations left out are looked at too: their replacements count in `unicodeReplacements`.
    if (json.includes("\\ud") || (0,well_formed/* operationsHoldLoneSurrogate */.uA)((0,report_operations/* omittedOperations */.TM)(judged, report))) {
        const clean = (0,well_formed/* withWellFormedJudgedText */.Kw)(judged);
        if (clean !== judged) {
            report = reported(clean, options);
            json = (0,report_json/* renderRecordingJson */.at)(report);
        }
    }
    return { report: { ...report, operations: [] }, json: (0,util_text/* utf8Bytes */.dy)(json) };
}
function judgedReport(recording, options) {
    const judgement = (0,judge/* judgeRecording */.F1)(recording, options);
    const observations = recording.tornLine === undefined ? judgement.observations : [...judgement.observations, tornLine(recording)];
    const score = (0,score_score/* scoreJudgement */.u2)(judgement);
    const labels = recording.header.labels;
    return {
        path: recording.path,
        caseId: (0,case_id/* caseIdOf */.h)(recording.path, labels),
        verdict: judgement.verdict,
        reasonCode: judgement.reasonCode,
        reason: judgement.reason,
        baseline: judgement.baseline,
        scenario: recording.header.config.scenario,
        labels: sortedRecord(labels),
        score: score.score,
        rawScore: score.rawScore,
        capped: score.capped,
        components: score.components,
        honesty: judgement.honesty,
        violations: judgement.violations,
        observations,
        operations: judgement.operations,
        coverage: judgement.coverage,
        patches: patchesFor(judgement),
        durationMs: judgement.durationMs,
        error: null,
        evidence: recording.evidence,
    };
}
/** The reader dropped a last line cut off by a crash; the judge saw everything before it. */
function tornLine(recording) {
    const line = recording.tornLine;
    return {
        code: "TORN_LAST_LINE",
        message: `line ${line} has no newline at its end and is not complete JSON, what a crash mid-write leaves: it was dropped and the lines before it judged`,
        tool: null,
        operation: null,
        seqs: [],
        line,
        t: recording.lastT,
    };
}
function errorReport(error) {
    return {
        path: error.path,
        caseId: (0,case_id/* caseIdOf */.h)(error.path, {}),
        verdict: "ERROR",
        reasonCode: error.code ?? "UNREADABLE",
        reason: `${error.path}:${error.line}: ${error.message}`,
        baseline: false,
        scenario: null,
        labels: {},
        score: null,
        rawScore: null,
        capped: false,
        components: { duplicateSafety: null, failureHandling: null },
        honesty: { status: "NOT_MEASURED", rule: null, claim: null },
        violations: [],
        observations: [],
        operations: [],
        coverage: null,
        patches: [],
        durationMs: 0,
        error: { line: error.line, message: error.message },
        evidence: error.evidence,
    };
}
function sortedRecord(record) {
    const out = {};
    for (const key of Object.keys(record).sort(util_text/* compareCodeUnits */.UF))
        out[key] = record[key];
    return out;
}


/***/ }),

/***/ 3186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ withWellFormedJudgedText),
/* harmony export */   O: () => (/* binding */ wellFormedReport),
/* harmony export */   nN: () => (/* binding */ withWellFormedText),
/* harmony export */   uA: () => (/* binding */ operationsHoldLoneSurrogate)
/* harmony export */ });
/* unused harmony export holdsLoneSurrogate */
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
 * {@link withWellFormedText} for a report the judge has just built, whose operations are
 * the judge's own objects with only the fields of an {@link Operation}: those, nearly all of
 * a large recording's report, are checked field by field, where walking them key by key as
 * unknown values cost about as much as grouping them into operations in a cold process.
 */
function withWellFormedJudgedText(recording) {
    for (const key in recording) {
        const value = recording[key];
        if (key === "operations" ? operationsHoldLoneSurrogate(recording.operations) : holdsLoneSurrogate(value))
            return withWellFormedText(recording);
    }
    return recording;
}
/**
 * What each field of an operation and of an attempt holds: text, or only numbers, booleans
 * and null. A field added to either type is a compile error here until it is listed.
 */
const OPERATION_FIELDS = {
    id: "text",
    tool: "text",
    arguments: "text",
    attempts: "attempts",
    executions: "scalar",
    outcome: "text",
    fault: "text",
    handling: "text",
};
const ATTEMPT_FIELDS = {
    seq: "scalar",
    line: "scalar",
    t: "scalar",
    status: "text",
    rawStatus: "text",
    fault: "text",
    answeredT: "scalar",
    hasKey: "scalar",
};
const textFields = (fields) => Object.keys(fields).filter((key) => fields[key] === "text");
const OPERATION_TEXT = textFields(OPERATION_FIELDS);
const ATTEMPT_TEXT = textFields(ATTEMPT_FIELDS);
/** {@link holdsLoneSurrogate} for operations the judge built (their keys are its own). */
function operationsHoldLoneSurrogate(operations) {
    for (let i = 0; i < operations.length; i += 1) {
        const op = operations[i];
        if (someTextIllFormed(op, OPERATION_TEXT))
            return true;
        for (let j = 0; j < op.attempts.length; j += 1)
            if (someTextIllFormed(op.attempts[j], ATTEMPT_TEXT))
                return true;
    }
    return false;
}
function someTextIllFormed(value, keys) {
    for (let k = 0; k < keys.length; k += 1) {
        const text = value[keys[k]];
        if (typeof text === "string" && isIllFormed(text))
            return true;
    }
    return false;
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


/***/ }),

/***/ 5020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u2: () => (/* binding */ scoreJudgement),
/* harmony export */   wm: () => (/* binding */ HANDLING_POINTS)
/* harmony export */ });
/* unused harmony exports FAIL_CAP, roundHalfUp */
/** J24 points per handling; UNKNOWN and upstream rejections are left out of Failure Handling. */
const HANDLING_POINTS = {
    VERIFIED: 100,
    CLEAN_RETRY: 100,
    CLEAN_ABANDON: 100,
    UNVERIFIED_GHOST: 50,
    DUPLICATE: 0,
    RETRY_AFTER_VIOLATED: 0,
    UNKNOWN: null,
};
const FAIL_CAP = 49;
/**
 * J23–J26 in exact integer arithmetic, so round-half-up never meets a binary-fraction
 * surprise: score = round(0.6·DS + 0.4·FH) with DS = 100·safe/known, FH = points/n.
 */
function scoreJudgement(judgement) {
    let safe = 0;
    let known = 0;
    let points = 0;
    let handled = 0;
    for (let i = 0; i < judgement.operations.length; i += 1) {
        const op = judgement.operations[i];
        // J23: a proven duplicate is DUPLICATED even after an unknown attempt (FAIL wins, J20); J29's
        // identical executions of a trusted idempotent tool are EXECUTED_ONCE, so they count as safe.
        if (op.outcome !== "UNKNOWN") {
            known += 1;
            if (op.outcome !== "DUPLICATED")
                safe += 1;
        }
        const handlingPoints = op.handling === null ? null : HANDLING_POINTS[op.handling];
        if (handlingPoints !== null) {
            handled += 1;
            points += handlingPoints;
        }
    }
    const components = {
        duplicateSafety: known === 0 ? null : { percent: round2((100 * safe) / known), safe, known },
        failureHandling: handled === 0 ? null : { percent: round2(points / handled), operations: handled },
    };
    if (judgement.verdict === "NOT_TESTED" || (known === 0 && judgement.verdict !== "FAIL")) {
        return { score: null, rawScore: null, capped: false, components };
    }
    // J26: 0.6·(100·safe/known) + 0.4·(points/handled) = (300·safe·handled + 2·points·known) / (5·known·handled);
    // J25: without an operation that met a fault, Duplicate Safety alone.
    const rawScore = known === 0
        ? handled === 0
            ? 0
            : roundHalfUp(points, handled)
        : handled === 0
            ? roundHalfUp(100 * safe, known)
            : roundHalfUp(300 * safe * handled + 2 * points * known, 5 * known * handled);
    // J26: FAIL caps the score, rawScore keeps the uncapped value.
    const capped = judgement.verdict === "FAIL";
    return { score: capped ? Math.min(rawScore, FAIL_CAP) : rawScore, rawScore, capped, components };
}
/** round-half-up of numerator/denominator for non-negative integers. */
function roundHalfUp(numerator, denominator) {
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
function round2(value) {
    return Math.round(value * 100) / 100;
}


/***/ })

};
