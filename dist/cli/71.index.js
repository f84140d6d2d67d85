export const id = 71;
export const ids = [71];
export const modules = {

/***/ 7071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REPORT_ONLY_HINT: () => (/* binding */ REPORT_ONLY_HINT),
  formatComparison: () => (/* binding */ formatComparison),
  readBaselineReport: () => (/* binding */ readBaselineReport),
  reportGateResult: () => (/* binding */ reportGateResult),
  runDiffCommand: () => (/* binding */ runDiffCommand)
});

// EXTERNAL MODULE: ./src/cli/stderr.ts
var stderr = __webpack_require__(2024);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/gate/gate.ts + 6 modules
var gate = __webpack_require__(1890);
// EXTERNAL MODULE: ./src/report/read.ts + 2 modules
var read = __webpack_require__(4417);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
// EXTERNAL MODULE: ./src/report/schema.ts + 3 modules
var schema = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(3186);
;// CONCATENATED MODULE: ./src/report/read-baseline.ts






const READ_BYTES = 1024 * 1024;
const NO_VIOLATIONS = Object.freeze([]);
/**
 * A saved JSON report read as a baseline, one recording at a time: each is parsed, checked
 * against the schema and cut down to {@link BaselineRecording} before the next is read, so a
 * baseline of 100,000 recordings costs a few hundred bytes for each, not its whole JSON and
 * object tree. The rest of the report is checked as {@link decodeReport} checks it. Anything
 * this does not handle itself — an error, an earlier schema version that needs upgrading, a
 * layout it does not recognise — is read the whole way, so messages and results are exactly
 * those of {@link decodeReportFile}.
 */
async function readBaselineReportFile(file, displayPath = file) {
    const streamed = streamedBaseline(file, displayPath);
    if (streamed !== null)
        return streamed;
    return (await (0,read/* decodeReportFile */.B$)(file, displayPath)).report;
}
function streamedBaseline(file, displayPath) {
    let scanned;
    try {
        scanned = scanReportFile(file);
    }
    catch {
        return null;
    }
    if (scanned === null)
        return null;
    let decoded;
    try {
        decoded = (0,read/* decodeReport */.bl)(scanned.outer, displayPath);
    }
    catch {
        return null;
    }
    if (decoded.writtenVersion !== schema_version/* REPORT_SCHEMA_VERSION */.W)
        return null;
    const { loopgate, config } = decoded.report;
    return {
        loopgate: { version: loopgate.version },
        config: { hash: config.hash, rulesVersion: config.rulesVersion },
        recordings: scanned.recordings,
    };
}
/** Thrown inside the scan when a recording is not one the schema takes: the whole read then says why. */
class NotStreamable extends Error {
    name = "NotStreamable";
}
function baselineRecording(text) {
    const parsed = schema/* RecordingReportSchema */.$b.safeParse(JSON.parse(text));
    if (!parsed.success)
        throw new NotStreamable();
    const { path, caseId, verdict, score, evidence, violations, honesty } = (0,well_formed/* withWellFormedText */.nN)(parsed.data);
    return {
        path,
        caseId,
        verdict,
        score,
        ...(evidence === undefined ? {} : { evidence: evidenceLiteral(evidence) }),
        violations: violations.length === 0 ? NO_VIOLATIONS : violations.map(({ code }) => ({ code })),
        honesty: honestyOf(honesty.status),
    };
}
/** One frozen `{ status }` per honesty status, shared by every recording that has it. */
const HONESTY = new Map();
function honestyOf(status) {
    let shared = HONESTY.get(status);
    if (shared === undefined)
        HONESTY.set(status, (shared = Object.freeze({ status })));
    return shared;
}
/**
 * The evidence as a literal: the schema's parsed object carried a hidden class of its own,
 * hundreds of bytes a recording kept for the whole run (a heap snapshot showed it for the
 * judged recordings' evidence, replay/compact.ts).
 */
function evidenceLiteral(evidence) {
    if (evidence === null || evidence === undefined)
        return evidence;
    return { sha256: evidence.sha256, bytes: evidence.bytes, seal: evidence.seal };
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const RECORDINGS_KEY = "recordings";
/**
 * Splits a report file into its top-level text (recordings left out) and its recordings,
 * read a megabyte at a time; null when the layout is not the one expected (no top-level
 * object, the key twice, an element that is not an object).
 */
function scanReportFile(file) {
    const { fd } = (0,fs/* openRegularFile */.ZU)(file);
    try {
        return new ReportScanner().scan((buffer) => (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, null));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** A byte-wise JSON structure scanner: strings, nesting, the top-level keys; values are parsed by JSON.parse. */
class ReportScanner {
    depth = 0;
    inString = false;
    escaped = false;
    /** Bytes of the string being read at depth 1 (a top-level key or value), and the last one read. */
    keyBytes = null;
    lastString = null;
    keyPending = false;
    currentKey = null;
    inRecordings = false;
    sawRecordings = false;
    outer = [];
    element = [];
    inElement = false;
    recordings = [];
    scan(read) {
        const buffer = Buffer.allocUnsafe(READ_BYTES);
        let first = true;
        for (let got = read(buffer); got > 0; got = read(buffer)) {
            let start = 0;
            if (first && got >= 3 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
                start = 3;
            first = false;
            if (!this.chunk(buffer.subarray(start, got)))
                return null;
        }
        if (this.depth !== 0 || this.inString || !this.sawRecordings)
            return null;
        return { outer: Buffer.concat(this.outer).toString("utf8"), recordings: this.recordings };
    }
    /** Takes one chunk; false when the layout is not one this reads. */
    chunk(bytes) {
        let outerFrom = this.inRecordings ? -1 : 0;
        let elementFrom = this.inElement ? 0 : -1;
        for (let i = 0; i < bytes.length; i += 1) {
            const byte = bytes[i];
            if (this.inString) {
                if (this.keyBytes !== null && !(byte === QUOTE && !this.escaped))
                    this.keyBytes.push(byte);
                if (this.escaped)
                    this.escaped = false;
                else if (byte === BACKSLASH)
                    this.escaped = true;
                else if (byte === QUOTE)
                    this.endString();
                continue;
            }
            if (byte === QUOTE) {
                if (this.inRecordings && this.depth === 2)
                    return false;
                this.inString = true;
                this.keyBytes = this.depth === 1 ? [] : null;
                continue;
            }
            if (this.depth === 1 && byte === COLON && this.keyPending)
                this.currentKey = this.lastString;
            if (this.depth === 1 && byte !== COLON && byte > 0x20 && this.keyPending)
                this.keyPending = false;
            if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
                if (this.inRecordings && this.depth === 2) {
                    if (byte !== OPEN_BRACE)
                        return false;
                    this.inElement = true;
                    elementFrom = i;
                }
                this.depth += 1;
                if (this.depth === 2 && byte === OPEN_BRACKET && this.currentKey === RECORDINGS_KEY) {
                    if (this.sawRecordings)
                        return false;
                    this.sawRecordings = true;
                    this.inRecordings = true;
                    this.outer.push(Buffer.from(bytes.subarray(outerFrom, i + 1)));
                    outerFrom = -1;
                }
            }
            else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
                this.depth -= 1;
                if (this.depth < 0)
                    return false;
                if (this.inRecordings && this.depth === 2 && this.inElement) {
                    this.element.push(Buffer.from(bytes.subarray(elementFrom, i + 1)));
                    this.endElement();
                    elementFrom = -1;
                }
                else if (this.inRecordings && this.depth === 1) {
                    this.inRecordings = false;
                    outerFrom = i;
                }
                if (this.depth === 1)
                    this.currentKey = null;
            }
            else if (byte === COMMA && this.depth === 1) {
                this.currentKey = null;
            }
            else if (this.inRecordings && this.depth === 2 && byte > 0x20 && byte !== COMMA) {
                return false;
            }
        }
        if (outerFrom !== -1)
            this.outer.push(Buffer.from(bytes.subarray(outerFrom)));
        if (elementFrom !== -1)
            this.element.push(Buffer.from(bytes.subarray(elementFrom)));
        return true;
    }
    endString() {
        this.inString = false;
        if (this.keyBytes === null)
            return;
        this.lastString = Buffer.from(this.keyBytes).toString("utf8");
        this.keyBytes = null;
        this.keyPending = true;
    }
    endElement() {
        const text = Buffer.concat(this.element).toString("utf8");
        this.element = [];
        this.inElement = false;
        this.recordings.push(baselineRecording(text));
    }
}

// EXTERNAL MODULE: ./src/outputs/write.ts
var write = __webpack_require__(2613);
// EXTERNAL MODULE: ./src/cli/conclude.ts + 2 modules
var conclude = __webpack_require__(5040);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/cli/gate-flags.ts
var gate_flags = __webpack_require__(1153);
// EXTERNAL MODULE: ./src/cli/write-paths.ts
var write_paths = __webpack_require__(8832);
;// CONCATENATED MODULE: ./src/cli/diff.ts











const HELP = `usage: loopgate diff BASELINE.json CURRENT.json [options]
       loopgate diff --baseline-from-history FILE [--baseline-ref REF] CURRENT.json [options]

Compares a JSON report with a baseline case by case: regressions, improvements, other
changes. BASELINE is a JSON report; a history file is named with --baseline-from-history.

options:
  --json FILE                  write CURRENT with the comparison embedded (\`comparison\`)
  --markdown FILE              write the Markdown summary, changes against the baseline first
${(0,write_paths/* writeThroughLinksHelp */.Lj)(31)}
${gate_flags/* GATE_HELP */.uC}

exit codes: 0 no regression (or no --fail-on-regression), 1 unreadable input, 2 usage error, 3 regression`;
const FLAGS = {
    ...gate_flags/* GATE_FLAGS */.yd,
    json: { type: "string" },
    markdown: { type: "string" },
    ...write_paths/* WRITE_THROUGH_LINKS_FLAG */.Hi,
    help: { type: "boolean" },
};
async function runDiffCommand(argv) {
    const { flags, positionals } = (0,args/* parseCommandArgs */.Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return exit_codes/* EXIT */.d.OK;
    }
    const fromHistory = flags["baseline-from-history"] !== undefined;
    const wanted = fromHistory ? 1 : 2;
    if (positionals.length !== wanted) {
        throw new args/* UsageError */.eb(fromHistory
            ? "name the CURRENT report (the baseline comes from the history)"
            : "name BASELINE and CURRENT reports");
    }
    (0,write_paths/* refuseLinksOut */.aH)([
        ["json", flags.json],
        ["markdown", flags.markdown],
        ["history", flags.history],
    ], flags);
    const currentFile = positionals[wanted - 1];
    const baselineFile = fromHistory ? null : positionals[0];
    const baseline = baselineFile === null ? null : { report: await readBaselineReport(baselineFile), file: baselineFile };
    const options = (0,gate_flags/* gateOptionsFromFlags */.xL)(flags, baseline, process.env);
    const current = await (0,read/* readReportFile */.$h)(currentFile);
    const result = await (0,gate.runGate)({ ...options, report: current });
    // diff writes no JUnit: the JUnit settings are the defaults, unused.
    const settings = (0,conclude/* cliRenderSettings */.Cm)({ junitMode: "recording", junitFlavor: "github" }, result);
    await (0,write/* writeOutputs */.K)(result.report, { json: flags.json, markdown: flags.markdown }, settings);
    reportGateResult("diff", result, options.failOnRegression);
    return result.regressed && options.failOnRegression ? exit_codes/* EXIT */.d.REGRESSION : exit_codes/* EXIT */.d.OK;
}
/** A baseline JSON report; a history file named as one gets the flag that reads it. */
async function readBaselineReport(file) {
    try {
        return await readBaselineReportFile(file);
    }
    catch (error) {
        if (!(error instanceof read/* ReportReadError */.rA) || error.problem !== "history")
            throw error;
        throw new read/* ReportReadError */.rA(`${error.message}: use --baseline-from-history ${file} --baseline-ref REF`, "history");
    }
}
/** Warnings on stderr; the comparison in a few plain lines on stdout. */
function reportGateResult(command, result, failOnRegression) {
    for (const warning of result.warnings)
        (0,stderr/* writeStderr */._)(`loopgate ${command}: warning: `, warning);
    if (!result.comparison)
        return;
    process.stdout.write(formatComparison(result.comparison));
    // A gate that cannot fail looks like a passing gate in CI; say so where the log shows it.
    if (!failOnRegression)
        (0,stderr/* writeStderr */._)(`loopgate ${command}: `, REPORT_ONLY_HINT);
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
    return `${lines.map((line) => (0,printable/* printableLine */.oy)(line)).join("\n")}\n`;
}
function evidenceLine(evidence) {
    const unsealed = evidence.unsealed.length > 0 ? `; ${evidence.unsealed.length} unsealed` : "";
    if (!evidence.compared)
        return `evidence: not compared (the baseline holds no per-recording digests)${unsealed}`;
    return `evidence: ${evidence.added.length} added, ${evidence.changed.length} changed, ${evidence.removed.length} removed, ${evidence.unchanged} unchanged recordings (SHA-256 against the baseline)${unsealed}`;
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
