export const id = 62;
export const ids = [62];
export const modules = {

/***/ 6062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   configFromListing: () => (/* binding */ configFromListing),
/* harmony export */   formatConfigFile: () => (/* binding */ formatConfigFile)
/* harmony export */ });
/* unused harmony exports UNCLASSIFIED_TODO, OPERATION_TODO */
/* harmony import */ var _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8377);

/** What `loopgate init` writes beside every tool it could not classify: the decision and how to make it. */
const UNCLASSIFIED_TODO = 'decide: "write" if a second identical call would act again (book, pay, send, change data), "read" if it only looks; until then it is passed through and never tested';
/**
 * The file `loopgate init` writes: the settings it ran with, spelled out so they can be
 * edited, and every listed tool with its class (J1–J3), why, key fields (J4) and declared
 * idempotentHint (J29).
 */
function configFromListing(listed, options) {
    const byName = new Map(listed.map((tool) => [tool.name, tool]));
    const tools = {};
    const { tools: classified } = (0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyTools */ .ki)(listed, options);
    for (const tool of classified) {
        // loopgate.json refuses this name (a JSON reader would set the prototype): init says so instead.
        if (tool.name === "__proto__")
            continue;
        const entry = tool.operations ? byOperationEntry(tool.operations) : { class: tool.class };
        if (tool.class === "unclassified" && !tool.operations)
            entry.todo = UNCLASSIFIED_TODO;
        entry.why = tool.why;
        if (tool.keyFields.length > 0)
            entry.keyFields = tool.keyFields;
        // J29 concerns writes; a read's hint says nothing a test depends on.
        if (tool.class !== "read" && byName.get(tool.name)?.annotations?.idempotentHint === true)
            entry.idempotentHint = true;
        tools[tool.name] = entry;
    }
    const file = {
        ...(options.writeTools === null ? {} : { writeTools: [...options.writeTools] }),
        addWriteTools: [...(options.addWriteTools ?? [])],
        readTools: [...(options.readTools ?? [])],
        keyFields: [...(options.keyFields ?? _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_KEY_FIELDS */ .Mk)],
        distrustIdempotentHint: options.distrustIdempotentHint === true,
        tools,
    };
    return { file, classified };
}
/** What `loopgate init` writes beside a multi-operation tool with a value it could not classify (J2b). */
const OPERATION_TODO = 'decide each "todo" value: "write" if a second identical call with it would act again, "read" if it only looks; until then such calls are classified as the whole tool is';
/**
 * J2b: a tool classified per call is written as `by-operation`, each value with the class its
 * verb gave it; a value that fell back to an undecided tool is `todo`, for the user to decide.
 */
function byOperationEntry(operations) {
    const map = {};
    for (const { value, class: cls } of operations.values) {
        Object.defineProperty(map, value, {
            value: cls === "unclassified" ? "todo" : cls,
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    const entry = { class: "by-operation", operations: map };
    if (Object.values(map).includes("todo"))
        entry.todo = OPERATION_TODO;
    return entry;
}
const WIDTH = 120;
/**
 * JSON as a person would lay it out: the top level and the `tools` map one entry per line,
 * anything else on one line when it fits in 120 columns, so each tool reads as one line
 * and a long one (an unclassified tool with its todo) stands out, expanded.
 */
function formatConfigFile(file) {
    return `${layout(file, "", 0, 0)}\n`;
}
function layout(value, indent, column, depth) {
    const flat = inline(value);
    if (value === null || typeof value !== "object")
        return flat;
    const forced = depth < 2 && !Array.isArray(value);
    if (!forced && column + flat.length + 1 <= WIDTH)
        return flat;
    const inner = `${indent}  `;
    const items = Array.isArray(value)
        ? value.map((item) => `${inner}${layout(item, inner, inner.length, depth + 1)}`)
        : Object.entries(value).map(([key, item]) => {
            const prefix = `${inner}${JSON.stringify(key)}: `;
            return `${prefix}${layout(item, inner, prefix.length, depth + 1)}`;
        });
    if (items.length === 0)
        return flat;
    const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
    return `${open}\n${items.join(",\n")}\n${indent}${close}`;
}
function inline(value) {
    if (Array.isArray(value))
        return `[${value.map(inline).join(", ")}]`;
    if (value === null || typeof value !== "object")
        return JSON.stringify(value);
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
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


/***/ })

};
