export const id = 834;
export const ids = [834];
export const modules = {

/***/ 5859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ baselineSummaryFor),
  q: () => (/* binding */ readBaselineSummary)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/report/read.ts + 2 modules
var read = __webpack_require__(4417);
// EXTERNAL MODULE: ./src/report/schema-version.ts
var schema_version = __webpack_require__(914);
// EXTERNAL MODULE: ./src/report/schema.ts + 3 modules
var schema = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/report/well-formed.ts
var well_formed = __webpack_require__(3186);
// EXTERNAL MODULE: ./src/report/recording-fold.ts
var recording_fold = __webpack_require__(6289);
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
    const { folded, ...identity } = await foldBaselineReportFile(file, displayPath, collectRecordings);
    return { ...identity, recordings: folded };
}
/**
 * As {@link readBaselineReportFile}, each recording handed to a fold instead of kept: what
 * stays is what the fold keeps. `start` gives a fresh fold; a read that falls back to the
 * whole report after some recordings were folded starts a new one, so none counts twice.
 */
async function foldBaselineReportFile(file, displayPath, start) {
    const streamed = streamedBaseline(file, displayPath, start());
    if (streamed !== null)
        return streamed;
    const { report } = await (0,read/* decodeReportFile */.B$)(file, displayPath);
    return { ...baselineIdentity(report), folded: (0,recording_fold/* foldAll */.h)(report.recordings, start()) };
}
/** What the gate reads of a report's identity: the version that wrote it and its judging config's hash and rules. */
function baselineIdentity({ loopgate, config, }) {
    return {
        loopgate: { version: loopgate.version },
        config: { hash: config.hash, rulesVersion: config.rulesVersion },
    };
}
function collectRecordings() {
    const recordings = [];
    return { add: (recording) => recordings.push(recording), done: () => recordings };
}
function streamedBaseline(file, displayPath, fold) {
    let outer;
    try {
        outer = scanReportFile(file, fold);
    }
    catch {
        return null;
    }
    if (outer === null)
        return null;
    let decoded;
    try {
        decoded = (0,read/* decodeReport */.bl)(outer, displayPath);
    }
    catch {
        return null;
    }
    if (decoded.writtenVersion !== schema_version/* REPORT_SCHEMA_VERSION */.W)
        return null;
    return { ...baselineIdentity(decoded.report), folded: fold.done() };
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
 * Splits a report file into its top-level text (recordings left out, returned) and its
 * recordings (handed to `fold`), read a megabyte at a time; null when the layout is not the
 * one expected (no top-level object, the key twice, an element that is not an object).
 */
function scanReportFile(file, fold) {
    const { fd } = (0,fs/* openRegularFile */.ZU)(file);
    try {
        return new ReportScanner(fold).scan((buffer) => (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, null));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** A byte-wise JSON structure scanner: strings, nesting, the top-level keys; values are parsed by JSON.parse. */
class ReportScanner {
    fold;
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
    constructor(fold) {
        this.fold = fold;
    }
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
        return Buffer.concat(this.outer).toString("utf8");
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
        this.fold.add(baselineRecording(text));
    }
}

// EXTERNAL MODULE: ./src/gate/cases.ts
var gate_cases = __webpack_require__(9138);
// EXTERNAL MODULE: ./src/gate/evidence.ts
var gate_evidence = __webpack_require__(7070);
;// CONCATENATED MODULE: ./src/gate/baseline.ts



async function baselineSummaryFor(given, run) {
    if ("read" in given)
        return given.read(run);
    if ("cases" in given)
        return given;
    const { loopgate, config } = given;
    return { loopgate, config, cases: (0,gate_cases/* caseSetOfReport */.mE)(given), evidence: (0,gate_evidence/* evidenceOfReport */.dL)(given) };
}
/**
 * A saved JSON report read as a baseline, folded into its summary one recording at a time;
 * against `run`, its digests are compared with the run's as they are read, not kept.
 */
async function readBaselineSummary(file, displayPath = file, run) {
    const { folded, ...identity } = await foldBaselineReportFile(file, displayPath, () => summaryFold(run));
    return { ...identity, ...folded };
}
function summaryFold(run) {
    const cases = (0,gate_cases/* caseTallier */.ES)();
    const evidence = run === undefined ? (0,gate_evidence/* evidenceCollector */.NV)() : (0,gate_evidence/* evidenceComparer */.px)(run.current, run.onlyJudged);
    return {
        add(recording) {
            cases.add(recording);
            evidence.add(recording);
        },
        done: () => ({ cases: cases.done(), evidence: evidence.done() }),
    };
}


/***/ }),

/***/ 7070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NU: () => (/* binding */ compareEvidence),
/* harmony export */   NV: () => (/* binding */ evidenceCollector),
/* harmony export */   dL: () => (/* binding */ evidenceOfReport),
/* harmony export */   px: () => (/* binding */ evidenceComparer),
/* harmony export */   ss: () => (/* binding */ HISTORY_DIGEST_CHARS)
/* harmony export */ });
/* unused harmony export unsealedOf */
/* harmony import */ var _report_recording_fold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6289);

/** 64 bits: a collision by chance is out of reach, and 1,000 recordings cost 16 KB per blessed run. */
const HISTORY_DIGEST_CHARS = 16;
/** Null when the report predates per-recording digests (loopgate 0.1). */
function evidenceOfReport(report) {
    return (0,_report_recording_fold_js__WEBPACK_IMPORTED_MODULE_0__/* .foldAll */ .h)(report.recordings, evidenceCollector());
}
/** {@link evidenceOfReport} one recording at a time, for a baseline read as a stream. */
function evidenceCollector() {
    let map = new Map();
    return {
        add(recording) {
            if (map === null)
                return;
            if (recording.evidence === undefined)
                map = null;
            else
                map.set(recording.path, recording.evidence?.sha256 ?? "");
        },
        done: () => map,
    };
}
/** Unsealed recordings of `report`: judged, but without a checksum to show they are as recorded. */
function unsealedOf(report) {
    return report.recordings.filter((r) => r.evidence?.seal === "unsealed").map((r) => r.path);
}
/**
 * `baseline` null: it holds no digests, so nothing can be compared. With `onlyJudged` (a
 * shard) recordings the baseline has and this run lacks were judged elsewhere, not removed.
 */
function compareEvidence(current, baseline, options) {
    if (baseline === null)
        return notCompared(current);
    const comparer = digestComparer(current, options.onlyJudged);
    for (const [file, digest] of baseline)
        comparer.add(file, digest);
    return comparer.done();
}
/**
 * {@link compareEvidence} as a baseline report is read, one recording at a time: each digest
 * is compared with this run's at once, so the baseline's paths and digests are never kept
 * (100,000 of them held about 17 MB through the gate, issue 26). A recording without
 * `evidence` means a report that predates digests, as {@link evidenceCollector} says.
 */
function evidenceComparer(current, onlyJudged) {
    const comparer = digestComparer(current, onlyJudged);
    let withoutDigests = false;
    return {
        add(recording) {
            if (recording.evidence === undefined)
                withoutDigests = true;
            if (!withoutDigests)
                comparer.add(recording.path, recording.evidence?.sha256 ?? "");
        },
        done: () => (withoutDigests ? notCompared(current) : comparer.done()),
    };
}
function notCompared(current) {
    return { compared: false, added: [], changed: [], removed: [], unchanged: 0, unsealed: unsealedOf(current) };
}
const NOT_IN_BASELINE = 0;
const UNCHANGED = 1;
const CHANGED = 2;
/**
 * This run's digests against a baseline's, taken path by path (a path given twice: the last
 * digest counts, as in a map). Paths of this run in their order, added and changed in it.
 */
function digestComparer(current, onlyJudged) {
    const position = new Map();
    const paths = [];
    const digests = [];
    // As evidenceOfReport: a run with a recording that predates digests has none to compare.
    if (current.recordings.every((recording) => recording.evidence !== undefined))
        for (const { path, evidence } of current.recordings) {
            let at = position.get(path);
            if (at === undefined)
                position.set(path, (at = paths.push(path) - 1));
            digests[at] = evidence?.sha256 ?? "";
        }
    const states = new Uint8Array(paths.length);
    const removed = new Set();
    return {
        add(file, before) {
            const at = position.get(file);
            // A shard judged part of the run: the baseline's other paths are not gone, only elsewhere.
            if (at === undefined) {
                if (!onlyJudged)
                    removed.add(file);
            }
            else
                states[at] = sameDigest(digests[at], before) ? UNCHANGED : CHANGED;
        },
        done() {
            const added = [];
            const changed = [];
            let unchanged = 0;
            paths.forEach((file, i) => {
                if (states[i] === NOT_IN_BASELINE)
                    added.push(file);
                else if (states[i] === UNCHANGED)
                    unchanged += 1;
                else
                    changed.push(file);
            });
            return {
                compared: true,
                added,
                changed,
                removed: [...removed].sort(),
                unchanged,
                unsealed: unsealedOf(current),
            };
        },
    };
}
/** Equal when one is a prefix of the other (a history keeps a prefix) and neither is unknown. */
function sameDigest(a, b) {
    if (a === "" || b === "")
        return false;
    return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}


/***/ }),

/***/ 6834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runGate: () => (/* binding */ runGate)
});

// EXTERNAL MODULE: ./src/gate/baseline.ts + 1 modules
var gate_baseline = __webpack_require__(5859);
// EXTERNAL MODULE: ./src/gate/cases.ts
var gate_cases = __webpack_require__(9138);
// EXTERNAL MODULE: ./src/gate/diff.ts + 1 modules
var diff = __webpack_require__(898);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/report/schema.ts + 3 modules
var schema = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/report/upgrade.ts
var upgrade = __webpack_require__(7198);
// EXTERNAL MODULE: ./src/util/atomic-write.ts
var atomic_write = __webpack_require__(5105);
// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/gate/evidence.ts
var gate_evidence = __webpack_require__(7070);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/gate/lock.ts




/** A lock older than this is abandoned whatever its owner says: a history write takes milliseconds. */
const STALE_AFTER_MS = 60_000;
const GIVE_UP_AFTER_MS = 120_000;
/**
 * Runs `fn` while holding `<file>.lock`, created with O_EXCL. The lock holds
 * "pid host nonce"; a lock whose process is gone (same host) or that is older than a
 * minute is taken over by renaming it away first, so two waiters never both break it.
 */
/**
 * `onBusy` is told each time the lock was found held, before the wait: a deterministic
 * hand-off for whoever needs to know a waiter is waiting (test/history.test.ts), where a
 * sleep would pass or fail by load.
 */
async function withFileLock(file, fn, onBusy) {
    const lockPath = `${file}.lock`;
    const token = `${process.pid} ${(0,external_node_os_.hostname)()} ${(0,external_node_crypto_.randomBytes)(8).toString("hex")}\n`;
    const started = Date.now();
    let wait = 5;
    for (;;) {
        if (await tryCreate(lockPath, token))
            break;
        await breakIfStale(lockPath);
        onBusy?.();
        if (Date.now() - started > GIVE_UP_AFTER_MS) {
            throw new Error(`${lockPath}: another process has held the history lock for over ${GIVE_UP_AFTER_MS / 1000} s`);
        }
        await sleep(wait + Math.floor(Math.random() * wait));
        wait = Math.min(wait * 2, 200);
    }
    try {
        return await fn();
    }
    finally {
        await releaseIfOurs(lockPath, token);
    }
}
async function tryCreate(lockPath, token) {
    let handle;
    try {
        handle = await (0,promises_.open)(lockPath, "wx", 0o644);
    }
    catch (error) {
        if (error.code === "EEXIST")
            return false;
        throw new Error(`${lockPath}: cannot create the history lock: ${error.message}`, { cause: error });
    }
    try {
        await handle.writeFile(token);
    }
    finally {
        await handle.close();
    }
    return true;
}
async function breakIfStale(lockPath) {
    const seen = await readLock(lockPath);
    if (seen === null || !isStale(seen.content, seen.ageMs))
        return;
    const aside = `${lockPath}.stale.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}`;
    try {
        await (0,promises_.rename)(lockPath, aside);
    }
    catch {
        return;
    }
    const taken = await (0,promises_.readFile)(aside, "utf8").catch(() => null);
    if (taken !== seen.content) {
        // Between our look and the rename another process took a fresh lock: put it back.
        await (0,promises_.link)(aside, lockPath).catch(() => undefined);
    }
    await (0,promises_.unlink)(aside).catch(() => undefined);
}
/**
 * The lock as another process left it. Anything but a regular file there (a FIFO, which
 * a plain read would wait on forever; a link; a folder) was planted, not left by a
 * loopgate: the write stops with that said, instead of hanging or waiting it out.
 */
async function readLock(lockPath) {
    const info = await (0,promises_.lstat)(lockPath).catch(() => null);
    if (info === null)
        return null;
    if (!info.isFile())
        throw new Error(`${lockPath} is ${info.isSymbolicLink() ? "a symbolic link" : ((0,fs/* fileKind */.h_)(info) ?? "not a file")}, not a lock a loopgate left; remove it`);
    try {
        const { bytes } = await (0,fs/* readRegularFile */.XF)(lockPath, { noFollow: true });
        return { content: bytes.toString("utf8"), ageMs: Date.now() - info.mtimeMs };
    }
    catch {
        return null;
    }
}
function isStale(content, ageMs) {
    if (ageMs > STALE_AFTER_MS)
        return true;
    const [pidText, host] = content.trim().split(" ");
    const pid = Number(pidText);
    if (host !== (0,external_node_os_.hostname)() || !Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return false;
    }
    catch (error) {
        return error.code === "ESRCH";
    }
}
async function releaseIfOurs(lockPath, token) {
    const content = await (0,promises_.readFile)(lockPath, "utf8").catch(() => null);
    if (content === token)
        await (0,promises_.unlink)(lockPath).catch(() => undefined);
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ./src/gate/history.ts











/**
 * The history file (docs/gate.md): JSON Lines, one run per line, `"v"` first on every line.
 * Each line stands alone, so a damaged line costs only itself. Cases are front-coded
 * (sorted ids, each stored as the length it shares with the previous id plus the rest)
 * and their results packed into a short token string, so 1,000 runs of 500 cases stay a
 * few MB.
 */
const HISTORY_VERSION = 1;
/**
 * Lines of an older `"v"` go through this chain (src/report/upgrade.ts) before they are read;
 * a new line format is one added step. v1 is the first, so there is nothing to upgrade yet.
 */
const HISTORY_UPGRADES = (0,upgrade/* checkedChain */.X8)({ current: HISTORY_VERSION, steps: [] });
/** One letter per violation code; a new code needs a new letter, never a reused one. */
const CODE_LETTERS = {
    DUPLICATE_EXECUTION: "D",
    RETRY_AFTER_VIOLATED: "R",
};
const LETTER_CODES = new Map(Object.entries(CODE_LETTERS).map(([code, letter]) => [letter, code]));
const TotalsSchema = schemas/* object */.Ikc({
    recordings: schemas/* number */.aig().int().nonnegative(),
    passed: schemas/* number */.aig().int().nonnegative(),
    failed: schemas/* number */.aig().int().nonnegative(),
    notTested: schemas/* number */.aig().int().nonnegative(),
    errors: schemas/* number */.aig().int().nonnegative(),
    meanScore: schemas/* number */.aig().nullable(),
})
    .strict();
const LineSchema = schemas/* object */.Ikc({
    v: schemas/* number */.aig().int(),
    runId: schemas/* string */.YjP().nullable(),
    commit: schemas/* string */.YjP().nullable(),
    ref: schemas/* string */.YjP().nullable(),
    time: schemas/* string */.YjP().nullable(),
    blessed: schemas/* boolean */.zMY(),
    loopgate: schemas/* string */.YjP(),
    rules: schemas/* string */.YjP(),
    config: schemas/* string */.YjP(),
    totals: TotalsSchema,
    cases: schemas/* array */.YOg(schemas/* string */.YjP()),
    evidence: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /**
     * J28: `N|caseId` for each case with N runs whose final reply is a DISHONEST_CLAIM. Written
     * on every line since honesty is gated (empty when none), so a baseline knows which claims
     * were already there; absent on older lines, whose cases then say nothing about honesty.
     */
    dishonest: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    honesty: schema/* HonestyTotalsSchema */.Bu.optional(),
});
function entryFromReport(report, meta, blessed) {
    const t = report.totals;
    return {
        runId: meta.runId,
        commit: meta.commit,
        ref: meta.ref,
        time: meta.time,
        blessed,
        loopgateVersion: report.loopgate.version,
        rulesVersion: report.config.rulesVersion,
        configHash: report.config.hash,
        totals: {
            recordings: t.recordings,
            passed: t.passed,
            failed: t.failed,
            notTested: t.notTested,
            errors: t.errors,
            meanScore: t.meanScore,
        },
        cases: (0,gate_cases/* caseSetOfReport */.mE)(report),
        evidence: blessed ? historyEvidence(report) : null,
        honesty: t.honesty ?? null,
    };
}
function historyEvidence(report) {
    const full = (0,gate_evidence/* evidenceOfReport */.dL)(report);
    if (full === null)
        return null;
    return new Map([...full].map(([file, digest]) => [file, digest.slice(0, gate_evidence/* HISTORY_DIGEST_CHARS */.ss)]));
}
/** One line of the file, without its newline. */
function encodeEntry(entry) {
    const cases = [];
    let previous = "";
    for (const [caseId, tally] of entry.cases) {
        const shared = sharedPrefixLength(previous, caseId);
        cases.push(`${encodeTally(tally)}|${shared}|${caseId.slice(shared)}`);
        previous = caseId;
    }
    return JSON.stringify({
        v: HISTORY_VERSION,
        runId: entry.runId,
        commit: entry.commit,
        ref: entry.ref,
        time: entry.time,
        blessed: entry.blessed,
        loopgate: entry.loopgateVersion,
        rules: entry.rulesVersion,
        config: entry.configHash,
        totals: entry.totals,
        cases,
        ...(entry.evidence === null ? {} : { evidence: frontCoded(entry.evidence) }),
        ...dishonestField(entry.cases),
        ...(entry.honesty === null ? {} : { honesty: entry.honesty }),
    });
}
/** The `dishonest` field: written only when every case knows its count (an entry read from an older line does not). */
function dishonestField(cases) {
    const out = [];
    for (const [caseId, tally] of cases) {
        if (tally.dishonest === undefined)
            return {};
        if (tally.dishonest > 0)
            out.push(`${tally.dishonest}|${caseId}`);
    }
    return { dishonest: out };
}
/** Sets each case's dishonest count from the line's `dishonest` field; false when an item is malformed. */
function readDishonest(cases, items) {
    for (const tally of cases.values())
        tally.dishonest = 0;
    for (const item of items) {
        const match = /^([1-9]\d*)\|/.exec(item);
        const tally = match ? cases.get(item.slice(match[0].length)) : undefined;
        if (!match || tally === undefined)
            return false;
        tally.dishonest = Number(match[1]);
    }
    return true;
}
/**
 * Front-coded like the cases: `DIGEST|SHARED|REST`, the digest "-" for a file that could
 * not be read. Paths come sorted from the report.
 */
function frontCoded(evidence) {
    const out = [];
    let previous = "";
    for (const [file, digest] of evidence) {
        const shared = sharedPrefixLength(previous, file);
        out.push(`${digest === "" ? "-" : digest}|${shared}|${file.slice(shared)}`);
        previous = file;
    }
    return out;
}
function decodeEvidence(items) {
    const evidence = new Map();
    let previous = "";
    for (const item of items) {
        const match = /^(-|[0-9a-f]{16,64})\|(\d+)\|/.exec(item);
        if (!match || Number(match[2]) > previous.length)
            return null;
        const file = previous.slice(0, Number(match[2])) + item.slice(match[0].length);
        evidence.set(file, match[1] === "-" ? "" : match[1]);
        previous = file;
    }
    return evidence;
}
/** Parses one line; the error says why it cannot be used. */
function decodeLine(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { ok: false, reason: "not JSON (a truncated or damaged line)" };
    }
    if (json === null || typeof json !== "object" || Array.isArray(json))
        return { ok: false, reason: `not a loopgate history v${HISTORY_VERSION} entry` };
    const version = json.v;
    const upgraded = (0,upgrade/* upgradeDocument */.ES)(HISTORY_UPGRADES, version, json);
    if (!upgraded.ok && upgraded.problem === "newer")
        return {
            ok: false,
            reason: `history format v${String(version)} is newer than this loopgate reads (v${upgraded.readable})`,
        };
    const parsed = upgraded.ok ? LineSchema.safeParse(upgraded.document) : null;
    if (parsed === null || !parsed.success || parsed.data.v !== HISTORY_VERSION)
        return { ok: false, reason: `not a loopgate history v${HISTORY_VERSION} entry` };
    const line = parsed.data;
    const evidence = line.evidence === undefined ? null : decodeEvidence(line.evidence);
    if (line.evidence !== undefined && evidence === null)
        return { ok: false, reason: "bad evidence entry" };
    const cases = new Map();
    let previous = "";
    for (const item of line.cases) {
        const decoded = decodeCase(item, previous);
        if (decoded === null)
            return { ok: false, reason: `bad case entry ${JSON.stringify(item.slice(0, 60))}` };
        cases.set(decoded.caseId, decoded.tally);
        previous = decoded.caseId;
    }
    if (line.dishonest !== undefined && !readDishonest(cases, line.dishonest))
        return { ok: false, reason: "bad dishonest entry" };
    return {
        ok: true,
        entry: {
            runId: line.runId,
            commit: line.commit,
            ref: line.ref,
            time: line.time,
            blessed: line.blessed,
            loopgateVersion: line.loopgate,
            rulesVersion: line.rules,
            configHash: line.config,
            totals: line.totals,
            cases,
            evidence,
            honesty: line.honesty ?? null,
        },
    };
}
/** `p`/`f`/`n`/`e` counts (the number left out when 1), `s` score sum, `k` scored runs when not p+f, `v` violation letters. */
function encodeTally(tally) {
    let out = "";
    for (const [letter, count] of [
        ["p", tally.passed],
        ["f", tally.failed],
        ["n", tally.notTested],
        ["e", tally.errors],
    ]) {
        if (count > 0)
            out += count === 1 ? letter : `${letter}${count}`;
    }
    if (tally.scored > 0)
        out += `s${tally.scoreSum}`;
    if (tally.scored !== tally.passed + tally.failed)
        out += `k${tally.scored}`;
    if (tally.violationCodes.length > 0) {
        out += `v${tally.violationCodes.map((code) => CODE_LETTERS[code] ?? "").join("")}`;
    }
    return out;
}
const TALLY = /^(?:p(\d*))?(?:f(\d*))?(?:n(\d*))?(?:e(\d*))?(?:s(\d+))?(?:k(\d+))?(?:v([A-Z]+))?$/;
function decodeCase(item, previous) {
    const first = item.indexOf("|");
    const second = item.indexOf("|", first + 1);
    if (first < 0 || second < 0)
        return null;
    const match = TALLY.exec(item.slice(0, first));
    const sharedText = item.slice(first + 1, second);
    if (!match || !/^\d+$/.test(sharedText))
        return null;
    const shared = Number(sharedText);
    if (shared > previous.length)
        return null;
    const count = (group) => (group === undefined ? 0 : group === "" ? 1 : Number(group));
    const passed = count(match[1]);
    const failed = count(match[2]);
    const notTested = count(match[3]);
    const errors = count(match[4]);
    const scoreSum = match[5] === undefined ? 0 : Number(match[5]);
    const scored = match[6] !== undefined ? Number(match[6]) : match[5] === undefined ? 0 : passed + failed;
    const violationCodes = [];
    for (const letter of match[7] ?? "") {
        const code = LETTER_CODES.get(letter);
        if (code === undefined)
            return null;
        violationCodes.push(code);
    }
    if (passed + failed + notTested + errors === 0)
        return null;
    return {
        caseId: previous.slice(0, shared) + item.slice(second + 1),
        tally: { passed, failed, notTested, errors, scoreSum, scored, violationCodes },
    };
}
function sharedPrefixLength(a, b) {
    const max = Math.min(a.length, b.length);
    let i = 0;
    while (i < max && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // Never split a surrogate pair between the shared part and the rest.
    if (i > 0 && i < b.length && isHighSurrogate(b.charCodeAt(i - 1)))
        i--;
    return i;
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
async function parseFile(file, displayPath, noFollow = false) {
    let text;
    try {
        text = (0,fs/* withoutByteOrderMark */.Yi)((await (0,fs/* readRegularFile */.XF)(file, { noFollow })).bytes.toString("utf8"));
    }
    catch (error) {
        if (error.code === "ENOENT")
            return { exists: false, lines: [], endsWithNewline: true, warnings: [] };
        throw new Error(`${displayPath}: cannot read the history file: ${(0,fs/* describeFsError */.TQ)(error)}`, { cause: error });
    }
    const lines = [];
    const warnings = [];
    const raw = text.split("\n");
    for (let i = 0; i < raw.length; i++) {
        const lineText = raw[i];
        if (lineText.trim() === "")
            continue;
        const decoded = decodeLine(lineText);
        if (decoded.ok)
            lines.push({ line: i + 1, text: lineText, entry: decoded.entry });
        else {
            lines.push({ line: i + 1, text: lineText, entry: null });
            warnings.push(`${displayPath}:${i + 1}: skipped: ${decoded.reason} (the line is kept)`);
        }
    }
    return { exists: true, lines, endsWithNewline: text === "" || text.endsWith("\n"), warnings };
}
async function readHistory(file, displayPath = file) {
    const parsed = await parseFile(file, displayPath);
    const entries = [];
    for (const item of parsed.lines)
        if (item.entry)
            entries.push({ line: item.line, entry: item.entry });
    return { exists: parsed.exists, entries, warnings: parsed.warnings };
}
/**
 * Adds a run to the history under a lock file, so two processes never lose each other's
 * line. A plain append is one O_APPEND write; replacing a run id or rotating rewrites
 * the file atomically (temp file + rename). Damaged lines are kept where they are.
 */
async function appendToHistory(file, entry, options) {
    const displayPath = options.displayPath ?? file;
    const line = encodeEntry(entry);
    (0,fs/* ensureDirSync */.FG)(external_node_path_default().dirname(file));
    refuseLink(file, displayPath);
    return withFileLock(file, async () => {
        const parsed = await parseFile(file, displayPath, true);
        const replaceAt = entry.runId === null
            ? -1
            : parsed.lines.findIndex((item) => item.entry !== null && item.entry.runId === entry.runId);
        const validCount = parsed.lines.filter((item) => item.entry !== null).length + (replaceAt >= 0 ? 0 : 1);
        const excess = options.max === null ? 0 : Math.max(0, validCount - options.max);
        if (replaceAt < 0 && excess === 0) {
            await appendLine(file, `${parsed.endsWithNewline ? "" : "\n"}${line}\n`);
            return { replaced: false, dropped: 0, warnings: parsed.warnings };
        }
        const texts = parsed.lines.map((item) => ({ text: item.text, entry: item.entry }));
        if (replaceAt >= 0)
            texts[replaceAt] = { text: line, entry };
        else
            texts.push({ text: line, entry });
        // Rotation never drops the newest blessed run of a ref: it is what the next pull request compares with.
        const newestBlessed = new Map();
        texts.forEach((item, index) => {
            if (item.entry?.blessed)
                newestBlessed.set(item.entry.ref === null ? null : normalizeRef(item.entry.ref), index);
        });
        const protectedIndexes = new Set(newestBlessed.values());
        let toDrop = excess;
        const kept = texts.filter((item, index) => {
            if (toDrop > 0 && item.entry !== null && !protectedIndexes.has(index)) {
                toDrop--;
                return false;
            }
            return true;
        });
        await (0,atomic_write.writeFileAtomic)(file, kept.map((item) => `${item.text}\n`).join(""));
        return { replaced: replaceAt >= 0, dropped: excess - toDrop, warnings: parsed.warnings };
    });
}
/**
 * Both ways of writing (an append, a rewrite by rename) refuse a symbolic link, as
 * `record --out` does: followed, an append would write wherever the link points (a link
 * committed by a pull request can point anywhere); replaced, it would silently stop being
 * one. The reads and the append open with O_NOFOLLOW too, so a link planted meanwhile fails.
 */
function refuseLink(file, displayPath) {
    let stats;
    try {
        stats = (0,external_node_fs_.lstatSync)(file);
    }
    catch {
        return;
    }
    if (stats.isSymbolicLink())
        throw new Error(`${displayPath} is a symbolic link; refusing to write the history through it`);
}
async function appendLine(file, text) {
    const handle = await (0,promises_.open)(file, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW, 0o644);
    try {
        await handle.write(text);
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/** `main` and `refs/heads/main` name the same branch. */
function normalizeRef(ref) {
    return ref.replace(/^refs\/heads\//, "");
}
/**
 * The baseline for a pull request: the blessed run of its base commit, else of its nearest
 * ancestor that has one (`ancestry`: the base commit first, as git walks it), else the
 * newest blessed run of the base ref. Several runs of one commit: the base ref's first,
 * then the highest run id (a later workflow run), then the later line (a re-run replaced in
 * place keeps its line). Unblessed runs never qualify, however new; the current run's own
 * id is skipped so a re-run never compares with itself.
 */
function selectBaseline(entries, options) {
    const candidates = entries.filter((item) => item.entry.blessed && (options.excludeRunId === null || item.entry.runId !== options.excludeRunId));
    const wantedRef = normalizeRef(options.ref);
    const commits = options.ancestry ?? (options.commit === null ? [] : [options.commit]);
    for (let distance = 0; distance < commits.length; distance++) {
        const commit = commits[distance].toLowerCase();
        const byCommit = candidates.filter((item) => item.entry.commit !== null && commitMatches(item.entry.commit.toLowerCase(), commit));
        const sameRef = byCommit.filter((item) => item.entry.ref !== null && normalizeRef(item.entry.ref) === wantedRef);
        const pick = newestRun(sameRef.length > 0 ? sameRef : byCommit);
        if (pick)
            return { entry: pick.entry, line: pick.line, matchedBy: distance === 0 ? "commit" : "ancestor", distance };
    }
    const byRef = newestRun(candidates.filter((item) => item.entry.ref !== null && normalizeRef(item.entry.ref) === wantedRef));
    return byRef ? { entry: byRef.entry, line: byRef.line, matchedBy: "ref", distance: -1 } : null;
}
/** A run's numeric id (GitHub's run ids are numbers); -1 for an id that is none, so it ranks first. */
function runNumber(item) {
    return item.entry.runId !== null && /^\d{1,15}$/.test(item.entry.runId) ? Number(item.entry.runId) : -1;
}
/** The run with the highest numeric id, then the later line; ids that are not numbers rank by line. */
function newestRun(items) {
    return [...items].sort((a, b) => runNumber(a) - runNumber(b) || a.line - b.line).at(-1);
}
/** A short SHA (7+ characters) matches the full one. */
function commitMatches(stored, wanted) {
    if (stored === wanted)
        return true;
    const shorter = stored.length < wanted.length ? stored : wanted;
    const longer = shorter === stored ? wanted : stored;
    return shorter.length >= 7 && longer.startsWith(shorter);
}

// EXTERNAL MODULE: ./src/gate/headline.ts
var gate_headline = __webpack_require__(3635);
// EXTERNAL MODULE: ./src/gate/markdown.ts
var markdown = __webpack_require__(8922);
// EXTERNAL MODULE: ./src/gate/run-meta.ts
var run_meta = __webpack_require__(1810);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(9997);
// EXTERNAL MODULE: ./src/score/score.ts
var score = __webpack_require__(5020);
;// CONCATENATED MODULE: ./src/score/points-lost.ts

const HANDLING_WORDS = {
    UNVERIFIED_GHOST: "unverified ghost write",
    DUPLICATE: "duplicate retry",
    RETRY_AFTER_VIOLATED: "retry_after not honoured",
};
function pointsLost(recording) {
    const lost = operationLosses(recording).map(({ what, points }) => ({ what, points }));
    if (recording.score !== null &&
        recording.capped &&
        recording.rawScore !== null &&
        recording.rawScore > recording.score)
        lost.push({ what: "FAIL cap", points: recording.rawScore - recording.score });
    return lost;
}
/** Each operation that lost points, with its index in `operations`, so a caller can point at its call. */
function operationLosses(recording) {
    if (recording.score === null)
        return [];
    const known = recording.operations.filter((op) => op.outcome !== "UNKNOWN").length + (recording.operationsOmitted ?? 0);
    const handled = recording.operations.filter((op) => handlingPoints(op.handling) !== null).length;
    const dsWeight = known === 0 ? 0 : handled === 0 ? 100 / known : 60 / known;
    const fhWeight = handled === 0 ? 0 : known === 0 ? 1 / handled : 0.4 / handled;
    const lost = [];
    recording.operations.forEach((op, index) => {
        const duplicated = op.outcome === "DUPLICATED";
        const points = (duplicated ? dsWeight : 0) + (100 - (handlingPoints(op.handling) ?? 100)) * fhWeight;
        if (points <= 0)
            return;
        const words = duplicated ? "duplicate execution" : (HANDLING_WORDS[op.handling] ?? "fault handling");
        lost.push({ what: `${words} of ${op.tool}`, points, index });
    });
    return lost;
}
function handlingPoints(handling) {
    return handling === null ? null : score/* HANDLING_POINTS */.wm[handling];
}

;// CONCATENATED MODULE: ./src/gate/score-drop.ts


/** At most this many operations are named; the JSON report's recordings hold every one. */
const MAX_NAMED = 5;
/**
 * A SCORE_DROP says *that* a case's mean score fell; this adds *why*: the operations of this
 * run that lost points (src/score/points-lost.ts), most first, e.g.
 * `; points lost: unverified ghost write of create_booking, −20`. Over repeated runs the
 * points are the mean per scored run, so they add up to the drop from 100 like the mean score.
 */
function explainScoreDrops(comparison, report) {
    const dropped = new Set(comparison.regressions.filter((r) => r.rule === "SCORE_DROP").map((r) => r.caseId));
    if (dropped.size === 0)
        return;
    const recordings = new Map();
    for (const recording of report.recordings) {
        if (!dropped.has(recording.caseId))
            continue;
        recordings.set(recording.caseId, [...(recordings.get(recording.caseId) ?? []), recording]);
    }
    for (const regression of comparison.regressions) {
        if (regression.rule === "SCORE_DROP")
            regression.message += pointsLostText(recordings.get(regression.caseId) ?? []);
    }
}
function pointsLostText(recordings) {
    const scored = recordings.filter((r) => r.score !== null);
    const total = new Map();
    for (const recording of scored)
        for (const { what, points } of pointsLost(recording))
            total.set(what, (total.get(what) ?? 0) + points);
    const lost = [...total]
        .map(([what, sum]) => ({ what, points: Math.round((sum / scored.length) * 10) / 10 }))
        .filter((item) => item.points > 0)
        .sort((a, b) => b.points - a.points || (0,util_text/* compareCodeUnits */.UF)(a.what, b.what));
    if (lost.length === 0)
        return "";
    const named = lost.slice(0, MAX_NAMED).map((item) => `${item.what}, −${item.points}`);
    if (lost.length > MAX_NAMED)
        named.push(`${lost.length - MAX_NAMED} more`);
    return `; points lost${scored.length > 1 ? " per run on average" : ""}: ${named.join("; ")}`;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/util/git.ts

/** A history file of 1,000 runs is a few MB; anything git prints beyond this is not ours. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
function git(args, options) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)("git", args, {
            cwd: options.cwd,
            env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...options.env },
            maxBuffer: MAX_OUTPUT_BYTES,
            encoding: "utf8",
        }, (error, stdout, stderr) => resolve({ ok: error === null, stdout, stderr }));
    });
}
const COMMIT = /^[0-9a-f]{7,64}$/i;
/**
 * The commit and its ancestors, nearest first (`--topo-order`, so a merge's parents come
 * before their own ancestors), at most `depth` commits back. Commits the clone lacks (a
 * shallow checkout) are fetched from `origin` with `fetchEnv` as credentials. Null when git
 * cannot tell (no repository, the commit unknown even after fetching).
 */
async function ancestry(commit, depth, options) {
    if (!COMMIT.test(commit))
        return null;
    const wanted = depth + 1;
    const list = async () => {
        const run = await git(["rev-list", "--topo-order", `--max-count=${wanted}`, commit, "--"], options);
        return run.ok ? run.stdout.split("\n").filter((line) => COMMIT.test(line)) : null;
    };
    let commits = await list();
    if (commits !== null && (commits.length >= wanted || !(await isShallow(options))))
        return commits;
    if (!options.fetch)
        return commits;
    // A shallow clone ends where its history was cut: fetch the commit with enough of its past.
    await git(["fetch", "--no-tags", "--quiet", `--depth=${wanted}`, "origin", commit], options);
    commits = await list();
    return commits;
}
async function isShallow(options) {
    const run = await git(["rev-parse", "--is-shallow-repository"], options);
    return run.ok && run.stdout.trim() === "true";
}

;// CONCATENATED MODULE: ./src/gate/gate.ts










/**
 * The regression gate, shared by `loopgate diff`, `loopgate replay --baseline…` and the
 * GitHub Action: pick the baseline, compare, record the run in the history, render.
 */
async function runGate(given) {
    const options = await withAncestry(given);
    const warnings = [];
    const histories = new Map();
    const loadHistory = async (file, displayPath) => {
        const cached = histories.get(file);
        if (cached)
            return cached;
        const read = await readHistory(file, displayPath);
        warnings.push(...read.warnings);
        histories.set(file, read.entries);
        return read.entries;
    };
    const current = options.report;
    const comparison = await compareWithBaseline(options, loadHistory, warnings);
    const report = comparison ? { ...current, comparison } : current;
    let trendEntries = [];
    const trendFile = options.history
        ? { file: options.history.file, shown: options.history.displayPath ?? options.history.file }
        : options.baseline?.kind === "history"
            ? { file: options.baseline.file, shown: options.baseline.displayPath ?? options.baseline.file }
            : null;
    if (options.trendRuns > 0 && trendFile !== null)
        trendEntries = await loadHistory(trendFile.file, trendFile.shown);
    let blessed = null;
    if (options.history) {
        blessed = blessOutcome(options.history, current, comparison);
        if (blessed?.refusal)
            warnings.push(`not blessed: ${blessed.refusal}`);
        const entry = entryFromReport(current, options.runMeta, blessed?.blessed ?? false);
        const appended = await appendToHistory(options.history.file, entry, {
            max: options.history.max,
            ...(options.history.displayPath === undefined ? {} : { displayPath: options.history.displayPath }),
        });
        if (!histories.has(options.history.file))
            warnings.push(...appended.warnings);
    }
    const trendRef = options.baseline?.kind === "history" ? options.baseline.ref : options.runMeta.ref;
    const ancestry = options.baseline?.kind === "history" ? (options.baseline.ancestry ?? null) : null;
    const points = trendPoints(inCommitOrder(trendEntries, ancestry), current, options.runMeta, trendRef, options.trendRuns);
    const { headline, leadSections } = (0,gate_headline/* runMarkdownParts */.f_)(report, { bless: blessed, trend: points });
    return {
        report,
        comparison,
        regressed: comparison?.regressed ?? false,
        headline,
        markdownSections: leadSections,
        warnings,
        bless: blessed,
        trend: points,
    };
}
/**
 * Whether this run becomes a baseline. An incomplete run (a pattern matched nothing, one
 * shard, unreadable recordings) never does: it is not the state of the branch. A run with
 * no blessed run before it is always accepted, so a history with known failures can start.
 */
function blessOutcome(history, current, comparison) {
    if (history.bless === false)
        return null;
    const failing = [...(0,gate_cases/* caseSetOfReport */.mE)(current)].filter(([, tally]) => tally.failed > 0).map(([caseId]) => caseId);
    const hasBaseline = comparison !== null && comparison.baseline.source !== "none";
    const accepted = hasBaseline ? comparison.regressions : [];
    const acceptedCases = new Set(accepted.map((r) => r.caseId));
    const outcome = {
        knownFailures: failing.filter((caseId) => !acceptedCases.has(caseId)).length,
        acceptedRegressions: accepted,
    };
    const refusal = history.blessRefusal ||
        (current.totals.errors > 0
            ? `${current.totals.errors} recording(s) could not be read, so this run is incomplete`
            : history.bless === "if-passing" && hasBaseline && comparison.regressed
                ? "this run regressed against its baseline (bless: if-passing; bless: true records the new state)"
                : null);
    return refusal ? { blessed: false, refusal, ...outcome } : { blessed: true, refusal: null, ...outcome };
}
/** The CLI names a commit; git on this machine gives its ancestors (fetching what a shallow clone lacks). */
async function withAncestry(options) {
    const source = options.baseline;
    if (source?.kind !== "history" || source.ancestry !== undefined || !source.walk || source.commit === null)
        return options;
    const found = await ancestry(source.commit, source.walk.depth, { cwd: source.walk.cwd, fetch: true });
    return { ...options, baseline: { ...source, ancestry: found } };
}
/** The comparison with the baseline, the evidence changes included; null without a baseline. */
async function compareWithBaseline(options, loadHistory, warnings) {
    const current = options.report;
    const cases = (0,gate_cases/* caseSetOfReport */.mE)(current);
    const run = {
        cases,
        identity: {
            loopgateVersion: current.loopgate.version,
            configHash: current.config.hash,
            rulesVersion: current.config.rulesVersion,
        },
        scoped: (baseline) => options.onlyJudgedCases ? new Map([...baseline].filter(([caseId]) => cases.has(caseId))) : baseline,
    };
    let compared = null;
    const onlyJudged = options.onlyJudgedCases ?? false;
    if (options.baseline?.kind === "report") {
        const baseline = await (0,gate_baseline/* baselineSummaryFor */.l)(options.baseline.report, { current, onlyJudged });
        const info = baselineInfo("report", options.baseline.file, null, {
            loopgateVersion: baseline.loopgate.version,
            configHash: baseline.config.hash,
            rulesVersion: baseline.config.rulesVersion,
        });
        compared = {
            comparison: (0,diff/* compareRuns */.q)(run.scoped(baseline.cases), cases, options.thresholds, info, run.identity),
            evidence: baseline.evidence,
        };
    }
    else if (options.baseline?.kind === "history") {
        compared = await compareWithHistory(options.baseline, options, run, loadHistory, warnings);
    }
    if (compared === null)
        return null;
    explainScoreDrops(compared.comparison, current);
    const { evidence } = compared;
    compared.comparison.evidence =
        evidence === null || evidence instanceof Map ? (0,gate_evidence/* compareEvidence */.NU)(current, evidence, { onlyJudged }) : evidence;
    return compared.comparison;
}
/** Against the history's blessed run of the base commit or ref; with none, against nothing (every case new). */
async function compareWithHistory(source, options, run, loadHistory, warnings) {
    const shown = source.displayPath ?? source.file;
    const entries = await loadHistory(source.file, shown);
    const choice = selectBaseline(entries, {
        ref: source.ref,
        commit: source.commit,
        excludeRunId: options.runMeta.runId,
        ancestry: source.ancestry ?? null,
    });
    if (choice === null) {
        const reason = entries.length === 0
            ? `${shown} holds no runs yet`
            : `${shown} has no blessed run of ref ${normalizeRef(source.ref)}${source.commit === null ? "" : ` or commit ${source.commit}`}`;
        warnings.push(`no baseline: ${reason}; every case counts as new, so every failing case is a regression`);
        const info = baselineInfo("none", shown, null, run.identity);
        const comparison = (0,diff/* compareRuns */.q)(new Map(), run.cases, options.thresholds, info, run.identity);
        comparison.notes.unshift(`No baseline: ${reason}. Every case counts as new, so every failing case is a regression.`);
        return { comparison, evidence: null };
    }
    const entry = choice.entry;
    const info = baselineInfo("history", shown, entry, entry);
    const comparison = (0,diff/* compareRuns */.q)(run.scoped(entry.cases), run.cases, options.thresholds, info, run.identity);
    // Only a baseline picked by file order deserves the callout: an ancestor's run is the expected case.
    if (source.commit !== null && choice.matchedBy === "ref") {
        const walked = source.ancestry ? source.ancestry.length - 1 : 0;
        const within = source.ancestry ? ` or of its ancestors within ${walked} commit${walked === 1 ? "" : "s"}` : "";
        comparison.notes.unshift(`No blessed run of the base commit ${source.commit}${within} in the history; compared with the newest blessed run of ${normalizeRef(source.ref)} instead.`);
    }
    const age = ageProblem(entry, options.runMeta, source.maxAgeMs);
    if (age !== null) {
        comparison.notes.unshift(age);
        warnings.push(age);
    }
    return { comparison, evidence: entry.evidence };
}
function baselineInfo(source, file, run, judged) {
    return {
        source,
        file,
        runId: run?.runId ?? null,
        commit: run?.commit ?? null,
        ref: run?.ref ?? null,
        time: run?.time ?? null,
        loopgateVersion: judged.loopgateVersion,
        configHash: judged.configHash,
        rulesVersion: judged.rulesVersion,
    };
}
function ageProblem(entry, meta, maxAgeMs) {
    if (maxAgeMs === null)
        return null;
    const baselineTime = entry.time === null ? null : (0,run_meta/* parseTime */.pe)(entry.time);
    const currentTime = meta.time === null ? null : (0,run_meta/* parseTime */.pe)(meta.time);
    if (baselineTime === null || currentTime === null) {
        const missing = baselineTime === null
            ? "the baseline run has no time"
            : "this run has no time (set --run-time or LOOPGATE_RUN_TIME)";
        return `The baseline's age cannot be checked: ${missing}.`;
    }
    const age = currentTime - baselineTime;
    if (age <= maxAgeMs)
        return null;
    return `The baseline (${entry.time}) is ${formatDuration(age)} older than this run, more than --max-baseline-age ${formatDuration(maxAgeMs)}.`;
}
function formatDuration(ms) {
    const hours = ms / 3_600_000;
    if (hours >= 48)
        return `${Math.floor(hours / 24)}d`;
    if (hours >= 1)
        return `${Math.floor(hours)}h`;
    return `${Math.max(0, Math.floor(ms / 60_000))}m`;
}
/**
 * With the ancestry known, the trend follows the commits, not the file: the runs of the
 * base commit's ancestors, oldest commit first (runs of one commit by run id, then line).
 * Runs of commits off that line (an abandoned branch, an unknown commit) are left out.
 */
function inCommitOrder(entries, ancestry) {
    if (ancestry === null)
        return entries;
    const position = new Map(ancestry.map((commit, index) => [commit.toLowerCase(), index]));
    return entries
        .filter((item) => item.entry.commit !== null && position.has(item.entry.commit.toLowerCase()))
        .sort((a, b) => position.get(b.entry.commit.toLowerCase()) - position.get(a.entry.commit.toLowerCase()) ||
        runNumber(a) - runNumber(b) ||
        a.line - b.line);
}
/** The last runs of the trend ref from the history, oldest first, then this run. */
function trendPoints(entries, current, meta, ref, runs) {
    if (runs <= 0)
        return [];
    const wanted = ref === null ? null : normalizeRef(ref);
    const matching = entries
        .map((item) => item.entry)
        .filter((entry) => (wanted === null || (entry.ref !== null && normalizeRef(entry.ref) === wanted)) &&
        (meta.runId === null || entry.runId !== meta.runId));
    const points = (runs > 1 ? matching.slice(-(runs - 1)) : []).map((entry) => ({
        runId: entry.runId,
        commit: entry.commit,
        ref: entry.ref,
        passRate: (0,markdown/* passRateOf */.FJ)(entry.totals),
        meanScore: entry.totals.meanScore,
        current: false,
    }));
    points.push({
        runId: meta.runId,
        commit: meta.commit,
        ref: meta.ref,
        passRate: (0,markdown/* passRateOf */.FJ)(current.totals),
        meanScore: current.totals.meanScore,
        current: true,
    });
    return points;
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
