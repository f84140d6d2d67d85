export const id = 242;
export const ids = [242];
export const modules = {

/***/ 1242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configRuleFiles: () => (/* binding */ configRuleFiles),
  honestyRulesOf: () => (/* binding */ honestyRulesOf)
});

// UNUSED EXPORTS: honestyRulesOfTexts, inputRuleFiles, shownPath

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/fs.ts
var fs = __webpack_require__(1917);
// EXTERNAL MODULE: ./src/util/json-error.ts
var json_error = __webpack_require__(8499);
// EXTERNAL MODULE: ./src/judge/honesty/rules.ts + 4 modules
var rules = __webpack_require__(8805);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
// EXTERNAL MODULE: ./src/judge/honesty/language-code.ts
var language_code = __webpack_require__(1770);
;// CONCATENATED MODULE: ./src/judge/honesty/schema.ts



/**
 * The documented schema of a J28 rule file (docs/honesty.md, "Rule files"). Only the loader
 * (load.ts) and tests import it: replay loads zod only when a recording or a file needs it.
 */
/** A regular expression source, compiled case-insensitive with Unicode; a source that does not compile is refused. */
const Pattern = schemas/* string */.YjP()
    .min(1)
    .max(2000)
    .superRefine((source, ctx) => {
    try {
        new RegExp(source, "iu");
    }
    catch (error) {
        ctx.addIssue({ code: "custom", message: `not a regular expression: ${error.message}` });
    }
});
const HonestyPhraseSchema = schemas/* object */.Ikc({
    /** Named in every finding the phrase decides: `en.failed.failed`. */
    id: schemas/* string */.YjP().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, "letters, digits, '.', '_' and '-', at most 80"),
    claim: schemas/* enum */.k5n(rules/* CLAIM_KINDS */.rC),
    pattern: Pattern,
    /** Free text for the reader of the file. */
    note: schemas/* string */.YjP().optional(),
})
    .strict();
const HonestyRuleFileSchema = schemas/* object */.Ikc({
    $schema: schemas/* string */.YjP().optional(),
    format: schemas/* literal */.euz(rules/* HONESTY_RULES_FORMAT */.tc),
    /** ISO 639-1 (or -3) code, lower case: `en`, `de`. */
    language: schemas/* string */.YjP().regex(language_code/* HONESTY_LANGUAGE */.W, language_code/* HONESTY_LANGUAGE_EXPECTED */.T),
    /** Frequent words of the language; language detection counts their occurrences. */
    stopWords: schemas/* array */.YOg(schemas/* string */.YjP().min(1).max(40)).max(500).default([]),
    /** In priority order: where two phrases overlap, the earlier one wins. */
    phrases: schemas/* array */.YOg(HonestyPhraseSchema).max(1000).default([]),
    /** A match within `negationWindow` words before a `succeeded` phrase turns it into `failed`, before a `failed` phrase cancels it. */
    negations: schemas/* array */.YOg(Pattern).max(200).default([]),
    negationWindow: schemas/* number */.aig().int().min(0).max(10).default(3),
    /** A match anywhere in the clause marks its claim hedged ("I think", "probably"). */
    hedges: schemas/* array */.YOg(Pattern).max(200).default([]),
    /** Where a sentence splits into clauses told in order ("but", "however"): the last claim about a write wins. */
    contrasts: schemas/* array */.YOg(Pattern).max(200).default([]),
    /** "I checked", "I verified": a success claim after it is a verified outcome (H7). */
    verifications: schemas/* array */.YOg(Pattern).max(200).default([]),
    /** Words before a confirmation id ("confirmation number"): the token after them is a quoted id. */
    idCues: schemas/* array */.YOg(Pattern).max(200).default([]),
    /** "both", "all", "everything": a claim naming no write but these is about every write. */
    allWrites: schemas/* array */.YOg(Pattern).max(200).default([]),
})
    .strict();
/**
 * One validated file: `name:LINE: path.to.field: message` on the first problem, the line
 * where `lineOf` finds the field (an unknown key: that key), else `name: path: message`.
 */
function parseHonestyRuleFile(name, value, lineOf = () => null) {
    const parsed = HonestyRuleFileSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const at = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
    const line = lineOf(at);
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new rules/* HonestyRulesError */.oW(`${name}${line === null ? "" : `:${line}`}: ${where}${issue.message}`);
}

;// CONCATENATED MODULE: ./src/judge/honesty/load.ts





/** Rule files are small; a larger one is a mistake or hostile, refused before it is parsed. */
const MAX_RULE_FILE_BYTES = 1024 * 1024;
/**
 * A rule file's text: a regular file (a FIFO would hang the read) of at most 1 MiB.
 * `shown` names it in errors. Links are the caller's business: see config/honesty-rules.ts.
 */
function readHonestyRuleText(file, shown = file) {
    let opened;
    try {
        opened = (0,fs/* openRegularFile */.ZU)(file);
    }
    catch (error) {
        throw new rules/* HonestyRulesError */.oW(`${shown}: cannot read the honesty rule file: ${(0,fs/* describeFsError */.TQ)(error)}`);
    }
    try {
        if (opened.stats.size > MAX_RULE_FILE_BYTES)
            throw new rules/* HonestyRulesError */.oW(`${shown}: the honesty rule file is larger than 1 MiB`);
        return { name: shown, text: (0,external_node_fs_.readFileSync)(opened.fd, "utf8") };
    }
    finally {
        (0,external_node_fs_.closeSync)(opened.fd);
    }
}
/** One file's text parsed and checked; errors are `name:LINE: …` wherever a line can be found. */
function parseRuleText({ name, text }) {
    if (Buffer.byteLength(text) > MAX_RULE_FILE_BYTES)
        throw new rules/* HonestyRulesError */.oW(`${name}: the honesty rule file is larger than 1 MiB`);
    // An editor's byte-order mark is not content.
    const json = text.replace(/^\uFEFF/, "");
    let value;
    try {
        value = JSON.parse(json);
    }
    catch {
        throw new rules/* HonestyRulesError */.oW(`${name}:${(0,json_error/* describeJsonError */.M)(json)}`);
    }
    return parseHonestyRuleFile(name, value, (at) => lineOfJsonPath(json, at));
}
/**
 * The built-in rule files and then the given ones, in order: a file for a language that has
 * rules adds its phrases after the built-in ones, a file for a new language adds the
 * language. Throws HonestyRulesError with one line, `name[:line]: message`, on the first bad file.
 */
function load_honestyRulesFromTexts(texts) {
    return (0,rules/* honestyRuleSet */.Rs)(texts.map((entry) => ({ name: entry.name, file: parseRuleText(entry) })));
}
/** {@link honestyRulesFromTexts} of files read as they are named (`--honesty-rules FILE`, in the order given). */
function loadHonestyRules(files) {
    return load_honestyRulesFromTexts(files.map((file) => readHonestyRuleText(file)));
}
/**
 * The 1-based line where the value at `at` (object keys and array indices) starts in `text`,
 * which JSON.parse has accepted; null when it is not there. Iterative, so a deeply nested
 * hostile file cannot exhaust the stack.
 */
function lineOfJsonPath(text, at) {
    let i = 0;
    const skipSpace = () => {
        while (i < text.length && " \t\n\r".includes(text[i]))
            i += 1;
    };
    const skipString = () => {
        for (i += 1; i < text.length && text[i] !== '"'; i += text[i] === "\\" ? 2 : 1)
            ;
        i += 1;
    };
    const skipValue = () => {
        let depth = 0;
        do {
            skipSpace();
            const c = text[i];
            if (c === '"')
                skipString();
            else if (c === "," || c === ":")
                i += 1;
            else if (c === "{" || c === "[" || c === "}" || c === "]") {
                depth += c === "{" || c === "[" ? 1 : -1;
                i += 1;
            }
            else
                while (i < text.length && !',:{}[]" \t\n\r'.includes(text[i]))
                    i += 1;
        } while (depth > 0 && i < text.length);
    };
    /** Past the separator after a member or element, to the next one or the closing bracket. */
    const next = () => {
        skipSpace();
        if (text[i] === ",")
            i += 1;
        skipSpace();
    };
    for (const key of at) {
        skipSpace();
        if (text[i] === "{" && typeof key === "string") {
            for (i += 1, skipSpace(); text[i] === '"'; next()) {
                const start = i;
                skipString();
                const name = JSON.parse(text.slice(start, i));
                skipSpace();
                i += 1; // the colon
                if (name === key)
                    break;
                skipValue();
            }
            if (text[i] === "}")
                return null;
        }
        else if (text[i] === "[" && typeof key === "number") {
            i += 1;
            for (let n = 0; n < key; n += 1) {
                skipSpace();
                if (text[i] === "]")
                    return null;
                skipValue();
                next();
            }
            skipSpace();
            if (text[i] === "]")
                return null;
        }
        else
            return null;
    }
    skipSpace();
    return text.slice(0, i).split("\n").length;
}

// EXTERNAL MODULE: ./src/config/error.ts
var config_error = __webpack_require__(8004);
;// CONCATENATED MODULE: ./src/config/honesty-rules.ts





/**
 * The files the config file's `honestyRules` names, relative to the config file's folder.
 * The config file may come from a pull request, so a path must stay inside `bounds.within`
 * (the working directory, the action's workspace), through links too: an absolute path,
 * `../` out of it or a link out of it is refused, naming the key. `shownConfig` names the
 * config file in errors when it was read elsewhere (`<base sha>:loopgate.json`).
 */
function configRuleFiles(configFile, paths, cwd, bounds, shownConfig = configFile) {
    const folder = external_node_path_default().dirname(external_node_path_default().resolve(cwd, configFile));
    return paths.map((given, index) => ruleFileInside(given, { where: `${shownConfig}: honestyRules[${index}]`, relativeTo: "the config file", folder }, cwd, bounds));
}
/**
 * The action's input `honesty-rules`: paths relative to the workspace that stay inside it
 * (in a pull request they are read from the base commit, so they must be repository paths).
 */
function inputRuleFiles(paths, workspace, links) {
    const naming = { where: 'input "honesty-rules"', relativeTo: "the workspace", folder: workspace };
    const bounds = { within: workspace, area: "the workspace", links };
    return paths.map((given) => ruleFileInside(given, naming, workspace, bounds));
}
function ruleFileInside(given, { where, relativeTo, folder }, cwd, { within, area, links }) {
    if (external_node_path_default().isAbsolute(given) || given.includes("\0"))
        throw new config_error/* ConfigError */.x(`${where}: must be a path relative to ${relativeTo}, got ${JSON.stringify(given)}`);
    const absolute = external_node_path_default().resolve(folder, given);
    const inside = links ? insideThroughLinks(absolute, within) : isInside(absolute, external_node_path_default().resolve(within));
    if (!inside)
        throw new config_error/* ConfigError */.x(`${where}: ${JSON.stringify(given)} lies outside ${area} (or is a link out of it); not read`);
    return { absolute, shown: shownPath(absolute, cwd) };
}
/** The rule set of the built-in files and `files`, in order; null when there are none (the built-in set applies). */
function honestyRulesOf(files) {
    if (files.length === 0)
        return null;
    return asConfigError(() => load_honestyRulesFromTexts(files.map((f) => readHonestyRuleText(f.absolute, f.shown))));
}
/** {@link honestyRulesOf} for texts read elsewhere (the base commit's, through git). */
function honestyRulesOfTexts(texts) {
    return texts.length === 0 ? null : asConfigError(() => honestyRulesFromTexts(texts));
}
function asConfigError(load) {
    try {
        return load();
    }
    catch (error) {
        if (error instanceof rules/* HonestyRulesError */.oW)
            throw new config_error/* ConfigError */.x(error.message);
        throw error;
    }
}
/** `rules/nl.json` for a file under `cwd`, the absolute path otherwise; `/` on every system. */
function shownPath(absolute, cwd) {
    const relative = external_node_path_default().relative(cwd, absolute);
    if (relative === ".." || relative.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(relative))
        return absolute;
    return relative.split((external_node_path_default()).sep).join("/");
}
/** Inside `dir` by its path, and by its real path when it exists (a missing file is reported by the read). */
function insideThroughLinks(file, dir) {
    if (!isInside(file, external_node_path_default().resolve(dir)))
        return false;
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return true;
    }
    return isInside(real, (0,external_node_fs_.realpathSync)(dir));
}
function isInside(file, dir) {
    const relative = external_node_path_default().relative(dir, file);
    return relative !== "" && relative !== ".." && !relative.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(relative);
}


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
