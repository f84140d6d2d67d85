export const id = 377;
export const ids = [377];
export const modules = {

/***/ 8225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/**
 * J5 canonical JSON: object keys sorted by code unit, numbers by numeric value (so `250`
 * and `250.0`, already one number once parsed, print alike), nothing else normalised.
 * Built on the native JSON.stringify, copying only objects whose keys are out of order.
 */
function canonicalJson(value) {
    if (value === undefined)
        return "null";
    return isFlatObject(value) ? flatCanonical(value) : JSON.stringify(sortedKeys(value));
}
/** Most tool arguments: an object of strings, numbers and booleans. */
function isFlatObject(value) {
    if (value === null || typeof value !== "object" || Array.isArray(value))
        return false;
    for (const key in value) {
        const item = value[key];
        if (item !== null && typeof item === "object")
            return false;
    }
    return true;
}
/**
 * Layouts of the key orders seen last. The arguments of one tool nearly always come in one
 * key order, so a lookup is a few string identity checks, and the key text is built once.
 */
const recentLayouts = [];
const RECENT_LAYOUTS = 8;
/**
 * Canonical JSON of a flat object, written from its layout: no sort, no copy, and no call
 * of JSON.stringify per value (it cost more than the rest of the work together).
 */
function flatCanonical(value) {
    const layout = layoutOf(value);
    let out = "";
    for (let i = 0; i < layout.sorted.length; i += 1) {
        const item = value[layout.sorted[i]];
        if (typeof item === "string" && !needsEscape(item))
            out += `${layout.stringPrefixes[i]}${item}"`;
        else
            out += layout.prefixes[i] + scalarJson(item);
    }
    return out === "" ? "{}" : `${out}}`;
}
/**
 * Whether the text may need JSON.stringify's escaping: a quote, backslash or control character
 * (always escaped), or any surrogate (escaped when lone, since ES2019; a pair is left alone,
 * and leaving it to JSON.stringify too is merely slower). U+2028, U+2029 and DEL are not escaped.
 */
function needsEscape(text) {
    for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff))
            return true;
    }
    return false;
}
/** What JSON.stringify writes for a scalar. */
function scalarJson(item) {
    // JSON.stringify writes a finite number as String(n) (so -0 as 0); a parsed 1e999 is Infinity, which it writes as null.
    if (typeof item === "number")
        return Number.isFinite(item) ? String(item) : "null";
    // For null and booleans String() is what JSON.stringify writes, without the call.
    return typeof item === "string" ? JSON.stringify(item) : String(item);
}
function layoutOf(value) {
    for (let i = 0; i < recentLayouts.length; i += 1) {
        if (hasKeyOrder(value, recentLayouts[i].keys))
            return recentLayouts[i];
    }
    const keys = Object.keys(value);
    const sorted = [...keys].sort();
    const prefixes = sorted.map((key, i) => `${i === 0 ? "{" : ","}${JSON.stringify(key)}:`);
    const layout = { keys, sorted, prefixes, stringPrefixes: prefixes.map((prefix) => `${prefix}"`) };
    recentLayouts.unshift(layout);
    if (recentLayouts.length > RECENT_LAYOUTS)
        recentLayouts.pop();
    return layout;
}
/**
 * Whether the object's keys are exactly `keys`, in that order. for-in, not Object.keys: no
 * array per call. Parsed JSON inherits no enumerable key (isFlatObject relies on that too).
 */
function hasKeyOrder(value, keys) {
    let i = 0;
    for (const key in value)
        if (key !== keys[i++])
            return false;
    return i === keys.length;
}
function sortedKeys(value) {
    if (value === null || typeof value !== "object")
        return value;
    if (Array.isArray(value)) {
        let copy;
        for (let i = 0; i < value.length; i += 1) {
            const item = sortedKeys(value[i]);
            if (item !== value[i])
                (copy ??= value.slice())[i] = item;
        }
        return copy ?? value;
    }
    const keys = Object.keys(value);
    if (isFlatAndOrdered(value, keys))
        return value;
    const items = keys.map((key) => sortedKeys(value[key]));
    let same = true;
    for (let i = 0; i < keys.length; i += 1) {
        if ((i > 0 && keys[i - 1] > keys[i]) || items[i] !== value[keys[i]])
            same = false;
    }
    if (same)
        return value;
    const order = keys.map((_, i) => i).sort((x, y) => (keys[x] < keys[y] ? -1 : 1));
    const out = {};
    // defineProperty, not assignment: an argument named "__proto__" is a key like any other.
    for (const i of order)
        Object.defineProperty(out, keys[i], { value: items[i], enumerable: true, writable: true, configurable: true });
    return out;
}
/** The common case, checked without allocating: keys already in order, no nested object or array. */
function isFlatAndOrdered(value, keys) {
    for (let i = 0; i < keys.length; i += 1) {
        if (i > 0 && keys[i - 1] > keys[i])
            return false;
        const item = value[keys[i]];
        if (item !== null && typeof item === "object")
            return false;
    }
    return true;
}


/***/ }),

/***/ 8377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ keyFieldSet),
/* harmony export */   Mk: () => (/* binding */ DEFAULT_KEY_FIELDS),
/* harmony export */   XG: () => (/* binding */ DEFAULT_WRITE_VERBS),
/* harmony export */   YA: () => (/* binding */ DEFAULT_READ_VERBS),
/* harmony export */   ki: () => (/* binding */ classifyTools),
/* harmony export */   ko: () => (/* binding */ classifyToolCalls),
/* harmony export */   rS: () => (/* binding */ normalizeFieldName),
/* harmony export */   sT: () => (/* binding */ CallClassifier),
/* harmony export */   v1: () => (/* binding */ callLabel)
/* harmony export */ });
/* unused harmony exports DEFAULT_WRITE_PATTERNS, DEFAULT_READ_PREFIXES, matchesDefaultWrite, matchesDefaultRead, classifyTool, schemaKeyFields, OPERATION_FIELDS, operationField, operationVerbClass */
/* harmony import */ var _util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9104);

/**
 * J2: the default write verbs. `write` is the pattern `write*`; every other verb is
 * `<verb>_*` and also matches its camelCase (`createBooking`) and kebab-case
 * (`create-booking`) forms, and a tool named just the verb (`block`, `sync`) matches too.
 * Rules version 2 added the verbs from `mark` on, rules version 3 those from `drop` on.
 */
const DEFAULT_WRITE_VERBS = [
    "write",
    "create",
    "send",
    "submit",
    "post",
    "update",
    "insert",
    "book",
    "pay",
    "charge",
    "cancel",
    "delete",
    "confirm",
    "place",
    "add",
    "register",
    "schedule",
    "transfer",
    "refund",
    "reserve",
    "issue",
    "remove",
    "withdraw",
    "deposit",
    "purchase",
    "approve",
    "mark",
    "set",
    "save",
    "edit",
    "modify",
    "change",
    "upsert",
    "patch",
    "put",
    "upload",
    "publish",
    "assign",
    "move",
    "rename",
    "archive",
    "restore",
    "invite",
    "share",
    "toggle",
    "enable",
    "disable",
    "request",
    "import",
    "close",
    "reply",
    "comment",
    "drop",
    "alter",
    "append",
    "reopen",
    "resolve",
    "terminate",
    "revoke",
    "grant",
    "link",
    "unlink",
    "attach",
    "detach",
    "tag",
    "untag",
    "clear",
    "reset",
    "purge",
    "sync",
    "merge",
    "apply",
    "complete",
    "start",
    "stop",
    "block",
    "unblock",
    "lock",
    "unlock",
    "copy",
    "clone",
    "record",
    "log",
    "advance",
];
/**
 * J2: the default read verbs, exactly these; each is the prefix `<verb>_` and its camelCase
 * and kebab-case forms. Rules version 3 added `count`, `export` and `inspect`.
 */
const DEFAULT_READ_VERBS = [
    "get",
    "list",
    "read",
    "search",
    "find",
    "fetch",
    "query",
    "lookup",
    "check",
    "describe",
    "show",
    "view",
    "count",
    "export",
    "inspect",
];
/** J2 as the specification writes it: the default write patterns as globs (docs/rules.md lists these). */
const DEFAULT_WRITE_PATTERNS = DEFAULT_WRITE_VERBS.map((verb) => verb === "write" ? "write*" : `${verb}_*`);
/** J2 as the specification writes it: the default read prefixes (docs/rules.md lists these). */
const DEFAULT_READ_PREFIXES = DEFAULT_READ_VERBS.map((verb) => `${verb}_`);
const DEFAULT_KEY_FIELDS = ["idempotency_key"];
const UNDERSCORE = 95;
const HYPHEN = 45;
/** J2: `verb_…`, kebab-case `verb-…` or camelCase `verbX…`; default patterns only, user globs match literally. */
function hasDefaultVerb(name, verb) {
    if (!name.startsWith(verb))
        return false;
    const next = name.charCodeAt(verb.length);
    return next === UNDERSCORE || next === HYPHEN || (next >= 65 && next <= 90); /* A-Z */
}
const WRITE_VERB_SET = new Set(DEFAULT_WRITE_VERBS);
/**
 * J2: `write*` matches any name starting with `write`; the other verbs need a word boundary
 * after them, or end the name (rules version 3: a tool named `block` or `sync` is a write).
 */
function matchesDefaultWrite(name) {
    if (WRITE_VERB_SET.has(name))
        return true;
    return DEFAULT_WRITE_VERBS.some((verb) => (verb === "write" ? name.startsWith(verb) : hasDefaultVerb(name, verb)));
}
function matchesDefaultRead(name) {
    return DEFAULT_READ_VERBS.some((verb) => hasDefaultVerb(name, verb));
}
const matchesAny = (globs, name) => globs?.some((glob) => (0,_util_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatch */ .U)(glob, name)) ?? false;
/** J1 explicit patterns: `write-tools`, then `add-write-tools`; the name of the option that matched, or null. */
function explicitWriteOption(name, options) {
    if (matchesAny(options.writeTools, name))
        return "write-tools";
    if (matchesAny(options.addWriteTools, name))
        return "add-write-tools";
    return null;
}
/** J1: explicit values only; an annotations object with neither hint falls through (null). */
function annotationClass(listed) {
    const annotations = listed.annotations;
    if (annotations?.readOnlyHint === true)
        return { class: "read", why: "annotation readOnlyHint: true" };
    if (annotations?.readOnlyHint === false)
        return { class: "write", why: "annotation readOnlyHint: false" };
    if (annotations?.destructiveHint === true)
        return { class: "write", why: "annotation destructiveHint: true" };
    return null;
}
/** J1–J3 for one tool name; `listed` is the upstream's tool object, undefined when it did not list it. */
function classifyTool(name, listed, options) {
    // J3: only what the upstream listed can be classified.
    if (listed === undefined)
        return { class: "unclassified", why: "not listed by the upstream" };
    const explicitWrite = explicitWriteOption(name, options);
    const explicitRead = matchesAny(options.readTools, name);
    if (explicitWrite !== null && explicitRead) {
        return {
            class: "write",
            why: explicitWrite,
            warning: `tool "${name}" matches both ${explicitWrite} and read-tools; treated as a write`,
        };
    }
    if (explicitWrite !== null)
        return { class: "write", why: explicitWrite };
    if (explicitRead)
        return { class: "read", why: "read-tools" };
    const annotated = annotationClass(listed);
    if (annotated !== null)
        return annotated;
    // J1: write-tools replaces the default write patterns; add-write-tools and read-tools do not.
    if (options.writeTools === null && matchesDefaultWrite(name))
        return { class: "write", why: "default write pattern" };
    if (matchesDefaultRead(name))
        return { class: "read", why: "default read prefix" };
    return { class: "unclassified", why: "matches no pattern" };
}
/** J4: names compared ignoring case, `-` and `_`. */
function normalizeFieldName(name) {
    return name.toLowerCase().replace(/[-_]/g, "");
}
function keyFieldSet(options) {
    return new Set((options.keyFields ?? DEFAULT_KEY_FIELDS).map(normalizeFieldName));
}
/** Top-level properties of the tool's input schema that are key fields (J4, WRITE_WITHOUT_KEY). */
function schemaKeyFields(tool, keys) {
    const properties = tool?.inputSchema?.properties;
    if (properties === null || typeof properties !== "object" || Array.isArray(properties))
        return [];
    return Object.keys(properties).filter((name) => keys.has(normalizeFieldName(name)));
}
/** Every listed tool with its class, why, and its key fields, sorted by name. */
function classifyTools(tools, options) {
    const keys = keyFieldSet(options);
    const warnings = [];
    const classifiers = new Map();
    const classified = [...tools]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((tool) => {
        const classes = classifyToolCalls(tool.name, tool, options);
        if (classes.tool.warning)
            warnings.push(classes.tool.warning);
        if (!classifiers.has(tool.name))
            classifiers.set(tool.name, new CallClassifier(classes));
        return { name: tool.name, ...wholeClass(classes), keyFields: schemaKeyFields(tool, keys), ...splitOf(classes) };
    });
    return { tools: classified, warnings, classifiers };
}
/** A split tool (J2b) is a write tool when a value is a write, else a read tool when one is a read. */
function wholeClass({ tool, split }) {
    if (split === null)
        return { class: tool.class, why: tool.why };
    const classes = new Set(split.values.map((value) => value.class));
    const cls = classes.has("write") ? "write" : classes.has("read") ? "read" : tool.class;
    return { class: cls, why: `per operation (J2b); otherwise ${tool.why}` };
}
function splitOf({ split }) {
    return split === null ? {} : { operations: { field: split.field, values: split.values } };
}
/** J2b: the input fields that name a multi-operation tool's operation, in the order they are looked for. */
const OPERATION_FIELDS = ["operation", "action", "op", "method", "mode", "command"];
const READ_VERB_SET = new Set(DEFAULT_READ_VERBS);
const isJsonObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
/** J2b: the first top-level string property named like an operation whose `enum` has two or more values. */
function operationField(listed) {
    const properties = listed?.inputSchema?.properties;
    if (!isJsonObject(properties))
        return null;
    for (const field of OPERATION_FIELDS) {
        if (!Object.hasOwn(properties, field))
            continue;
        const schema = properties[field];
        if (!isJsonObject(schema) || !Array.isArray(schema.enum))
            continue;
        if (schema.type !== undefined && schema.type !== "string")
            continue;
        const values = [...new Set(schema.enum.filter((value) => typeof value === "string"))];
        if (values.length >= 2)
            return { field, values };
    }
    return null;
}
/** J2b: the class a value names by itself: a default write verb (J2) is a write, a read verb a read. */
function operationVerbClass(value) {
    if (WRITE_VERB_SET.has(value))
        return "write";
    if (READ_VERB_SET.has(value))
        return "read";
    return null;
}
/** J1: what the user said about the tool as a whole; it applies to every call, so J2b never splits it. */
const USER_CLASSIFIED = new Set(["write-tools", "add-write-tools", "read-tools"]);
function configuredFor(name, options) {
    const operations = options.operations;
    return operations && Object.hasOwn(operations, name) ? operations[name] : null;
}
/** J2b for one value: the configuration's class, else the verb it is, else the tool's own class. */
function valueClass(value, configured, tool) {
    const set = configured !== null && Object.hasOwn(configured, value) ? configured[value] : undefined;
    if (set === "write" || set === "read")
        return { value, class: set, why: "loopgate.json operations" };
    const verb = operationVerbClass(value);
    if (verb !== null)
        return { value, class: verb, why: `${verb} verb` };
    return { value, class: tool.class, why: `falls back: ${tool.why}` };
}
/**
 * J1–J3 and J2b for one listed tool. A tool with an operation field (J2b) that the user did
 * not classify as a whole is split per value; the configuration's `operations` map may name
 * values the schema does not list.
 */
function classifyToolCalls(name, listed, options) {
    const tool = classifyTool(name, listed, options);
    if (listed === undefined || USER_CLASSIFIED.has(tool.why))
        return { tool, split: null };
    const field = operationField(listed);
    if (field === null)
        return { tool, split: null };
    const configured = configuredFor(name, options);
    const values = [...new Set([...field.values, ...Object.keys(configured ?? {})])];
    return { tool, split: { field: field.field, values: values.map((value) => valueClass(value, configured, tool)) } };
}
/** Classifies the calls of one tool, looking values up in a map built once. */
class CallClassifier {
    classes;
    byValue = new Map();
    whole;
    constructor(classes) {
        this.classes = classes;
        this.whole = { class: classes.tool.class, operation: null };
        for (const value of classes.split?.values ?? [])
            this.byValue.set(value.value, value.class);
    }
    /** J2b: by the value the call carries; a value outside the schema by its verb; none, or no string, as the tool. */
    classify(args) {
        const split = this.classes.split;
        if (split === null)
            return this.whole;
        const value = Object.hasOwn(args, split.field) ? args[split.field] : undefined;
        if (typeof value !== "string")
            return { class: this.whole.class, operation: null };
        const known = this.byValue.get(value);
        const cls = known ?? valueClass(value, null, this.classes.tool).class;
        return { class: cls, operation: `${split.field}=${value}` };
    }
}
/** How reports name a call: `tool(operation=value)` for a tool classified per call (J2b), else the tool. */
function callLabel(tool, operation) {
    return operation === null ? tool : `${tool}(${operation})`;
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ describeMatch),
/* harmony export */   B8: () => (/* binding */ ReadMatcher),
/* harmony export */   LH: () => (/* binding */ identifyingValues),
/* harmony export */   hP: () => (/* binding */ VERIFY_SEARCH_BUDGET)
/* harmony export */ });
/* unused harmony exports MIN_IDENTIFYING_LENGTH, nameWords, toolNouns, sameNoun, sharedNouns, argumentValues, resultText */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8225);
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8377);


/**
 * J17 (rules version 2): what makes a read able to show a write. A read verifies an
 * uncertain write only when it (a) sends one of the write's identifying values, (b) gets
 * one back in its result, or (c) names a noun the write tool names. Kept apart from the
 * judge so `loopgate doctor` can ask the same question of a server's tool list.
 */
/** Identifying values are argument strings of at least this many characters after trimming. */
const MIN_IDENTIFYING_LENGTH = 4;
/** Noun words shorter than this are ignored (`id`, `to`, `v2`). */
const MIN_NOUN_LENGTH = 3;
const VERBS = new Set([..._classify_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_WRITE_VERBS */ .XG, ..._classify_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_READ_VERBS */ .YA]);
/** camelCase humps: before an upper-case letter after a lower-case letter or digit, and inside `HTTPServer`. */
const HUMP = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;
/** The words of a tool name: split at `_`, `-`, `.` and camelCase humps, lower-cased. */
function nameWords(name) {
    const words = [];
    for (const part of name.split(/[_.-]+/)) {
        for (const word of part.split(HUMP))
            if (word !== "")
                words.push(word.toLowerCase());
    }
    return words;
}
/**
 * J17 (c): the nouns of a tool name, sorted and distinct: its words without a leading
 * default write verb or read prefix (J2), words under three letters (a trailing `s` not
 * counted) left out. A word keeps
 * every letter (`status` stays `status`); a trailing `s` is ignored only when two nouns
 * are compared ({@link sameNoun}).
 */
function toolNouns(name) {
    const words = nameWords(name);
    if (words.length > 0 && VERBS.has(words[0]))
        words.shift();
    const nouns = new Set();
    for (const word of words) {
        // The length rule reads the word without a trailing s, as before: `ids` is as short as `id`.
        const stem = word.endsWith("s") ? word.length - 1 : word.length;
        if (stem >= MIN_NOUN_LENGTH)
            nouns.add(word);
    }
    return [...nouns].sort();
}
/** J17 (c): equal, or equal but for one trailing `s` (`booking`, `bookings`). */
function sameNoun(a, b) {
    if (a === b)
        return true;
    const [short, long] = a.length < b.length ? [a, b] : [b, a];
    return long.length === short.length + 1 && long.endsWith("s") && long.startsWith(short);
}
/** J17 (c): the write's nouns that a noun of the read names too (shorter spelling of each pair), sorted; empty when none. */
function sharedNouns(writeTool, readTool) {
    const readNouns = toolNouns(readTool);
    const shared = new Set();
    for (const noun of toolNouns(writeTool)) {
        const match = readNouns.find((read) => sameNoun(noun, read));
        if (match !== undefined)
            shared.add(match.length < noun.length ? match : noun);
    }
    return [...shared].sort();
}
/** Every string leaf of a JSON value, at any depth, in document order. */
function stringLeaves(value, out) {
    if (typeof value === "string")
        out.push(value);
    else if (Array.isArray(value))
        for (const item of value)
            stringLeaves(item, out);
    else if (value !== null && typeof value === "object")
        for (const key in value)
            stringLeaves(value[key], out);
    return out;
}
/** A string as J17 compares it: trimmed and lower-cased. */
const comparable = (text) => text.trim().toLowerCase();
/**
 * J17: the write's identifying values: its argument string leaves (key fields included) of
 * at least four characters after trimming, lower-cased, in argument order without repeats.
 * Numbers and booleans never identify a record.
 */
function identifyingValues(writeArguments) {
    const values = new Set();
    for (const leaf of stringLeaves(writeArguments, [])) {
        const value = comparable(leaf);
        if (value.length >= MIN_IDENTIFYING_LENGTH)
            values.add(value);
    }
    return [...values];
}
/** J17 (a): the read's argument string leaves, as J17 compares them. */
function argumentValues(readArguments) {
    return new Set(stringLeaves(readArguments, []).map(comparable));
}
/**
 * J17 (b): the text a read's result shows, lower-cased: the text of its content items
 * (an embedded resource's text included) and the canonical JSON of `structuredContent`.
 */
function resultText(result) {
    if (result === undefined)
        return "";
    const parts = [];
    const content = result.content;
    if (Array.isArray(content)) {
        for (const item of content) {
            if (item === null || typeof item !== "object" || Array.isArray(item))
                continue;
            if (typeof item.text === "string")
                parts.push(item.text);
            const resource = item.resource;
            if (resource !== null && typeof resource === "object" && !Array.isArray(resource)) {
                if (typeof resource.text === "string")
                    parts.push(resource.text);
            }
        }
    }
    if (result.structuredContent !== undefined)
        parts.push((0,_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(result.structuredContent));
    return parts.join("\n").toLowerCase();
}
/** Says how a read matched, in words for a finding's message; never quotes a value (it may be long or personal). */
function describeMatch(match) {
    switch (match.by) {
        case "argument":
            return "its arguments carry a value of the write";
        case "result":
            return "its result shows a value of the write";
        case "noun":
            return `its name shares the noun "${match.noun}" with the write`;
    }
}
/**
 * How much J17 may compare in one recording: one unit per read examined, per value or noun
 * compared, and per character of result text searched for each identifying value. A
 * recording built to be slow (thousands of uncertain writes, each followed by megabytes
 * of reads) stops the search there instead of running for hours; a real one stays far
 * below it. Deterministic: the count depends only on the recording.
 */
const VERIFY_SEARCH_BUDGET = 2 ** 28;
/** Asks J17 of many reads for a few writes; each read's values, text and nouns are derived once. */
class ReadMatcher {
    budget;
    argumentsOf = new Map();
    textOf = new Map();
    nounsOf = new Map();
    /** Set once the search ran out of budget; from then on no read matches. */
    budgetExhausted = false;
    constructor(budget = VERIFY_SEARCH_BUDGET) {
        this.budget = budget;
    }
    /**
     * How `read` could show `write`, checked as (a) arguments, (c) nouns, (b) result (cheapest
     * first); null when it could not, or when the budget is spent ({@link budgetExhausted}).
     */
    match(write, read) {
        let values = this.argumentsOf.get(read);
        if (values === undefined)
            this.argumentsOf.set(read, (values = argumentValues(read.arguments)));
        const readNouns = this.nouns(read.tool);
        if (!this.spend(1 + write.values.length + readNouns.length))
            return null;
        for (const value of write.values)
            if (values.has(value))
                return { by: "argument", value };
        for (const noun of this.nouns(write.tool)) {
            const match = readNouns.find((item) => sameNoun(noun, item));
            if (match !== undefined)
                return { by: "noun", noun: match.length < noun.length ? match : noun };
        }
        return this.searchResult(write, read);
    }
    /**
     * J17 (rules version 3) for an unclassified call: whether it would meet (a) or (b) if it
     * were a read. A shared noun (c) is not enough: it says nothing about what the call did.
     */
    matchByValue(write, call) {
        let values = this.argumentsOf.get(call);
        if (values === undefined)
            this.argumentsOf.set(call, (values = argumentValues(call.arguments)));
        if (!this.spend(1 + write.values.length))
            return null;
        for (const value of write.values)
            if (values.has(value))
                return { by: "argument", value };
        return this.searchResult(write, call);
    }
    /** Takes `units` from the budget; false (and {@link budgetExhausted}) when they are not left. */
    spend(units) {
        if (this.budgetExhausted || units > this.budget) {
            this.budgetExhausted = true;
            return false;
        }
        this.budget -= units;
        return true;
    }
    nouns(tool) {
        let nouns = this.nounsOf.get(tool);
        if (nouns === undefined)
            this.nounsOf.set(tool, (nouns = toolNouns(tool)));
        return nouns;
    }
    searchResult(write, read) {
        if (write.values.length === 0)
            return null;
        let text = this.textOf.get(read);
        if (text === undefined)
            this.textOf.set(read, (text = resultText(read.result)));
        if (!this.spend(text.length * write.values.length))
            return null;
        for (const value of write.values)
            if (text.includes(value))
                return { by: "result", value };
        return null;
    }
}


/***/ })

};
