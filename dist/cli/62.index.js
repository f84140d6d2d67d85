export const id = 62;
export const ids = [62];
export const modules = {

/***/ 6062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   configFromListing: () => (/* binding */ configFromListing),
/* harmony export */   formatConfigFile: () => (/* binding */ formatConfigFile)
/* harmony export */ });
/* unused harmony export UNCLASSIFIED_TODO */
/* harmony import */ var _judge_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8377);

/** What `loopgate init` writes beside every tool it could not classify: the decision and how to make it. */
const UNCLASSIFIED_TODO = 'decide: "write" if a second identical call would act again (book, pay, send, change data), "read" if it only looks; until then it is passed through and never tested';
/**
 * The file `loopgate init` writes: the settings it ran with, spelled out so they can be
 * edited, and every listed tool with its class (J1–J3), why, key fields (J4) and declared
 * idempotentHint (J29).
 */
function configFromListing(listed, options, distrustIdempotentHint) {
    const byName = new Map(listed.map((tool) => [tool.name, tool]));
    const tools = {};
    const { tools: classified } = (0,_judge_classify_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyTools */ .ki)(listed, options);
    for (const tool of classified) {
        const entry = { class: tool.class };
        if (tool.class === "unclassified")
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
        distrustIdempotentHint,
        tools,
    };
    return { file, classified };
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
/* harmony export */   Xp: () => (/* binding */ classifyTool),
/* harmony export */   YA: () => (/* binding */ DEFAULT_READ_VERBS),
/* harmony export */   ki: () => (/* binding */ classifyTools),
/* harmony export */   rS: () => (/* binding */ normalizeFieldName)
/* harmony export */ });
/* unused harmony exports DEFAULT_WRITE_PATTERNS, DEFAULT_READ_PREFIXES, matchesDefaultWrite, matchesDefaultRead, schemaKeyFields */
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
    const classified = [...tools]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((tool) => {
        const result = classifyTool(tool.name, tool, options);
        if (result.warning)
            warnings.push(result.warning);
        return { name: tool.name, class: result.class, why: result.why, keyFields: schemaKeyFields(tool, keys) };
    });
    return { tools: classified, warnings };
}


/***/ })

};
