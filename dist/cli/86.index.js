export const id = 86;
export const ids = [86];
export const modules = {

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runReportCommand: () => (/* binding */ runReportCommand)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6890);
/* harmony import */ var _write_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8832);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4417);
/* harmony import */ var _outputs_formats_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3906);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7032);
/* harmony import */ var _outputs_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2613);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8551);
/* harmony import */ var _conclude_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5040);








/** The JSON report is this command's input: it renders the other formats. */
const REPORT_FORMATS = ["junit", "markdown"];
const HELP = `usage: loopgate report REPORT.json [--junit FILE [--junit-mode MODE] [--junit-flavor F]] [--markdown FILE]

Renders JUnit XML and/or the Markdown summary from a JSON report written by
'loopgate replay --json', without judging again.

options:
${(0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .outputFlagsHelp */ .KK)(20, REPORT_FORMATS)}
  --junit-mode MODE recording (default): one testcase per recording, failing on its verdict;
                    gate: one testcase per case, failing only when it regressed against the
                    report's baseline comparison (replay --baseline…), known failures skipped
${(0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .junitFlavorHelp */ .MF)(20)}
  --markdown-max-bytes N
                    bound the Markdown to N bytes (4096 to 1032192, the default), cut only
                    between whole blocks with a marker where it was cut: a pull request
                    comment (GitHub takes 65536 characters) is rendered with 60000
${(0,_write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .writeThroughLinksHelp */ .Lj)(20)}

exit codes: 0 written, 1 the report could not be read or is not a loopgate report, 2 usage error`;
const FLAGS = {
    junit: _outputs_formats_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUT_FLAGS */ .Qf.junit,
    markdown: _outputs_formats_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUT_FLAGS */ .Qf.markdown,
    "markdown-max-bytes": { type: "string" },
    ..._conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .JUNIT_MODE_FLAG */ .ez,
    ..._write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .WRITE_THROUGH_LINKS_FLAG */ .Hi,
    help: { type: "boolean" },
};
async function runReportCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.OK;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("name exactly one JSON report");
    if (flags.junit === undefined && flags.markdown === undefined)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb("give --junit FILE, --markdown FILE or both");
    const junitMode = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .junitModeOf */ .Lr)(flags);
    const junitFlavor = (0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .junitFlavorOf */ .Q0)(flags);
    const bound = markdownBoundOf(flags["markdown-max-bytes"]);
    const files = { junit: flags.junit, markdown: flags.markdown };
    (0,_write_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseLinksOut */ .aH)((0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .outputPaths */ .uk)(files), flags);
    const report = await (0,_report_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readReportFile */ .$h)(positionals[0]);
    // No gate runs here: the report's comparison and config change are said as the run said them.
    await (0,_outputs_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutputs */ .K)(report, files, { ...(0,_conclude_js__WEBPACK_IMPORTED_MODULE_7__/* .cliRenderSettings */ .Cm)({ junitMode, junitFlavor }, null), markdownBound: bound });
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.OK;
}
/** `--markdown-max-bytes N`: the Markdown renderer's own bound, so a cut falls between blocks, never inside one. */
function markdownBoundOf(value) {
    if (value === undefined)
        return _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MARKDOWN_FILE_BOUND */ .kv;
    const bytes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!(bytes >= MIN_MARKDOWN_BYTES && bytes <= _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MARKDOWN_FILE_BOUND */ .kv.maxBytes))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--markdown-max-bytes must be a whole number from ${MIN_MARKDOWN_BYTES} to ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MARKDOWN_FILE_BOUND */ .kv.maxBytes}, got "${value}"`);
    return { maxBytes: bytes, boundName: `--markdown-max-bytes ${bytes}` };
}
/** Room for the headline, the note and a few rows: below this a summary says nothing. */
const MIN_MARKDOWN_BYTES = 4096;


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
