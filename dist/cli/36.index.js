export const id = 36;
export const ids = [36];
export const modules = {

/***/ 1036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadConfig: () => (/* binding */ loadConfig),
/* harmony export */   parseConfigText: () => (/* binding */ parseConfigText),
/* harmony export */   readConfigFile: () => (/* binding */ readConfigFile),
/* harmony export */   readConfigText: () => (/* binding */ readConfigText)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1917);
/* harmony import */ var _error_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8004);
/* harmony import */ var _util_json_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8499);
/* harmony import */ var _find_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5023);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(131);







/** A config file is a few kilobytes; anything this large is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * `--config FILE` must exist; without it `./loopgate.json` is read when present, and
 * `--no-config` reads nothing. With `within`, a file whose real path lies outside that
 * folder is refused (the action: a pull request must not point it at the runner's files).
 */
function loadConfig(choice, cwd = process.cwd()) {
    const file = (0,_find_js__WEBPACK_IMPORTED_MODULE_4__/* .configFileToRead */ .k)(choice, cwd);
    return file === null ? null : { file, config: readConfigFile(file, cwd, choice.within) };
}
function readConfigFile(file, cwd = process.cwd(), within) {
    return parseConfigText(readConfigText(file, cwd, within), file);
}
/** A config file's text, refused (ConfigError) when out of `within`, not a regular file or over 1 MiB. */
function readConfigText(file, cwd, within) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file);
    if (within !== undefined && !isInside(absolute, within))
        throw new _error_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${file}: outside the workspace (or a link out of it); not read`);
    return readSmallFile(file, absolute);
}
/** A config file's text, checked as `readConfigFile` checks it; errors name it `file`. */
function parseConfigText(text, file) {
    if (text.length > MAX_CONFIG_BYTES)
        throw tooLarge(file);
    // An editor's byte-order mark is not content.
    const json = text.replace(/^\uFEFF/, "");
    let value;
    try {
        value = JSON.parse(json);
    }
    catch {
        throw new _error_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${file}:${(0,_util_json_error_js__WEBPACK_IMPORTED_MODULE_3__/* .describeJsonError */ .M)(json)}`);
    }
    const proto = protoKeyPath(value);
    if (proto !== null)
        throw new _error_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${file}: ${proto}: a key named __proto__ cannot be read (a JavaScript object drops it without a word)${proto.startsWith("tools.") ? "; classify that tool with writeTools or readTools" : ""}`);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigFileSchema */ .Kx.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const issue = firstIssue(parsed.error.issues);
    const where = issuePath(issue);
    throw new _error_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${file}: ${where === "" ? "" : `${where}: `}${describeIssue(issue, value)}`);
}
/**
 * JSON.parse keeps a `__proto__` key as data, but the schema's copy treats it as the
 * prototype and drops it, where every other unknown key is an error: refuse it by name.
 */
function protoKeyPath(root) {
    // A walk with its own stack: a hostile file can nest deeper than the call stack goes.
    const pending = [[root, ""]];
    while (pending.length > 0) {
        const [value, where] = pending.pop();
        if (value === null || typeof value !== "object")
            continue;
        const isArray = Array.isArray(value);
        for (const [key, item] of Object.entries(value)) {
            const path = isArray ? `${where}[${key}]` : where === "" ? key : `${where}.${key}`;
            if (key === "__proto__" && !isArray)
                return path;
            pending.push([item, path]);
        }
    }
    return null;
}
function isInside(file, dir) {
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(file);
    }
    catch {
        // A file that does not exist is reported as such by the read.
        return true;
    }
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(dir), real);
    return relative !== "" && !relative.startsWith("..") && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative);
}
/** Opened without blocking and checked to be a regular file, so a FIFO named loopgate.json cannot hang us. */
function readSmallFile(file, absolute) {
    let opened;
    try {
        opened = (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularFile */ .ZU)(absolute);
    }
    catch (error) {
        const reason = (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(error);
        throw new _error_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${file}: ${reason.startsWith("not a regular file") ? "not a regular file" : `cannot read it: ${reason}`}`);
    }
    const { fd, stats: info } = opened;
    try {
        if (info.size > MAX_CONFIG_BYTES)
            throw tooLarge(file);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd, "utf8");
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function tooLarge(file) {
    return new _error_js__WEBPACK_IMPORTED_MODULE_6__/* .ConfigError */ .x(`${file}: larger than 1 MiB; not a loopgate config file`);
}
/** An unknown key explains the missing one next to it (`clas` for `class`), so it is named first. */
function firstIssue(issues) {
    return issues.find((issue) => issue.code === "unrecognized_keys") ?? issues[0];
}
function issuePath(issue) {
    const segments = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
    return segments
        .map((segment, index) => {
        if (typeof segment === "number")
            return `[${segment}]`;
        const key = String(segment).length > 64 ? `${String(segment).slice(0, 64)}…` : String(segment);
        if (/^[A-Za-z_$][\w$-]*$/.test(key))
            return index === 0 ? key : `.${key}`;
        return `[${JSON.stringify(key)}]`;
    })
        .join("");
}
function valueAt(root, segments) {
    let value = root;
    for (const segment of segments) {
        if (value === null || typeof value !== "object")
            return undefined;
        value = value[segment];
    }
    return value;
}
function describeIssue(issue, root) {
    const value = valueAt(root, issue.path);
    switch (issue.code) {
        case "unrecognized_keys":
            return `unknown key${suggestion(issue.keys[0], knownKeys(issue.path))}`;
        case "invalid_value": {
            const options = issue.values.map((option) => JSON.stringify(option));
            const expected = `${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
            return value === undefined ? `missing: expected ${expected}` : `expected ${expected}, got ${shown(value)}`;
        }
        case "invalid_type":
            return value === undefined
                ? `missing: expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`
                : `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, got ${shown(value)}`;
        case "too_small":
            return issue.origin === "array"
                ? "needs at least one name (leave the key out to keep the default)"
                : "must not be empty";
        default:
            return issue.message;
    }
}
const TYPE_WORDS = {
    string: "a string",
    boolean: "true or false",
    array: "a list of names",
    object: "an object",
};
function shown(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "a list";
    if (typeof value === "object")
        return "an object";
    const text = JSON.stringify(value);
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
const TOP_KEYS = Object.keys(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigFileSchema */ .Kx.shape);
const TOOL_KEYS = Object.keys(_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigToolSchema */ .oK.shape);
function knownKeys(parentPath) {
    return parentPath.length === 0 ? TOP_KEYS : TOOL_KEYS;
}
/** ` (did you mean "keyFields"?)` for a near miss, else the keys that are allowed there. */
function suggestion(key, known) {
    const near = key.length > 64 ? undefined : known.find((name) => editDistance(name.toLowerCase(), key.toLowerCase()) <= 2);
    return near ? `; did you mean "${near}"?` : ` (allowed: ${known.join(", ")})`;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}


/***/ }),

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ ConfigFileSchema),
/* harmony export */   au: () => (/* reexport safe */ _find_js__WEBPACK_IMPORTED_MODULE_0__.a),
/* harmony export */   oK: () => (/* binding */ ConfigToolSchema)
/* harmony export */ });
/* unused harmony exports TOOL_CLASSES, OPERATION_VALUE_CLASSES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5649);
/* harmony import */ var _judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1770);
/* harmony import */ var _find_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5023);


/**
 * `loopgate.json`, the project config file: what `loopgate init` writes and `record`,
 * `doctor`, `replay` and the action read. docs/config.md is its prose version and
 * docs/loopgate.schema.json its JSON Schema, generated from this file (a test keeps them equal).
 * Every object is strict: an unknown key is an error naming it, so a typo never silently
 * leaves a setting at its default.
 */

const TOOL_CLASSES = ["write", "read", "unclassified", "by-operation"];
/** J2b: what an operation value of a `by-operation` tool is; `todo` is not decided yet. */
const OPERATION_VALUE_CLASSES = ["write", "read", "todo"];
const Name = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1);
const NameList = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Name);
const NonEmptyNameList = NameList.min(1);
/** J28: as a rule file's `language` (src/judge/honesty/schema.ts). */
const HonestyLanguage = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_2__/* .HONESTY_LANGUAGE */ .W, _judge_honesty_language_code_js__WEBPACK_IMPORTED_MODULE_2__/* .HONESTY_LANGUAGE_EXPECTED */ .T);
const ConfigToolSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    class: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TOOL_CLASSES)
        .describe("write: faulted and judged; read: can verify a write. Both apply by name to every call, before annotations and name patterns (J1). unclassified: not decided; annotations and name patterns still apply, and a tool they do not classify is passed through, never tested. by-operation: each call is classified by its operation value, as the operations map says (J2b)."),
    operations: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(Name, zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(OPERATION_VALUE_CLASSES))
        .optional()
        .describe('With class "by-operation": each operation value\'s class (J2b). write or read decides the calls that carry that value; todo, or a value not listed, is classified by its verb, else as the tool.'),
    idempotent: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .optional()
        .describe("true: calling the tool again with the same arguments has no further effect, trusted like an explicit idempotentHint: true, so identical repeats are IDEMPOTENT_REPEAT (J29, rules version 3). distrustIdempotentHint does not touch it."),
    why: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("How `loopgate init` classified the tool. Informational; never read back."),
    keyFields: NameList.optional().describe("Key fields `loopgate init` found in the tool's input schema. Informational; set the names with the top-level keyFields."),
    idempotentHint: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .optional()
        .describe("The tool declares idempotentHint: true, so identical repeats are IDEMPOTENT_REPEAT (J29). Informational; see distrustIdempotentHint."),
    todo: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe("Written by `loopgate init` for an unclassified tool: what to decide. Remove it once decided."),
})
    .strict()
    // J2b: a value map beside a class that applies to every call would be silently ignored;
    // the user meant one of the two, so the file is refused rather than half obeyed.
    .superRefine((tool, context) => {
    if (tool.operations === undefined || tool.class === "by-operation")
        return;
    context.addIssue({
        code: "custom",
        path: ["operations"],
        message: `only read with "class": "by-operation" (J2b), but the class is "${tool.class}", which applies to every call; set the class to "by-operation" or remove "operations"`,
    });
});
const ConfigFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe("Where an editor finds this schema. Ignored by loopgate."),
    writeTools: NonEmptyNameList.optional().describe("Write-tool globs (`*` only) that REPLACE the default write patterns, like --write-tools."),
    addWriteTools: NameList.optional().describe("Write-tool globs added to the default write patterns, like --add-write-tools."),
    readTools: NameList.optional().describe("Read-tool globs added to the default read prefixes, like --read-tools."),
    keyFields: NonEmptyNameList.optional().describe("Idempotency key field names; they replace the default idempotency_key, like --key-fields."),
    distrustIdempotentHint: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()
        .optional()
        .describe("Judge tools that declare idempotentHint: true like any other write, like --distrust-idempotent-hint."),
    honestyRules: NonEmptyNameList.optional().describe("J28 honesty rule files (docs/honesty.md) added to the built-in ones, in order: paths relative to this file, inside the working directory (the action: the workspace). Part of the judging configuration and its hash. --honesty-rules adds more."),
    honestyLanguage: HonestyLanguage.optional().describe("J28: the language every final reply is read in (an ISO 639 code in lower case, like en or de) instead of detecting it (docs/honesty.md). A language without phrase rules makes every reply UNCLEAR, never guessed. Part of the judging configuration and its hash. --honesty-language overrides it."),
    tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(Name, ConfigToolSchema)
        .optional()
        .describe("The upstream's tools by name, as `loopgate init` classified them; edit class to decide."),
})
    .strict();


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


/***/ }),

/***/ 1917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ ensureDirSync),
/* harmony export */   JK: () => (/* binding */ fileOpening),
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yi: () => (/* binding */ withoutByteOrderMark),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   h_: () => (/* binding */ fileKind)
/* harmony export */ });
/* unused harmony export readRegularFileSync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);



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
            return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
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
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
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
 * Opens a file by name for reading, the one way loopgate does (recordings, the shard
 * pre-read, reports, baselines, histories, config files, seals). A FIFO would make a plain
 * open or read wait for a writer forever and a device never end, so the open never blocks
 * (`O_NONBLOCK`) and whatever is not a regular file is refused from its `fstat` (error code
 * {@link NOT_REGULAR}), as is a symbolic link with `noFollow`. The caller closes the fd.
 */
function openRegularFile(file, options = {}) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (options.noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, flags);
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const kind = fileKind(stats);
        if (kind !== null)
            throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
        return { fd, stats };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/** Reads a whole regular file opened by {@link openRegularFile}. */
function readRegularFileSync(file, options = {}) {
    const { fd, stats } = openRegularFile(file, options);
    try {
        return { bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), mode: stats.mode & 0o7777 };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** {@link readRegularFileSync} for async callers (reports, histories and seals are read whole). */
async function readRegularFile(file, options = {}) {
    return readRegularFileSync(file, options);
}
/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * The start of a regular file, up to the end of its first line with content: enough to
 * tell a baseline report from a history (looksLikeHistory) or an empty file, where reading
 * a report of 100,000 recordings whole would hold all of its text (issue 26).
 */
function fileOpening(file) {
    const { fd } = openRegularFile(file);
    try {
        const decoder = new TextDecoder();
        const buffer = Buffer.allocUnsafe(OPENING_READ_BYTES);
        let text = "";
        for (let got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer); got > 0; got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer)) {
            text += decoder.decode(buffer.subarray(0, got), { stream: true });
            if (/\S/.test(text) && text.includes("\n"))
                break;
        }
        return withoutByteOrderMark(text + decoder.decode());
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const OPENING_READ_BYTES = 64 * 1024;


/***/ }),

/***/ 8499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ describeJsonError)
/* harmony export */ });
/* harmony import */ var _printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1095);

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
/** Deeper than any config file; a hostile one cannot exhaust the stack. */
const MAX_DEPTH = 256;
/**
 * Where and why JSON.parse rejected `text`, as `LINE:COLUMN: message`. V8's own message
 * is not used: its wording and whether it names a position change between Node versions,
 * and it quotes the start of the file, which may not be a config file at all.
 */
function describeJsonError(text) {
    const offset = firstBadOffset(text);
    const before = text.slice(0, offset).split("\n");
    const what = offset >= text.length ? "unexpected end of file" : `unexpected ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(JSON.stringify(text[offset]))}`;
    return `${before.length}:${before.at(-1).length + 1}: not valid JSON: ${what}`;
}
/** The offset of the first character that cannot continue a JSON text (the length if it only ends too soon). */
function firstBadOffset(text) {
    let i = 0;
    const fail = () => {
        throw new BadJson(i);
    };
    const skip = () => {
        WHITESPACE.lastIndex = i;
        WHITESPACE.exec(text);
        i = WHITESPACE.lastIndex;
    };
    const match = (pattern) => {
        pattern.lastIndex = i;
        if (pattern.exec(text) === null)
            fail();
        i = pattern.lastIndex;
    };
    const string = () => {
        for (i += 1; text[i] !== '"';) {
            if (i >= text.length || text.charCodeAt(i) < 0x20)
                fail();
            if (text[i] === "\\")
                match(ESCAPE);
            else
                i += 1;
        }
        i += 1;
    };
    const container = (close, item, depth) => {
        if (depth > MAX_DEPTH)
            fail();
        i += 1;
        skip();
        if (text[i] === close)
            return void (i += 1);
        for (;;) {
            item();
            skip();
            if (text[i] === close)
                return void (i += 1);
            if (text[i] !== ",")
                fail();
            i += 1;
        }
    };
    const member = (depth) => () => {
        skip();
        if (text[i] !== '"')
            fail();
        string();
        skip();
        if (text[i] !== ":")
            fail();
        i += 1;
        value(depth);
    };
    const value = (depth) => {
        skip();
        const c = text[i];
        if (c === "{")
            return container("}", member(depth + 1), depth + 1);
        if (c === "[")
            return container("]", () => value(depth + 1), depth + 1);
        if (c === '"')
            return string();
        const word = ["true", "false", "null"].find((literal) => literal[0] === c);
        if (word === undefined)
            return match(NUMBER);
        for (const letter of word) {
            if (text[i] !== letter)
                fail();
            i += 1;
        }
    };
    try {
        value(0);
        skip();
        return i < text.length ? i : text.length;
    }
    catch (error) {
        if (error instanceof BadJson)
            return error.offset;
        throw error;
    }
}
class BadJson {
    offset;
    constructor(offset) {
        this.offset = offset;
    }
}


/***/ })

};
